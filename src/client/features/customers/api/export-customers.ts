import { getToken } from '#client/lib/auth-storage';
import { ApiError, acceptHeader, type TApiErrorBody } from '#client/lib/api-client';
import { customerListQuery, type TCustomerSort } from './list-customers';

/** How long a downloaded file's object URL is kept (spec §9: released after 7000 ms). */
const OBJECT_URL_TTL_MS = 7000;

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

/** Saves a blob as a file through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_TTL_MS);
}
