import { Center, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import { t } from '#client/lib/i18n';
import { ProductImage } from '#client/components/ui/product-image';
import { useSpecCollection } from '../api/spec-options';
import { useManage } from './manage-context';

/** One spec of the collection: its picture, name, model and finish. */
function CollectionItem({ item, current }: { item: TCatalogueSpec; current: boolean }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" aria-current={current ? 'true' : undefined} style={{ minWidth: 0 }}>
      <ProductImage src={item.imageName} alt={item.name} size={48} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={current ? 700 : 500} truncate>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {item.modelNumber}
          {item.finishName ? ` · ${item.finishName}` : ''}
          {current ? ` · ${t('this spec')}` : ''}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The spec's collection (spec §3 "Spec collection listing: per spec and specbook, paged"): the
 * catalogue specs of its manufacturer's collection, 24 a page.
 */
export function SpecCollectionPanel({ specId, collectionName }: { specId: number; collectionName: string | null }) {
  const { userId } = useManage();
  const [page, setPage] = useState(1);
  const collection = useSpecCollection(userId, specId, page);

  if (!collectionName) {
    return (
      <Text size="sm" c="dimmed">
        {t('This spec is not part of a collection.')}
      </Text>
    );
  }
  if (collection.isPending) return <Skeleton h={120} radius="sm" aria-label={t('Loading the collection')} />;
  if (collection.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {t('Could not load the collection.')}
      </Text>
    );
  }
  const { list, pagination } = collection.data;
  const lastPage = pagination?.lastPage ?? 1;
  return (
    <Stack gap="sm">
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Collection {name}', { name: collectionName })}>
        {list.map((item) => (
          <CollectionItem key={item.id} item={item} current={item.id === specId} />
        ))}
      </SimpleGrid>
      {lastPage > 1 && (
        <Center>
          <Pagination total={lastPage} value={page} onChange={setPage} size="sm" aria-label={t('Collection pages')} />
        </Center>
      )}
    </Stack>
  );
}
