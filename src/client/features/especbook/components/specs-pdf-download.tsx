import { useState } from 'react';
import { ESPECBOOK_PDF as PDF } from '#shared/lib/especbook-messages';
import type { TSpecsPdfPayload } from '#shared/lib/specs-pdf-payload';
import { GeneratingPdfOverlay } from '#client/components/ui/generating-pdf-overlay';
import { saveFile } from '#client/lib/save-file';
import { toastError } from '#client/lib/toasts';
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
 * "{specbook name} - Specs.pdf" (§9); a failure toasts 'Could not create pdf' (§8).
 */
export function SpecsPdfDownload({ userId, specbookId, specbookName, request, onClose, display, canUsePdfModal, showCustomerOptions }: TSpecsPdfDownloadProps) {
  const [generating, setGenerating] = useState(false);
  const download = async (payload: TSpecsPdfPayload) => {
    setGenerating(true);
    try {
      saveFile(await createSpecsPdf(userId, specbookId, payload), PDF.fileName(specbookName));
      onClose();
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
      {generating && <GeneratingPdfOverlay />}
    </>
  );
}
