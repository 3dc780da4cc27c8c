import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import type { FC } from 'react';

/**
 * Build the body of a named modal whose form is delivered by a later feature: one line saying
 * what the modal is for and a Close button. Replace the entry in app/modal-registry.tsx with
 * the real component when it exists.
 */
export function createShellModal(description: string): FC<ContextModalProps> {
  function ShellModal({ context, id }: ContextModalProps) {
    return (
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => context.closeModal(id)}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  return ShellModal;
}
