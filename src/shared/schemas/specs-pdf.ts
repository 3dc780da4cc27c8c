import { z } from 'zod';
import { IMAGES_PER_PAGE, type TImagesPerPage } from '#shared/lib/specs-pdf-payload';
import { SPECS_PDF_ERRORS as E } from '#shared/lib/specs-pdf-messages';

/** The largest id the API accepts (Postgres integer). */
const MAX_ID = 2_147_483_647;

/** A 0/1 flag of the payload (true/false are accepted too), read as a boolean; `fallback` when absent. */
function zFlag(name: string, fallback: boolean) {
  const message = E.flag(name);
  return z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: message })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 1 || value === true));
}

/**
 * The createSpecsPdf payload (spec/client-view-and-downloads.md §7; the client builds it in
 * `specsPdfPayload`): type "all" | "default" | "images", 0/1 flags, images per page, orientation,
 * the image display flags and, for a one-category download, `categories: [id]` (`[null]` = the
 * Miscellaneous pseudo-room, the specs with no room). Absent keys take
 * the Download modal's defaults (§2.9). Parsed to booleans.
 */
export const ZSpecsPdfPayload = z.object(
  {
    type: z.enum(['all', 'default', 'images'], { error: E.type }).default('all'),
    showModelNumber: zFlag('showModelNumber', false),
    includeSpecifications: zFlag('includeSpecifications', true),
    includeInstallation: zFlag('includeInstallation', false),
    showListPrice: zFlag('showListPrice', false),
    showSalePrice: zFlag('showSalePrice', false),
    showQuantity: zFlag('showQuantity', false),
    showCustomerInfo: zFlag('showCustomerInfo', true),
    showSignatureLine: zFlag('showSignatureLine', false),
    imagesPerPage: z
      .union([z.number(), z.string()], { error: E.imagesPerPage })
      .default(4)
      .transform((value) => Number(value))
      .refine((value): value is TImagesPerPage => (IMAGES_PER_PAGE as readonly number[]).includes(value), E.imagesPerPage),
    orientation: z.enum(['P', 'L'], { error: E.orientation }).default('P'),
    imagesOnly: zFlag('imagesOnly', false),
    showProductNames: zFlag('showProductNames', true),
    showProductDescription: zFlag('showProductDescription', false),
    showImages: zFlag('showImages', true),
    categories: z
      .array(z.union([z.null(), z.coerce.number().int().positive().max(MAX_ID)], { error: E.categories }), { error: E.categories })
      .max(500, E.categories)
      .optional(),
  },
  { error: E.payload },
);
/** The payload as sent. */
export type TSpecsPdfPayloadInput = z.input<typeof ZSpecsPdfPayload>;
/** The payload parsed: booleans, a valid images-per-page count. */
export type TSpecsPdfRequest = z.output<typeof ZSpecsPdfPayload>;
