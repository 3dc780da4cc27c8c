import { ActionIcon, Group, List, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { IconDiscount, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TLocale } from '#shared/lib/locale';
import { formatMoney, formatNumber } from '#shared/lib/money';
import { SHIPPING_METHOD_LABELS } from '#shared/lib/shipping-messages';
import type { TShippingCost, TShippingDiscount } from '#shared/schemas/shipping';
import { t, useLocale } from '#client/lib/i18n';

/** "$25.00 off" or "20% off", in `locale`. */
export function discountLabel(d: Pick<TShippingDiscount, 'type' | 'value'>, locale: TLocale): string {
  return d.type === 'percent' ? t('{percent}% off', { percent: formatNumber(Number(d.value), locale) }) : t('{amount} off', { amount: formatMoney(d.value, locale) });
}

/** "Every order" or "From $5,000.00", in `locale`. */
export function minimumLabel(minimumSubtotal: string, locale: TLocale): string {
  return Number(minimumSubtotal) > 0 ? t('From {amount}', { amount: formatMoney(minimumSubtotal, locale) }) : t('Every order');
}

/** A label with its first letter in lower case, to go after a comma ("from $5,000.00"). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

type TRowActions<R> = { onEdit: (row: R) => void; onToggle: (row: R, active: boolean) => void };

function ActiveSwitch({ name, active, onChange }: { name: string; active: boolean; onChange: (active: boolean) => void }) {
  return <ToggleSwitch aria-label={t('{name} active', { name })} checked={active} onChange={(e) => onChange(e.currentTarget.checked)} />;
}

function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip label={t('Edit')}>
      <ActionIcon variant="subtle" aria-label={t('Edit {name}', { name })} onClick={onClick}>
        <IconPencil size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The shipping costs: name, method, cost, active, edit. */
export function ShippingCostTable({ rows, onEdit, onToggle }: { rows: TShippingCost[] } & TRowActions<TShippingCost>) {
  const locale = useLocale();
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label={t('Shipping costs')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Name')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('Method')}</Table.Th>
          <Table.Th ta="right">{t('Cost')}</Table.Th>
          <Table.Th>{t('Active')}</Table.Th>
          <Table.Th w={48}>
            <VisuallyHidden>{t('Actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td style={{ overflowWrap: 'break-word' }}>
              <Text size="sm" fw={500}>
                {c.name}
              </Text>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {c.method ? t(SHIPPING_METHOD_LABELS[c.method]) : t('Any method')}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">{c.method ? t(SHIPPING_METHOD_LABELS[c.method]) : <Text c="dimmed" size="sm">{t('Any method')}</Text>}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(c.cost, locale)}
            </Table.Td>
            <Table.Td>
              <ActiveSwitch name={c.name} active={c.active} onChange={(a) => onToggle(c, a)} />
            </Table.Td>
            <Table.Td>
              <EditButton name={c.name} onClick={() => onEdit(c)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The account's shipping discounts: name, discount, from which subtotal, active, edit, delete. */
export function ShippingDiscountTable({
  rows,
  onEdit,
  onToggle,
  onDelete,
}: { rows: TShippingDiscount[]; onDelete: (row: TShippingDiscount) => void } & TRowActions<TShippingDiscount>) {
  const locale = useLocale();
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label={t('Shipping discounts')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Name')}</Table.Th>
          <Table.Th>{t('Discount')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('Applies')}</Table.Th>
          <Table.Th>{t('Active')}</Table.Th>
          <Table.Th w={80}>
            <VisuallyHidden>{t('Actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((d) => (
          <Table.Tr key={d.id}>
            <Table.Td style={{ overflowWrap: 'break-word' }}>
              <Text size="sm" fw={500}>
                {d.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {discountLabel(d, locale)}
              </Text>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {minimumLabel(d.minimumSubtotal, locale)}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">{minimumLabel(d.minimumSubtotal, locale)}</Table.Td>
            <Table.Td>
              <ActiveSwitch name={d.name} active={d.active} onChange={(a) => onToggle(d, a)} />
            </Table.Td>
            <Table.Td>
              <Group gap={2} wrap="nowrap">
                <EditButton name={d.name} onClick={() => onEdit(d)} />
                <Tooltip label={t('Delete')}>
                  <ActionIcon variant="subtle" color="red" aria-label={t('Delete {name}', { name: d.name })} onClick={() => onDelete(d)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The platform's global discounts, read-only. */
export function GlobalDiscountList({ rows }: { rows: TShippingDiscount[] }) {
  const locale = useLocale();
  return (
    <List spacing={4} size="sm" icon={<IconDiscount size={16} color="var(--mantine-primary-color-filled)" aria-hidden />}>
      {rows.map((d) => (
        <List.Item key={d.id}>
          <Text span size="sm" fw={500}>
            {d.name}
          </Text>
          : {discountLabel(d, locale)}, {lowerFirst(minimumLabel(d.minimumSubtotal, locale))}
        </List.Item>
      ))}
    </List>
  );
}
