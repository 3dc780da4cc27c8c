import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zList, zOne } from '#server/lib/http/envelope';
import { pageEnvelope, zPageList } from '#server/lib/http/pagination';
import { MAX_PER_PAGE } from '#server/lib/http/query';
import { ZInvoice, ZInvoiceCreateBody, ZInvoiceDetail, ZInvoiceLine, ZInvoiceListFilters, ZInvoicePreview, ZInvoiceUpdate, ZVoidBody } from '#shared/schemas/invoice';
import { sendFile } from '#server/lib/http/file-reply';
import { cardPaymentsAvailable } from './card-checkout.service';
import { requireInvoicing } from './invoice-access';
import { createInvoicePdf } from './invoice-pdf.service';
import { sendInvoice } from './invoice-send.service';
import { createInvoice, previewInvoice } from './invoice-create.service';
import { deleteInvoice, deleteInvoiceLine, getInvoice, listAccountInvoices, listInvoiceLines, listInvoices, updateInvoice, voidInvoice } from './invoices.service';

const ZUserParams = z.object({ userId: z.string() });
const ZSpecbookParams = ZUserParams.extend({ id: z.string() });
const ZInvoiceParams = ZUserParams.extend({ invoiceId: z.string() });
const ZLineParams = ZInvoiceParams.extend({ lineId: z.string() });
const ZListQuery = ZInvoiceListFilters.extend({
  page: z.coerce.number().int().min(1).optional(),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
});
const INVOICE = '/v4/user/:userId/invoice/:invoiceId';
const TAGS = ['invoices'];

