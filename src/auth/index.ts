// The app's one auth client and the functions other modules use: the sync engine asks for a fresh
// token and listens for refreshes and sign-outs; the data layer registers what to delete on
// sign-out. Invariant: one client per page, created on first use (so Node tests importing this
// module touch no browser API until they call it).
import type { SignOutKeep } from '../db/repos/scans.ts';
import type { AuthUser } from './session.ts';
import { createAuthClient, type AuthClient } from './authClient.ts';
import { browserEnvironment } from './browserEnvironment.ts';

let client: AuthClient | null = null;

export function appAuthClient(): AuthClient {
  client ??= createAuthClient(browserEnvironment());
  return client;
}

/** A fresh access token, or null when signed out; never throws on network errors. */
export const getAccessToken = (): Promise<string | null> => appAuthClient().getAccessToken();

export const onTokenRefresh = (listener: (accessToken: string, user: AuthUser) => void) =>
  appAuthClient().onTokenRefresh(listener);

export const onSignOut = (listener: (userId: string) => void) =>
  appAuthClient().onSignOut(listener);

/** Registers work to delete a user's data on this device when they sign out. */
export const registerSignOutCleanup = (
  cleanup: (userId: string, keep: SignOutKeep) => Promise<void>,
) => appAuthClient().registerSignOutCleanup(cleanup);

export type { AuthClient, AuthState, AuthTokens } from './authClient.ts';
export type { AuthUser } from './session.ts';
