import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cursorEnvelope } from '#server/lib/http/pagination';
import { ZSpecbookListQuery } from '#shared/schemas/specbook';
import { ZSpecbookSearchHit } from '#shared/schemas/user';
import { zCursorList } from '#shared/schemas/pagination';
import { cursorOf, listSpecbooks, toSearchHit } from './specbooks.service';

/** GET {u}/specbook: the user's specbooks (list and header search), cursor paginated. */
export const specbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/:userId/specbook',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['specbooks'],
        summary: "The user's specbooks: pinned first, then most recently updated; `search` matches names and ids",
        params: z.object({ userId: z.string() }),
        querystring: ZSpecbookListQuery,
        response: { 200: zCursorList(ZSpecbookSearchHit) },
      },
    },
    async (request) => {
      const rows = await listSpecbooks(request.ctx, request.query);
      return cursorEnvelope({ rows, perPage: request.query.perPage, url: request.url, cursorOf, map: toSearchHit });
    },
  );
};
