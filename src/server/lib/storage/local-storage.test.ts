import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundError, InvalidStorageKeyError } from './errors';
import { newStorageKey } from './keys';
import { LocalFileStorage } from './local-storage';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

describe('LocalFileStorage', () => {
  let tmp: string;
  let storage: LocalFileStorage;

  beforeEach(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'specfolio-local-'));
    storage = new LocalFileStorage(path.join(tmp, 'files'));
  });

  afterEach(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('round-trips a buffer, creating the date folders', async () => {
    const key = newStorageKey('txt');
    const body = Buffer.from('hello specbook');
    await expect(storage.put(key, body, { contentType: 'text/plain' })).resolves.toEqual({ key, size: body.length });
    expect(await storage.get(key)).toEqual(body);
    expect(await readFile(path.join(tmp, 'files', ...key.split('/')))).toEqual(body);
    expect(await readAll(await storage.getStream(key))).toEqual(body);
  });

  it('round-trips a stream and reports its size', async () => {
    const key = newStorageKey('bin');
    const parts = [Buffer.alloc(70_000, 1), Buffer.alloc(70_000, 2)];
    const res = await storage.put(key, Readable.from(parts));
    expect(res.size).toBe(140_000);
    // Buffer.compare: deep toEqual on large buffers is slow.
    expect(Buffer.compare(await storage.get(key), Buffer.concat(parts))).toBe(0);
  });

  it('replaces an existing object and leaves no temporary files', async () => {
    const key = newStorageKey('txt');
    await storage.put(key, Buffer.from('one'));
    await storage.put(key, Buffer.from('two'));
    expect((await storage.get(key)).toString()).toBe('two');
    const folder = path.dirname(path.join(tmp, 'files', ...key.split('/')));
    expect(await readdir(folder)).toEqual([path.basename(key)]);
  });

  it('cleans up the temporary file when the stream fails', async () => {
    const key = newStorageKey('bin');
    const failing = new Readable({
      read() {
        this.destroy(new Error('boom'));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow('boom');
    expect(await storage.exists(key)).toBe(false);
    const folder = path.dirname(path.join(tmp, 'files', ...key.split('/')));
    expect(await readdir(folder)).toEqual([]);
  });

  it('answers exists and delete, and delete is idempotent', async () => {
    const key = newStorageKey('pdf');
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('%PDF-1.7'));
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('rejects missing keys with FileNotFoundError', async () => {
    const key = newStorageKey('pdf');
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.getStream(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses traversal keys before touching the file system', async () => {
    const outside = path.join(tmp, 'outside.txt');
    for (const key of ['../outside.txt', '../../etc/passwd', '/etc/passwd', 'a/../../outside.txt']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(existsSync(outside)).toBe(false);
    expect(existsSync(path.join(tmp, 'files'))).toBe(false);
  });
});
