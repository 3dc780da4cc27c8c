import path from 'node:path';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage, s3OptionsFromEnv } from './s3-storage';
import type { FileStorage } from './types';

/**
 * Builds the configured file storage: S3 when `S3_BUCKET` is set, otherwise the local folder
 * `<dataDir>/files`.
 * @param env environment to read (see `s3OptionsFromEnv` for the S3 variables)
 * @param dataDir data folder; defaults to `env.DATA_DIR`, then `./data`
 */
export function createStorage(env: NodeJS.ProcessEnv = process.env, dataDir?: string): FileStorage {
  const s3 = s3OptionsFromEnv(env);
  if (s3) return new S3FileStorage(s3);
  const base = path.resolve(dataDir ?? env.DATA_DIR ?? './data');
  return new LocalFileStorage(path.join(base, 'files'));
}
