/**
 * One drag-and-drop context on the manage page carries two kinds of things: specs (dropped on
 * specs and on rooms' drop areas) and rooms (dropped on rooms, to reorder them). Collision
 * detection and keyboard moves only ever look at the targets of the kind being carried.
 */
import {
  closestCorners,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { t } from '#client/lib/i18n';
import { isRoomDrag, ROOM_SORT } from './dnd-ids';
import { roomName } from './rooms';

/** A room carried: its targets are rooms. A spec carried: its targets are everything but rooms. */
function fits(active: Pick<Active, 'data'> | null, container: DroppableContainer): boolean {
  return isRoomDrag(active) === (container.data.current?.type === ROOM_SORT);
}

/** `closestCorners` over the targets of the kind being carried. */
export const collisionDetection: CollisionDetection = (args) =>
  closestCorners({ ...args, droppableContainers: args.droppableContainers.filter((c) => fits(args.active, c)) });

/** The droppable containers map dnd-kit passes to keyboard coordinate getters, narrowed. */
class NarrowedContainers extends Map<UniqueIdentifier, DroppableContainer> {
  override get(id: UniqueIdentifier | null | undefined): DroppableContainer | undefined {
    return id === null || id === undefined ? undefined : super.get(id);
  }
  toArray(): DroppableContainer[] {
    return [...this.values()];
  }
  getEnabled(): DroppableContainer[] {
    return this.toArray().filter((c) => !c.disabled);
  }
  getNodeFor(id: UniqueIdentifier | null | undefined): HTMLElement | undefined {
    return this.get(id)?.node.current ?? undefined;
  }
}

/**
 * Arrow keys move the carried spec or room to the next target of its kind (dnd-kit's sortable
 * keyboard coordinates, which otherwise consider every target on the page).
 */
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, droppableContainers } = args.context;
  const narrowed = new NarrowedContainers([...droppableContainers.entries()].filter(([, c]) => fits(active, c)));
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: narrowed } });
};

/** The new place of a room dropped on another: its index among the rooms, or null when nothing moves. */
export function roomDropIndex(order: readonly number[], moved: number, over: number): number | null {
  const from = order.indexOf(moved);
  const to = order.indexOf(over);
  return from < 0 || to < 0 || from === to ? null : to;
}

/** What the page's drag data carries that announcements can name. */
type TNamed = { type?: string; spec?: { name: string }; room?: { name: string } } | undefined;

/** 'room Kitchen', 'spec Widespread Faucet' (a room's drop area for specs is its room). */
function named(data: TNamed): string {
  if (data?.spec) return t('spec {name}', { name: data.spec.name });
  return data?.room ? t('room {name}', { name: roomName(data.room.name) }) : t('item');
}

/** What screen readers hear while a spec or a room is carried: names, not internal ids. */
export const announcements: Announcements = {
  onDragStart: ({ active }) => t('Picked up {item}.', { item: named(active.data.current as TNamed) }),
  onDragOver: ({ active, over }) =>
    over ? t('{item} was moved over {target}.', { item: named(active.data.current as TNamed), target: named(over.data.current as TNamed) }) : undefined,
  onDragEnd: ({ active, over }) =>
    over
      ? t('{item} was dropped over {target}.', { item: named(active.data.current as TNamed), target: named(over.data.current as TNamed) })
      : t('{item} was dropped.', { item: named(active.data.current as TNamed) }),
  onDragCancel: ({ active }) => t('Moving {item} was cancelled.', { item: named(active.data.current as TNamed) }),
};
