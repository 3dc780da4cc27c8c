import { Button, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TCategory } from '#shared/schemas/category';
import { t } from '#client/lib/i18n';
import type { TRoomSpecsResult } from '../api/open-room-specs';
import { SortableList, useDropArea } from '../lib/dnd-runtime';
import { roomKey } from '../lib/rooms';
import { useManage } from './manage-context';
import { PRICE_FIELDS } from './price-fields';
import { roomPanelId } from './room-section';
import { LIST_COLUMNS } from './spec-item';

/** dnd-kit data of a room's drop area. */
export type TRoomDropData = { type: 'room'; container: string; room: TCategory };

/** Loading placeholders of a room's specs. */
function SpecSkeletons({ view }: { view: 'card' | 'list' }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('Loading specs')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={view === 'list' ? 56 : 150} radius="md" />
      ))}
    </Stack>
  );
}

/** The column captions above the list view's rows (a caption longer than its column, 'Multiplicador', ends in '…'). */
export function ListCaptions() {
  const caption = (text: string, w: number) => (
    <Text key={text} size="xs" c="dimmed" fw={600} w={w} truncate="end" title={text || undefined}>
      {text}
    </Text>
  );
  return (
    <Group wrap="nowrap" gap={8} px="xs" py={4} style={{ minWidth: 'max-content' }} aria-hidden>
      {caption('', LIST_COLUMNS.handle + LIST_COLUMNS.image + 8)}
      {caption(t('Spec'), LIST_COLUMNS.title)}
      {caption(t('Qty'), LIST_COLUMNS.qty)}
      {caption(t('Status'), LIST_COLUMNS.status)}
      <Group gap={4} wrap="nowrap">
        {PRICE_FIELDS.map((f) => caption(t(f.label), f.fieldType === 'multiplier' || f.fieldType === 'profit_margin' ? 74 : 92))}
      </Group>
      {caption(t('Total'), LIST_COLUMNS.total)}
    </Group>
  );
}

/** The empty state of a room: it is still a drop target. */
function EmptyRoom({ room }: { room: TCategory }) {
  const { openAssign } = useManage();
  return (
    <Center py="lg">
      <Stack align="center" gap="xs">
        <Text c="dimmed" size="sm">
          {t('No specs in this room yet')}
        </Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => openAssign(room.id)}>
          {t('Assign Spec')}
        </Button>
      </Stack>
    </Center>
  );
}

/** The number of specs a room's query has loaded, and how many the room holds. */
export function loadedCounts(query: TRoomSpecsResult | undefined): { loaded: number; total: number } {
  const pages = query?.data?.pages ?? [];
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  return { loaded, total: pages[0]?.pagination?.total ?? loaded };
}

/**
 * The last row of an open room: its loading placeholders, a retry after an error, the empty
 * state, or 'Load more' while the room has more specs than are loaded (100 at a time).
 */
export function RoomFooter({ room, query }: { room: TCategory; query: TRoomSpecsResult | undefined }) {
  const { view } = useManage();
  if (!query || query.isPending) return <SpecSkeletons view={view} />;
  if (query.isError) {
    return (
      <Text c="red" size="sm" role="alert">
        {t(M.couldNotRefreshSpecs)}{' '}
        <Button size="compact-xs" variant="subtle" onClick={() => void query.refetch()}>
          {t('Retry')}
        </Button>
      </Text>
    );
  }
  const { loaded, total } = loadedCounts(query);
  if (loaded === 0) return <EmptyRoom room={room} />;
  if (!query.hasNextPage) return null;
  return (
    <Group justify="center" mt="xs">
      <Button size="xs" variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
        {t('Load more ({loaded} of {total})', { loaded, total })}
      </Button>
    </Group>
  );
}

/** Props of {@link RoomBody}. */
export type TRoomBodyProps = {
  room: TCategory;
  /** The joinIDs of the room's loaded specs, in order (dnd-kit's sortable items). */
  specIds: number[];
  style: CSSProperties;
  children: ReactNode;
};

/**
 * Everything of an open room below its header: its drop area and its sortable list (which knows
 * every loaded spec, rendered or not). In the list view the rows scroll sideways together.
 */
export function RoomBody({ room, specIds, style, children }: TRoomBodyProps) {
  const { view } = useManage();
  const container = roomKey(room.id);
  const dropData: TRoomDropData = { type: 'room', container, room };
  const { setNodeRef, isOver } = useDropArea({ id: container, data: dropData });
  return (
    <div
      ref={setNodeRef}
      id={roomPanelId(room)}
      style={{
        ...style,
        overflowX: view === 'list' ? 'auto' : undefined,
        overflowY: view === 'list' ? 'hidden' : undefined,
        background: isOver ? 'var(--mantine-color-blue-0)' : undefined,
        outline: isOver ? '2px dashed var(--mantine-color-blue-4)' : undefined,
        borderRadius: '0 0 8px 8px',
      }}
    >
      <SortableList id={container} items={specIds}>
        {children}
      </SortableList>
    </div>
  );
}
