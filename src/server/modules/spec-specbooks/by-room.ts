import type { ServiceContext } from '#server/lib/context';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { readSpecs } from './spec-view';

/** Specs keyed by room id ('null' = Miscellaneous), with the keys in room order. */
export interface SpecsByRoom {
  data: Record<string, TSpecSpecbook[]>;
  order: string[];
}

/**
 * GET {u}/specbook/{id}/specs/by-category (spec/workspace.md §7 "by category → specs keyed by
 * categoryId"): every spec of the specbook grouped by room. JSON objects list numeric keys in
 * ascending order, so `order` gives the rooms' own order (Miscellaneous last). Rooms without specs
 * are left out.
 * @throws NotFoundError for another account's specbook.
 */
export async function listSpecsByRoom(ctx: ServiceContext, specbookId: number): Promise<SpecsByRoom> {
  const book = await requireSpecbook(ctx, specbookId);
  const items = await readSpecs(ctx.db, { specbookId: book.id, accountId: book.accountId });
  const data: Record<string, TSpecSpecbook[]> = {};
  const order: string[] = [];
  for (const item of items) {
    const key = String(item.categoryID);
    if (!(key in data)) {
      data[key] = [];
      order.push(key);
    }
    data[key]!.push(item);
  }
  return { data, order };
}
