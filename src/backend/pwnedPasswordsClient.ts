// "Is this password known to be breached?" with Pwned Passwords' k-anonymity model: the password
// is hashed with SHA-1 in the browser, and only the first five hex characters of the hash go out
// (to our server, which fetches that range with padding on); the suffixes that come back are
// compared here. Invariant: neither the password nor more than five characters of its hash ever
// leave the page.
import { BackendError, errorKind, NETWORK_ERROR_MESSAGE } from './backendError.ts';

export const HASH_PREFIX_LENGTH = 5;

export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** How often the range says the hash's suffix was seen in breaches; padding lines count 0. */
export function countInRange(range: string, suffix: string): number {
  for (const line of range.split(/\r?\n/)) {
    const [candidate, count] = line.trim().split(':');
    if (candidate?.toUpperCase() === suffix) return Number(count) || 0;
  }
  return 0;
}

/** Fetches the range of one hash prefix through our server. */
export function pwnedRangeFetcher(
  origin: string,
  projectId: string,
  token: string,
): (prefix: string) => Promise<string> {
  return async (prefix) => {
    let response: Response;
    try {
      response = await fetch(
        `${origin}/api/data/${encodeURIComponent(projectId)}/pwned-passwords/range/${prefix}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
    } catch {
      throw new BackendError('network', null, NETWORK_ERROR_MESSAGE);
    }
    if (response.ok) return response.text();
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new BackendError(
      errorKind('data', response.status),
      response.status,
      answer?.message || NETWORK_ERROR_MESSAGE,
    );
  };
}

/** How many times the password appears in known breaches (0: not known to be breached). */
export async function passwordBreachCount(
  password: string,
  fetchRange: (prefix: string) => Promise<string>,
): Promise<number> {
  const hash = await sha1Hex(password);
  const range = await fetchRange(hash.slice(0, HASH_PREFIX_LENGTH));
  return countInRange(range, hash.slice(HASH_PREFIX_LENGTH));
}
