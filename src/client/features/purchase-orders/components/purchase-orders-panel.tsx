import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useRefreshPurchaseOrders } from '../api/purchase-orders';
import { PO_UI as UI } from '../lib/po-ui';
import { CreatePurchaseOrdersModal } from './create-purchase-orders-modal';
import { PurchaseOrderDetail } from './purchase-order-detail';
import { PurchaseOrderList } from './purchase-order-list';

/** Props of {@link PurchaseOrdersPanel}. */
export type TPurchaseOrdersPanelProps = { userId: number; specbookId: number; onChanged?: () => void };

/** The drawer's content: the specbook's purchase orders, one order's detail, and Create Purchase Orders. */
export function PurchaseOrdersPanel({ userId, specbookId, onChanged }: TPurchaseOrdersPanelProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const refresh = useRefreshPurchaseOrders(userId, specbookId, onChanged);
  return (
    <Stack gap="md">
      {selected === null ? (
        <>
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {UI.create}
            </Button>
          </Group>
          <PurchaseOrderList userId={userId} specbookId={specbookId} onOpen={setSelected} />
        </>
      ) : (
        <>
          <Group>
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => setSelected(null)}>
              {UI.allOrders}
            </Button>
          </Group>
          <PurchaseOrderDetail userId={userId} specbookId={specbookId} purchaseOrderId={selected} onChanged={onChanged} />
        </>
      )}
      {creating && <CreatePurchaseOrdersModal userId={userId} specbookId={specbookId} opened onClose={() => setCreating(false)} onCreated={() => void refresh()} />}
    </Stack>
  );
}
