// Storage service (product-spec §7): upload (multipart: file, path, options), download (a signed
// URL plus name, type and size) and remove, per user and project. Uploads are streamed to the
// object store while their bytes are counted: nothing buffers a whole file, and a file over
// UPLOAD_MAX_BYTES is refused as soon as the limit is crossed (at once when Content-Length already
// says so). The bytes go to the local disk or an S3-compatible bucket (S3_BUCKET); a store that
// fails answers 503 without blaming the request, and a replaced or removed file whose bytes could
// not be deleted is logged by its object key (never its owner or name) and is no longer reachable.
// Invariant: one user can never read, overwrite or remove another user's files.
import crypto from 'node:crypto';
import path from 'node:path';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../src/shared/constants.ts';
import {
  requirePermission,
  requireProject,
  requireUser,
  ServiceError,
} from '../services/access.ts';
import { objectBody, ServiceDetailError, useServiceErrors } from '../services/errors.ts';
import { detectFileType, SNIFF_BYTES } from './fileType.ts';
import { ObjectStoreUnavailableError, type ObjectStore } from './objectStore.ts';
import { STORAGE_PATH_PROBLEM_MESSAGES, storagePathProblem } from './storagePath.ts';
import { configuredObjectStore, DOWNLOAD_URL_TTL_S, loadDownloadUrlSigner } from './storedFiles.ts';
import { SWEEP_EVERY_MS, sweepUnreferencedObjects } from './sweep.ts';

export const INVALID_PARAMETERS_MESSAGE = 'Invalid request parameters';
export const FILE_EXISTS_MESSAGE = 'File already exists. Set upsert: true to overwrite.';
export const FILE_NOT_FOUND_MESSAGE = 'File not found';
export const STORAGE_UNAVAILABLE_MESSAGE =
  'File storage is unavailable right now. Try again later.';
/** Bytes a multipart body may carry besides the file (boundaries, path, options). */
const MULTIPART_OVERHEAD_BYTES = 256 * 1024;
const MAX_PATHS_PER_REMOVE = 1000;
const REFUSED_UPLOAD_GRACE_MS = 5_000;

export function fileTooLargeMessage(bytes: number): string {
  return `File size (${(bytes / (1024 * 1024)).toFixed(2)}MB) exceeds maximum allowed size (50MB)`;
}

function invalidParameters(detail: string): ServiceDetailError {
  return new ServiceDetailError(400, 'INVALID_REQUEST', INVALID_PARAMETERS_MESSAGE, detail);
}

function storageUnavailable(): ServiceError {
  return new ServiceError(503, 'STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE);
}

/** The store's answer, with its own failures turned into the 503 the client can retry. */
async function fromStore<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    if (error instanceof ObjectStoreUnavailableError) throw storageUnavailable();
    throw error;
  }
}

function checkedPath(value: unknown): string {
  const problem = storagePathProblem(value);
  if (problem) throw invalidParameters(STORAGE_PATH_PROBLEM_MESSAGES[problem]);
  return value as string;
}

/** Counts bytes on their way to the store, keeps the first SNIFF_BYTES, stops past the limit. */
class UploadMeter extends Transform {
  bytes = 0;
  private headChunks: Buffer[] = [];
  private headBytes = 0;

  get head(): Buffer {
    return Buffer.concat(this.headChunks).subarray(0, SNIFF_BYTES);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > UPLOAD_MAX_BYTES) {
      done(new ServiceError(413, 'FILE_TOO_LARGE', fileTooLargeMessage(this.bytes)));
      return;
    }
    if (this.headBytes < SNIFF_BYTES) {
      this.headChunks.push(chunk.subarray(0, SNIFF_BYTES - this.headBytes));
      this.headBytes += Math.min(chunk.length, SNIFF_BYTES - this.headBytes);
    }
    done(null, chunk);
  }
}

/**
 * After refusing an oversized upload, end the connection rather than reuse it: Node reads and
 * discards what the client is still sending until the client sees the answer and stops, and a
 * client that does not stop is cut off after a grace period. (Closing at once, with unread data,
 * would reset the connection before the client could read the answer.)
 */
function stopReadingAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('connection', 'close');
  const socket = request.raw.socket;
  reply.raw.once('finish', () => {
    setTimeout(() => socket.destroy(), REFUSED_UPLOAD_GRACE_MS).unref();
  });
}

function requestOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

function parseOptions(raw: string | undefined): { upsert: boolean } {
  if (raw == null || raw === '') return { upsert: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalidParameters('options must be a JSON object such as {"upsert": true}');
  }
  if (value == null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParameters('options must be a JSON object such as {"upsert": true}');
  }
  const upsert = (value as { upsert?: unknown }).upsert;
  if (upsert != null && typeof upsert !== 'boolean') {
    throw invalidParameters('options.upsert must be true or false');
  }
  return { upsert: upsert === true };
}

