import { useSyncExternalStore, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import type { useDndMonitor, useDroppable } from '@dnd-kit/core';
import type { Transform } from '@dnd-kit/utilities';
import type { useSortable } from '@dnd-kit/sortable';
import type { TCategory } from '#shared/schemas/category';

// dnd-kit (15 KB gzip) is not part of the manage page's first download: the page is at its bundle
// budget (docs/decisions/070-lazy-drag-and-drop.md). The page starts loading it when it mounts, in
// parallel with its data, and shows the rooms list once it is in (the list never switches from the
// still stand-ins below to the real hooks while mounted). Only when it fails to load does the list
// show with the stand-ins: nothing moves, no grip is offered; the next visit tries again.

/** What a sortable row reads from dnd-kit's `useSortable`. */
export type TSortableItem = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setNodeRef' | 'setActivatorNodeRef' | 'transform' | 'transition' | 'isDragging'
>;

/** What a drop area reads from dnd-kit's `useDroppable`. */
export type TDropArea = Pick<ReturnType<typeof useDroppable>, 'setNodeRef' | 'isOver'>;

/** The drag-and-drop parts the manage list uses, from the lazily loaded module (dnd-kit-impl.tsx). */
export type TDndKit = {
  useSortableItem: (args: Parameters<typeof useSortable>[0]) => TSortableItem;
  useDropArea: (args: Parameters<typeof useDroppable>[0]) => TDropArea;
  useDragMonitor: typeof useDndMonitor;
  /** A vertical sortable list of `items` (a room's specs). */
  SortableList: ComponentType<{ id: string; items: number[]; children: ReactNode }>;
  /** The page's drag-and-drop context (manage-dnd.tsx). */
  ManageDnd: ComponentType<{ rooms: TCategory[]; children: ReactNode }>;
};

const noop = () => undefined;

/** Stand-ins used before dnd-kit is loaded: nothing is dragged, nothing is over anything. */
const STILL: Omit<TDndKit, 'ManageDnd'> = {
  useSortableItem: () => ({
    attributes: { role: 'button', tabIndex: -1, 'aria-disabled': true, 'aria-pressed': undefined, 'aria-roledescription': 'sortable', 'aria-describedby': '' },
    listeners: undefined,
    setNodeRef: noop,
    setActivatorNodeRef: noop,
    transform: null,
    transition: undefined,
    isDragging: false,
  }),
  useDropArea: () => ({ setNodeRef: noop, isOver: false }),
  useDragMonitor: noop,
  SortableList: ({ children }) => children,
};

/** Whether the drag-and-drop module is loading, loaded (the module), or failed to load. */
export type TDndState = 'loading' | 'failed' | TDndKit;

let state: TDndState = 'loading';
let kit: TDndKit | null = null;
const subscribers = new Set<() => void>();

/** Records the drag-and-drop module's state; pages showing the list render again with it. */
export function setDndState(next: TDndState): void {
  state = next;
  kit = typeof next === 'string' ? null : next;
  subscribers.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** The drag-and-drop module's state. */
export function useDndState(): TDndState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

/** The loaded drag-and-drop module, or null while it is loading or when it failed. */
export function useDndKit(): TDndKit | null {
  const current = useDndState();
  return typeof current === 'string' ? null : current;
}

/** dnd-kit's `useSortable` once loaded, else a still stand-in (see the note at the top). */
export function useSortableItem(args: Parameters<typeof useSortable>[0]): TSortableItem {
  return (kit ?? STILL).useSortableItem(args);
}

/** dnd-kit's `useDroppable` once loaded, else a still stand-in. */
export function useDropArea(args: Parameters<typeof useDroppable>[0]): TDropArea {
  return (kit ?? STILL).useDropArea(args);
}

/** dnd-kit's `useDndMonitor` once loaded, else nothing. */
export const useDragMonitor: typeof useDndMonitor = (listener) => (kit ?? STILL).useDragMonitor(listener);

/** A room's sortable list of specs once loaded, else its children as they are. */
export function SortableList(props: { id: string; items: number[]; children: ReactNode }): ReactNode {
  const Impl = (kit ?? STILL).SortableList;
  return <Impl {...props} />;
}

/** The CSS of a dragged item's offset (dnd-kit's `CSS.Translate.toString`). */
export function translateCss(transform: Transform | null): CSSProperties['transform'] {
  return transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined;
}
