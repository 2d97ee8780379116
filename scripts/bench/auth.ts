// Auth latency on a real server over loopback (in-memory PGlite, or DATABASE_URL): password
// sign-in (dominated by argon2id at m=19 MiB, t=2 — the cost that slows password guessing),
// refresh with rotation, and /me with a JWT. Rate-limit counters are reset outside the timed part
// so the benchmark measures the work, not the 429s.
import crypto from 'node:crypto';
import { startTestServer } from '../../server/test/harness.ts';

// Answers are read field by field; a loose type keeps the benchmark short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const SIGN_INS = 40;
const REFRESHES = 200;
const ME_CALLS = 300;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function post(base: string, path: string, body: unknown): Promise<Json> {
  const response = await fetch(`${base}/api/auth${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Json;
}

async function main(): Promise<void> {
  const server = await startTestServer();
  try {
    const email = `bench-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const password = 'benchmark password 1';
    const signup = await post(server.baseUrl, '/signup', {
      email,
      password,
      projectId: 'footprint',
    });

    const signIn: number[] = [];
    for (let i = 0; i < SIGN_INS; i++) {
      await server.db.query('DELETE FROM auth_rate_limits');
      const started = performance.now();
      await post(server.baseUrl, '/signin/email', { email, password, projectId: 'footprint' });
      signIn.push(performance.now() - started);
    }

    const refresh: number[] = [];
    let refreshToken = signup.session.refresh_token as string;
    for (let i = 0; i < REFRESHES; i++) {
      const started = performance.now();
      const answer = await post(server.baseUrl, '/refresh', { refresh_token: refreshToken });
      refresh.push(performance.now() - started);
      refreshToken = answer.session.refresh_token;
    }

    const me: number[] = [];
    const headers = { Authorization: `Bearer ${signup.session.access_token}` };
    for (let i = 0; i < ME_CALLS; i++) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/auth/me`, { headers });
      await response.arrayBuffer();
      me.push(performance.now() - started);
    }

    const figures = [
      { metric: 'password sign-in p50', value: percentile(signIn, 50), unit: 'ms' },
      { metric: 'password sign-in p95', value: percentile(signIn, 95), unit: 'ms' },
      { metric: 'refresh (rotation) p50', value: percentile(refresh, 50), unit: 'ms' },
      { metric: 'refresh (rotation) p95', value: percentile(refresh, 95), unit: 'ms' },
      { metric: 'GET /me p50', value: percentile(me, 50), unit: 'ms' },
      { metric: 'GET /me p95', value: percentile(me, 95), unit: 'ms' },
    ];
    console.log(JSON.stringify({ name: 'auth', figures }));
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
