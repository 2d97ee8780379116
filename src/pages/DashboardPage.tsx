// /dashboard: a spinner while auth loads, the sign-in card when signed out, else the dashboard
// whose scores and report read only from the device's database.
import { useEffect, useState } from 'react';
import { useAuth } from '../app/AuthProvider.tsx';
import { notify } from '../app/notify.ts';
import { AuthRequiredCard } from '../components/dashboard/AuthRequiredCard.tsx';
import { DashboardHeader } from '../components/dashboard/DashboardHeader.tsx';
import { RiskAnalysisCard } from '../components/dashboard/RiskAnalysisCard.tsx';
import { ScoreCards } from '../components/dashboard/ScoreCards.tsx';
import { ConnectedPlatformsCard } from '../components/platforms/ConnectedPlatformsCard.tsx';
import { RedactionHelperModal } from '../components/redaction/RedactionHelperModal.tsx';
import { RiskReport } from '../components/report/RiskReport.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { SyncStatusIndicator } from '../components/syncStatus/SyncStatusIndicator.tsx';
import { useFindings } from '../hooks/useFindings.ts';
import { useLatestScan } from '../hooks/useLatestScan.ts';
import { requestPersistentStorage } from '../pwa/persistentStorage.ts';

export function DashboardPage() {
  const { user, isLoading, login, logout } = useAuth();
  const latestScan = useLatestScan(user?.id ?? null);
  const completed = latestScan?.scanStatus === 'completed' ? latestScan : null;
  const findings = useFindings(completed?.id);
  const [redactionOpen, setRedactionOpen] = useState(false);

  useEffect(() => {
    if (user) void requestPersistentStorage().catch(() => undefined);
  }, [user]);

  if (isLoading) return <Spinner label="Loading your dashboard" />;
  if (!user) return <AuthRequiredCard onSignIn={login} />;

  const scanning = latestScan?.scanStatus === 'scanning';
  const startScan = () => notify.error('Connect at least one platform before scanning.');

  return (
    <main className="section dashboard">
      <div className="container">
        <DashboardHeader
          email={user.email}
          onOpenRedaction={() => setRedactionOpen(true)}
          onSignOut={() => void logout()}
        />
        <SyncStatusIndicator userId={user.id} />
        <div className="columns">
          <div className="column is-7">
            <ConnectedPlatformsCard userId={user.id} />
          </div>
          <div className="column is-5">
            <RiskAnalysisCard
              scanning={scanning}
              onScan={startScan}
              note={latestScan?.scanStatus === 'failed' ? latestScan.errorMessage : null}
            />
          </div>
        </div>
        {completed ? (
          <>
            <ScoreCards scan={completed} />
            <RiskReport findings={findings ?? []} />
          </>
        ) : null}
      </div>
      <RedactionHelperModal open={redactionOpen} onClose={() => setRedactionOpen(false)} />
    </main>
  );
}
