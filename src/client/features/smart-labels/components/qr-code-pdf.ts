import { useState } from 'react';
import { SMART_LABEL_MESSAGES as M } from '#shared/lib/smart-label-messages';
import { saveFile } from '#client/lib/save-file';
import { toastError } from '#client/lib/toasts';
import { fetchQrCodePdf } from '../api/smart-labels';

/**
 * The QR-code PDF of a specbook (spec §2.11): downloads "{specbook name} - QR Code.pdf"; a failure
 * toasts 'Unable to get QR Code PDF' (§8). `loading` is true while it is being made.
 */
export function useQrCodePdf(userId: number, specbookId: number, specbookName: string) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveFile(await fetchQrCodePdf(userId, specbookId), M.qrCodeFileName(specbookName));
    } catch {
      toastError(M.qrCodePdfFailed);
    } finally {
      setLoading(false);
    }
  };
  return { download, loading };
}
