import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { accounts, categories, sharedSpecbooks, specbooks, specSpecbooks, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, UnprocessableError, ValidationError } from '#server/lib/http/errors';
import type { Mailer } from '#server/lib/mail';
import { senderOf } from '#server/modules/groups/groups.service';
import { appLink, sharedSpecbookMail } from '#server/modules/groups/sharing-mail';
import { rowId } from '#server/modules/notifications/scope';
import { profileInAccount } from '#server/modules/profiles/profiles.service';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { previewRooms } from '#server/modules/specbooks/specbooks.service';
import { SHARING_MESSAGES as M } from '#shared/lib/sharing-messages';
import { SPECBOOK_MESSAGES } from '#shared/lib/specbook-messages';
import type { TClonedSpecbook, TCloneShared, TShare, TSharedPreview, TSharedSpecbook } from '#shared/schemas/shared-specbooks';
import { cloneIntoAccount } from './shared-clone';

/*
 * Shared specbooks (docs/decisions/059). A share, matched to the recipient by lower(e-mail), grants
 * read of that one specbook through the `{u}/shared/{specbookId}` paths only: every owner path
 * (`{u}/specbook/{id}/…`) still scopes by the caller's own account and answers 404 to the recipient.
 */

/** Where share services send mail and how they build links. */
export interface ShareDeps {
  mailer: Mailer;
  publicUrl: string;
}

/** The recipient's "Shared with me" page. */
const SHARED_PAGE = '/v4/shared';

type ShareRow = typeof sharedSpecbooks.$inferSelect;

function toShare(row: ShareRow): TShare {
  return { id: row.id, specbookId: row.specbookId, email: row.email, sharedAt: row.createdAt.toISOString() };
}

/**
 * POST {u}/specbook/{id}/share: shares a specbook of the caller's account with an e-mail address
 * and mails the recipient. Sharing again with the same address changes nothing and sends nothing
 * (`created` false). 422 for the caller's own address.
 */
export async function shareSpecbook(ctx: ServiceContext, deps: ShareDeps, specbookId: number, emailInput: string): Promise<{ share: TShare; created: boolean }> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const email = emailInput.toLowerCase();
  if (email === ctx.user.email.toLowerCase()) throw new UnprocessableError(M.shareSelf, [{ field: 'email', message: M.shareSelf }]);
  const sender = await senderOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(sharedSpecbooks)
      .values({ accountId: specbook.accountId, specbookId: specbook.id, sharedBy: ctx.user.id, email })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx.select().from(sharedSpecbooks).where(and(eq(sharedSpecbooks.specbookId, specbook.id), eq(sharedSpecbooks.email, email)));
      return { share: toShare(existing!), created: false };
    }
    await deps.mailer.send(sharedSpecbookMail({ to: email, sender, specbookName: specbook.name, link: appLink(deps.publicUrl, SHARED_PAGE) }));
    return { share: toShare(inserted), created: true };
  });
}

/** GET {u}/specbook/{id}/share: who a specbook of the caller's account is shared with, oldest first. */
export async function listShares(ctx: ServiceContext, specbookId: number): Promise<TShare[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const rows = await ctx.db
    .select()
    .from(sharedSpecbooks)
    .where(and(eq(sharedSpecbooks.specbookId, specbook.id), eq(sharedSpecbooks.accountId, specbook.accountId)))
    .orderBy(asc(sharedSpecbooks.createdAt), asc(sharedSpecbooks.id));
  return rows.map(toShare);
}

/** DELETE {u}/specbook/{id}/share/{shareId}: stops sharing a specbook of the caller's account with one address. */
export async function unshareSpecbook(ctx: ServiceContext, specbookId: number, shareIdParam: string): Promise<{ id: number }> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const [row] = await ctx.db
    .delete(sharedSpecbooks)
    .where(and(eq(sharedSpecbooks.id, rowId(shareIdParam)), eq(sharedSpecbooks.specbookId, specbook.id), eq(sharedSpecbooks.accountId, specbook.accountId)))
    .returning({ id: sharedSpecbooks.id });
  if (!row) throw new NotFoundError();
  return row;
}

/** The shares to the caller's e-mail address, joined to their specbooks (owner's account checked). */
function sharedToCaller(ctx: ServiceContext, specbookId?: number) {
  return and(
    eq(sharedSpecbooks.email, ctx.user.email.toLowerCase()),
    eq(specbooks.accountId, sharedSpecbooks.accountId),
    specbookId === undefined ? undefined : eq(sharedSpecbooks.specbookId, specbookId),
  );
}

