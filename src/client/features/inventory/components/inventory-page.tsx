import { Button, Center, Group, Pagination, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { INVENTORY_MESSAGES as M } from '#shared/lib/inventory';
import type { TInventoryStatus } from '#shared/lib/sellers';
import type { TInventoryItem } from '#shared/schemas/inventory';
import { FeatureNotEnabled } from '#client/components/ui/feature-not-enabled';
import { PageHeader } from '#client/components/ui/page-header';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { startInventoryImport, useInventory, useRemoveStock, useStockImported, useUpdateStock, type TListedFilter } from '../api/inventory';
import { AddStockModal } from './add-stock-modal';
import { statusOptions } from './stock-cells';
import { StockTable } from './stock-table';

const CsvImportModal = lazy(() => import('#client/components/ui/csv-import-modal').then((m) => ({ default: m.CsvImportModal })));

/** Search waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 500;

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <Center py={48}>
      <Text c="dimmed" ta="center" maw={420}>
        {t(filtered ? M.noMatches : M.empty)}
      </Text>
    </Center>
  );
}

/** The Specmarket filter's choices. */
const listedOptions = () => [
  { value: 'true', label: t(M.listedOnly) },
  { value: 'false', label: t(M.notListedOnly) },
];

/** What the page filters by. */
type TFilterProps = {
  text: string;
  onText: (t: string) => void;
  status: TInventoryStatus | null;
  onStatus: (s: TInventoryStatus | null) => void;
  /** The Specmarket filter; absent for a user who cannot list. */
  listed?: { value: TListedFilter; onChange: (v: TListedFilter) => void };
};

/** Search text, status filter and (for a marketplace seller) the Specmarket filter of the page. */
function StockFilters({ text, onText, status, onStatus, listed }: TFilterProps) {
  return (
    <Group gap="sm" wrap="wrap">
      <TextInput
        placeholder={t('Search by product, model or manufacturer')}
        aria-label={t('Search inventory')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
        w={{ base: '100%', sm: 340 }}
      />
      <Select placeholder={t('All statuses')} aria-label={t('Status filter')} data={statusOptions()} value={status} onChange={(v) => onStatus(v as TInventoryStatus | null)} clearable w={{ base: '100%', sm: 180 }} />
      {listed && (
        <Select
          placeholder={t(M.listedFilter)}
          aria-label={t('Specmarket filter')}
          data={listedOptions()}
          value={listed.value}
          onChange={(v) => listed.onChange(v as TListedFilter)}
          clearable
          w={{ base: '100%', sm: 160 }}
        />
      )}
    </Group>
  );
}

/**
 * /v4/inventory, the inventory center (behind useInventoryCenter): the account's stock per product
 * with quantity, status and location edited in place, a search, a status filter, Add product and
 * Import CSV. Without the flag the page says the center is not enabled. With `canSell`
 * (ROLE_SPECMARKET_SELLER) each row has the Specmarket listing switch and the page a Specmarket filter.
 */
export function InventoryPage({ userId, canSell }: { userId: number; canSell: boolean }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<TInventoryStatus | null>(null);
  const [listed, setListed] = useState<TListedFilter>(null);
  // A new search or filter starts again at page 1.
  const filterKey = `${search}|${status ?? ''}|${listed ?? ''}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const stock = useInventory(userId, { search, status, listed: canSell ? listed : null, page });
  const update = useUpdateStock(userId);
  const remove = useRemoveStock(userId);
  const onImported = useStockImported(userId);
  const forbidden = stock.error instanceof ApiError && stock.error.status === 403;
  const narrow = useMediaQuery('(max-width: 47.99em)', false) ?? false;

  useEffect(() => {
    if (stock.isError && !forbidden) toastFailure(stock.error, M.loadFailed);
  }, [stock.isError, stock.error, forbidden]);

  if (forbidden) return <FeatureNotEnabled title={t(M.title)} message={t(M.notEnabled)} />;
  const save = (item: TInventoryItem, changes: Parameters<typeof update.mutateAsync>[0]['changes']) => update.mutateAsync({ id: item.id, changes });
  const onRemove = (item: TInventoryItem) =>
    remove.mutate(item.id, { onSuccess: () => toastSuccess(M.removed), onError: (err) => toastFailure(err, M.loadFailed) });
  const items = stock.data?.list ?? [];
  const lastPage = stock.data?.pagination?.lastPage ?? 1;

  return (
    <>
      <PageHeader
        title={t(M.title)}
        actions={
          <Group gap="sm">
            <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
              {t('Import CSV')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('Add product')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <StockFilters text={text} onText={setText} status={status} onStatus={setStatus} listed={canSell ? { value: listed, onChange: setListed } : undefined} />
        {stock.isPending ? (
          <Stack gap="xs">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={52} />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <EmptyState filtered={search !== '' || status !== null || (canSell && listed !== null)} />
        ) : (
          <StockTable items={items} save={save} onRemove={onRemove} narrow={narrow} canSell={canSell} />
        )}
        {lastPage > 1 && <Pagination value={page} onChange={setPage} total={lastPage} />}
      </Stack>
      <AddStockModal userId={userId} opened={adding} onClose={() => setAdding(false)} />
      {importing && (
        <Suspense fallback={null}>
          <CsvImportModal opened onClose={() => setImporting(false)} onImported={onImported} hint={t(M.importHint)} start={(file, separator) => startInventoryImport(userId, file, separator)} />
        </Suspense>
      )}
    </>
  );
}
