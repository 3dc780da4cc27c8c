import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, zEnvelope, zFilterRequest, zList, zOne } from '#server/lib/http/envelope';
import { pageEnvelope } from '#server/lib/http/pagination';
import { parseListQuery, ZListQuerystring } from '#server/lib/http/query';
import { zPageList } from '#shared/schemas/pagination';
import {
  COUNTRIES,
  CUSTOMER_ORIGINS,
  CUSTOMER_TYPES,
  CUSTOMER_MESSAGES as M,
  INVOICE_TERMS,
  STATES,
} from '#shared/lib/customer-messages';
import {
  ZAddress,
  ZAddressCreate,
  ZAddressUpdate,
  ZCustomer,
  ZCustomerCreate,
  ZCustomerInvite,
  ZCustomerInviteSent,
  ZCustomerLookup,
  ZCustomerUpdate,
} from '#shared/schemas/customer';
import {
  addCustomerByCode,
  createAddress,
  createCustomer,
  exportCustomersCsv,
  getCustomer,
  linkCustomer,
  listAddresses,
  listCustomers,
  listPriceGroupOptions,
  lookupCustomerCode,
  personalCode,
  sendCustomerInvite,
  toAddress,
  toCustomer,
  updateAddress,
  updateCustomer,
} from './customers.service';

const BASE = '/v4/user/:userId/customer';
const ZUserParams = z.object({ userId: z.string() });
const ZCustomerParams = ZUserParams.extend({ id: z.string() });
const ZAddressParams = ZCustomerParams.extend({ addressId: z.string() });
const ZOption = z.object({ value: z.string(), label: z.string() });
const ZTermOption = z.object({ value: z.number().int(), label: z.string() });
const ZPageQuery = z.looseObject({
  page: z.string().optional(),
  perPage: z.string().optional(),
  format: z.enum(['json', 'csv']).optional().describe('csv: the whole filtered list as text/csv'),
});

/** PATCH accepts {"updateCustomerRequest": {"Customer": …}} or the create envelope. */
const ZCustomerPatchBody = z
  .object({
    updateCustomerRequest: z.object({ Customer: ZCustomerUpdate }).optional(),
    createCustomerRequest: z.object({ Customer: ZCustomerUpdate }).optional(),
  })
  .refine((b) => b.updateCustomerRequest || b.createCustomerRequest, {
    message: 'Request body must be {"updateCustomerRequest": {"Customer": {...}}}.',
    path: ['updateCustomerRequest', 'Customer'],
  });

const ZAddressPatchBody = z
  .object({
    updateAddressRequest: z.object({ Address: ZAddressUpdate }).optional(),
    createAddressRequest: z.object({ Address: ZAddressUpdate }).optional(),
  })
  .refine((b) => b.updateAddressRequest || b.createAddressRequest, {
    message: 'Request body must be {"updateAddressRequest": {"Address": {...}}}.',
    path: ['updateAddressRequest', 'Address'],
  });

const ZAddByNumberBody = z.object({ customerNumber: z.unknown() }, { error: M.codeInvalid });
const ZLinkBody = z.object(
  { linkCustomerRequest: z.object({ customerCode: z.string().nullable() }, { error: 'Request body must be {"linkCustomerRequest": {"customerCode": "…"}}.' }) },
  { error: 'Request body must be {"linkCustomerRequest": {"customerCode": "…"}}.' },
);

function sendCsv(reply: FastifyReply, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="customers.csv"')
    .header('cache-control', 'no-store')
    .send(csv);
}

const listSummary =
  'search matches name, company, e-mail, customer number and phone; filter[field][op]=value over id, name, firstName, lastName, ' +
  'companyName, customerNumber, type (customerType), origin, priceGroup (its id), paymentTerms, email, linkedSpecbooksUser.id, createdAt, updatedAt ' +
  '(operators any, all, eq, nq, in, notin, lt, gt, lte, gte); sort[asc]/sort[desc] over id, name, companyName, customerNumber, type, createdAt, updatedAt. ' +
  'Page-numbered (page, perPage; 24 a page). format=csv answers the whole filtered list as text/csv.';

