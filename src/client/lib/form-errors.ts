import type { z } from 'zod';
import { MESSAGES } from '#shared/lib/messages';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';

/**
 * Field errors of `values` under `schema` (first message per top-level field, translated), for a
 * Mantine form. A rule that names no message of its own shows the spec's default 'This field has an
 * error' (a per-parse error map: the schema's own messages take precedence over it).
 */
export function zodFieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values, { error: () => MESSAGES.fieldError });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'name')] ??= t(issue.message);
  return errors;
}

/**
 * The field errors of a 400 answer keyed by the field's last path segment
 * ('createProfileRequest.Profile.name' → 'name'), or null when the answer has none.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields = Object.entries(error.fieldErrors).map(([field, message]) => [field.split('.').at(-1) ?? field, t(message)]);
  return fields.length > 0 ? Object.fromEntries(fields) : null;
}
