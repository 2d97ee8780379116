// The device's database (IndexedDB through Dexie). Views read it through hooks (useLiveQuery) and
// write only through db/repos, which put each row and its outbox entry in one transaction.
// Schema changes are new versions below; a version, once shipped, is never edited.
import Dexie, { type EntityTable } from 'dexie';
import type { FootprintScan, RiskFinding } from '../shared/tables.ts';

export interface SettingRecord {
  key: string;
  value: unknown;
}

export class FootprintDatabase extends Dexie {
  footprintScans!: EntityTable<FootprintScan, 'id'>;
  riskFindings!: EntityTable<RiskFinding, 'id'>;
  settings!: EntityTable<SettingRecord, 'key'>;

  constructor(name = 'footprint', options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({
      footprintScans: 'id, userId, [userId+createdAt]',
      riskFindings: 'id, scanId, userId, [scanId+createdAt]',
      settings: 'key',
    });
  }
}

export const db = new FootprintDatabase();