/** `options` as JSON ({"upsert": true}), or a plain `upsert` field ("true"/"false"). */
function uploadOptions(fields: Record<string, string>): { upsert: boolean } {
  if (fields.options !== undefined) return parseOptions(fields.options);
  if (fields.upsert === undefined || fields.upsert === 'false') return { upsert: false };
  if (fields.upsert === 'true') return { upsert: true };
  throw invalidParameters('upsert must be true or false');
}

interface StoredObject {
  id: string;
  path: string;
  content_type: string;
  size: string | number;
  object_key: string;
}

export interface StorageOptions {
  /** The store for file bytes; the configured one (local disk or S3) when not given. */
  store?: ObjectStore;
}

export async function registerStorageRoutes(
  app: FastifyInstance,
  options: StorageOptions = {},
): Promise<void> {
  useServiceErrors(app);
  const store = options.store ?? configuredObjectStore(app.ctx.config);
  try {
    await store.verify();
    app.log.info(`storage: files kept in ${store.description}`);
  } catch (error) {
    // The rest of the backend (sign-in, sync) does not depend on stored files: keep serving, and
    // let storage requests answer 503 until the store answers.
    app.log.error(
      `storage: ${error instanceof Error ? error.message : String(error)}; uploads and downloads answer 503 until it works`,
    );
  }
  // Bytes no row points to (a deleted account's files, a deletion the bucket refused) are
  // removed a minute after start and every few hours.
  const sweep = () =>
    sweepUnreferencedObjects({ db: app.ctx.db, store, projects: app.ctx.config.projectIds })
      .then(({ checked, removed }) => {
        if (removed > 0)
          app.log.info(`storage: removed ${removed} of ${checked} unreferenced objects`);
      })
      .catch((error: unknown) => {
        app.log.warn(
          `storage: the sweep of unreferenced objects failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
  const firstSweep = setTimeout(() => void sweep(), 60_000).unref();
  const laterSweeps = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(firstSweep);
    clearInterval(laterSweeps);
  });

  /** Deletes bytes no row points to any more; a failure only leaves an unreachable object. */
  const removeUnreferenced = async (key: string): Promise<void> => {
    try {
      await store.remove(key);
    } catch (error) {
      app.log.warn(
        { objectKey: key, reason: error instanceof Error ? error.message : String(error) },
        'storage: could not delete an object that is no longer referenced',
      );
    }
  };
  const { sign, url: signedUrl } = await loadDownloadUrlSigner(app.ctx.db);

  await app.register(multipart, {
    // The meter enforces the file limit with the spec's message; busboy's own is one byte above.
    limits: {
      fileSize: UPLOAD_MAX_BYTES + 1,
      files: 1,
      fields: 8,
      fieldSize: 16 * 1024,
      parts: 10,
    },
  });

  app.post<{ Params: { project: string } }>('/:project/upload', async (request, reply) => {
    const project = requireProject(app, request.params.project);
    const caller = requirePermission(
      app,
      await requireUser(app, request, project),
      'storage.upload',
    );
    const declared = Number(request.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
      // Refused before a byte of the body is read.
      stopReadingAfterAnswer(request, reply);
      throw new ServiceError(413, 'FILE_TOO_LARGE', fileTooLargeMessage(declared));
    }
    if (!request.isMultipart()) {
      throw invalidParameters('Send multipart/form-data with a file part and a path field');
    }

    const fields: Record<string, string> = {};
    let upload: { key: string; meter: UploadMeter } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || upload) {
            part.file.resume();
            throw invalidParameters('Send exactly one file, in the "file" part');
          }
          // Fields sent before the file are checked before a byte of it is stored.
          if (fields.path !== undefined) checkedPath(fields.path);
          uploadOptions(fields);
          const key = `${project}/${crypto.randomUUID()}`;
          const meter = new UploadMeter();
          upload = { key, meter };
          // pipeline (unlike pipe) passes a file stream's error on — even one raised before we
          // got the part, as when the body ends mid-file — so the write fails instead of waiting.
          await store.write(
            key,
            pipeline(part.file, meter, () => undefined),
          );
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if (upload) await removeUnreferenced(upload.key);
      if (error instanceof ObjectStoreUnavailableError) throw storageUnavailable();
      if (error instanceof ServiceError) {
        if (error.statusCode === 413) stopReadingAfterAnswer(request, reply);
        throw error;
      }
      const status = (error as { statusCode?: number }).statusCode;
      // Multipart limits (too many parts or fields) carry their own 4xx; a failing disk is a
      // real 500; anything else is a body that is not well-formed multipart.
      if (
        (status != null && status >= 400 && status < 500) ||
        (error as NodeJS.ErrnoException).syscall
      ) {
        throw error;
      }
      throw invalidParameters('The multipart body is malformed or ends early');
    }
    if (!upload) throw invalidParameters('A file is required');
    const { key, meter } = upload;
    try {
      const requestedPath = checkedPath(fields.path);
      const { upsert } = uploadOptions(fields);
      const detected = detectFileType(meter.head, requestedPath, meter.bytes <= SNIFF_BYTES);
      const finalPath = checkedPath(detected.path);
      const replacedKey = await app.ctx.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ object_key: string }>(
          `SELECT object_key FROM storage_objects
            WHERE project_id = $1 AND user_id = $2 AND path = $3 FOR UPDATE`,
          [project, caller.user.id, finalPath],
        );
        if (rows[0] && !upsert) throw new ServiceError(409, 'FILE_EXISTS', FILE_EXISTS_MESSAGE);
        await tx.query(
          `INSERT INTO storage_objects (project_id, user_id, path, content_type, size, object_key)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (project_id, user_id, path) DO UPDATE
             SET content_type = EXCLUDED.content_type, size = EXCLUDED.size,
                 object_key = EXCLUDED.object_key`,
          [project, caller.user.id, finalPath, detected.contentType, meter.bytes, key],
        );
        return rows[0]?.object_key ?? null;
      });
      if (replacedKey) await removeUnreferenced(replacedKey);
      return {
        path: finalPath,
        requestedPath,
        filename: path.posix.basename(finalPath),
        contentType: detected.contentType,
        size: meter.bytes,
        pathCorrected: finalPath !== requestedPath,
      };
    } catch (error) {
      await removeUnreferenced(key);
      // Two uploads racing for a new path: the loser conflicts like any other existing file.
      if ((error as { code?: string }).code === '23505') {
        throw new ServiceError(409, 'FILE_EXISTS', FILE_EXISTS_MESSAGE);
      }
      throw error;
    }
  });

  app.get<{ Params: { project: string }; Querystring: { path?: unknown } }>(
    '/:project/download',
    async (request) => {
      const project = requireProject(app, request.params.project);
      const caller = requirePermission(
        app,
        await requireUser(app, request, project),
        'storage.download',
      );
      const filePath = request.query.path;
      if (typeof filePath !== 'string' || filePath.trim() === '') {
        throw invalidParameters('The path must be a non-empty string');
      }
      const { rows } = await app.ctx.db.query<StoredObject>(
        `SELECT id, path, content_type, size, object_key FROM storage_objects
          WHERE project_id = $1 AND user_id = $2 AND path = $3`,
        [project, caller.user.id, filePath],
      );
      const object = rows[0];
      if (!object) throw new ServiceError(404, 'FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
      const { url, expires } = signedUrl(requestOrigin(app, request), project, object.id);
      return {
        downloadUrl: url,
        filename: path.posix.basename(object.path),
        contentType: object.content_type,
        size: Number(object.size),
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
  );

  // The signed URL: the signature is the authorisation, so <img> and plain links work.
  app.get<{
    Params: { project: string; id: string };
    Querystring: { expires?: string; signature?: string };
  }>('/:project/object/:id', async (request, reply) => {
    const project = requireProject(app, request.params.project);
    const { id } = request.params;
    const expires = Number(request.query.expires);
    const signature = String(request.query.signature ?? '');
    const expected = sign(project, id, expires);
    const valid =
      Number.isInteger(expires) &&
      signature.length === expected.length &&
      crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    if (!valid) throw new ServiceError(403, 'INVALID_SIGNATURE', 'This download link is not valid');
    if (expires < Date.now() / 1000) {
      throw new ServiceError(403, 'LINK_EXPIRED', 'This download link has expired');
    }
    const { rows } = await app.ctx.db.query<StoredObject>(
      'SELECT id, path, content_type, size, object_key FROM storage_objects WHERE id = $1 AND project_id = $2',
      [id, project],
    );
    const object = rows[0];
    const stored = object ? await fromStore(store.read(object.object_key)) : null;
    if (!object || !stored) throw new ServiceError(404, 'FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    const filename = path.posix.basename(object.path);
    const asciiName = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return (
      reply
        .header('content-type', object.content_type)
        .header('content-length', String(stored.size))
        .header(
          'content-disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .header('x-content-type-options', 'nosniff')
        // A stored HTML or SVG file must never run script on our origin.
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', `private, max-age=${DOWNLOAD_URL_TTL_S}`)
        .send(stored.stream)
    );
  });

  app.delete<{ Params: { project: string } }>('/:project/remove', async (request) => {
    const project = requireProject(app, request.params.project);
    const caller = requirePermission(
      app,
      await requireUser(app, request, project),
      'storage.remove',
    );
    const { paths } = objectBody(request.body, INVALID_PARAMETERS_MESSAGE);
    if (
      !Array.isArray(paths) ||
      paths.length === 0 ||
      paths.length > MAX_PATHS_PER_REMOVE ||
      paths.some((entry) => typeof entry !== 'string' || entry.trim() === '')
    ) {
      throw invalidParameters(`paths must be 1 to ${MAX_PATHS_PER_REMOVE} non-empty strings`);
    }
    const { rows } = await app.ctx.db.query<{ path: string; object_key: string }>(
      `DELETE FROM storage_objects WHERE project_id = $1 AND user_id = $2 AND path = ANY($3::text[])
       RETURNING path, object_key`,
      [project, caller.user.id, paths],
    );
    for (const row of rows) await removeUnreferenced(row.object_key);
    const removed = new Set(rows.map((row) => row.path));
    return {
      removed: [...removed],
      notFound: (paths as string[]).filter((entry) => !removed.has(entry)),
    };
  });
}
