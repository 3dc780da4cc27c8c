import type { FieldError } from './errors';
import { envelopeMessage } from './envelope-message';

/** The parts of a zod issue that matter here (zod 4's `$ZodIssue` fits). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
}

const OPERATION_KEY = /Request$/;
const RESOURCE_KEY = /^[A-Z]/;

/** How many leading path segments are envelope keys: the operation, then a PascalCase resource. */
function envelopeDepth(path: readonly PropertyKey[]): number {
  const [first, second] = path;
  if (typeof first !== 'string' || !OPERATION_KEY.test(first)) return 0;
  return typeof second === 'string' && RESOURCE_KEY.test(second) ? 2 : 1;
}

function toField(issue: IssueLike): FieldError {
  const segments = issue.path.map(String);
  const depth = envelopeDepth(issue.path);
  if (depth === 0 || segments.length > depth) {
    return { field: segments.slice(depth).join('.') || null, message: issue.message };
  }
  // The issue is about the envelope itself (it is missing or not an object).
  const [operation = '', resource] = segments;
  const missing = issue.code === 'invalid_type' && resource !== undefined;
  return { field: segments.join('.'), message: missing ? envelopeMessage(operation, resource) : issue.message };
}

/**
 * Maps zod issues to the API's field errors. The field is the dotted path without the
 * envelope prefix: ['createSpecbookRequest', 'Specbook', 'name'] → 'name';
 * ['filterProfilesRequest', 'filter', 'x'] → 'filter.x'; an issue about the envelope itself
 * keeps the envelope path and says how the body must look. An empty path gives field null.
 */
export function zodIssuesToErrors(issues: readonly IssueLike[]): FieldError[] {
  return issues.map(toField);
}
