import { Button, Group, ScrollArea, Stack, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { TBrandCount } from '../lib/highlights';
import { searchHref } from '../lib/paths';
import { t } from '#client/lib/i18n';

/** The featured brands row: the brands of the offered products, each a search for its products. */
export function FeaturedBrands({ brands }: { brands: readonly TBrandCount[] }) {
  const { search } = useLocation();
  if (brands.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="featured-brands">
      <Title order={2} fz="lg" id="featured-brands">
        {t('Featured brands')}
      </Title>
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
        <Group gap="sm" wrap="nowrap" pb={4}>
          {brands.map((b) => (
            <Button
              key={b.name}
              component={Link}
              to={searchHref(b.name, search)}
              variant="default"
              radius="md"
              h={56}
              px="lg"
              fw={700}
              style={{ flexShrink: 0, letterSpacing: 0.3 }}
            >
              {b.name}
            </Button>
          ))}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
