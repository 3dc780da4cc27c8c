import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import { t } from '#client/lib/i18n';
import { PageHeader } from '#client/components/ui/page-header';
import { useSpecmarketCategories } from '../api/list-categories';
import { useSpecmarketProducts } from '../api/list-products';
import { departments } from '../lib/categories';
import { featuredBrands, overstockDeals } from '../lib/highlights';
import { DepartmentTiles } from './department-tiles';
import { FeaturedBrands } from './featured-brands';
import { SalesBanner } from './sales-banner';

/** Products read for the home's brands and deals (the API's largest page). */
const HIGHLIGHT_SAMPLE = 96;

/** The brands row and the sales banner, from the first products offered. */
function Highlights({ userId }: { userId: number }) {
  const products = useSpecmarketProducts(userId, { page: 1, perPage: HIGHLIGHT_SAMPLE });
  if (products.isPending) return <Skeleton h={160} radius="lg" aria-label={t('Loading deals')} />;
  if (products.isError) return null;
  return (
    <>
      <SalesBanner deals={overstockDeals(products.data.list)} />
      <FeaturedBrands brands={featuredBrands(products.data.list)} />
    </>
  );
}

/** The marketplace home (/v4/specmarket): departments with their product counts, deals and brands. */
export function SpecmarketHome({ userId }: { userId: number }) {
  const categories = useSpecmarketCategories(userId);
  return (
    <Stack gap="xl">
      <PageHeader title={t('Specmarket')} description={t('Products your sellers offer, at their best price, ready to add to a specbook or to your cart.')} />
      <Stack gap="xs" component="section" aria-labelledby="departments">
        <Title order={2} fz="lg" id="departments">
          {t('Shop by department')}
        </Title>
        {categories.isPending && (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={160} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {categories.isError && <Alert color="red">{t(M.loadProductsFailed)}</Alert>}
        {categories.isSuccess && <DepartmentTiles departments={departments(categories.data)} />}
      </Stack>
      <Highlights userId={userId} />
      <Text size="xs" c="dimmed">
        {t('Prices are your sellers’ best offers; the cart groups your products by seller at checkout.')}
      </Text>
    </Stack>
  );
}
