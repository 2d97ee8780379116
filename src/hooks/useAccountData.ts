// "Download my data", "Delete my account" and "Delete everything on this device" for the Settings
// panel, wired to the page's database, auth client and our server (the flows are in
// flows/accountData.ts).
import { useMemo } from 'react';
import { useAuth } from '../app/AuthProvider.tsx';
import { createAccountClient } from '../backend/accountClient.ts';
import { db } from '../db/database.ts';
import {
  collectMyData,
  deleteEverythingOnDevice,
  deleteMyAccount,
  type AccountDataDeps,
} from '../flows/accountData.ts';

export interface AccountDataActions {
  collectMyData(): Promise<Awaited<ReturnType<typeof collectMyData>>>;
  deleteMyAccount(password: string | null): Promise<void>;
  deleteEverythingOnDevice(): Promise<void>;
}

export function useAccountData(userId: string): AccountDataActions {
  const { getAccessToken, logout } = useAuth();
  return useMemo(() => {
    const deps: AccountDataDeps = {
      db,
      client: createAccountClient(window.location.origin),
      getAccessToken,
      online: () => navigator.onLine,
    };
    return {
      collectMyData: () => collectMyData(deps, userId),
      deleteMyAccount: (password) =>
        deleteMyAccount({ ...deps, signOut: logout }, userId, password),
      deleteEverythingOnDevice: () => deleteEverythingOnDevice({ db, signOut: logout }),
    };
  }, [getAccessToken, logout, userId]);
}
