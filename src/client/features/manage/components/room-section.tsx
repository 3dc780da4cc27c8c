import { Badge, Box, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import { formatMoney } from '#shared/lib/money';
import { displayTotal } from '#shared/lib/pricing';
import type { TCategory } from '#shared/schemas/category';
import { t, tPlural, useLocale } from '#client/lib/i18n';
import { useDropArea } from '../lib/dnd-runtime';
import { roomKey, roomName } from '../lib/rooms';
import { RoomMenu } from './room-menu';
import { RoomNote } from './room-note';

/** The seller sees list and sale prices: the display rule then takes the subtotal (spec §3 "Totals"). */
export const SELLER_VISIBILITY = { showList: true, showSale: true } as const;

/** '1 spec', '3 specs' (in the interface's language). */
export function specCountText(count: number): string {
  return tPlural(count, '{count} spec', '{count} specs');
}

/** The room's quoted subtotal as the display rule gives it, from the totals the room list carries. */
function RoomTotal({ room }: { room: TCategory }) {
  const locale = useLocale();
  const total = displayTotal({ list: room.totalListPrice, sale: room.totalSalesPrice }, SELLER_VISIBILITY);
  return (
    <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }} aria-label={t('Subtotal of {room}', { room: roomName(room.name) })}>
      {formatMoney(total, locale)}
    </Text>
  );
}

/** Props of {@link RoomHeader}. */
export type TRoomHeaderProps = {
  room: TCategory;
  opened: boolean;
  onToggle: () => void;
  /** The grip that drags the room to another place (absent when rooms cannot be dragged). */
  handle?: ReactNode;
};

/** The id of the element holding a room's specs (what its header's toggle controls). */
export function roomPanelId(room: TCategory): string {
  return `${roomKey(room.id).replace(':', '-')}-specs`;
}

/**
 * A room's header, which opens and closes it (name, spec count, subtotal, menu), and its note: the
 * first row of the room in the manage page's one list. The header is a drop target too, so that a
 * spec can be dropped into a closed room (at its end).
 */
export function RoomHeader({ room, opened, onToggle, handle }: TRoomHeaderProps) {
  const { setNodeRef, isOver } = useDropArea({ id: `header:${roomKey(room.id)}`, data: { type: 'room', container: roomKey(room.id), room } });
  return (
    <>
      <Group
        ref={setNodeRef}
        gap="xs"
        px="sm"
        py={8}
        wrap="nowrap"
        bg={isOver ? 'blue.0' : 'gray.0'}
        style={{ borderRadius: opened || room.note ? '8px 8px 0 0' : 8 }}
      >
        {handle}
        <UnstyledButton onClick={onToggle} aria-expanded={opened} aria-controls={opened ? roomPanelId(room) : undefined} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <IconChevronRight
              size={18}
              style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 120ms', flexShrink: 0 }}
            />
            <Box miw={0}>
              <Text fw={700} truncate>
                {roomName(room.name)}
              </Text>
              {/* On a phone the count goes under the name, which keeps the width for the name. */}
              <Text size="xs" c="dimmed" hiddenFrom="xs">
                {specCountText(room.specCount)}
              </Text>
            </Box>
            <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }} visibleFrom="xs">
              {specCountText(room.specCount)}
            </Badge>
          </Group>
        </UnstyledButton>
        <RoomTotal room={room} />
        <RoomMenu room={room} />
      </Group>
      <RoomNote room={room} opened={opened} />
    </>
  );
}

/** Props of {@link RoomFrame}. */
export type TRoomFrameProps = {
  room: TCategory;
  /** Position and size in the list (and, while a room is carried, its move). */
  style: CSSProperties;
  children: ReactNode;
};

/**
 * The bordered box of one room, as tall as all its rows: the rows in view are rendered inside it,
 * so the room stays one region (named after the room) holding its header and its specs.
 */
export const RoomFrame = forwardRef<HTMLElement, TRoomFrameProps>(function RoomFrame({ room, style, children }, ref) {
  return (
    <Paper
      ref={ref}
      component="section"
      aria-label={roomName(room.name)}
      radius="md"
      p={0}
      style={{ boxShadow: '0 0 0 1px var(--mantine-color-gray-3)', ...style }}
    >
      {children}
    </Paper>
  );
});
