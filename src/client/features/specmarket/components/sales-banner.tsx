import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { formatMoney } from '#shared/lib/money';
import type { TSpecmarketProduct } from '#shared/schemas/specmarket';
import { ProductImage } from '#client/components/ui/product-image';
import { t, useLocale } from '#client/lib/i18n';
import { offerPriceText } from '#client/lib/offer-text';
import { struckListPrice } from '../lib/price';
import { searchHref } from '../lib/paths';

/** One overstock deal: image, name, price and the list price struck through; a search for its model. */
function Deal({ product }: { product: TSpecmarketProduct }) {
  const { search } = useLocation();
  const locale = useLocale();
  const struck = struckListPrice(product);
  return (
    <Anchor component={Link} to={searchHref(product.modelNumber, search)} underline="never" c="dark.9">
      <Group gap="sm" wrap="nowrap" bg="white" p={8} style={{ borderRadius: 8 }}>
        <ProductImage src={product.image} alt="" size={56} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} lineClamp={1}>
            {product.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {product.brand.name} · {product.modelNumber}
          </Text>
          <Group gap={6}>
            <Text size="sm" fw={700}>
              {offerPriceText(product.price, locale)}
            </Text>
            {struck && (
              <Text component="s" size="xs" c="dimmed">
                {formatMoney(struck, locale)}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </Anchor>
  );
}

/** The sales banner of the marketplace home: sellers' overstock, ready to ship. Nothing when there is none. */
export function SalesBanner({ deals }: { deals: readonly TSpecmarketProduct[] }) {
  if (deals.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="sales-banner" radius="lg" p={{ base: 'md', sm: 'xl' }} bg="linear-gradient(120deg, var(--mantine-color-spruce-8), var(--mantine-color-spruce-6))" c="white">
      <Group gap="sm" mb="md" wrap="nowrap">
        <IconTruckDelivery size={32} stroke={1.5} aria-hidden />
        <div>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id="sales-banner">
            {t('Overstock deals, ready to ship')}
          </Title>
          <Text size="sm" opacity={0.9}>
            {t('Sellers have extra stock of these products, priced below list.')}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {deals.map((p) => (
          <Deal key={p.specID} product={p} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
