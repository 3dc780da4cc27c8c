import { defaultRangeExtractor, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { TCategory } from '#shared/schemas/category';
import { useOpenRoomSpecs, type TOpenRoomSpecs, type TRoomSpecsResult } from '../api/open-room-specs';
import { buildManageRows, estimateRowSize, rowsToRender, type TManageRow, type TRoomSpan } from '../lib/manage-rows';
import { useDragMonitor } from '../lib/dnd-runtime';
import { roomKey } from '../lib/rooms';
import { useManage } from './manage-context';
import { RoomHeader } from './room-section';
import { ListCaptions, loadedCounts, RoomBody, RoomFooter } from './room-specs';
import { RoomBlock } from './sortable-room';
import { SortableSpec } from './spec-item';

/** Props of {@link ManageList}. */
export type TManageListProps = {
  rooms: TCategory[];
  isOpen: (key: string) => boolean;
  onToggle: (key: string) => void;
};

/** Rows rendered beyond the window's edges, either side. */
const OVERSCAN = 4;

/** A room starts loading its next 100 specs when one of its last this-many loaded specs is rendered. */
const LOAD_AHEAD = 10;

/**
 * Where an element starts on the page (its distance from the top of the document), kept current
 * while the content above it changes height, so the window virtualiser knows which rows are in view.
 */
function useOffsetTop(ref: RefObject<HTMLElement | null>): number {
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

/** The key of the spec or room being dragged, while one is. */
function useCarriedKey(): string | null {
  const [carried, setCarried] = useState<string | null>(null);
  useDragMonitor({
    onDragStart: ({ active }) => {
      const data = active.data.current as { type?: string; spec?: { joinID: number; categoryID: number | null } } | undefined;
      setCarried(data?.type === 'spec' && data.spec ? `${roomKey(data.spec.categoryID)}:spec:${data.spec.joinID}` : null);
    },
    onDragEnd: () => setCarried(null),
    onDragCancel: () => setCarried(null),
  });
  return carried;
}

/** The rooms to load the next 100 specs of: one of their last loaded specs is rendered (scrolled to). */
function roomsDueForMore(rendered: readonly (TManageRow | undefined)[], specs: TOpenRoomSpecs): string[] {
  const due = new Set<string>();
  for (const row of rendered) {
    if (row?.kind !== 'spec') continue;
    const key = roomKey(row.room.id);
    const query = specs.get(key);
    if (!query?.hasNextPage || query.isFetchingNextPage || query.isError) continue;
    if (row.index >= loadedCounts(query).loaded - LOAD_AHEAD) due.add(key);
  }
  return [...due];
}

/** Loads the next page of the rooms whose last loaded specs are rendered (scrolling down through them). */
function useLoadAhead(due: readonly string[], specs: TOpenRoomSpecs): void {
  const signature = due.join(' ');
  useEffect(() => {
    for (const key of signature.split(' ')) if (key) void specs.get(key)?.fetchNextPage();
  }, [signature, specs]);
}

/** A rendered row of a room's body and where the virtualiser put it (px from the list's top). */
type TPlacedRow = { row: TManageRow; index: number; start: number };

/** What one room needs to lay out its rendered rows inside its frame. */
type TRoomLayout = { span: TRoomSpan; top: number; bodyTop: number; bottom: number; body: TPlacedRow[] };

/** Group the rendered rows by room, with each room's extent from the virtualiser's measurements. */
function layoutRooms(spans: readonly TRoomSpan[], rows: readonly TManageRow[], indexes: readonly number[], measured: readonly VirtualItem[]): TRoomLayout[] {
  let cursor = 0;
  return spans.map((span) => {
    const body: TPlacedRow[] = [];
    while (cursor < indexes.length && (indexes[cursor] ?? Infinity) < span.end) {
      const index = indexes[cursor] ?? 0;
      const row = rows[index];
      if (row && index > span.first) body.push({ row, index, start: measured[index]?.start ?? 0 });
      cursor += 1;
    }
    const top = measured[span.first]?.start ?? 0;
    return { span, top, bodyTop: measured[span.first]?.end ?? top, bottom: measured[span.end - 1]?.end ?? top, body };
  });
}

/** Same layout, row for row: the room need not render again (most rooms, on most scroll steps). */
function sameLayout(a: TRoomLayout, b: TRoomLayout): boolean {
  if (a.span !== b.span || a.top !== b.top || a.bodyTop !== b.bodyTop || a.bottom !== b.bottom || a.body.length !== b.body.length) return false;
  return a.body.every((r, i) => r.row === b.body[i]?.row && r.start === b.body[i]?.start);
}

/**
 * The rooms and specs of the manage page as one list virtualised against the window (one
 * virtualiser for the whole page, no scroll boxes): every room's header is always rendered, and
 * of its specs only those in view plus a few either side. Each room is a bordered region as tall
 * as all its rows, holding the rendered ones at their places.
 */
export function ManageList({ rooms, isOpen, onToggle }: TManageListProps) {
  const { userId, specbookId, view } = useManage();
  const openIds = useMemo(() => rooms.filter((r) => isOpen(roomKey(r.id))).map((r) => r.id), [rooms, isOpen]);
  const specs = useOpenRoomSpecs(userId, specbookId, openIds);
  const { rows, spans } = useMemo(
    () =>
      buildManageRows(
        rooms.map((room) => ({ room, open: isOpen(roomKey(room.id)), specs: specs.get(roomKey(room.id))?.data?.pages.flatMap((p) => p.list) ?? [] })),
        view,
      ),
    [rooms, isOpen, specs, view],
  );
  const headers = useMemo(() => spans.map((s) => s.first), [spans]);
  const carried = useCarriedKey();
  const carriedIndex = carried === null ? undefined : rows.findIndex((r) => r.key === carried);

  const listRef = useRef<HTMLDivElement>(null);
  const offsetTop = useOffsetTop(listRef);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => estimateRowSize(rows[i], view),
    overscan: OVERSCAN,
    scrollMargin: offsetTop,
    getItemKey: (i) => rows[i]?.key ?? i,
    rangeExtractor: useCallback((range: Parameters<typeof defaultRangeExtractor>[0]) => rowsToRender(defaultRangeExtractor(range), headers, carriedIndex), [headers, carriedIndex]),
  });
  // A spec is much taller as a card than as a list row: forget the sizes measured in the other view.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, view]);
  const indexes = virtualizer.getVirtualItems().map((item) => item.index);
  useLoadAhead(
    roomsDueForMore(
      indexes.map((i) => rows[i]),
      specs,
    ),
    specs,
  );

  return (
    <div ref={listRef} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {layoutRooms(spans, rows, indexes, virtualizer.measurementsCache).map((layout) => (
        <RoomRows
          key={layout.span.key}
          layout={layout}
          opened={isOpen(layout.span.key)}
          query={specs.get(layout.span.key)}
          offsetTop={offsetTop}
          measure={virtualizer.measureElement}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}

/** Props of {@link RoomRows}. */
type TRoomRowsProps = {
  layout: TRoomLayout;
  opened: boolean;
  query: TRoomSpecsResult | undefined;
  offsetTop: number;
  measure: (node: Element | null) => void;
  onToggle: (key: string) => void;
};

/** One room's frame with its rendered rows, each placed where the virtualiser put it. */
const RoomRows = memo(
  function RoomRows({ layout, opened, query, offsetTop, measure, onToggle }: TRoomRowsProps) {
    const { view } = useManage();
    const { span, top, bodyTop, bottom, body } = layout;
    const specIds = useMemo(() => query?.data?.pages.flatMap((p) => p.list.map((s) => s.joinID)) ?? [], [query?.data]);
    const frameStyle = { position: 'absolute', top: top - offsetTop, left: 0, right: 0, height: bottom - top } as const;
    return (
      <RoomBlock room={span.room} style={frameStyle}>
        {(handle) => (
          <>
            <HeaderRow span={span} opened={opened} measure={measure} onToggle={onToggle} handle={handle} />
            {opened && (
              <RoomBody room={span.room} specIds={specIds} style={{ position: 'absolute', top: bodyTop - top, left: 0, right: 0, height: bottom - bodyTop }}>
                {body.map(({ row, index, start }) => (
                  <PlacedRow key={row.key} index={index} top={start - bodyTop} view={view} measure={measure}>
                    <RowContent row={row} query={query} />
                  </PlacedRow>
                ))}
              </RoomBody>
            )}
          </>
        )}
      </RoomBlock>
    );
  },
  (a, b) =>
    a.opened === b.opened && a.query === b.query && a.offsetTop === b.offsetTop && a.measure === b.measure && a.onToggle === b.onToggle && sameLayout(a.layout, b.layout),
);

/** A room's header row, measured; it renders again only when the room, its state or its grip change. */
const HeaderRow = memo(function HeaderRow({
  span,
  opened,
  measure,
  onToggle,
  handle,
}: {
  span: TRoomSpan;
  opened: boolean;
  measure: (node: Element | null) => void;
  onToggle: (key: string) => void;
  handle: ReactNode;
}) {
  return (
    <div ref={measure} data-index={span.first} style={{ paddingBottom: opened ? 12 : 0 }}>
      <RoomHeader room={span.room} opened={opened} onToggle={() => onToggle(span.key)} handle={handle} />
    </div>
  );
});

/** A rendered row, absolutely placed in its room's body and measured by the virtualiser. */
function PlacedRow({ index, top, view, measure, children }: { index: number; top: number; view: 'card' | 'list'; measure: (node: Element | null) => void; children: ReactNode }) {
  return (
    <div
      ref={measure}
      data-index={index}
      style={{
        position: 'absolute',
        top,
        left: 0,
        right: view === 'card' ? 0 : undefined,
        minWidth: '100%',
        boxSizing: 'border-box',
        padding: '0 var(--mantine-spacing-sm)',
        paddingBottom: view === 'card' ? 8 : 0,
      }}
    >
      {children}
    </div>
  );
}

/** What one row shows. */
function RowContent({ row, query }: { row: TManageRow; query: TRoomSpecsResult | undefined }) {
  switch (row.kind) {
    case 'captions':
      return <ListCaptions />;
    case 'spec':
      return <SortableSpec spec={row.spec} />;
    case 'footer':
      return (
        <div style={{ paddingBottom: 12 }}>
          <RoomFooter room={row.room} query={query} />
        </div>
      );
    default:
      return null;
  }
}
