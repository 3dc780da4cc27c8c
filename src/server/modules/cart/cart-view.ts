/**
 * The cart answer (ZCart; spec/business-records.md §3 "Cart"): the cart specbook's specs as
 * items with the best current offer's seller, lead time and inventory, the quantity count and the
 * Total of the totals service.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { categories, specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { bestOffer } from '#server/modules/purchase-orders/order-calculation';
import { loadOffers, type OrderOffer } from '#server/modules/purchase-orders/order-sources';
import { getSpecbookTotals } from '#server/modules/totals/totals.service';
import { specImageSrc } from '#shared/lib/catalogue';
import { fromCents, toCents } from '#shared/lib/money';
import { oneOf } from '#shared/lib/one-of';
import { INVENTORY_STATUSES, LEAD_TIMES, type TInventoryStatus, type TLeadTime } from '#shared/lib/sellers';
import { CART_IMAGE_SIZE } from '#shared/lib/specmarket';
import type { TCart, TCartItem } from '#shared/schemas/cart';
import type { CartRow } from './cart-access';
import { cartRoom } from './open-cart';

type Reader = Pick<Db, 'select'>;

/** A cart spec as read, before its offer is known. */
interface CartLine {
  joinId: number;
  specId: number;
  name: string;
  manufacturerName: string;
  modelNumber: string;
  upc: string | null;
  imageName: string | null;
  quantity: number;
  price: string | null;
  listPrice: string | null;
}

const listPrice = sql<string | null>`coalesce(${specSpecbooks.listPrice}, ${specs.listPrice})`;

/** The cart's specs in room and spec order; price is the sale price as the totals count it (falling back to the list price). */
export async function readCartLines(db: Reader, cart: Pick<CartRow, 'id' | 'accountId'>): Promise<CartLine[]> {
  return db
    .select({
      joinId: specSpecbooks.id,
      specId: specSpecbooks.specId,
      name: sql<string>`coalesce(${specSpecbooks.name}, ${specs.name})`,
      manufacturerName: specs.manufacturerName,
      modelNumber: specs.modelNumber,
      upc: specs.upc,
      imageName: specs.imageName,
      quantity: specSpecbooks.quantity,
      price: sql<string | null>`coalesce(${specSpecbooks.salePrice}, ${listPrice})`,
      listPrice,
    })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .leftJoin(categories, eq(categories.id, specSpecbooks.categoryId))
    .where(and(eq(specSpecbooks.specbookId, cart.id), eq(specSpecbooks.accountId, cart.accountId)))
    .orderBy(sql`${categories.sortOrder} asc nulls last`, asc(specSpecbooks.sortOrder), asc(specSpecbooks.id));
}

/** A money amount as a 2-decimal string, or null. */
function money(value: string | null): string | null {
  return value === null ? null : fromCents(toCents(value));
}

/** The API shape of a cart spec, with its best current offer (if any seller still offers it). */
export function toCartItem(line: CartLine, offer: OrderOffer | undefined): TCartItem {
  return {
    id: line.joinId,
    joinID: line.joinId,
    specID: line.specId,
    image: line.imageName ? specImageSrc(line.imageName, CART_IMAGE_SIZE) : null,
    name: line.name,
    manufacturer: line.manufacturerName,
    model: line.modelNumber,
    upc: line.upc,
    price: money(line.price),
    listPrice: money(line.listPrice),
    brand: { name: line.manufacturerName },
    quantity: line.quantity,
    leadTime: oneOf<TLeadTime>(LEAD_TIMES, offer?.leadTime),
    inventory: { status: oneOf<TInventoryStatus>(INVENTORY_STATUSES, offer?.inventoryStatus), quantity: offer?.inventoryQuantity ?? null },
    seller: offer ? { id: offer.sellerId, name: offer.sellerName } : null,
  };
}

/**
 * The cart answer of a cart of the caller (requireCart or openCart gave it). The room
 * 'Default Category' is made again when the user deleted it. The Total is the quoted totals'
 * summary (what can be ordered: optional and rejected specs are not), from the totals service's
 * per-version cache.
 */
export async function loadCart(ctx: ServiceContext, cart: CartRow): Promise<TCart> {
  const [room, lines, totals] = await Promise.all([cartRoom(ctx, cart), readCartLines(ctx.db, cart), getSpecbookTotals(ctx, cart.id, { types: [], summary: true })]);
  const offers = await loadOffers(ctx.db, cart.accountId, lines.map((line) => line.specId));
  return {
    id: cart.id,
    specbookID: cart.id,
    name: cart.name,
    profile: { id: cart.profileId! },
    category: room,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    items: lines.map((line) => toCartItem(line, bestOffer(offers, line.specId))),
    totals: { summary: { all: { total: totals.quoted.summary?.all.total ?? '0.00' } } },
    updatedAt: cart.updatedAt.toISOString(),
  };
}
