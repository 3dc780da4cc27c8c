import { z } from 'zod';
import { ValidationError } from './errors';
import { isPlainObject } from './plain-object';
import { envelopeMessage } from './envelope-message';

export { zodIssuesToErrors, type IssueLike } from './zod-issues';
export { envelopeMessage } from './envelope-message';

/**
 * The operation object of a wrapped body: `{"filterProfilesRequest": {filter, sort}}` → `{filter, sort}`.
 * @throws ValidationError (field = the operation key) when the body is not so wrapped.
 */
export function unwrapOperation(body: unknown, operationKey: string): Record<string, unknown> {
  const operation = isPlainObject(body) ? body[operationKey] : undefined;
  if (!isPlainObject(operation)) throw ValidationError.field(operationKey, envelopeMessage(operationKey));
  return operation;
}

/**
 * The resource of a wrapped body: `{"createSpecbookRequest": {"Specbook": {...}}}` → `{...}`.
 * @throws ValidationError 'Request body must be {"createSpecbookRequest": {"Specbook": {...}}}.'
 *   (field `createSpecbookRequest.Specbook`) when the body is not so wrapped.
 */
export function unwrapRequest(body: unknown, operationKey: string, resourceKey: string): Record<string, unknown> {
  const operation = isPlainObject(body) ? body[operationKey] : undefined;
  const resource = isPlainObject(operation) ? operation[resourceKey] : undefined;
  if (isPlainObject(resource)) return resource;
  throw ValidationError.field(`${operationKey}.${resourceKey}`, envelopeMessage(operationKey, resourceKey));
}

/**
 * The zod schema of a wrapped body, for a route's `schema.body` (and so its OpenAPI document):
 * zEnvelope('createSpecbookRequest', 'Specbook', ZSpecbookCreate) accepts
 * `{"createSpecbookRequest": {"Specbook": {...}}}`. Other keys beside the envelope (userId,
 * specbookId) are allowed and dropped. A missing envelope gets the message of {@link envelopeMessage}.
 */
export function zEnvelope<Op extends string, Res extends string, T extends z.ZodType>(
  operationKey: Op,
  resourceKey: Res,
  inner: T,
): z.ZodObject<Record<Op, z.ZodObject<Record<Res, T>>>> {
  const error = envelopeMessage(operationKey, resourceKey);
  // Computed keys widen to `string`; the records restore the literal key types.
  const operation = z.object({ [resourceKey]: inner } as Record<Res, T>, { error });
  return z.object({ [operationKey]: operation } as Record<Op, typeof operation>, { error });
}

/**
 * The zod schema of a body wrapped by its operation only, `{"cloneSharedSpecbookRequest": {…}}`;
 * a missing or non-object operation gets the message of {@link envelopeMessage}.
 */
export function zOperation<Op extends string, T extends z.ZodType>(operationKey: Op, inner: T) {
  const error = envelopeMessage(operationKey);
  const operation = z.custom<unknown>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { error }).pipe(inner);
  return z.object({ [operationKey]: operation } as Record<Op, typeof operation>, { error });
}

/** Sort as a body carries it: `{"asc": "name"}` or `{"desc": ["updatedAt", "id"]}`. */
export const ZSortInput = z.strictObject({
  asc: z.union([z.string(), z.array(z.string())]).optional(),
  desc: z.union([z.string(), z.array(z.string())]).optional(),
});

/**
 * The zod schema of a filter-style body, `{"<op>": {filter?, sort?, search?, cursor?, …}}`.
 * The filter stays free-form here: compileFilter (filters.ts) checks it against the resource's whitelist.
 */
export function zFilterRequest<Op extends string>(operationKey: Op) {
  const operation = z.looseObject(
    {
      filter: z.record(z.string(), z.unknown()).optional(),
      sort: ZSortInput.optional(),
      search: z.string().optional(),
      cursor: z.string().optional(),
    },
    { error: envelopeMessage(operationKey) },
  );
  return z.object({ [operationKey]: operation } as Record<Op, typeof operation>, {
    error: envelopeMessage(operationKey),
  });
}

/** One record's answer: `{"data": {…}}`. */
export function one<T>(record: T): { data: T } {
  return { data: record };
}

/** A list answer without pagination: `{"data": [ … ]}`, with `count`, `facets`, … from `extra`. */
export function list<T, E extends Record<string, unknown> = Record<never, never>>(
  rows: T[],
  extra?: E,
): { data: T[] } & E {
  return { ...(extra ?? ({} as E)), data: rows };
}

/** The zod schema of a one-record answer, for a route's `schema.response`. */
export function zOne<T extends z.ZodType>(inner: T) {
  return z.object({ data: inner });
}

/** The zod schema of an unpaginated list answer. */
export function zList<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}
