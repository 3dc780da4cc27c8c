import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Center, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolders, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '#shared/lib/messages';
import { PROFILE_MESSAGES as M, PROFILE_TYPE_LABELS, profileNoun, type TProfileType } from '#shared/lib/profile-messages';
import { CART_PROFILE, OPEN_CART_PATH } from '#shared/lib/specmarket';
import type { TProfile } from '#shared/schemas/profile';
import { PageHeader } from '#client/components/ui/page-header';
import { useProfileList } from '../api/profile-pages';
import { ProfileFormModal } from './profile-form-modal';

/** Select-field search debounce (spec §9: 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;

/** The label of a special profile's type, or null for a plain one or when the name already says it ('Orders'). */
export function profileTypeLabel(p: Pick<TProfile, 'type' | 'name'>): string | null {
  const label = p.type && p.type in PROFILE_TYPE_LABELS ? PROFILE_TYPE_LABELS[p.type as TProfileType] : null;
  return label === p.name ? null : label;
}

function ProfileRows({ rows, label }: { rows: TProfile[]; label: string }) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th visibleFrom="sm">Email</Table.Th>
          <Table.Th visibleFrom="md">Phone</Table.Th>
          <Table.Th ta="right">Specbooks</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => {
          const typeLabel = profileTypeLabel(p);
          return (
            <Table.Tr key={p.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Anchor component={Link} to={p.type === CART_PROFILE.type ? OPEN_CART_PATH : `/v4/profiles/${p.id}`} fw={500}>
                  {p.name}
                </Anchor>
                {typeLabel && (
                  <Badge ml="xs" size="sm" variant="light" color="gray">
                    {typeLabel}
                  </Badge>
                )}
                <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                  {[p.email, p.phone].filter(Boolean).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                {p.email}
              </Table.Td>
              <Table.Td visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
                {p.phone}
              </Table.Td>
              <Table.Td ta="right">{p.specbookCount}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The profile list (/v4/profiles), 'Projects' for pro users: the active profiles by name with a
 * search, 'Load more', and a form to create one (which then opens).
 */
export function ProfileList({ userId, isPro }: { userId: number; isPro: boolean }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const list = useProfileList(userId, debounced);
  const plural = profileNoun(isPro, true);
  const noun = profileNoun(isPro);
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <>
      <PageHeader
        title={plural}
        description={isPro ? 'The projects your specbooks belong to.' : 'Customers, jobs and projects that your specbooks belong to.'}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New {noun.toLowerCase()}
          </Button>
        }
      />
      <TextInput
        label={`Search ${plural.toLowerCase()}`}
        placeholder="Name, e-mail or contact"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
        mb="md"
      />
      {list.isError && (
        <Alert color="red" title={M.fetchFailed} mb="md">
          Please try again in a moment.
        </Alert>
      )}
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label={`Loading ${plural.toLowerCase()}`} />
        </Center>
      )}
      {list.isSuccess && rows.length === 0 && (
        <Center py={64}>
          <Stack align="center" gap="xs" maw={380} ta="center">
            <IconFolders size={40} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
            <Title order={2} fz="lg">
              {debounced.trim() ? MESSAGES.noResults : `No ${plural.toLowerCase()} yet`}
            </Title>
            <Text size="sm" c="dimmed">
              {debounced.trim() ? 'Try another name, e-mail or contact.' : `A ${noun.toLowerCase()} groups the specbooks of one customer or job.`}
            </Text>
          </Stack>
        </Center>
      )}
      {rows.length > 0 && <ProfileRows rows={rows} label={plural} />}
      {list.hasNextPage && (
        <Center mt="md">
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Load more
          </Button>
        </Center>
      )}
      <ProfileFormModal
        userId={userId}
        opened={creating}
        profile={null}
        noun={noun}
        onClose={() => setCreating(false)}
        onSaved={(p) => void navigate(`/v4/profiles/${p.id}`)}
      />
    </>
  );
}
