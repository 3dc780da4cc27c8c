import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { specbooks } from '#server/db/schema/index';
import type { Viewer } from '#server/lib/context';
import { ForbiddenError, NotFoundError } from '#server/lib/http/errors';
import { ESPECBOOK_ACCESS_MESSAGES as M } from '#shared/lib/especbook-access-messages';

/**
 * What a token viewer may do on a route (docs/decisions/028):
 * - `read`: any viewer (also the 'viewed' record, which changes nothing the viewer sees);
 * - `comment`: e-Specbook members only, to read or to write comments (a QR viewer gets 403:
 *   a label is public, and comments carry their writers' e-mails);
 * - `event`: e-Specbook members only (events / alerts of the specbook);
 * - `notifications`: members with showNotifications;
 * - `approve`: members with canApprove;
 * - `status`: members with canApprove, and the body may only set status approved or rejected;
 * - `seller`: no viewer (the seller's own writes on the viewed specbook, e.g. line items):
 *   403 'This e-Specbook is read-only.' rather than a 404 that would hide the route;
 * - `pay`: members who see sale prices (invoices are billed at sale prices), to pay an invoice by card.
 */
export type EspecbookAccess = 'read' | 'comment' | 'event' | 'notifications' | 'approve' | 'status' | 'seller' | 'pay';

/**
 * A route's `config.especbook`: the access, or `{access, id?, amounts?}` where `id` says what the
 * route's `:id` param names — the specbook (the default) or its profile ('profile': only the
 * viewed specbook's own profile answers) — and `amounts: 'sale'` says that every money amount of
 * the answer is billed at sale prices (an invoice's subtotal, tax, total, paid…), so a viewer
 * without the sale price receives none of them (see `redactForViewer`).
 */
export type EspecbookRouteConfig = EspecbookAccess | { access: EspecbookAccess; id?: 'specbook' | 'profile'; amounts?: 'sale' };

/** Statuses a viewer with canApprove may set on a spec. */
const VIEWER_STATUSES = new Set(['approved', 'rejected']);

function accessOf(config: EspecbookRouteConfig): EspecbookAccess {
  return typeof config === 'string' ? config : config.access;
}

/** 403 unless the viewer's kind and permissions allow `access`. */
function checkPermission(viewer: Viewer, access: EspecbookAccess): void {
  if (access === 'read') return;
  if (viewer.kind !== 'especbook' || access === 'seller') throw new ForbiddenError(M.readOnly);
  if (access === 'notifications' && !viewer.permissions.showNotifications) throw new ForbiddenError();
  if ((access === 'approve' || access === 'status') && !viewer.permissions.canApprove) throw new ForbiddenError(M.cannotApprove);
  if (access === 'pay' && !viewer.permissions.showSalePrice) throw new ForbiddenError();
}

/** The id of the viewed specbook's profile (null when it has none). */
async function profileIdOf(db: Db, specbookId: number): Promise<number | null> {
  const [row] = await db.select({ profileId: specbooks.profileId }).from(specbooks).where(eq(specbooks.id, specbookId));
  return row?.profileId ?? null;
}

/**
 * The single place where a token viewer's request is limited: routes that did not opt in, and
 * any `:id` other than the viewer's specbook (or its profile), answer 404; writes beyond the
 * viewer's permissions answer 403. Nested ids (rooms, specs, comments, notifications) are
 * scoped to the specbook by the services.
 */
export async function checkViewerRequest(db: Db, viewer: Viewer, config: EspecbookRouteConfig | undefined, params: unknown): Promise<void> {
  if (!config) throw new NotFoundError();
  const id = (params as { id?: string } | undefined)?.id;
  if (id !== undefined) {
    const expected = typeof config === 'object' && config.id === 'profile' ? await profileIdOf(db, viewer.specbookId) : viewer.specbookId;
    if (expected === null || String(expected) !== id) throw new NotFoundError();
  }
  checkPermission(viewer, accessOf(config));
}

/** For `status` routes, once the body is parsed: a viewer may only set status approved or rejected. */
export function checkViewerBody(config: EspecbookRouteConfig | undefined, body: unknown): void {
  if (!config || accessOf(config) !== 'status') return;
  const update = (body as { updateSpecSpecbookRequest?: { SpecSpecbook?: Record<string, unknown> } } | undefined)?.updateSpecSpecbookRequest?.SpecSpecbook;
  const status = (update?.status as { value?: unknown } | undefined)?.value;
  const onlyStatus = update !== undefined && Object.keys(update).every((key) => key === 'status');
  if (!onlyStatus || typeof status !== 'string' || !VIEWER_STATUSES.has(status)) throw new ForbiddenError(M.statusOnly);
}

/**
 * The seller's own figures, never answered to a token viewer whatever its permissions: cost,
 * profit, margin, multiplier, who last priced a spec (docs/decisions/028) and whether the seller's
 * own stock of a spec is overstock (decision 053: a client would read it as room to bargain), and
 * how a price was calculated (decision 064: it tells a multiplier from a hand-set price).
 */
const SELLER_ONLY_KEYS = new Set([
  'cost',
  'hasCost',
  'profit',
  'profitMargin',
  'multiplier',
  'multiplierLabel',
  'totalCost',
  'totalProfitMargin',
  'updatedBy',
  'priceUpdatedBy',
  'priceCalculationLogic',
  'overstock',
]);
const MONEY = /^-?\d+\.\d{2}$/;
/** Money as currency text ('$1,234.50', decision 050), hidden as '$0.00'. */
const CURRENCY = /^-?\$[\d,]+\.\d{2}$/;
/**
 * List-price figures (docs/decisions/028): a price's list / listPrice, a totals block's list, a
 * room's total, a line item's and a specbook's list total (decision 050).
 */
