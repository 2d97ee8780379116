// The one protocol between the page and its Web Workers (analysis, import, connected data): the
// page sends named requests with a payload and may cancel them; the worker answers each with
// progress messages and then exactly one result or error. Errors cross as their message and class
// name only (a message written for the user stays recognisable by its name; a stack or a cause
// never crosses). Buffers and ports move rather than copy when the sender lists them.
// Invariants: every request ends, with a result, an error or the page's cancel; a worker that
// crashes or cannot start fails every request in flight; nothing arrives for a request after it
// ended.

/** An error as it crosses between threads. */
export interface WireError {
  message: string;
  /** The error's class ('ScanFailure', 'ImportFailure', 'AbortError', …). */
  name?: string;
}

export function toWireError(error: unknown): WireError {
  return error instanceof Error
    ? { message: error.message, name: error.name }
    : { message: String(error) };
}

/** The wire error as an Error of the same name, so the receiver can check `error.name`. */
export function fromWireError(wire: WireError): Error {
  const error = new Error(wire.message);
  if (wire.name) error.name = wire.name;
  return error;
}

/** What the page posts. */
export type BridgeRequest =
  { id: number; kind: 'request'; name: string; payload: unknown } | { id: number; kind: 'cancel' };

/** What the worker posts back. */
export type BridgeReply =
  | { id: number; kind: 'progress'; progress: unknown }
  | { id: number; kind: 'result'; result: unknown }
  | { id: number; kind: 'error'; error: WireError };

const transfers = new WeakMap<object, Transferable[]>();

/** Marks a handler's result so its buffers or ports are transferred to the page, not copied. */
export function withTransfer<T extends object>(result: T, transfer: Transferable[]): T {
  transfers.set(result, transfer);
  return result;
}

export interface RequestContext<Progress = unknown> {
  progress(value: Progress): void;
  /** Aborted when the page cancels the request. */
  signal: AbortSignal;
}

// `never` payloads: any handler's own payload type is accepted here.
type AnyHandler = (payload: never, context: RequestContext<never>) => Promise<unknown>;
export type Handlers = Record<string, AnyHandler>;

/** The worker's global scope, or a test's stand-in for it. */
export interface WorkerScope {
  postMessage(message: BridgeReply, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<BridgeRequest>) => void) | null;
}

/** Answers the page's requests with `handlers`, in the worker. */
export function serveRequests(scope: WorkerScope, handlers: Handlers): void {
  const running = new Map<number, AbortController>();
  scope.onmessage = (event) => {
    const message = event.data;
    if (message.kind === 'cancel') {
      running.get(message.id)?.abort(new DOMException('The request was canceled', 'AbortError'));
      return;
    }
    const { id, name, payload } = message;
    const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) {
      scope.postMessage({ id, kind: 'error', error: { message: `Unknown request "${name}"` } });
      return;
    }
    const controller = new AbortController();
    running.set(id, controller);
    const context: RequestContext = {
      progress: (progress) => {
        if (running.has(id)) scope.postMessage({ id, kind: 'progress', progress });
      },
      signal: controller.signal,
    };
    (handler as (payload: unknown, context: RequestContext) => Promise<unknown>)(payload, context)
      .then(
        (result) => {
          const transfer =
            result !== null && typeof result === 'object' ? transfers.get(result) : [];
          scope.postMessage({ id, kind: 'result', result }, transfer ?? []);
        },
        (error: unknown) => scope.postMessage({ id, kind: 'error', error: toWireError(error) }),
      )
      .finally(() => running.delete(id));
  };
}

/** The part of a Worker the page uses, so tests can answer in-process. */
export interface WorkerEndpoint {
  postMessage(message: BridgeRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<BridgeReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface RequestOptions<Progress> {
  onProgress?: (progress: Progress) => void;
  /** Buffers or ports in the payload to move to the worker. */
  transfer?: Transferable[];
  /** Aborting it cancels the request in the worker and rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * After a cancel, wait for the worker's own answer instead of rejecting at once: for work that
   * may have finished before the cancel arrived (a stored transaction), so the caller learns what
   * really happened.
   */
  awaitCancel?: boolean;
}

type AnyRequest = (...args: never[]) => Promise<unknown>;
/** The payload a request of this handler's type takes. */
export type PayloadOf<F extends AnyRequest> = Parameters<F>[0];
/** What a request of this handler's type resolves with. */
export type ResultOf<F extends AnyRequest> = Awaited<ReturnType<F>>;

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  onProgress?: (progress: never) => void;
  release(): void;
}

/**
 * The page's side: typed requests to one worker, started on first use. `Api` maps each request
 * name to a function of its payload that resolves with its result (the worker's handlers' type).
 */
export class WorkerClient<
  Api extends Record<string, (...args: never[]) => Promise<unknown>>,
  Progress = unknown,
> {
  private endpoint: WorkerEndpoint | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly create: () => WorkerEndpoint,
    private readonly options: {
      /** Names the worker in the error a crash gives ("Import worker failed"). */
      label: string;
      /** Turns a worker's error back into the app's own class where the caller needs it. */
      reviveError?: (error: Error) => Error;
    },
  ) {}

  request<K extends keyof Api & string>(
    name: K,
    payload: PayloadOf<Api[K]>,
    options: RequestOptions<Progress> = {},
  ): Promise<ResultOf<Api[K]>> {
    const { signal, transfer = [], onProgress, awaitCancel = false } = options;
    return new Promise<ResultOf<Api[K]>>((resolve, reject) => {
      signal?.throwIfAborted();
      const endpoint = this.started();
      const id = this.nextId++;
      const cancel = () => {
        endpoint.postMessage({ id, kind: 'cancel' }, []);
        if (awaitCancel) return;
        this.pending.delete(id);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', cancel, { once: true });
      this.pending.set(id, {
        resolve: resolve as (value: unknown) => void,
        reject,
        onProgress,
        release: () => signal?.removeEventListener('abort', cancel),
      });
      endpoint.postMessage({ id, kind: 'request', name, payload }, transfer);
    });
  }

  /** Stops the worker; requests in flight fail, and the next request starts a fresh one. */
  terminate(reason: unknown = new Error(`${this.options.label} worker was stopped`)): void {
    const endpoint = this.endpoint;
    this.endpoint = null;
    endpoint?.terminate();
    this.failAll(reason);
  }

  private started(): WorkerEndpoint {
    if (this.endpoint) return this.endpoint;
    const endpoint = this.create();
    endpoint.onmessage = (event) => this.receive(event.data);
    endpoint.onerror = (event) => {
      // The worker could not start (its script failed to load) or crashed.
      event.preventDefault();
      this.terminate(new Error(event.message || `${this.options.label} worker failed`));
    };
    this.endpoint = endpoint;
    return endpoint;
  }

  private receive(reply: BridgeReply): void {
    const entry = this.pending.get(reply.id);
    if (!entry) return;
    if (reply.kind === 'progress') {
      (entry.onProgress as ((progress: unknown) => void) | undefined)?.(reply.progress);
      return;
    }
    this.pending.delete(reply.id);
    entry.release();
    if (reply.kind === 'result') entry.resolve(reply.result);
    else {
      const error = fromWireError(reply.error);
      entry.reject(this.options.reviveError?.(error) ?? error);
    }
  }

  private failAll(reason: unknown): void {
    const entries = [...this.pending.values()];
    this.pending.clear();
    for (const entry of entries) {
      entry.release();
      entry.reject(reason);
    }
  }
}
