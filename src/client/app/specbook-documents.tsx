import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf, IconQrcode, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import type { TSpecbook } from '#shared/schemas/specbook';
import { useCurrentSession } from '#client/lib/current-session';
import { SpecsPdfDownload, type TDownloadRequest } from '#client/features/especbook/components/specs-pdf-download';
import { useQrCodePdf } from '#client/features/smart-labels/components/qr-code-pdf';
import { SmartLabelsModal } from '#client/features/smart-labels/components/smart-labels-modal';
import { SMART_LABEL_MESSAGES as SL } from '#shared/lib/smart-label-messages';

/** The seller sees everything in their own documents. */
const SELLER_DISPLAY = { specifications: true, listPrice: true, salePrice: true, modelNumber: true };

/**
 * The manage page's Documents menu (spec/client-view-and-downloads.md §2.11): the seller's PDFs,
 * labels and CSV. Each item opens its feature's own dialog; the app composes them here because
 * features do not import each other.
 */
export function SpecbookDocumentsMenu({ specbook }: { specbook: TSpecbook }) {
  const { user } = useCurrentSession();
  const [specsRequest, setSpecsRequest] = useState<TDownloadRequest | null>(null);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const qrCodePdf = useQrCodePdf(user.id, specbook.id, specbook.name);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconFileTypePdf size={16} />} rightSection={<IconChevronDown size={14} />}>
            Documents
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => setSpecsRequest({})}>
            Download e-SpecBook
          </Menu.Item>
          {user.roleNames.includes('ROLE_SMART_LABELS') && (
            <Menu.Item leftSection={<IconTags size={16} />} onClick={() => setLabelsOpen(true)}>
              {SL.menuItem}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconQrcode size={16} />} disabled={qrCodePdf.loading} onClick={() => void qrCodePdf.download()}>
            {SL.qrCodePdfMenuItem}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
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
      <SmartLabelsModal userId={user.id} specbookId={specbook.id} opened={labelsOpen} onClose={() => setLabelsOpen(false)} />
    </>
  );
}
