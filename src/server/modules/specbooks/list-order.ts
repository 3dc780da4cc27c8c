import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { decodeCursor, keysetCondition, type CursorValue } from '#server/lib/http/pagination';
import { resolveSort, type SortDirection } from '#server/lib/http/filters';

/** A field a list may be sorted by: its NOT NULL column and how to read it from a row. */
export interface OrderField<Row> {
  column: AnyColumn;
  value: (row: Row) => CursorValue;
}

/** The sortable fields of a resource, by API name. */
export type OrderWhitelist<Row> = Record<string, OrderField<Row>>;

/** One key of an order: a whitelisted field and its direction. */
export interface OrderKey {
  field: string;
  direction: SortDirection;
}

/** A resolved list order: ORDER BY, the keyset condition after a cursor, and a row's cursor. */
export interface ListOrder<Row> {
  orderBy: SQL[];
  /** "Comes after the cursor's row" for this order; undefined without a cursor. */
  after(cursor: string | undefined): SQL | undefined;
  cursorOf(row: Row): CursorValue[];
}

/**
 * Resolves a client's sort (`{"asc": "name"}`) over a whitelist into a keyset-paginable order:
 * the client's keys (or `defaults` when it sent none), then `id` as the unique tie-break.
 * Every whitelisted column must be NOT NULL (keyset pagination compares whole rows).
 * @throws ValidationError for an unknown sort field or direction (400).
 */
export function resolveListOrder<Row>(
  sort: unknown,
  whitelist: OrderWhitelist<Row> & { id: OrderField<Row> },
  defaults: OrderKey[],
  idDirection: SortDirection = 'desc',
): ListOrder<Row> {
  const asked = resolveSort(sort, whitelist).map(({ field, direction }) => ({ field, direction }));
  const keys = asked.length > 0 ? asked : [...defaults];
  if (!keys.some((k) => k.field === 'id')) keys.push({ field: 'id', direction: idDirection });
  const fields = keys.map((k) => whitelist[k.field] as OrderField<Row>);
  const columns = fields.map((f) => f.column);
  const directions = keys.map((k) => k.direction);
  return {
    orderBy: keys.map((k, i) => (k.direction === 'asc' ? asc(columns[i] as AnyColumn) : desc(columns[i] as AnyColumn))),
    after: (cursor) => (cursor ? keysetCondition(columns, directions, decodeCursor(cursor)) : undefined),
    cursorOf: (row) => fields.map((f) => f.value(row)),
  };
}
