import { Card, Image, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBath, IconBulb, IconDroplet, IconFridge, IconKey, IconToolsKitchen2, type Icon } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { TSpecmarketCategory } from '#shared/schemas/specmarket';
import { formatNumber } from '#shared/lib/money';
import { t, tPlural, useLocale } from '#client/lib/i18n';
import { categoryHref } from '../lib/paths';

/** An icon for each department, shown when the category has no image (or images are off). */
const DEPARTMENT_ICONS: Record<string, Icon> = {
  bath: IconBath,
  kitchen: IconToolsKitchen2,
  appliances: IconFridge,
  'decorative-hardware': IconKey,
  lighting: IconBulb,
  plumbing: IconDroplet,
};

/** One department: its image (with useSpecmarketCategoryImages) or icon, name and product count. */
function DepartmentTile({ department }: { department: TSpecmarketCategory }) {
  const { search } = useLocation();
  const DepartmentIcon = DEPARTMENT_ICONS[department.slug] ?? IconBulb;
  const locale = useLocale();
  const count = department.productCount;
  const name = t(department.name);
  const products = tPlural(count, '{count} product', '{count} products', { count: formatNumber(count, locale) });
  return (
    <Card
      component={Link}
      to={categoryHref(department.url, search)}
      withBorder
      radius="md"
      padding="md"
      aria-label={`${name}, ${products}`}
      style={{ textAlign: 'center' }}
    >
      <Card.Section h={96} bg="spruce.0" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {department.image ? (
          <Image src={department.image} alt="" h={96} w="100%" fit="cover" />
        ) : (
          <ThemeIcon size={56} radius="xl" variant="white" aria-hidden>
            <DepartmentIcon size={32} stroke={1.5} />
          </ThemeIcon>
        )}
      </Card.Section>
      <Text fw={650} mt="sm">
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {products}
      </Text>
    </Card>
  );
}

/** The departments of the marketplace home as tiles, in the spec's order. */
export function DepartmentTiles({ departments }: { departments: readonly TSpecmarketCategory[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" component="nav" aria-label={t('Shop by department')}>
      {departments.map((d) => (
        <DepartmentTile key={d.id} department={d} />
      ))}
    </SimpleGrid>
  );
}
