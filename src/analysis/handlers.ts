// The analysis worker's message handlers: name → function of (payload, report progress). Each
// handler loads its engine with a dynamic import, so the worker starts small and a model is
// fetched only when a check needs it. Add a handler here, one line each. Imports run in a worker
// of their own (src/flows/importWorker.ts, through imports/picked.ts), which can be terminated. A
// scan runs here, where the text engine already is, but its datasets never pass through the page:
// the app's connected-data worker reads them and posts them into a port sent with the request.
import type { ImageCheckRequest, SafeCopyRequest } from './image/browser/imageHandlers.ts';
import type {
  KnownIdentity,
  PublicPageSnapshot,
  PublicProfileReport,
} from './profile/publicProfile.ts';
import type { PortScanRequest } from './scanFromPort.ts';
import type { ScanResult } from './scan.ts';
import { withTransfer } from './workerBridge.ts';

export type ReportProgress = (done: number | null, total?: number, stage?: string) => void;

type Handler = (payload: never, progress: ReportProgress, signal: AbortSignal) => Promise<unknown>;

/** What the public profile check posts: the page the data service read, and the exports' facts. */
export interface ProfileCheckRequest {
  page: PublicPageSnapshot;
  known: KnownIdentity;
}

async function profileCheckHandler(payload: ProfileCheckRequest): Promise<PublicProfileReport> {
  const [{ analysePublicProfile }, { findSpans }] = await Promise.all([
    import('./profile/publicProfile.ts'),
    import('./text/checkText.ts'),
  ]);
  return analysePublicProfile(payload.page, findSpans, payload.known);
}

async function scanHandler(
  payload: PortScanRequest,
  progress: ReportProgress,
  signal: AbortSignal,
): Promise<ScanResult> {
  const [{ scanFromPort }, { findSpans }] = await Promise.all([
    import('./scanFromPort.ts'),
    import('./text/checkText.ts'),
  ]);
  return scanFromPort(payload, { detectText: findSpans, onProgress: progress, signal });
}

const imageHandlers = () => import('./image/browser/imageHandlers.ts');

export const handlers = {
  'text.check': async (payload: { text: string }) =>
    (await import('./text/checkText.ts')).checkText(payload.text),
  'scan.run': scanHandler,
  'profile.check': profileCheckHandler,
  'image.check': async (payload: ImageCheckRequest, progress: ReportProgress) =>
    (await imageHandlers()).checkImageInWorker(payload, progress),
  'image.safeCopy': async (payload: SafeCopyRequest) => {
    const copy = await (await imageHandlers()).safeCopyInWorker(payload);
    // The copy's bytes move to the page rather than being copied, when they own their buffer (a
    // view into a larger one, such as an encoder's memory, is copied as before).
    const { bytes } = copy;
    const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    return owned && bytes.buffer instanceof ArrayBuffer ? withTransfer(copy, [bytes.buffer]) : copy;
  },
} satisfies Record<string, Handler>;

export type AnalysisHandlers = typeof handlers;
