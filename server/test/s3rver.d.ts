// The slice of s3rver's API the S3 test peer uses (the package ships no types).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address: string;
    port: number;
    silent: boolean;
    directory: string;
    configureBuckets: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list; composed when the server starts. */
    middleware: unknown[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
