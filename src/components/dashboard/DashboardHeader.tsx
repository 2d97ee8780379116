// The signed-in dashboard header: title, who is signed in, and its actions (Redaction Helper,
// Settings, Sign Out).
import { Icon } from '../Icon.tsx';

interface DashboardHeaderProps {
  email: string;
  onOpenRedaction: () => void;
  onOpenSettings: () => void;
  onSignOut: () => void;
}

export function DashboardHeader({
  email,
  onOpenRedaction,
  onOpenSettings,
  onSignOut,
}: DashboardHeaderProps) {
  return (
    <header className="dashboard-header">
      <div>
        <h1 className="title is-3">Digital Footprint Analyzer</h1>
        <p className="subtitle is-6">
          Welcome back, <strong className="user-email">{email}</strong>
        </p>
      </div>
      <div className="buttons">
        <button type="button" className="button is-link is-light" onClick={onOpenRedaction}>
          <Icon name="shield" />
          <span>Redaction Helper</span>
        </button>
        <button type="button" className="button" onClick={onOpenSettings}>
          Settings
        </button>
        <button type="button" className="button" onClick={onSignOut}>
          Sign Out
        </button>
      </div>
    </header>
  );
}
