import { Alert, Button, Card, Center, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import { formatNumber } from '#shared/lib/money';
import { t, tPlural, useLocale } from '#client/lib/i18n';
import type { TSpecmarketProduct } from '#shared/schemas/specmarket';
import { useSpecmarketProducts, type TProductsQuery } from '../api/list-products';
import { ProductCard } from './product-card';

/** Columns of the grid by width: one on a small phone, two from 375 px up, then three and four. */
const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/** Props of a product grid. */
export type TProductGridProps = {
  userId: number;
  query: TProductsQuery;
  onPageChange: (page: number) => void;
  selected: ReadonlyMap<number, TSpecmarketProduct>;
  onToggle: (product: TSpecmarketProduct, selected: boolean) => void;
  onAddToCart?: (product: TSpecmarketProduct) => void;
  /** The product being added to the cart (its button spins). */
  addingId?: number | null;
};

/** Card-shaped placeholders while the first page loads. */
function GridSkeleton() {
  return (
    <SimpleGrid cols={COLUMNS} spacing="md" aria-busy="true" aria-label={t('Loading products')}>
      {Array.from({ length: 8 }, (_, i) => (
        <Card key={i} withBorder padding="sm" radius="md">
          <Skeleton h={160} mb="sm" />
          <Skeleton h={10} w="40%" mb={8} />
          <Skeleton h={14} mb={8} />
          <Skeleton h={10} w="60%" mb={8} />
          <Skeleton h={18} w="35%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * One page of marketplace products as cards (24 a page), with loading skeletons, the empty and
 * error states, and the pages below.
 */
export function ProductGrid({ userId, query, onPageChange, selected, onToggle, onAddToCart, addingId = null }: TProductGridProps) {
  const locale = useLocale();
  const products = useSpecmarketProducts(userId, query);
  if (products.isPending) return <GridSkeleton />;
  if (products.isError) {
    return (
      <Alert color="red" title={t(M.loadProductsFailed)}>
        <Button size="xs" variant="default" mt="xs" onClick={() => void products.refetch()}>
          {t('Try again')}
        </Button>
      </Alert>
    );
  }
  const { list, pagination } = products.data;
  if (list.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed">{t(M.noProducts)}</Text>
      </Center>
    );
  }
  const lastPage = pagination?.lastPage ?? 1;
  return (
    <Stack gap="lg">
      {pagination && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {tPlural(pagination.total, '{count} product', '{count} products', { count: formatNumber(pagination.total, locale) })}
        </Text>
      )}
      <SimpleGrid cols={COLUMNS} spacing="md" style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}>
        {list.map((product) => (
          <ProductCard
            key={product.specID}
            product={product}
            selected={selected.has(product.specID)}
            onSelectedChange={(on) => onToggle(product, on)}
            onAddToCart={onAddToCart}
            adding={addingId === product.specID}
          />
        ))}
      </SimpleGrid>
      {lastPage > 1 && (
        <Group justify="center">
          <Pagination total={lastPage} value={query.page} onChange={onPageChange} />
        </Group>
      )}
    </Stack>
  );
}
