import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { withDatabase } from '#server/test/db-url';
import { createTestDatabase } from '#server/test/server';
import { loadSecretsKey, openSecret, parseSecretsKey, sealSecret } from './secrets';

const key = randomBytes(32);

describe('sealSecret / openSecret', () => {
  it('round-trips, with a fresh IV each time', () => {
    const sealed = sealSecret('gateway-key-ü', key);
    expect(sealed).not.toContain('gateway');
    expect(sealSecret('gateway-key-ü', key)).not.toBe(sealed);
    expect(openSecret(sealed, key)).toBe('gateway-key-ü');
  });

  it('detects tampering of any part', () => {
    const bytes = Buffer.from(sealSecret('secret', key), 'base64url');
    for (const index of [0, 14, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[index] = (altered[index] ?? 0) ^ 1;
      expect(() => openSecret(altered.toString('base64url'), key)).toThrow();
    }
    expect(() => openSecret('short', key)).toThrow('too short');
  });

  it('refuses the wrong key', () => {
    expect(() => openSecret(sealSecret('secret', key), randomBytes(32))).toThrow();
  });

  it('takes SECRETS_KEY only as 32 bytes of base64', () => {
    expect(parseSecretsKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => parseSecretsKey(randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });
});

describe('loadSecretsKey', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('uses SECRETS_KEY when configured', async () => {
    expect((await loadSecretsKey(database.db, key.toString('base64'))).equals(key)).toBe(true);
  });

  it('otherwise keeps one random key in app_settings, shared by concurrent callers and later processes', async () => {
    const [a, b] = await Promise.all([loadSecretsKey(database.db, ''), loadSecretsKey(database.db, '')]);
    expect(a?.equals(b ?? Buffer.alloc(0))).toBe(true);
    const { rows } = await database.pool.query<{ value: string }>("select value from app_settings where key = 'secrets_key'");
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]?.value ?? '', 'base64').equals(a ?? Buffer.alloc(0))).toBe(true);
    // A second process (another pool on the same database) reads the same key.
    const other = openDatabase(withDatabase(inject('pgAdminUrl'), database.name), 1);
    try {
      expect((await loadSecretsKey(other.db, '')).equals(a ?? Buffer.alloc(0))).toBe(true);
    } finally {
      await other.close();
    }
  });
});
