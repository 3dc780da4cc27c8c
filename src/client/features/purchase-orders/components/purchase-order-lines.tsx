import { Select, Table, Text } from '@mantine/core';
import { formatMoney } from '#shared/lib/money';
import { SHIPPING_METHOD_LABELS, SHIPPING_METHODS, type TShippingMethod } from '#shared/lib/shipping-messages';
import type { TPurchaseOrderLine } from '#shared/schemas/purchase-order';
import { t, useLocale } from '#client/lib/i18n';
import { PO_UI as UI } from '../lib/po-ui';

const amount = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
/** The shipping methods, in the current language. */
const methodChoices = () => SHIPPING_METHODS.map((value) => ({ value, label: t(SHIPPING_METHOD_LABELS[value]) }));

/** Props of {@link PurchaseOrderLines}. */
export type TPurchaseOrderLinesProps = {
  lines: readonly TPurchaseOrderLine[];
  onShippingMethod: (joinId: number, method: TShippingMethod | null) => void;
  saving: boolean;
};

/** A purchase order's lines: spec, quantity, unit price, total, lead time and its shipping method (Ship Now, Schedule Delivery, Schedule Pick Up). */
export function PurchaseOrderLines({ lines, onShippingMethod, saving }: TPurchaseOrderLinesProps) {
  const C = UI.lineColumns;
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={6} aria-label={UI.lines} style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{C.spec}</Table.Th>
            <Table.Th style={amount}>{C.quantity}</Table.Th>
            <Table.Th style={amount}>{C.price}</Table.Th>
            <Table.Th style={amount}>{C.total}</Table.Th>
            <Table.Th>{C.leadTime}</Table.Th>
            <Table.Th>{C.shipping}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td style={{ whiteSpace: 'normal', minWidth: 160 }}>
                <Text size="sm" fw={500}>
                  {line.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[line.manufacturerName, line.modelNumber].filter(Boolean).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td style={amount}>{line.quantity}</Table.Td>
              <Table.Td style={amount}>{line.price === null ? UI.noPrice : formatMoney(line.price, locale)}</Table.Td>
              <Table.Td style={amount}>{line.total === null ? '—' : formatMoney(line.total, locale)}</Table.Td>
              <Table.Td>{line.leadTime ? t(line.leadTime) : '—'}</Table.Td>
              <Table.Td>
                <Select
                  size="xs"
                  w={170}
                  aria-label={UI.shippingMethodOf(line.name, line.categoryName)}
                  placeholder={UI.shippingPlaceholder}
                  data={methodChoices()}
                  value={line.shipping.method}
                  clearable
                  disabled={saving}
                  onChange={(value) => onShippingMethod(line.id, (value as TShippingMethod | null) ?? null)}
                  comboboxProps={{ withinPortal: true }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
