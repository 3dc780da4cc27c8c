import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { categories, comments, specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { createActivityNotification, recordClientAction, type ActivityInput } from '#server/modules/notifications/notifications.service';
import { callerIdentity, rowId } from '#server/modules/notifications/scope';
import { newCommentMessage, type CommentThing } from '#shared/lib/collab-messages';
import { ESPECBOOK_ACCESS_MESSAGES as AM } from '#shared/lib/especbook-access-messages';
import type { TComment, TCommentCreate } from '#shared/schemas/comment';

/** What a comment is on: the specbook itself, one of its rooms, or one of its specs (joinID). */
export type CommentTarget =
  | { kind: 'specbook' }
  | { kind: 'category'; categoryId: string | number }
  | { kind: 'spec'; joinId: string | number };

/** A resolved target: the row ids to store and how notifications name it. */
interface ResolvedTarget {
  categoryId: number | null;
  specSpecbookId: number | null;
  where: SQL | undefined;
  thing: CommentThing;
  data: ActivityInput['data'];
}

type CommentRow = typeof comments.$inferSelect;

/** Longest part of a comment quoted in the owner's notification record. */
const EXCERPT_MAX = 300;

/** The comment as the record quotes it: whole up to EXCERPT_MAX characters, else cut with '…'. */
function excerpt(body: string): string {
  return body.length <= EXCERPT_MAX ? body : `${body.slice(0, EXCERPT_MAX - 1)}…`;
}

function toComment(row: CommentRow): TComment {
  return {
    id: row.id,
    body: row.body,
    name: row.name,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function resolveCategory(ctx: ServiceContext, specbook: SpecbookRow, idParam: string | number): Promise<ResolvedTarget> {
  const id = rowId(idParam);
  const [row] = await ctx.db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.specbookId, specbook.id), eq(categories.accountId, specbook.accountId)));
  if (!row) throw new NotFoundError();
  return {
    categoryId: row.id,
    specSpecbookId: null,
    where: and(eq(comments.categoryId, row.id), isNull(comments.specSpecbookId)),
    thing: 'category',
    data: { name: row.name, category_name: row.name },
  };
}

async function resolveSpec(ctx: ServiceContext, specbook: SpecbookRow, idParam: string | number): Promise<ResolvedTarget> {
  const id = rowId(idParam);
  const [row] = await ctx.db
    .select({
      id: specSpecbooks.id,
      categoryId: specSpecbooks.categoryId,
      name: specSpecbooks.name,
      specName: specs.name,
      model: specs.modelNumber,
      categoryName: categories.name,
    })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .leftJoin(categories, eq(categories.id, specSpecbooks.categoryId))
    .where(and(eq(specSpecbooks.id, id), eq(specSpecbooks.specbookId, specbook.id), eq(specSpecbooks.accountId, specbook.accountId)));
  if (!row) throw new NotFoundError();
  return {
    categoryId: row.categoryId,
    specSpecbookId: row.id,
    where: eq(comments.specSpecbookId, row.id),
    thing: 'spec',
    data: { name: row.name ?? row.specName, model: row.model, category_name: row.categoryName },
  };
}

async function resolveTarget(ctx: ServiceContext, specbook: SpecbookRow, target: CommentTarget): Promise<ResolvedTarget> {
  if (target.kind === 'category') return resolveCategory(ctx, specbook, target.categoryId);
  if (target.kind === 'spec') return resolveSpec(ctx, specbook, target.joinId);
  return {
    categoryId: null,
    specSpecbookId: null,
    where: and(isNull(comments.categoryId), isNull(comments.specSpecbookId)),
    thing: 'specbook',
    data: { name: specbook.name },
  };
}

/** The comments on a specbook, one of its rooms or one of its specs, newest first. */
export async function listComments(ctx: ServiceContext, specbookId: number, target: CommentTarget): Promise<TComment[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const resolved = await resolveTarget(ctx, specbook, target);
  const rows = await ctx.db
    .select()
    .from(comments)
    .where(and(eq(comments.specbookId, specbook.id), eq(comments.accountId, specbook.accountId), resolved.where))
    .orderBy(desc(comments.createdAt), desc(comments.id));
  return rows.map(toComment);
}

/**
 * Adds a comment by the caller (their name and e-mail). When the caller is not the specbook's
 * owner, the owner gets a NewComment activity notification in the same transaction.
 */
export async function createComment(
  ctx: ServiceContext,
  specbookId: number,
  target: CommentTarget,
  input: TCommentCreate,
): Promise<TComment> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const resolved = await resolveTarget(ctx, specbook, target);
  const author = await callerIdentity(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({
        accountId: specbook.accountId,
        specbookId: specbook.id,
        categoryId: resolved.categoryId,
        specSpecbookId: resolved.specSpecbookId,
        // A token viewer acts as the owner but is not them: the comment is the member's (decision 028).
        userId: ctx.viewer ? null : ctx.user.id,
        body: input.body,
        name: author.name,
        email: author.email,
      })
      .returning();
    if (!row) throw new Error('comment insert returned no row');
    if (ctx.viewer || specbook.userId !== ctx.user.id) {
      await createActivityNotification(tx, {
        accountId: specbook.accountId,
        userId: specbook.userId,
        specbookId: specbook.id,
        type: 'NewComment',
        message: newCommentMessage(author.name, resolved.data.name ?? specbook.name),
        data: { ...resolved.data, thing: resolved.thing, body: row.body, user: { name: author.name, email: author.email, type: 'user' } },
        ref: {
          specbook_id: specbook.id,
          comment_id: row.id,
          category_id: resolved.categoryId,
          ...(resolved.specSpecbookId === null
            ? {}
            : { spec_specbook_id: resolved.specSpecbookId, join_id: resolved.specSpecbookId }),
        },
      });
    }
    if (ctx.viewer) {
      const message = AM.commentedByMember(author.name, author.email, resolved.data.name ?? specbook.name, excerpt(row.body));
      await recordClientAction(tx, specbook, 'commented', message, { thing: resolved.thing, commentId: row.id, memberId: ctx.viewer.memberId });
    }
    return toComment(row);
  });
}
