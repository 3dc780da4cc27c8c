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
import { t } from '#client/lib/i18n';

/** The list's texts for profiles and, for pro users, projects (whole sentences: languages inflect the noun). */
function listWords(project: boolean) {
  return project
    ? {
        description: t('The projects your specbooks belong to.'),
        create: t('New project'),
        search: t('Search projects'),
        loading: t('Loading projects'),
        empty: t('No projects yet'),
        emptyHint: t('A project groups the specbooks of one customer or job.'),
      }
    : {
        description: t('Customers, jobs and projects that your specbooks belong to.'),
        create: t('New profile'),
        search: t('Search profiles'),
        loading: t('Loading profiles'),
        empty: t('No profiles yet'),
        emptyHint: t('A profile groups the specbooks of one customer or job.'),
      };
}

/** Select-field search debounce (spec §9: 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;

/** The label of a special profile's type, or null for a plain one or when the name already says it ('Orders'). */
export function profileTypeLabel(p: Pick<TProfile, 'type' | 'name'>): string | null {
  const label = p.type && p.type in PROFILE_TYPE_LABELS ? PROFILE_TYPE_LABELS[p.type as TProfileType] : null;
  return label === null || label === p.name ? null : t(label);
}

function ProfileRows({ rows, label }: { rows: TProfile[]; label: string }) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Name')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('Email')}</Table.Th>
          <Table.Th visibleFrom="md">{t('Phone')}</Table.Th>
          <Table.Th ta="right">{t('Specbooks')}</Table.Th>
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
  const plural = t(profileNoun(isPro, true));
  const noun = profileNoun(isPro);
  const words = listWords(isPro);
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <>
      <PageHeader
        title={plural}
        description={words.description}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {words.create}
          </Button>
        }
      />
      <TextInput
        label={words.search}
        placeholder={t('Name, e-mail or contact')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
        mb="md"
      />
      {list.isError && (
        <Alert color="red" title={t(M.fetchFailed)} mb="md">
          {t('Please try again in a moment.')}
        </Alert>
      )}
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label={words.loading} />
        </Center>
      )}
      {list.isSuccess && rows.length === 0 && (
        <Center py={64}>
          <Stack align="center" gap="xs" maw={380} ta="center">
            <IconFolders size={40} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
            <Title order={2} fz="lg">
              {debounced.trim() ? t(MESSAGES.noResults) : words.empty}
            </Title>
            <Text size="sm" c="dimmed">
              {debounced.trim() ? t('Try another name, e-mail or contact.') : words.emptyHint}
            </Text>
          </Stack>
        </Center>
      )}
      {rows.length > 0 && <ProfileRows rows={rows} label={plural} />}
      {list.hasNextPage && (
        <Center mt="md">
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('Load more')}
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
