import type { Readable } from 'node:stream';

/** Options for {@link FileStorage.put}. */
export interface PutOptions {
  /** MIME type stored with the object where the backend supports it (S3); the local folder ignores it. */
  contentType?: string;
}

/** What {@link FileStorage.put} answers once the object is durably stored. */
export interface PutResult {
  /** The key the object was stored under (the one passed in). */
  key: string;
  /** Number of bytes stored. */
  size: number;
}

/**
 * Where uploaded and generated files live. Keys come from `newStorageKey` and are validated by
 * every adapter, so no caller-supplied path ever reaches a file system or bucket.
 */
export interface FileStorage {
  /** Stores `body` under `key`, replacing any existing object; readers never see a partial object. */
  put(key: string, body: Buffer | Readable, opts?: PutOptions): Promise<PutResult>;
  /** Reads a whole object into memory; rejects with `FileNotFoundError` when it does not exist. */
  get(key: string): Promise<Buffer>;
  /** Opens an object for streaming; rejects with `FileNotFoundError` when it does not exist. */
  getStream(key: string): Promise<Readable>;
  /** Whether an object exists under `key`. */
  exists(key: string): Promise<boolean>;
  /** Removes an object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}
