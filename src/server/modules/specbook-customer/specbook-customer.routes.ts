import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { one, zEnvelope, zOne } from '#server/lib/http/envelope';
import { ZAddressCreate } from '#shared/schemas/customer';
import { ZSpecbookCustomer, ZSpecbookCustomerUpdate } from '#shared/schemas/specbook-customer';
import { addSpecbookAddress, getSpecbookCustomer, updateSpecbookCustomer } from './specbook-customer.service';

const ZParams = z.object({ userId: z.string(), id: z.string() });
const PATH = '/v4/user/:userId/specbook/:id';

/** A specbook's customer: GET/PATCH {u}/specbook/{id}/customer, POST {u}/specbook/{id}/addresses. */
export const specbookCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PATH}/customer`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['specbooks'],
        summary: "The specbook's customer, shipping and billing addresses, price group, tax and payment terms",
        params: ZParams,
        response: { 200: zOne(ZSpecbookCustomer) },
      },
    },
    async (request) => one(await getSpecbookCustomer(request.ctx, Number(request.params.id))),
  );

  app.patch(
    `${PATH}/customer`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['specbooks'],
        summary:
          'Sets {"updateSpecbookRequest": {"Specbook": {customer: {id}|null, shippingAddress: {id}|null, billingAddress: {id}|null, ' +
          'priceGroup: {id}|null, tax, paymentTerms}}}; a new customer brings its current addresses, payment terms and price group',
        params: ZParams,
        body: zEnvelope('updateSpecbookRequest', 'Specbook', ZSpecbookCustomerUpdate),
        response: { 200: zOne(ZSpecbookCustomer) },
      },
    },
    async (request) =>
      one(await updateSpecbookCustomer(request.ctx, Number(request.params.id), request.body.updateSpecbookRequest.Specbook)),
  );

  app.post(
    `${PATH}/addresses`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['specbooks'],
        summary:
          "Sets a new address: {\"createAddressRequest\": {\"Address\": …}} is added to the specbook's customer and becomes its shipping (type 2) or billing (type 1) address",
        params: ZParams,
        body: zEnvelope('createAddressRequest', 'Address', ZAddressCreate),
        response: { 201: zOne(ZSpecbookCustomer) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(one(await addSpecbookAddress(request.ctx, Number(request.params.id), request.body.createAddressRequest.Address))),
  );
};
