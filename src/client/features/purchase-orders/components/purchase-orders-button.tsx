import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTruckDelivery } from '@tabler/icons-react';
import type { TSpecbook } from '#shared/schemas/specbook';
import { lazyPanel } from '#client/components/ui/lazy-ui';
import { PO_UI as UI } from '../lib/po-ui';

// The panel (list, detail, Create Purchase Orders) loads when the drawer first opens (docs/decisions/048).
const PurchaseOrdersPanel = lazyPanel(() => import('./purchase-orders-panel').then((m) => m.PurchaseOrdersPanel));

/** Props of {@link PurchaseOrdersButton}. */
export type TPurchaseOrdersButtonProps = {
  userId: number;
  specbook: TSpecbook;
  /** After orders are created or changed (the ordered specs' statuses change). */
  onChanged?: () => void;
};

/** The manage page's Purchase Orders button and the drawer it opens (the specbook's purchase orders). */
export function PurchaseOrdersButton({ userId, specbook, onChanged }: TPurchaseOrdersButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconTruckDelivery size={16} />} onClick={open}>
        {UI.button}
      </Button>
      <Drawer opened={opened} onClose={close} position="right" size="xl" title={`${UI.drawerTitle} · ${specbook.name}`}>
        {opened && <PurchaseOrdersPanel userId={userId} specbookId={specbook.id} onChanged={onChanged} />}
      </Drawer>
    </>
  );
}
