import type { z } from 'zod';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';

/** Field errors of a zod check, keyed by each issue's last path segment (the form's field name). */
export function zodFieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path.at(-1) ?? 'form')] ??= t(issue.message);
  return errors;
}

/** A failed save's field errors, keyed by the last segment of the server's field ('extra.socialMedia.facebook' → 'facebook'). */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) out[field.split('.').at(-1) ?? field] ??= t(message);
  return out;
}
