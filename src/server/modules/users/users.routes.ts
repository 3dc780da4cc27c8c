import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMe } from '#shared/schemas/user';
import { getMe } from './users.service';

/** The current user (the company account is served by the company-account module). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/me',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['user'], summary: 'The signed-in user, with advancedAccess {granted, via, expiresAt}', response: { 200: z.object({ data: ZMe }) } },
    },
    async (request) => ({ data: await getMe(request.ctx) }),
  );
};
