/**
 * The user's API keys (spec/workspace.md §3 "User"; docs/decisions/087): generated here, answered
 * in full once, stored as a SHA-256 hash with the key's prefix and last characters for display.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { API_KEY_FIELDS, API_KEY_MASK, API_KEY_PREFIXES, API_KEY_VISIBLE_CHARS, type TApiKeyKind } from '#shared/lib/api-keys';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';
import type { TApiKeyAnswer } from '#shared/schemas/api-key';

/** Random bytes of a key: 256 bits, 43 url-safe characters. */
const KEY_BYTES = 32;
/** Marks a stored value as `sha256$<prefix>$<last chars>$<hex digest>`. */
const HASHED = 'sha256';

/** The stored form of a new key: its hash, with what may be shown of it. */
function storedForm(kind: TApiKeyKind, key: string): string {
  const digest = createHash('sha256').update(key).digest('hex');
  return [HASHED, API_KEY_PREFIXES[kind], key.slice(-API_KEY_VISIBLE_CHARS), digest].join('$');
}

/**
 * What a user answer shows of a stored key: its prefix, the mask and its last four characters.
 * A key stored in full before decision 087 is masked the same way (without a prefix).
 */
export function maskStoredKey(stored: string | null): string | null {
  if (stored === null) return null;
  const parts = stored.split('$');
  if (parts.length === 4 && parts[0] === HASHED) return `${parts[1]}${API_KEY_MASK}${parts[2]}`;
  return `${API_KEY_MASK}${stored.slice(-API_KEY_VISIBLE_CHARS)}`;
}

/** Writes one key column of the user (null clears it). @throws NotFoundError when there is no such user. */
async function storeKey(ctx: ServiceContext, userId: number, kind: TApiKeyKind, stored: string | null): Promise<void> {
  const updated = await ctx.db
    .update(users)
    .set({ [API_KEY_FIELDS[kind]]: stored, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new NotFoundError(M.userNotFound);
}

/**
 * POST {u}/api-keys/{kind}: a new random key replaces the stored one (which stops working at
 * once) and is answered in full, this once. The users row's trigger bumps the user's auth
 * version, so GET /me shows the new masked key at once (decision 046).
 */
export async function issueApiKey(ctx: ServiceContext, userId: number, kind: TApiKeyKind): Promise<TApiKeyAnswer> {
  const key = `${API_KEY_PREFIXES[kind]}${randomBytes(KEY_BYTES).toString('base64url')}`;
  const stored = storedForm(kind, key);
  await storeKey(ctx, userId, kind, stored);
  return { kind, field: API_KEY_FIELDS[kind], key, masked: maskStoredKey(stored) };
}

/** DELETE {u}/api-keys/{kind}: clears the key (it stops working at once). */
export async function revokeApiKey(ctx: ServiceContext, userId: number, kind: TApiKeyKind): Promise<TApiKeyAnswer> {
  await storeKey(ctx, userId, kind, null);
  return { kind, field: API_KEY_FIELDS[kind], key: null, masked: null };
}
