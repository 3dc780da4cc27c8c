import { Menu } from '@mantine/core';
import { IconFileInvoice, IconFileTypeCsv, IconFileTypePdf, IconQrcode, IconSparkles, IconTags, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { TSpecbook } from '#shared/schemas/specbook';
import { PDF_JOB_MESSAGES as PO, PURCHASE_ORDER_PDF_TYPE } from '#shared/lib/pdf-job-messages';
import { GeneratingPdfOverlay } from '#client/components/ui/generating-pdf-overlay';
import { useCurrentSession } from '#client/lib/current-session';
import { aipqPath } from '#client/lib/specbook-route';
import { usePdfJobDownload } from '#client/lib/use-pdf-job-download';
import { SpecsPdfDownload, type TDownloadRequest } from '#client/features/especbook/components/specs-pdf-download';
import { ErpMenuItems } from '#client/features/erp/components/erp-menu-items';
import { manageKeys } from '#client/features/manage/api/keys';
import { useExportCsv } from '#client/features/specbook-csv/components/use-export-csv';
import { useQuoteDocuments } from '#client/features/quote-documents/components/quote-documents-menu';
import { useQrCodePdf } from '#client/features/smart-labels/components/qr-code-pdf';
import { SMART_LABEL_MESSAGES as SL } from '#shared/lib/smart-label-messages';
import { t } from '#client/lib/i18n';

// The CSV import (with its dropzone) and the label sheet load when first opened (docs/decisions/044).
const ImportCsvModal = lazy(() => import('#client/features/specbook-csv/components/import-csv-modal').then((m) => ({ default: m.ImportCsvModal })));
const SmartLabelsModal = lazy(() => import('#client/features/smart-labels/components/smart-labels-modal').then((m) => ({ default: m.SmartLabelsModal })));

/** The seller sees everything in their own documents. */
const SELLER_DISPLAY = { specifications: true, listPrice: true, salePrice: true, modelNumber: true };

/**
 * The content of the manage page's Documents menu (spec/client-view-and-downloads.md §2.11): the
 * seller's PDFs, labels, CSV and ERP entries, and the dialogs and progress overlays they open. Each item opens
 * its feature's own dialog; the app composes them here because features do not import each other.
 * Rendered inside the menu (specbook-documents.tsx), which loads it when first reached for.
 */
export function DocumentsMenuContent({ specbook }: { specbook: TSpecbook }) {
  const { user } = useCurrentSession();
  const queryClient = useQueryClient();
  const [specsRequest, setSpecsRequest] = useState<TDownloadRequest | null>(null);
  const quote = useQuoteDocuments({
    userId: user.id,
    specbook,
    onProposalChanged: () => void queryClient.invalidateQueries({ queryKey: manageKeys.specbook(user.id, specbook.id) }),
  });
  const purchaseOrder = usePdfJobDownload();
  const downloadPurchaseOrder = () =>
    void purchaseOrder.start({
      userId: user.id,
      specbookId: specbook.id,
      type: PURCHASE_ORDER_PDF_TYPE,
      fileName: PO.fileName(specbook.name),
      failedMessage: PO.purchaseOrderFailed,
    });
  const [labelsOpen, setLabelsOpen] = useState(false);
  const qrCodePdf = useQrCodePdf(user.id, specbook.id, specbook.name);
  const [importingCsv, setImportingCsv] = useState(false);
  const { exportCsv, exporting } = useExportCsv(user.id, specbook.id);
  return (
    <>
      <Menu.Dropdown>
        <Menu.Label>PDF</Menu.Label>
        <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => setSpecsRequest({})}>
          {t('Download e-Specbook')}
        </Menu.Item>
        {quote.quoteItem}
        <Menu.Item leftSection={<IconFileInvoice size={16} />} onClick={downloadPurchaseOrder} disabled={purchaseOrder.job !== null}>
          {t(PO.menuItem)}
        </Menu.Item>
        <Menu.Item leftSection={<IconQrcode size={16} />} disabled={qrCodePdf.loading} onClick={() => void qrCodePdf.download()}>
          {t(SL.qrCodePdfMenuItem)}
        </Menu.Item>
        {user.roleNames.includes('ROLE_SMART_LABELS') && (
          <Menu.Item leftSection={<IconTags size={16} />} onClick={() => setLabelsOpen(true)}>
            {t(SL.menuItem)}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>{t('Proposal')}</Menu.Label>
        {quote.proposalItems}
        <Menu.Divider />
        <Menu.Label>CSV</Menu.Label>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => void exportCsv()} disabled={exporting}>
          {t('Export CSV')}
        </Menu.Item>
        <Menu.Item leftSection={<IconUpload size={16} />} onClick={() => setImportingCsv(true)}>
          {t('Import CSV')}
        </Menu.Item>
        {user.roleNames.includes('ROLE_AIPQ') && (
          <Menu.Item leftSection={<IconSparkles size={16} />} component={Link} to={aipqPath(specbook.id)}>
            {t('Import a PDF quote')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <ErpMenuItems userId={user.id} specbookId={specbook.id} features={user.features} />
      </Menu.Dropdown>
      <SpecsPdfDownload
        userId={user.id}
        specbookId={specbook.id}
        specbookName={specbook.name}
        request={specsRequest}
        onClose={() => setSpecsRequest(null)}
        display={SELLER_DISPLAY}
        canUsePdfModal={user.canUsePdfModal}
        showCustomerOptions
      />
      {quote.dialogs}
      {purchaseOrder.job && <GeneratingPdfOverlay progress={purchaseOrder.job.progress} step={purchaseOrder.job.step} />}
      <Suspense fallback={null}>
        {labelsOpen && <SmartLabelsModal userId={user.id} specbookId={specbook.id} opened onClose={() => setLabelsOpen(false)} />}
        {importingCsv && (
          <ImportCsvModal
            userId={user.id}
            specbookId={specbook.id}
            opened
            onClose={() => setImportingCsv(false)}
            onImported={() => void queryClient.invalidateQueries({ queryKey: manageKeys.all(user.id, specbook.id) })}
          />
        )}
      </Suspense>
    </>
  );
}
