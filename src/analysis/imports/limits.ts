// Limits that keep a hostile or broken archive from exhausting the device. Invariant: every limit
// is checked before memory is committed (declared sizes) and again while bytes are produced
// (actual sizes), because ZIP headers can lie.

export interface ImportLimits {
  /** More entries than this is not a platform export (a Takeout with photos has ~10^5). */
  maxEntries: number;
  /** Sum of the declared uncompressed sizes of all entries, media included. */
  maxTotalUncompressedBytes: number;
  /** Bytes actually decompressed and parsed (data files, photo headers). */
  maxReadBytes: number;
  /** Uncompressed ÷ compressed, per entry and for the archive, once an entry passes RATIO_MIN_BYTES. */
  maxCompressionRatio: number;
  /** Largest single file parsed whole in memory; larger lists are parsed item by item. */
  maxWholeFileBytes: number;
}

/** Below this size a high ratio is harmless (a file of spaces compresses 1000:1). */
export const RATIO_MIN_BYTES = 16 * 1024 * 1024;

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxEntries: 500_000,
  maxTotalUncompressedBytes: 64 * 1024 ** 3,
  maxReadBytes: 8 * 1024 ** 3,
  // Real exports: JSON/CSV compress 5–30:1, media ~1:1. Classic zip bombs are ≥ 1000:1.
  maxCompressionRatio: 200,
  maxWholeFileBytes: 512 * 1024 * 1024,
};

/** Bytes read from the source per request: large enough to amortise calls, small for memory. */
export const READ_CHUNK_BYTES = 1024 * 1024;
