import { Anchor, Badge, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ALERT_MESSAGES as M } from '#shared/lib/alert-messages';
import type { TAccountAlert } from '#shared/schemas/alert';
import { PageHeader } from '#client/components/ui/page-header';
import { toastError } from '#client/lib/toasts';
import { useUpcomingAlerts } from '../api/alerts';
import { alertStartLabel, todayIso } from '../lib/alert-form-values';
import { PAGE_TITLES } from '#shared/lib/page-titles';
import { t, useLocale } from '#client/lib/i18n';

/** One upcoming alert: when, name, description, its specbook (a link to its manage page) and recipients. */
function UpcomingAlert({ alert }: { alert: TAccountAlert }) {
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={alert.name}>
      <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <IconCalendarEvent size={16} aria-hidden />
            <Text size="sm" fw={600}>
              {alertStartLabel(alert, locale)}
            </Text>
            {alert.allDayEvent ? (
              <Badge size="xs" variant="light">
                {t('All day')}
              </Badge>
            ) : (
              <Text size="xs" c="dimmed">
                {alert.timezone}
              </Text>
            )}
          </Group>
          <Text fw={600}>{alert.name}</Text>
          {alert.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {alert.description}
            </Text>
          )}
          <Anchor component={Link} to={`/v4/specbooks/manage/${alert.specbook.id}`} size="sm">
            {alert.specbook.name}
          </Anchor>
          <Text size="xs" c="dimmed" truncate="end">
            {alert.attendees.map((a) => a.email).join(', ')}
          </Text>
      </Stack>
    </Paper>
  );
}

/** The account's alerts from today on, soonest first, 20 a page, each linking to its specbook. */
export function UpcomingAlerts({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const [today] = useState(todayIso);
  const alerts = useUpcomingAlerts(userId, page, today);

  useEffect(() => {
    if (alerts.isError) toastError(M.fetchFailed);
  }, [alerts.isError]);

  const list = alerts.data?.list ?? [];
  const lastPage = alerts.data?.pagination?.lastPage ?? 1;
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={t(PAGE_TITLES.alerts)} description={t('Deliveries, site visits and reminders of all your specbooks, soonest first.')} />
      {alerts.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('Loading alerts')}>
          <Skeleton h={88} radius="md" />
          <Skeleton h={88} radius="md" />
        </Stack>
      ) : alerts.isError ? (
        <Text c="red" role="alert">
          {t(M.fetchFailed)}
        </Text>
      ) : list.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t(M.emptyUpcoming)}
          </Text>
        </Paper>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Upcoming alerts')}>
          {list.map((alert) => (
            <UpcomingAlert key={alert.id} alert={alert} />
          ))}
        </Stack>
      )}
      {lastPage > 1 && <Pagination value={page} onChange={setPage} total={lastPage} getItemProps={(p) => ({ 'aria-label': t('Page {page}', { page: p }) })} />}
    </Stack>
  );
}
