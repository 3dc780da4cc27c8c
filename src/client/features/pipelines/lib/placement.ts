import type { TBoardCard, TNamedRef } from '#shared/schemas/board';

/** One move of a card: to a lane, between two cards of it (null = the start / the end). */
export type TCardMove = {
  specbookId: number;
  lane: TNamedRef;
  laneId: number;
  after: number | null;
  before: number | null;
};

/** A dnd-kit id (`card:12`, `lane:3`) as what it names. */
export function parseTarget(id: string | number): { kind: 'card' | 'lane'; id: number } | null {
  const [kind, value] = String(id).split(':');
  return (kind === 'card' || kind === 'lane') && value ? { kind, id: Number(value) } : null;
}

/** The cards of each lane, in order (cards arrive sorted by lane and position). */
export function cardsByLane(cards: readonly TBoardCard[]): Map<number, TBoardCard[]> {
  const lanes = new Map<number, TBoardCard[]>();
  for (const card of cards) lanes.set(card.lane.id, [...(lanes.get(card.lane.id) ?? []), card]);
  return lanes;
}

/**
 * The move that puts `specbookId` at `index` among the cards of `lane` (the moving card itself
 * left out of `laneCards`, so indexes are those of the lane after it left).
 */
export function moveTo(specbookId: number, lane: TNamedRef, laneCards: readonly TBoardCard[], index: number): TCardMove {
  const others = laneCards.filter((c) => c.id !== specbookId);
  const at = Math.max(0, Math.min(index, others.length));
  return { specbookId, lane, laneId: lane.id, after: others[at - 1]?.id ?? null, before: others[at]?.id ?? null };
}

/** The card list with one move applied, as the server will answer it (for an optimistic update). */
export function moveCardInList(cards: readonly TBoardCard[], move: TCardMove): TBoardCard[] {
  const card = cards.find((c) => c.id === move.specbookId);
  if (!card) return [...cards];
  const moved: TBoardCard = { ...card, lane: move.lane };
  const rest = cards.filter((c) => c.id !== move.specbookId);
  const anchor = move.after !== null ? rest.findIndex((c) => c.id === move.after) + 1 : rest.findIndex((c) => c.id === move.before);
  const at = anchor <= 0 && move.after === null && move.before === null ? rest.length : anchor < 0 ? rest.length : anchor;
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/**
 * Where a card dropped on `overId` goes: the card it was dropped on (taking its place), or the
 * end of a lane dropped on. Null when it is dropped on nothing or on itself.
 */
export function dropMove(
  cards: readonly TBoardCard[],
  lanes: readonly TNamedRef[],
  specbookId: number,
  over: { kind: 'card'; id: number } | { kind: 'lane'; id: number },
): TCardMove | null {
  const byLane = cardsByLane(cards);
  if (over.kind === 'lane') {
    const lane = lanes.find((l) => l.id === over.id);
    return lane ? moveTo(specbookId, lane, byLane.get(lane.id) ?? [], Number.MAX_SAFE_INTEGER) : null;
  }
  if (over.id === specbookId) return null;
  const target = cards.find((c) => c.id === over.id);
  if (!target) return null;
  const laneCards = byLane.get(target.lane.id) ?? [];
  const from = laneCards.findIndex((c) => c.id === specbookId);
  const to = laneCards.findIndex((c) => c.id === over.id);
  // Within a lane, dropping on a card below puts the moved card after it (arrayMove semantics).
  const index = from >= 0 && from < to ? to : laneCards.filter((c) => c.id !== specbookId).findIndex((c) => c.id === over.id);
  return moveTo(specbookId, target.lane, laneCards, index);
}
