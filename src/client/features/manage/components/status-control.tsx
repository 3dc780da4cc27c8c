import { ActionIcon, Box, Combobox, Group, Popover, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TSpecSpecbook, TStatus } from '#shared/schemas/spec-specbook';
import { updateSpecSpecbook, useSpecCache } from '../api/specs';
import { userManagedStatuses } from '../api/statuses';
import { t, useLocale } from '#client/lib/i18n';
import { formatUsDate } from '#client/lib/us-date';
import { ArmOnIntent } from '#client/components/ui/arm-on-intent';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useManage } from './manage-context';

/** A coloured dot for a status. */
export function StatusDot({ color }: { color: string }) {
  return <Box component="span" w={10} h={10} bg={color} style={{ borderRadius: '50%', display: 'inline-block', flexShrink: 0 }} aria-hidden />;
}

/**
 * The options of the dropdown: the userManaged statuses, plus the current one (disabled) when it
 * is a system status; their names (the spec's fixed list) in the interface's language.
 */
export function statusOptions(statuses: readonly TStatus[], current: Pick<TSpecSpecbook['status'], 'value' | 'name'>) {
  const offered = userManagedStatuses(statuses).map((s) => ({ value: s.value, label: t(s.name) }));
  if (!offered.some((o) => o.value === current.value)) offered.unshift({ value: current.value, label: t(current.name), disabled: true } as never);
  return offered;
}

/**
 * The status dropdown of a spec: only userManaged statuses are offered (spec §4); choosing one
 * PATCHes the spec and the new status (and its log) replace the cached one.
 */
export function StatusSelect({ spec, size = 'xs' }: { spec: TSpecSpecbook; size?: 'xs' | 'sm' }) {
  const { userId, specbookId, statuses } = useManage();
  const cache = useSpecCache(userId, specbookId);
  const [busy, setBusy] = useState(false);
  const colorOf = (value: string) => statuses.find((s) => s.value === value)?.hexColor ?? spec.status.hexColor;

  const change = async (value: string | null) => {
    if (!value || value === spec.status.value) return;
    setBusy(true);
    try {
      const updated = await updateSpecSpecbook(userId, specbookId, spec.joinID, { status: { value } });
      cache.write(spec.joinID, (s) => ({ ...s, status: updated.status, statusLog: updated.statusLog }));
      void cache.refreshTotals();
      toastSuccess(M.specUpdated);
    } catch (err) {
      toastFailure(err, M.couldNotUpdateSpec);
    } finally {
      setBusy(false);
    }
  };

  const label = t('Status of {spec}', { spec: spec.name });
  const dot = <StatusDot color={colorOf(spec.status.value)} />;
  // Until reached for, a read-only look-alike (same size, label, value and role) stands in for
  // the dropdown: a long room then mounts no floating machinery per row.
  const lookAlike = (
    <TextInput
      readOnly
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-label={label}
      size={size}
      w={150}
      value={t(spec.status.name)}
      disabled={busy}
      leftSection={dot}
      rightSection={<Combobox.Chevron size={size} />}
      rightSectionPointerEvents="none"
      styles={{ input: { cursor: 'pointer' } }}
    />
  );
  return (
    <Group gap={4} wrap="nowrap">
      <ArmOnIntent fallback={lookAlike}>
        {(armedBy) => (
          <Select
            aria-label={label}
            size={size}
            w={150}
            data={statusOptions(statuses, spec.status)}
            value={spec.status.value}
            onChange={(v) => void change(v)}
            allowDeselect={false}
            disabled={busy}
            defaultDropdownOpened={armedBy === 'click'}
            leftSection={dot}
            renderOption={({ option }) => (
              <Group gap={8} wrap="nowrap">
                <StatusDot color={colorOf(option.value)} />
                <span>{option.label}</span>
              </Group>
            )}
          />
        )}
      </ArmOnIntent>
      <StatusHistory spec={spec} />
    </Group>
  );
}

/** The status history popover: status, e-mail and date (MM/DD/YYYY) of every change. */
export function StatusHistory({ spec }: { spec: TSpecSpecbook }) {
  const label = t('Status history of {spec}', { spec: spec.name });
  const icon = <IconHistory size={16} />;
  return (
    <ArmOnIntent
      fallback={
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          {icon}
        </ActionIcon>
      }
    >
      {(armedBy) => (
        <Popover position="bottom-end" withArrow shadow="md" width={340} defaultOpened={armedBy === 'click'}>
          <Popover.Target>
            <Tooltip label={t('Status history')}>
              <ActionIcon variant="subtle" color="gray" aria-label={label}>
                {icon}
              </ActionIcon>
            </Tooltip>
          </Popover.Target>
          <Popover.Dropdown>
            <StatusLogTable log={spec.statusLog} />
          </Popover.Dropdown>
        </Popover>
      )}
    </ArmOnIntent>
  );
}

/** The status log as a table (newest first). */
export function StatusLogTable({ log }: { log: TSpecSpecbook['statusLog'] }) {
  const { statuses } = useManage();
  const locale = useLocale();
  if (log.length === 0) return <Text size="sm" c="dimmed">{t('No status changes yet.')}</Text>;
  const nameOf = (value: string) => t(statuses.find((s) => s.value === value)?.name ?? value);
  const rows = [...log].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <Table fz="xs" verticalSpacing={4} aria-label={t('Status history')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Status')}</Table.Th>
          <Table.Th>{t('Email')}</Table.Th>
          <Table.Th>{t('Date')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((entry, i) => (
          <Table.Tr key={`${entry.created_at}-${i}`}>
            <Table.Td>{nameOf(entry.status)}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>{entry.email}</Table.Td>
            <Table.Td>{formatUsDate(entry.created_at, locale)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
