import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerMe } from '#server/modules/especbook-access/viewer-views';
import { ZViewerMe } from '#shared/schemas/especbook-access';
import { ZMe, ZUser } from '#shared/schemas/user';
import { one, zList, zOne } from '#server/lib/http/envelope';
import { ZRoleRecord, ZUserPatchBody } from '#shared/schemas/user-patch';
import { getAccountUser, getPathUser, listUserRoles, patchUser, pathUserId } from './user-records.service';
import { getMe, getUserById } from './users.service';

/** The current user (the company account is served by the company-account module). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/me',
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read', session: 'me' },
      schema: {
        tags: ['user'],
        summary:
          'The signed-in user, with advancedAccess {granted, via, expiresAt}; for an e-Specbook or QR token: the owner\'s companyName, logoURL, canUseInvoicing, canUsePdfModal and the `viewer`',
        response: { 200: z.object({ data: z.union([ZMe, ZViewerMe]) }) },
      },
    },
    async (request) => {
      const { viewer } = request.ctx;
      if (viewer) return { data: viewerMe(await getUserById(request.ctx.db, request.ctx.user.id), viewer) };
      return { data: request.signedInUser ?? (await getMe(request.ctx)) };
    },
  );

  const ZUserParams = z.object({ userId: z.string() });
  const tags = ['user'];

  app.get(
    '/v4/user/:userId',
    { onRequest: app.requireAuth, schema: { tags, summary: 'The user of the path (the caller, or anyone for a platform admin); the API keys only to the user themself and platform admins', params: ZUserParams, response: { 200: zOne(ZUser) } } },
    async (request) => one(await getPathUser(request.ctx, pathUserId(request.ctx, request.params.userId))),
  );

  app.patch(
    '/v4/user/:userId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Patch user: companyWebAddress (website address; "lakesidebath.com" is stored as https://…; blank clears it), name, companyName, phone, fax, legacyAddress, latitude (-90..90), longitude (-180..180), storeManagerName, storeManagerEmail, locale (one of en-us, en-au, en-ca, en-gb, en-ie, en-il, en-in, en-nz, en-sg, pt-br, any case; null clears); bare or as {"updateUserRequest": {"User": {…}}}',
        params: ZUserParams,
        body: ZUserPatchBody,
        response: { 200: zOne(ZUser) },
      },
    },
    async (request) => one(await patchUser(request.ctx, pathUserId(request.ctx, request.params.userId), request.body)),
  );

  app.get(
    '/v4/user/:userId/users/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: "User by id: a user of the caller's account (another account's → 404)", params: ZUserParams.extend({ id: z.string() }), response: { 200: zOne(ZUser) } },
    },
    async (request) => one(await getAccountUser(request.ctx, request.params.id)),
  );

  app.get(
    '/v4/user/:userId/roles',
    { onRequest: app.requireAuth, schema: { tags, summary: "The roles granted to the path's user, active or not", params: ZUserParams, response: { 200: zList(ZRoleRecord) } } },
    async (request) => ({ data: await listUserRoles(request.ctx, pathUserId(request.ctx, request.params.userId)) }),
  );
};
