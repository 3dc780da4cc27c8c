import { Badge, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '#shared/lib/money';
import type { TInventoryStatus } from '#shared/lib/sellers';
import type { TSpecmarketProduct } from '#shared/schemas/specmarket';
import { ProductImage } from '#client/components/ui/product-image';
import { t, useLocale } from '#client/lib/i18n';
import { offerInventoryText, offerPriceText } from '#client/lib/offer-text';
import { struckListPrice } from '../lib/price';

/** Badge colour of each stock status. */
const STOCK_COLORS: Record<TInventoryStatus, string> = { in_stock: 'green', available: 'blue', overstock: 'orange' };

/** Props of a product card. */
export type TProductCardProps = {
  product: TSpecmarketProduct;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** 'Add to cart' is shown only when the page can add to a cart. */
  onAddToCart?: (product: TSpecmarketProduct) => void;
  adding?: boolean;
};

/** The product's price: the best offer's, with the list price struck through when higher. */
function ProductPrice({ product }: { product: TSpecmarketProduct }) {
  const locale = useLocale();
  const struck = struckListPrice(product);
  return (
    <Group gap={6} align="baseline" wrap="wrap">
      <Text fw={700} fz="lg" data-testid="product-price">
        {offerPriceText(product.price, locale)}
      </Text>
      {struck && (
        <Text component="s" c="dimmed" size="sm" aria-label={t('List price {amount}', { amount: formatMoney(struck, locale) })}>
          {formatMoney(struck, locale)}
        </Text>
      )}
    </Group>
  );
}

/** The best offer's stock as a badge ('In Stock · 12', 'Available', 'Overstock'); nothing when unknown. */
function StockBadge({ inventory }: { inventory: TSpecmarketProduct['inventory'] }) {
  const locale = useLocale();
  if (!inventory.status) return null;
  return (
    <Badge size="sm" variant="light" color={STOCK_COLORS[inventory.status]} tt="none">
      {offerInventoryText(inventory, locale)}
    </Badge>
  );
}

/**
 * A marketplace product card (spec/business-records.md §2 "Marketplace"): image, brand, name,
 * model, the best offer's price and lead time, stock, its seller, 'Add to cart' and a checkbox for
 * bulk selection.
 */
export function ProductCard({ product, selected, onSelectedChange, onAddToCart, adding = false }: TProductCardProps) {
  const label = `${product.name} ${product.modelNumber}`;
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={label} h="100%" bd={selected ? '2px solid var(--mantine-primary-color-filled)' : undefined}>
      <Card.Section pos="relative" p="sm" bg="white" style={{ display: 'flex', justifyContent: 'center' }}>
        <Checkbox
          pos="absolute"
          top={10}
          left={10}
          aria-label={t('Select {product}', { product: label })}
          checked={selected}
          onChange={(e) => onSelectedChange(e.currentTarget.checked)}
        />
        <ProductImage src={product.image} alt={product.name} size={160} />
      </Card.Section>
      <Stack gap={4} mt="xs" style={{ flex: 1 }}>
        <Text size="xs" tt="uppercase" fw={600} c="dimmed" lineClamp={1}>
          {product.brand.name}
        </Text>
        <Text fw={600} size="sm" lineClamp={2} title={product.name}>
          {product.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('Model {model}', { model: product.modelNumber })}
        </Text>
        <ProductPrice product={product} />
        <Group gap={6} wrap="wrap">
          <StockBadge inventory={product.inventory} />
          {product.leadTime && (
            <Text size="xs" c="dimmed">
              {t('Lead time {time}', { time: product.leadTime })}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {product.offerCount > 1
            ? t('Sold by {seller} · {count} sellers', { seller: product.seller.name, count: product.offerCount })
            : t('Sold by {seller}', { seller: product.seller.name })}
        </Text>
      </Stack>
      {onAddToCart && (
        <Button mt="sm" fullWidth size="xs" loading={adding} onClick={() => onAddToCart(product)} aria-label={t('Add {product} to cart', { product: label })}>
          {t('Add to cart')}
        </Button>
      )}
    </Card>
  );
}
