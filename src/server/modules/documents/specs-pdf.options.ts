/**
 * What a specs PDF shows: the createSpecsPdf payload read as switches, with the Download modal's
 * rules (§2.9) applied on the server too and, for a token viewer, every figure capped by the
 * viewer's display permissions (docs/decisions/028, 032): a PDF is not JSON, so the response
 * redaction of `redactForViewer` never sees it and the same rules are applied here.
 */
import type { Viewer } from '#server/lib/context';
import { displayOptionsOf } from '#shared/lib/especbook-display';
import type { TImagesPerPage, TOrientation } from '#shared/lib/specs-pdf-payload';
import { ZSpecsPdfPayload, type TSpecsPdfPayloadInput } from '#shared/schemas/specs-pdf';

/** How the picture portfolio captions each image. */
export type TPortfolioCaption = 'none' | 'name' | 'nameAndDescription';

/** The switches of one specs PDF. */
export interface SpecsPdfOptions {
  /** The picture portfolio (type "all" or "images"). */
  portfolio: boolean;
  /** One page per product (type "all" or "default"). */
  productPages: boolean;
  /** Spec sheets (document type 2) merged after each product page. */
  specSheets: boolean;
  /** Installation documents (type 3) merged after each product page (needs specSheets, §2.9). */
  installation: boolean;
  /** Product descriptions (the viewer's "specifications" display). */
  descriptions: boolean;
  modelNumber: boolean;
  listPrice: boolean;
  salePrice: boolean;
  quantity: boolean;
  customerInfo: boolean;
  signatureLine: boolean;
  imagesPerPage: TImagesPerPage;
  orientation: TOrientation;
  caption: TPortfolioCaption;
  /** Only these rooms (null = Miscellaneous); all when empty. */
  categoryIds: (number | null)[];
}

function captionOf(p: { imagesOnly: boolean; showProductNames: boolean; showProductDescription: boolean }): TPortfolioCaption {
  if (p.imagesOnly || !p.showProductNames) return 'none';
  return p.showProductDescription ? 'nameAndDescription' : 'name';
}

/** The caps of a token viewer: a QR viewer sees no prices and no customer; a member what its flags allow. */
function capForViewer(options: SpecsPdfOptions, viewer: Viewer | undefined): SpecsPdfOptions {
  if (!viewer) return options;
  const display = displayOptionsOf(viewer.permissions);
  const member = viewer.kind === 'especbook';
  return {
    ...options,
    listPrice: options.listPrice && member && display.listPrice,
    salePrice: options.salePrice && member && display.salePrice,
    modelNumber: options.modelNumber && display.modelNumber,
    descriptions: options.descriptions && display.specifications,
    specSheets: options.specSheets && display.specifications,
    installation: options.installation && display.specifications,
    customerInfo: options.customerInfo && member,
  };
}

/**
 * The switches of a createSpecsPdf payload (raw or already parsed) for `viewer` (none for the
 * seller). Throws the payload's ZodError when it is invalid.
 */
export function specsPdfOptions(payload: TSpecsPdfPayloadInput, viewer?: Viewer): SpecsPdfOptions {
  const p = ZSpecsPdfPayload.parse(payload);
  const productPages = p.type !== 'images';
  const specSheets = productPages && p.includeSpecifications;
  return capForViewer(
    {
      portfolio: p.type === 'images' || (p.type === 'all' && p.showImages),
      productPages,
      specSheets,
      installation: specSheets && p.includeInstallation,
      descriptions: true,
      modelNumber: p.showModelNumber,
      listPrice: p.showListPrice,
      salePrice: p.showSalePrice,
      quantity: p.showQuantity,
      customerInfo: p.showCustomerInfo,
      signatureLine: p.showSignatureLine,
      imagesPerPage: p.imagesPerPage as TImagesPerPage,
      orientation: p.orientation,
      caption: captionOf(p),
      categoryIds: p.categories ?? [],
    },
    viewer,
  );
}
