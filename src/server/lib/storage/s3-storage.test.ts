import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import { FileNotFoundError, InvalidStorageKeyError } from './errors';
import { newStorageKey } from './keys';
import { S3FileStorage, s3OptionsFromEnv } from './s3-storage';

const BUCKET = 'specfolio-test';

describe('S3FileStorage against a local S3-compatible server', () => {
  let tmp: string;
  let server: S3rver;
  let env: NodeJS.ProcessEnv;
  let storage: S3FileStorage;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'specfolio-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: tmp,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    storage = new S3FileStorage(s3OptionsFromEnv(env)!);
  });

  afterAll(async () => {
    storage?.client.destroy();
    await server?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('reads its settings from the environment with defaults', () => {
    expect(s3OptionsFromEnv({})).toBeNull();
    expect(s3OptionsFromEnv({ S3_BUCKET: 'b' })).toMatchObject({ bucket: 'b', region: 'us-east-1', forcePathStyle: false });
    expect(s3OptionsFromEnv(env)).toMatchObject({ bucket: BUCKET, endpoint: env.S3_ENDPOINT, forcePathStyle: true });
  });

  it('round-trips a buffer with its content type', async () => {
    const key = newStorageKey('png', { prefix: 'images' });
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await expect(storage.put(key, body, { contentType: 'image/png' })).resolves.toEqual({ key, size: body.length });
    expect(await storage.get(key)).toEqual(body);
    const raw = await storage.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(raw.ContentType).toBe('image/png');
    await raw.Body?.transformToByteArray();
  });

  it('round-trips a stream of unknown length, byte for byte', async () => {
    const key = newStorageKey('bin');
    const parts = [Buffer.alloc(100_000, 7), Buffer.from('tail')];
    await expect(storage.put(key, Readable.from(parts))).resolves.toEqual({ key, size: 100_004 });
    const chunks: Buffer[] = [];
    for await (const c of await storage.getStream(key)) chunks.push(Buffer.from(c));
    expect(Buffer.compare(Buffer.concat(chunks), Buffer.concat(parts))).toBe(0);
  });

  it('answers exists and delete, and delete is idempotent', async () => {
    const key = newStorageKey('txt');
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('x'));
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('rejects missing objects with FileNotFoundError', async () => {
    const key = newStorageKey('pdf');
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.getStream(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses keys that were not generated', async () => {
    await expect(storage.put('../x', Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get('a/../b')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('is what createStorage picks when S3_BUCKET is set', async () => {
    const picked = createStorage(env, tmp);
    expect(picked).toBeInstanceOf(S3FileStorage);
    const key = newStorageKey('txt');
    await picked.put(key, Buffer.from('via env'));
    expect((await storage.get(key)).toString()).toBe('via env');
    (picked as S3FileStorage).client.destroy();
  });
});
