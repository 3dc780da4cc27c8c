import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerMe } from '#server/modules/especbook-access/viewer-views';
import { ZViewerMe } from '#shared/schemas/especbook-access';
import { ZMe } from '#shared/schemas/user';
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
};
