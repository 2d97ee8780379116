// The platforms whose export is imported and ready on this device: the ones a scan reads.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database.ts';
import { connectedPlatforms } from '../db/repos/scanInputs.ts';
import type { PlatformId } from '../shared/tables.ts';

export function useConnectedPlatforms(userId: string | null): PlatformId[] | undefined {
  return useLiveQuery(async () => (userId ? connectedPlatforms(db, userId) : []), [userId]);
}
