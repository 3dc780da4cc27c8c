import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zOne } from '#server/lib/http/envelope';
import { pageEnvelope } from '#server/lib/http/pagination';
import { ZAccessCatalogue, ZAccessGrantsBody, ZAccessUser, ZAccessUsersQuery, ZAccountAipqQuotas, ZAipqQuotaLimitBody } from '#shared/schemas/access-admin';
import { zPageList } from '#shared/schemas/pagination';
import { getAccessCatalogue, listAccessUsers, updateUserAccess } from './access-admin.service';
import { getAccountAipqQuotas, setAccountAipqQuota } from './account-aipq-quotas.service';

const ZUserParams = z.object({ userId: z.string() });
const ZTargetParams = ZUserParams.extend({ id: z.coerce.number({ error: 'id must be a number.' }).int().positive('id must be a number.') });
const ZAccountParams = ZUserParams.extend({
  accountId: z.coerce.number({ error: 'accountId must be a number.' }).int().positive('accountId must be a number.'),
});
const ADMIN = '/v4/user/:userId/admin';

/**
 * Platform admins (ROLE_SPECBOOKS_ADMIN): grant roles and feature flags to the users of every
 * account, and set an account's AI PDF-quote limits (its plan); 403 for anyone else.
 */
export const accessAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN}/access`,
    {
      onRequest: app.requireAuth,
      schema: { tags: ['admin'], summary: 'The roles and feature flags that can be granted', params: ZUserParams, response: { 200: zOne(ZAccessCatalogue) } },
    },
    async (request) => ({ data: await getAccessCatalogue(request.ctx) }),
  );

  app.get(
    `${ADMIN}/users`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['admin'],
        summary: 'Users of every account with their roles and feature flags (search by name, e-mail or company; page, perPage)',
        params: ZUserParams,
        querystring: ZAccessUsersQuery,
        response: { 200: zPageList(ZAccessUser) },
      },
    },
    async (request) => pageEnvelope({ ...(await listAccessUsers(request.ctx, request.query)), url: request.url }),
  );

  app.put(
    `${ADMIN}/users/:id/access`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['admin'],
        summary: "Replace a user's roles and feature flags ({updateUserAccessRequest: {User: {roles, features}}}); 409 when admins drop their own admin role",
        params: ZTargetParams,
        body: ZAccessGrantsBody,
        response: { 200: zOne(ZAccessUser) },
      },
    },
    async (request) => ({ data: await updateUserAccess(request.ctx, request.params.id, request.body.updateUserAccessRequest.User) }),
  );

  app.get(
    `${ADMIN}/accounts/:accountId/aipq-quota`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['admin'],
        summary: "An account's monthly AI PDF-quote extraction limit per engine (monthlyLimit null = the default, defaultLimit)",
        params: ZAccountParams,
        response: { 200: zOne(ZAccountAipqQuotas) },
      },
    },
    async (request) => ({ data: await getAccountAipqQuotas(request.ctx, request.params.accountId) }),
  );

  app.put(
    `${ADMIN}/accounts/:accountId/aipq-quota`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['admin'],
        summary:
          "Set an account's monthly AI PDF-quote extraction limit of one engine ({updateAipqQuotaRequest: {Quota: {engine, monthlyLimit}}}; " +
          'monthlyLimit null removes it, so the default applies); answers every engine’s limit',
        params: ZAccountParams,
        body: ZAipqQuotaLimitBody,
        response: { 200: zOne(ZAccountAipqQuotas) },
      },
    },
    async (request) => ({ data: await setAccountAipqQuota(request.ctx, request.params.accountId, request.body.updateAipqQuotaRequest.Quota) }),
  );
};
