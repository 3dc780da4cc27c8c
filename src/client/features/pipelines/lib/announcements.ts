import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TBoardCard, TNamedRef } from '#shared/schemas/board';
import { parseTarget } from './placement';

/** What a screen reader hears while a card is dragged with the keyboard (or a pointer). */
export const BOARD_DND_MESSAGES = {
  instructions:
    'To pick up a card, press space or enter. Use the arrow keys to move it to another lane or position. Press space or enter again to drop it, or escape to cancel.',
  pickedUp: (card: string) => `Picked up ${card}.`,
  over: (card: string, lane: string) => `${card} is over lane ${lane}.`,
  notOver: (card: string) => `${card} is not over a lane.`,
  dropped: (card: string, lane: string) => `${card} was dropped in lane ${lane}.`,
  droppedOutside: (card: string) => `${card} was dropped outside the lanes. It stays where it was.`,
  cancelled: (card: string) => `Moving ${card} was cancelled.`,
} as const;

/** The instructions dnd-kit gives each drag handle (aria-describedby). */
export const boardScreenReaderInstructions: ScreenReaderInstructions = { draggable: BOARD_DND_MESSAGES.instructions };

/**
 * dnd-kit announcements naming the card (its specbook) and the lane it is over: a card id
 * (`card:12`) names that card's lane, a lane id (`lane:3`) the lane itself.
 */
export function boardAnnouncements(cards: readonly TBoardCard[], lanes: readonly TNamedRef[]): Announcements {
  const cardName = (id: UniqueIdentifier) => cards.find((c) => c.id === parseTarget(id)?.id)?.name ?? 'The card';
  const laneName = (id: UniqueIdentifier | undefined): string | null => {
    const target = id === undefined ? null : parseTarget(id);
    if (!target) return null;
    if (target.kind === 'lane') return lanes.find((l) => l.id === target.id)?.name ?? null;
    return cards.find((c) => c.id === target.id)?.lane.name ?? null;
  };
  const M = BOARD_DND_MESSAGES;
  return {
    onDragStart: ({ active }) => M.pickedUp(cardName(active.id)),
    onDragOver: ({ active, over }) => {
      const lane = laneName(over?.id);
      return lane ? M.over(cardName(active.id), lane) : M.notOver(cardName(active.id));
    },
    onDragEnd: ({ active, over }) => {
      const lane = laneName(over?.id);
      return lane ? M.dropped(cardName(active.id), lane) : M.droppedOutside(cardName(active.id));
    },
    onDragCancel: ({ active }) => M.cancelled(cardName(active.id)),
  };
}
