import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import type { TBoardCard } from '#shared/schemas/board';
import { BOARD_DND_MESSAGES, boardAnnouncements, boardScreenReaderInstructions } from './announcements';

const lanes = [
  { id: 1, name: 'Approved' },
  { id: 2, name: 'Ordered' },
];
const card = (id: number, name: string, lane: number) => ({ id, name, lane: lanes[lane - 1]! }) as TBoardCard;
const cards = [card(11, 'Johnson Master Bath', 1), card(13, 'Lee Powder Room', 1), card(12, 'Patel Kitchen Lighting', 2)];
const active = { id: 'card:11' } as Active;
const over = (id: string) => ({ id }) as Over;
const say = boardAnnouncements(cards, lanes);

describe('board drag and drop announcements', () => {
  it('names the card picked up', () => {
    expect(say.onDragStart({ active })).toBe('Picked up Johnson Master Bath.');
  });

  it("names the lane the card is over and the place it would take: a lane's end, or the place of the card it is over", () => {
    expect(say.onDragOver({ active, over: over('lane:2') })).toBe('Johnson Master Bath is over lane Ordered, position 2 of 2.');
    expect(say.onDragOver({ active, over: over('card:12') })).toBe('Johnson Master Bath is over lane Ordered, position 1 of 2.');
    expect(say.onDragOver({ active, over: over('card:11') })).toBe('Johnson Master Bath is over lane Approved, position 1 of 2.');
    expect(say.onDragOver({ active, over: over('card:13') })).toBe('Johnson Master Bath is over lane Approved, position 2 of 2.');
    expect(say.onDragOver({ active, over: over('lane:1') })).toBe('Johnson Master Bath is over lane Approved, position 2 of 2.');
    expect(say.onDragOver({ active, over: null })).toBe('Johnson Master Bath is not over a lane.');
  });

  it('names the lane it was dropped in, or says it stays', () => {
    expect(say.onDragEnd({ active, over: over('card:12') })).toBe('Johnson Master Bath was dropped in lane Ordered, position 1 of 2.');
    expect(say.onDragEnd({ active, over: over('card:11') })).toBe('Johnson Master Bath was dropped in lane Approved, position 1 of 2.');
    expect(say.onDragEnd({ active, over: null })).toBe(BOARD_DND_MESSAGES.droppedOutside('Johnson Master Bath'));
  });

  it('says a cancelled move was cancelled', () => {
    expect(say.onDragCancel({ active, over: over('lane:2') })).toBe('Moving Johnson Master Bath was cancelled.');
  });

  it('tells how to move a card with the keyboard', () => {
    expect(boardScreenReaderInstructions().draggable).toBe(
      'To pick up a card, press space or enter. Use the arrow keys to move it to another lane or position. Press space or enter again to drop it, or escape to cancel.',
    );
  });
});
