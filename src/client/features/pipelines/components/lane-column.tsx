import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TBoardCard, TLane } from '#shared/schemas/board';
import { t } from '#client/lib/i18n';
import { BoardCard, type TCardActions } from './board-card';

/** What a lane's header menu and footer can ask for. */
export type TLaneActions = {
  onRename: (lane: TLane) => void;
  onShift: (lane: TLane, step: -1 | 1) => void;
  onRemove: (lane: TLane) => void;
  onAddSpecbook: (lane: TLane) => void;
};

type TLaneColumnProps = {
  lane: TLane;
  lanes: readonly TLane[];
  cards: readonly TBoardCard[];
  isFirst: boolean;
  isLast: boolean;
  /** Full width (a phone shows one lane at a time). */
  fluid?: boolean;
  laneActions: TLaneActions;
  cardActions: TCardActions;
};

function LaneMenu({ lane, isFirst, isLast, laneActions }: Pick<TLaneColumnProps, 'lane' | 'isFirst' | 'isLast' | 'laneActions'>) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('Lane {name} options', { name: lane.name })}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => laneActions.onRename(lane)}>
          {t('Rename lane')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowLeft size={14} />} disabled={isFirst} onClick={() => laneActions.onShift(lane, -1)}>
          {t('Move lane left')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowRight size={14} />} disabled={isLast} onClick={() => laneActions.onShift(lane, 1)}>
          {t('Move lane right')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => laneActions.onRemove(lane)}>
          {t('Remove lane')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A lane of the board: its cards in order, a drop area, and its menu. */
export function LaneColumn({ lane, lanes, cards, isFirst, isLast, fluid, laneActions, cardActions }: TLaneColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: `lane:${lane.id}`, data: { type: 'lane', lane } });
  return (
    <Paper
      component="section"
      aria-label={t('Lane {name}', { name: lane.name })}
      data-testid="board-lane"
      data-lane-name={lane.name}
      withBorder
      radius="md"
      p="sm"
      bg={isOver ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)'}
      w={fluid ? '100%' : 288}
      style={{ flex: fluid ? undefined : '0 0 288px', display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Title order={2} fz="sm" lineClamp={1}>
            {lane.name}
          </Title>
          <Badge variant="default" size="sm" aria-label={t('{count} specbooks', { count: cards.length })}>
            {cards.length}
          </Badge>
        </Group>
        <LaneMenu lane={lane} isFirst={isFirst} isLast={isLast} laneActions={laneActions} />
      </Group>
      <SortableContext items={cards.map((c) => `card:${c.id}`)} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} gap="xs" mih={96} style={{ flex: 1 }}>
          {cards.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {t('No specbooks in this lane yet. Drag one here or add one.')}
            </Text>
          )}
          {cards.map((card, i) => (
            <BoardCard key={card.id} card={card} lanes={lanes} isFirst={i === 0} isLast={i === cards.length - 1} {...cardActions} />
          ))}
        </Stack>
      </SortableContext>
      <Button variant="subtle" size="xs" mt="xs" leftSection={<IconPlus size={14} />} onClick={() => laneActions.onAddSpecbook(lane)}>
        {t('Add specbook')}
      </Button>
    </Paper>
  );
}
