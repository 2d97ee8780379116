// "Email me this summary": sends the signed-in user a summary of a completed scan through our
// server's notifications service, which only writes to the user's own verified address.
// Invariants: the email holds scores and finding titles only (backend/notificationsClient.ts) —
// never evidence, imported data or descriptions; nothing is sent while offline; every outcome
// comes back as a message for a toast, never as a thrown error. An unverified address gets a
// verification link instead (the server refuses to email an address not proven to be the user's).
import { requestEmailVerification } from '../auth/authApi.ts';
import { BackendError } from '../backend/backendError.ts';
import { scanSummaryEmail, sendScanSummary } from '../backend/notificationsClient.ts';
import type { FootprintScan, RiskFinding } from '../shared/tables.ts';

export type SummaryEmailOutcome =
  | { status: 'sent'; message: string }
  | { status: 'offline' | 'unverified' | 'signed-out' | 'failed'; message: string };

export const SUMMARY_EMAIL_MESSAGES = {
  sent: (email: string) => `Summary sent to ${email}.`,
  offline: 'You are offline. Email the summary once you are back online.',
  unverified: (email: string) =>
    `Your email address is not verified yet, so no summary was sent. We emailed a verification link to ${email}: open it, then try again.`,
  unverifiedNoLink:
    'Your email address is not verified yet, so no summary was sent, and a verification link could not be sent just now. Try again in a few minutes.',
  signedOut: 'Sign in again to email this summary.',
  notCompleted: 'Only a completed scan has a summary to email.',
} as const;

export interface SummaryEmailDeps {
  origin: string;
  projectId: string;
  online(): boolean;
  /** A fresh access token, or null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Emails the user a verification link (auth API); the default calls our server. */
  sendVerificationLink?(token: string): Promise<void>;
}

export interface SummaryEmailRequest {
  /** The signed-in user's own address. */
  email: string;
  scan: FootprintScan;
  /** The findings the report shows; only their titles, levels and categories are used. */
  findings: readonly Pick<RiskFinding, 'title' | 'riskLevel' | 'category'>[];
}

export async function emailScanSummary(
  deps: SummaryEmailDeps,
  { email, scan, findings }: SummaryEmailRequest,
): Promise<SummaryEmailOutcome> {
  if (scan.scanStatus !== 'completed')
    return { status: 'failed', message: SUMMARY_EMAIL_MESSAGES.notCompleted };
  if (!deps.online()) return { status: 'offline', message: SUMMARY_EMAIL_MESSAGES.offline };
  const token = await deps.getAccessToken();
  if (!token) return { status: 'signed-out', message: SUMMARY_EMAIL_MESSAGES.signedOut };
  // Only what the summary needs goes into it: a finding's title, level and category.
  const listed = findings.map(
    (f) => ({ title: f.title, riskLevel: f.riskLevel, category: f.category }) as RiskFinding,
  );
  try {
    await sendScanSummary(
      deps.origin,
      deps.projectId,
      token,
      email,
      scanSummaryEmail(scan, listed, deps.origin),
    );
    return { status: 'sent', message: SUMMARY_EMAIL_MESSAGES.sent(email) };
  } catch (error) {
    if (error instanceof BackendError) {
      if (error.code === 'EMAIL_NOT_VERIFIED') {
        const sendLink =
          deps.sendVerificationLink ?? ((t: string) => requestEmailVerification(deps.origin, t));
        const linkSent = await sendLink(token).then(
          () => true,
          () => false,
        );
        return {
          status: 'unverified',
          message: linkSent
            ? SUMMARY_EMAIL_MESSAGES.unverified(email)
            : SUMMARY_EMAIL_MESSAGES.unverifiedNoLink,
        };
      }
      if (error.kind === 'auth')
        return { status: 'signed-out', message: SUMMARY_EMAIL_MESSAGES.signedOut };
      if (error.kind === 'network' && !deps.online())
        return { status: 'offline', message: SUMMARY_EMAIL_MESSAGES.offline };
      // The server's own message, written for users (rate limit, mail server refused, …).
      return { status: 'failed', message: error.message };
    }
    return { status: 'failed', message: 'The summary could not be sent. Try again.' };
  }
}
