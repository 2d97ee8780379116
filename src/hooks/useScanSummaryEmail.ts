// "Email me this summary" for the dashboard: sends a completed scan's scores and finding titles
// to the signed-in user's own address (flows/scanSummaryEmail.ts) and resolves with the outcome
// and the message to show; online only.
import { useCallback } from 'react';
import { useAuth } from '../app/AuthProvider.tsx';
import {
  emailScanSummary,
  SUMMARY_EMAIL_MESSAGES,
  type SummaryEmailOutcome,
  type SummaryEmailRequest,
} from '../flows/scanSummaryEmail.ts';
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';

export function useScanSummaryEmail(): (
  request: Omit<SummaryEmailRequest, 'email'>,
) => Promise<SummaryEmailOutcome> {
  const { user, getAccessToken } = useAuth();
  const email = user?.email ?? null;
  return useCallback(
    async (request) => {
      if (!email) return { status: 'signed-out', message: SUMMARY_EMAIL_MESSAGES.signedOut };
      return emailScanSummary(
        {
          origin: window.location.origin,
          projectId: DEFAULT_PROJECT_ID,
          online: () => navigator.onLine,
          getAccessToken,
        },
        { ...request, email },
      );
    },
    [email, getAccessToken],
  );
}
