/**
 * Update by filter (spec/workspace.md §7 "update with filter", "patch all in a category"): the
 * single update's fields applied to every spec of a specbook that a filter matches, in one
 * transaction, with the single update's rules (userManaged status logged and notified, a room
 * move appends at the end of the room).
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { compileFilter, type FilterInput, type FilterWhitelist } from '#server/lib/http/filters';
import { ValidationError } from '#server/lib/http/errors';
import { isPlainObject } from '#server/lib/http/plain-object';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { requireUserManagedStatus } from '#server/modules/statuses/statuses.service';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import type { TSpecSpecbookBulkUpdate } from '#shared/schemas/spec-specbook-bulk';
import { requireRooms, roomSpecIds, touchSpecbook, writeSpecOrder, type RoomId, type Tx } from './placement';
import { fieldChanges } from './spec-specbooks.service';
import { readSpecsById } from './spec-view';
import { changeStatus } from './status-change';

/** Most specs one update by filter may change. */
export const MAX_BULK_SPECS = 5000;

function tooMany(): ValidationError {
  return ValidationError.field('filter', M.tooManySpecs(MAX_BULK_SPECS));
}

/** Fields an update by filter may name. */
export const SPEC_SPECBOOK_FILTERS: FilterWhitelist = {
  id: { column: specSpecbooks.id, type: 'number' },
  joinID: { column: specSpecbooks.id, type: 'number' },
  'spec.id': { column: specSpecbooks.specId, type: 'number' },
  specID: { column: specSpecbooks.specId, type: 'number' },
  'category.id': { column: specSpecbooks.categoryId, type: 'number' },
  categoryID: { column: specSpecbooks.categoryId, type: 'number' },
  status: { column: specSpecbooks.status, type: 'string' },
  isOptional: { column: specSpecbooks.isOptional, type: 'boolean' },
};

/** The filter without its room keys ('category.id', categoryID, category{id}). */
function withoutRoom(filter: FilterInput): FilterInput {
  const rest: FilterInput = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'category.id' || key === 'categoryID') continue;
    if (key === 'category' && isPlainObject(value)) {
      const { id: _room, ...others } = value;
      if (Object.keys(others).length > 0) rest[key] = others;
      continue;
    }
    rest[key] = value;
  }
  return rest;
}

/**
 * The condition of the filter. With miscCategoryHack the room keys name the Miscellaneous room
 * (whose id is null and cannot be sent as a number): `category.id` then means "no room".
 */
export function bulkCondition(filter: FilterInput, miscCategoryHack: boolean): SQL | undefined {
  if (!miscCategoryHack) return compileFilter(filter, SPEC_SPECBOOK_FILTERS);
  return and(isNull(specSpecbooks.categoryId), compileFilter(withoutRoom(filter), SPEC_SPECBOOK_FILTERS));
}

/** The matching placements of the specbook, in room and spec order. */
async function matchingIds(tx: Tx, book: SpecbookRow, condition: SQL | undefined): Promise<number[]> {
  const rows = await tx
    .select({ id: specSpecbooks.id })
    .from(specSpecbooks)
    .where(and(eq(specSpecbooks.specbookId, book.id), eq(specSpecbooks.accountId, book.accountId), condition))
    .orderBy(asc(specSpecbooks.sortOrder), asc(specSpecbooks.id))
    .limit(MAX_BULK_SPECS + 1)
    .for('update');
  return rows.map((r) => r.id);
}

/** Moves the placements to the end of the room, in their order (those already there stay put). */
async function moveToRoom(tx: Tx, book: SpecbookRow, ids: readonly number[], room: RoomId): Promise<void> {
  await requireRooms(tx, book.id, [room]);
  const current = await roomSpecIds(tx, book.id, room);
  const staying = new Set(current);
  const moving = ids.filter((id) => !staying.has(id));
  if (moving.length > 0) await writeSpecOrder(tx, book.id, new Map([[room, [...current, ...moving]]]));
}

/**
 * PATCH {u}/specbook/{id}/specs: applies the update to every spec of the specbook that the filter
 * matches (none matched = an empty answer). The specbook is bumped, so cached answers of it are
 * recomputed (decision 047).
 * @returns the updated specs and how many there are.
 * @throws ValidationError for an unknown filter field or operator, an unknown or system status,
 *   or more than MAX_BULK_SPECS matches; NotFoundError for another account's specbook or a room not in it.
 */
export async function updateSpecSpecbooksByFilter(
  ctx: ServiceContext,
  specbookId: number,
  body: TSpecSpecbookBulkUpdate,
  miscCategoryHack: boolean,
): Promise<{ rows: TSpecSpecbook[]; count: number }> {
  const book = await requireSpecbook(ctx, specbookId);
  const condition = bulkCondition(body.filter, miscCategoryHack);
  const patch = body.SpecSpecbook;
  const ids = await ctx.db.transaction(async (tx) => {
    const status = patch.status ? await requireUserManagedStatus(tx, patch.status.value) : undefined;
    const matched = await matchingIds(tx, book, condition);
    if (matched.length > MAX_BULK_SPECS) throw tooMany();
    if (matched.length === 0) return matched;
    await touchSpecbook(tx, book.id);
    if (patch.category !== undefined) await moveToRoom(tx, book, matched, patch.category.id);
    const set = fieldChanges(patch);
    if (Object.keys(set).length > 0) {
      await tx
        .update(specSpecbooks)
        .set({ ...set, updatedAt: sql`now()` })
        .where(sql`${specSpecbooks.id} = any(${sql.param(matched)}::int[])`);
    }
    if (status) await changeStatus(tx, ctx, book, matched, status.value);
    return matched;
  });
  const rows = ids.length === 0 ? [] : await readSpecsById(ctx.db, book, ids);
  return { rows, count: rows.length };
}
