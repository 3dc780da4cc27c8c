import { useQuery } from '@tanstack/react-query';
import type { TErpCustomer, TErpItemClass, TErpJob, TErpMissingCreate, TErpPricesApply, TErpSubmitInput } from '#shared/schemas/erp';
import type { TSpecbookCustomer } from '#shared/schemas/specbook-customer';
import { apiRequest } from '#client/lib/api-client';
import { startErpJob } from './jobs';
import { erpKeys, specbookErpBase, userBase } from './keys';

/** Step 01: compare the specbook's prices with the ERP's (POST {u}/specbook/{id}/erp/prices → a 'prices' job). */
export function startPricesCheck(userId: number, specbookId: number): Promise<TErpJob> {
  return startErpJob(`${specbookErpBase(userId, specbookId)}/prices`);
}

/** Step 01: take the ERP's prices for the chosen specs (POST …/erp/prices/apply); answers the updated join ids. */
export function applyErpPrices(userId: number, specbookId: number, body: TErpPricesApply): Promise<{ updated: number[] }> {
  return apiRequest<{ updated: number[] }>(`${specbookErpBase(userId, specbookId)}/prices/apply`, { method: 'POST', body, silent: true });
}

/** Step 02: find the specs the ERP has no stock item for (POST …/erp/missing → a 'missing' job). */
export function startMissingCheck(userId: number, specbookId: number): Promise<TErpJob> {
  return startErpJob(`${specbookErpBase(userId, specbookId)}/missing`);
}

/** Step 02: create the chosen missing products in the ERP (POST …/erp/missing/create → a 'create_missing' job). */
export function startCreateMissing(userId: number, specbookId: number, body: TErpMissingCreate): Promise<TErpJob> {
  return startErpJob(`${specbookErpBase(userId, specbookId)}/missing/create`, body);
}

/** Step 03: send the specbook (POST …/erp/submit → a 'submit' job whose result is the opportunity). */
export function startSubmit(userId: number, specbookId: number, body: TErpSubmitInput): Promise<TErpJob> {
  return startErpJob(`${specbookErpBase(userId, specbookId)}/submit`, body);
}

/** The ERP's item classes (GET {u}/erp/item-classes), for the products created in step 02. */
export function useItemClasses(userId: number) {
  return useQuery({
    queryKey: erpKeys.itemClasses(userId),
    queryFn: ({ signal }) => apiRequest<TErpItemClass[]>(`${userBase(userId)}/erp/item-classes`, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** Step 03: the specbook's customer as the ERP knows it (GET …/erp/customer). */
export function useErpCustomer(userId: number, specbookId: number) {
  return useQuery({
    queryKey: erpKeys.customer(userId, specbookId),
    queryFn: ({ signal }) => apiRequest<TErpCustomer>(`${specbookErpBase(userId, specbookId)}/customer`, { signal, silent: true }),
    retry: false,
  });
}

/** Step 03: the specbook's own customer and addresses (GET {u}/specbook/{id}/customer), to prefill the form. */
export function useSpecbookCustomer(userId: number, specbookId: number) {
  return useQuery({
    queryKey: erpKeys.specbookCustomer(userId, specbookId),
    queryFn: ({ signal }) => apiRequest<TSpecbookCustomer>(`${userBase(userId)}/specbook/${specbookId}/customer`, { signal, silent: true }),
    retry: false,
  });
}
