import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { pageEnvelope } from '#server/lib/http/pagination';
import { parseListQuery, queryInt, ZListQuerystring } from '#server/lib/http/query';
import { zPageList } from '#shared/schemas/pagination';
import { CONTACT_CREATE_OPERATION, CONTACT_UPDATE_OPERATION, ZContact, ZContactCreate, ZContactUpdate, ZMember } from '#shared/schemas/contact';
import { createContact, deleteContact, getContact, listContacts, listMembers, updateContact } from './contacts.service';

const BASE = '/v4/user/:userId/contacts';
const ZUserParams = z.object({ userId: z.string() });
const ZContactParams = ZUserParams.extend({ contactId: z.string() });
const tags = ['contacts'];

/** PATCH accepts {"updateContactRequest": {"Contact": …}} or the create envelope. */
const ZContactPatchBody = z
  .object({
    updateContactRequest: z.object({ Contact: ZContactUpdate }).optional(),
    createContactRequest: z.object({ Contact: ZContactUpdate }).optional(),
  })
  .refine((b) => b.updateContactRequest || b.createContactRequest, {
    message: `Request body must be {"${CONTACT_UPDATE_OPERATION}": {"Contact": {...}}}.`,
    path: [CONTACT_UPDATE_OPERATION, 'Contact'],
  });

/** Contacts (the people at customers and vendors) and the account's member records (decision 059). */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      onRequest: app.requireAuth,
      config: { queryFilters: ['customerId', 'vendorId'] },
      schema: {
        tags,
        summary: "The account's contacts by name; search over name, e-mail and company; filter[customerId], filter[vendorId]; page, perPage",
        params: ZUserParams,
        querystring: ZListQuerystring,
        response: { 200: zPageList(ZContact) },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query);
      const customerId = queryInt(q.filter.customerId, 'filter[customerId]');
      const vendorId = queryInt(q.filter.vendorId, 'filter[vendorId]');
      const result = await listContacts(request.ctx, { search: q.search, customerId, vendorId, page: q.page, perPage: q.perPage });
      return pageEnvelope({ ...result, url: request.url });
    },
  );

  app.post(
    BASE,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Add a contact: {"createContactRequest": {"Contact": {name, companyName?, title?, email?, phone?, fax?, website?, about?, customer?: {id}, vendor?: {id}}}}',
        params: ZUserParams,
        body: zEnvelope(CONTACT_CREATE_OPERATION, 'Contact', ZContactCreate),
        response: { 201: zOne(ZContact) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createContact(request.ctx, request.body.createContactRequest.Contact) }),
  );

  app.get(
    `${BASE}/:contactId`,
    { onRequest: app.requireAuth, schema: { tags, summary: 'One contact', params: ZContactParams, response: { 200: zOne(ZContact) } } },
    async (request) => ({ data: await getContact(request.ctx, Number(request.params.contactId)) }),
  );

  app.patch(
    `${BASE}/:contactId`,
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: 'Change a contact: {"updateContactRequest": {"Contact": {…fields}}}', params: ZContactParams, body: ZContactPatchBody, response: { 200: zOne(ZContact) } },
    },
    async (request) => {
      const input = (request.body.updateContactRequest ?? request.body.createContactRequest)!.Contact;
      return { data: await updateContact(request.ctx, Number(request.params.contactId), input) };
    },
  );

  app.delete(
    `${BASE}/:contactId`,
    { onRequest: app.requireAuth, schema: { tags, summary: 'Remove a contact', params: ZContactParams, response: { 200: zOne(z.object({ id: z.number().int() })) } } },
    async (request) => ({ data: await deleteContact(request.ctx, Number(request.params.contactId)) }),
  );

  app.get(
    '/v4/user/:userId/members',
    { onRequest: app.requireAuth, schema: { tags, summary: "The simple member records (id, name, email) of the account's users", params: ZUserParams, response: { 200: zList(ZMember) } } },
    async (request) => ({ data: await listMembers(request.ctx) }),
  );
};
