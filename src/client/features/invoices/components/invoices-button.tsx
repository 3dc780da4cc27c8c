import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import type { TSpecbook } from '#shared/schemas/specbook';
import { lazyPanel } from '#client/components/ui/lazy-ui';
import { t } from '#client/lib/i18n';
import { INVOICE_UI as UI } from '../lib/invoice-ui';

// The panel (list, detail, create dialog) loads when the drawer first opens (docs/decisions/048).
const InvoicesPanel = lazyPanel(() => import('./invoices-panel').then((m) => m.InvoicesPanel));

/** Props of {@link InvoicesButton}. */
export type TInvoicesButtonProps = {
  userId: number;
  specbook: TSpecbook;
  /** After any invoice change (the specbook's status follows its invoices). */
  onChanged?: () => void;
};

/** The manage page's Invoices button and the drawer it opens (the specbook's invoices). */
export function InvoicesButton({ userId, specbook, onChanged }: TInvoicesButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconReceipt size={16} />} onClick={open}>
        {t(UI.button)}
      </Button>
      <Drawer opened={opened} onClose={close} position="right" size="xl" title={`${t(UI.drawerTitle)} · ${specbook.name}`}>
        {opened && <InvoicesPanel userId={userId} specbookId={specbook.id} onChanged={onChanged} />}
      </Drawer>
    </>
  );
}
