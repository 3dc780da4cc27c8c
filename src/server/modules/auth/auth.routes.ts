import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TooManyRequestsError } from '#server/lib/http/errors';
import { MESSAGES } from '#shared/lib/messages';
import { ZLoginBody } from '#shared/schemas/auth';
import { ZMe } from '#shared/schemas/user';
import { login, logout, type TokenSettings } from './auth.service';

/** POST /api/v1/auth/login and /logout. */
export const authRoutes: FastifyPluginAsyncZod<{ tokens: TokenSettings; loginRateLimit: number }> = async (app, opts) => {
  app.post(
    '/v1/auth/login',
    {
      config: {
        rateLimit: { max: opts.loginRateLimit, timeWindow: '1 minute', errorResponseBuilder: () => new TooManyRequestsError(MESSAGES.tooManyLogins) },
      },
      schema: {
        tags: ['auth'],
        summary: 'Password login; answers a bearer token and the user',
        body: ZLoginBody,
        response: { 200: z.object({ data: z.object({ token: z.string(), user: ZMe }) }) },
      },
    },
    async (request) => ({ data: await login(app.db, opts.tokens, request.body) }),
  );

  app.post(
    '/v1/auth/logout',
    { onRequest: app.requireAuth, schema: { tags: ['auth'], summary: 'Revoke the current token' } },
    async (request, reply) => {
      await logout(request.ctx);
      return reply.status(204).send();
    },
  );
};
