import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import type { TCategory } from '#shared/schemas/category';
import { t } from '#client/lib/i18n';
import { ROOM_SORT, roomSortId } from '../lib/dnd-ids';
import { roomName } from '../lib/rooms';
import { translateCss, useSortableItem } from '../lib/dnd-runtime';
import { DragGrip } from './drag-grip';
import { useManage } from './manage-context';
import { RoomFrame, specCountText } from './room-section';

/** dnd-kit data carried by a room being sorted. */
export type TRoomDragData = { type: typeof ROOM_SORT; room: TCategory };

/** Props of {@link RoomBlock}: a room's frame and its rows, given the grip when it has one. */
export type TRoomBlockProps = {
  room: TCategory;
  style: CSSProperties;
  children: (handle: ReactNode) => ReactNode;
};

/**
 * A real room (not Miscellaneous) that can be dragged to another place in the room order by its
 * grip: with the pointer, or with the keyboard (focus the grip, Space, arrow keys, Space). The
 * whole room moves, with its open specs.
 */
function SortableRoomBlock({ room, style, children }: TRoomBlockProps & { room: TCategory & { id: number } }) {
  const { dragEnabled } = useManage();
  const data: TRoomDragData = { type: ROOM_SORT, room };
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortableItem({
    id: roomSortId(room.id),
    data,
    disabled: !dragEnabled,
  });
  const moved: CSSProperties = { ...style, transform: translateCss(transform), transition, opacity: isDragging ? 0.4 : 1 };
  // The same grip element while nothing about it changes, so the memoised header need not render again.
  const handle = useMemo(
    () =>
      dragEnabled ? (
        <DragGrip label={t('Drag room {room}', { room: room.name })} grip={{ setActivatorNodeRef, attributes, listeners }} style={{ flexShrink: 0 }} />
      ) : undefined,
    [dragEnabled, setActivatorNodeRef, room.name, attributes, listeners],
  );
  return (
    <RoomFrame ref={setNodeRef} room={room} style={moved}>
      {children(handle)}
    </RoomFrame>
  );
}

/** One room of the manage page: sortable unless it is Miscellaneous (which stays last). */
export function RoomBlock({ room, style, children }: TRoomBlockProps) {
  if (room.id === null) {
    return (
      <RoomFrame room={room} style={style}>
        {children(undefined)}
      </RoomFrame>
    );
  }
  return (
    <SortableRoomBlock room={{ ...room, id: room.id }} style={style}>
      {children}
    </SortableRoomBlock>
  );
}

/** What the drag overlay shows while a room is carried. */
export function RoomDragPreview({ room }: { room: TCategory }) {
  return (
    <Paper withBorder shadow="lg" px="sm" py={8} radius="md" bg="gray.0">
      <Group gap="xs" wrap="nowrap">
        <IconGripVertical size={16} aria-hidden />
        <Text fw={700} truncate>
          {roomName(room.name)}
        </Text>
        <Badge variant="light" color="gray" size="sm">
          {specCountText(room.specCount)}
        </Badge>
      </Group>
    </Paper>
  );
}
