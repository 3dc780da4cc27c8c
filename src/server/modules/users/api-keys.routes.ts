import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, zOne } from '#server/lib/http/envelope';
import { ZApiKeyAnswer, ZApiKeyParams } from '#shared/schemas/api-key';
import { issueApiKey, revokeApiKey } from './api-keys.service';
import { pathUserId } from './user-records.service';

/**
 * The user's API keys (docs/decisions/087). The auth plugin lets only the user themself and a
 * platform admin act under `{userId}` (anyone else: 404); e-Specbook viewers never reach these.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user'];
  const kinds = 'kind: api (apiKey), specbooks (specbooksApiKey) or specbooksPublic (specbooksPublicApiKey)';

  app.post(
    '/v4/user/:userId/api-keys/:kind',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: `Generates a new API key (the old one stops working at once) and answers it in full, this once; the user answer shows it masked from then on. ${kinds}`,
        params: ZApiKeyParams,
        response: { 200: zOne(ZApiKeyAnswer) },
      },
    },
    async (request) => one(await issueApiKey(request.ctx, pathUserId(request.ctx, request.params.userId), request.params.kind)),
  );

  app.delete(
    '/v4/user/:userId/api-keys/:kind',
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: `Clears an API key (it stops working at once). ${kinds}`, params: ZApiKeyParams, response: { 200: zOne(ZApiKeyAnswer) } },
    },
    async (request) => one(await revokeApiKey(request.ctx, pathUserId(request.ctx, request.params.userId), request.params.kind)),
  );
};
