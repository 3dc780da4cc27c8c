import { describe, expect, it } from 'vitest';
import type { ClientRect, DroppableContainer } from '@dnd-kit/core';
import { boardCollisions, keyboardTarget, laneOfData, type TSlot } from './keyboard-moves';

// Two lanes 300 px apart; lane 1 holds cards 1, 2, 3 (100 px tall, 10 px apart), lane 2 holds card 4, lane 3 is empty.
const laneSlot = (laneId: number): TSlot => ({ id: `lane:${laneId}`, kind: 'lane', laneId, left: laneId * 300, top: 100, bottom: 500 });
const cardSlot = (id: number, laneId: number, row: number): TSlot => ({ id: `card:${id}`, kind: 'card', laneId, left: laneId * 300, top: 100 + row * 110, bottom: 200 + row * 110 });
const slots = [laneSlot(1), laneSlot(2), laneSlot(3), cardSlot(1, 1, 0), cardSlot(2, 1, 1), cardSlot(3, 1, 2), cardSlot(4, 2, 0)];

describe('keyboard moves on the board', () => {
  it('ArrowRight / ArrowLeft go to the top of the neighbouring lane, and stop at the ends', () => {
    expect(keyboardTarget('ArrowRight', slots, 1, 1, 210)).toEqual({ x: 600, y: 100 });
    expect(keyboardTarget('ArrowRight', slots, 2, 1, 100)).toEqual({ x: 900, y: 100 });
    expect(keyboardTarget('ArrowLeft', slots, 2, 1, 100)).toEqual({ x: 300, y: 100 });
    expect(keyboardTarget('ArrowLeft', slots, 1, 1, 100)).toBeNull();
    expect(keyboardTarget('ArrowRight', slots, 3, 1, 100)).toBeNull();
  });

  it('ArrowDown / ArrowUp step through the cards of the lane it is over', () => {
    expect(keyboardTarget('ArrowDown', slots, 1, 1, 100)).toEqual({ x: 300, y: 210 });
    expect(keyboardTarget('ArrowDown', slots, 1, 1, 210)).toEqual({ x: 300, y: 320 });
    expect(keyboardTarget('ArrowUp', slots, 1, 1, 320)).toEqual({ x: 300, y: 210 });
    expect(keyboardTarget('ArrowUp', slots, 1, 1, 100)).toBeNull();
  });

  it('goes below the last card of another lane (its end), not of its own (the last card is already the end)', () => {
    expect(keyboardTarget('ArrowDown', slots, 1, 1, 320)).toBeNull();
    expect(keyboardTarget('ArrowDown', slots, 2, 1, 100)).toEqual({ x: 600, y: 208 });
    expect(keyboardTarget('ArrowDown', slots, 2, 1, 208)).toBeNull();
    expect(keyboardTarget('ArrowUp', slots, 2, 1, 208)).toEqual({ x: 600, y: 100 });
  });

  it('reads the lane from a card’s or a lane’s data', () => {
    expect(laneOfData({ current: { type: 'card', card: { id: 4, lane: { id: 2, name: 'Ordered' } } } })).toBe(2);
    expect(laneOfData({ current: { type: 'lane', lane: { id: 3, name: 'Installed' } } })).toBe(3);
    expect(laneOfData({ current: undefined })).toBeNull();
    expect(laneOfData({ current: { type: 'card' } })).toBeNull();
  });
});

describe('board collisions of a keyboard drag', () => {
  const rect = (s: TSlot): ClientRect => ({ left: s.left, top: s.top, right: s.left + 280, bottom: s.bottom, width: 280, height: s.bottom - s.top });
  const droppableRects = new Map(slots.map((s) => [s.id, rect(s)]));
  const droppableContainers = slots.map((s) => ({ id: s.id }) as DroppableContainer);
  const at = (left: number, top: number) =>
    boardCollisions({
      active: { id: 'card:1' } as never,
      collisionRect: { left, top, right: left + 280, bottom: top + 100, width: 280, height: 100 },
      droppableRects,
      droppableContainers,
      pointerCoordinates: null,
    }).map((c) => c.id);

  it('names the card under the moved card’s top-left corner', () => {
    expect(at(600, 100)).toEqual(['card:4']);
    expect(at(300, 210)).toEqual(['card:2']);
  });

  it('names the lane when no card is there: an empty lane, or below a lane’s last card', () => {
    expect(at(900, 100)).toEqual(['lane:3']);
    expect(at(600, 208)).toEqual(['lane:2']);
    expect(at(600, 900)).toEqual(['lane:2']);
  });
});
