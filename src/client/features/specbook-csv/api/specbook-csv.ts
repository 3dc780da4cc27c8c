import { useQuery } from '@tanstack/react-query';
import { CSV_MESSAGES as M, IMPORT_POLL_MS, type CsvSeparator } from '#shared/lib/specbook-csv';
import type { TSpecbookImport } from '#shared/schemas/specbook-import';
import { acceptHeader, apiRequest, ApiError, type TApiErrorBody } from '#client/lib/api-client';
import { fileRequest } from '#client/lib/api-blob';
import { getToken } from '#client/lib/auth-storage';

/** `/api/v4/user/{userId}/specbook/{specbookId}/csv`. */
export function csvBase(userId: number, specbookId: number): string {
  return `/api/v4/user/${userId}/specbook/${specbookId}/csv`;
}

function authHeaders(path: string): Record<string, string> {
  const token = getToken();
  return { Accept: acceptHeader(path), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

async function failure(res: Response, fallback: string): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as TApiErrorBody | null;
  return new ApiError(res.status, body, fallback);
}

/** Export CSV (spec §7): GET {u}/specbook/{id}/csv, answered with the CSV file itself. */
export async function exportSpecbookCsv(userId: number, specbookId: number): Promise<Blob> {
  const res = await fileRequest(csvBase(userId, specbookId), { accept: 'text/csv', failedMessage: M.exportFailed });
  return new Blob([await res.arrayBuffer()], { type: 'text/csv' });
}

/** A started import: its id and the URL its status is read from (the answer's Location header). */
export type TStartedImport = { importId: number; location: string };

/**
 * CSV file import (spec §7): POST {u}/specbook/{id}/csv/import with the file and separator;
 * answers the importId and the Location header to poll.
 * @throws ApiError with the server's message ('Unable to import file') on a refused file.
 */
export async function startCsvImport(userId: number, specbookId: number, file: File, separator: CsvSeparator): Promise<TStartedImport> {
  const path = `${csvBase(userId, specbookId)}/import`;
  const form = new FormData();
  form.append('separator', separator);
  form.append('file', file, file.name);
  const res = await fetch(path, { method: 'POST', headers: authHeaders(path), body: form });
  if (!res.ok) throw await failure(res, M.unableToImport);
  const { data } = (await res.json()) as { data: TSpecbookImport };
  return { importId: data.importId, location: res.headers.get('location') ?? `${path}/${data.importId}` };
}

/** CSV import status (spec §7): GET on the Location URL, every second until the import has ended. */
export function useCsvImportStatus(location: string | null) {
  return useQuery({
    queryKey: ['specbook-csv-import', location],
    queryFn: ({ signal }) => apiRequest<TSpecbookImport>(location!, { signal, silent: true }),
    enabled: location !== null,
    refetchInterval: (query) => (query.state.data?.complete ? false : IMPORT_POLL_MS),
    retry: 2,
    gcTime: 0,
  });
}
