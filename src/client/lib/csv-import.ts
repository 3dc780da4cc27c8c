import { useQuery } from '@tanstack/react-query';
import { CSV_MESSAGES as M, IMPORT_POLL_MS, type CsvSeparator } from '#shared/lib/specbook-csv';
import type { TSpecbookImport } from '#shared/schemas/specbook-import';
import { acceptHeader, apiRequest, ApiError, type TApiErrorBody } from './api-client';
import { getToken } from './auth-storage';

/** A started import: its id and the URL its status is read from (the answer's Location header). */
export type TStartedImport = { importId: number; location: string };

function authHeaders(path: string): Record<string, string> {
  const token = getToken();
  return { Accept: acceptHeader(path), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/**
 * Starts a CSV import (a specbook's or the inventory center's): POST `path` with the file and
 * separator as multipart/form-data; answers the importId and the Location header to poll.
 * @throws ApiError with the server's message ('Unable to import file') on a refused file.
 */
export async function uploadCsvImport(path: string, file: File, separator: CsvSeparator): Promise<TStartedImport> {
  const form = new FormData();
  form.append('separator', separator);
  form.append('file', file, file.name);
  const res = await fetch(path, { method: 'POST', headers: authHeaders(path), body: form });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as TApiErrorBody | null;
    throw new ApiError(res.status, body, M.unableToImport);
  }
  const { data } = (await res.json()) as { data: TSpecbookImport };
  return { importId: data.importId, location: res.headers.get('location') ?? `${path}/${data.importId}` };
}

/** A CSV import's status: GET on its Location URL, every second until the import has ended. */
export function useCsvImportStatus(location: string | null) {
  return useQuery({
    queryKey: ['csv-import', location],
    queryFn: ({ signal }) => apiRequest<TSpecbookImport>(location!, { signal, silent: true }),
    enabled: location !== null,
    refetchInterval: (query) => (query.state.data?.complete ? false : IMPORT_POLL_MS),
    retry: 2,
    gcTime: 0,
  });
}
