// The app's client of the username presence check (POST /api/data/{project}/usernames): asks for
// results as NDJSON and hands each to the caller as its site finishes, so the card can fill in
// while slow sites are still being asked. Invariant: only the username (and the categories asked
// for) goes out; an answer that is not a stream of results is a BackendError with the server's
// message, never a partial result passed off as complete.
import {
  NDJSON_TYPE,
  USERNAME_STATES,
  USERNAME_TOTAL_HEADER,
  type UsernameCheckRequest,
  type UsernameResult,
} from '../shared/usernames.ts';
import { BackendError, errorKind, NETWORK_ERROR_MESSAGE } from './backendError.ts';

function parseResult(line: string): UsernameResult | null {
  try {
    const value = JSON.parse(line) as Partial<UsernameResult>;
    if (
      typeof value.site === 'string' &&
      typeof value.category === 'string' &&
      typeof value.url === 'string' &&
      typeof value.ms === 'number' &&
      (USERNAME_STATES as readonly unknown[]).includes(value.state)
    )
      return value as UsernameResult;
  } catch {
    // Falls through: a line that is not a result ends the stream as a network error.
  }
  return null;
}

/**
 * Streams the check of `request.username`: `onTotal` once with how many sites will answer, then
 * `onResult` per site. Resolves with every result once the server has finished.
 */
export async function checkUsernamePresence(
  origin: string,
  projectId: string,
  token: string,
  request: UsernameCheckRequest,
  handlers: { onTotal(total: number): void; onResult(result: UsernameResult): void },
  signal?: AbortSignal,
): Promise<UsernameResult[]> {
  let response: Response;
  try {
    response = await fetch(`${origin}/api/data/${encodeURIComponent(projectId)}/usernames`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: NDJSON_TYPE,
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(request),
      signal,
    });
  } catch {
    throw new BackendError('network', null, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => null)) as {
      message?: string;
      code?: string;
    } | null;
    throw new BackendError(
      errorKind('data', response.status),
      response.status,
      answer?.message || NETWORK_ERROR_MESSAGE,
      answer?.code ?? null,
    );
  }
  handlers.onTotal(Number(response.headers.get(USERNAME_TOTAL_HEADER)) || 0);
  const results: UsernameResult[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  const take = (line: string) => {
    if (line.trim() === '') return;
    const result = parseResult(line);
    if (!result) throw new BackendError('network', null, NETWORK_ERROR_MESSAGE);
    results.push(result);
    handlers.onResult(result);
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      pending += value;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) take(line);
    }
  } catch (error) {
    if (error instanceof BackendError) throw error;
    throw new BackendError('network', null, NETWORK_ERROR_MESSAGE);
  }
  take(pending);
  return results;
}
