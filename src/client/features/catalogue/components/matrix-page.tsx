import { Box, Button, Center, Drawer, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import { PageHeader } from '#client/components/ui/page-header';
import { useMatrixSearch } from '../api/search-catalogue';
import { activeFilterCount, toggleFilter, type TMatrixFilters } from '../lib/matrix-filters';
import { FacetPanel } from './facet-panel';
import { MatrixResults } from './matrix-results';
import { PAGE_TITLES } from '#shared/lib/page-titles';
import { formatNumber } from '#shared/lib/money';
import type { TLocale } from '#shared/lib/locale';
import { t, tPlural, useLocale } from '#client/lib/i18n';

/** Debounce of the Matrix search box (spec §9: select-field search 300 ms). */
export const MATRIX_SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link MatrixPage}. */
export type TMatrixPageProps = {
  userId: number;
  /** The specbook results are added to (query specbook={id}); none: browse only. */
  specbookId?: number;
  /** The search of the URL (query search=…). */
  initialSearch: string;
  /** The search settled (debounced): keep the URL in step. */
  onSearchChange?: (search: string) => void;
  /** Adds a spec to the specbook (opens Select Room); shown only with a specbook. */
  onAdd?: (spec: TCatalogueSpec) => void;
  /** More actions of each result, composed in by the app (e.g. its sellers). */
  renderActions?: (spec: TCatalogueSpec) => ReactNode;
};

/** Loads the next page when the end of the list scrolls into view (and on the button). */
function MoreResults({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), { rootMargin: '400px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, onMore]);
  if (!hasMore) return null;
  return (
    <Center ref={sentinel} py="sm">
      <Button variant="light" size="xs" loading={loading} onClick={onMore}>
        {t('Load more')}
      </Button>
    </Center>
  );
}

function countText(count: number | null, shown: number, sample: number | undefined, locale: TLocale): string {
  if (count === null) return t('Showing {shown} of more than {sample} results', { shown: formatNumber(shown, locale), sample: formatNumber(sample ?? 1000, locale) });
  return tPlural(count, '{count} result', '{count} results', { count: formatNumber(count, locale) });
}

/**
 * The Matrix (/v4/matrix): a dense product grid over the catalogue with a search box, facet
 * filters with counts and cursor paging; with a specbook, each result can be added to it.
 * Keys: '/' focuses the search, arrows move between rows, Enter adds the focused row.
 */
export function MatrixPage({ userId, specbookId, initialSearch, onSearchChange, onAdd, renderActions }: TMatrixPageProps) {
  const locale = useLocale();
  const [term, setTerm] = useState(initialSearch);
  const [filters, setFilters] = useState<TMatrixFilters>({});
  const [debounced] = useDebouncedValue(term, MATRIX_SEARCH_DEBOUNCE_MS);
  const narrow = useMediaQuery('(max-width: 768px)') ?? false;
  const [drawerOpened, drawer] = useDisclosure(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const search = useMatrixSearch(userId, { search: debounced, filters, specbookId });
  const pages = search.data?.pages ?? [];
  const specs = pages.flatMap((p) => p.list);
  const first = pages[0];

  useEffect(() => onSearchChange?.(debounced.trim()), [debounced, onSearchChange]);
  useWindowEvent('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    const typing = target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);
    if (event.key === '/' && !typing) {
      event.preventDefault();
      searchRef.current?.focus();
    }
  });

  const toggle = (key: Parameters<typeof toggleFilter>[1], value: string) => setFilters((f) => toggleFilter(f, key, value));
  const panelProps = { facets: first?.facets ?? null, filters, onToggle: toggle, onClear: () => setFilters({}) };
  const active = activeFilterCount(filters);

  return (
    <Stack gap="sm">
      <PageHeader
        title={t(PAGE_TITLES.products)}
        description={specbookId ? t('Find products and add them to specbook #{id}.', { id: specbookId }) : t('Find products across the catalogue: your own specs and the platform’s.')}
      />
      <Group gap="xs" wrap="nowrap">
        <TextInput
          ref={searchRef}
          style={{ flex: 1 }}
          aria-label={t('Search the catalogue')}
          placeholder={t('Name, model number (e.g. AQ-45), manufacturer, finish…  ( / )')}
          leftSection={<IconSearch size={16} />}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          data-autofocus
        />
        {narrow && (
          <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={16} />} onClick={drawer.open}>
            {active > 0 ? t('Filters ({count})', { count: active }) : t('Filters')}
          </Button>
        )}
      </Group>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {!narrow && (
          <Box w={200} style={{ flexShrink: 0 }}>
            <FacetPanel {...panelProps} />
          </Box>
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Text size="xs" c="dimmed" aria-live="polite">
            {search.isPending ? t('Searching…') : countText(first?.count ?? 0, specs.length, first?.facets?.sampleSize, locale)}
          </Text>
          {search.isPending ? (
            <Center py="xl">
              <Loader size="sm" aria-label={t('Loading results')} />
            </Center>
          ) : search.isError ? (
            <Text c="red" size="sm">
              {t(search.error.message)}
            </Text>
          ) : specs.length === 0 ? (
            <Text c="dimmed" size="sm" py="md" ta="center">
              {t('No results found')}
            </Text>
          ) : (
            <Box style={{ opacity: search.isFetching && !search.isFetchingNextPage ? 0.7 : 1 }}>
              <MatrixResults specs={specs} narrow={narrow} onAdd={onAdd} renderActions={renderActions} />
            </Box>
          )}
          <MoreResults hasMore={search.hasNextPage} loading={search.isFetchingNextPage} onMore={() => {
              if (!search.isFetchingNextPage) void search.fetchNextPage();
            }} />
        </Stack>
      </Group>
      <Drawer opened={drawerOpened} onClose={drawer.close} title={t('Filters')} position="bottom" size="80%">
        <FacetPanel {...panelProps} withHeading={false} />
      </Drawer>
    </Stack>
  );
}
