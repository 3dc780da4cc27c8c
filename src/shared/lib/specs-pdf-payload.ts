/**
 * The Download e-Specbook options (spec/client-view-and-downloads.md §2.9, §9) and the
 * createSpecsPdf payload they make (§7).
 */

/** Images per page offered by the download modal. */
export const IMAGES_PER_PAGE = [1, 2, 4, 6] as const;
export type TImagesPerPage = (typeof IMAGES_PER_PAGE)[number];

/** How the picture portfolio shows each product. */
export const IMAGE_DISPLAYS = ['images', 'imagesWithNames', 'imageWithNameAndDescription'] as const;
export type TImageDisplay = (typeof IMAGE_DISPLAYS)[number];

/** P (portrait) or L (landscape). */
export type TOrientation = 'P' | 'L';

/** The options of the Download e-Specbook modal. */
export type TSpecsPdfOptions = {
  includePortfolio: boolean;
  includeSpecifications: boolean;
  includeInstallation: boolean;
  showListPrice: boolean;
  showSalePrice: boolean;
  showQuantity: boolean;
  showModelNumber: boolean;
  showCustomerInfo: boolean;
  showSignatureLine: boolean;
  orientation: TOrientation;
  imagesPerPage: TImagesPerPage;
  imageDisplay: TImageDisplay;
};

/**
 * The createSpecsPdf payload (§7): 0/1 flags, the image options and, for one category, its id
 * (`null` = the Miscellaneous pseudo-room, which has no id: specs with no room).
 */
export type TSpecsPdfPayload = {
  type: 'all' | 'default' | 'images';
  showModelNumber: 0 | 1;
  includeSpecifications: 0 | 1;
  includeInstallation: 0 | 1;
  showListPrice: 0 | 1;
  showSalePrice: 0 | 1;
  showQuantity: 0 | 1;
  showCustomerInfo: 0 | 1;
  showSignatureLine: 0 | 1;
  imagesPerPage: TImagesPerPage;
  orientation: TOrientation;
  imagesOnly: 0 | 1;
  showProductNames: 0 | 1;
  showProductDescription: 0 | 1;
  showImages: 0 | 1;
  categories?: (number | null)[];
};

/** The modal's defaults (§2.9); "Include Specifications & Info" follows the viewer's display. */
export function defaultSpecsPdfOptions(specifications: boolean): TSpecsPdfOptions {
  return {
    includePortfolio: true,
    includeSpecifications: specifications,
    includeInstallation: false,
    showListPrice: false,
    showSalePrice: false,
    showQuantity: false,
    showModelNumber: false,
    showCustomerInfo: true,
    showSignatureLine: false,
    orientation: 'P',
    imagesPerPage: 4,
    imageDisplay: 'imagesWithNames',
  };
}

/** Whether the options describe anything to download: the portfolio or the specifications (§2.9). */
export function canDownloadSpecsPdf(options: Pick<TSpecsPdfOptions, 'includePortfolio' | 'includeSpecifications'>): boolean {
  return options.includePortfolio || options.includeSpecifications;
}

/**
 * The options after one change, with the §2.9 rules applied: portfolio off turns the list and
 * sale prices off; specifications off turns installation off.
 */
export function changeSpecsPdfOption<K extends keyof TSpecsPdfOptions>(options: TSpecsPdfOptions, key: K, value: TSpecsPdfOptions[K]): TSpecsPdfOptions {
  const next = { ...options, [key]: value };
  if (!next.includePortfolio) Object.assign(next, { showListPrice: false, showSalePrice: false });
  if (!next.includeSpecifications) next.includeInstallation = false;
  return next;
}

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/**
 * The createSpecsPdf payload of `options` (§7): type "all" (specs and images), "default" (specs
 * only) or "images"; 0/1 flags with the §2.9 rules enforced; `categories` = [categoryId] for a
 * single-category download: `categoryId` null is the Miscellaneous category (sent as
 * `categories: [null]`), absent (undefined) the whole specbook.
 * @throws RangeError when neither the portfolio nor the specifications are included.
 * @example specsPdfPayload(defaultSpecsPdfOptions(true), 12).type → 'all'
 * @example specsPdfPayload(defaultSpecsPdfOptions(true), null).categories → [null]
 */
export function specsPdfPayload(options: TSpecsPdfOptions, categoryId?: number | null): TSpecsPdfPayload {
  if (!canDownloadSpecsPdf(options)) throw new RangeError('Nothing to download: include the picture portfolio or the specifications.');
  const portfolio = options.includePortfolio;
  const specifications = options.includeSpecifications;
  const payload: TSpecsPdfPayload = {
    type: portfolio && specifications ? 'all' : specifications ? 'default' : 'images',
    showModelNumber: flag(options.showModelNumber),
    includeSpecifications: flag(specifications),
    includeInstallation: flag(specifications && options.includeInstallation),
    showListPrice: flag(portfolio && options.showListPrice),
    showSalePrice: flag(portfolio && options.showSalePrice),
    showQuantity: flag(options.showQuantity),
    showCustomerInfo: flag(options.showCustomerInfo),
    showSignatureLine: flag(options.showSignatureLine),
    imagesPerPage: options.imagesPerPage,
    orientation: options.orientation,
    imagesOnly: flag(options.imageDisplay === 'images'),
    showProductNames: flag(options.imageDisplay !== 'images'),
    showProductDescription: flag(options.imageDisplay === 'imageWithNameAndDescription'),
    showImages: flag(portfolio),
  };
  if (categoryId !== undefined) payload.categories = [categoryId];
  return payload;
}
