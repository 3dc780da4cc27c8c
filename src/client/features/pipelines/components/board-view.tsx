import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Box, Group, ScrollArea, Select, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { TBoard, TBoardCard, TLane } from '#shared/schemas/board';
import { t } from '#client/lib/i18n';
import { boardAnnouncements, boardScreenReaderInstructions } from '../lib/announcements';
import { boardCollisions, boardKeyboardCoordinates } from '../lib/keyboard-moves';
import { cardsByLane, dropMove, moveTo, parseTarget } from '../lib/placement';
import type { TCardActions } from './board-card';
import { LaneColumn, type TLaneActions } from './lane-column';

type TBoardViewProps = {
  board: TBoard;
  cards: readonly TBoardCard[];
  onMove: (move: ReturnType<typeof moveTo>) => void;
  onRemoveCard: (card: TBoardCard) => void;
  laneActions: TLaneActions;
};

/** The card actions of the board: moves by menu (one PATCH each) and removal. */
function useCardActions(cards: readonly TBoardCard[], onMove: TBoardViewProps['onMove'], onRemoveCard: TBoardViewProps['onRemoveCard']): TCardActions {
  return {
    onMoveToLane: (card, lane) => onMove(moveTo(card.id, lane, cardsByLane(cards).get(lane.id) ?? [], Number.MAX_SAFE_INTEGER)),
    onStep: (card, step) => {
      const laneCards = cardsByLane(cards).get(card.lane.id) ?? [];
      const index = laneCards.findIndex((c) => c.id === card.id) + step;
      onMove(moveTo(card.id, card.lane, laneCards, index));
    },
    onRemove: onRemoveCard,
  };
}

/**
 * The board's lanes as columns (scrolling sideways) with their cards; drag and drop by mouse,
 * touch or keyboard (space or enter to pick up, arrows, space or enter to drop; see
 * lib/keyboard-moves), announced to screen readers by card and lane name. A phone shows one lane
 * at a time.
 */
export function BoardView({ board, cards, onMove, onRemoveCard, laneActions }: TBoardViewProps) {
  const lanes = board.lanes ?? [];
  const phone = useMediaQuery('(max-width: 48em)');
  const [shownLane, setShownLane] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  const cardActions = useCardActions(cards, onMove, onRemoveCard);
  const byLane = cardsByLane(cards);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const moving = parseTarget(active.id);
    const target = over ? parseTarget(over.id) : null;
    if (!moving || !target) return;
    const move = dropMove(cards, lanes, moving.id, target);
    if (move) onMove(move);
  };
  const dnd = {
    sensors,
    collisionDetection: boardCollisions,
    onDragEnd,
    accessibility: { announcements: boardAnnouncements(cards, lanes), screenReaderInstructions: boardScreenReaderInstructions() },
  };
  const column = (lane: TLane, i: number, fluid = false) => (
    <LaneColumn
      key={lane.id}
      lane={lane}
      lanes={lanes}
      cards={byLane.get(lane.id) ?? []}
      isFirst={i === 0}
      isLast={i === lanes.length - 1}
      fluid={fluid}
      laneActions={laneActions}
      cardActions={cardActions}
    />
  );
  if (phone) {
    const current = lanes.find((l) => String(l.id) === shownLane) ?? lanes[0];
    return (
      <DndContext {...dnd}>
        <Stack gap="sm">
          <Select
            label={t('Lane')}
            data={lanes.map((l) => ({ value: String(l.id), label: `${l.name} (${byLane.get(l.id)?.length ?? 0})` }))}
            value={current ? String(current.id) : null}
            onChange={setShownLane}
            allowDeselect={false}
          />
          {current && column(current, lanes.indexOf(current), true)}
        </Stack>
      </DndContext>
    );
  }
  return (
    <DndContext {...dnd}>
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="stretch" wrap="nowrap" gap="md" pb="sm">
          {lanes.map((lane, i) => column(lane, i))}
          <Box w={1} />
        </Group>
      </ScrollArea>
    </DndContext>
  );
}
