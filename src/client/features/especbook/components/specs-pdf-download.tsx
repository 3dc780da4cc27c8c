import { useState } from 'react';
import { ESPECBOOK_PDF as PDF } from '#shared/lib/especbook-messages';
import type { TSpecsPdfPayload } from '#shared/lib/specs-pdf-payload';
import { GeneratingPdfOverlay } from '#client/components/ui/generating-pdf-overlay';
import { saveFile } from '#client/lib/save-file';
import { toastError } from '#client/lib/toasts';
import { usePdfJobDownload } from '#client/lib/use-pdf-job-download';
import { createSpecsPdf } from '../api/specs-pdf';
import { DownloadEspecbookModal, type TDownloadDisplay } from './download-especbook-modal';

/** What the page asked to download: the whole e-Specbook, or one category (null = Miscellaneous). */
export type TDownloadRequest = { categoryId?: number | null; categoryName?: string };

/** Props of {@link SpecsPdfDownload}. */
export type TSpecsPdfDownloadProps = {
  userId: number;
  specbookId: number;
  specbookName: string;
  /** Open while set; closes through `onClose`. */
  request: TDownloadRequest | null;
  onClose: () => void;
  display: TDownloadDisplay;
  canUsePdfModal: boolean;
  /** The seller's download offers Customer Info and Signature Line (hidden on the e-Specbook page). */
  showCustomerOptions?: boolean;
};

/**
 * The Download e-Specbook modal wired to createSpecsPdf: the PDF is saved as
 * "{specbook name} - Specs.pdf" (§9); a failure toasts 'Could not create pdf' (§8). A large
 * specbook's PDF is built as a job (202): it is followed with fetchPdf every 3000 ms, the overlay
 * showing the job's stage, and saved under the same name (docs/decisions/032, 035).
 */
export function SpecsPdfDownload({ userId, specbookId, specbookName, request, onClose, display, canUsePdfModal, showCustomerOptions }: TSpecsPdfDownloadProps) {
  const [generating, setGenerating] = useState(false);
  const { follow, job } = usePdfJobDownload();
  const download = async (payload: TSpecsPdfPayload) => {
    setGenerating(true);
    const fileName = PDF.fileName(specbookName);
    try {
      const result = await createSpecsPdf(userId, specbookId, payload);
      if (result.kind === 'file') saveFile(result.blob, fileName);
      const saved = result.kind === 'file' || (await follow({ userId, fileName, failedMessage: PDF.createFailed }, result.job.id));
      if (saved) onClose();
    } catch {
      toastError(PDF.createFailed);
    } finally {
      setGenerating(false);
    }
  };
  return (
    <>
      <DownloadEspecbookModal
        opened={request !== null}
        onClose={onClose}
        onDownload={(payload) => void download(payload)}
        display={display}
        canUsePdfModal={canUsePdfModal}
        showCustomerOptions={showCustomerOptions}
        categoryId={request?.categoryId}
        categoryName={request?.categoryName}
        loading={generating}
      />
      {job ? <GeneratingPdfOverlay progress={job.progress} step={job.step} /> : generating && <GeneratingPdfOverlay />}
    </>
  );
}
