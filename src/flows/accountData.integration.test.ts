// The account flows against the real server (loopback, real database) and a real in-memory
// device database: the downloaded file holds the server's export and the device's records; a
// refused deletion (wrong password, offline) deletes nothing anywhere; an accepted one deletes
// the account on the server, then the user's rows on the device (another user's stay), then
// signs out.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/test/harness.ts';
import { AccountRequestError, createAccountClient } from '../backend/accountClient.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import { makeScan, OTHER_USER_ID } from '../test/factories.ts';
import { newTestDatabase } from '../test/testDatabase.ts';
import { ACCOUNT_DATA_MESSAGES, collectMyData, deleteMyAccount } from './accountData.ts';

const PASSWORD = 'flow password 1';

describe('account data flows', () => {
  let server: TestServer;
  let device: FootprintDatabase;
  let account: { id: string; email: string; token: string };
  let online = true;
  let signedOut = 0;

  const deps = () => ({
    db: device,
    client: createAccountClient(server.baseUrl),
    getAccessToken: async () => account.token,
    online: () => online,
    signOut: async () => {
      signedOut += 1;
    },
  });

  beforeAll(async () => {
    server = await startTestServer();
    const email = `flow-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const response = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, projectId: 'footprint' }),
    });
    const session = (await response.json()) as {
      user: { id: string };
      session: { access_token: string };
    };
    account = { id: session.user.id, email, token: session.session.access_token };
    device = newTestDatabase();
    await device.footprintScans.bulkAdd([
      makeScan({ userId: account.id }),
      makeScan({ userId: OTHER_USER_ID }),
    ]);
  });
  afterAll(async () => {
    device.close();
    await server.close();
  });

  it('downloads the server’s export and this device’s records as one document', async () => {
    const data = await collectMyData(deps(), account.id);
    expect(data.serverMissing).toBeNull();
    expect(data.server).toMatchObject({ profile: { id: account.id, email: account.email } });
    expect(data.device.scans.map((scan) => scan.userId)).toEqual([account.id]);

    online = false;
    const offline = await collectMyData(deps(), account.id);
    online = true;
    expect(offline.server).toBeNull();
    expect(offline.serverMissing).toBe(ACCOUNT_DATA_MESSAGES.serverSkippedOffline);
    expect(offline.device.scans).toHaveLength(1);
  });

  it('deletes nothing when offline or when the password is wrong', async () => {
    online = false;
    await expect(deleteMyAccount(deps(), account.id, PASSWORD)).rejects.toThrow(
      ACCOUNT_DATA_MESSAGES.offline,
    );
    online = true;
    const wrong = await deleteMyAccount(deps(), account.id, 'not it 2').catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(AccountRequestError);
    expect(wrong).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(await device.footprintScans.count()).toBe(2);
    expect(signedOut).toBe(0);
    const me = await fetch(`${server.baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(me.status).toBe(200);
  });

  it('deletes the account, then this user’s rows on the device, then signs out', async () => {
    await deleteMyAccount(deps(), account.id, PASSWORD);
    const me = await fetch(`${server.baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(me.status).toBe(401);
    expect((await device.footprintScans.toArray()).map((scan) => scan.userId)).toEqual([
      OTHER_USER_ID,
    ]);
    expect(signedOut).toBe(1);
  });
});
