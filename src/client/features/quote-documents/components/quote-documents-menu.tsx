import { Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconFileInvoice, IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { PROPOSAL_MESSAGES as P, QUOTE_PDF_MESSAGES as Q } from '#shared/lib/quote-documents-messages';
import { ApiError } from '#client/lib/api-client';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { openProposal, removeProposal, uploadProposal } from '../api/proposal';
import { QuotePdfModal } from './quote-pdf-modal';
import { t } from '#client/lib/i18n';

/** What {@link useQuoteDocuments} needs to know of the specbook. */
export type TQuoteDocumentsSpecbook = { id: number; name: string; hasProposal: boolean };

/**
 * The Documents menu's Quote PDF item, its proposal items (the menu places them in their own
 * sections) and the dialogs they open (rendered outside the menu).
 */
export type TQuoteDocuments = { quoteItem: ReactNode; proposalItems: ReactNode; dialogs: ReactNode };

/** 'Unable to import proposal file' with the server's reason under it. */
function toastImportFailed(error: unknown): void {
  const reason = error instanceof ApiError && error.status === 400 ? error.body?.errors?.[0]?.message : undefined;
  notifications.show({ color: 'red', title: t(P.importFailed), message: t(reason ?? P.importFailed), autoClose: 5000 });
}

/** Remove proposal? with Cancel / Remove. */
function RemoveProposalDialog({ opened, busy, onCancel, onConfirm }: { opened: boolean; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={opened} onClose={onCancel} title={t(P.removeConfirmTitle)} size="sm" closeButtonProps={{ 'aria-label': t('Close') }}>
      <Stack gap="md">
        <Text size="sm">{t(P.removeConfirm)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t(Q.cancel)}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {t(P.removeItem)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The quote-documents part of the manage page's Documents menu (docs/decisions/033): "Quote PDF"
 * (its options modal) and the proposal's upload / replace, view and remove. `onProposalChanged`
 * lets the page refresh the specbook (hasProposal) after an upload or removal.
 */
export function useQuoteDocuments({ userId, specbook, onProposalChanged }: { userId: number; specbook: TQuoteDocumentsSpecbook; onProposalChanged: () => void }): TQuoteDocuments {
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await uploadProposal(userId, specbook.id, file);
      toastSuccess(P.uploaded);
      onProposalChanged();
    } catch (error) {
      toastImportFailed(error);
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await removeProposal(userId, specbook.id);
      toastSuccess(P.removed);
      setConfirmRemove(false);
      onProposalChanged();
    } catch {
      toastError(P.removeFailed);
    } finally {
      setBusy(false);
    }
  };

  const quoteItem = (
    <Menu.Item leftSection={<IconFileInvoice size={16} />} onClick={() => setQuoteOpen(true)}>
      {t(Q.menuItem)}
    </Menu.Item>
  );
  const proposalItems = (
    <>
      <Menu.Item leftSection={<IconFileUpload size={16} />} disabled={busy} onClick={() => fileInput.current?.click()}>
        {specbook.hasProposal ? t(P.replaceItem) : t(P.uploadItem)}
      </Menu.Item>
      {specbook.hasProposal && (
        <>
          <Menu.Item leftSection={<IconEye size={16} />} onClick={() => void openProposal(userId, specbook.id)}>
            {t(P.viewItem)}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirmRemove(true)}>
            {t(P.removeItem)}
          </Menu.Item>
        </>
      )}
    </>
  );
  const dialogs = (
    <>
      <input
        ref={fileInput}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-label={t(P.uploadItem)}
        data-testid="proposal-file-input"
        onChange={(e) => void upload(e.currentTarget.files?.[0])}
      />
      <QuotePdfModal userId={userId} specbookId={specbook.id} specbookName={specbook.name} opened={quoteOpen} onClose={() => setQuoteOpen(false)} />
      <RemoveProposalDialog opened={confirmRemove} busy={busy} onCancel={() => setConfirmRemove(false)} onConfirm={() => void remove()} />
    </>
  );
  return { quoteItem, proposalItems, dialogs };
}
