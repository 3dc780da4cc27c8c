import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SPECMARKET_MESSAGES } from '#shared/lib/specmarket';
import { t } from '#client/lib/i18n';
import type { TSpecmarketCategory, TSpecmarketProduct } from '#shared/schemas/specmarket';
import { PageHeader } from '#client/components/ui/page-header';
import { useSpecmarketCategories } from '../api/list-categories';
import { categoryAt, childrenOf, departmentOf } from '../lib/categories';
import { categoryHref, SPECMARKET_ROOT, withoutPage, type TBrowseArea } from '../lib/paths';
import { useProductSelection } from '../lib/use-product-selection';
import type { TBrowseTarget } from '../lib/browse-target';
import { BulkAddBar } from './bulk-add-bar';
import { ProductGrid } from './product-grid';
import { ProductTypeLinks } from './product-type-links';

/** Props of the product browser. */
export type TProductBrowserProps = {
  userId: number;
  area: TBrowseArea;
  target: TBrowseTarget;
  onAddToCart?: (product: TSpecmarketProduct) => void;
  addingId?: number | null;
  /** The current specbook's name, shown in the bulk-add bar. */
  specbookName: string | null;
  bulkAdding: boolean;
  /** Adds the checked products to the current specbook and calls `done` once they are in (the selection is cleared). */
  onBulkAdd: (products: TSpecmarketProduct[], done: () => void) => void;
};

/** The page title of a target. */
function titleOf(target: TBrowseTarget, category: TSpecmarketCategory | undefined, area: TBrowseArea): string {
  if (target.kind === 'search') return t('Results for “{term}”', { term: target.term });
  if (!category && area === 'shopall') return target.kind === 'all' ? t('Shop All All products') : t('Shop All Products');
  if (!category) return target.kind === 'all' ? t('All products') : t('Products');
  return area === 'shopall' ? t('Shop All {name}', { name: t(category.name) }) : t(category.name);
}

/** Marketplace › department › product type, each a link keeping the query. */
function CategoryTrail({ category, area }: { category: TSpecmarketCategory; area: TBrowseArea }) {
  const { search } = useLocation();
  return (
    <Breadcrumbs component="nav" separator="›" mb="xs" aria-label={t('Breadcrumb')} style={{ flexWrap: 'wrap' }}>
      <Anchor component={Link} to={`${SPECMARKET_ROOT}${withoutPage(search)}`} size="sm">
        {t('Marketplace')}
      </Anchor>
      {category.parents.map((p) => (
        <Anchor key={p.id} component={Link} to={categoryHref(p.url, search, area)} size="sm">
          {t(p.name)}
        </Anchor>
      ))}
      <Text size="sm" aria-current="page">
        {t(category.name)}
      </Text>
    </Breadcrumbs>
  );
}

/**
 * A category, "shop all" or search page of the marketplace: breadcrumb, the department's product
 * types, the product grid (page in ?page=) and the bulk-add bar for the checked products.
 */
export function ProductBrowser({ userId, area, target, onAddToCart, addingId, specbookName, bulkAdding, onBulkAdd }: TProductBrowserProps) {
  const categories = useSpecmarketCategories(userId);
  const [params, setParams] = useSearchParams();
  const { selected, toggle, clear } = useProductSelection();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = categories.data ?? [];
  const category = target.kind === 'category' ? categoryAt(list, target.slugPath) : undefined;
  const department = category ? departmentOf(list, category) : undefined;
  const unknownCategory = target.kind === 'category' && categories.isSuccess && !category;

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  return (
    <Stack gap="md">
      <div>
        {category && <CategoryTrail category={category} area={area} />}
        <PageHeader title={titleOf(target, category, area)} />
      </div>
      {department && <ProductTypeLinks department={department} types={childrenOf(list, department.id)} currentId={category?.id ?? department.id} area={area} />}
      {unknownCategory ? (
        <Text c="dimmed" ta="center" py="xl">
          {t(SPECMARKET_MESSAGES.noProducts)}
        </Text>
      ) : (
        <ProductGrid
          userId={userId}
          query={{
            category: target.kind === 'category' ? target.slugPath : undefined,
            search: target.kind === 'search' ? target.term : undefined,
            page,
          }}
          onPageChange={setPage}
          selected={selected}
          onToggle={toggle}
          onAddToCart={onAddToCart}
          addingId={addingId}
        />
      )}
      <BulkAddBar count={selected.size} specbookName={specbookName} adding={bulkAdding} onAdd={() => onBulkAdd([...selected.values()], clear)} onClear={clear} />
    </Stack>
  );
}
