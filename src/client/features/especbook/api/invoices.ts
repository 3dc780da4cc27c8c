import { useMutation, useQuery } from '@tanstack/react-query';
import type { TCardCheckout, TInvoice } from '#shared/schemas/invoice';
import { apiEnvelope, apiRequest } from '#client/lib/api-client';
import { especbookKeys, specbookBase } from './keys';

/** The specbook's invoices and whether they can be paid by card now. */
export type TEspecbookInvoices = { list: TInvoice[]; cardPayments: boolean };

/**
 * The specbook's invoices, newest first (GET …/specbook/{id}/invoices), with `meta.cardPayments`;
 * loaded only when `enabled`, i.e. when the seller can use invoicing (spec §2.4).
 */
export function useEspecbookInvoices(userId: number, specbookId: number, enabled: boolean) {
  return useQuery({
    queryKey: especbookKeys.invoices(userId, specbookId),
    queryFn: async ({ signal }): Promise<TEspecbookInvoices> => {
      const body = await apiEnvelope<{ data?: TInvoice[]; meta?: { cardPayments?: boolean } }>(`${specbookBase(userId, specbookId)}/invoices`, { signal, silent: true });
      return { list: body.data ?? [], cardPayments: body.meta?.cardPayments === true };
    },
    enabled,
  });
}

/**
 * Starts paying an invoice by card (POST …/invoices/{invoiceId}/checkout, decision 052) and answers
 * the hosted payment page to open. One Idempotency-Key per click: a retried request opens the same page.
 */
export function useCardCheckout(userId: number, specbookId: number) {
  return useMutation({
    mutationFn: (input: { invoiceId: number; returnPath: string }) =>
      apiRequest<TCardCheckout>(`${specbookBase(userId, specbookId)}/invoices/${input.invoiceId}/checkout`, {
        method: 'POST',
        body: { returnPath: input.returnPath },
        silent: true,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
  });
}
