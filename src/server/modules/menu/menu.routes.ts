import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMenu } from '#shared/schemas/user';
import { getMenu } from './menu.service';

/** GET /api/v4/user/{userId}/menu → {data: {menu: [...]}}. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/:userId/menu',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['user'],
        summary: "The user's side-menu items",
        params: z.object({ userId: z.string() }),
        response: { 200: z.object({ data: ZMenu }) },
      },
    },
    async (request) => ({ data: { menu: await getMenu(request.ctx) } }),
  );
};
