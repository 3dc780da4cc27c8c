import { getToken } from '#client/lib/auth-storage';
import { ApiError, acceptHeader, type TApiErrorBody } from '#client/lib/api-client';
import { customerListQuery, type TCustomerSort } from './list-customers';

/** GET {u}/customer?format=csv with the list's search and filter: the CSV text. */
export async function fetchCustomersCsv(userId: number, params: { search: string; type: string | null; sort?: TCustomerSort }): Promise<Blob> {
  const query = new URLSearchParams({ format: 'csv' });
  for (const [key, value] of Object.entries(customerListQuery(params))) if (value !== undefined) query.set(key, String(value));
  const path = `/api/v4/user/${userId}/customer`;
  const token = getToken();
  const res = await fetch(`${path}?${query.toString()}`, {
    headers: { Accept: `text/csv, ${acceptHeader(path)}`, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as TApiErrorBody | null;
    throw new ApiError(res.status, body, 'Could not export customers');
  }
  return res.blob();
}
