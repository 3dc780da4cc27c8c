import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zOne } from '#server/lib/http/envelope';
import { pageEnvelope } from '#server/lib/http/pagination';
import { ZAccessCatalogue, ZAccessGrantsBody, ZAccessUser, ZAccessUsersQuery } from '#shared/schemas/access-admin';
import { zPageList } from '#shared/schemas/pagination';
import { getAccessCatalogue, listAccessUsers, updateUserAccess } from './access-admin.service';

const ZUserParams = z.object({ userId: z.string() });
const ZTargetParams = ZUserParams.extend({ id: z.coerce.number({ error: 'id must be a number.' }).int().positive('id must be a number.') });
const ADMIN = '/v4/user/:userId/admin';

/** Platform admins (ROLE_SPECBOOKS_ADMIN): grant roles and feature flags to the users of every account; 403 for anyone else. */
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
};
