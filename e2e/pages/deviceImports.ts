// What the device's IndexedDB holds of imports, read straight from the database in the page
// (not through the app), so a spec can check what an import stored or left behind.
import type { Page } from '@playwright/test';

export interface StoredImports {
  records: { platform: string; status: string; fileName: string }[];
  /** Posts in each stored dataset, by platform. */
  posts: Record<string, number>;
}

/** What the device's imports and importedData tables hold (all users), read from IndexedDB. */
export function storedImports(page: Page): Promise<StoredImports> {
  return page.evaluate(
    () =>
      new Promise<StoredImports>((resolve, reject) => {
        const open = indexedDB.open('footprint');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['imports', 'importedData']);
          const records = tx.objectStore('imports').getAll();
          const data = tx.objectStore('importedData').getAll();
          tx.oncomplete = () => {
            db.close();
            resolve({
              records: (records.result as StoredImports['records']).map((r) => ({
                platform: r.platform,
                status: r.status,
                fileName: r.fileName,
              })),
              posts: Object.fromEntries(
                (data.result as { platform: string; data: { posts?: unknown[] } }[]).map((row) => [
                  row.platform,
                  row.data.posts?.length ?? 0,
                ]),
              ),
            });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}
