// The connected-data Web Worker: one per scan or profile-facts read. It reads the user's connected
// datasets on its own connection to the device database: for a scan it posts them into the port
// the page handed it, whose other end is the analysis worker's scan, and tells the page they were
// sent; for the Public Profile Check it answers with the facts connectedData.ts works out of them.
// Invariants: one request, one answer; the page terminates the worker after it; no engine that
// the analysis worker already carries is imported here (the scan and text engines run there).
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
  void answerConnectedDataRequest(db, event.data, (reply) => scope.postMessage(reply));
};
