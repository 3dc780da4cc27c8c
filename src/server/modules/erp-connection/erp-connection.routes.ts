import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zOne } from '#server/lib/http/envelope';
import { ZErpConnection, ZErpConnectionUpdate, ZErpTestResult } from '#shared/schemas/erp';
import { getErpConnection, saveErpConnection, testErpConnection } from './erp-connection.service';

const BASE = '/v4/user/:userId/account/erp';
const ZUserParams = z.object({ userId: z.string() });

/**
 * The account's ERP gateway connection (docs/decisions/058; spec/business-records.md §7 "ERP
 * integration"): read, save and test. The API key is never answered (`hasKey`).
 */
export const erpConnectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['account'],
        summary: "The account's ERP gateway connection: baseUrl, hasKey (the key itself is never answered) and the last test",
        params: ZUserParams,
        response: { 200: zOne(ZErpConnection) },
      },
    },
    async (request) => ({ data: await getErpConnection(request.ctx, request.params.userId) }),
  );

  app.put(
    BASE,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['account'],
        summary:
          'Saves the ERP gateway connection: erpConnection{baseUrl (http/https), apiKey (kept when left out; required on the first save)}. ' +
          'A link-local, cloud-metadata or (unless allowed) loopback address answers 422.',
        params: ZUserParams,
        body: ZErpConnectionUpdate,
        response: { 200: zOne(ZErpConnection) },
      },
    },
    async (request) => {
      const { baseUrl, apiKey } = request.body.erpConnection;
      return { data: await saveErpConnection(request.ctx, request.params.userId, { baseUrl, apiKey }, app.erpSettings) };
    },
  );

  app.post(
    `${BASE}/test`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['account'],
        summary: 'Tests the ERP connection with an authenticated read; answers {ok, message} (200 also when it fails) and stores it as the last test',
        params: ZUserParams,
        response: { 200: zOne(ZErpTestResult) },
      },
    },
    async (request) => ({ data: await testErpConnection(request.ctx, request.params.userId, app.erpSettings) }),
  );
};
