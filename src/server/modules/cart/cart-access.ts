/**
 * Who may use a cart, and which specbook is a cart (docs/decisions/056): a cart is a specbook of
 * the caller's account under its profile of type 'cart', made by the caller. Every cart and
 * checkout call goes through these.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { profiles, specbooks } from '#server/db/schema/index';
import { requireAccess } from '#server/lib/access';
import type { ServiceContext } from '#server/lib/context';
import { ForbiddenError, NotFoundError } from '#server/lib/http/errors';
import { CART_PROFILE, hasMarketplaceRole, SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';

type Reader = Pick<Db, 'select'>;

/** A cart's specbook row. */
export type CartRow = typeof specbooks.$inferSelect;

/**
 * @throws ForbiddenError without the marketplace role (id 11) — the cart is part of full access.
 */
export function requireMarketplaceRole(ctx: ServiceContext): void {
  if (!hasMarketplaceRole(ctx.user.roleNames)) throw new ForbiddenError(M.marketplaceRoleRequired);
}

/**
 * Buying (the cart and checkout) needs full marketplace access and ROLE_SPECMARKET_BUYER (decision 067).
 * @throws ForbiddenError without role 11 ('The marketplace needs a pro account.') or without the buyer role.
 */
export function requireBuyer(ctx: ServiceContext): void {
  requireMarketplaceRole(ctx);
  requireAccess(ctx.user, 'marketplaceBuyer');
}

/**
 * The caller's cart `cartId` (the buyer's roles checked first); with `forUpdate` the specbook row is locked
 * until the transaction ends (checkout serialises on it).
 * @throws ForbiddenError without the buyer's roles; NotFoundError for anything but a cart of the caller.
 */
export async function requireCart(ctx: ServiceContext, db: Reader | Tx, cartId: number, options: { forUpdate?: boolean } = {}): Promise<CartRow> {
  requireBuyer(ctx);
  if (!Number.isInteger(cartId) || cartId <= 0 || cartId > 2_147_483_647) throw new NotFoundError();
  const query = db
    .select({ specbook: specbooks })
    .from(specbooks)
    .innerJoin(profiles, eq(profiles.id, specbooks.profileId))
    .where(
      and(
        eq(specbooks.id, cartId),
        eq(specbooks.accountId, ctx.user.accountId),
        eq(specbooks.userId, ctx.user.id),
        eq(profiles.type, CART_PROFILE.type),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update', { of: specbooks }) : await query;
  if (!row) throw new NotFoundError();
  return row.specbook;
}
