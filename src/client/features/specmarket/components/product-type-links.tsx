import { Button, Group, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { TSpecmarketCategory } from '#shared/schemas/specmarket';
import { categoryHref, type TBrowseArea } from '../lib/paths';
import { t } from '#client/lib/i18n';

/** Props of the product-type links. */
export type TProductTypeLinksProps = {
  department: TSpecmarketCategory;
  types: readonly TSpecmarketCategory[];
  /** The category shown now (the department itself or one of its types). */
  currentId: number;
  area: TBrowseArea;
};

/** The department's product types as chips ('All' first) that narrow the grid; they scroll sideways on a phone. */
export function ProductTypeLinks({ department, types, currentId, area }: TProductTypeLinksProps) {
  const { search } = useLocation();
  if (types.length === 0) return null;
  const chips = [{ ...department, name: t('All {department}', { department: t(department.name) }) }, ...types];
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
      <Group component="nav" aria-label={t('Product types')} gap={8} wrap="nowrap" pb={4}>
        {chips.map((c) => {
          const current = c.id === currentId;
          return (
            <Button
              key={c.id}
              component={Link}
              to={categoryHref(c.url, search, area)}
              size="compact-sm"
              radius="xl"
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
              style={{ flexShrink: 0 }}
            >
              {c.name}
              {c.id !== department.id ? ` (${c.productCount})` : ''}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
