// The app's client of the breach check (GET /api/data/{project}/breaches): the breaches Have I
// Been Pwned lists for the signed-in user's own verified address. Nothing is sent but the token;
// the server decides which address is checked.
import type { BreachCheckResponse } from '../shared/breaches.ts';
import { BackendError, errorKind, NETWORK_ERROR_MESSAGE } from './backendError.ts';

export async function checkEmailBreaches(
  origin: string,
  projectId: string,
  token: string,
): Promise<BreachCheckResponse> {
  let response: Response;
  try {
    response = await fetch(`${origin}/api/data/${encodeURIComponent(projectId)}/breaches`, {
      headers: { authorization: `Bearer ${token}` },
    });
  } catch {
    throw new BackendError('network', null, NETWORK_ERROR_MESSAGE);
  }
  const answer = (await response.json().catch(() => null)) as
    (BreachCheckResponse & { message?: string; code?: string }) | null;
  if (response.ok && answer && Array.isArray(answer.breaches)) return answer;
  throw new BackendError(
    errorKind('data', response.status),
    response.status,
    answer?.message || NETWORK_ERROR_MESSAGE,
    answer?.code ?? null,
  );
}
