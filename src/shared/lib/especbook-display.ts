/**
 * The e-Specbook's display rules (spec/client-view-and-downloads.md §3 "Display options", §6, §9):
 * what the viewer's team-member permissions show, which totals figure the price display picks,
 * purchase-order mode and the default list/card view. Pure, shared by the page and its tests.
 */
import type { TLineItem } from '#shared/schemas/line-item';
import type { TTotalsBlock, TTotalsSummary } from '#shared/schemas/totals';

/** The viewer's permission flags as GET {u}/specbook/{id}/permissions answers them. */
export type TViewerPermissions = {
  showListPrice: boolean;
  showSalePrice: boolean;
  showModelNumbers: boolean;
  canApprove: boolean;
  showNotifications: boolean;
};

/** What the e-Specbook shows (spec §3 "Display options"). */
export type TDisplayOptions = {
  listPrice: boolean;
  salePrice: boolean;
  modelNumber: boolean;
  specifications: boolean;
  allowStatusUpdate: boolean;
  shipping: boolean;
  showNotifications: boolean;
};

/** The display options derived from the viewer's permissions (shipping is always off). */
export function displayOptionsOf(p: TViewerPermissions): TDisplayOptions {
  return {
    listPrice: p.showListPrice,
    salePrice: p.showSalePrice,
    modelNumber: p.showModelNumbers,
    specifications: p.showModelNumbers,
    allowStatusUpdate: p.canApprove,
    shipping: false,
    showNotifications: p.showNotifications,
  };
}

/** True when any price display is on: the totals sections and widgets show only then. */
export function showsPrices(display: Pick<TDisplayOptions, 'listPrice' | 'salePrice'>): boolean {
  return display.listPrice || display.salePrice;
}

/**
 * The summary the price display rule picks (§9): list and sale → 'all'; list only → 'list';
 * otherwise → 'sale'.
 */
export function summaryKindOf(display: Pick<TDisplayOptions, 'listPrice' | 'salePrice'>): keyof TTotalsSummary {
  if (display.listPrice && display.salePrice) return 'all';
  if (display.listPrice) return 'list';
  return 'sale';
}

/**
 * The one figure a totals widget shows under the price display rule: the subtotal of the picked
 * summary (for list only that is the list total); without summaries, the block's list or sale sum.
 */
export function displayedFigure(block: TTotalsBlock, display: Pick<TDisplayOptions, 'listPrice' | 'salePrice'>): string {
  const kind = summaryKindOf(display);
  return block.summary?.[kind].subtotal ?? (kind === 'list' ? block.list : block.sale);
}

/**
 * The line items a totals section lists (§2.4, §2.6): the quoted section all of them, the
 * approved section the approved ones (status specbookLineStatusIsFinancial).
 */
export function lineItemsShown(items: readonly TLineItem[], kind: 'quoted' | 'approved'): TLineItem[] {
  return kind === 'quoted' ? [...items] : items.filter((item) => item.status.specbookLineStatusIsFinancial);
}

/** A line item's amount under the price display rule: list only → its list total; otherwise its total (unit × qty). */
export function lineItemFigure(item: Pick<TLineItem, 'total' | 'listTotal'>, display: Pick<TDisplayOptions, 'listPrice' | 'salePrice'>): string {
  return summaryKindOf(display) === 'list' ? item.listTotal : item.total;
}

/** The profile fields that decide purchase-order mode. */
export type TOrderProfileFlags = {
  isPurchaseOrderProfile?: boolean;
  isOrdersProfile?: boolean;
  type?: string | null;
};

/**
 * Purchase-order mode (§4.6): the specbook's profile is a purchase-order or orders profile (the
 * flags, or the special types purchase_order and order).
 */
export function isPurchaseOrderMode(profile: TOrderProfileFlags | null | undefined): boolean {
  if (!profile) return false;
  return Boolean(profile.isPurchaseOrderProfile || profile.isOrdersProfile || profile.type === 'purchase_order' || profile.type === 'order');
}

/** The two ways specs are laid out. */
export type TSpecView = 'list' | 'card';

/** Below this window width the view is forced to list (§9). */
export const MOBILE_BREAKPOINT_PX = 768;

/** The default view (§9): list for an orders profile, otherwise card. */
export function defaultSpecView(purchaseOrderMode: boolean): TSpecView {
  return purchaseOrderMode ? 'list' : 'card';
}

/** The view in effect: the chosen one, or list when the window is narrower than 768 px. */
export function effectiveSpecView(chosen: TSpecView, windowWidth: number): TSpecView {
  return windowWidth < MOBILE_BREAKPOINT_PX ? 'list' : chosen;
}

/** Columns of the info grid (§9): 4 in purchase-order mode, otherwise 3. */
export function infoGridColumns(purchaseOrderMode: boolean): number {
  return purchaseOrderMode ? 4 : 3;
}
