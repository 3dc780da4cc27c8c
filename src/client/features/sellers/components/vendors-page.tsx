import { ActionIcon, Alert, Anchor, Badge, Button, Center, Group, Loader, Pagination, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingWarehouse, IconPencil, IconPlus, IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { CONSTANTS, MESSAGES } from '#shared/lib/messages';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import type { TSeller } from '#shared/schemas/seller';
import { PageHeader } from '#client/components/ui/page-header';
import { t, tPlural } from '#client/lib/i18n';
import { useSeller } from '../api/get-seller';
import { useSellerList } from '../api/list-sellers';
import { useTogglePreferred } from '../api/save-seller';
import { paymentTermsText } from '../lib/payment-terms';
import { VendorDrawer } from './vendor-drawer';
import { VendorModal } from './vendor-modal';

/** The vendor search's debounce (spec §9: autocomplete debounce 500 ms). */
export const VENDOR_SEARCH_DEBOUNCE_MS = CONSTANTS.headerSearchDebounceMs;

type TRowActions = { onOpen: (seller: TSeller) => void; onEdit: (seller: TSeller) => void; onPrefer: (seller: TSeller) => void; busyId: number | null };

/** The preferred toggle: a star button named by what it does. */
function PreferredToggle({ seller, onPrefer, busy }: { seller: TSeller; onPrefer: (seller: TSeller) => void; busy: boolean }) {
  const label = t(seller.preferred ? M.removePreferred : M.setPreferred);
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="yellow" aria-label={`${label}: ${seller.name}`} aria-pressed={seller.preferred} loading={busy} onClick={() => onPrefer(seller)}>
        {seller.preferred ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

/** Badges of the policies the vendor has on file. */
function PolicyBadges({ seller }: { seller: TSeller }) {
  if (!seller.hasTermsAndConditions && !seller.hasReturnPolicy) return <Text size="xs" c="dimmed">{t('None')}</Text>;
  return (
    <Group gap={4}>
      {seller.hasTermsAndConditions && <Badge size="xs" variant="light">{t('Terms')}</Badge>}
      {seller.hasReturnPolicy && <Badge size="xs" variant="light" color="grape">{t('Returns')}</Badge>}
    </Group>
  );
}

function VendorRows({ rows, onOpen, onEdit, onPrefer, busyId }: { rows: TSeller[] } & TRowActions) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('Vendors')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>{t('Preferred')}</Table.Th>
          <Table.Th>{t('Vendor')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('Payment terms')}</Table.Th>
          <Table.Th visibleFrom="md">{t('Policies')}</Table.Th>
          <Table.Th ta="right">{t('Offers')}</Table.Th>
          <Table.Th ta="right" visibleFrom="xs">{t('Open POs')}</Table.Th>
          <Table.Th w={44}>{t('Edit')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((s) => (
          <Table.Tr key={s.id}>
            <Table.Td>
              <PreferredToggle seller={s} onPrefer={onPrefer} busy={busyId === s.id} />
            </Table.Td>
            <Table.Td style={{ maxWidth: 280 }}>
              <Anchor component="button" type="button" fw={500} ta="left" onClick={() => onOpen(s)} style={{ overflowWrap: 'anywhere' }}>
                {s.name}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[s.title, [s.address.shipping.city, s.address.shipping.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
              </Text>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {paymentTermsText(s.paymentTerms)}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">{paymentTermsText(s.paymentTerms)}</Table.Td>
            <Table.Td visibleFrom="md">
              <PolicyBadges seller={s} />
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {s.offerCount}
            </Table.Td>
            <Table.Td ta="right" visibleFrom="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {s.openPurchaseOrderCount}
            </Table.Td>
            <Table.Td>
              <ActionIcon variant="subtle" aria-label={t('Edit {name}', { name: s.name })} onClick={() => onEdit(s)}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function EmptyState({ searching, onAdd }: { searching: boolean; onAdd: () => void }) {
  return (
    <Center py={64}>
      <Stack align="center" gap="xs" maw={400} ta="center">
        <IconBuildingWarehouse size={40} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={2} fz="lg">
          {t(searching ? MESSAGES.noResults : 'No vendors yet')}
        </Title>
        <Text size="sm" c="dimmed">
          {searching
            ? t('Try another name, e-mail or city.')
            : t('Add the distributors and manufacturers you buy from, with their terms, policies and the products they offer you.')}
        </Text>
        {!searching && (
          <Button mt="xs" onClick={onAdd}>
            {t('Add vendor')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

/**
 * The Vendors page (/v4/vendors): the account's sellers (never its own stock) with search, the
 * preferred star, payment terms, policies, offer and open purchase-order counts; create and edit in
 * a modal; a vendor's offers and (with `showPurchaseOrders`, the usePurchaseOrder flag) open purchase orders in a drawer.
 */
export function VendorsPage({ userId, renderPeople, showPurchaseOrders = false }: { userId: number; renderPeople?: (sellerId: number) => ReactNode; showPurchaseOrders?: boolean }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, VENDOR_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ opened: boolean; seller: TSeller | null }>({ opened: false, seller: null });
  const list = useSellerList(userId, { search: debounced, page });
  const open = useSeller(userId, openId);
  const prefer = useTogglePreferred(userId);
  const rows = list.data?.list ?? [];
  const pagination = list.data?.pagination;
  const startCreate = () => setEditing({ opened: true, seller: null });
  return (
    <>
      <PageHeader
        title={t('Vendors')}
        description={t('The sellers you buy from: their terms and policies, the products they offer you, and your open purchase orders with them.')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={startCreate}>
            {t('Add vendor')}
          </Button>
        }
      />
      <TextInput
        label={t('Search vendors')}
        placeholder={t('Name, title, e-mail or city')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
        mb="md"
      />
      {list.isError && <Alert color="red" title={t(M.loadFailed)} mb="md">{t('Please try again in a moment.')}</Alert>}
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label={t('Loading vendors')} />
        </Center>
      )}
      {list.data && rows.length === 0 && <EmptyState searching={debounced.trim() !== ''} onAdd={startCreate} />}
      {rows.length > 0 && (
        <Stack gap="sm">
          <VendorRows
            rows={rows}
            onOpen={(s) => setOpenId(s.id)}
            onEdit={(s) => setEditing({ opened: true, seller: s })}
            onPrefer={(s) => prefer.mutate(s)}
            busyId={prefer.isPending ? prefer.variables.id : null}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {pagination ? tPlural(pagination.total, '{count} vendor', '{count} vendors') : ''}
            </Text>
            {pagination && pagination.lastPage > 1 && (
              <Pagination total={pagination.lastPage} value={page} onChange={setPage} size="sm" getItemProps={(p) => ({ 'aria-label': t('Page {page}', { page: p }) })} />
            )}
          </Group>
        </Stack>
      )}
      <VendorDrawer userId={userId} seller={openId === null ? null : (open.data ?? null)} onClose={() => setOpenId(null)} onEdit={(s) => setEditing({ opened: true, seller: s })} renderPeople={renderPeople} showPurchaseOrders={showPurchaseOrders} />
      <VendorModal
        userId={userId}
        opened={editing.opened}
        seller={editing.seller}
        onClose={() => setEditing((e) => ({ ...e, opened: false }))}
        onSaved={(s) => setOpenId(s.id)}
      />
    </>
  );
}
