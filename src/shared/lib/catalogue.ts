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
