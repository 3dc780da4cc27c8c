import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zOne } from '#server/lib/http/envelope';
import { pageEnvelope } from '#server/lib/http/pagination';
import { zPageList } from '#shared/schemas/pagination';
import {
  ZDataRequest,
  ZDataRequestCreate,
  ZRequestListQuery,
  ZRequestStatusUpdate,
  ZSupportRequest,
  ZSupportRequestBody,
} from '#shared/schemas/support';
import {
  createDataRequest,
  createSupportRequest,
  listDataRequests,
  listSupportRequests,
  updateDataRequestStatus,
  updateSupportRequestStatus,
} from './support.service';

const ZUserParams = z.object({ userId: z.string() });
const ZIdParams = ZUserParams.extend({ id: z.coerce.number({ error: 'id must be a number.' }).int().positive('id must be a number.') });
const SUPPORT = '/v4/user/:userId/support-request';
const DATA = '/v4/user/:userId/data-request';

/**
 * Support requests and Data Fetch (product data) requests: anyone signed in files them; platform
 * admins (ROLE_SPECBOOKS_ADMIN) list them and set their status.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { mailer: app.mailer };

  app.post(
    SUPPORT,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['support'],
        summary: 'File a customer support request ({"payload": {name, emailAddress, phoneNumber, userMessage}}); it is e-mailed to SUPPORT_EMAIL',
        params: ZUserParams,
        body: ZSupportRequestBody,
        response: { 201: zOne(ZSupportRequest) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createSupportRequest(request.ctx, deps, request.body.payload) }),
  );

  app.get(
    SUPPORT,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['support'],
        summary: 'Platform admins: support requests of every account, newest first (status or filter[status], page, perPage)',
        params: ZUserParams,
        querystring: ZRequestListQuery,
        response: { 200: zPageList(ZSupportRequest) },
      },
    },
    async (request) => pageEnvelope({ ...(await listSupportRequests(request.ctx, request.query)), url: request.url }),
  );

  app.patch(
    `${SUPPORT}/:id`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['support'],
        summary: 'Platform admins: set a support request\'s status (open, in_progress, closed)',
        params: ZIdParams,
        body: zEnvelope('updateSupportRequestRequest', 'SupportRequest', ZRequestStatusUpdate),
        response: { 200: zOne(ZSupportRequest) },
      },
    },
    async (request) => ({
      data: await updateSupportRequestStatus(request.ctx, request.params.id, request.body.updateSupportRequestRequest.SupportRequest.status),
    }),
  );

  app.post(
    DATA,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['support'],
        summary:
          'File a Data Fetch request {manufacturerID, productModel, requestNotes, contactEmail, requestDetails{…}}; priceUpdate needs ROLE_IBOOK (403)',
        params: ZUserParams,
        body: ZDataRequestCreate,
        response: { 201: zOne(ZDataRequest) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createDataRequest(request.ctx, deps, request.body) }),
  );

  app.get(
    DATA,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['support'],
        summary: 'Platform admins: Data Fetch requests of every account, newest first (status or filter[status], page, perPage)',
        params: ZUserParams,
        querystring: ZRequestListQuery,
        response: { 200: zPageList(ZDataRequest) },
      },
    },
    async (request) => pageEnvelope({ ...(await listDataRequests(request.ctx, request.query)), url: request.url }),
  );

  app.patch(
    `${DATA}/:id`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['support'],
        summary: 'Platform admins: set a Data Fetch request\'s status (open, in_progress, closed)',
        params: ZIdParams,
        body: zEnvelope('updateDataRequestRequest', 'DataRequest', ZRequestStatusUpdate),
        response: { 200: zOne(ZDataRequest) },
      },
    },
    async (request) => ({
      data: await updateDataRequestStatus(request.ctx, request.params.id, request.body.updateDataRequestRequest.DataRequest.status),
    }),
  );
};