/**
 * The customer center (spec/business-records.md §7 "Customers", "Addresses"): customers of the
 * caller's account, their addresses, reference lists, customer codes, invitations and links.
 */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {

  app.get(
    BASE,
    {
      onRequest: app.requireAuth,
      config: { queryFilters: 'compiled' },
      schema: { tags: ['customers'], summary: `The account's customers by name. ${listSummary}`, params: ZUserParams, querystring: ZListQuerystring },
    },
    async (request, reply) => {
      const q = parseListQuery(request.query);
      const sort = q.sortAsc || q.sortDesc ? { asc: q.sortAsc, desc: q.sortDesc } : undefined;
      if (q.params.format === 'csv') return sendCsv(reply, await exportCustomersCsv(request.ctx, { search: q.search, filter: q.filter, sort }));
      const result = await listCustomers(request.ctx, { search: q.search, filter: q.filter, sort, page: q.page, perPage: q.perPage });
      return pageEnvelope({ ...result, url: request.url, map: toCustomer });
    },
  );

  app.post(
    `${BASE}/filter`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['customers'],
        summary: `Customer search: {"filterCustomersRequest": {"search", "filter": {"type": {"in": ["architect"]}}, "sort": {"asc": "name"}}}. ${listSummary}`,
        params: ZUserParams,
        querystring: ZPageQuery,
        body: zFilterRequest('filterCustomersRequest'),
      },
    },
    async (request, reply) => {
      const { search, filter, sort } = request.body.filterCustomersRequest;
      const q = parseListQuery(request.query);
      if (request.query.format === 'csv') return sendCsv(reply, await exportCustomersCsv(request.ctx, { search, filter, sort }));
      const result = await listCustomers(request.ctx, { search, filter, sort, page: q.page, perPage: q.perPage });
      return pageEnvelope({ ...result, url: request.url, map: toCustomer });
    },
  );

  app.post(
    BASE,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['customers'],
        summary:
          'Creates a customer: {"createCustomerRequest": {"Customer": {name, firstName?, lastName?, companyName?, customerNumber?, type?, origin?, ' +
          'priceGroup?: {id}|null, paymentTerms?, phoneNumber?, faxNumber?, email?, notes?, resaleCertificate?}}}',
        params: ZUserParams,
        body: zEnvelope('createCustomerRequest', 'Customer', ZCustomerCreate),
        response: { 201: zOne(ZCustomer) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toCustomer(await createCustomer(request.ctx, request.body.createCustomerRequest.Customer)) }),
  );

  const reference = <T>(path: string, summary: string, rows: T[], item: z.ZodType) =>
    app.get(
      `${BASE}/${path}`,
      { onRequest: app.requireAuth, schema: { tags: ['customers'], summary, params: ZUserParams, response: { 200: zList(item) } } },
      async () => list(rows),
    );
  reference('types', 'Customer types (value, label)', [...CUSTOMER_TYPES], ZOption);
  reference('origins', 'Customer origins (value, label)', [...CUSTOMER_ORIGINS], ZOption);
  reference('states', 'States and provinces for addresses (value = code, label)', STATES, ZOption);
  reference('countries', 'Countries for addresses (value = ISO code, label)', COUNTRIES, ZOption);
  reference('invoice-terms', 'Invoice terms (value = days, label)', [...INVOICE_TERMS], ZTermOption);

  app.get(
    `${BASE}/price-groups`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['customers'],
        summary: "The account's price groups a customer can be given (value = price group id, label = its name), by name",
        params: ZUserParams,
        response: { 200: zList(ZTermOption) },
      },
    },
    async (request) => list(await listPriceGroupOptions(request.ctx)),
  );

  app.get(
    `${BASE}/code`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['customers'],
        summary: "The caller's personal 12-digit customer code (issued on first use), to give to sellers",
        params: ZUserParams,
        response: { 200: zOne(z.object({ customerCode: z.string() })) },
      },
    },
    async (request) => ({ data: { customerCode: await personalCode(request.ctx) } }),
  );

  app.get(
    `${BASE}/code/:code`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['customers'],
        summary: "Who holds a 12-digit customer code: {name, company, location{city, state}, customerNumber}. 400 for a malformed code or the caller's own, 404 when nobody holds it",
        params: ZUserParams.extend({ code: z.string() }),
        response: { 200: zOne(ZCustomerLookup) },
      },
    },
    async (request) => ({ data: await lookupCustomerCode(request.ctx, request.params.code) }),
  );

  app.post(
    `${BASE}/add`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['customers'],
        summary: 'Adds the holder of a 12-digit customer code as a customer linked to them: {"customerNumber": "123456789012"}. 409 when already a customer',
        params: ZUserParams,
        body: ZAddByNumberBody,
        response: { 201: zOne(ZCustomer) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toCustomer(await addCustomerByCode(request.ctx, request.body.customerNumber)) }),
  );

  app.post(
    `${BASE}/invite`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['customers'],
        summary: 'E-mails an invitation: {"sendCustomerInviteRequest": {"Invite": {contactName, companyName, email, phone, customerId?}}}',
        params: ZUserParams,
        body: zEnvelope('sendCustomerInviteRequest', 'Invite', ZCustomerInvite),
        response: { 200: zOne(ZCustomerInviteSent) },
      },
    },
    async (request) => ({ data: await sendCustomerInvite(request.ctx, { mailer: app.mailer, publicUrl: request.linkOrigin() }, request.body.sendCustomerInviteRequest.Invite) }),
  );

  app.get(
    `${BASE}/:id`,
    { onRequest: app.requireAuth, schema: { tags: ['customers'], summary: 'One customer with its current billing and shipping addresses', params: ZCustomerParams, response: { 200: zOne(ZCustomer) } } },
    async (request) => ({ data: toCustomer(await getCustomer(request.ctx, Number(request.params.id))) }),
  );

  app.patch(
    `${BASE}/:id`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['customers'],
        summary: 'Updates a customer: {"updateCustomerRequest": {"Customer": {…fields}}} (createCustomerRequest also accepted); null or "" clears a field',
        params: ZCustomerParams,
        body: ZCustomerPatchBody,
        response: { 200: zOne(ZCustomer) },
      },
    },
    async (request) => {
      const input = (request.body.updateCustomerRequest ?? request.body.createCustomerRequest)!.Customer;
      return { data: toCustomer(await updateCustomer(request.ctx, Number(request.params.id), input)) };
    },
  );

  app.put(
    `${BASE}/:id/link`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['customers'],
        summary: 'Links the customer to the platform user holding a 12-digit customer code ({"linkCustomerRequest": {"customerCode": "…"}}); null unlinks',
        params: ZCustomerParams,
        body: ZLinkBody,
        response: { 200: zOne(ZCustomer) },
      },
    },
    async (request) => ({ data: toCustomer(await linkCustomer(request.ctx, Number(request.params.id), request.body.linkCustomerRequest.customerCode)) }),
  );

  app.get(
    `${BASE}/:id/addresses`,
    {
      onRequest: app.requireAuth,
      config: { queryFilters: ['type', 'type.id'] },
      schema: {
        tags: ['customers'],
        summary: "The customer's addresses (billing first, defaults first); filter[type]=1|2; page-numbered",
        params: ZCustomerParams,
        querystring: ZListQuerystring,
        response: { 200: zPageList(ZAddress) },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query);
      const rawType = q.filter.type ?? q.filter['type.id'];
      const typeId = rawType === '1' || rawType === 1 ? 1 : rawType === '2' || rawType === 2 ? 2 : undefined;
      const result = await listAddresses(request.ctx, Number(request.params.id), { page: q.page, perPage: q.perPage, typeId });
      return pageEnvelope({ ...result, url: request.url, map: toAddress });
    },
  );

  app.post(
    `${BASE}/:id/addresses`,
    {
      onRequest: app.requireAuth,
      config: { queryFilters: ['type', 'type.id'] },
      schema: {
        tags: ['customers'],
        summary:
          'Adds an address: {"createAddressRequest": {"Address": {type: {id: 1 billing | 2 shipping}, label?, firstName?, lastName?, line1, line2?, ' +
          'city, state, zipCode, country, cost? (USD), active?, default?}}}',
        params: ZCustomerParams,
        body: zEnvelope('createAddressRequest', 'Address', ZAddressCreate),
        response: { 201: zOne(ZAddress) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: toAddress(await createAddress(request.ctx, Number(request.params.id), request.body.createAddressRequest.Address)) }),
  );

  app.patch(
    `${BASE}/:id/addresses/:addressId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['customers'],
        summary: 'Updates an address: {"updateAddressRequest": {"Address": {…fields}}}; the result must follow the address rules',
        params: ZAddressParams,
        body: ZAddressPatchBody,
        response: { 200: zOne(ZAddress) },
      },
    },
    async (request) => {
      const input = (request.body.updateAddressRequest ?? request.body.createAddressRequest)!.Address;
      return { data: toAddress(await updateAddress(request.ctx, Number(request.params.id), Number(request.params.addressId), input)) };
    },
  );
};
