// A worker's side of the worker bridge for tests: serves handlers on one end of a MessageChannel as
// a worker's global scope would, so messages are cloned and ports or buffers moved as postMessage
// does, and replies arrive as tasks.
import {
  serveRequests,
  type BridgeRequest,
  type Handlers,
  type WorkerScope,
} from '../analysis/workerBridge.ts';

export function serveOnPort(
  port: MessagePort,
  handlers: Handlers,
  /** Sees each message as the worker received it, before it is served. */
  onRequest?: (request: BridgeRequest) => void,
): void {
  const scope: WorkerScope = {
    postMessage: (message, transfer) => port.postMessage(message, transfer ?? []),
    onmessage: null,
  };
  serveRequests(scope, handlers);
  port.onmessage = (event: MessageEvent<BridgeRequest>) => {
    onRequest?.(event.data);
    scope.onmessage?.(event);
  };
}
