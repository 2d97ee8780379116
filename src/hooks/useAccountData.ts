// "Download my data", "Delete my account" and "Delete everything on this device" for the Settings
// panel, for the signed-in user (the flow in flows/accountData.ts wires them to the page's
// database and our server).
import { useMemo } from 'react';
import { useAuth } from '../app/AuthProvider.tsx';
import type { collectMyData } from '../flows/accountData.ts';
import { pageAccountDataActions } from '../flows/accountData.ts';

export interface AccountDataActions {
  collectMyData(): Promise<Awaited<ReturnType<typeof collectMyData>>>;
  deleteMyAccount(password: string | null): Promise<void>;
  deleteEverythingOnDevice(): Promise<void>;
}

export function useAccountData(userId: string): AccountDataActions {
  const { getAccessToken, logout } = useAuth();
  return useMemo(
    () => pageAccountDataActions({ getAccessToken, signOut: logout }, userId),
    [getAccessToken, logout, userId],
  );
}
