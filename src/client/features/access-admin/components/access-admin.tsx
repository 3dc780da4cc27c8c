import { Alert, Badge, Button, Center, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ACCESS_ADMIN_MESSAGES as M } from '#shared/lib/access-admin-messages';
import type { TAccessUser } from '#shared/schemas/access-admin';
import { useAccessCatalogue, useAccessUsers } from '../api/access-admin';
import { AccessEditor } from './access-editor';
import { AipqQuotaEditor } from './aipq-quota-editor';
import { t } from '#client/lib/i18n';

/** Search debounce of the user list. */
const SEARCH_DEBOUNCE_MS = 300;

function Grants({ values, empty }: { values: string[]; empty: string }) {
  if (values.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {values.map((v) => (
        <Badge key={v} size="sm" variant="light" tt="none">
          {v}
        </Badge>
      ))}
    </Group>
  );
}

function UsersTable({ rows, onEdit, onEditQuota }: { rows: TAccessUser[]; onEdit: (user: TAccessUser) => void; onEditQuota: (user: TAccessUser) => void }) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('User')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('Company')}</Table.Th>
            <Table.Th>{t('Roles')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('Feature flags')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text size="sm">{user.name}</Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
                {/* On a phone the company goes under the user; the flags are in the Edit dialog. */}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {user.accountName}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{user.accountName}</Text>
              </Table.Td>
              <Table.Td>
                <Grants values={user.roles} empty={t('No roles')} />
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Grants values={user.features} empty={t('No flags')} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end">
                  <Button size="xs" variant="light" onClick={() => onEdit(user)} aria-label={t('Edit roles and flags of {name}', { name: user.name })}>
                    {t('Edit')}
                  </Button>
                  <Button size="xs" variant="subtle" onClick={() => onEditQuota(user)} aria-label={t('AI PDF-quote limits of {company}', { company: user.accountName })}>
                    {t('AI limits')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Platform admins' roles and feature flags screen: every user of every account, searchable, with
 * their grants; 'Edit' opens the roles and flags of one user, 'AI limits' the AI PDF-quote limits
 * of the user's account (its plan).
 */
export function AccessAdmin({ userId }: { userId: number }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TAccessUser | null>(null);
  const [quotaOf, setQuotaOf] = useState<TAccessUser | null>(null);
  const users = useAccessUsers(userId, { search: debounced, page });
  const catalogue = useAccessCatalogue(userId);
  const rows = users.data?.list ?? [];
  const lastPage = users.data?.pagination?.lastPage ?? 1;

  return (
    <Stack gap="md">
      <TextInput
        aria-label={t('Search users')}
        placeholder={t('Search by name, e-mail or company…')}
        leftSection={<IconSearch size={16} />}
        value={search}
        maw={420}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {users.isPending || catalogue.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : users.isError || catalogue.isError ? (
        <Alert color="red">{t(M.listFailed)}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {debounced ? t('No users match “{search}”.', { search: debounced }) : t('No users yet.')}
        </Text>
      ) : (
        <UsersTable rows={rows} onEdit={setEditing} onEditQuota={setQuotaOf} />
      )}
      {lastPage > 1 && (
        <Group justify="center">
          <Pagination size="sm" total={lastPage} value={page} onChange={setPage} />
        </Group>
      )}
      {editing && catalogue.data && <AccessEditor adminId={userId} user={editing} catalogue={catalogue.data} onClose={() => setEditing(null)} />}
      {quotaOf && <AipqQuotaEditor adminId={userId} accountId={quotaOf.accountId} accountName={quotaOf.accountName} onClose={() => setQuotaOf(null)} />}
    </Stack>
  );
}
