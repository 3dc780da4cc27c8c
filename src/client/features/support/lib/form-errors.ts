import type { z } from 'zod';
import { t } from '#client/lib/i18n';

/**
 * The first message per top-level field when `values` fail `schema` (the server's own rules),
 * as a Mantine form's errors in the interface's language; `{}` when they pass. `rename` maps a schema field to a form field.
 */
export function zodFormErrors(schema: z.ZodType, values: unknown, rename: Record<string, string> = {}): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = rename[key] ?? key;
    errors[field] ??= t(issue.message);
  }
  return errors;
}
