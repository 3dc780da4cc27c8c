import { Badge, Box, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatUsd } from '#shared/lib/money';
import { displayTotal } from '#shared/lib/pricing';
import type { TCategory } from '#shared/schemas/category';
import { roomKey } from '../lib/rooms';
import { RoomMenu } from './room-menu';
import { RoomNote } from './room-note';
import { RoomSpecs } from './room-specs';

/** The seller sees list and sale prices: the display rule then takes the subtotal (spec §3 "Totals"). */
export const SELLER_VISIBILITY = { showList: true, showSale: true } as const;

/** '1 spec', '3 specs'. */
export function specCountText(count: number): string {
  return `${count} ${count === 1 ? 'spec' : 'specs'}`;
}

/** The room's quoted subtotal as the display rule gives it, from the totals the room list carries. */
function RoomTotal({ room }: { room: TCategory }) {
  const total = displayTotal({ list: room.totalListPrice, sale: room.totalSalesPrice }, SELLER_VISIBILITY);
  return (
    <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }} aria-label={`Subtotal of ${room.name}`}>
      {formatUsd(total)}
    </Text>
  );
}

/** Props of {@link RoomSection}. */
export type TRoomSectionProps = {
  room: TCategory;
  opened: boolean;
  onToggle: () => void;
  /** The grip that drags the room to another place (absent when rooms cannot be dragged). */
  handle?: ReactNode;
};

/**
 * One room: a header that opens and closes it (name, spec count, subtotal, menu), its note and,
 * while open, its specs. A closed room renders and loads no specs.
 */
export function RoomSection({ room, opened, onToggle, handle }: TRoomSectionProps) {
  const panelId = `${roomKey(room.id).replace(':', '-')}-specs`;
  // The header is a drop target too, so that a spec can be dropped into a closed room (at its end).
  const { setNodeRef, isOver } = useDroppable({ id: `header:${roomKey(room.id)}`, data: { type: 'room', container: roomKey(room.id), room } });
  return (
    <Paper withBorder radius="md" p={0} component="section" aria-label={room.name}>
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
        <UnstyledButton onClick={onToggle} aria-expanded={opened} aria-controls={panelId} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <IconChevronRight
              size={18}
              style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 120ms', flexShrink: 0 }}
            />
            <Box miw={0}>
              <Text fw={700} truncate>
                {room.name}
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
      {opened && (
        <Box id={panelId} p="sm">
          <RoomSpecs room={room} />
        </Box>
      )}
    </Paper>
  );
}
