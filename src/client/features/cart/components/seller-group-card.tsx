import { Anchor, Group, Paper, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney } from '#shared/lib/money';
import { t, useLocale } from '#client/lib/i18n';
import type { TShippingMethod } from '#shared/lib/shipping-messages';
import type { TCartSellerGroup } from '#shared/schemas/cart';
import { manageSpecbookPath } from '#client/lib/specbook-route';
import { CART_UI } from '../lib/cart-ui';
import { SellerGroupLine } from './seller-group-line';

/** Props of {@link SellerGroupCard}. */
export type TSellerGroupCardProps = {
  group: TCartSellerGroup;
  /** Images of the cart's products by spec id (the groups' lines carry none). */
  images: ReadonlyMap<number, string | null>;
  method: TShippingMethod | null;
  onMethod: (method: TShippingMethod) => void;
  /** Checkout problems by item join id. */
  problems?: Readonly<Record<number, string>>;
  disabled?: boolean;
};

/** One money row of the group's totals. */
function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const locale = useLocale();
  return (
    <Group justify="space-between" gap="xl">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(value, locale)}
      </Text>
    </Group>
  );
}

/** One seller's part of the cart (spec §2): the seller, its specs, the source specbook, the shipping method and the totals. */
export function SellerGroupCard({ group, images, method, onMethod, problems = {}, disabled = false }: TSellerGroupCardProps) {
  const { seller } = group;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={seller.name}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <Stack gap={2}>
          <Group gap={6}>
            <Title order={2} fz="lg">
              {seller.name}
            </Title>
            {seller.preferred && (
              <Tooltip label={CART_UI.preferred}>
                <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-label={CART_UI.preferred} />
              </Tooltip>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {CART_UI.fromSpecbook}{' '}
            <Anchor component={Link} to={manageSpecbookPath(group.sourceSpecbook.id)} size="xs">
              {group.sourceSpecbook.name}
            </Anchor>
          </Text>
        </Stack>
        <Select
          size="xs"
          w={200}
          label={CART_UI.shippingMethod}
          aria-label={CART_UI.shippingMethodOf(seller.name)}
          data={group.shippingMethods.map((m) => ({ ...m, label: t(m.label) }))}
          value={method}
          allowDeselect={false}
          disabled={disabled}
          onChange={(value) => {
            const chosen = group.shippingMethods.find((m) => m.value === value);
            if (chosen) onMethod(chosen.value);
          }}
        />
      </Group>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('{seller} products', { seller: seller.name })}>
        {group.specs.map((line) => (
          <SellerGroupLine key={line.id} line={line} image={images.get(line.specID) ?? null} problem={problems[line.id]} />
        ))}
      </Stack>
      <Stack gap={2} mt="sm" ml="auto" maw={280}>
        <TotalRow label={CART_UI.subtotal} value={group.totals.subtotal} />
        <TotalRow label={CART_UI.shipping} value={group.totals.shipping} />
        <TotalRow label={CART_UI.total} value={group.totals.total} strong />
      </Stack>
    </Paper>
  );
}
