import { describe, expect, it } from 'vitest';
import type { TBoardCard } from '#shared/schemas/board';
import { dropMove, moveCardInList, moveTo } from './placement';

const lanes = [
  { id: 1, name: 'Lead' },
  { id: 2, name: 'Quoting' },
];
const card = (id: number, lane: number): TBoardCard => ({
  id,
  specbookID: id,
  name: `Job ${id}`,
  status: 'open',
  customer: null,
  customerName: null,
  value: '0.00',
  approvedValue: '0.00',
  approvedShare: 0,
  expectedInstalledAt: null,
  expectedApprovedAt: null,
  openAlertCount: 0,
  teamMemberCount: 0,
  board: { id: 9, name: 'Jobs' },
  lane: lanes[lane - 1]!,
  position: `a${id}`,
});
const cards = [card(1, 1), card(2, 1), card(3, 1), card(4, 2)];
const ids = (list: TBoardCard[]) => list.map((c) => `${c.id}@${c.lane.id}`);

describe('board placement', () => {
  it('names the neighbours of a card put at an index of a lane', () => {
    expect(moveTo(4, lanes[0]!, cards.slice(0, 3), 1)).toMatchObject({ laneId: 1, after: 1, before: 2 });
    expect(moveTo(4, lanes[0]!, cards.slice(0, 3), 99)).toMatchObject({ after: 3, before: null });
    expect(moveTo(1, lanes[0]!, cards.slice(0, 3), 0)).toMatchObject({ after: null, before: 2 });
  });

  it('drops on a card below within a lane after it, on a card of another lane before it, on a lane at its end', () => {
    expect(dropMove(cards, lanes, 1, { kind: 'card', id: 3 })).toMatchObject({ laneId: 1, after: 3, before: null });
    expect(dropMove(cards, lanes, 3, { kind: 'card', id: 1 })).toMatchObject({ laneId: 1, after: null, before: 1 });
    expect(dropMove(cards, lanes, 2, { kind: 'card', id: 4 })).toMatchObject({ laneId: 2, after: null, before: 4 });
    expect(dropMove(cards, lanes, 1, { kind: 'lane', id: 2 })).toMatchObject({ laneId: 2, after: 4, before: null });
    expect(dropMove(cards, lanes, 1, { kind: 'card', id: 1 })).toBeNull();
  });

  it('applies a move to the list as the server will order it', () => {
    expect(ids(moveCardInList(cards, moveTo(1, lanes[1]!, [cards[3]!], 0)))).toEqual(['2@1', '3@1', '1@2', '4@2']);
    expect(ids(moveCardInList(cards, moveTo(1, lanes[0]!, cards.slice(0, 3), 2)))).toEqual(['2@1', '3@1', '1@1', '4@2']);
  });
});