async function sharedItems(ctx: ServiceContext, specbookId?: number): Promise<{ item: TSharedSpecbook; row: SpecbookRow }[]> {
  const rows = await ctx.db
    .select({
      share: sharedSpecbooks,
      specbook: specbooks,
      ownerName: users.name,
      ownerCompany: sql<string>`coalesce(${users.companyName}, ${accounts.name})`,
      roomCount: sql<number>`(select count(*)::int from ${categories} c where c.specbook_id = ${specbooks.id})`,
      specCount: sql<number>`(select count(*)::int from ${specSpecbooks} s where s.specbook_id = ${specbooks.id})`,
    })
    .from(sharedSpecbooks)
    .innerJoin(specbooks, eq(specbooks.id, sharedSpecbooks.specbookId))
    .innerJoin(users, eq(users.id, specbooks.userId))
    .innerJoin(accounts, eq(accounts.id, specbooks.accountId))
    .where(sharedToCaller(ctx, specbookId))
    .orderBy(desc(sharedSpecbooks.createdAt), desc(sharedSpecbooks.id));
  return rows.map(({ share, specbook, ownerName, ownerCompany, roomCount, specCount }) => ({
    row: specbook,
    item: {
      id: specbook.id,
      specbookId: specbook.id,
      name: specbook.name,
      description: specbook.description,
      owner: { name: ownerName, companyName: ownerCompany },
      sharedAt: share.createdAt.toISOString(),
      roomCount,
      specCount,
    },
  }));
}

/** A specbook shared with the caller (404 otherwise). */
async function requireShared(ctx: ServiceContext, specbookIdParam: string): Promise<{ item: TSharedSpecbook; row: SpecbookRow }> {
  const [found] = await sharedItems(ctx, rowId(specbookIdParam));
  if (!found) throw new NotFoundError();
  return found;
}

/** GET {u}/shared: the specbooks shared with the caller's e-mail address, newest share first. */
export async function listShared(ctx: ServiceContext): Promise<TSharedSpecbook[]> {
  return (await sharedItems(ctx)).map((s) => s.item);
}

/** GET {u}/shared/{specbookId}: a read-only preview of a specbook shared with the caller. */
export async function previewShared(ctx: ServiceContext, specbookIdParam: string): Promise<TSharedPreview> {
  const { item, row } = await requireShared(ctx, specbookIdParam);
  return { specbook: item, rooms: await previewRooms(ctx, row) };
}

/**
 * POST {u}/shared/{specbookId}/clone: copies a specbook shared with the caller into their own
 * account under one of their profiles (shared-clone.ts says what is copied). 400 for a profile
 * that is not theirs; 404 when nothing is shared; 422 'Unable to clone specbook' when the copy fails.
 */
export async function cloneShared(ctx: ServiceContext, specbookIdParam: string, input: TCloneShared): Promise<TClonedSpecbook> {
  const { row } = await requireShared(ctx, specbookIdParam);
  if (!(await profileInAccount(ctx, input.profile.id, ctx.user.accountId))) throw ValidationError.field('profile.id', SPECBOOK_MESSAGES.profileNotFound);
  try {
    const copy = await ctx.db.transaction((tx) => cloneIntoAccount(tx, row, { accountId: ctx.user.accountId, userId: ctx.user.id }, input.profile.id));
    return { id: copy.id, specbookID: copy.id, name: copy.name, profileId: copy.profileId ?? input.profile.id };
  } catch (error) {
    ctx.log.error({ err: error, specbookId: row.id }, 'shared specbook clone failed');
    throw new UnprocessableError(M.cloneFailed);
  }
}

/** DELETE {u}/shared/{specbookId}: removes a specbook from the caller's "Shared with me" list. */
export async function removeShared(ctx: ServiceContext, specbookIdParam: string): Promise<{ specbookId: number }> {
  const specbookId = rowId(specbookIdParam);
  const rows = await ctx.db
    .delete(sharedSpecbooks)
    .where(and(eq(sharedSpecbooks.specbookId, specbookId), eq(sharedSpecbooks.email, ctx.user.email.toLowerCase())))
    .returning({ id: sharedSpecbooks.id });
  if (rows.length === 0) throw new NotFoundError();
  return { specbookId };
}
