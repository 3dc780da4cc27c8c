/**
 * Secrets at rest (docs/decisions/058): AES-256-GCM with a random 12-byte IV; the sealed form is
 * base64url of iv ‖ auth tag ‖ ciphertext. The key is SECRETS_KEY (32 bytes, base64) when set,
 * else a random key generated once and kept in app_settings (like the JWT secret), so every
 * process and restart shares it. Set SECRETS_KEY in production so a database dump alone does not
 * reveal the secrets.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { appSettings } from '#server/db/schema/index';

const SETTING_KEY = 'secrets_key';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 32-byte key from its base64 text; throws when it is not 32 bytes. */
export function parseSecretsKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`SECRETS_KEY must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
  return key;
}

const stored = new WeakMap<Db, Promise<Buffer>>();

async function storedKey(db: Db): Promise<Buffer> {
  await db.insert(appSettings).values({ key: SETTING_KEY, value: randomBytes(KEY_BYTES).toString('base64') }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  if (!row) throw new Error('secrets key missing');
  return parseSecretsKey(row.value);
}

/**
 * The key that seals secrets: `configured` (SECRETS_KEY) when set, else the database's key,
 * created on first use (insert … on conflict do nothing, then read: safe with several processes).
 */
export function loadSecretsKey(db: Db, configured: string | undefined = process.env.SECRETS_KEY): Promise<Buffer> {
  if (configured) return Promise.resolve(parseSecretsKey(configured));
  let key = stored.get(db);
  if (!key) {
    key = storedKey(db);
    key.catch(() => stored.delete(db));
    stored.set(db, key);
  }
  return key;
}

/** Encrypts `plain` with `key` (AES-256-GCM); answers base64url of iv ‖ tag ‖ ciphertext. */
export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/**
 * Decrypts what {@link sealSecret} made.
 * @throws Error when the sealed text was altered or `key` is not the one that sealed it.
 */
export function openSecret(sealed: string, key: Buffer): string {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed secret is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
