import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { formatMoney } from '#shared/lib/money';
import { useLocale } from '#client/lib/i18n';
import type { TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';
import { CART_UI } from '../lib/cart-ui';

/** One purchase order of a placed order: its seller, name, products, total and e-Specbook link. */
export function PurchaseOrderSummary({ purchaseOrder }: { purchaseOrder: TSpecbookPurchaseOrder }) {
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={purchaseOrder.seller.name}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{purchaseOrder.seller.name}</Text>
          <Text size="sm" c="dimmed">
            {purchaseOrder.name} · {CART_UI.specCount(purchaseOrder.specCount)}
          </Text>
          <Anchor href={purchaseOrder.links.especbook} target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {CART_UI.openEspecbook}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {CART_UI.total}
          </Text>
          <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(purchaseOrder.total, locale)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
