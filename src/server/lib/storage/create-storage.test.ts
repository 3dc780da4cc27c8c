import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import { newStorageKey } from './keys';
import { LocalFileStorage } from './local-storage';

describe('createStorage', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'specfolio-create-storage-'));
  });
  afterEach(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('uses <dataDir>/files when S3_BUCKET is unset', async () => {
    const storage = createStorage({}, tmp);
    expect(storage).toBeInstanceOf(LocalFileStorage);
    expect((storage as LocalFileStorage).root).toBe(path.join(tmp, 'files'));
    const key = newStorageKey('txt');
    await storage.put(key, Buffer.from('local'));
    expect((await readFile(path.join(tmp, 'files', key))).toString()).toBe('local');
  });

  it('falls back to DATA_DIR when no dataDir is given', () => {
    const storage = createStorage({ DATA_DIR: tmp, S3_BUCKET: '  ' });
    expect(storage).toBeInstanceOf(LocalFileStorage);
    expect((storage as LocalFileStorage).root).toBe(path.join(tmp, 'files'));
  });
});
