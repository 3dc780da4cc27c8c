/** File storage: one interface, a local-folder adapter and an S3 adapter. */
export type { FileStorage, PutOptions, PutResult } from './types';
export { FileNotFoundError, InvalidStorageKeyError } from './errors';
export { newStorageKey, isValidStorageKey, assertStorageKey, type NewStorageKeyOptions } from './keys';
export { LocalFileStorage } from './local-storage';
export { S3FileStorage, s3OptionsFromEnv, type S3StorageOptions } from './s3-storage';
export { createStorage } from './create-storage';
export { detectFileType, EXTENSION_FOR_MIME, type DetectedMime } from './file-type';
