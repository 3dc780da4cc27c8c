import { Box, Button, Group, ScrollArea, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { SPECMARKET_FALLBACK_CATEGORY } from '#shared/lib/specmarket';
import { useSpecmarketCategories } from '../api/list-categories';
import { departments } from '../lib/categories';
import { categoryHref } from '../lib/paths';
import { t } from '#client/lib/i18n';
import { ProductSearch } from './product-search';

/** Props of the marketplace bar. */
export type TMarketplaceBarProps = {
  userId: number;
  /** Full marketplace access (role 11): every department and the search; otherwise Appliances' "shop all" only. */
  fullAccess: boolean;
  /** The bar's right end: the current specbook's controls, then the cart button. */
  end: ReactNode;
};

/** True when `pathname` is the page of `href` (query left out) or one below it. */
function isWithin(pathname: string, href: string): boolean {
  const path = href.split('?')[0] ?? href;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The departments in the spec's order, as links that keep the query; they scroll sideways on a phone. */
function DepartmentLinks({ userId, fullAccess }: Omit<TMarketplaceBarProps, 'end'>) {
  const categories = useSpecmarketCategories(userId);
  const { pathname, search } = useLocation();
  if (categories.isPending) return <Skeleton h={28} w={480} maw="100%" aria-label={t('Loading departments')} />;
  // A start-up failure is written to the console only (spec §2); the pages show their own errors.
  if (categories.isError) return null;
  const shown = departments(categories.data).filter((d) => fullAccess || d.slug === SPECMARKET_FALLBACK_CATEGORY);
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
      <Group component="nav" aria-label={t('Departments')} gap={4} wrap="nowrap" pb={2}>
        {shown.map((d) => {
          const href = categoryHref(d.url, search, fullAccess ? 'categories' : 'shopall');
          const current = isWithin(pathname, href);
          return (
            <Button
              key={d.id}
              component={Link}
              to={href}
              variant={current ? 'light' : 'subtle'}
              color={current ? undefined : 'dark'}
              size="compact-sm"
              fw={600}
              aria-current={current ? 'page' : undefined}
              style={{ flexShrink: 0 }}
            >
              {t(d.name)}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}

/**
 * The marketplace bar under the app header (spec §2 "Marketplace"): the departments, the product
 * search with, at its right end, the current specbook and the cart.
 */
export function MarketplaceBar({ userId, fullAccess, end }: TMarketplaceBarProps) {
  return (
    <Box component="section" aria-label={t('Marketplace')} bg="white" px={{ base: 'sm', sm: 'lg' }} py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Stack gap={6}>
        <DepartmentLinks userId={userId} fullAccess={fullAccess} />
        <Group gap="sm" wrap="wrap" justify="space-between">
          {fullAccess && <ProductSearch />}
          <Group gap="xs" wrap="nowrap" ml="auto">
            {end}
          </Group>
        </Group>
      </Stack>
    </Box>
  );
}