const LIST_KEYS = new Set(['list', 'listPrice', 'totalListPrice', 'listTotal', 'listTotalAsCurrency']);
/**
 * Sale-price figures: a price's sale / salePrice, a spec line's total (sale × qty), a block's
 * sale, a room's total, a line item's unit price (the sale price when set) and the list total
 * answer's sale figures (decision 050).
 */
const SALE_KEYS = new Set(['sale', 'salePrice', 'total', 'displaySaleTotal', 'totalSalesPrice', 'unitPrice', 'subtotal', 'subtotalAsCurrency', 'lineItemsTotal']);
/** Model numbers, answered null to a member without showModelNumbers. */
const MODEL_KEYS = new Set(['modelNumber', 'model', 'baseModel']);
/**
 * People's contact details (team members' e-mails, the client profile's phone, fax, e-mail,
 * address and contact, who changed a status): answered '' to a QR viewer, whoever scanned a label.
 */
const CONTACT_KEYS = new Set(['email', 'emailAddress', 'phone', 'fax', 'address', 'contact']);
/** How many comments a spec has: 0 to a QR viewer, who reads no comments. */
const COMMENT_COUNT_KEYS = new Set(['commentCount']);

/** What prices, model numbers and contacts a viewer may receive (its permissions; a QR viewer: no prices, no contacts). */
interface Visibility {
  list: boolean;
  sale: boolean;
  model: boolean;
  contacts: boolean;
}

/** The viewer fields the redaction reads. */
export type RedactionViewer = Pick<Viewer, 'kind' | 'permissions'>;

function visibilityOf(viewer: RedactionViewer): Visibility {
  const member = viewer.kind === 'especbook';
  return {
    list: member && viewer.permissions.showListPrice,
    sale: member && viewer.permissions.showSalePrice,
    model: viewer.permissions.showModelNumbers,
    contacts: member,
  };
}

/** The neutral stand-in for a hidden value that keeps the response's shape: "0.00", false or null. */
function neutral(value: unknown): unknown {
  if (typeof value === 'string' && MONEY.test(value)) return '0.00';
  if (typeof value === 'boolean') return false;
  return value === undefined ? undefined : null;
}

/** `value` with every money amount in it, at any depth, set to "0.00" (objects in place). */
function zeroMoney(value: unknown): unknown {
  if (typeof value === 'string') return MONEY.test(value) ? '0.00' : CURRENCY.test(value) ? '$0.00' : value;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) record[key] = zeroMoney(item);
  }
  return value;
}

/**
 * A totals summary `{all, list, sale}` (§9 price display rule): `list` needs the list price,
 * `sale` the sale price, and `all` both (its savings = list − sale). A hidden line is all "0.00".
 */
function redactSummary(summary: Record<string, unknown>, seen: Visibility): void {
  const shown: Record<string, boolean> = { all: seen.list && seen.sale, list: seen.list, sale: seen.sale };
  for (const [kind, line] of Object.entries(summary)) {
    if (shown[kind] === false) summary[kind] = zeroMoney(line);
  }
}

/** One object's keys, then its values at any depth. */
function redactRecord(record: Record<string, unknown>, seen: Visibility): void {
  // A spec (it carries a model number): its description is its specification text (§3 "specifications").
  const hideSpecText = !seen.model && 'modelNumber' in record;
  for (const [key, value] of Object.entries(record)) {
    if (SELLER_ONLY_KEYS.has(key)) record[key] = neutral(value);
    else if (!seen.contacts && CONTACT_KEYS.has(key) && typeof value === 'string') record[key] = '';
    else if (!seen.contacts && COMMENT_COUNT_KEYS.has(key) && typeof value === 'number') record[key] = 0;
    else if (!seen.model && (MODEL_KEYS.has(key) || (hideSpecText && key === 'description'))) record[key] = value === undefined ? undefined : null;
    else if (key === 'summary' && value !== null && typeof value === 'object') redactSummary(value as Record<string, unknown>, seen);
    else if ((!seen.list && LIST_KEYS.has(key)) || (!seen.sale && SALE_KEYS.has(key))) record[key] = zeroMoney(value);
    else redact(value, seen);
  }
}

function redact(payload: unknown, seen: Visibility): void {
  if (Array.isArray(payload)) {
    for (const item of payload) redact(item, seen);
    return;
  }
  if (payload === null || typeof payload !== 'object') return;
  redactRecord(payload as Record<string, unknown>, seen);
}

/**
 * Blanks, at any depth and in place, what a token viewer may not receive (docs/decisions/028):
 * - every viewer: the seller's own figures (cost, profit, margin, multiplier, who priced);
 * - no list and no sale price (every QR viewer): every money amount ("1234.50") → "0.00";
 * - no list price: list figures, summary.list and summary.all → "0.00";
 * - no sale price: sale figures, a spec line's total, summary.sale and summary.all → "0.00", and
 *   every amount of a route whose amounts are billed at sale prices (`amounts: 'sale'`: invoices);
 * - no model numbers: modelNumber, model, baseModel and a spec's description → null;
 * - a QR viewer: people's contact details (CONTACT_KEYS) → '', comment counts → 0.
 */
export function redactForViewer(payload: unknown, viewer: RedactionViewer, config?: EspecbookRouteConfig): void {
  const seen = visibilityOf(viewer);
  const saleAmounts = typeof config === 'object' && config.amounts === 'sale';
  if ((!seen.list && !seen.sale) || (saleAmounts && !seen.sale)) zeroMoney(payload);
  redact(payload, seen);
}
