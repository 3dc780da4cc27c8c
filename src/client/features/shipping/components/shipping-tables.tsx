import { ActionIcon, Group, List, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { IconDiscount, IconPencil, IconTrash } from '@tabler/icons-react';
import { formatUsd } from '#shared/lib/money';
import { SHIPPING_METHOD_LABELS } from '#shared/lib/shipping-messages';
import type { TShippingCost, TShippingDiscount } from '#shared/schemas/shipping';

/** "$25.00 off" or "20% off". */
export function discountLabel(d: Pick<TShippingDiscount, 'type' | 'value'>): string {
  return d.type === 'percent' ? `${Number(d.value)}% off` : `${formatUsd(d.value)} off`;
}

/** "Every order" or "From $5,000.00". */
export function minimumLabel(minimumSubtotal: string): string {
  return Number(minimumSubtotal) > 0 ? `From ${formatUsd(minimumSubtotal)}` : 'Every order';
}

type TRowActions<R> = { onEdit: (row: R) => void; onToggle: (row: R, active: boolean) => void };

function ActiveSwitch({ name, active, onChange }: { name: string; active: boolean; onChange: (active: boolean) => void }) {
  return <ToggleSwitch aria-label={`${name} active`} checked={active} onChange={(e) => onChange(e.currentTarget.checked)} />;
}

function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip label="Edit">
      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onClick}>
        <IconPencil size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The shipping costs: name, method, cost, active, edit. */
export function ShippingCostTable({ rows, onEdit, onToggle }: { rows: TShippingCost[] } & TRowActions<TShippingCost>) {
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label="Shipping costs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th visibleFrom="sm">Method</Table.Th>
          <Table.Th ta="right">Cost</Table.Th>
          <Table.Th>Active</Table.Th>
          <Table.Th w={48}>
            <VisuallyHidden>Actions</VisuallyHidden>
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
                {c.method ? SHIPPING_METHOD_LABELS[c.method] : 'Any method'}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">{c.method ? SHIPPING_METHOD_LABELS[c.method] : <Text c="dimmed" size="sm">Any method</Text>}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatUsd(c.cost)}
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
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label="Shipping discounts">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Discount</Table.Th>
          <Table.Th visibleFrom="sm">Applies</Table.Th>
          <Table.Th>Active</Table.Th>
          <Table.Th w={80}>
            <VisuallyHidden>Actions</VisuallyHidden>
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
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {discountLabel(d)}
              </Text>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {minimumLabel(d.minimumSubtotal)}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">{minimumLabel(d.minimumSubtotal)}</Table.Td>
            <Table.Td>
              <ActiveSwitch name={d.name} active={d.active} onChange={(a) => onToggle(d, a)} />
            </Table.Td>
            <Table.Td>
              <Group gap={2} wrap="nowrap">
                <EditButton name={d.name} onClick={() => onEdit(d)} />
                <Tooltip label="Delete">
                  <ActionIcon variant="subtle" color="red" aria-label={`Delete ${d.name}`} onClick={() => onDelete(d)}>
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
  return (
    <List spacing={4} size="sm" icon={<IconDiscount size={16} color="var(--mantine-primary-color-filled)" aria-hidden />}>
      {rows.map((d) => (
        <List.Item key={d.id}>
          <Text span size="sm" fw={500}>
            {d.name}
          </Text>
          : {discountLabel(d)}, {minimumLabel(d.minimumSubtotal).toLowerCase()}
        </List.Item>
      ))}
    </List>
  );
}
