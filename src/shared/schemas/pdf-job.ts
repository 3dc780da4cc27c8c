import { z } from 'zod';
import { PDF_JOB_MESSAGES as M } from '#shared/lib/pdf-job-messages';

/** A PDF job's states (§3 "PDF job"; docs/decisions/035). */
export const PDF_JOB_STATUSES = ['created', 'active', 'completed', 'failed'] as const;
export type TPdfJobStatus = (typeof PDF_JOB_STATUSES)[number];

/**
 * POST {u}/pdf inside {"createPdfRequest": {"Pdf": …}}: the document type, its specbook and the
 * builder's own options (checked against the type's schema).
 */
export const ZPdfJobCreate = z.object({
  type: z.string({ error: M.typeRequired }).trim().min(1, M.typeRequired).max(40, M.typeRequired),
  specbookId: z.coerce.number({ error: M.specbookRequired }).int(M.specbookRequired).positive(M.specbookRequired).max(2_147_483_647, M.specbookRequired),
  options: z.record(z.string(), z.unknown()).optional(),
});
export type TPdfJobCreate = z.infer<typeof ZPdfJobCreate>;

/** A PDF job as createPdf and fetchPdf answer it: `url` is null until the file is ready. */
export const ZPdfJob = z.object({
  id: z.number().int(),
  status: z.enum(PDF_JOB_STATUSES),
  type: z.string(),
  specbookId: z.number().int(),
  /** The authenticated download of the finished file (GET {u}/pdf/{id}/file), once completed. */
  url: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPdfJob = z.infer<typeof ZPdfJob>;
