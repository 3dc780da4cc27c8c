import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** GET /api/health and POST /api/log (client error reports). */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Ready once the database answers',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  app.post(
    '/log',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['system'],
        summary: 'Uncaught client errors (TypeError, ReferenceError, SyntaxError)',
        body: z.object({ message: z.string().min(1, 'Message is required.').max(4000) }),
      },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body.message, ua: request.headers['user-agent'] }, 'client error');
      return reply.status(204).send();
    },
  );
};
