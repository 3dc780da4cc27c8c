import { Group, Loader, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { firstErrorMessage, ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import type { TExecution } from '../api/execute-orders';
import { PO_UI as UI } from '../lib/po-ui';
import { sellerLabel } from './line-seller-select';

/** The icon of an execution's state. */
function StateIcon({ state }: { state: TExecution['state'] }) {
  if (state === 'running') return <Loader size={18} />;
  const look = { pending: { color: 'gray', icon: <IconClock size={14} /> }, done: { color: 'teal', icon: <IconCheck size={14} /> }, failed: { color: 'red', icon: <IconX size={14} /> } }[state];
  return (
    <ThemeIcon size={20} radius="xl" color={look.color} variant="light">
      {look.icon}
    </ThemeIcon>
  );
}

/** Why an execution failed: the server's message for a 4xx, else the generic one. */
function failureText(error: unknown): string {
  const message = error instanceof ApiError && error.status < 500 ? firstErrorMessage(error.body) : null;
  return message === null ? UI.createFailed : t(message);
}

/** Step 3 of Create Purchase Orders: each seller's order as it is created, with a progress bar. */
export function ExecuteStep({ executions }: { executions: readonly TExecution[] }) {
  const done = executions.filter((e) => e.state === 'done').length;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" aria-live="polite">
          {UI.progress(done, executions.length)}
        </Text>
        <Progress value={executions.length ? (done / executions.length) * 100 : 0} aria-label={UI.progress(done, executions.length)} />
      </Stack>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {executions.map((execution) => (
          <Group key={execution.idempotencyKey} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <StateIcon state={execution.state} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {execution.order?.name ?? sellerLabel(execution.seller)}
              </Text>
              <Text size="xs" c={execution.state === 'failed' ? 'red' : 'dimmed'}>
                {execution.state === 'failed' ? failureText(execution.error) : `${execution.seller.name} · ${UI.itemState[execution.state]}`}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
