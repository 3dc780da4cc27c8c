import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { LINE_ITEM_MESSAGES as M } from '#shared/lib/line-item-messages';
import { formatMoney } from '#shared/lib/money';
import type { TLineItem } from '#shared/schemas/line-item';
import { t, useLocale } from '#client/lib/i18n';
import { useLineItems, useRemoveLineItem } from '../api/line-items';
import { LineItemModal } from './line-item-modal';

/** What the empty state says line items are for. */
export const LINE_ITEMS_EXPLAINED =
  'Line items are charges that are not catalogue products: labour, delivery, installation, fees. They count in the quoted and approved totals, and in the quote PDF.';

/** Props of {@link LineItemsSection}. */
export type TLineItemsSectionProps = { userId: number; specbookId: number };

/**
 * The manage page's "Line Items" section: the specbook's line items with quantity, unit price,
 * total, flags and status; add, edit (a dialog) and remove. The page's totals refresh after each change.
 */
export function LineItemsSection({ userId, specbookId }: TLineItemsSectionProps) {
  const items = useLineItems(userId, specbookId);
  const remove = useRemoveLineItem(userId, specbookId);
  const [editing, setEditing] = useState<{ opened: boolean; item: TLineItem | null }>({ opened: false, item: null });

  const confirmRemove = (item: TLineItem) =>
    modals.openConfirmModal({
      title: t('Remove line item'),
      children: <Text size="sm">{t('Remove “{name}” from this specbook? It no longer counts in the totals.', { name: item.name })}</Text>,
      labels: { confirm: t('Remove'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(item.id),
    });

  return (
    <Paper withBorder radius="md" p="md" mt="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t('Line Items')}
        </Title>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({ opened: true, item: null })}>
          {t('Add Line Item')}
        </Button>
      </Group>
      {items.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('Loading line items')}>
          <Skeleton h={28} />
          <Skeleton h={28} />
        </Stack>
      ) : items.isError ? (
        <Group gap="xs">
          <Text size="sm" c="red">
            {t(M.fetchFailed)}
          </Text>
          <Button size="xs" variant="light" onClick={() => void items.refetch()}>
            {t('Retry')}
          </Button>
        </Group>
      ) : items.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(LINE_ITEMS_EXPLAINED)}
        </Text>
      ) : (
        <LineItemsTable items={items.data} onEdit={(item) => setEditing({ opened: true, item })} onRemove={confirmRemove} />
      )}
      <LineItemModal userId={userId} specbookId={specbookId} opened={editing.opened} item={editing.item} onClose={() => setEditing((e) => ({ ...e, opened: false }))} />
    </Paper>
  );
}

function LineItemsTable({ items, onEdit, onRemove }: { items: TLineItem[]; onEdit: (item: TLineItem) => void; onRemove: (item: TLineItem) => void }) {
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped aria-label={t('Line items')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Name')}</Table.Th>
            <Table.Th ta="right">{t('Qty')}</Table.Th>
            <Table.Th ta="right">{t('Unit price')}</Table.Th>
            <Table.Th ta="right">{t('Total')}</Table.Th>
            <Table.Th>{t('Flags')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th aria-label={t('Actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td ta="right">{formatMoney(item.unitPrice, locale)}</Table.Td>
              <Table.Td ta="right">{formatMoney(item.total, locale)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {item.isTaxable && <Badge variant="light" size="sm">{t('Taxable')}</Badge>}
                  {item.isShipping && <Badge variant="light" color="grape" size="sm">{t('Shipping')}</Badge>}
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge variant="outline" size="sm" color={item.status.specbookLineStatusIsFinancial ? 'teal' : 'gray'}>
                  {t(item.status.specbookLineStatusName)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('Edit')}>
                    <ActionIcon variant="subtle" aria-label={t('Edit {name}', { name: item.name })} onClick={() => onEdit(item)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('Remove')}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('Remove {name}', { name: item.name })} onClick={() => onRemove(item)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
