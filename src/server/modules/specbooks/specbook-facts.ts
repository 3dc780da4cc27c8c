/**
 * What a specbook answer shows beside its own row (spec/workspace.md §3 "Specbook"), read in the
 * same statement as the row: correlated subqueries over the outer `"specbooks"` row, each served by
 * an index, so a page of 24 specbooks stays one query (no statement per row).
 */
import { sql } from 'drizzle-orm';
import { profiles } from '#server/db/schema/index';
import { OPEN_ALERT_COUNT, TEAM_MEMBER_COUNT } from '#server/modules/boards/card-facts';
import { PURCHASE_ORDER_ROWS, toPurchaseOrderLink, type PurchaseOrderLinkRow } from '#server/modules/purchase-orders/spec-purchase-orders';
import type { TSpecbookPurchaseOrderLink } from '#shared/schemas/purchase-order';

/** The payment terms (days) of the specbook's customer, if it has one with terms. */
const CUSTOMER_TERMS = sql<number | null>`(select c.payment_terms from customers c where c.id = "specbooks"."customer_id")`;

/** The account's default payment terms setting (`specbook.payment_terms`), as stored (text). */
const ACCOUNT_TERMS = sql<string | null>`(select s.value from account_settings s
  where s.account_id = "specbooks"."account_id" and s.key = 'specbook.payment_terms')`;

/** The image of the specbook's first spec that has one, in room order (Miscellaneous last). */
const COVER_IMAGE = sql<string | null>`(select s.image_name from spec_specbooks p
  join specs s on s.id = p.spec_id left join categories c on c.id = p.category_id
  where p.specbook_id = "specbooks"."id" and p.account_id = "specbooks"."account_id" and coalesce(s.image_name, '') <> ''
  order by c.sort_order nulls last, c.id nulls last, p.sort_order, p.id limit 1)`;

/** Columns every specbook answer reads with its row (the select needs `profiles` left-joined). */
export const ANSWER_COLUMNS = {
  profileName: profiles.name,
  customerTerms: CUSTOMER_TERMS,
  accountTerms: ACCOUNT_TERMS,
  coverImage: COVER_IMAGE,
};

/** Columns a list row reads beside {@link ANSWER_COLUMNS}: its alert and team counts and purchase orders. */
export const LIST_COLUMNS = {
  openAlertCount: OPEN_ALERT_COUNT,
  teamMemberCount: TEAM_MEMBER_COUNT,
  purchaseOrders: PURCHASE_ORDER_ROWS,
};

/** A stored whole number of days ('30'), else null. */
export function storedDays(value: string | null): number | null {
  return value !== null && /^\d{1,5}$/.test(value) ? Number(value) : null;
}

/** hasPurchaseOrders and the purchase orders under both of the spec's names. */
export function purchaseOrderFacts(rows: readonly PurchaseOrderLinkRow[]): {
  hasPurchaseOrders: boolean;
  purchaseOrderLinks: TSpecbookPurchaseOrderLink[];
  purchaseOrders: TSpecbookPurchaseOrderLink[];
} {
  const links = rows.map(toPurchaseOrderLink);
  return { hasPurchaseOrders: links.length > 0, purchaseOrderLinks: links, purchaseOrders: links };
}
