// Calls to the auth API of a test server, as the hosted page and the app make them.
import type { TestServer } from './harness.ts';

// The answers are read field by field with expectations; a loose type keeps the tests readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

/** POST /api/auth{path} with a JSON body (and a bearer token); the status and the parsed answer. */
export async function postAuth(
  server: TestServer,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; data: Json }> {
  const response = await fetch(`${server.baseUrl}/api/auth${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : {}) as Json };
}