/** Invoices (spec/business-records.md §7 "Invoices and payments"): behind the useInvoicing flag (403 without it). */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = [app.requireAuth, async (request: { ctx: Parameters<typeof requireInvoicing>[0] }) => requireInvoicing(request.ctx)];

  app.get(
    '/v4/user/:userId/specbook/:id/invoices',
    {
      onRequest: guard,
      // Invoices bill the sale prices: without showSalePrice, every amount is "0.00" (decision 038).
      config: { especbook: { access: 'read', amounts: 'sale' } },
      schema: {
        tags: TAGS,
        summary:
          "The specbook's invoices, newest first, with their shown status (voided, refunded, paid, partial_paid, past_due, due_today, else the stored one); meta.cardPayments: whether they can be paid by card now",
        params: ZSpecbookParams,
        response: { 200: zList(ZInvoice).extend({ meta: z.object({ cardPayments: z.boolean() }) }) },
      },
    },
    async (request) => {
      const data = await listInvoices(request.ctx, Number(request.params.id));
      return { data, meta: { cardPayments: await cardPaymentsAvailable(request.ctx, app.stripe) } };
    },
  );

  app.post(
    '/v4/user/:userId/specbook/:id/invoices',
    {
      onRequest: guard,
      config: { idempotent: true },
      schema: {
        tags: TAGS,
        summary: 'Invoice the approved specs and line items (less specSpecbookFilter / lineItemFilter {"id":{"notin":[…]}}); Idempotency-Key honoured; 422 when nothing is left',
        params: ZSpecbookParams,
        body: ZInvoiceCreateBody,
        response: { 201: zOne(ZInvoiceDetail) },
      },
    },
    async (request, reply) => {
      const id = await createInvoice(request.ctx, Number(request.params.id), request.body);
      return reply.status(201).send({ data: await getInvoice(request.ctx, id) });
    },
  );

  app.get(
    '/v4/user/:userId/specbook/:id/invoices/preview',
    {
      onRequest: guard,
      schema: { tags: TAGS, summary: 'What a new invoice may bill: the approved specs and line items, the tax rate and the shipping rule', params: ZSpecbookParams, response: { 200: zOne(ZInvoicePreview) } },
    },
    async (request) => ({ data: await previewInvoice(request.ctx, Number(request.params.id)) }),
  );

  app.get(
    '/v4/user/:userId/invoices',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: "The account's invoices, newest first; status (shown), customer, specbook, search (number), startDate/endDate (created); page, perPage",
        params: ZUserParams,
        querystring: ZListQuery,
        response: { 200: zPageList(ZInvoiceDetail) },
      },
    },
    async (request) => {
      const { page, perPage = 24, ...filters } = request.query;
      return pageEnvelope({ ...(await listAccountInvoices(request.ctx, filters, { page, perPage })), url: request.url });
    },
  );

  app.get(INVOICE, { onRequest: guard, schema: { tags: TAGS, summary: 'One invoice', params: ZInvoiceParams, response: { 200: zOne(ZInvoiceDetail) } } }, async (request) => ({
    data: await getInvoice(request.ctx, request.params.invoiceId),
  }));

  app.patch(
    INVOICE,
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Update due, tags, fee (the total follows) or a user-managed status (open, invoiced, pending, unpaid)',
        params: ZInvoiceParams,
        body: z.object({ updateInvoiceRequest: z.object({ Invoice: ZInvoiceUpdate }, { error: 'Request body must be {"updateInvoiceRequest": {"Invoice": {...}}}.' }) }),
        response: { 200: zOne(ZInvoiceDetail) },
      },
    },
    async (request) => ({ data: await updateInvoice(request.ctx, request.params.invoiceId, request.body.updateInvoiceRequest.Invoice) }),
  );

  app.delete(INVOICE, { onRequest: guard, schema: { tags: TAGS, summary: 'Delete an invoice without payments (409 otherwise)', params: ZInvoiceParams } }, async (request, reply) => {
    await deleteInvoice(request.ctx, request.params.invoiceId);
    return reply.status(204).send();
  });

  app.get(`${INVOICE}/lines`, { onRequest: guard, schema: { tags: TAGS, summary: "The invoice's lines", params: ZInvoiceParams, response: { 200: zList(ZInvoiceLine) } } }, async (request) => ({
    data: await listInvoiceLines(request.ctx, request.params.invoiceId),
  }));

  app.delete(
    `${INVOICE}/lines/:lineId`,
    { onRequest: guard, schema: { tags: TAGS, summary: 'Delete a line and recompute the invoice (409 once it has payments)', params: ZLineParams, response: { 200: zOne(ZInvoiceDetail) } } },
    async (request) => ({ data: await deleteInvoiceLine(request.ctx, request.params.invoiceId, request.params.lineId) }),
  );

  app.get(`${INVOICE}/pdf`, { onRequest: guard, schema: { tags: TAGS, summary: 'The invoice as a PDF (INV-1001.pdf)', params: ZInvoiceParams } }, async (request, reply) => {
    const { fileName, pdf } = await createInvoicePdf(request.ctx, app.storage, request.params.invoiceId);
    return sendFile(reply, { type: 'application/pdf', fileName, body: pdf });
  });

  app.post(
    `${INVOICE}/send`,
    {
      onRequest: guard,
      schema: { tags: TAGS, summary: "E-mail the invoice (PDF attached) to the specbook's customer with the link of their e-Specbook; 422 without an address", params: ZInvoiceParams, response: { 200: zOne(z.object({ to: z.string() })) } },
    },
    async (request) => ({ data: await sendInvoice(request.ctx, { mailer: app.mailer, storage: app.storage, publicUrl: request.linkOrigin() }, request.params.invoiceId) }),
  );

  app.post(
    `${INVOICE}/void`,
    {
      onRequest: guard,
      schema: { tags: TAGS, summary: 'Void an invoice: 412 until {"confirm": true}; 409 while received money is not refunded', params: ZInvoiceParams, body: ZVoidBody, response: { 200: zOne(ZInvoiceDetail) } },
    },
    async (request) => ({ data: await voidInvoice(request.ctx, request.params.invoiceId, request.body?.confirm === true) }),
  );
};
