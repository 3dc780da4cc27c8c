/**
 * Copies of placements (duplicate a spec, put it in further rooms, duplicate a room) and of
 * catalogue specs (the SB+ clone).
 */
import { and, eq, sql } from 'drizzle-orm';
import { specs, specSpecbooks } from '#server/db/schema/index';
import { NotFoundError, UnprocessableError } from '#server/lib/http/errors';
import { DEFAULT_STATUS } from '#shared/lib/statuses';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { Reader, Tx } from './placement';

/** A placement row. */
export type PlacementRow = typeof specSpecbooks.$inferSelect;

/** Values of a new placement. */
export type PlacementInsert = typeof specSpecbooks.$inferInsert;

/**
 * A placement of the specbook, by id.
 * @throws NotFoundError 'This spec is not in the specbook.' for any other id.
 */
export async function requirePlacement(db: Reader, specbook: { id: number; accountId: number }, joinId: number): Promise<PlacementRow> {
  const [row] = await db
    .select()
    .from(specSpecbooks)
    .where(and(eq(specSpecbooks.id, joinId), eq(specSpecbooks.specbookId, specbook.id), eq(specSpecbooks.accountId, specbook.accountId)));
  if (!row) throw new NotFoundError(M.specSpecbookNotFound);
  return row;
}

/**
 * The values of a copy of a placement: same spec, quantity, overrides and prices; status back
 * to Open (an approval belongs to the original); `source*` point at the original; no import ids
 * (no import wrote the copy).
 */
export function copyOf(row: PlacementRow, overrides: Partial<PlacementInsert> = {}): PlacementInsert {
  const { id, createdAt: _c, updatedAt: _u, status: _s, originalImportId: _oi, updatedImportId: _ui, ...rest } = row;
  return { ...rest, status: DEFAULT_STATUS, sourceSpecbookId: row.specbookId, sourceSpecSpecbookId: id, ...overrides };
}

/** Copies the tags of each original placement onto its copy, in one statement. */
export async function copyTags(tx: Tx, pairs: readonly { from: number; to: number }[]): Promise<void> {
  if (pairs.length === 0) return;
  const from = pairs.map((p) => p.from);
  const to = pairs.map((p) => p.to);
  await tx.execute(sql`
    insert into spec_specbook_tags (tag_id, spec_specbook_id)
    select t.tag_id, v.to_id
      from unnest(${sql.param(from)}::int[], ${sql.param(to)}::int[]) as v(from_id, to_id)
      join spec_specbook_tags t on t.spec_specbook_id = v.from_id
    on conflict do nothing`);
}

/** Inserts copies and their tags; answers the new ids in the order of `values`. */
export async function insertCopies(tx: Tx, values: readonly PlacementInsert[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(specSpecbooks)
    .values([...values])
    .returning({ id: specSpecbooks.id, from: specSpecbooks.sourceSpecSpecbookId });
  await copyTags(tx, rows.filter((r) => r.from !== null).map((r) => ({ from: r.from!, to: r.id })));
  return rows.map((r) => r.id);
}

/** Who owns a copy of a catalogue spec. */
export interface SpecOwner {
  accountId: number;
  userId: number;
}

/**
 * Copies a global (platform) catalogue spec into a spec owned by `owner`: every field (model,
 * manufacturer, name, description, finish, category, collection, list price, image reference,
 * archived) except the id and timestamps, with originalSpecId naming the original; `name` replaces the name when given.
 * @returns the copy's id.
 * @throws UnprocessableError when the spec is not a global one (it is already someone's own).
 */
export async function copyCatalogueSpec(tx: Tx, specId: number, owner: SpecOwner, name?: string): Promise<number> {
  const [spec] = await tx.select().from(specs).where(eq(specs.id, specId));
  if (!spec || spec.accountId !== null) throw new UnprocessableError(M.cloneOwnSpec);
  // Generated columns (normalised model, search document) are computed again for the copy.
  const { id: _id, createdAt: _c, updatedAt: _u, modelNormalized: _m, searchVector: _s, ...fields } = spec;
  const [row] = await tx
    .insert(specs)
    .values({ ...fields, accountId: owner.accountId, userId: owner.userId, originalSpecId: spec.id, ...(name === undefined ? {} : { name }) })
    .returning({ id: specs.id });
  return row!.id;
}
