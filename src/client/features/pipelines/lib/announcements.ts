import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TBoardCard, TNamedRef } from '#shared/schemas/board';
import { t } from '#client/lib/i18n';
import { cardsByLane, dropMove, parseTarget } from './placement';

/** Where a card would land: its lane's name, its place in the lane (from 1) and the lane's cards then. */
type TPlace = { lane: string; position: number; count: number };

/** What a screen reader hears while a card is dragged with the keyboard (or a pointer), in the current locale. */
export const BOARD_DND_MESSAGES = {
  instructions: () =>
    t('To pick up a card, press space or enter. Use the arrow keys to move it to another lane or position. Press space or enter again to drop it, or escape to cancel.'),
  pickedUp: (card: string) => t('Picked up {card}.', { card }),
  over: (card: string, place: TPlace) => t('{card} is over lane {lane}, position {position} of {count}.', { card, ...place }),
  notOver: (card: string) => t('{card} is not over a lane.', { card }),
  dropped: (card: string, place: TPlace) => t('{card} was dropped in lane {lane}, position {position} of {count}.', { card, ...place }),
  droppedOutside: (card: string) => t('{card} was dropped outside the lanes. It stays where it was.', { card }),
  cancelled: (card: string) => t('Moving {card} was cancelled.', { card }),
} as const;

/** The instructions dnd-kit gives each drag handle (aria-describedby), in the current locale. */
export function boardScreenReaderInstructions(): ScreenReaderInstructions {
  return { draggable: BOARD_DND_MESSAGES.instructions() };
}

/**
 * Where the card `activeId` lands when dropped on `overId` (a card id names that card's place, a
 * lane id the lane's end; its own card, the place it has): null over nothing.
 */
function placeOf(cards: readonly TBoardCard[], lanes: readonly TNamedRef[], activeId: number, overId: UniqueIdentifier | undefined): TPlace | null {
  const target = overId === undefined ? null : parseTarget(overId);
  if (!target) return null;
  const move = dropMove(cards, lanes, activeId, target);
  const own = cards.find((c) => c.id === activeId);
  const laneId = move?.laneId ?? own?.lane.id;
  const laneCards = (laneId === undefined ? undefined : cardsByLane(cards).get(laneId)) ?? [];
  const lane = lanes.find((l) => l.id === laneId)?.name;
  if (!lane) return null;
  if (!move) return { lane, position: laneCards.findIndex((c) => c.id === activeId) + 1, count: laneCards.length };
  const others = laneCards.filter((c) => c.id !== activeId);
  const before = move.before === null ? others.length : others.findIndex((c) => c.id === move.before);
  return { lane, position: before + 1, count: others.length + 1 };
}

/**
 * dnd-kit announcements naming the card (its specbook), the lane it is over and the place it
 * would take there ("position 2 of 3"), so each arrow key press is heard as a change of place.
 */
export function boardAnnouncements(cards: readonly TBoardCard[], lanes: readonly TNamedRef[]): Announcements {
  const cardName = (id: UniqueIdentifier) => cards.find((c) => c.id === parseTarget(id)?.id)?.name ?? t('The card');
  const place = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => placeOf(cards, lanes, parseTarget(active)?.id ?? NaN, over);
  const M = BOARD_DND_MESSAGES;
  return {
    onDragStart: ({ active }) => M.pickedUp(cardName(active.id)),
    onDragOver: ({ active, over }) => {
      const at = place(active.id, over?.id);
      return at ? M.over(cardName(active.id), at) : M.notOver(cardName(active.id));
    },
    onDragEnd: ({ active, over }) => {
      const at = place(active.id, over?.id);
      return at ? M.dropped(cardName(active.id), at) : M.droppedOutside(cardName(active.id));
    },
    onDragCancel: ({ active }) => M.cancelled(cardName(active.id)),
  };
}
