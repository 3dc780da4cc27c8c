import { CSV_MESSAGES as M, type CsvSeparator } from '#shared/lib/specbook-csv';
import { fileRequest } from '#client/lib/api-blob';
import { uploadCsvImport, type TStartedImport } from '#client/lib/csv-import';

/** `/api/v4/user/{userId}/specbook/{specbookId}/csv`. */
export function csvBase(userId: number, specbookId: number): string {
  return `/api/v4/user/${userId}/specbook/${specbookId}/csv`;
}

/** Export CSV (spec §7): GET {u}/specbook/{id}/csv, answered with the CSV file itself. */
export async function exportSpecbookCsv(userId: number, specbookId: number): Promise<Blob> {
  const res = await fileRequest(csvBase(userId, specbookId), { accept: 'text/csv', failedMessage: M.exportFailed });
  return new Blob([await res.arrayBuffer()], { type: 'text/csv' });
}

/**
 * CSV file import (spec §7): POST {u}/specbook/{id}/csv/import with the file and separator;
 * answers the importId and the Location header to poll.
 * @throws ApiError with the server's message ('Unable to import file') on a refused file.
 */
export function startCsvImport(userId: number, specbookId: number, file: File, separator: CsvSeparator): Promise<TStartedImport> {
  return uploadCsvImport(`${csvBase(userId, specbookId)}/import`, file, separator);
}
