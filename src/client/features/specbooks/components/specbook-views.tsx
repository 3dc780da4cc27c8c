import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBell, IconPinFilled, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TSpecbookListItem } from '#shared/schemas/specbook';
import { manageSpecbookPath } from '#client/lib/specbook-route';
import { formatDate } from '#shared/lib/dates';
import { t, tPlural, useLocale } from '#client/lib/i18n';
import { statusLook } from '#shared/lib/statuses';
import { SpecbookActionsMenu, type TSpecbookListAction } from './specbook-actions-menu';

/** Props shared by the card and list views. */
export type TSpecbookViewProps = {
  specbooks: TSpecbookListItem[];
  onAction: (action: TSpecbookListAction, specbook: TSpecbookListItem) => void;
};

function StatusBadge({ status }: { status: string }) {
  const look = statusLook(status);
  return (
    <Badge variant="light" color={look.color} size="sm" radius="sm">
      {t(look.label)}
    </Badge>
  );
}

/** One count with its icon; the words are read by screen readers and shown as a tooltip. */
function Count({ icon: Icon, label, value }: { icon: typeof IconUsers; label: string; value: number }) {
  return (
    <Tooltip label={label}>
      <Group gap={3} wrap="nowrap" c={value > 0 ? undefined : 'dimmed'} aria-label={label} role="img">
        <Icon size={14} aria-hidden />
        <Text size="xs" aria-hidden>
          {value}
        </Text>
      </Group>
    </Tooltip>
  );
}

/** The team members and open alerts of a specbook (spec §3 teamMemberCount, openAlertCount). */
function Counts({ specbook }: { specbook: TSpecbookListItem }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Count icon={IconUsers} label={tPlural(specbook.teamMemberCount, '{count} team member', '{count} team members')} value={specbook.teamMemberCount} />
      <Count icon={IconBell} label={tPlural(specbook.openAlertCount, '{count} open alert', '{count} open alerts')} value={specbook.openAlertCount} />
    </Group>
  );
}

function Markers({ specbook }: { specbook: TSpecbookListItem }) {
  return (
    <>
      {specbook.pinned && (
        <Tooltip label={t('Pinned')}>
          <IconPinFilled size={16} aria-label={t('Pinned')} color="var(--mantine-color-blue-6)" />
        </Tooltip>
      )}
      {specbook.archived && (
        <Badge color="gray" variant="outline" size="sm" radius="sm">
          {t('Archived')}
        </Badge>
      )}
    </>
  );
}

function NameLink({ specbook }: { specbook: TSpecbookListItem }) {
  return (
    <Anchor component={Link} to={manageSpecbookPath(specbook.id)} fw={600} c="inherit" lineClamp={2}>
      {specbook.name}
    </Anchor>
  );
}

/** Specbooks as cards: name, profile, status, updated date and the actions menu. */
export function SpecbookCards({ specbooks, onAction }: TSpecbookViewProps) {
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="list" aria-label={t('Specbooks')}>
      {specbooks.map((s) => (
        <Card key={s.id} withBorder radius="md" padding="md" role="listitem" opacity={s.archived ? 0.75 : 1}>
          <Stack gap={6} h="100%">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <NameLink specbook={s} />
              </Group>
              <Group gap={4} wrap="nowrap">
                <Markers specbook={s} />
                <SpecbookActionsMenu specbook={s} onAction={onAction} />
              </Group>
            </Group>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {s.profileName ?? t('No profile')}
            </Text>
            {s.description && (
              <Text size="sm" lineClamp={2}>
                {s.description}
              </Text>
            )}
            <Group justify="space-between" mt="auto" pt={4}>
              <Group gap="sm" wrap="nowrap">
                <StatusBadge status={s.status} />
                <Counts specbook={s} />
              </Group>
              <Text size="xs" c="dimmed">
                {t('Updated {date}', { date: formatDate(s.updatedAt, locale) })}
              </Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Specbooks as a table: name, profile, status, updated date, actions. */
export function SpecbookTable({ specbooks, onAction }: TSpecbookViewProps) {
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('Specbooks')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Name')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('Profile')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('Updated')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('Actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {specbooks.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <NameLink specbook={s} />
                  <Markers specbook={s} />
                </Group>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {s.profileName ?? t('No profile')} · {formatDate(s.updatedAt, locale)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{s.profileName ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <StatusBadge status={s.status} />
                  <Counts specbook={s} />
                </Group>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{formatDate(s.updatedAt, locale)}</Text>
              </Table.Td>
              <Table.Td>
                <SpecbookActionsMenu specbook={s} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
