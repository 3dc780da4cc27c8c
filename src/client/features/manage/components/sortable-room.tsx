import { ActionIcon, Badge, Group, Paper, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { TCategory } from '#shared/schemas/category';
import { ROOM_SORT, roomSortId } from '../lib/dnd';
import { useManage } from './manage-context';
import { RoomSection, specCountText, type TRoomSectionProps } from './room-section';

/** dnd-kit data carried by a room being sorted. */
export type TRoomDragData = { type: typeof ROOM_SORT; room: TCategory };

/**
 * A real room (not Miscellaneous) that can be dragged to another place in the room order by its
 * grip: with the pointer, or with the keyboard (focus the grip, Space, arrow keys, Space).
 */
export function SortableRoom(props: Omit<TRoomSectionProps, 'handle'> & { room: TCategory & { id: number } }) {
  const { room } = props;
  const { dragEnabled } = useManage();
  const data: TRoomDragData = { type: ROOM_SORT, room };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: roomSortId(room.id),
    data,
    disabled: !dragEnabled,
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : 1 };
  const handle = dragEnabled ? (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={`Drag room ${room.name}`}
      style={{ cursor: 'grab', touchAction: 'none', flexShrink: 0 }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  ) : undefined;
  return (
    <div ref={setNodeRef} style={style}>
      <RoomSection {...props} handle={handle} />
    </div>
  );
}

/** What the drag overlay shows while a room is carried. */
export function RoomDragPreview({ room }: { room: TCategory }) {
  return (
    <Paper withBorder shadow="lg" px="sm" py={8} radius="md" bg="gray.0">
      <Group gap="xs" wrap="nowrap">
        <IconGripVertical size={16} aria-hidden />
        <Text fw={700} truncate>
          {room.name}
        </Text>
        <Badge variant="light" color="gray" size="sm">
          {specCountText(room.specCount)}
        </Badge>
      </Group>
    </Paper>
  );
}
