import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { t } from '#client/lib/i18n';

/** The empty state of a specbook without rooms. */
export function NoRooms({ onAddRoom, onAssign }: { onAddRoom: () => void; onAssign: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <Title order={2} fz="lg">
          {t('No rooms yet')}
        </Title>
        <Text c="dimmed" size="sm" maw={480}>
          {t('Rooms group the specs of a project, such as Kitchen or Master Bath. Add a room, then assign specs from the catalogue to it.')}
        </Text>
        <Stack gap="xs" mt="xs" align="center">
          <Button leftSection={<IconPlus size={16} />} onClick={onAddRoom}>
            {t('Add Room')}
          </Button>
          <Button variant="subtle" size="xs" onClick={onAssign}>
            {t('Assign Spec')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
