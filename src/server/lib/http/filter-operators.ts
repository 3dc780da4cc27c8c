import { sql, type SQL } from 'drizzle-orm';
import { ValidationError } from './errors';
import {
  coerceScalar,
  elementKind,
  isArrayType,
  kindDescription,
  type FilterFieldType,
  type FilterScalar,
} from './coerce';
import { bindArray, bindScalar, columnMismatch, elementColumn, type SqlTarget } from './column-info';

/** The operators of spec/workspace.md §7, in the spec's order. */
export const FILTER_OPERATORS = ['any', 'all', 'eq', 'nq', 'in', 'notin', 'lt', 'gt', 'lte', 'gte'] as const;

/** One filter operator. */
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** The most values one `in`, `notin`, `any` or `all` may list. */
export const MAX_FILTER_VALUES = 1000;

const COMPARATORS = { lt: '<', gt: '>', lte: '<=', gte: '>=' } as const;
type Comparator = keyof typeof COMPARATORS;

interface Field {
  column: SqlTarget;
  type: FilterFieldType;
}

function fieldError(name: string, message: string): ValidationError {
  return ValidationError.field(`filter.${name}`, message);
}

function isComparator(op: FilterOperator): op is Comparator {
  return op in COMPARATORS;
}

/** Whether the operator means something for the type (`all` needs an array field; no `lt` on booleans). */
function appliesTo(op: FilterOperator, type: FilterFieldType): boolean {
  if (isArrayType(type)) return op === 'any' || op === 'all' || op === 'eq' || op === 'nq';
  if (op === 'all') return false;
  return type !== 'boolean' || !isComparator(op);
}

function coerceOne(name: string, field: Field, raw: unknown): FilterScalar {
  const kind = elementKind(field.type);
  const value = coerceScalar(raw, kind);
  if (value === undefined) throw fieldError(name, `Filter "${name}" must be ${kindDescription(kind)}.`);
  const mismatch = columnMismatch(value, elementColumn(field.column));
  if (mismatch) throw fieldError(name, `Filter "${name}" must be ${mismatch}.`);
  return value;
}

function coerceList(name: string, field: Field, raw: unknown): FilterScalar[] {
  const items: unknown[] = Array.isArray(raw) ? raw : [raw];
  if (items.length > MAX_FILTER_VALUES) {
    throw fieldError(name, `Filter "${name}" accepts at most ${MAX_FILTER_VALUES} values.`);
  }
  return items.map((item) => coerceOne(name, field, item));
}

function nullCondition(name: string, column: SqlTarget, op: FilterOperator): SQL {
  if (op === 'eq') return sql`${column} is null`;
  if (op === 'nq') return sql`${column} is not null`;
  throw fieldError(name, `Filter "${name}" operator "${op}" cannot compare with null.`);
}

function inList(column: SqlTarget, values: FilterScalar[], negate: boolean): SQL {
  if (values.length === 0) return negate ? sql`true` : sql`false`;
  const list = sql.join(
    values.map((v) => bindScalar(v, column)),
    sql`, `,
  );
  return negate ? sql`(${column} is null or ${column} not in (${list}))` : sql`${column} in (${list})`;
}

function scalarCondition(name: string, field: Field, op: FilterOperator, raw: unknown): SQL {
  const { column } = field;
  if (op === 'in' || op === 'any' || op === 'notin') {
    return inList(column, coerceList(name, field, raw), op === 'notin');
  }
  if ((op === 'eq' || op === 'nq') && Array.isArray(raw)) {
    return inList(column, coerceList(name, field, raw), op === 'nq');
  }
  if (Array.isArray(raw)) throw fieldError(name, `Filter "${name}" operator "${op}" takes a single value.`);
  const value = bindScalar(coerceOne(name, field, raw), column);
  if (op === 'eq') return sql`${column} = ${value}`;
  if (op === 'nq') return sql`${column} is distinct from ${value}`;
  return sql`${column} ${sql.raw(COMPARATORS[op as Comparator])} ${value}`;
}

function arrayCondition(name: string, field: Field, op: FilterOperator, raw: unknown): SQL {
  const { column } = field;
  const values = coerceList(name, field, raw);
  const param = bindArray(values, column);
  if (op === 'any') return values.length ? sql`${column} && ${param}` : sql`false`;
  if (op === 'all') return values.length ? sql`${column} @> ${param}` : sql`true`;
  if (op === 'eq') return sql`${column} = ${param}`;
  return sql`${column} is distinct from ${param}`;
}

/**
 * The SQL condition for one operator on one field.
 * Scalar fields: eq `=`, nq `is distinct from`, in/any `in (…)`, notin `(is null or not in (…))`,
 * lt/gt/lte/gte; eq/nq with a list act as in/notin. Array fields: any `&&` (overlap),
 * all `@>` (contains), eq `=`, nq `is distinct from`. `null` with eq/nq tests for NULL.
 * @throws ValidationError when the operator does not apply to the field or a value is invalid.
 */
export function compileOperator(name: string, field: Field, op: FilterOperator, raw: unknown): SQL {
  if (!appliesTo(op, field.type)) {
    throw fieldError(name, `Filter operator "${op}" does not apply to "${name}".`);
  }
  if (raw === null) return nullCondition(name, field.column, op);
  return isArrayType(field.type) ? arrayCondition(name, field, op, raw) : scalarCondition(name, field, op, raw);
}
