import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A running job's progress: what is happening and a bar (the share done when known, otherwise moving). */
export function JobProgress({ label, percent, testId }: { label: string; percent?: number; testId?: string }) {
  const known = percent !== undefined;
  return (
    <Stack gap={4} role="status" aria-live="polite" data-testid={testId}>
      <Text size="sm">{label}</Text>
      <Progress value={known ? Math.max(3, percent) : 100} animated={!known} striped={!known} aria-label={label} />
    </Stack>
  );
}

/** A step that failed: its title, the server's message and the way on (back, try another file). */
export function StepFailure({ title, message, action }: { title: string; message: string | null; action?: { label: string; onClick: () => void } }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      <Stack gap="sm">
        {message && message !== title && <Text size="sm">{message}</Text>}
        {action && (
          <Group>
            <Button size="xs" variant="white" color="red" onClick={action.onClick}>
              {action.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** The buttons under a step, right-aligned on wide screens and full-width on a phone. */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm" mt="md" grow={false} wrap="wrap">
      {children}
    </Group>
  );
}
