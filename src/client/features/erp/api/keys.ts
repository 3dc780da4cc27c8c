/** Where the ERP integration's calls go (docs/decisions/058) and how they are cached. */

/** How often a running ERP job is polled. */
export const ERP_POLL_MS = 1000;

/** `/api/v4/user/{userId}`. */
export function userBase(userId: number): string {
  return `/api/v4/user/${userId}`;
}

/** `/api/v4/user/{userId}/specbook/{specbookId}/erp`. */
export function specbookErpBase(userId: number, specbookId: number): string {
  return `${userBase(userId)}/specbook/${specbookId}/erp`;
}

/** Query keys of the ERP feature. */
export const erpKeys = {
  connection: (userId: number) => ['erp', 'connection', userId] as const,
  job: (userId: number, jobId: number | null) => ['erp', 'job', userId, jobId] as const,
  itemClasses: (userId: number) => ['erp', 'item-classes', userId] as const,
  customer: (userId: number, specbookId: number) => ['erp', 'customer', userId, specbookId] as const,
  specbookCustomer: (userId: number, specbookId: number) => ['erp', 'specbook-customer', userId, specbookId] as const,
};
