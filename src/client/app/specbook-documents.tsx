import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TSpecbook } from '#shared/schemas/specbook';
import { useCurrentSession } from '#client/lib/current-session';
import { SpecsPdfDownload, type TDownloadRequest } from '#client/features/especbook/components/specs-pdf-download';
import { manageKeys } from '#client/features/manage/api/keys';
import { useQuoteDocuments } from '#client/features/quote-documents/components/quote-documents-menu';

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
  const queryClient = useQueryClient();
  const quote = useQuoteDocuments({
    userId: user.id,
    specbook,
    onProposalChanged: () => void queryClient.invalidateQueries({ queryKey: manageKeys.specbook(user.id, specbook.id) }),
  });
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
          {quote.menuItems}
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
      {quote.dialogs}
    </>
  );
}
