// Shown on /dashboard when nobody is signed in.
import { Icon } from '../Icon.tsx';

export function AuthRequiredCard({ onSignIn }: { onSignIn: () => void }) {
  return (
    <section className="section">
      <div className="container is-max-tablet">
        <article className="card auth-required">
          <div className="card-content has-text-centered">
            <span className="auth-required-icon">
              <Icon name="lock" size={32} />
            </span>
            <h1 className="title is-4">Authentication Required</h1>
            <p className="mb-5">Please sign in to access your dashboard</p>
            <button type="button" className="button is-primary" onClick={onSignIn}>
              Sign In
            </button>
          </div>
        </article>
      </div>
    </section>
  );
}
