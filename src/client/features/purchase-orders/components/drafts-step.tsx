import { Alert, Anchor, Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { INVENTORY_STATUS_LABELS } from '#shared/lib/sellers';
import { formatMoney } from '#shared/lib/money';
import type { TPurchaseOrderDraft, TPurchaseOrderLine } from '#shared/schemas/purchase-order';
import { t, useLocale } from '#client/lib/i18n';
import type { TPurchaseOrderCalculation } from '../api/purchase-orders';
import { PO_UI as UI } from '../lib/po-ui';
import { LineSellerSelect, sellerLabel } from './line-seller-select';

const amount = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

/** Props of {@link DraftsStep}. */
export type TDraftsStepProps = {
  userId: number;
  calculation: TPurchaseOrderCalculation;
  /** A recalculation is running: the seller selects wait. */
  busy: boolean;
  onSellerChange: (joinId: number, sellerId: number) => void;
};

/** An offer's stock: "In Stock (12)", or a dash. */
function stockText(line: TPurchaseOrderLine): string {
  const { status, quantity } = line.inventory;
  if (!status) return '—';
  const label = t(INVENTORY_STATUS_LABELS[status]);
  return quantity === null ? label : `${label} (${quantity})`;
}

/** One line of a draft: spec, seller (changeable), quantity, unit price (flagged when missing), total, lead time, stock. */
function DraftLine({ userId, line, seller, busy, onSellerChange }: { line: TPurchaseOrderLine; seller: TPurchaseOrderDraft['seller'] } & Omit<TDraftsStepProps, 'calculation'>) {
  const locale = useLocale();
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'normal', minWidth: 160 }}>
        <Text size="sm" fw={500}>
          {line.name}
        </Text>
        <Text size="xs" c="dimmed">
          {[line.manufacturerName, line.modelNumber, line.categoryName].filter(Boolean).join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td>
        <LineSellerSelect userId={userId} specId={line.specID} specName={line.name} roomName={line.categoryName} seller={seller} disabled={busy} onChange={(sellerId) => onSellerChange(line.id, sellerId)} />
      </Table.Td>
      <Table.Td style={amount}>{line.quantity}</Table.Td>
      <Table.Td style={amount}>
        {line.price === null ? (
          <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} />}>
            {UI.noPrice}
          </Badge>
        ) : (
          formatMoney(line.price, locale)
        )}
      </Table.Td>
      <Table.Td style={amount}>{line.total === null ? '—' : formatMoney(line.total, locale)}</Table.Td>
      <Table.Td>{line.leadTime ? t(line.leadTime) : '—'}</Table.Td>
      <Table.Td>{stockText(line)}</Table.Td>
    </Table.Tr>
  );
}

/** One seller's draft: its name (star when preferred), its lines, Subtotal, Shipping and Total. */
function DraftCard({ draft, ...props }: { draft: TPurchaseOrderDraft } & Omit<TDraftsStepProps, 'calculation'>) {
  const C = UI.lineColumns;
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={draft.seller.name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={4} fz="md">
            {sellerLabel(draft.seller)}
          </Title>
          {draft.seller.preferred && (
            <Badge color="yellow" variant="light">
              {UI.preferred}
            </Badge>
          )}
        </Group>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing={6} style={{ whiteSpace: 'nowrap' }} aria-label={t('{name} lines', { name: draft.seller.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{C.spec}</Table.Th>
                <Table.Th>{C.seller}</Table.Th>
                <Table.Th style={amount}>{C.quantity}</Table.Th>
                <Table.Th style={amount}>{C.price}</Table.Th>
                <Table.Th style={amount}>{C.total}</Table.Th>
                <Table.Th>{C.leadTime}</Table.Th>
                <Table.Th>{C.stock}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.specs.map((line) => (
                <DraftLine key={line.id} line={line} seller={draft.seller} {...props} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {draft.missingPrices > 0 && (
          <Text size="xs" c="orange.8">
            {UI.missingPrices(draft.missingPrices)}
          </Text>
        )}
        <Group justify="flex-end" gap="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
          <Text size="sm">
            {UI.subtotal} {formatMoney(draft.subtotal, locale)}
          </Text>
          <Text size="sm">
            {UI.shipping} {formatMoney(draft.shipping, locale)}
          </Text>
          <Text size="sm" fw={700} aria-label={`${draft.seller.name} ${UI.total}`}>
            {UI.total} {formatMoney(draft.total, locale)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Step 2 of Create Purchase Orders: one draft per seller, the chosen specs no seller offers (with
 * the way to the Vendors page), and the Total of all orders. Changing a line's seller recalculates.
 */
export function DraftsStep({ calculation, ...props }: TDraftsStepProps) {
  const { data: drafts, meta } = calculation;
  const locale = useLocale();
  return (
    <Stack gap="md" aria-busy={props.busy}>
      {drafts.length === 0 && <Text c="dimmed">{UI.noDrafts}</Text>}
      {drafts.map((draft) => (
        <DraftCard key={draft.seller.id} draft={draft} {...props} />
      ))}
      {meta.unassigned.length > 0 && (
        <Alert color="orange" title={UI.unassignedTitle} icon={<IconAlertTriangle size={18} />}>
          <List size="sm" spacing={2}>
            {meta.unassigned.map((spec) => (
              <List.Item key={spec.id}>{[spec.name, spec.modelNumber].filter(Boolean).join(' · ')}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            {UI.unassignedHint}{' '}
            <Anchor component={Link} to="/v4/vendors" size="sm">
              {UI.vendorsLink}
            </Anchor>
          </Text>
        </Alert>
      )}
      {drafts.length > 0 && (
        <Group justify="flex-end">
          <Text fw={800} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }} aria-label={UI.grandTotal}>
            {UI.grandTotal}: {formatMoney(meta.total, locale)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
