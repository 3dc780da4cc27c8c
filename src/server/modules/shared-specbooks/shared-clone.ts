import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { categories, manufacturers, specbooks, specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import type { SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { DEFAULT_STATUS } from '#shared/lib/statuses';

/*
 * The copy of a shared specbook into the recipient's account (docs/decisions/059). Isolation: the
 * copy holds nothing that points into the owner's account. Global catalogue specs are referenced
 * as they are; the owner's private catalogue specs (and their private manufacturers) are copied
 * into the recipient's account (a manufacturer of the same name the recipient already has is
 * reused), with originalSpecId naming the original. The owner's pricing (sale price, cost,
 * multiplier, margin, shipping), statuses, tags, comments, room notes, team and customer stay
 * behind: the recipient gets rooms, specs, names, descriptions, quantities and list prices.
 */

type Tx = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];

/** The recipient: whose account and user the copy belongs to. */
export interface CloneOwner {
  accountId: number;
  userId: number;
}

/** Maps the owner's private manufacturers to the recipient's (same name) or to copies. */
async function mapManufacturers(tx: Tx, ids: number[], to: CloneOwner): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  if (ids.length === 0) return map;
  const originals = await tx.select().from(manufacturers).where(inArray(manufacturers.id, ids));
  for (const m of originals) {
    const [mine] = await tx
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(and(eq(manufacturers.accountId, to.accountId), eq(sql`lower(${manufacturers.name})`, m.name.toLowerCase())))
      .limit(1);
    const id = mine?.id ?? (await tx.insert(manufacturers).values({ accountId: to.accountId, userId: to.userId, name: m.name, url: m.url, source: m.source }).returning({ id: manufacturers.id }))[0]!.id;
    map.set(m.id, id);
  }
  return map;
}

/** Maps each spec id to the id the copy may hold: global and the recipient's own as they are, others copied. */
async function mapSpecs(tx: Tx, specIds: number[], to: CloneOwner): Promise<Map<number, number>> {
  const map = new Map<number, number>(specIds.map((id) => [id, id]));
  if (specIds.length === 0) return map;
  const foreign = await tx
    .select()
    .from(specs)
    .where(and(inArray(specs.id, specIds), sql`${specs.accountId} is not null`, sql`${specs.accountId} <> ${to.accountId}`));
  if (foreign.length === 0) return map;
  const privateMakers = await tx
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(and(inArray(manufacturers.id, [...new Set(foreign.map((s) => s.manufacturerId))]), sql`${manufacturers.accountId} is not null`, sql`${manufacturers.accountId} <> ${to.accountId}`));
  const makers = await mapManufacturers(tx, privateMakers.map((m) => m.id), to);
  const copies = await tx
    .insert(specs)
    .values(
      foreign.map(({ id, createdAt: _c, updatedAt: _u, modelNormalized: _m, searchVector: _s, ...fields }) => ({
        ...fields,
        accountId: to.accountId,
        userId: to.userId,
        manufacturerId: makers.get(fields.manufacturerId) ?? fields.manufacturerId,
        originalSpecId: id,
      })),
    )
    .returning({ id: specs.id, originalSpecId: specs.originalSpecId });
  for (const copy of copies) map.set(copy.originalSpecId!, copy.id);
  return map;
}

/** Copies the rooms (name and order) of `source` into the new specbook; answers old room id → new. */
async function copyRooms(tx: Tx, source: SpecbookRow, newId: number, to: CloneOwner): Promise<Map<number, number>> {
  const rooms = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.specbookId, source.id), eq(categories.accountId, source.accountId)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const map = new Map<number, number>();
  for (const room of rooms) {
    const [row] = await tx.insert(categories).values({ accountId: to.accountId, specbookId: newId, name: room.name, sortOrder: room.sortOrder }).returning({ id: categories.id });
    map.set(room.id, row!.id);
  }
  return map;
}

/** Copies the placements of `source` into the new specbook, with their rooms and specs mapped. */
async function copyPlacements(tx: Tx, source: SpecbookRow, newId: number, to: CloneOwner, rooms: Map<number, number>): Promise<void> {
  const rows = await tx
    .select()
    .from(specSpecbooks)
    .where(and(eq(specSpecbooks.specbookId, source.id), eq(specSpecbooks.accountId, source.accountId)))
    .orderBy(asc(specSpecbooks.sortOrder), asc(specSpecbooks.id));
  if (rows.length === 0) return;
  const specMap = await mapSpecs(tx, [...new Set(rows.map((r) => r.specId))], to);
  await tx.insert(specSpecbooks).values(
    rows.map((r) => ({
      accountId: to.accountId,
      specbookId: newId,
      specId: specMap.get(r.specId) ?? r.specId,
      categoryId: r.categoryId === null ? null : (rooms.get(r.categoryId) ?? null),
      name: r.name,
      description: r.description,
      quantity: r.quantity,
      sortOrder: r.sortOrder,
      isOptional: r.isOptional,
      status: DEFAULT_STATUS,
      listPrice: r.listPrice,
      listPriceLabel: r.listPriceLabel,
    })),
  );
}

/**
 * Copies a shared specbook, its rooms and its specs into the recipient's account under
 * `profileId`, in the caller's transaction; answers the new specbook row.
 */
export async function cloneIntoAccount(tx: Tx, source: SpecbookRow, to: CloneOwner, profileId: number): Promise<SpecbookRow> {
  const [created] = await tx
    .insert(specbooks)
    .values({ accountId: to.accountId, userId: to.userId, profileId, name: source.name, description: source.description })
    .returning();
  const rooms = await copyRooms(tx, source, created!.id, to);
  await copyPlacements(tx, source, created!.id, to, rooms);
  return created!;
}
