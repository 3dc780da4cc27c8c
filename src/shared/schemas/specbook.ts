import { z } from 'zod';

/** Query of GET {u}/specbook (list and header search). */
export const ZSpecbookListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  perPage: z.coerce.number().int().min(1, 'perPage must be at least 1.').max(100, 'perPage must be at most 100.').default(24),
  cursor: z.string().optional(),
  includeArchived: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type TSpecbookListQuery = z.infer<typeof ZSpecbookListQuery>;
