/**
 * Catalogue rules shared by the server (SQL mirrors them), the client and the seed:
 * model-number normalisation, variants' base model, and the spec document types.
 */

/**
 * A model number as search compares it: lower-cased, everything but letters and digits removed
 * ('K-2345 BN' → 'k2345bn'). The specs.model_normalized column is computed by the same rule.
 */
export function normalizeModel(model: string): string {
  return model.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The model without its finish suffix (the last '-', ' ' or '/'-separated part when the model has
 * more than one): 'AQ-4512-BN' → 'AQ-4512'. Specs of one manufacturer sharing it are variants.
 */
export function baseModelOf(model: string): string {
  const trimmed = model.trim();
  const cut = Math.max(trimmed.lastIndexOf('-'), trimmed.lastIndexOf(' '), trimmed.lastIndexOf('/'));
  return cut > 0 ? trimmed.slice(0, cut) : trimmed;
}

/**
 * Spec document types (spec/workspace.md §3 "Spec document"): image 1, specification 2,
 * installation 3, partsBreakdown 4 as the spec gives them; warranty, safety data sheet and custom
 * are numbered here (the spec does not show theirs).
 */
export const SPEC_DOCUMENT_TYPES = {
  image: 1,
  specification: 2,
  installation: 3,
  partsBreakdown: 4,
  warranty: 5,
  safetyDataSheet: 6,
  custom: 7,
} as const;

export type TSpecDocumentTypeName = keyof typeof SPEC_DOCUMENT_TYPES;

/** Where uploaded spec images are served (an <img> cannot send a bearer token): `{prefix}{documentId}/{name}`. */
export const SPEC_IMAGE_URL_PREFIX = '/api/files/spec-documents/';

/** Edge of the square thumbnail made for every uploaded image. */
export const SPEC_THUMBNAIL_PX = 100;

/**
 * The URL to show an image at `size` px: an uploaded image shown at thumbnail size or smaller
 * reads its 100×100 thumbnail (`?size=100`); anything else (demo and manufacturer URLs, larger
 * sizes) the image itself.
 */
export function specImageSrc(imageName: string, size: number): string {
  return imageName.startsWith(SPEC_IMAGE_URL_PREFIX) && size <= SPEC_THUMBNAIL_PX ? `${imageName}?size=${SPEC_THUMBNAIL_PX}` : imageName;
}
