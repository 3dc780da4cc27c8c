import { ActionIcon, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { t } from '#client/lib/i18n';

/** Props of {@link GridCard}. */
export type TGridCardProps = {
  title: string;
  /** Always shown under the title (a figure, a note). */
  children?: ReactNode;
  /** Shown when expanded; without it there is no expand button. */
  detail?: ReactNode;
  /** The expand button is disabled (e.g. a team without members). */
  expandDisabled?: boolean;
  /** Start expanded (the mobile overlays show everything at once). */
  defaultExpanded?: boolean;
};

/** One section of the info grid: a titled card with an optional expandable detail. */
export function GridCard({ title, children, detail, expandDisabled = false, defaultExpanded = false }: TGridCardProps) {
  const [open, setOpen] = useState(defaultExpanded);
  const detailId = useId();
  return (
    <Paper component="section" radius="lg" p="lg" withBorder shadow="xs" aria-label={title} h="100%">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: 0.6 }}>
            {title}
          </Title>
          {detail !== undefined && (
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={expandDisabled}
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open && !expandDisabled}
              aria-controls={detailId}
              aria-label={open ? t('Collapse {title}', { title }) : t('Expand {title}', { title })}
            >
              <IconChevronDown size={18} style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
            </ActionIcon>
          )}
        </Group>
        {children}
        {detail !== undefined && (
          <Collapse expanded={open && !expandDisabled} id={detailId}>
            {detail}
          </Collapse>
        )}
      </Stack>
    </Paper>
  );
}

/** A label and an amount on one line of a totals detail. */
export function AmountLine({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ fontVariantNumeric: 'tabular-nums' }} aria-label={label}>
        {value}
      </Text>
    </Group>
  );
}
