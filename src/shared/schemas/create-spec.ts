import { z } from 'zod';
import { CREATE_SPEC_LIMITS as L, CREATE_SPEC_MESSAGES as M, richTextToPlain } from '#shared/lib/create-spec-messages';
import { SPEC_DOCUMENT_TYPES } from '#shared/lib/catalogue';
import { ZMissingManufacturer } from './manufacturer';

/** '' (and missing) means "not given". */
const blank = (v: string | undefined | null): string | undefined => {
  const t = v?.trim();
  return t ? t : undefined;
};

const zText = z.string().nullish().transform(blank);

/** A list price as typed: digits with up to 2 decimals, at least 0.01; blank is null. */
export const zListPrice = z
  .string()
  .nullish()
  .transform(blank)
  .superRefine((v, ctx) => {
    if (v === undefined) return;
    if (!/^-?\d*(\.\d{1,2})?$/.test(v) || v === '.' || v === '-') ctx.addIssue({ code: 'custom', message: M.priceDigits });
    else if (!(Number(v) >= 0.01)) ctx.addIssue({ code: 'custom', message: M.pricePositive });
  })
  .transform((v) => (v === undefined ? null : Number(v).toFixed(2)));

/**
 * The text fields of Create Spec as the multipart body (and the modal's form) carries them:
 * every value a string (spec §5 "Create Spec"). Blank fields are dropped; a manufacturer is
 * either an id or a new one (company + url, created in the same transaction).
 */
export const ZCreateSpecFields = z
  .object({
    manufacturerID: zText,
    company: zText,
    url: zText,
    modelNumber: z
      .string({ error: M.modelRequired })
      .trim()
      .min(1, M.modelRequired)
      .min(L.modelMin, M.modelLength)
      .max(L.modelMax, M.modelLength),
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMax, M.nameMax),
    description: zText.refine((v) => v === undefined || (richTextToPlain(v).length <= L.descriptionMax && v.length <= L.descriptionHtmlMax), M.descriptionMax),
    upc: zText.refine((v) => v === undefined || v.length <= L.upcMax, M.upcLength),
    price: zListPrice,
    hasCustomDoc: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => v === 'true' || v === '1'),
    customDocName: zText,
  })
  .superRefine((v: { manufacturerID?: string; company?: string; url?: string; hasCustomDoc?: boolean; customDocName?: string }, ctx) => {
    const newManufacturer = v.company !== undefined || v.url !== undefined;
    if (newManufacturer) {
      const parsed = ZMissingManufacturer.safeParse({ company: v.company ?? '', url: v.url ?? '' });
      const seen = new Set<string>();
      for (const issue of parsed.error?.issues ?? []) {
        const key = issue.path.join('.');
        if (!seen.has(key)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        seen.add(key);
      }
    } else if (v.manufacturerID === undefined) {
      ctx.addIssue({ code: 'custom', path: ['manufacturerID'], message: M.manufacturerRequired });
    } else if (!/^\d{1,9}$/.test(v.manufacturerID) || Number(v.manufacturerID) <= 0) {
      ctx.addIssue({ code: 'custom', path: ['manufacturerID'], message: M.manufacturerInvalid });
    }
    if (v.hasCustomDoc && v.customDocName === undefined) {
      ctx.addIssue({ code: 'custom', path: ['customDocName'], message: M.customDocNameRequired });
    }
    if (v.customDocName !== undefined && v.customDocName.length > L.customDocNameMax) {
      ctx.addIssue({ code: 'custom', path: ['customDocName'], message: M.customDocNameMax });
    }
    // Runs even when other fields failed, so that every mistake is reported at once.
  }, { when: () => true });
export type TCreateSpecFieldsInput = z.input<typeof ZCreateSpecFields>;
export type TCreateSpecFields = z.output<typeof ZCreateSpecFields>;

/** Fields of POST {u}/specs/{specId}/documents (multipart, with documentFile). */
export const ZDocumentFields = z.object({
  documentTypeId: z
    .string({ error: M.documentTypeInvalid })
    .regex(/^\d+$/, M.documentTypeInvalid)
    .transform(Number)
    .refine((n) => (Object.values(SPEC_DOCUMENT_TYPES) as number[]).includes(n), M.documentTypeInvalid),
  documentName: z
    .string({ error: M.documentNameLength })
    .trim()
    .min(L.documentNameMin, M.documentNameLength)
    .max(L.documentNameMax, M.documentNameLength),
});
export type TDocumentFields = z.output<typeof ZDocumentFields>;

/** A spec document as the API answers it (spec/workspace.md §3 "Spec document"). */
export const ZSpecDocument = z.object({
  id: z.number().int(),
  specID: z.number().int(),
  type: z.number().int(),
  documentTypeId: z.number().int(),
  name: z.string(),
  /** Storage key of the file (docPath). */
  path: z.string(),
  docPath: z.string(),
  /** Where to read the file: public for images, an authenticated download for documents. */
  url: z.string(),
  docUrl: z.string(),
  /** Public URL of an image's 100×100 thumbnail; null for documents. */
  thumbnailUrl: z.string().nullable(),
  contentType: z.string(),
  size: z.number().int(),
  /** true for the platform's own documents of a global spec (read-only for users). */
  global: z.boolean(),
  updatedAt: z.string(),
});
export type TSpecDocument = z.infer<typeof ZSpecDocument>;

/** The spec Create Spec answers: the new spec with its manufacturer and documents. */
export const ZCreatedSpec = z.object({
  id: z.number().int(),
  specID: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  modelNumber: z.string(),
  model: z.string(),
  manufacturerID: z.number().int(),
  manufacturerName: z.string(),
  manufacturer: z.object({ id: z.number().int(), name: z.string(), global: z.boolean() }),
  upc: z.string().nullable(),
  price: z.object({ list: z.string().nullable() }),
  imageName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  global: z.boolean(),
  archived: z.boolean(),
  documents: z.array(ZSpecDocument),
  docs: z.array(ZSpecDocument),
});
export type TCreatedSpec = z.infer<typeof ZCreatedSpec>;
