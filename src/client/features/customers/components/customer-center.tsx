import { CONSTANTS } from '#shared/lib/messages';
import { useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Loader, Pagination, Select, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconDownload, IconHash, IconMail, IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { customerTypeLabel, CUSTOMER_MESSAGES as M } from '#shared/lib/customer-messages';
import { MESSAGES } from '#shared/lib/messages';
import type { TCustomer } from '#shared/schemas/customer';
import { PageHeader } from '#client/components/ui/page-header';
import { t, tPlural, useLocale } from '#client/lib/i18n';
import { formatNumber } from '#shared/lib/money';
import { toastFailure } from '#client/lib/toasts';
import { saveFile } from '#client/lib/save-file';
import { fetchCustomersCsv } from '../api/export-customers';
import { useCustomerList, type TCustomerSort } from '../api/list-customers';
import { useReferenceList } from '../api/reference-lists';
import { AddByCodeModal } from './add-by-code-modal';
import { CustomerDrawer, type TCustomerDrawerProps } from './customer-drawer';
import { InviteModal } from './invite-modal';

/** Select-field search debounce (spec §9: 300 ms). */
export const SEARCH_DEBOUNCE_MS = CONSTANTS.selectSearchDebounceMs;

/** The file name of the CSV export. */
export const CUSTOMERS_CSV_NAME = 'customers.csv';

function EmptyState({ searching, onAdd }: { searching: boolean; onAdd: () => void }) {
  return (
    <Center py={64}>
      <Stack align="center" gap="xs" maw={380} ta="center">
        <IconUsers size={40} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={2} fz="lg">
          {searching ? t(MESSAGES.noResults) : t('No customers yet')}
        </Title>
        <Text size="sm" c="dimmed">
          {searching
            ? t('Try another name, company, e-mail or customer number, or clear the type filter.')
            : t('Add the people and companies you quote for, with their billing and shipping addresses.')}
        </Text>
        {!searching && (
          <Button mt="xs" onClick={onAdd}>
            {t('Add customer')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

type TSortProps = { sort: TCustomerSort | undefined; onSort: (field: TCustomerSort['field']) => void };

/** A column header that sorts by its field: a button, with aria-sort on the header. */
function SortableTh({ field, label, sort, onSort, visibleFrom }: TSortProps & { field: TCustomerSort['field']; label: string; visibleFrom?: 'sm' | 'md' | 'lg' }) {
  const active = sort?.field === field;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th visibleFrom={visibleFrom} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        {label}
        <Icon size={14} aria-hidden color={active ? undefined : 'var(--mantine-color-gray-5)'} />
      </UnstyledButton>
    </Table.Th>
  );
}

function CustomerRows({ rows, onOpen, sort, onSort }: { rows: TCustomer[]; onOpen: (id: number) => void } & TSortProps) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('Customers')}>
      <Table.Thead>
        <Table.Tr>
          <SortableTh field="name" label={t('Name')} sort={sort} onSort={onSort} />
          <SortableTh field="companyName" label={t('Company')} sort={sort} onSort={onSort} visibleFrom="sm" />
          <Table.Th visibleFrom="md">{t('Type')}</Table.Th>
          <Table.Th visibleFrom="lg">{t('Email')}</Table.Th>
          <Table.Th visibleFrom="md">{t('Phone')}</Table.Th>
          <Table.Th visibleFrom="lg">{t('Billing city')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td style={{ maxWidth: 260 }}>
              <Anchor component="button" type="button" fw={500} ta="left" onClick={() => onOpen(c.id)} style={{ overflowWrap: 'anywhere' }}>
                {c.name}
              </Anchor>
              <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                {[c.companyName, t(customerTypeLabel(c.type))].filter(Boolean).join(' · ')}
              </Text>
              {c.customerNumber && (
                <Text size="xs" c="dimmed">
                  #{c.customerNumber}
                </Text>
              )}
            </Table.Td>
            <Table.Td visibleFrom="sm">{c.companyName}</Table.Td>
            <Table.Td visibleFrom="md">{t(customerTypeLabel(c.type))}</Table.Td>
            <Table.Td visibleFrom="lg" style={{ overflowWrap: 'anywhere' }}>
              {c.email}
            </Table.Td>
            <Table.Td visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
              {c.phone}
            </Table.Td>
            <Table.Td visibleFrom="lg">{[c.billingAddress?.city, c.billingAddress?.state].filter(Boolean).join(', ')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The customer center (/v4/customers): search, type filter, paging, CSV export, add (form or
 * by code), invite, and a drawer to edit a customer with its addresses.
 */
export function CustomerCenter({ userId, customerSections }: { userId: number; customerSections?: TCustomerDrawerProps['sections'] }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [type, setType] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<TCustomerSort | undefined>(undefined);
  const [drawer, setDrawer] = useState<{ opened: boolean; id: number | null }>({ opened: false, id: null });
  const [byCode, setByCode] = useState(false);
  const [invite, setInvite] = useState<{ opened: boolean; customer?: TCustomer }>({ opened: false });
  const [exporting, setExporting] = useState(false);
  const locale = useLocale();
  const types = useReferenceList(userId, 'types');
  const list = useCustomerList(userId, { search: debounced, type, page, sort });
  const toggleSort = (field: TCustomerSort['field']) => {
    // Name ascending is the server's default order: the first click on Name sorts descending.
    const current = sort ?? { field: 'name', direction: 'asc' };
    setSort(current.field === field ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { field, direction: 'asc' });
    setPage(1);
  };

  const rows = list.data?.list ?? [];
  const pagination = list.data?.pagination;
  const searching = debounced.trim() !== '' || type !== null;

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await fetchCustomersCsv(userId, { search: debounced, type, sort }), CUSTOMERS_CSV_NAME);
    } catch (error) {
      toastFailure(error, M.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('Customers')}
        description={t('Your customers with their types, terms and billing and shipping addresses.')}
        actions={
          <>
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setDrawer({ opened: true, id: null })}>
              {t('Add customer')}
            </Button>
            <Button variant="default" leftSection={<IconHash size={16} />} onClick={() => setByCode(true)}>
              {t('Add by code')}
            </Button>
            <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => setInvite({ opened: true })}>
              {t('Invite')}
            </Button>
            <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void exportCsv()}>
              {t('Export CSV')}
            </Button>
          </>
        }
      />
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('Search customers')}
          placeholder={t('Name, company, e-mail, number or phone')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
          maw={420}
        />
        <Select
          label={t('Customer type')}
          placeholder={t('All types')}
          clearable
          data={types.data ?? []}
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          style={{ flex: '0 1 220px' }}
        />
      </Group>
      {list.isError && (
        <Alert color="red" title={t(M.loadFailed)} mb="md">
          {t('Please try again in a moment.')}
        </Alert>
      )}
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label={t('Loading customers')} />
        </Center>
      )}
      {list.data && rows.length === 0 && <EmptyState searching={searching} onAdd={() => setDrawer({ opened: true, id: null })} />}
      {rows.length > 0 && (
        <Stack gap="sm">
          <CustomerRows rows={rows} onOpen={(id) => setDrawer({ opened: true, id })} sort={sort ?? { field: 'name', direction: 'asc' }} onSort={toggleSort} />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {pagination ? tPlural(pagination.total, '{count} customer', '{count} customers', { count: formatNumber(pagination.total, locale) }) : ''}
            </Text>
            {pagination && pagination.lastPage > 1 && (
              <Pagination
                total={pagination.lastPage}
                value={page}
                onChange={setPage}
                size="sm"
                getItemProps={(p) => ({ 'aria-label': t('Page {page}', { page: p }) })}
              />
            )}
          </Group>
        </Stack>
      )}
      <CustomerDrawer
        userId={userId}
        opened={drawer.opened}
        customerId={drawer.id}
        onClose={() => setDrawer((d) => ({ ...d, opened: false }))}
        onCreated={(c) => setDrawer({ opened: true, id: c.id })}
        onInvite={(c) => setInvite({ opened: true, customer: c })}
        sections={customerSections}
      />
      <AddByCodeModal userId={userId} opened={byCode} onClose={() => setByCode(false)} onAdded={(c) => setDrawer({ opened: true, id: c.id })} />
      <InviteModal
        key={invite.customer?.id ?? 'new'}
        userId={userId}
        opened={invite.opened}
        onClose={() => setInvite({ opened: false })}
        initial={
          invite.customer
            ? {
                customerId: invite.customer.id,
                contactName: invite.customer.name,
                companyName: invite.customer.companyName ?? '',
                email: invite.customer.email ?? '',
                phone: invite.customer.phone ?? '',
              }
            : undefined
        }
      />
    </>
  );
}
