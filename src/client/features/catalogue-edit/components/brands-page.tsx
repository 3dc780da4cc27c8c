import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Center, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TManufacturer } from '#shared/schemas/manufacturer';
import { openNamedModal } from '#client/lib/modals';
import { t } from '#client/lib/i18n';
import { useManufacturerList, useSearchManufacturers } from '../api/manufacturers';
import { AddMissingManufacturer } from './add-missing-manufacturer';
import { EditManufacturerModal } from './edit-manufacturer-modal';
import { OwnManufacturerIcon } from './manufacturer-typeahead';
import { URL_EXAMPLE_HOST } from './create-spec-modal';

/** Brands page search debounce (spec §9: select-field search 300 ms). */
export const BRAND_SEARCH_DEBOUNCE_MS = 300;

/** The Matrix page of a brand's products. */
export function matrixHref(name: string): string {
  return `/v4/matrix?search=${encodeURIComponent(name)}`;
}

const BADGE_STYLES = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } as const;

function BrandRow({ brand, onEdit }: { brand: TManufacturer; onEdit: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {!brand.global && <OwnManufacturerIcon />}
          <Anchor component={Link} to={matrixHref(brand.name)} fw={600} size="sm">
            {brand.name}
          </Anchor>
          {!brand.global && (
            <ActionIcon variant="subtle" size="sm" aria-label={t('Edit {name}', { name: brand.name })} onClick={onEdit}>
              <IconPencil size={14} />
            </ActionIcon>
          )}
        </Group>
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {brand.specCount}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {brand.global ? (
          <Badge variant="light" color="gray" size="sm" styles={BADGE_STYLES}>
            {t('Global')}
          </Badge>
        ) : (
          <Badge variant="light" color="blue" size="sm" styles={BADGE_STYLES}>
            {t('Yours')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        {brand.url ? (
          <Anchor href={brand.url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={t('{name} website', { name: brand.name })}>
            <Group gap={4} wrap="nowrap">
              <IconWorld size={14} />
              <span>{brand.url.replace(/^https?:\/\//, '')}</span>
            </Group>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The Brands page (/v4/brands): the platform's manufacturers and the account's own (marked with
 * a user icon) with their product counts; a search, a link to each brand's products on the
 * Matrix page, '+ Add Missing Manufacturer' and Create Spec.
 */
export function BrandsPage({ userId }: { userId: number }) {
  const [term, setTerm] = useState('');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TManufacturer | null>(null);
  const [debounced] = useDebouncedValue(term.trim(), BRAND_SEARCH_DEBOUNCE_MS);
  const searching = debounced.length > 0;
  const search = useSearchManufacturers(userId, debounced, searching, 100);
  const all = useManufacturerList(userId, !searching);
  const rows = searching ? (search.data ?? []) : (all.data?.pages.flatMap((p) => p.list) ?? []);
  const pending = searching ? search.isPending : all.isPending;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <TextInput
          aria-label={t('Search brands')}
          placeholder={t('Search brands')}
          leftSection={<IconSearch size={16} />}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Group gap="xs">
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} disabled={adding}>
            {t('Add Missing Manufacturer')}
          </Button>
          <Button onClick={() => openNamedModal('create-spec', {})}>{t('Create Spec')}</Button>
        </Group>
      </Group>
      {adding && <AddMissingManufacturer userId={userId} host={URL_EXAMPLE_HOST} onCancel={() => setAdding(false)} onSaved={() => setAdding(false)} />}
      {pending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('Loading brands')} />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('No results found')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('Brands')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Brand')}</Table.Th>
                <Table.Th ta="right">{t('Products')}</Table.Th>
                <Table.Th>{t('Source')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('Website')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((brand) => (
                <BrandRow key={brand.id} brand={brand} onEdit={() => setEditing(brand)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <EditManufacturerModal key={editing.id} userId={userId} manufacturer={editing} onClose={() => setEditing(null)} />}
      {!searching && all.hasNextPage && (
        <Group justify="center">
          <Button variant="light" loading={all.isFetchingNextPage} onClick={() => void all.fetchNextPage()}>
            {t('Load more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
