/**
 * Import messages of a specbook (spec/business-records.md §3 "Import message", §7; docs/decisions/057):
 * listed newest first; marking one read deletes it and may name the spec the line is: the
 * line's placement is switched to it and the match remembered for the quote's supplier, so the
 * next quote from that supplier matches at once; a manufacturer the line named otherwise is
 * remembered as the account's alias of the spec's manufacturer (docs/decisions/057).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { importMessages } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { parseId, touchSpecbook, type Tx } from '#server/modules/spec-specbooks/placement';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { AIPQ_MESSAGES as M, type TImportMessageKind } from '#shared/lib/aipq';
import type { TDeleteImportMessage, TImportMessage } from '#shared/schemas/aipq';
import { assertMayUseAipq } from '#server/modules/aipq/aipq.policy';
import { pricedFor } from './import-writes';
import { rememberManufacturerAlias } from './manufacturer-aliases';
import { normalizeKey } from './match-keys';

/** Messages listed per specbook at most (newest first). */
export const MESSAGES_LISTED = 500;

type MessageRow = typeof importMessages.$inferSelect;

function toMessage(row: MessageRow): TImportMessage {
  return {
    id: row.id,
    messageId: row.id,
    importId: row.importId,
    kind: row.kind as TImportMessageKind,
    message: row.message,
    spec: row.specId === null ? null : { id: row.specId },
    specSpecbookId: row.specSpecbookId,
    line: row.line as TImportMessage['line'],
    candidates: row.candidates as TImportMessage['candidates'],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET {u}/specbook/{id}/imports/messages: the specbook's import messages, newest first.
 * @throws ForbiddenError without ROLE_AIPQ; NotFoundError for another account's specbook.
 */
export async function listImportMessages(ctx: ServiceContext, specbookId: number): Promise<TImportMessage[]> {
  assertMayUseAipq(ctx);
  const book = await requireSpecbook(ctx, specbookId);
  const rows = await ctx.db
    .select()
    .from(importMessages)
    .where(and(eq(importMessages.specbookId, book.id), eq(importMessages.accountId, book.accountId)))
    .orderBy(desc(importMessages.id))
    .limit(MESSAGES_LISTED);
  return rows.map(toMessage);
}

/** A catalogue spec the account sees (global or its own, not archived): its list price. */
async function visibleSpec(tx: Tx, accountId: number, specId: number): Promise<{ listPrice: string | null }> {
  const found = await tx.execute<{ list_price: string | null }>(sql`
    select list_price::text as list_price from specs where id = ${specId} and (account_id is null or account_id = ${accountId}) and not archived`);
  if (!found.rows[0]) throw new NotFoundError(M.specNotFound);
  return { listPrice: found.rows[0].list_price };
}

/** Switches a placement (and the messages about it) to another spec: its list price is the spec's, its quantity and sale price stay. */
async function switchPlacement(tx: Tx, message: MessageRow, specId: number, listPrice: string | null): Promise<void> {
  const found = await tx.execute<{ sale: string | null; qty: number; cost: string | null; shipping: string | null; label: string | null }>(sql`
    select sale_price::text as sale, quantity as qty, cost::text as cost, shipping_cost::text as shipping, multiplier_label as label
      from spec_specbooks where id = ${message.specSpecbookId} and specbook_id = ${message.specbookId} for update`);
  const current = found.rows[0];
  if (!current) return;
  const base = { listPrice, salePrice: listPrice, cost: current.cost, multiplier: '1', multiplierLabel: current.label, profitMargin: null, shippingCost: current.shipping, qty: current.qty };
  const price = pricedFor(base, current.qty, current.sale);
  await tx.execute(sql`
    update spec_specbooks set spec_id = ${specId}, list_price = ${price.listPrice}, sale_price = ${price.salePrice}, multiplier = ${price.multiplier},
           profit_margin = ${price.profitMargin}, updated_at = now()
     where id = ${message.specSpecbookId} and specbook_id = ${message.specbookId}`);
  await tx.update(importMessages).set({ specId }).where(eq(importMessages.specSpecbookId, message.specSpecbookId!));
}

/** Remembers that the line's model, on a quote of the import's supplier, is `specId`. */
async function rememberMatch(tx: Tx, message: MessageRow, specId: number): Promise<void> {
  const modelKey = normalizeKey((message.line as TImportMessage['line']).model);
  if (modelKey === '') return;
  await tx.execute(sql`
    insert into supplier_matches (account_id, supplier_key, model_key, spec_id, score)
    select ${message.accountId}, coalesce(lower(regexp_replace(e.supplier, '[^[:alnum:]]', '', 'g')), ''), ${modelKey}, ${specId}, 1
      from imports i left join aipq_extractions e on e.id = i.extraction_id
     where i.id = ${message.importId}
    on conflict (account_id, supplier_key, model_key) do update set spec_id = excluded.spec_id, score = excluded.score, updated_at = now()`);
}

/**
 * DELETE {u}/specbook/{id}/imports/messages/{messageId}: marks the message read (deletes it). With
 * a spec id, the line's placement is switched to that spec (when it is another), the match is
 * remembered for the quote's supplier, and the line's manufacturer text, when it is not the spec's
 * manufacturer's name, as the account's alias of it.
 * @throws ForbiddenError without ROLE_AIPQ; NotFoundError for another account's specbook or
 * message, or a spec the account does not see.
 */
export async function deleteImportMessage(ctx: ServiceContext, specbookId: number, rawMessageId: string, body: TDeleteImportMessage | null | undefined): Promise<void> {
  assertMayUseAipq(ctx);
  const book = await requireSpecbook(ctx, specbookId);
  const messageId = parseId(rawMessageId, M.messageNotFound);
  const specId = body?.deleteSpecbookImportMessageRequest?.spec?.id;
  await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(importMessages)
      .where(and(eq(importMessages.id, messageId), eq(importMessages.specbookId, book.id), eq(importMessages.accountId, book.accountId)))
      .for('update');
    if (!message) throw new NotFoundError(M.messageNotFound);
    if (specId !== undefined) {
      const spec = await visibleSpec(tx, book.accountId, specId);
      if (message.specSpecbookId !== null && specId !== message.specId) {
        await touchSpecbook(tx, book.id);
        await switchPlacement(tx, message, specId, spec.listPrice);
      }
      await rememberMatch(tx, message, specId);
      await rememberManufacturerAlias(tx, book.accountId, specId, (message.line as TImportMessage['line']).manufacturer);
    }
    await tx.delete(importMessages).where(eq(importMessages.id, message.id));
  });
}
