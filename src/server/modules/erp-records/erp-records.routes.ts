import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { zOne } from '#server/lib/http/envelope';
import { sendFile } from '#server/lib/http/file-reply';
import { erpJobPath, registerErpJobKind, toErpJob, type ErpContext, type ErpJobRow } from '#server/modules/erp/erp-jobs.service';
import { CSV_MESSAGES } from '#shared/lib/specbook-csv';
import { ZErpBidImport, ZErpJob } from '#shared/schemas/erp';
import { runBidImport, startBidImport } from './erp-bid.service';
import { exportSpecbookForErp } from './erp-export.service';
import { runErpPriceGroupsRefresh, startErpPriceGroupsRefresh } from './erp-price-groups.service';

const ZUserParams = z.object({ userId: z.string() });
const TAGS = ['erp'];

registerErpJobKind('bid', runBidImport);
registerErpJobKind('price_groups', runErpPriceGroupsRefresh);

/**
 * The ERP records (docs/decisions/058): importing a bid into a profile, refreshing the ERP price
 * groups (both jobs of the 'erp' queue, polled at GET {u}/erp/jobs/{id}) and exporting a specbook
 * for the ERP. Seller-side only: token viewers get 404 (no `config.especbook`); another account's
 * profile or specbook answers 404.
 */
export const erpRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { jobs: app.jobs, settings: app.erpSettings };
  const erpCtx = (request: FastifyRequest): ErpContext => ({ ...request.ctx, erp: deps });
  const started = (userId: string, reply: FastifyReply, row: ErpJobRow) =>
    reply.code(202).header('location', erpJobPath(userId, row.id)).send({ data: toErpJob(row) });

  app.post(
    '/v4/user/:userId/profile/:profileId/erp',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary:
          'Imports a bid: {opportunityId} → 202 job (Location); result {specbookId, unmatched: [{inventoryId, quantity, description}]}: a new ' +
          "specbook of the profile named after the opportunity's Subject, its lines matched to the catalogue by InventoryID = model number, " +
          'rooms from the lines’ TransactionDescription. 422 without an ERP connection.',
        params: ZUserParams.extend({ profileId: z.string() }),
        body: ZErpBidImport,
        response: { 202: zOne(ZErpJob) },
      },
    },
    async (request, reply) =>
      started(request.params.userId, reply, await startBidImport(erpCtx(request), Number(request.params.profileId), request.body)),
  );

  app.post(
    '/v4/user/:userId/erp/price-groups/refresh',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary:
          'Reads the ERP price groups → 202 job (Location); result {groups: [{id, name, priceClassId, manufacturers}]}: one read-only ' +
          "price group per ERP price class of the account's customers, with per-manufacturer multipliers from the ERP stock items. 422 without a connection.",
        params: ZUserParams,
        response: { 202: zOne(ZErpJob) },
      },
    },
    async (request, reply) => started(request.params.userId, reply, await startErpPriceGroupsRefresh(erpCtx(request))),
  );

  app.get(
    '/v4/user/:userId/specbook/:id/erp/export',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary:
          'The specbook for the ERP (text/csv, saved as "Exported Specbook.csv"): InventoryID, Description, Quantity, UOM, UnitPrice, ' +
          "TransactionDescription, one line per model number and room. 403 without the flag 'erpIntegration.canExportspecbooks'.",
        params: ZUserParams.extend({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const stream = await exportSpecbookForErp(request.ctx, Number(request.params.id));
      return sendFile(reply, { type: 'text/csv; charset=utf-8', fileName: CSV_MESSAGES.exportFileName, body: stream });
    },
  );
};
