// The app's AI client: generateText(prompt, maxTokens) through our server's /api/ai/{project}/text
// (product-spec §7: the scan asks with 2000 max tokens, the redaction check with 1000). AI is
// optional (DESIGN §1): when the server has no provider it answers 501 and this returns null, so
// nothing in the app depends on it; `aiTextAvailable` asks first, so a server without AI is never
// sent a request it must refuse (a refused request shows as an error in the browser's console).
// Invariant: callers build prompts from summaries they choose to
// share; raw archives, photos and drafts never go into a prompt.
import { BackendError, errorKind, NETWORK_ERROR_MESSAGE, postJson } from './backendError.ts';
import { ledgerFetch } from './networkLedger.ts';

export const SCAN_SUMMARY_MAX_TOKENS = 2000;

export interface GeneratedText {
  text: string;
  finishReason: string | null;
  usage: { promptTokens: number; completionTokens: number } | null;
}

/** The generated text, or null when the server has no AI provider configured. */
export async function generateText(
  origin: string,
  projectId: string,
  token: string,
  request: { prompt: string; maxTokens: number },
): Promise<GeneratedText | null> {
  try {
    return await postJson<GeneratedText>(
      'ai',
      `${origin}/api/ai/${encodeURIComponent(projectId)}/text`,
      token,
      request,
    );
  } catch (error) {
    if (error instanceof BackendError && error.status === 501) return null;
    throw error;
  }
}

/** Whether the server can generate text (GET /api/ai/{project}/status); throws BackendError. */
export async function aiTextAvailable(
  origin: string,
  projectId: string,
  token: string,
): Promise<boolean> {
  let response: Response;
  try {
    response = await ledgerFetch(
      'check whether AI summaries are available',
      `${origin}/api/ai/${encodeURIComponent(projectId)}/status`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
  } catch {
    throw new BackendError('network', null, NETWORK_ERROR_MESSAGE);
  }
  const answer = (await response.json().catch(() => null)) as {
    text?: unknown;
    message?: string;
  } | null;
  if (!response.ok || answer == null)
    throw new BackendError(
      errorKind('ai', response.status),
      response.status,
      answer?.message || NETWORK_ERROR_MESSAGE,
    );
  return answer.text === true;
}
