// /dashboard: a spinner while auth loads, the sign-in card when signed out, else the dashboard
// whose scores, report, changes, coverage and history read only from the device's database. Scans
// run through useScanFlow (the worker's engine); decisions are written through the repositories.
import { useEffect, useMemo, useRef, useState } from 'react';
import { decidedReport } from '../analysis/decisions.ts';
import { parseScanData } from '../analysis/scanRecords.ts';
import { useAuth } from '../app/AuthProvider.tsx';
import { notify } from '../app/notify.ts';
import { AuthRequiredCard } from '../components/dashboard/AuthRequiredCard.tsx';
import { DashboardHeader } from '../components/dashboard/DashboardHeader.tsx';
import { SignOutDialog } from '../components/dashboard/SignOutDialog.tsx';
import { RiskAnalysisCard } from '../components/dashboard/RiskAnalysisCard.tsx';
import { FixFirstCard } from '../components/dashboard/FixFirstCard.tsx';
import { ScoreCards } from '../components/dashboard/ScoreCards.tsx';
import { DeleteScanDialog } from '../components/history/DeleteScanDialog.tsx';
import { ScoreExplanation } from '../components/dashboard/ScoreExplanation.tsx';
import { ScanHistory } from '../components/history/ScanHistory.tsx';
import { ConnectedPlatformsCard } from '../components/platforms/ConnectedPlatformsCard.tsx';
import { CheckupCard } from '../components/instant/CheckupCard.tsx';
import { EmailBreachesCard } from '../components/instant/EmailBreachesCard.tsx';
import { UsernamePresenceCard } from '../components/instant/UsernamePresenceCard.tsx';
import { PublicProfileCard } from '../components/profile/PublicProfileCard.tsx';
import { RedactionHelperModal } from '../components/redaction/RedactionHelperModal.tsx';
import { AiSummaryCard } from '../components/report/AiSummaryCard.tsx';
import { CoverageList } from '../components/report/CoverageList.tsx';
import { ReportActions } from '../components/report/ReportActions.tsx';
import { RiskReport } from '../components/report/RiskReport.tsx';
import { ScanChanges } from '../components/report/ScanChanges.tsx';
import { SettingsModal } from '../components/settings/SettingsModal.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { SyncStatusIndicator } from '../components/syncStatus/SyncStatusIndicator.tsx';
import { useAppSettings } from '../hooks/useAppSettings.ts';
import { useDecisions } from '../hooks/useDecisions.ts';
import { useFindings } from '../hooks/useFindings.ts';
import { connectedPlatformsOf, useImports } from '../hooks/useImports.ts';
import { useLatestScan } from '../hooks/useLatestScan.ts';
import { useReportExport } from '../hooks/useReportExport.ts';
import { useScanFlow } from '../hooks/useScanFlow.ts';
import { useDeleteScan, useScanHistory } from '../hooks/useScanHistory.ts';
import { useScanSummaryEmail } from '../hooks/useScanSummaryEmail.ts';
import { useSignOut } from '../hooks/useSignOut.ts';
import { requestPersistentStorage } from '../pwa/persistentStorage.ts';
import type { FootprintScan, RiskFinding } from '../shared/tables.ts';

