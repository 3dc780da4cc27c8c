import { ActionIcon, Box } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useDndKit, type TSortableItem } from '../lib/dnd-runtime';

/** What the grip takes from its sortable item. */
export type TGrip = Pick<TSortableItem, 'setActivatorNodeRef' | 'attributes' | 'listeners'>;

/** The grip's size (Mantine's default ActionIcon), kept by its stand-in so nothing moves when it arrives. */
const GRIP_SIZE = 28;

/**
 * The grip that picks a spec or a room up (pointer, or Space/Enter then the arrow keys). While
 * drag and drop is still loading an empty box of its size holds its place.
 */
export function DragGrip({ label, grip, style }: { label: string; grip: TGrip; style?: CSSProperties }) {
  const kit = useDndKit();
  const { setActivatorNodeRef: activator, attributes, listeners } = grip;
  if (!kit) return <Box w={GRIP_SIZE} h={GRIP_SIZE} style={{ flexShrink: 0, ...style }} aria-hidden />;
  return (
    <ActionIcon
      ref={activator}
      variant="subtle"
      color="gray"
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none', ...style }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
}
