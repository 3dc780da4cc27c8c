import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInvoiceDetail, TInvoiceLine, TInvoicePreview, TInvoiceUpdate, TPayment, TPaymentCreate } from '#shared/schemas/invoice';
import type { TTransactionSummary } from '#shared/schemas/line-item';
import { apiList, apiRequest } from '#client/lib/api-client';
import { apiBlob } from '#client/lib/api-blob';

/**
 * The invoicing calls (spec/business-records.md §7 "Invoices and payments"). Errors are silent
 * here: the components toast the server's message (toastFailure). Money moves send an
 * Idempotency-Key made once per user action, so a retried click moves money once.
 */

const user = (userId: number) => `/api/v4/user/${userId}`;
const invoicePath = (userId: number, invoiceId: number) => `${user(userId)}/invoice/${invoiceId}`;

/** Query keys: everything of one specbook's invoicing under one prefix. */
export const invoiceKeys = {
  all: (userId: number, specbookId: number) => ['invoices', userId, specbookId] as const,
  list: (userId: number, specbookId: number) => [...invoiceKeys.all(userId, specbookId), 'list'] as const,
  preview: (userId: number, specbookId: number) => [...invoiceKeys.all(userId, specbookId), 'preview'] as const,
  transactions: (userId: number, specbookId: number) => [...invoiceKeys.all(userId, specbookId), 'transactions'] as const,
  one: (userId: number, specbookId: number, invoiceId: number) => [...invoiceKeys.all(userId, specbookId), 'invoice', invoiceId] as const,
};

/** A fresh Idempotency-Key for one user action. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The specbook's invoices, newest first, with everything the seller manages (GET {u}/invoices?specbook=). */
export function useSpecbookInvoices(userId: number, specbookId: number) {
  return useQuery({
    queryKey: invoiceKeys.list(userId, specbookId),
    queryFn: async ({ signal }) => (await apiList<TInvoiceDetail>(`${user(userId)}/invoices`, { query: { specbook: specbookId, perPage: 100 }, signal, silent: true })).list,
  });
}

/** One invoice with its lines and payments. */
export function useInvoice(userId: number, specbookId: number, invoiceId: number) {
  return useQuery({
    queryKey: invoiceKeys.one(userId, specbookId, invoiceId),
    queryFn: async ({ signal }) => {
      const [invoice, lines, payments] = await Promise.all([
        apiRequest<TInvoiceDetail>(invoicePath(userId, invoiceId), { signal, silent: true }),
        apiRequest<TInvoiceLine[]>(`${invoicePath(userId, invoiceId)}/lines`, { signal, silent: true }),
        apiRequest<TPayment[]>(`${invoicePath(userId, invoiceId)}/payments`, { signal, silent: true }),
      ]);
      return { invoice, lines, payments };
    },
  });
}

/** What a new invoice may bill (GET {u}/specbook/{id}/invoices/preview). */
export function useInvoicePreview(userId: number, specbookId: number) {
  return useQuery({
    queryKey: invoiceKeys.preview(userId, specbookId),
    queryFn: ({ signal }) => apiRequest<TInvoicePreview>(`${user(userId)}/specbook/${specbookId}/invoices/preview`, { signal, silent: true }),
  });
}

/**
 * The specbook's transaction summary (GET {u}/specbook/{id}/transactions). Under the invoicing
 * prefix, so every invoice or payment change refreshes it; always stale, so that opening the
 * drawer after approving specs or line items on the manage page reads the new approved total.
 */
export function useSpecbookTransactions(userId: number, specbookId: number) {
  return useQuery({
    queryKey: invoiceKeys.transactions(userId, specbookId),
    queryFn: ({ signal }) => apiRequest<TTransactionSummary>(`${user(userId)}/specbook/${specbookId}/transactions`, { signal, silent: true }),
    staleTime: 0,
  });
}

/** Refreshes the specbook's invoicing, and the manage page (its status follows the invoices). */
function useInvalidate(userId: number, specbookId: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: invoiceKeys.all(userId, specbookId) });
    onChanged?.();
  };
}

/** The body of a new invoice: the due date and fee, and what is left out. */
export type TCreateInvoiceInput = { due?: string; fee?: string; excludedSpecs: number[]; excludedLineItems: number[]; idempotencyKey: string };

/** POST {u}/specbook/{id}/invoices. */
export function useCreateInvoice(userId: number, specbookId: number, onChanged?: () => void) {
  const invalidate = useInvalidate(userId, specbookId, onChanged);
  return useMutation({
    mutationFn: (input: TCreateInvoiceInput) =>
      apiRequest<TInvoiceDetail>(`${user(userId)}/specbook/${specbookId}/invoices`, {
        method: 'POST',
        silent: true,
        headers: { 'Idempotency-Key': input.idempotencyKey },
        body: {
          createInvoiceRequest: { Invoice: { ...(input.due ? { due: input.due } : {}), ...(input.fee ? { fee: input.fee } : {}) } },
          ...(input.excludedSpecs.length ? { specSpecbookFilter: { id: { notin: input.excludedSpecs } } } : {}),
          ...(input.excludedLineItems.length ? { lineItemFilter: { id: { notin: input.excludedLineItems } } } : {}),
        },
      }),
    onSuccess: invalidate,
  });
}

/** The invoice actions of the detail view: payments, refunds, lines, update, void, delete, send. */
export function useInvoiceActions(userId: number, specbookId: number, invoiceId: number, onChanged?: () => void) {
  const invalidate = useInvalidate(userId, specbookId, onChanged);
  const base = invoicePath(userId, invoiceId);
  const post = <T,>(path: string, body: unknown, idempotencyKey?: string) =>
    apiRequest<T>(path, { method: 'POST', body, silent: true, ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}) });
  const useAction = <I, T>(fn: (input: I) => Promise<T>) => useMutation({ mutationFn: fn, onSuccess: invalidate });
  return {
    recordPayment: useAction((input: TPaymentCreate & { idempotencyKey: string }) => {
      const { idempotencyKey, ...payment } = input;
      return post<TPayment>(`${base}/payments`, { createPaymentRequest: { Payment: payment } }, idempotencyKey);
    }),
    refund: useAction((input: { paymentId: number; idempotencyKey: string }) => post<TPayment>(`${user(userId)}/payment/${input.paymentId}/refund`, {}, input.idempotencyKey)),
    capture: useAction((input: { paymentId: number; idempotencyKey: string }) => post<TPayment>(`${user(userId)}/payment/${input.paymentId}/capture`, {}, input.idempotencyKey)),
    deleteLine: useAction((lineId: number) => apiRequest<TInvoiceDetail>(`${base}/lines/${lineId}`, { method: 'DELETE', silent: true })),
    update: useAction((input: TInvoiceUpdate) => apiRequest<TInvoiceDetail>(base, { method: 'PATCH', silent: true, body: { updateInvoiceRequest: { Invoice: input } } })),
    void: useAction(() => post<TInvoiceDetail>(`${base}/void`, { confirm: true })),
    remove: useAction(() => apiRequest<null>(base, { method: 'DELETE', silent: true })),
    send: useAction(() => post<{ to: string }>(`${base}/send`, {})),
  };
}

/** The invoice PDF (GET {u}/invoice/{id}/pdf). */
export function downloadInvoicePdf(userId: number, invoiceId: number): Promise<Blob> {
  return apiBlob(`${invoicePath(userId, invoiceId)}/pdf`, { failedMessage: 'Could not download the invoice PDF' });
}