export function DashboardPage() {
  const { user, isLoading, login, logout } = useAuth();
  const userId = user?.id ?? null;
  const latestScan = useLatestScan(userId);
  const completed = latestScan?.scanStatus === 'completed' ? latestScan : null;
  const findings = useFindings(completed?.id);
  const history = useScanHistory(userId);
  const imports = useImports(userId);
  const connected = useMemo(() => connectedPlatformsOf(imports), [imports]);
  const decisions = useDecisions(userId);
  const scanFlow = useScanFlow(userId);
  const buildReport = useReportExport(decisions.byKey);
  const emailSummary = useScanSummaryEmail();
  const [redactionOpen, setRedactionOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [signOutOpen, setSignOutOpen] = useState(false);
  const [deleting, setDeleting] = useState<FootprintScan | null>(null);
  const deleteScan = useDeleteScan();
  const signOut = useSignOut(userId);
  const settings = useAppSettings();
  // After a scan this tab ran, its result summary takes focus and scrolls into view once the
  // device's database lists it (a screen reader hears the scores, a phone sees them).
  const resultRef = useRef<HTMLElement>(null);
  const [revealScanId, setRevealScanId] = useState<string | null>(null);
  useEffect(() => {
    if (!revealScanId || completed?.id !== revealScanId || !resultRef.current) return;
    resultRef.current.focus({ preventScroll: true });
    resultRef.current.scrollIntoView({ block: 'start' });
    setRevealScanId(null);
  }, [revealScanId, completed?.id]);
  const scanData = useMemo(() => parseScanData(completed?.scanData), [completed?.scanData]);

  // Today's decisions on the stored scan, by the engine's own rule (analysis/decisions.ts).
  const report = useMemo(() => {
    if (!completed || !findings) return null;
    const decided = decidedReport(
      {
        findings,
        keptOut: scanData?.dismissed ?? [],
        exports: scanData?.platforms ?? [],
      },
      decisions.byKey,
    );
    return { visible: decided.open, setAside: decided.setAside, reappeared: decided.reappeared };
  }, [completed, findings, decisions.byKey, scanData]);

  useEffect(() => {
    if (user) void requestPersistentStorage().catch(() => undefined);
  }, [user]);

  if (isLoading) return <Spinner label="Loading your dashboard" />;
  // The person is already on the dashboard: a popup signs them in without leaving it.
  if (!user) return <AuthRequiredCard onSignIn={() => login({ preferPopup: true })} />;

  const scanning = latestScan?.scanStatus === 'scanning' || scanFlow.progress != null;

  const startScan = async () => {
    const outcome = await scanFlow.start();
    if (outcome.status === 'completed') {
      notify.success('Scan complete: your report is ready.');
      setRevealScanId(outcome.scanId);
    } else notify.error(outcome.message);
  };

  const decide = (finding: RiskFinding, decision: 'dismissed' | 'fixed') => {
    decisions.decide(finding, decision).then(
      () =>
        notify.success(
          decision === 'dismissed'
            ? `Dismissed: ${finding.title}`
            : `Marked as fixed: ${finding.title}`,
        ),
      () => notify.error('Footprint could not save this on the device. Try again.'),
    );
  };
  const undo = (finding: Pick<RiskFinding, 'ruleId' | 'platform'>) => {
    decisions.undo(finding).catch(() => notify.error('Footprint could not undo this. Try again.'));
  };

  return (
    <main className="section dashboard">
      <div className="container">
        <DashboardHeader
          email={user.email}
          onOpenRedaction={() => setRedactionOpen(true)}
          onOpenSettings={() => setSettingsOpen(true)}
          onSignOut={() => {
            if (signOut.mustAsk) setSignOutOpen(true);
            else void logout();
          }}
        />
        <div className="no-print">
          <SyncStatusIndicator userId={user.id} />
        </div>
        <div className="columns no-print">
          <div className="column is-7">
            <ConnectedPlatformsCard userId={user.id} />
          </div>
          <div className="column is-5">
            <RiskAnalysisCard
              scanning={scanning}
              progress={scanFlow.progress}
              elsewhere={scanFlow.elsewhere}
              connected={connected}
              onScan={() => void startScan()}
              failure={latestScan?.scanStatus === 'failed' ? latestScan.errorMessage : null}
            />
          </div>
        </div>
        {completed ? (
          <>
            <section className="scan-result" aria-label="Scan result" tabIndex={-1} ref={resultRef}>
              <div className="report-heading">
                <p className="help">
                  Latest report: scan of {new Date(completed.createdAt).toLocaleString()}
                </p>
                <ReportActions
                  scanId={completed.id}
                  buildReport={buildReport}
                  onError={(message) => notify.error(message)}
                  onEmail={async () => {
                    const outcome = await emailSummary({
                      scan: completed,
                      findings: report?.visible ?? [],
                    });
                    if (outcome.status === 'sent') notify.success(outcome.message);
                    else notify.error(outcome.message);
                  }}
                />
              </div>
              <ScoreCards
                scan={completed}
                sufficiency={scanData?.dataSufficiency}
                howToGetData={scanData?.howToGetData}
              />
            </section>
            <ScoreExplanation />
            {scanData ? (
              <div className="no-print">
                <CheckupCard
                  userId={user.id}
                  coverage={scanData.coverage}
                  onError={(message) => notify.error(message)}
                />
              </div>
            ) : null}
            {scanData?.aiSummary ? <AiSummaryCard summary={scanData.aiSummary} /> : null}
            {report ? <FixFirstCard findings={report.visible} /> : null}
            {report ? (
              <RiskReport
                findings={report.visible}
                setAside={report.setAside}
                reappeared={report.reappeared}
                onDecide={decide}
                onUndo={undo}
              />
            ) : null}
            {scanData ? (
              <div className="columns">
                <div className="column is-half">
                  <ScanChanges data={scanData} />
                </div>
                <div className="column is-half">
                  <CoverageList data={scanData} />
                </div>
              </div>
            ) : null}
          </>
        ) : null}
        <div className="no-print">
          <UsernamePresenceCard userId={user.id} />
        </div>
        <div className="no-print">
          <EmailBreachesCard userId={user.id} />
        </div>
        <div className="no-print">
          <PublicProfileCard userId={user.id} />
        </div>
        {history && history.length > 0 ? (
          <ScanHistory scans={history} onDelete={setDeleting} />
        ) : null}
      </div>
      <RedactionHelperModal open={redactionOpen} onClose={() => setRedactionOpen(false)} />
      {deleting ? (
        <DeleteScanDialog
          scan={deleting}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await deleteScan(deleting.id);
              notify.success('Scan deleted.');
            } catch (error) {
              notify.error(
                error instanceof Error && error.name === 'ScanStillRunningError'
                  ? error.message
                  : 'Footprint could not delete this scan on the device. Try again.',
              );
            }
            setDeleting(null);
          }}
        />
      ) : null}
      {signOutOpen && signOut.work ? (
        <SignOutDialog
          work={signOut.work}
          importedPlatforms={signOut.importedPlatforms}
          importing={signOut.importing}
          online={signOut.online}
          onSyncNow={signOut.syncNow}
          onSignOut={(keep) => {
            setSignOutOpen(false);
            void logout(keep);
          }}
          onCancel={() => setSignOutOpen(false)}
        />
      ) : null}
      {settingsOpen ? (
        <SettingsModal
          settings={settings}
          user={user}
          onClose={() => setSettingsOpen(false)}
          onError={(message) => notify.error(message)}
        />
      ) : null}
    </main>
  );
}
