import { Alert, Center, Group, Loader, Pagination, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { IconDatabaseImport, IconHeadset } from '@tabler/icons-react';
import { useState } from 'react';
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES, SUPPORT_MESSAGES as M, type TRequestStatus } from '#shared/lib/support-messages';
import type { TDataRequest, TSupportRequest } from '#shared/schemas/support';
import { useRequests, type TRequestKind } from '../api/admin-requests';
import { DataRequestsTable, SupportRequestsTable } from './request-tables';
import { t, tPlural } from '#client/lib/i18n';

/** What an empty tab says, by kind and status filter (whole sentences, so each translates as one). */
const EMPTY: Record<TRequestKind, Record<TRequestStatus | 'all', string>> = {
  support: { all: 'No support requests.', open: 'No open support requests.', in_progress: 'No in progress support requests.', closed: 'No closed support requests.' },
  data: { all: 'No Data Fetch requests.', open: 'No open Data Fetch requests.', in_progress: 'No in progress Data Fetch requests.', closed: 'No closed Data Fetch requests.' },
};

const FILTERS = [{ value: 'all', label: 'All' }, ...REQUEST_STATUSES.map((s) => ({ value: s, label: REQUEST_STATUS_LABELS[s] }))];

/** One tab: a status filter, the table of the kind, and page numbers. */
function RequestsPanel({ userId, kind }: { userId: number; kind: TRequestKind }) {
  const [status, setStatus] = useState<TRequestStatus | null>('open');
  const [page, setPage] = useState(1);
  const query = useRequests(userId, kind, { status, page });
  const rows = query.data?.list ?? [];
  const lastPage = query.data?.pagination?.lastPage ?? 1;
  const support = kind === 'support';
  const total = query.data?.pagination?.total;

  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={support ? t('Filter support requests by status') : t('Filter Data Fetch requests by status')}
          size="xs"
          data={FILTERS.map((f) => ({ ...f, label: t(f.label) }))}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? null : (value as TRequestStatus));
            setPage(1);
          }}
        />
        {total !== undefined && (
          <Text size="sm" c="dimmed">
            {support ? tPlural(total, '{count} support request', '{count} support requests') : tPlural(total, '{count} Data Fetch request', '{count} Data Fetch requests')}
          </Text>
        )}
      </Group>
      {query.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : query.isError ? (
        <Alert color="red">{t(M.listFailed)}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {t(EMPTY[kind][status ?? 'all'])}
        </Text>
      ) : kind === 'support' ? (
        <SupportRequestsTable userId={userId} rows={rows as TSupportRequest[]} />
      ) : (
        <DataRequestsTable userId={userId} rows={rows as TDataRequest[]} />
      )}
      {lastPage > 1 && (
        <Group justify="center">
          <Pagination size="sm" total={lastPage} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

/**
 * The platform admins' requests page: 'Support Requests' and 'Data Fetch Requests' tabs, each
 * newest first with a status filter (open by default) and a status picker per row.
 */
export function RequestsAdmin({ userId }: { userId: number }) {
  return (
    <Tabs defaultValue="support" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="support" leftSection={<IconHeadset size={16} />}>
          {t('Support Requests')}
        </Tabs.Tab>
        <Tabs.Tab value="data" leftSection={<IconDatabaseImport size={16} />}>
          {t('Data Fetch Requests')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="support">
        <RequestsPanel userId={userId} kind="support" />
      </Tabs.Panel>
      <Tabs.Panel value="data">
        <RequestsPanel userId={userId} kind="data" />
      </Tabs.Panel>
    </Tabs>
  );
}
