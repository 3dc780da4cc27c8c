import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Badge, Card, Group, Menu, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconBell, IconDots, IconGripVertical, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TBoardCard, TNamedRef } from '#shared/schemas/board';
import { formatUsd } from '#shared/lib/money';
import { formatUsDate } from '#client/lib/us-date';

/** What a card can ask for: a move to a lane's end, one step up or down, or removal from the board. */
export type TCardActions = {
  onMoveToLane: (card: TBoardCard, lane: TNamedRef) => void;
  onStep: (card: TBoardCard, step: -1 | 1) => void;
  onRemove: (card: TBoardCard) => void;
};

type TBoardCardProps = TCardActions & { card: TBoardCard; lanes: readonly TNamedRef[]; isFirst: boolean; isLast: boolean };

function CardDates({ card }: { card: TBoardCard }) {
  if (!card.expectedApprovedAt && !card.expectedInstalledAt) return null;
  return (
    <Text size="xs" c="dimmed">
      {card.expectedApprovedAt && `Approval ${formatUsDate(card.expectedApprovedAt)}`}
      {card.expectedApprovedAt && card.expectedInstalledAt && ' · '}
      {card.expectedInstalledAt && `Install ${formatUsDate(card.expectedInstalledAt)}`}
    </Text>
  );
}

function CardMenu({ card, lanes, isFirst, isLast, onMoveToLane, onStep, onRemove }: TBoardCardProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Move to… and more for ${card.name}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Move to…</Menu.Label>
        {lanes
          .filter((l) => l.id !== card.lane.id)
          .map((lane) => (
            <Menu.Item key={lane.id} onClick={() => onMoveToLane(card, lane)}>
              {lane.name}
            </Menu.Item>
          ))}
        <Menu.Item leftSection={<IconArrowUp size={14} />} disabled={isFirst} onClick={() => onStep(card, -1)}>
          Move up
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowDown size={14} />} disabled={isLast} onClick={() => onStep(card, 1)}>
          Move down
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onRemove(card)}>
          Remove from board
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A specbook's card on a board: drag it by its handle (mouse, touch or keyboard), or use its menu. */
export function BoardCard(props: TBoardCardProps) {
  const { card } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: `card:${card.id}`,
    data: { type: 'card', card },
  });
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding="sm"
      radius="md"
      data-testid="board-card"
      data-card-name={card.name}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1 }}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" aria-label={`Drag ${card.name}`} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
          <IconGripVertical size={16} />
        </ActionIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={`/v4/specbooks/manage/${card.id}`} fw={600} size="sm" lineClamp={2}>
            {card.name}
          </Anchor>
          <Text size="xs" c="dimmed" truncate>
            {card.customerName ?? 'No customer'}
          </Text>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              {formatUsd(card.value)}
            </Text>
            <Text size="xs" c="dimmed">
              {card.approvedShare}% approved
            </Text>
          </Group>
          <Progress value={card.approvedShare} size="xs" color="teal" aria-label={`${card.approvedShare}% approved`} />
          <CardDates card={card} />
          <Group gap={6}>
            <Tooltip label="Open alerts">
              <Badge variant="light" color={card.openAlertCount > 0 ? 'orange' : 'gray'} leftSection={<IconBell size={12} />} aria-label={`${card.openAlertCount} open alerts`}>
                {card.openAlertCount}
              </Badge>
            </Tooltip>
            <Tooltip label="Team members">
              <Badge variant="light" color="gray" leftSection={<IconUsers size={12} />} aria-label={`${card.teamMemberCount} team members`}>
                {card.teamMemberCount}
              </Badge>
            </Tooltip>
          </Group>
        </Stack>
        <CardMenu {...props} />
      </Group>
    </Card>
  );
}
