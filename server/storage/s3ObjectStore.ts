// Stored files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph, …) through the AWS
// SDK. Uploads stream as a multipart upload of PART_BYTES parts, PARTS_IN_FLIGHT at a time, so
// one upload holds at most about PART_BYTES × (PARTS_IN_FLIGHT + 1) in memory whatever its size;
// a file smaller than one part goes up in a single PUT. Downloads stream from the bucket through
// the server, so the bucket never needs to be public and every download keeps the server's
// headers (attachment, no sniffing, sandboxed). Invariants: a write that fails leaves no object
// (a single PUT is atomic; a multipart upload is aborted, and the README asks for the bucket rule
// that removes parts an abort could not); an error of the upload's own stream (the client went
// away, the size limit) is passed on as it is, while the bucket's errors become
// ObjectStoreUnavailableError; nothing here logs a key's owner or a file's name.
import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageConfig } from '../services/servicesConfig.ts';
import {
  checkedProject,
  OBJECT_KEY,
  ObjectStoreUnavailableError,
  type ObjectStore,
} from './objectStore.ts';

/** S3's smallest part size (the last part may be smaller). */
export const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 1;
/** A bucket that does not accept a connection in this time is treated as down. */
const CONNECT_TIMEOUT_MS = 5_000;
/** A request whose socket stays silent this long is abandoned (and retried by the SDK). */
const IDLE_TIMEOUT_MS = 30_000;

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function reasonOf(error: unknown): string {
  const status = statusOf(error);
  const name = error instanceof Error ? error.name : 'Error';
  const code = (error as { code?: unknown }).code;
  if (status != null) return `${name} (HTTP ${status})`;
  return typeof code === 'string' ? `${name} ${code}` : name;
}

export function createS3ObjectStore(config: S3StorageConfig): ObjectStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // Checksum trailers (the SDK's default since 2025) are not understood by every S3-compatible
    // service; the transport's own integrity and the part ETags are checked either way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
  });
  const where = `bucket "${config.bucket}"${config.endpoint ? ` at ${config.endpoint}` : ''}`;

  function objectKey(key: string): string {
    if (!OBJECT_KEY.test(key)) throw new Error('invalid object key');
    return `${config.prefix}${key}`;
  }

  function unavailable(action: string, error: unknown): ObjectStoreUnavailableError {
    return new ObjectStoreUnavailableError(`S3 ${action} failed: ${reasonOf(error)}`, {
      cause: error,
    });
  }

  return {
    description: `S3 ${where}${config.prefix ? `, keys under "${config.prefix}"` : ''}`,

    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
      } catch (error) {
        const status = statusOf(error);
        const hint =
          status === 404
            ? 'the bucket does not exist'
            : status === 403 || status === 401
              ? 'the credentials are refused or lack access to the bucket'
              : status === 301
                ? 'the bucket is in another region (set S3_REGION)'
                : 'the service did not answer';
        throw new ObjectStoreUnavailableError(`S3 ${where} cannot be used: ${hint}`, {
          cause: error,
        });
      }
    },

    async write(key, source) {
      // The SDK reads a stream of our own: when it gives up it destroys that one (Node then reports
      // an AbortError on it), so an error on `source` itself always comes from the upload's side.
      const body = new PassThrough();
      let sourceError: unknown = null;
      source.once('error', (error) => {
        sourceError = error;
        body.destroy(error);
      });
      source.pipe(body);
      const upload = new Upload({
        client,
        params: { Bucket: config.bucket, Key: objectKey(key), Body: body },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The upload's own error wins: an abort the service refused would otherwise hide it.
        if (sourceError != null) throw sourceError;
        // Stop the rest of the upload coming in when the bucket is what failed.
        source.destroy();
        throw unavailable('upload', error);
      }
    },

    async read(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw unavailable('download', error);
      }
    },

    async remove(key) {
      try {
        // Deleting a key that is not there succeeds, as on the local disk.
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
      } catch (error) {
        throw unavailable('delete', error);
      }
    },

    async *list(project) {
      const prefix = `${config.prefix}${checkedProject(project)}/`;
      let continuationToken: string | undefined;
      do {
        let page;
        try {
          page = await client.send(
            new ListObjectsV2Command({
              Bucket: config.bucket,
              Prefix: prefix,
              ContinuationToken: continuationToken,
            }),
          );
        } catch (error) {
          throw unavailable('listing', error);
        }
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(config.prefix.length);
          if (key && OBJECT_KEY.test(key)) {
            // Without a date an object counts as new: it is never swept on a guess.
            yield { key, modifiedAt: object.LastModified ?? new Date() };
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}
