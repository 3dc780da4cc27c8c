import { Box, Button, Center, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TCategory } from '#shared/schemas/category';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { useRoomSpecs } from '../api/specs';
import { roomKey } from '../lib/rooms';
import { useManage } from './manage-context';
import { PRICE_FIELDS } from './price-fields';
import { LIST_COLUMNS, SortableSpec } from './spec-item';

/** Rooms with more loaded specs than this are virtualised (only the visible rows are rendered). */
export const VIRTUAL_THRESHOLD = 40;

/** dnd-kit data of a room's drop area. */
export type TRoomDropData = { type: 'room'; container: string; room: TCategory };

/** Loading placeholders of a room's specs. */
function SpecSkeletons({ view }: { view: 'card' | 'list' }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading specs">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={view === 'list' ? 56 : 150} radius="md" />
      ))}
    </Stack>
  );
}

/** The column captions above the list view's rows. */
function ListHeader() {
  const caption = (text: string, w: number) => (
    <Text key={text} size="xs" c="dimmed" fw={600} w={w}>
      {text}
    </Text>
  );
  return (
    <Group wrap="nowrap" gap={8} px="xs" py={4} style={{ minWidth: 'max-content' }} aria-hidden>
      {caption('', LIST_COLUMNS.handle + LIST_COLUMNS.image + 8)}
      {caption('Spec', LIST_COLUMNS.title)}
      {caption('Qty', LIST_COLUMNS.qty)}
      {caption('Status', LIST_COLUMNS.status)}
      <Group gap={4} wrap="nowrap">
        {PRICE_FIELDS.map((f) => caption(f.label, f.fieldType === 'multiplier' || f.fieldType === 'profit_margin' ? 74 : 92))}
      </Group>
      {caption('Total', LIST_COLUMNS.total)}
    </Group>
  );
}

/** A plain list of specs (small rooms). */
function PlainList({ specs, view }: { specs: TSpecSpecbook[]; view: 'card' | 'list' }) {
  return (
    <Stack gap={view === 'list' ? 0 : 'xs'}>
      {specs.map((spec) => (
        <SortableSpec key={spec.joinID} spec={spec} />
      ))}
    </Stack>
  );
}

/**
 * Where the list starts on the page (its distance from the top of the document), kept current
 * while rooms above it open, close or load more, so the window virtualiser knows which of its
 * rows are in view.
 */
function useOffsetTop(ref: React.RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (el) setOffset(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return offset;
}

/**
 * A virtualised list scrolled by the page itself (no scroll box of its own, so the wheel and
 * keyboard scroll the page as everywhere else): only the specs in view, plus a few either side,
 * are rendered; nearing the end loads the next page.
 */
function VirtualList({
  specs,
  view,
  onNearEnd,
}: {
  specs: TSpecSpecbook[];
  view: 'card' | 'list';
  onNearEnd: () => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const offsetTop = useOffsetTop(listRef);
  const virtualizer = useWindowVirtualizer({
    count: specs.length,
    estimateSize: () => (view === 'list' ? 64 : 200),
    overscan: 4,
    scrollMargin: offsetTop,
    getItemKey: (index) => specs[index]?.joinID ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  useEffect(() => {
    if (last && last.index >= specs.length - 10) onNearEnd();
  }, [last, specs.length, onNearEnd]);
  return (
    <div style={{ overflowX: view === 'list' ? 'auto' : undefined }} data-testid="virtual-specs">
      <div
        ref={listRef}
        style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth: view === 'list' ? 'max-content' : undefined }}
      >
        {items.map((item) => {
          const spec = specs[item.index];
          if (!spec) return null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${item.start - offsetTop}px)`,
                paddingBottom: view === 'list' ? 0 : 8,
              }}
            >
              <SortableSpec spec={spec} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The empty state of a room: it is still a drop target. */
function EmptyRoom({ room }: { room: TCategory }) {
  const { openAssign } = useManage();
  return (
    <Center py="lg">
      <Stack align="center" gap="xs">
        <Text c="dimmed" size="sm">
          No specs in this room yet
        </Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => openAssign(room.id)}>
          Assign Spec
        </Button>
      </Stack>
    </Center>
  );
}

/** The specs of one open room: loaded page by page, sortable, virtualised when long. */
export function RoomSpecs({ room }: { room: TCategory }) {
  const { userId, specbookId, view } = useManage();
  const query = useRoomSpecs(userId, specbookId, room.id);
  const specs = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const container = roomKey(room.id);
  const dropData: TRoomDropData = { type: 'room', container, room };
  const { setNodeRef, isOver } = useDroppable({ id: container, data: dropData });
  const total = query.data?.pages[0]?.pagination?.total ?? specs.length;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useMemo(
    () => () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );

  if (query.isPending) return <SpecSkeletons view={view} />;
  if (query.isError) {
    return (
      <Text c="red" size="sm" role="alert">
        Could not Refresh Specs{' '}
        <Button size="compact-xs" variant="subtle" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Text>
    );
  }

  const body =
    specs.length === 0 ? (
      <EmptyRoom room={room} />
    ) : specs.length > VIRTUAL_THRESHOLD ? (
      <VirtualList specs={specs} view={view} onNearEnd={loadMore} />
    ) : (
      <Box style={{ overflowX: view === 'list' ? 'auto' : undefined }}>
        {view === 'list' && <ListHeader />}
        <PlainList specs={specs} view={view} />
      </Box>
    );

  return (
    <Paper
      ref={setNodeRef}
      p={0}
      bg={isOver ? 'blue.0' : 'transparent'}
      style={{ outline: isOver ? '2px dashed var(--mantine-color-blue-4)' : undefined, borderRadius: 8 }}
    >
      <SortableContext id={container} items={specs.map((s) => s.joinID)} strategy={verticalListSortingStrategy}>
        {body}
      </SortableContext>
      {hasNextPage && (
        <Group justify="center" mt="xs">
          <Button size="xs" variant="default" onClick={loadMore} loading={isFetchingNextPage}>
            Load more ({specs.length} of {total})
          </Button>
        </Group>
      )}
    </Paper>
  );
}
