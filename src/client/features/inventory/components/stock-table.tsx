import { ActionIcon, Stack, Table, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { INVENTORY_MESSAGES as M } from '#shared/lib/inventory';
import type { TInventoryItem } from '#shared/schemas/inventory';
import { ProductImage } from '#client/components/ui/product-image';
import { LocationCell, QuantityCell, StatusCell, type TSaveStock } from './stock-cells';

/** Asks before a row is removed. */
function confirmRemove(item: TInventoryItem, onRemove: (item: TInventoryItem) => void) {
  modals.openConfirmModal({
    title: 'Remove product',
    children: (
      <Text size="sm">
        {M.removeConfirm} <b>{item.spec.name}</b>
      </Text>
    ),
    labels: { confirm: 'Remove', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () => onRemove(item),
  });
}

function StockRow({ item, save, onRemove }: { item: TInventoryItem; save: TSaveStock; onRemove: (item: TInventoryItem) => void }) {
  return (
    <Table.Tr data-testid="stock-row">
      <Table.Td>
        <ProductImage src={item.spec.imageUrl} alt="" size={44} />
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Text size="sm" fw={500} lineClamp={2}>
            {item.spec.name}
          </Text>
          {item.importId !== null && (
            <Text size="xs" c="dimmed">
              Imported
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.spec.modelNumber}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.spec.manufacturerName}</Text>
      </Table.Td>
      <Table.Td>
        <QuantityCell item={item} save={save} />
      </Table.Td>
      <Table.Td>
        <StatusCell item={item} save={save} />
      </Table.Td>
      <Table.Td>
        <LocationCell item={item} save={save} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.price === null ? '—' : `$${item.price}`}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.leadTime ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Tooltip label="Remove">
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${item.spec.name}`} onClick={() => confirmRemove(item, onRemove)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}

const HEADERS = ['Image', 'Product', 'Model', 'Manufacturer', 'Quantity', 'Status', 'Location', 'Price', 'Lead time', ''];

/** The stock table: one row per product, quantity, status and location edited in place. */
export function StockTable({ items, save, onRemove }: { items: TInventoryItem[]; save: TSaveStock; onRemove: (item: TInventoryItem) => void }) {
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {HEADERS.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <StockRow key={item.id} item={item} save={save} onRemove={onRemove} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

