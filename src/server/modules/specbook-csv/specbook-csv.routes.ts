import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zOne } from '#server/lib/http/envelope';
import { acceptMultipart } from '#server/lib/http/multipart';
import { sendFile } from '#server/lib/http/file-reply';
import { MB } from '#server/lib/uploads';
import { CSV_MAX_MB, CSV_MESSAGES as M } from '#shared/lib/specbook-csv';
import { ZSpecbookImport } from '#shared/schemas/specbook-import';
import { exportSpecbookCsv } from './csv-export.service';
import { getCsvImport, startCsvImport } from './csv-import.service';
import { readCsvUpload } from '#server/modules/imports/csv-upload';
import { defineImportQueue, scheduleImport } from '#server/modules/imports/import-queue';
import { CSV_IMPORT_QUEUE, importSpecbookCsv } from './csv-import.run';

const ZSpecbookParams = z.object({ userId: z.string(), id: z.string() });
const BASE = '/v4/user/:userId/specbook/:id/csv';

/**
 * CSV export and import of a specbook (docs/decisions/036). Seller-side only: token viewers get
 * 404 (no `config.especbook`).
 */
export const specbookCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app, { maxFileBytes: CSV_MAX_MB * MB + 1, maxParts: 5 });
  defineImportQueue(app.jobs, CSV_IMPORT_QUEUE, { db: app.db, storage: app.storage, log: app.log }, importSpecbookCsv);

  app.get(
    BASE,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['documents'],
        summary:
          'The specbook as CSV (text/csv, saved as "Exported Specbook.csv"): Room, Manufacturer, Model Number, Name, Finish, Quantity, ' +
          'List Price, Sale Price, Cost, Multiplier, Shipping Cost, Optional, Status, Tags, Spec ID; rooms in order, Miscellaneous last.',
        params: ZSpecbookParams,
      },
    },
    async (request, reply) => {
      const stream = await exportSpecbookCsv(request.ctx, Number(request.params.id));
      return sendFile(reply, { type: 'text/csv; charset=utf-8', fileName: M.exportFileName, body: stream });
    },
  );

  app.post(
    `${BASE}/import`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['documents'],
        summary:
          'Imports a CSV into the specbook, multipart/form-data: `file` (at most 50 MB) and `separator` (comma, semicolon, tab or pipe; ' +
          'default comma). Answers 202 {importId} with a Location header to poll; rows are matched to catalogue specs by manufacturer + ' +
          "model number. 400 'Unable to import file' for a file that is not CSV or whose header names no Manufacturer and Model Number.",
        params: ZSpecbookParams,
        response: { 202: zOne(ZSpecbookImport) },
      },
    },
    async (request, reply) => {
      const started = await startCsvImport(request.ctx, app.storage, Number(request.params.id), await readCsvUpload(request));
      await scheduleImport(app.jobs, CSV_IMPORT_QUEUE, started.importId);
      const location = `/api/v4/user/${request.params.userId}/specbook/${request.params.id}/csv/import/${started.importId}`;
      return reply.code(202).header('location', location).send({ data: started });
    },
  );

  app.get(
    `${BASE}/import/:importId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['documents'],
        summary: 'Where a CSV import is: status (queued, processing, complete, failed), complete, message, counts, unmatched rows with their lines.',
        params: ZSpecbookParams.extend({ importId: z.string() }),
        response: { 200: zOne(ZSpecbookImport) },
      },
    },
    async (request) => ({ data: await getCsvImport(request.ctx, app.storage, Number(request.params.id), request.params.importId) }),
  );
};
