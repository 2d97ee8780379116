// The 'Connected Platforms' card: the six platforms and how to bring each one's data export.
import { PLATFORMS } from '../../shared/platforms.ts';

export function ConnectedPlatformsCard() {
  return (
    <article className="card" aria-labelledby="platforms-title">
      <header className="card-header">
        <h2 id="platforms-title" className="card-header-title">
          Connected Platforms
        </h2>
      </header>
      <div className="card-content">
        <ul className="platform-list">
          {PLATFORMS.map((platform) => (
            <li key={platform.id} className="platform-row">
              <span
                className="platform-dot"
                style={{ background: platform.colour }}
                aria-hidden="true"
              />
              <span className="platform-name">{platform.name}</span>
              <span className="platform-status has-text-grey">Not connected</span>
              <a
                className="button is-small"
                href={platform.exportRequestUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Connect ${platform.name}: request your data export`}
              >
                Connect
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
