import { z } from 'zod';
import { ATTACHMENT_MESSAGES as M, ATTACHMENT_NAME_MAX } from '#shared/lib/attachment-messages';

/** The request operation and resource of an update (`{"updateAttachmentRequest": {"Attachment": {…}}}`). */
export const ATTACHMENT_UPDATE_OPERATION = 'updateAttachmentRequest';

/** The kinds of attachment, from the checked content. */
export const ZAttachmentType = z.enum(['document', 'image', 'spreadsheet', 'drawing', 'other']);
export type TAttachmentType = z.infer<typeof ZAttachmentType>;

/** An attachment as the API answers it (spec §3 "Attachment"; `fileName` and `filename` both, as the spec names it twice). */
export const ZAttachment = z.object({
  id: z.number().int(),
  specbookId: z.number().int(),
  type: ZAttachmentType,
  size: z.number().int(),
  extension: z.string(),
  mimeType: z.string(),
  fileName: z.string(),
  filename: z.string(),
  visibleToClients: z.boolean(),
  /** Signed, short-lived addresses (under /api) that open or save this one attachment. */
  links: z.object({ view: z.string(), download: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

const ZFileName = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(ATTACHMENT_NAME_MAX, M.nameTooLong);

/** `updateAttachmentRequest.Attachment`: rename (fileName or filename) and/or the client-visibility flag. */
export const ZAttachmentUpdate = z.strictObject({
  fileName: ZFileName.optional(),
  filename: ZFileName.optional(),
  visibleToClients: z.boolean().optional(),
});
export type TAttachmentUpdate = z.infer<typeof ZAttachmentUpdate>;
