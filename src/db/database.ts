// The app's one device database (IndexedDB through Dexie). Views read it through hooks
// (useLiveQuery) and write only through db/repos, which put each row and its outbox entry in one
// transaction. The tables and their versions live in schema.ts.
import { FootprintDatabase } from './schema.ts';

export { FootprintDatabase } from './schema.ts';

export const db = new FootprintDatabase();
