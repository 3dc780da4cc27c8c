import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundError, InvalidStorageKeyError } from './errors';
import { assertStorageKey } from './keys';
import type { FileStorage, PutOptions, PutResult } from './types';

function isNotFound(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/**
 * Stores files in a local folder (by default `DATA_DIR/files`), one file per key under its date
 * folders. Writes go to a temporary file in the same folder, are fsynced, then renamed into place,
 * so a crash leaves either the old object or the new one, never a torn file. Content types are not
 * kept (callers record them in the database).
 */
export class LocalFileStorage implements FileStorage {
  /** Absolute root folder. */
  readonly root: string;

  /** @param root folder that holds the files; created on first write. */
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Maps a validated key to a path inside {@link root}; refuses anything that would leave it. */
  private pathFor(key: string): string {
    assertStorageKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  /** @inheritdoc */
  async put(key: string, body: Buffer | Readable, _opts?: PutOptions): Promise<PutResult> {
    const target = this.pathFor(key);
    const dir = path.dirname(target);
    await mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `.${randomUUID()}.tmp`);
    try {
      if (Buffer.isBuffer(body)) {
        const fh = await open(tmp, 'wx', 0o644);
        try {
          await fh.writeFile(body);
          await fh.sync();
        } finally {
          await fh.close();
        }
      } else {
        await pipeline(body, createWriteStream(tmp, { flags: 'wx', mode: 0o644 }));
        const fh = await open(tmp, 'r+');
        try {
          await fh.sync();
        } finally {
          await fh.close();
        }
      }
      const { size } = await stat(tmp);
      await rename(tmp, target);
      return { key, size };
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  /** @inheritdoc */
  async get(key: string): Promise<Buffer> {
    const file = this.pathFor(key);
    try {
      return await readFile(file);
    } catch (err) {
      if (isNotFound(err)) throw new FileNotFoundError(key);
      throw err;
    }
  }

  /** @inheritdoc */
  async getStream(key: string): Promise<Readable> {
    const file = this.pathFor(key);
    try {
      // Open first so a missing file rejects here instead of erroring later on the stream.
      const fh = await open(file, 'r');
      return fh.createReadStream();
    } catch (err) {
      if (isNotFound(err)) throw new FileNotFoundError(key);
      throw err;
    }
  }

  /** @inheritdoc */
  async exists(key: string): Promise<boolean> {
    const file = this.pathFor(key);
    try {
      return (await stat(file)).isFile();
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  /** @inheritdoc */
  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }
}
