// The connected-data Web Worker: one per scan or profile-facts read. It reads the user's connected
// datasets on its own connection to the device database: for a scan it posts them into the port
// the page handed it, whose other end is the analysis worker's scan, and tells the page they were
// sent; for the Public Profile Check it answers with the facts connectedData.ts works out of them.
// Invariants: one request, one answer; the page terminates the worker after it; no engine that
// the analysis worker already carries is imported here (the scan and text engines run there).
import { serveRequests, type WorkerScope } from '../analysis/workerBridge.ts';
import { db } from '../db/database.ts';
import { connectedDataHandlers } from './connectedData.ts';

serveRequests(self as unknown as WorkerScope, connectedDataHandlers(db));
