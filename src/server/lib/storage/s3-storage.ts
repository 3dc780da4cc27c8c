import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { FileNotFoundError } from './errors';
import { assertStorageKey } from './keys';
import type { FileStorage, PutOptions, PutResult } from './types';

/** Connection settings for {@link S3FileStorage}. */
export interface S3StorageOptions {
  /** Bucket name; it must already exist. */
  bucket: string;
  /** Region; default `us-east-1`. */
  region?: string;
  /** Endpoint URL of an S3-compatible server (MinIO, R2, a local test server); unset for AWS. */
  endpoint?: string;
  /** Access key id; with the secret, overrides the SDK's default credential chain. */
  accessKeyId?: string;
  /** Secret access key. */
  secretAccessKey?: string;
  /** Path-style URLs (`endpoint/bucket/key`), needed by most local servers. */
  forcePathStyle?: boolean;
}

/**
 * Reads the S3 settings from the environment, or answers `null` when `S3_BUCKET` is not set.
 * @param env environment to read (`S3_BUCKET`, `S3_REGION`, `S3_ENDPOINT`, `S3_ACCESS_KEY_ID`,
 *   `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE`).
 */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv): S3StorageOptions | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() === 'true',
  };
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Stores files as objects in an S3 bucket (AWS or any S3-compatible server). A single PUT makes
 * an object visible all at once. Streams are first spooled to a private temporary file so the
 * upload has a known length (objects up to 5 GB, the single-PUT limit).
 */
export class S3FileStorage implements FileStorage {
  /** The underlying client (exposed for health checks and tests). */
  readonly client: S3Client;
  /** Bucket the objects live in. */
  readonly bucket: string;

  /** @param opts connection settings, see {@link S3StorageOptions}. */
  constructor(opts: S3StorageOptions) {
    this.bucket = opts.bucket;
    this.client = new S3Client({
      region: opts.region ?? 'us-east-1',
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle ?? false,
      credentials:
        opts.accessKeyId && opts.secretAccessKey
          ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
          : undefined,
      // Only send/verify checksums where S3 requires them: many S3-compatible servers do not
      // understand the newer aws-chunked trailing checksums and would store a corrupt body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** @inheritdoc */
  async put(key: string, body: Buffer | Readable, opts: PutOptions = {}): Promise<PutResult> {
    assertStorageKey(key);
    const contentType = opts.contentType ?? 'application/octet-stream';
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: contentType,
        }),
      );
      return { key, size: body.length };
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'specfolio-s3-'));
    try {
      const file = path.join(dir, 'body');
      await pipeline(body, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      const { size } = await stat(file);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      return { key, size };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** @inheritdoc */
  async get(key: string): Promise<Buffer> {
    const stream = await this.getStream(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }

  /** @inheritdoc */
  async getStream(key: string): Promise<Readable> {
    assertStorageKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!res.Body) throw new FileNotFoundError(key);
      // In Node the SDK answers an IncomingMessage, which is a Readable.
      return res.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new FileNotFoundError(key);
      throw err;
    }
  }

  /** @inheritdoc */
  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  /** @inheritdoc */
  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
}
