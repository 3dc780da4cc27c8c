import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TBoardCard, TNamedRef } from '#shared/schemas/board';
import { t } from '#client/lib/i18n';
import { parseTarget } from './placement';

/** What a screen reader hears while a card is dragged with the keyboard (or a pointer), in the current locale. */
export const BOARD_DND_MESSAGES = {
  instructions: () =>
    t('To pick up a card, press space or enter. Use the arrow keys to move it to another lane or position. Press space or enter again to drop it, or escape to cancel.'),
  pickedUp: (card: string) => t('Picked up {card}.', { card }),
  over: (card: string, lane: string) => t('{card} is over lane {lane}.', { card, lane }),
  notOver: (card: string) => t('{card} is not over a lane.', { card }),
  dropped: (card: string, lane: string) => t('{card} was dropped in lane {lane}.', { card, lane }),
  droppedOutside: (card: string) => t('{card} was dropped outside the lanes. It stays where it was.', { card }),
  cancelled: (card: string) => t('Moving {card} was cancelled.', { card }),
} as const;

/** The instructions dnd-kit gives each drag handle (aria-describedby), in the current locale. */
export function boardScreenReaderInstructions(): ScreenReaderInstructions {
  return { draggable: BOARD_DND_MESSAGES.instructions() };
}

/**
 * dnd-kit announcements naming the card (its specbook) and the lane it is over: a card id
 * (`card:12`) names that card's lane, a lane id (`lane:3`) the lane itself.
 */
export function boardAnnouncements(cards: readonly TBoardCard[], lanes: readonly TNamedRef[]): Announcements {
  const cardName = (id: UniqueIdentifier) => cards.find((c) => c.id === parseTarget(id)?.id)?.name ?? t('The card');
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
