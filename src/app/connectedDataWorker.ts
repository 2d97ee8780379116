// The connected-data Web Worker: one per scan or profile-facts read. It reads the user's connected
// datasets on its own connection to the device database and answers with what connectedData.ts
// works out of them, so the page never holds or copies a dataset. Invariant: one request, one
// answer (a scan's progress messages before it); the page terminates the worker after the answer.
import { db } from '../db/database.ts';
import {
  answerConnectedDataRequest,
  type ConnectedDataReply,
  type ConnectedDataRequest,
} from './connectedData.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ConnectedDataRequest>) => void) | null;
  postMessage(message: ConnectedDataReply): void;
};

scope.onmessage = (event) => {
  void answerConnectedDataRequest(
    db,
    event.data,
    (reply) => scope.postMessage(reply),
    async () => (await import('../analysis/text/checkText.ts')).findSpans,
  );
};
