import { Alert, Center, Group, Loader, Pagination, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { IconDatabaseImport, IconHeadset } from '@tabler/icons-react';
import { useState } from 'react';
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES, SUPPORT_MESSAGES as M, type TRequestStatus } from '#shared/lib/support-messages';
import type { TDataRequest, TSupportRequest } from '#shared/schemas/support';
import { useRequests, type TRequestKind } from '../api/admin-requests';
import { DataRequestsTable, SupportRequestsTable } from './request-tables';

const FILTERS = [{ value: 'all', label: 'All' }, ...REQUEST_STATUSES.map((s) => ({ value: s, label: REQUEST_STATUS_LABELS[s] }))];

/** One tab: a status filter, the table of the kind, and page numbers. */
function RequestsPanel({ userId, kind }: { userId: number; kind: TRequestKind }) {
  const [status, setStatus] = useState<TRequestStatus | null>('open');
  const [page, setPage] = useState(1);
  const query = useRequests(userId, kind, { status, page });
  const rows = query.data?.list ?? [];
  const lastPage = query.data?.pagination?.lastPage ?? 1;
  const noun = kind === 'support' ? 'support requests' : 'Data Fetch requests';
  const total = query.data?.pagination?.total;

  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={`Filter ${noun} by status`}
          size="xs"
          data={FILTERS}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? null : (value as TRequestStatus));
            setPage(1);
          }}
        />
        {total !== undefined && (
          <Text size="sm" c="dimmed">
            {total} {total === 1 ? noun.replace(/s$/, '') : noun}
          </Text>
        )}
      </Group>
      {query.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : query.isError ? (
        <Alert color="red">{M.listFailed}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          No {status ? `${REQUEST_STATUS_LABELS[status].toLowerCase()} ` : ''}{noun}.
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
          Support Requests
        </Tabs.Tab>
        <Tabs.Tab value="data" leftSection={<IconDatabaseImport size={16} />}>
          Data Fetch Requests
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
