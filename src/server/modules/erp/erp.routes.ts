import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { zOne } from '#server/lib/http/envelope';
import { ZErpCustomer, ZErpItemClass, ZErpJob, ZErpMissingCreate, ZErpPricesApplied, ZErpPricesApply, ZErpSubmit } from '#shared/schemas/erp';
import { getErpCustomer } from './erp-customer.service';
import {
  ERP_QUEUE,
  erpJobPath,
  getErpJob,
  registerErpJobKind,
  runErpJob,
  toErpJob,
  type ErpContext,
  type ErpJobRow,
  type ErpQueueJob,
} from './erp-jobs.service';
import { listItemClasses, runCreateMissing, runMissingCheck, startCreateMissing, startMissingCheck } from './erp-missing.service';
import { applyErpPrices, runPriceCheck, startPriceCheck } from './erp-prices.service';
import { runSubmit, startSubmit } from './erp-submit.service';

const ZUserParams = z.object({ userId: z.string() });
const ZSpecbookParams = ZUserParams.extend({ id: z.string() });
const BOOK = '/v4/user/:userId/specbook/:id/erp';
const USER = '/v4/user/:userId/erp';
const TAGS = ['erp'];

registerErpJobKind('prices', runPriceCheck);
registerErpJobKind('missing', runMissingCheck);
registerErpJobKind('create_missing', runCreateMissing);
registerErpJobKind('submit', runSubmit);

/**
 * The ERP wizard's calls (spec/business-records.md §2 "ERP integration wizard", §7 "ERP
 * integration"; docs/decisions/058): price check and update, missing products, item classes, the
 * ERP customer, submission, and the jobs they start. Seller-side only: token viewers get 404 (no
 * `config.especbook`); another account's specbook or job answers 404.
 */
export const erpRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { jobs: app.jobs, settings: app.erpSettings };
  app.jobs.define<ErpQueueJob>(ERP_QUEUE, (data) => runErpJob({ db: app.db, log: app.log, settings: app.erpSettings }, data), {
    retryLimit: 1,
    expireInSeconds: 30 * 60,
  });
  const erpCtx = (request: FastifyRequest): ErpContext => ({ ...request.ctx, erp: deps });
  const started = (userId: string, reply: FastifyReply, row: ErpJobRow) =>
    reply.code(202).header('location', erpJobPath(userId, row.id)).send({ data: toErpJob(row) });
  const jobAnswer = { 202: zOne(ZErpJob) };

  app.post(
    `${BOOK}/prices`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary: 'Step 01: starts a price check against the ERP stock items → 202 job (Location); result {differences: [{joinId, modelNumber, name, erpPrice, msrp, salePrice, listPrice}]}.',
        params: ZSpecbookParams,
        response: jobAnswer,
      },
    },
    async (request, reply) => started(request.params.userId, reply, await startPriceCheck(erpCtx(request), Number(request.params.id))),
  );

  app.post(
    `${BOOK}/prices/apply`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary:
          'Step 01: {joinIds} → list price ← MSRP and sale price ← ERP price of those differences of the latest succeeded check, in one transaction; ' +
          '{updated: [joinId…]}. 422 without a check; 400 for a spec not among its differences.',
        params: ZSpecbookParams,
        body: ZErpPricesApply,
        response: { 200: zOne(ZErpPricesApplied) },
      },
    },
    async (request) => ({ data: await applyErpPrices(erpCtx(request), Number(request.params.id), request.body) }),
  );

  app.post(
    `${BOOK}/missing`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary: 'Step 02: starts the check for products the ERP does not know → 202 job; result {missing: [{joinId, modelNumber, name, manufacturerName}]}.',
        params: ZSpecbookParams,
        response: jobAnswer,
      },
    },
    async (request, reply) => started(request.params.userId, reply, await startMissingCheck(erpCtx(request), Number(request.params.id))),
  );

  app.post(
    `${BOOK}/missing/create`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary:
          'Step 02: {itemClass, joinIds} → 202 job creating each model as an ERP stock item (Idempotency-Key acct-{account}-stock-{MODEL}); ' +
          'result {created, failed}; the job fails when none could be created.',
        params: ZSpecbookParams,
        body: ZErpMissingCreate,
        response: jobAnswer,
      },
    },
    async (request, reply) => started(request.params.userId, reply, await startCreateMissing(erpCtx(request), Number(request.params.id), request.body)),
  );

  app.get(
    `${USER}/item-classes`,
    {
      onRequest: app.requireAuth,
      schema: { tags: TAGS, summary: "The ERP's item classes [{id, description}] (waits for the gateway).", params: ZUserParams, response: { 200: zOne(z.array(ZErpItemClass)) } },
    },
    async (request) => ({ data: await listItemClasses(erpCtx(request), request.params.userId) }),
  );

  app.get(
    `${BOOK}/customer`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary: "Step 03: the ERP's record of the specbook's customer (by its erpCustomerId; waits for the gateway). 422 without a customer, an ERP id, or an ERP record.",
        params: ZSpecbookParams,
        response: { 200: zOne(ZErpCustomer) },
      },
    },
    async (request) => ({ data: await getErpCustomer(erpCtx(request), Number(request.params.id)) }),
  );

  app.post(
    `${BOOK}/submit`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary:
          'Submits the specbook: {"submitSpecbookRequest":{customerInfo, writerId?, salesRepId?}} → 202 job; result {opportunityId, created}. ' +
          'Creates the opportunity, or updates the one it has with one change set. 400 for a required writer / sales-rep id; 422 noSpecs, noCustomer, noErpCustomerId.',
        params: ZSpecbookParams,
        body: ZErpSubmit,
        response: jobAnswer,
      },
    },
    async (request, reply) => started(request.params.userId, reply, await startSubmit(erpCtx(request), Number(request.params.id), request.body)),
  );

  app.get(
    `${USER}/jobs/:jobId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary: 'An ERP job: kind, status (queued, running, succeeded, failed), result of its kind, message (why it failed).',
        params: ZUserParams.extend({ jobId: z.string() }),
        response: { 200: zOne(ZErpJob) },
      },
    },
    async (request) => ({ data: await getErpJob(request.ctx, request.params.userId, request.params.jobId) }),
  );
};
