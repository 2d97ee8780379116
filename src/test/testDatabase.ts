// A fresh, private IndexedDB per test (fake-indexeddb), passed to the Dexie constructor: Dexie
// caches the global factory, so sharing it would leak rows between tests.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { FootprintDatabase } from '../db/schema.ts';

export function newTestDatabase(factory: IDBFactory = new IDBFactory()): FootprintDatabase {
  return new FootprintDatabase('footprint-test', { indexedDB: factory, IDBKeyRange });
}
