import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, one, zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { ValidationError } from '#server/lib/http/errors';
import { pageEnvelope } from '#server/lib/http/pagination';
import { parseListQuery, queryBool, ZListQuerystring } from '#server/lib/http/query';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import { zPageList } from '#shared/schemas/pagination';
import { ZSeller, ZSellerCreateRequest, ZSellerOffer, ZSellerOfferCreate, ZSellerOfferUpdate, ZSellerUpdateRequest, ZVendorOffer } from '#shared/schemas/seller';
import { createSellerOffer, deleteSellerOffer, listSellerOffers, listSpecSellers, updateSellerOffer } from './offers.service';
import { toSeller, toSellerOffer, toVendorOffer } from './seller-view';
import { createSeller, getSeller, listSellers, updateSeller } from './sellers.service';

const USER = '/v4/user/:userId';
const SELLER = `${USER}/seller`;
const ZUserParams = z.object({ userId: z.string() });
const ZSellerParams = ZUserParams.extend({ sellerId: z.string() });
const ZOfferParams = ZSellerParams.extend({ offerId: z.string() });
const tags = ['sellers'];

const sellerFields =
  'name (or company), title, email, phone, paymentTerms (or terms; days 0–365), policies: {terms, return} (plain text), preferred, ' +
  'address: {shipping: {line1, line2, city, state, zipCode}}';
const offerFields = 'price (USD, null = on request), leadTime (one of the lead times), inventory: {status: in_stock|available|overstock, quantity}, location';

/**
 * Sellers and their offers (spec/business-records.md §3 "Seller and offer", §7 "Sellers";
 * docs/decisions/053): the account's vendors, their offers per catalogue spec, the sellers of a
 * spec, and geocoding of an address.
 */
export const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SELLER,
    {
      onRequest: app.requireAuth,
      config: { queryFilters: ['preferred', 'ownStock'] },
      schema: {
        tags,
        summary:
          "The account's sellers by name with offerCount and openPurchaseOrderCount: search (name, title, e-mail, city, state), filter[preferred]=true|false, " +
          'filter[ownStock]=true (the own-stock seller, left out otherwise); page-numbered (page, perPage; 24 a page)',
        params: ZUserParams,
        querystring: ZListQuerystring,
        response: { 200: zPageList(ZSeller) },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query);
      const preferred = queryBool(q.filter.preferred, 'filter.preferred');
      const ownStock = queryBool(q.filter.ownStock, 'filter.ownStock');
      const result = await listSellers(request.ctx, { search: q.search, preferred, ownStock, page: q.page, perPage: q.perPage });
      return pageEnvelope({ ...result, url: request.url, map: toSeller });
    },
  );

  app.post(
    SELLER,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: `Creates a seller, placed on the map from its shipping address: {"createSellerRequest": {"Seller": {${sellerFields}}}}`,
        params: ZUserParams,
        body: zEnvelope('createSellerRequest', 'Seller', ZSellerCreateRequest),
        response: { 201: zOne(ZSeller) },
      },
    },
    async (request, reply) => reply.status(201).send(one(toSeller(await createSeller(request.ctx, app.geocoder, request.body.createSellerRequest.Seller)))),
  );

  app.get(
    `${SELLER}/:sellerId`,
    { onRequest: app.requireAuth, schema: { tags, summary: 'One of the account’s sellers', params: ZSellerParams, response: { 200: zOne(ZSeller) } } },
    async (request) => one(toSeller(await getSeller(request.ctx, request.params.sellerId))),
  );

  app.patch(
    `${SELLER}/:sellerId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: `Updates a seller (used for preferred); a new shipping address is geocoded again: {"updateSellerRequest": {"Seller": {…any of ${sellerFields}}}}`,
        params: ZSellerParams,
        body: zEnvelope('updateSellerRequest', 'Seller', ZSellerUpdateRequest),
        response: { 200: zOne(ZSeller) },
      },
    },
    async (request) => one(toSeller(await updateSeller(request.ctx, app.geocoder, request.params.sellerId, request.body.updateSellerRequest.Seller))),
  );

  app.get(
    `${SELLER}/:sellerId/offers`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          "One page of the seller's offers, cheapest first (price on request last, then by product name); each names the seller in brief ({id, name, preferred, ownStock}): " +
          "search (every word in the product's name, model number or manufacturer); page-numbered (page, perPage; 24 a page)",
        params: ZSellerParams,
        querystring: ZListQuerystring,
        response: { 200: zPageList(ZVendorOffer) },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query);
      const result = await listSellerOffers(request.ctx, request.params.sellerId, { search: q.search, page: q.page, perPage: q.perPage });
      return pageEnvelope({ ...result, url: request.url, map: toVendorOffer });
    },
  );

  app.post(
    `${SELLER}/:sellerId/offers`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: `Adds the seller's offer for a catalogue spec (409 when it has one): {"createSellerOfferRequest": {"Offer": {spec: {id}, ${offerFields}}}}`,
        params: ZSellerParams,
        body: zEnvelope('createSellerOfferRequest', 'Offer', ZSellerOfferCreate),
        response: { 201: zOne(ZSellerOffer) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(one(toSellerOffer(await createSellerOffer(request.ctx, request.params.sellerId, request.body.createSellerOfferRequest.Offer)))),
  );

  app.patch(
    `${SELLER}/:sellerId/offers/:offerId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: `Updates an offer: {"updateSellerOfferRequest": {"Offer": {…any of ${offerFields}}}}`,
        params: ZOfferParams,
        body: zEnvelope('updateSellerOfferRequest', 'Offer', ZSellerOfferUpdate),
        response: { 200: zOne(ZSellerOffer) },
      },
    },
    async (request) =>
      one(toSellerOffer(await updateSellerOffer(request.ctx, request.params.sellerId, request.params.offerId, request.body.updateSellerOfferRequest.Offer))),
  );

  app.delete(
    `${SELLER}/:sellerId/offers/:offerId`,
    { onRequest: app.requireAuth, schema: { tags, summary: 'Removes an offer', params: ZOfferParams, response: { 200: zOne(z.object({ id: z.number().int() })) } } },
    async (request) => one(await deleteSellerOffer(request.ctx, request.params.sellerId, request.params.offerId)),
  );

  app.get(
    `${USER}/specs/:specId/sellers`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "Sellers for a spec: the offers of the account's sellers (its own stock too) for a global or own catalogue spec, preferred first, then price",
        params: ZUserParams.extend({ specId: z.string() }),
        response: { 200: zList(ZSellerOffer) },
      },
    },
    async (request) => list((await listSpecSellers(request.ctx, request.params.specId)).map(toSellerOffer)),
  );

  app.get(
    `${USER}/geocode`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Places an address on the map: {"data": {lat, lon}} or {"data": null} when it cannot be placed (the ZIP centroid offline; GEOCODER_URL when configured)',
        params: ZUserParams,
        querystring: z.object({ address: z.string().optional() }),
        response: { 200: zOne(z.object({ lat: z.number(), lon: z.number() }).nullable()) },
      },
    },
    async (request) => {
      const address = request.query.address?.trim();
      if (!address) throw ValidationError.field('address', M.addressRequired);
      return one(await app.geocoder.geocode(address.slice(0, 300)));
    },
  );
};
