/**
 * The company logo: an uploaded image checked by content, redrawn as PNG to fit 600×600 (sharp),
 * stored through the storage interface under a generated key and served at an unguessable URL.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import type { UploadedFile } from '#server/lib/http/multipart';
import { newStorageKey, type FileStorage } from '#server/lib/storage';
import { checkFile, isImageType, MB, removeStored, renderPng, storageKeyName } from '#server/lib/uploads';
import { pathUser } from '#server/modules/notifications/scope';
import { COMPANY_LIMITS as L, COMPANY_MESSAGES as M } from '#shared/lib/company-messages';
import type { TCompanyAccount } from '#shared/schemas/company-account';
import { readCompanyAccount } from './company-account.service';

/** Bytes kept of an uploaded logo: one past the limit, so an oversized file is told apart and refused with its message. */
export const LOGO_MAX_BYTES = L.logoMaxMb * MB + 1;

/** The public URL of a stored logo (an <img> and a PDF renderer cannot send a bearer token). */
export function publicLogoUrl(accountId: number, key: string): string {
  return `/api/files/account-logos/${accountId}/${storageKeyName(key)}`;
}

async function setLogo(ctx: ServiceContext, storage: FileStorage, accountId: number, key: string | null): Promise<void> {
  const [previous] = await ctx.db.select({ key: accounts.logoKey }).from(accounts).where(eq(accounts.id, accountId));
  if (!previous) throw new NotFoundError();
  await ctx.db
    .update(accounts)
    .set({ logoKey: key, logoUrl: key ? publicLogoUrl(accountId, key) : null, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
  if (previous.key && previous.key !== key) await removeStored(storage, [previous.key]);
}

/**
 * Stores a new logo for the path user's company (POST {u}/account/logo) and removes the old one.
 * @throws ValidationError (field `logo`) for a file that is not an image or is too large.
 */
export async function uploadCompanyLogo(
  ctx: ServiceContext,
  storage: FileStorage,
  userIdParam: string,
  file: UploadedFile,
): Promise<TCompanyAccount> {
  const owner = await pathUser(ctx, userIdParam);
  checkFile(file, { maxMb: L.logoMaxMb, accepts: isImageType, tooLarge: M.logoTooLarge, wrongType: M.logoNotImage });
  const png = await renderPng(file, { width: L.logoMaxPx, height: L.logoMaxPx, fit: 'inside' }, M.logoNotImage);
  const key = newStorageKey('png', { prefix: 'account-logos' });
  await storage.put(key, png, { contentType: 'image/png' });
  try {
    await setLogo(ctx, storage, owner.accountId, key);
  } catch (error) {
    await removeStored(storage, [key]);
    throw error;
  }
  return readCompanyAccount(ctx.db, owner.accountId);
}

/** Removes the company's logo (DELETE {u}/account/logo); answers the company account. */
export async function removeCompanyLogo(ctx: ServiceContext, storage: FileStorage, userIdParam: string): Promise<TCompanyAccount> {
  const owner = await pathUser(ctx, userIdParam);
  await setLogo(ctx, storage, owner.accountId, null);
  return readCompanyAccount(ctx.db, owner.accountId);
}

/** The storage key behind a public logo URL, when the name is the account's current logo's own name. */
export async function publicLogoKey(db: Db, accountId: number, fileName: string): Promise<string | null> {
  if (!Number.isInteger(accountId) || accountId <= 0 || accountId > 2_147_483_647) return null;
  const [row] = await db.select({ key: accounts.logoKey }).from(accounts).where(eq(accounts.id, accountId));
  return row?.key && storageKeyName(row.key) === fileName ? row.key : null;
}
