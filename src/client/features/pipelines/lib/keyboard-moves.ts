import { KeyboardCode, closestCorners, type ClientRect, type CollisionDetection, type DataRef, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { parseTarget } from './placement';

/**
 * Keyboard drag and drop on the board: ArrowLeft / ArrowRight take the card to the top of the
 * neighbouring lane, ArrowUp / ArrowDown move it among the cards of the lane it is over (and, in
 * another lane than its own, to that lane's end below the last card). The card is put exactly on
 * its target's top-left corner and `boardCollisions` names the target under that corner, so a
 * key press always lands where it says (dnd-kit's sortable getter picks the closest corners of
 * every card on the board, which can jump to a card of another lane).
 */

/** A droppable as the keyboard moves see it: a card or a lane, the lane it belongs to, its rect. */
export type TSlot = { id: string; kind: 'card' | 'lane'; laneId: number; left: number; top: number; bottom: number };

const ARROWS: string[] = [KeyboardCode.Left, KeyboardCode.Right, KeyboardCode.Up, KeyboardCode.Down];
/** Space left between a lane's last card and the card put at its end. */
const END_GAP = 8;

/** The lane a droppable's data names: a card's lane, or the lane itself. */
export function laneOfData(data: DataRef | undefined): number | null {
  const value: unknown = data?.current;
  if (typeof value !== 'object' || value === null) return null;
  const { card, lane } = value as { card?: { lane?: { id?: unknown } }; lane?: { id?: unknown } };
  const id = card?.lane?.id ?? lane?.id;
  return typeof id === 'number' ? id : null;
}

/**
 * Where a key press takes the card: the top-left corner of the next slot, or null to stay.
 * `laneId` is the lane the card is over, `activeLaneId` the lane it was picked up from, `top`
 * where the card's top is now.
 */
export function keyboardTarget(code: string, slots: readonly TSlot[], laneId: number, activeLaneId: number, top: number): { x: number; y: number } | null {
  if (code === KeyboardCode.Left || code === KeyboardCode.Right) {
    const lanes = slots.filter((s) => s.kind === 'lane').sort((a, b) => a.left - b.left);
    const next = lanes[lanes.findIndex((l) => l.laneId === laneId) + (code === KeyboardCode.Right ? 1 : -1)];
    return next && lanes.some((l) => l.laneId === laneId) ? { x: next.left, y: next.top } : null;
  }
  const cards = slots.filter((s) => s.kind === 'card' && s.laneId === laneId).sort((a, b) => a.top - b.top);
  if (code === KeyboardCode.Up) {
    const above = cards.filter((c) => c.top < top - 1).at(-1);
    return above ? { x: above.left, y: above.top } : null;
  }
  const below = cards.find((c) => c.top > top + 1);
  if (below) return { x: below.left, y: below.top };
  const lane = slots.find((s) => s.kind === 'lane' && s.laneId === laneId);
  const last = cards.at(-1);
  // In its own lane, dropping on the last card already puts it last.
  if (!lane || !last || laneId === activeLaneId || top > last.top + 1) return null;
  return { x: lane.left, y: last.bottom + END_GAP };
}

/** dnd-kit's keyboard coordinate getter for the board (see the module's comment). */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!ARROWS.includes(event.code)) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!active || !collisionRect) return undefined;
  const activeLaneId = laneOfData(active.data);
  const laneId = laneOfData(over?.data) ?? activeLaneId;
  if (laneId === null || activeLaneId === null) return undefined;
  const slots = droppableContainers.getEnabled().flatMap((entry): TSlot[] => {
    const rect = droppableRects.get(entry.id);
    const target = parseTarget(entry.id);
    const entryLane = laneOfData(entry.data);
    return rect && target && entryLane !== null ? [{ id: String(entry.id), kind: target.kind, laneId: entryLane, left: rect.left, top: rect.top, bottom: rect.bottom }] : [];
  });
  return keyboardTarget(event.code, slots, laneId, activeLaneId, collisionRect.top) ?? undefined;
};

/** Whether `rect` holds the point. */
function holds(rect: ClientRect, x: number, y: number): boolean {
  return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
}

/**
 * What the card is over. A pointer drag: the closest corners. A keyboard drag: the card under the
 * moved card's top-left corner, else the lane whose column holds it (a lane reaches down below
 * its last card), else the closest corners.
 */
export const boardCollisions: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return closestCorners(args);
  const x = args.collisionRect.left + 1;
  const y = args.collisionRect.top + 1;
  const rectOf = (id: string | number) => args.droppableRects.get(id);
  const card = args.droppableContainers.find((c) => parseTarget(c.id)?.kind === 'card' && rectOf(c.id) && holds(rectOf(c.id)!, x, y));
  if (card) return [{ id: card.id, data: { droppableContainer: card, value: 0 } }];
  const lane = args.droppableContainers.find((c) => {
    const rect = rectOf(c.id);
    return parseTarget(c.id)?.kind === 'lane' && rect !== undefined && x >= rect.left && x <= rect.right && y >= rect.top;
  });
  if (lane) return [{ id: lane.id, data: { droppableContainer: lane, value: 0 } }];
  return closestCorners(args);
};
