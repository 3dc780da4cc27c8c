/** Thrown when a storage key does not match the generated-key pattern (e.g. contains `..`). */
export class InvalidStorageKeyError extends Error {
  /** The rejected key, for logs (never echo it to clients). */
  readonly key: string;

  /** @param key the rejected key */
  constructor(key: string) {
    super('Invalid storage key');
    this.name = 'InvalidStorageKeyError';
    this.key = key;
  }
}

/** Thrown by `get`/`getStream` when no object exists under the key. */
export class FileNotFoundError extends Error {
  /** The key that was looked up. */
  readonly key: string;

  /** @param key the missing key */
  constructor(key: string) {
    super(`File not found: ${key}`);
    this.name = 'FileNotFoundError';
    this.key = key;
  }
}
