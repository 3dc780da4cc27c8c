/**
 * The rooms an import writes into (docs/decisions/036, 057), inside the import's transaction:
 * the specbook's rooms by (lower-cased) name, rooms created at the end in file order for names
 * that do not exist yet, and the next free position in each room. Shared by the CSV, the
 * AI PDF-quote and the ERP bid imports.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '#server/modules/spec-specbooks/placement';
import type { ImportRow } from './import-record';

/** The specbook an import writes into. */
export type ImportTarget = Pick<ImportRow, 'accountId' | 'specbookId'>;

/** The rooms of the specbook inside the import's transaction, and the next free position in each. */
export interface RoomState {
  /** Room id by lower-cased name (the first room of a name). */
  ids: Map<string, number>;
  count: number;
  created: number;
  /** Next position by room ('misc' for Miscellaneous). */
  next: Map<string, number>;
}

/** The specbook's rooms by name and the next free position in each room. */
export async function openRooms(tx: Tx, row: ImportTarget): Promise<RoomState> {
  const existing = await tx.execute<{ id: number; name: string }>(
    sql`select id, name from categories where specbook_id = ${row.specbookId} order by sort_order, id`,
  );
  const ids = new Map<string, number>();
  for (const r of existing.rows) if (!ids.has(r.name.toLowerCase())) ids.set(r.name.toLowerCase(), r.id);
  const positions = await tx.execute<{ room: number | null; next: number }>(
    sql`select category_id as room, max(sort_order)::int + 1 as next from spec_specbooks where specbook_id = ${row.specbookId} group by category_id`,
  );
  const next = new Map(positions.rows.map((r) => [r.room === null ? 'misc' : String(r.room), r.next]));
  return { ids, count: existing.rows.length, created: 0, next };
}

/** Creates the rooms a batch names that do not exist yet, at the end and in file order. */
export async function addRooms(tx: Tx, row: ImportTarget, rooms: RoomState, names: readonly (string | null)[]): Promise<void> {
  const missing = [...new Map(names.filter((n): n is string => n !== null && !rooms.ids.has(n.toLowerCase())).map((n) => [n.toLowerCase(), n])).values()];
  if (missing.length === 0) return;
  const created = await tx.execute<{ id: number; name: string }>(sql`
    insert into categories (account_id, specbook_id, name, sort_order)
    select ${row.accountId}, ${row.specbookId}, v.name, ${rooms.count} + v.ord::int - 1
      from unnest(${sql.param(missing)}::text[]) with ordinality as v(name, ord)
    returning id, name`);
  for (const r of created.rows) rooms.ids.set(r.name.toLowerCase(), r.id);
  rooms.count += missing.length;
  rooms.created += missing.length;
}

/** Where the next placement of a room goes (null = Miscellaneous; the room must exist): its room id and position. */
export function nextPosition(rooms: RoomState, room: string | null): { categoryId: number | null; order: number } {
  const categoryId = room === null ? null : rooms.ids.get(room.toLowerCase())!;
  const key = categoryId === null ? 'misc' : String(categoryId);
  const order = rooms.next.get(key) ?? 0;
  rooms.next.set(key, order + 1);
  return { categoryId, order };
}
