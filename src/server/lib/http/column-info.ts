import { Column, SQL, is, sql, type AnyColumn } from 'drizzle-orm';

/** What a filter, sort or keyset condition compares: a table column or an SQL expression. */
export type SqlTarget = AnyColumn | SQL;

/** A scalar value ready to be bound as a query parameter. */
export type BindableScalar = string | number | boolean | Date;

const INTEGER_BOUNDS: Record<string, readonly [number, number]> = {
  PgSmallInt: [-32768, 32767],
  PgSmallSerial: [-32768, 32767],
  PgInteger: [-2147483648, 2147483647],
  PgSerial: [-2147483648, 2147483647],
  PgBigInt53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  PgBigSerial53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  PgBigInt64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  PgBigSerial64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the target is a Drizzle table column (not a raw SQL expression). */
export function isColumn(target: SqlTarget): target is AnyColumn {
  return is(target, Column);
}

/**
 * The column whose values a single element has: the base column of an array column, the
 * column itself otherwise, undefined for SQL expressions (nothing to introspect).
 */
export function elementColumn(target: SqlTarget): AnyColumn | undefined {
  if (!isColumn(target)) return undefined;
  // PgArray keeps its element column in `baseColumn`; Drizzle types it on PgArray only.
  const base = (target as { baseColumn?: unknown }).baseColumn;
  return base !== undefined && is(base, Column) ? (base as AnyColumn) : target;
}

/**
 * Checks a coerced value against what PostgreSQL would accept for the column, so that a bad
 * value is a 400 rather than a database error: integer range, enum members, uuid syntax.
 * @returns a message fragment such as 'a whole number' when the value does not fit, else undefined.
 */
export function columnMismatch(value: BindableScalar, column: AnyColumn | undefined): string | undefined {
  if (column === undefined) return undefined;
  const bounds = INTEGER_BOUNDS[column.columnType];
  if (bounds && typeof value === 'number') {
    const fits = Number.isInteger(value) && value >= bounds[0] && value <= bounds[1];
    return fits ? undefined : 'a whole number in range';
  }
  if (column.columnType === 'PgUUID' && typeof value === 'string' && !UUID.test(value)) return 'a UUID';
  const members = column.enumValues;
  const dbEnum = column.columnType === 'PgEnumColumn' || column.columnType === 'PgEnumObjectColumn';
  if (dbEnum && members && typeof value === 'string' && !members.includes(value)) {
    return `one of: ${members.join(', ')}`;
  }
  return undefined;
}

/**
 * A query parameter for a scalar compared with the target. Columns encode the value their own
 * way (a timestamp column in date mode expects a Date); everything else gets dates as ISO strings,
 * which PostgreSQL reads the same in any server time zone.
 */
export function bindScalar(value: BindableScalar, target: SqlTarget): SQL {
  const column = elementColumn(target);
  if (value instanceof Date && column?.dataType !== 'date') return sql`${sql.param(value.toISOString())}`;
  return column ? sql`${sql.param(value, column)}` : sql`${sql.param(value)}`;
}

/**
 * A single query parameter holding a whole array, compared with an array target
 * (`&&`, `@>`, `=`). An array column encodes it as a PostgreSQL array literal; for an SQL
 * expression node-postgres serialises the JavaScript array.
 */
export function bindArray(values: readonly BindableScalar[], target: SqlTarget): SQL {
  const plain = values.map((v) => (v instanceof Date ? v.toISOString() : v));
  return isColumn(target) ? sql`${sql.param(plain, target)}` : sql`${sql.param(plain)}`;
}
