import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAccount, ZUser } from '#shared/schemas/user';
import { getMe, getMyAccount } from './users.service';

const ZUserParams = z.object({ userId: z.string() });

/** The current user and account. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/me',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['user'], summary: 'The signed-in user', response: { 200: z.object({ data: ZUser }) } },
    },
    async (request) => ({ data: await getMe(request.ctx) }),
  );

  app.get(
    '/v4/user/:userId/account',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['user'],
        summary: "The user's company account",
        params: ZUserParams,
        response: { 200: z.object({ data: ZAccount }) },
      },
    },
    async (request) => ({ data: await getMyAccount(request.ctx) }),
  );
};
