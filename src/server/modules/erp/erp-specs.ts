/**
 * The specs of a specbook as the ERP steps read them: its active specs (the quoted lines: not
 * optional, not rejected), each with its model number (the ERP's InventoryID, upper-cased as the
 * gateway does), name, room and prices.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { categories, manufacturers, specSpecbooks, specs } from '#server/db/schema/index';
import { ValidationError } from '#server/lib/http/errors';
import { QUOTED_LINE } from '#server/modules/totals/totals.service';
import { ERP_MESSAGES as M } from '#shared/lib/erp';

/** The room name of specs in no room. */
export const MISCELLANEOUS_ROOM = 'Miscellaneous';

/** An active spec of a specbook. */
export interface ErpSpec {
  joinId: number;
  modelNumber: string;
  /** The model number as the ERP knows it (InventoryID). */
  inventoryId: string;
  name: string;
  manufacturerName: string;
  room: string;
  quantity: number;
  /** The list price (the placement's, else the catalogue's) and the sale price as stored. */
  listPrice: string | null;
  salePrice: string | null;
}

/** A specbook's identity as the readers scope by it. */
export interface SpecbookScope {
  id: number;
  accountId: number;
}

/** The ERP id of a model number. */
export function inventoryIdOf(modelNumber: string): string {
  return modelNumber.trim().toUpperCase();
}

/**
 * The active specs of the specbook in room order (Miscellaneous last), or only `joinIds` of them.
 * @throws ValidationError (400, joinIds) when a chosen id is not an active spec of the specbook.
 */
export async function loadErpSpecs(db: Db | Tx, book: SpecbookScope, joinIds?: readonly number[]): Promise<ErpSpec[]> {
  const rows = await db
    .select({
      joinId: specSpecbooks.id,
      modelNumber: specs.modelNumber,
      name: sql<string>`coalesce(${specSpecbooks.name}, ${specs.name})`,
      manufacturerName: manufacturers.name,
      room: sql<string>`coalesce(${categories.name}, ${MISCELLANEOUS_ROOM})`,
      quantity: specSpecbooks.quantity,
      listPrice: sql<string | null>`coalesce(${specSpecbooks.listPrice}, ${specs.listPrice})`,
      salePrice: specSpecbooks.salePrice,
    })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .innerJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
    .leftJoin(categories, eq(categories.id, specSpecbooks.categoryId))
    .where(
      and(
        eq(specSpecbooks.specbookId, book.id),
        eq(specSpecbooks.accountId, book.accountId),
        QUOTED_LINE,
        joinIds ? sql`${specSpecbooks.id} = any(${sql.param([...joinIds])}::int[])` : undefined,
      ),
    )
    .orderBy(sql`${categories.sortOrder} asc nulls last`, asc(specSpecbooks.categoryId), asc(specSpecbooks.sortOrder), asc(specSpecbooks.id));
  if (joinIds && rows.length !== new Set(joinIds).size) throw ValidationError.field('joinIds', M.specNotInSpecbook);
  return rows.map((row) => ({ ...row, inventoryId: inventoryIdOf(row.modelNumber) }));
}

/** The distinct ERP ids of specs, in order. */
export function inventoryIdsOf(list: readonly ErpSpec[]): string[] {
  return [...new Set(list.map((spec) => spec.inventoryId).filter((id) => id.length > 0))];
}
