import { Group, Text } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import type { TCategory } from '#shared/schemas/category';
import { t } from '#client/lib/i18n';
import { roomName } from '../lib/rooms';

/** A room's note under its header: a few lines while the room is closed, all of it when open. */
export function RoomNote({ room, opened }: { room: TCategory; opened: boolean }) {
  if (!room.note) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" px="sm" py={6} bg="yellow.0" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <IconNote size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-yellow-8)" />
      <Text size="sm" lineClamp={opened ? undefined : 2} style={{ whiteSpace: 'pre-wrap', minWidth: 0 }} aria-label={t('Note for {room}', { room: roomName(room.name) })}>
        {room.note}
      </Text>
    </Group>
  );
}
