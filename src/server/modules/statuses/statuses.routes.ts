import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, zList } from '#server/lib/http/envelope';
import { ZStatus } from '#shared/schemas/spec-specbook';
import { listStatuses, toStatus } from './statuses.service';

/** Specbook and spec statuses: GET {u}/statuses. */
export const statusesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/:userId/statuses',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['statuses'],
        summary: 'Every specbook and spec status with its colour; only userManaged ones may be set by a user',
        params: z.object({ userId: z.string() }),
        response: { 200: zList(ZStatus) },
      },
    },
    async (request) => list((await listStatuses(request.ctx)).map(toStatus)),
  );
};
