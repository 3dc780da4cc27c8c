import type { TCategory } from '#shared/schemas/category';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { roomKey } from './rooms';

/**
 * The manage page as one flat list of rows, virtualised against the window by one virtualiser:
 * each room is its header, then (while open) the list view's column captions, its loaded specs
 * and a closing row (loading, error, empty room or 'Load more'), then the gap before the next room.
 */
export type TManageRow =
  | { kind: 'header'; key: string; room: TCategory }
  | { kind: 'captions'; key: string; room: TCategory }
  | { kind: 'spec'; key: string; room: TCategory; spec: TSpecSpecbook; index: number }
  | { kind: 'footer'; key: string; room: TCategory }
  | { kind: 'gap'; key: string; room: TCategory };

/** Where one room's rows are in the flat list: [first, end) with the gap row excluded. */
export type TRoomSpan = { room: TCategory; key: string; first: number; end: number };

/** The flat rows and each room's span. */
export type TManageRows = { rows: TManageRow[]; spans: TRoomSpan[] };

/** What the flat list needs to know of one room. */
export type TRoomRowsInput = { room: TCategory; open: boolean; specs: readonly TSpecSpecbook[] };

/** Space between two rooms (Mantine's 'sm' spacing). */
export const ROOM_GAP = 12;

/** Build the flat rows of the manage page from its rooms in order (see {@link TManageRow}). */
export function buildManageRows(rooms: readonly TRoomRowsInput[], view: 'card' | 'list'): TManageRows {
  const rows: TManageRow[] = [];
  const spans: TRoomSpan[] = [];
  for (const { room, open, specs } of rooms) {
    const key = roomKey(room.id);
    const first = rows.length;
    rows.push({ kind: 'header', key: `${key}:header`, room });
    if (open) {
      if (view === 'list' && specs.length > 0) rows.push({ kind: 'captions', key: `${key}:captions`, room });
      specs.forEach((spec, index) => rows.push({ kind: 'spec', key: `${key}:spec:${spec.joinID}`, room, spec, index }));
      rows.push({ kind: 'footer', key: `${key}:footer`, room });
    }
    spans.push({ room, key, first, end: rows.length });
    rows.push({ kind: 'gap', key: `${key}:gap`, room });
  }
  // No gap after the last room.
  if (rows.at(-1)?.kind === 'gap') rows.pop();
  return { rows, spans };
}

/** The first size the virtualiser assumes for a row before it is measured (px). */
export function estimateRowSize(row: TManageRow | undefined, view: 'card' | 'list'): number {
  switch (row?.kind) {
    case 'header':
      return 50;
    case 'captions':
      return 26;
    case 'spec':
      return view === 'list' ? 64 : 200;
    case 'footer':
      return 12;
    case 'gap':
      return ROOM_GAP;
    default:
      return 0;
  }
}

/**
 * The rows to render: the virtualiser's visible range plus every room header (so every room is on
 * the page as a region, reachable by Tab and as a drop target when rooms are reordered) and the
 * row being dragged (so the carried spec stays mounted while the page scrolls under it).
 */
export function rowsToRender(visible: readonly number[], headers: readonly number[], pinned: number | undefined): number[] {
  const all = new Set([...headers, ...visible]);
  if (pinned !== undefined && pinned >= 0) all.add(pinned);
  return [...all].sort((a, b) => a - b);
}
