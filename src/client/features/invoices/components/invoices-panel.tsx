import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '#client/lib/i18n';
import { INVOICE_UI as UI } from '../lib/invoice-ui';
import { CreateInvoiceModal } from './create-invoice-modal';
import { InvoiceDetail } from './invoice-detail';
import { InvoiceList } from './invoice-list';
import { TransactionsSummary } from './transactions-summary';

/** Props of {@link InvoicesPanel}. */
export type TInvoicesPanelProps = { userId: number; specbookId: number; onChanged?: () => void };

/** The drawer's content: the specbook's invoices, one invoice's detail, and the Create invoice dialog. */
export function InvoicesPanel({ userId, specbookId, onChanged }: TInvoicesPanelProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      {selected === null ? (
        <>
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t(UI.create)}
            </Button>
          </Group>
          <TransactionsSummary userId={userId} specbookId={specbookId} />
          <InvoiceList userId={userId} specbookId={specbookId} onOpen={setSelected} />
        </>
      ) : (
        <>
          <Group>
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => setSelected(null)}>
              {t(UI.back)}
            </Button>
          </Group>
          <InvoiceDetail userId={userId} specbookId={specbookId} invoiceId={selected} onChanged={onChanged} onDeleted={() => setSelected(null)} />
        </>
      )}
      <CreateInvoiceModal
        opened={creating}
        onClose={() => setCreating(false)}
        userId={userId}
        specbookId={specbookId}
        onChanged={onChanged}
        onCreated={(id) => {
          setCreating(false);
          setSelected(id);
        }}
      />
    </Stack>
  );
}
