import { useState } from 'react';
import { CSV_MESSAGES as M } from '#shared/lib/specbook-csv';
import { saveFile } from '#client/lib/save-file';
import { t } from '#client/lib/i18n';
import { toastFailure } from '#client/lib/toasts';
import { exportSpecbookCsv } from '../api/specbook-csv';

/**
 * Export CSV (spec §2.11): downloads the specbook as CSV and saves it as "Exported Specbook.csv"
 * (text/csv). Answers the action and whether it is running.
 */
export function useExportCsv(userId: number, specbookId: number): { exportCsv: () => Promise<void>; exporting: boolean } {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await exportSpecbookCsv(userId, specbookId), M.exportFileName);
    } catch (error) {
      toastFailure(error, t(M.exportFailed));
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, exporting };
}
