import { ActionIcon, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { INVENTORY_MESSAGES as M } from '#shared/lib/inventory';
import { formatMoney } from '#shared/lib/money';
import type { TInventoryItem } from '#shared/schemas/inventory';
import { t, useLocale } from '#client/lib/i18n';
import { ProductImage } from '#client/components/ui/product-image';
import { ListedCell, LocationCell, QuantityCell, StatusCell, type TSaveStock } from './stock-cells';

/** Asks before a row is removed. */
function confirmRemove(item: TInventoryItem, onRemove: (item: TInventoryItem) => void) {
  modals.openConfirmModal({
    title: t('Remove product'),
    children: (
      <Text size="sm">
        {t(M.removeConfirm)} <b>{item.spec.name}</b>
      </Text>
    ),
    labels: { confirm: t('Remove'), cancel: t('Cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () => onRemove(item),
  });
}

/** Props of a row or card: the item, how to save a change, how to remove it, whether the user may list it on the Specmarket. */
type TStockItemProps = { item: TInventoryItem; save: TSaveStock; onRemove: (item: TInventoryItem) => void; canSell: boolean };

/** The product's name, and whether an import last wrote the row. */
function ProductName({ item }: { item: TInventoryItem }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" fw={500} lineClamp={2}>
        {item.spec.name}
      </Text>
      {item.importId !== null && (
        <Text size="xs" c="dimmed">
          {t('Imported')}
        </Text>
      )}
    </Stack>
  );
}

function RemoveButton({ item, onRemove }: Pick<TStockItemProps, 'item' | 'onRemove'>) {
  return (
    <Tooltip label={t('Remove')}>
      <ActionIcon variant="subtle" color="red" aria-label={t('Remove {name}', { name: item.spec.name })} onClick={() => confirmRemove(item, onRemove)}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The row's price in the current locale ('$1,650.00'), or a dash. */
function PriceText({ item }: { item: TInventoryItem }) {
  const locale = useLocale();
  return <>{item.price === null ? '—' : formatMoney(item.price, locale)}</>;
}

/** The product's manufacturer and model number, under its name (one column instead of three, so the row fits beside the menu). */
function MakerLine({ item }: { item: TInventoryItem }) {
  return (
    <Text size="xs" c="dimmed">
      {item.spec.manufacturerName} · {item.spec.modelNumber}
    </Text>
  );
}

function StockRow({ item, save, onRemove, canSell }: TStockItemProps) {
  return (
    <Table.Tr data-testid="stock-row">
      <Table.Td>
        <ProductImage src={item.spec.imageUrl} alt="" size={44} />
      </Table.Td>
      <Table.Td>
        <ProductName item={item} />
        <MakerLine item={item} />
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
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">
          <PriceText item={item} />
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{item.leadTime ? t(item.leadTime) : '—'}</Text>
      </Table.Td>
      {canSell && (
        <Table.Td>
          <ListedCell item={item} save={save} />
        </Table.Td>
      )}
      <Table.Td>
        <RemoveButton item={item} onRemove={onRemove} />
      </Table.Td>
    </Table.Tr>
  );
}

/** A product on a phone: the same fields and in-place edits as a table row, stacked. */
function StockCard({ item, save, onRemove, canSell }: TStockItemProps) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="stock-row">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ProductImage src={item.spec.imageUrl} alt="" size={56} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <ProductName item={item} />
          <MakerLine item={item} />
          <Text size="xs" c="dimmed">
            <PriceText item={item} /> · {item.leadTime ? t(item.leadTime) : t('No lead time')}
          </Text>
        </Stack>
        <RemoveButton item={item} onRemove={onRemove} />
      </Group>
      <Group gap="xs" mt="sm" align="flex-start" wrap="wrap">
        <QuantityCell item={item} save={save} />
        <StatusCell item={item} save={save} />
        <LocationCell item={item} save={save} />
      </Group>
      {canSell && (
        <Group mt="sm">
          <ListedCell item={item} save={save} showLabel />
        </Group>
      )}
    </Paper>
  );
}

/** The columns' headers (English; translated where shown). */
const HEADERS = ['Product', 'Quantity', 'Status', 'Location', 'Price', 'Lead time'];

/**
 * The stock: a table (one row per product) on wider screens, cards on a phone; quantity, status
 * and location edited in place, and with `canSell` (ROLE_SPECMARKET_SELLER) the Specmarket listing.
 */
export function StockTable({ items, save, onRemove, narrow, canSell }: { items: TInventoryItem[]; save: TSaveStock; onRemove: (item: TInventoryItem) => void; narrow: boolean; canSell: boolean }) {
  if (narrow) {
    return (
      <Stack gap="sm">
        {items.map((item) => (
          <StockCard key={item.id} item={item} save={save} onRemove={onRemove} canSell={canSell} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={780}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{t('Image')}</VisuallyHidden>
            </Table.Th>
            {HEADERS.map((h) => (
              <Table.Th key={h}>{t(h)}</Table.Th>
            ))}
            {canSell && <Table.Th>{t(M.listedFilter)}</Table.Th>}
            <Table.Th>
              <VisuallyHidden>{t('Remove')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <StockRow key={item.id} item={item} save={save} onRemove={onRemove} canSell={canSell} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

