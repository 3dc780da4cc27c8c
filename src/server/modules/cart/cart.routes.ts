import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zList, zOne } from '#server/lib/http/envelope';
import { ZAddCartItem, ZCart, ZCartSellerGroup, ZCartSellersMeta, ZRenameCart, ZUpdateCartItem } from '#shared/schemas/cart';
import { addCartItem, getOpenCart, removeCartItem, renameCart, updateCartItem } from './cart.service';
import { listCartSellers } from './cart-sellers.service';

const ZUserParams = z.object({ userId: z.string() });
const ZCartParams = ZUserParams.extend({ id: z.string() });
const ZItemParams = ZCartParams.extend({ joinId: z.string() });
const CART = '/v4/user/:userId/cart/:id';
const TAGS = ['cart'];

/**
 * The cart (spec/business-records.md §2 "Cart drawer", "Cart page", §4 "Cart"; docs/decisions/056).
 * Every call needs the marketplace role (id 11; 403 otherwise) and a cart of the caller (404 otherwise).
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth;

  app.get(
    '/v4/user/:userId/cart',
    { onRequest, schema: { tags: TAGS, summary: "The caller's open cart (made when there is none: 'Cart #{id}' with the room 'Default Category')", params: ZUserParams, response: { 200: zOne(ZCart) } } },
    async (request) => ({ data: await getOpenCart(request.ctx) }),
  );

  app.patch(
    CART,
    { onRequest, schema: { tags: TAGS, summary: 'Rename the cart', params: ZCartParams, body: ZRenameCart, response: { 200: zOne(ZCart) } } },
    async (request) => ({ data: await renameCart(request.ctx, Number(request.params.id), request.body) }),
  );

  app.post(
    `${CART}/items`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Add a product one of the account's sellers offers, at the best offer's price; a product already in the cart adds to its quantity",
        params: ZCartParams,
        body: ZAddCartItem,
        response: { 201: zOne(ZCart) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await addCartItem(request.ctx, Number(request.params.id), request.body) }),
  );

  app.patch(
    `${CART}/items/:joinId`,
    { onRequest, schema: { tags: TAGS, summary: "Change an item's quantity (at least 1)", params: ZItemParams, body: ZUpdateCartItem, response: { 200: zOne(ZCart) } } },
    async (request) => ({ data: await updateCartItem(request.ctx, Number(request.params.id), request.params.joinId, request.body) }),
  );

  app.delete(
    `${CART}/items/:joinId`,
    { onRequest, schema: { tags: TAGS, summary: 'Remove an item from the cart', params: ZItemParams, response: { 200: zOne(ZCart) } } },
    async (request) => ({ data: await removeCartItem(request.ctx, Number(request.params.id), request.params.joinId) }),
  );

  app.get(
    `${CART}/sellers`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'The cart grouped by seller (the purchase-order calculation), with ship-to addresses and shipping methods; meta {total, unassigned, customer}',
        params: ZCartParams,
        response: { 200: zList(ZCartSellerGroup).extend({ meta: ZCartSellersMeta }) },
      },
    },
    async (request) => listCartSellers(request.ctx, Number(request.params.id)),
  );
};
