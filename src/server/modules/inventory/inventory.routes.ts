import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zOne } from '#server/lib/http/envelope';
import { acceptMultipart } from '#server/lib/http/multipart';
import { pageEnvelope, zPageList } from '#server/lib/http/pagination';
import { MB } from '#server/lib/uploads';
import { readCsvUpload } from '#server/modules/imports/csv-upload';
import { defineImportQueue, scheduleImport } from '#server/modules/imports/import-queue';
import { CSV_MAX_MB } from '#shared/lib/specbook-csv';
import { ZInventoryItem, ZInventoryItemCreate, ZInventoryItemUpdate, ZInventoryListQuery } from '#shared/schemas/inventory';
import { ZSpecbookImport } from '#shared/schemas/specbook-import';
import { requireInventory } from './inventory-access';
import { importInventoryCsv, INVENTORY_IMPORT_QUEUE } from './inventory-import.run';
import { getInventoryImport, startInventoryImport } from './inventory-import.service';
import { createInventoryItem, deleteInventoryItem, listInventory, updateInventoryItem } from './inventory.service';

const ZUserParams = z.object({ userId: z.string() });
const ZItemParams = ZUserParams.extend({ offerId: z.string() });
const BASE = '/v4/user/:userId/inventory';
const TAGS = ['inventory'];
const PER_PAGE = 24;

/**
 * The inventory center (docs/decisions/053): the account's own stock, behind the useInventoryCenter
 * flag (403 without it). Seller-side only: token viewers get 404 (no `config.especbook`).
 */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app, { maxFileBytes: CSV_MAX_MB * MB + 1, maxParts: 5 });
  defineImportQueue(app.jobs, INVENTORY_IMPORT_QUEUE, { db: app.db, storage: app.storage, log: app.log }, importInventoryCsv);
  const guard = [app.requireAuth, async (request: { ctx: Parameters<typeof requireInventory>[0] }) => requireInventory(request.ctx)];

  app.get(
    BASE,
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary:
          "The account's stock by product name: search (name, model number, manufacturer), filter[status] (in_stock, available, overstock), " +
          'filter[listed] (true, false: listed on the Specmarket), page, perPage',
        params: ZUserParams,
        querystring: ZInventoryListQuery,
        response: { 200: zPageList(ZInventoryItem) },
      },
    },
    async (request) => {
      const perPage = request.query.perPage ?? PER_PAGE;
      const { rows, total } = await listInventory(request.ctx, request.query, perPage);
      return pageEnvelope({ rows, total, page: request.query.page, perPage, url: request.url });
    },
  );

  app.post(
    BASE,
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Add a catalogue spec to the stock (quantity default 0, status default in_stock); 404 for a spec the account cannot see, 409 when it is already in stock',
        params: ZUserParams,
        body: z.object({
          createInventoryItemRequest: z.object({ InventoryItem: ZInventoryItemCreate }, { error: 'Request body must be {"createInventoryItemRequest": {"InventoryItem": {...}}}.' }),
        }),
        response: { 201: zOne(ZInventoryItem) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createInventoryItem(request.ctx, request.body.createInventoryItemRequest.InventoryItem) }),
  );

  app.patch(
    `${BASE}/:offerId`,
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary:
          "Update a stock row's quantity, status, location, price or lead time, or list it on the Specmarket (`listed`; ROLE_SPECMARKET_SELLER, 403 without; " +
          '422 without a price or quantity, or for a brand without sellInMarketplace unless ROLE_SPECMARKET_SELLER_ALL_BRANDS; docs/decisions/086)',
        params: ZItemParams,
        body: z.object({
          updateInventoryItemRequest: z.object({ InventoryItem: ZInventoryItemUpdate }, { error: 'Request body must be {"updateInventoryItemRequest": {"InventoryItem": {...}}}.' }),
        }),
        response: { 200: zOne(ZInventoryItem) },
      },
    },
    async (request) => ({ data: await updateInventoryItem(request.ctx, request.params.offerId, request.body.updateInventoryItemRequest.InventoryItem) }),
  );

  app.delete(`${BASE}/:offerId`, { onRequest: guard, schema: { tags: TAGS, summary: 'Remove a product from the stock', params: ZItemParams } }, async (request, reply) => {
    await deleteInventoryItem(request.ctx, request.params.offerId);
    return reply.status(204).send();
  });

  app.post(
    `${BASE}/imports`,
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary:
          'Imports a CSV into the stock, multipart/form-data: `file` (at most 50 MB) and `separator` (comma, semicolon, tab or pipe; default comma). ' +
          'Columns Manufacturer and Model Number (required), Quantity, Status, Location, Price, Lead Time; a product already in stock is updated. ' +
          "Answers 202 {importId} with a Location header to poll; 400 'Unable to import file' for a file that is not CSV or whose header names no Manufacturer and Model Number.",
        params: ZUserParams,
        response: { 202: zOne(ZSpecbookImport) },
      },
    },
    async (request, reply) => {
      const started = await startInventoryImport(request.ctx, app.storage, await readCsvUpload(request));
      await scheduleImport(app.jobs, INVENTORY_IMPORT_QUEUE, started.importId);
      return reply.code(202).header('location', `/api/v4/user/${request.params.userId}/inventory/imports/${started.importId}`).send({ data: started });
    },
  );

  app.get(
    `${BASE}/imports/:importId`,
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Where an inventory import is: status (queued, processing, complete, failed), complete, message, counts, unknown products and bad values with their lines',
        params: ZUserParams.extend({ importId: z.string() }),
        response: { 200: zOne(ZSpecbookImport) },
      },
    },
    async (request) => ({ data: await getInventoryImport(request.ctx, app.storage, request.params.importId) }),
  );
};
