import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBook2, IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '#shared/lib/messages';
import { SPECBOOK_MESSAGES } from '#shared/lib/specbook-messages';
import type { TSpecbookAction, TSpecbookListItem } from '#shared/schemas/specbook';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { manageSpecbookPath } from '#client/lib/specbook-route';
import { useSpecbookList } from '../api/list-specbooks';
import { useDuplicateSpecbook, useSpecbookAction } from '../api/specbook-actions';
import { useSpecbookViewMode } from '../lib/view-mode';
import type { TSpecbookListAction } from './specbook-actions-menu';
import { SpecbookCards, SpecbookTable } from './specbook-views';

/** Path of the read-only preview of a specbook. */
export function previewSpecbookPath(id: number): string {
  return `/specbooks/preview/${id}`;
}

const DONE: Record<TSpecbookAction, string> = {
  archive: SPECBOOK_MESSAGES.archived,
  unarchive: SPECBOOK_MESSAGES.unarchived,
  pin: SPECBOOK_MESSAGES.pinned,
  unpin: SPECBOOK_MESSAGES.unpinned,
};

/** The toast of a failed duplicate: a 403 shows the server's message (spec §6). */
export function duplicateFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 403 ? t(error.message) : t(SPECBOOK_MESSAGES.cloneFailed);
}

/** Runs the list and card actions: archive/unarchive/pin/unpin, manage, duplicate, preview. */
function useListActions(userId: number) {
  const navigate = useNavigate();
  const toggle = useSpecbookAction(userId);
  const duplicate = useDuplicateSpecbook(userId);
  return async (action: TSpecbookListAction, specbook: TSpecbookListItem) => {
    if (action === 'manage') return navigate(manageSpecbookPath(specbook.id));
    if (action === 'preview') return navigate(previewSpecbookPath(specbook.id));
    if (action === 'duplicate') {
      try {
        const copy = await duplicate.mutateAsync(specbook.id);
        notifications.show({ color: 'teal', message: t(SPECBOOK_MESSAGES.duplicated) });
        return navigate(manageSpecbookPath(copy.id));
      } catch (error) {
        notifications.show({ color: 'red', message: duplicateFailureMessage(error) });
        return undefined;
      }
    }
    try {
      await toggle.mutateAsync({ id: specbook.id, action });
      notifications.show({ color: 'teal', message: t(DONE[action]) });
    } catch {
      /* the API client has shown the server's message */
    }
    return undefined;
  };
}

function EmptyState({ searching, onAdd }: { searching: boolean; onAdd: () => void }) {
  return (
    <Center py={64}>
      <Stack align="center" gap="xs" maw={360} ta="center">
        <IconBook2 size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
        <Title order={3} fz="lg">
          {searching ? t(MESSAGES.noResults) : t('No specbooks yet')}
        </Title>
        <Text size="sm" c="dimmed">
          {searching ? t('Try another name, profile or id.') : t('Create a specbook to collect products for a customer’s project.')}
        </Text>
        {!searching && (
          <Button mt="xs" onClick={onAdd}>
            {t('Add Specbook')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

/**
 * The index page's list of the user's specbooks: pinned first, then most recently updated; a
 * search box, a 'Show archived' switch, card or list view (remembered), the actions of each
 * specbook and 'Load more' through the cursor.
 */
export function SpecbookIndex({ userId, onAdd }: { userId: number; onAdd: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [includeArchived, setIncludeArchived] = useState(false);
  const [mode, setMode] = useSpecbookViewMode();
  const list = useSpecbookList(userId, { search: debounced, includeArchived });
  const onAction = useListActions(userId);
  const specbooks = list.data?.pages.flatMap((p) => p.list) ?? [];
  const View = mode === 'list' ? SpecbookTable : SpecbookCards;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <TextInput
          aria-label={t('Search your specbooks')}
          placeholder={t('Search by name, profile or id')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Group gap="md" wrap="nowrap">
          <ToggleSwitch label={t('Show archived')} checked={includeArchived} onChange={(e) => setIncludeArchived(e.currentTarget.checked)} />
          <SegmentedControl
            aria-label={t('View')}
            size="xs"
            value={mode}
            onChange={(v) => setMode(v === 'list' ? 'list' : 'card')}
            data={[
              { value: 'card', label: <Group gap={4} wrap="nowrap"><IconLayoutGrid size={14} /> {t('Cards')}</Group> },
              { value: 'list', label: <Group gap={4} wrap="nowrap"><IconList size={14} /> {t('List')}</Group> },
            ]}
          />
        </Group>
      </Group>

      {list.isPending && (
        <Center py={64}>
          <Loader aria-label={t('Loading specbooks')} />
        </Center>
      )}
      {list.isError && !list.data && (
        <Alert color="red" title={t(SPECBOOK_MESSAGES.fetchFailed)}>
          <Button variant="light" size="xs" mt="xs" onClick={() => void list.refetch()}>
            {t('Try again')}
          </Button>
        </Alert>
      )}
      {list.isSuccess && specbooks.length === 0 && <EmptyState searching={debounced.length > 0} onAdd={onAdd} />}
      {specbooks.length > 0 && <View specbooks={specbooks} onAction={(a, s) => void onAction(a, s)} />}
      {list.hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('Load more')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
