import { z } from 'zod';
import { SMART_LABEL_MESSAGES as M } from '#shared/lib/smart-label-messages';

/** Upper bounds of a labels payload (a specbook of a few thousand specs fits well within them). */
export const SMART_LABEL_LIMITS = { categories: 1000, ids: 10_000 } as const;

/** A positive integer id (ids are integers, docs DESIGN "Data principles"). */
const ZId = z.number().int().positive().max(2_147_483_647);

/** A path-like id sent as a number or a numeric string (the spec's payload repeats the path ids). */
const ZLooseId = z.union([ZId, z.string().regex(/^[1-9]\d{0,9}$/).transform(Number)]);

/** One category of the selection (spec §3): `except` = the exceptions to includeByDefault. */
export const ZSmartLabelCategory = z.object({
  categoryId: ZId.nullable(),
  includeByDefault: z.boolean(),
  except: z.array(ZId).max(SMART_LABEL_LIMITS.ids).default([]),
});

/**
 * Body of POST {u}/specbook/{id}/smartlabels (spec §7 "Smart labels print" payload, §3 "Smart
 * label selection"): `{userId, specbookId, categories, allSpecbookSpecs}`. userId and specbookId
 * repeat the path and are optional; when given they must match it.
 */
export const ZSmartLabelsPayload = z.object({
  userId: ZLooseId.optional(),
  specbookId: ZLooseId.optional(),
  categories: z
    .array(ZSmartLabelCategory)
    .max(SMART_LABEL_LIMITS.categories)
    .default([])
    .refine((list) => new Set(list.map((c) => c.categoryId)).size === list.length, M.duplicateCategory),
  allSpecbookSpecs: z.boolean().default(false),
});
export type TSmartLabelsPayload = z.infer<typeof ZSmartLabelsPayload>;
