import { Avatar, Group, Text } from '@mantine/core';
import type { TPublicViewer } from '#client/lib/public-viewer';

/** Public mode: only the public viewer's logo and name. */
export function PublicHeader({ viewer, color }: { viewer: TPublicViewer; color: string }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={viewer.logoURL} name={viewer.name} alt={viewer.name} radius="md" size={36} color="initials" />
      <Text fw={600} c={color} truncate="end">
        {viewer.name}
      </Text>
    </Group>
  );
}
