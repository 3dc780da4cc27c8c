import type { z } from 'zod';

/** Field errors of `values` under `schema` (first message per top-level field), for a Mantine form. */
export function zodFieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'name')] ??= issue.message;
  return errors;
}
