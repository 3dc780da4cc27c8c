import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEspecbookExchange, ZViewedBody } from '#shared/schemas/especbook-access';
import { exchangeMemberToken, issueQrViewToken, recordViewed, setQrAccess } from './especbook-access.service';
import { showcase } from './showcase';

const ZSpecbookParams = z.object({ userId: z.string(), id: z.string() });
const tags = ['e-Specbook access'];

/**
 * e-Specbook token exchange, QR view tokens, the 'viewed' record, the QR access switch and the
 * showcase preload (docs/decisions/028).
 */
export const especbookAccessRoutes: FastifyPluginAsyncZod<{ key: Uint8Array }> = async (app, opts) => {
  app.post(
    '/v1/auth/especbooks',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Exchange a team member's e-Specbook link token for a JWT: sub = the specbook owner's id, limited to that specbook with the member's permissions (12 h); 401 for an unknown, revoked, other-specbook or expired token",
        security: [],
        body: ZEspecbookExchange,
        response: { 200: z.object({ data: z.string() }) },
      },
    },
    async (request) => ({ data: await exchangeMemberToken(app.db, opts.key, request.body) }),
  );

  app.get(
    '/v1/auth/specbook/:specbookId/viewtoken',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A read-only QR view token (12 h) for a specbook whose QR access is on; 404 otherwise',
        security: [],
        params: z.object({ specbookId: z.string() }),
        response: { 200: z.object({ data: z.string() }) },
      },
    },
    async (request) => ({ data: await issueQrViewToken(app.db, opts.key, Number(request.params.specbookId)) }),
  );

  app.post(
    '/v4/user/:userId/specbook/:id/notifications/viewed',
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags,
        summary: "Record that a token viewer opened the e-Specbook (one notification record for the seller per viewer session); body {token} optional",
        params: ZSpecbookParams,
        body: ZViewedBody,
        response: { 200: z.object({ data: z.object({ recorded: z.boolean() }) }) },
      },
    },
    async (request) => ({ data: { recorded: await recordViewed(request.ctx, Number(request.params.id)) } }),
  );

  app.put(
    '/v4/user/:userId/specbook/:id/qr-access',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Turn QR view tokens for the specbook on or off: {"enabled": true|false} (printing QR labels turns it on)',
        params: ZSpecbookParams,
        body: z.object({ enabled: z.boolean() }),
        response: { 200: z.object({ data: z.object({ id: z.number().int(), qrAccess: z.boolean() }) }) },
      },
    },
    async (request) => ({ data: await setQrAccess(request.ctx, Number(request.params.id), request.body.enabled) }),
  );

  await app.register(showcase, { key: opts.key });
};
