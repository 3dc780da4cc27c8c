import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Badge, Card, Group, Menu, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconBell, IconDots, IconGripVertical, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TBoardCard, TNamedRef } from '#shared/schemas/board';
import { formatMoney } from '#shared/lib/money';
import { formatDate } from '#shared/lib/dates';
import { t, useLocale } from '#client/lib/i18n';

/** What a card can ask for: a move to a lane's end, one step up or down, or removal from the board. */
export type TCardActions = {
  onMoveToLane: (card: TBoardCard, lane: TNamedRef) => void;
  onStep: (card: TBoardCard, step: -1 | 1) => void;
  onRemove: (card: TBoardCard) => void;
};

type TBoardCardProps = TCardActions & { card: TBoardCard; lanes: readonly TNamedRef[]; isFirst: boolean; isLast: boolean };

function CardDates({ card }: { card: TBoardCard }) {
  const locale = useLocale();
  if (!card.expectedApprovedAt && !card.expectedInstalledAt) return null;
  return (
    <Text size="xs" c="dimmed">
      {card.expectedApprovedAt && t('Approval {date}', { date: formatDate(card.expectedApprovedAt, locale) })}
      {card.expectedApprovedAt && card.expectedInstalledAt && ' · '}
      {card.expectedInstalledAt && t('Install {date}', { date: formatDate(card.expectedInstalledAt, locale) })}
    </Text>
  );
}

function CardMenu({ card, lanes, isFirst, isLast, onMoveToLane, onStep, onRemove }: TBoardCardProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('Move to… and more for {name}', { name: card.name })}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('Move to…')}</Menu.Label>
        {lanes
          .filter((l) => l.id !== card.lane.id)
          .map((lane) => (
            <Menu.Item key={lane.id} onClick={() => onMoveToLane(card, lane)}>
              {lane.name}
            </Menu.Item>
          ))}
        <Menu.Item leftSection={<IconArrowUp size={14} />} disabled={isFirst} onClick={() => onStep(card, -1)}>
          {t('Move up')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowDown size={14} />} disabled={isLast} onClick={() => onStep(card, 1)}>
          {t('Move down')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onRemove(card)}>
          {t('Remove from board')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A specbook's card on a board: drag it by its handle (mouse, touch or keyboard), or use its menu. */
export function BoardCard(props: TBoardCardProps) {
  const { card } = props;
  const locale = useLocale();
  const approved = t('{share}% approved', { share: card.approvedShare });
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
        <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" aria-label={t('Drag {name}', { name: card.name })} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
          <IconGripVertical size={16} />
        </ActionIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={`/v4/specbooks/manage/${card.id}`} fw={600} size="sm" lineClamp={2}>
            {card.name}
          </Anchor>
          <Text size="xs" c="dimmed" truncate>
            {card.customerName ?? t('No customer')}
          </Text>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              {formatMoney(card.value, locale)}
            </Text>
            <Text size="xs" c="dimmed">
              {approved}
            </Text>
          </Group>
          <Progress value={card.approvedShare} size="xs" color="teal" aria-label={approved} />
          <CardDates card={card} />
          <Group gap={6}>
            <Tooltip label={t('Open alerts')}>
              <Badge variant="light" color={card.openAlertCount > 0 ? 'orange' : 'gray'} leftSection={<IconBell size={12} />} aria-label={t('{count} open alerts', { count: card.openAlertCount })}>
                {card.openAlertCount}
              </Badge>
            </Tooltip>
            <Tooltip label={t('Team members')}>
              <Badge variant="light" color="gray" leftSection={<IconUsers size={12} />} aria-label={t('{count} team members', { count: card.teamMemberCount })}>
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
