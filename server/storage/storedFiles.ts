// What other parts of the server need of stored files: the configured object store (local disk or
// S3), and signed download URLs (`/api/storage/{project}/object/{id}?expires&signature`). The
// storage routes and the account routes (export, deletion) share these, so a URL signed for an
// export is one the download route accepts. Invariant: the HMAC key never leaves the server.
import crypto from 'node:crypto';
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { loadServerSecret } from '../db/serverSecrets.ts';
import { createLocalObjectStore, type ObjectStore } from './objectStore.ts';
import { createS3ObjectStore } from './s3ObjectStore.ts';

/** Lifetime of a signed download URL. */
export const DOWNLOAD_URL_TTL_S = 3600;
const URL_KEY_NAME = 'storage_download_hmac';

export function configuredObjectStore(config: ServerConfig): ObjectStore {
  const storage = config.services.storage;
  return storage.kind === 's3'
    ? createS3ObjectStore(storage)
    : createLocalObjectStore(path.join(config.dataDir, 'storage'));
}

export interface DownloadUrlSigner {
  /** The signature of a download of file `id` of `project` valid until `expires` (Unix seconds). */
  sign(project: string, id: string, expires: number): string;
  /** A full signed URL valid for DOWNLOAD_URL_TTL_S from now, and when it expires. */
  url(origin: string, project: string, id: string): { url: string; expires: number };
}

export async function loadDownloadUrlSigner(db: Queryable): Promise<DownloadUrlSigner> {
  const key = await loadServerSecret(db, URL_KEY_NAME);
  const sign = (project: string, id: string, expires: number): string =>
    crypto.createHmac('sha256', key).update(`${project}/${id}/${expires}`).digest('base64url');
  return {
    sign,
    url(origin, project, id) {
      const expires = Math.floor(Date.now() / 1000) + DOWNLOAD_URL_TTL_S;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: sign(project, id, expires),
      });
      return { url: `${origin}/api/storage/${project}/object/${id}?${query}`, expires };
    },
  };
}
