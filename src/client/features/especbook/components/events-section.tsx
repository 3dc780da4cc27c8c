import { Button, Collapse, Group, Paper, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconUser } from '@tabler/icons-react';
import { useEffect, type CSSProperties } from 'react';
import { ALERT_MESSAGES as M } from '#shared/lib/alert-messages';
import type { TAlert } from '#shared/schemas/alert';
import { toastError } from '#client/lib/toasts';
import { useAlerts } from '../api/alerts';
import { AddEventForm } from './add-event-form';
import { t, useLocale } from '#client/lib/i18n';
import { eventStart } from '../lib/format';

/** Props of {@link EventsSection}. */
export type TEventsSectionProps = {
  userId: number;
  specbookId: number;
  /** An orders or purchase-order profile: the events are called alerts. */
  ordersMode: boolean;
  /** The team members' e-mail addresses: the recipients of a new event. */
  teamEmails: string[];
  /** Told about each event added. */
  onCreated?: (alert: TAlert) => void;
  /** Offer "Add New Event" (not to a read-only QR viewer); default true. */
  canAdd?: boolean;
};

/** "Events (n)", or "Alerts (n)" in orders mode. */
export function eventsTitle(count: number, ordersMode: boolean): string {
  return ordersMode ? t('Alerts ({count})', { count }) : t('Events ({count})', { count });
}

/** One event: the start date in bold, the description in small grey text, the creator. */
function EventItem({ alert }: { alert: TAlert }) {
  const when = eventStart(alert, useLocale());
  return (
    <Paper component="li" withBorder radius="md" p="xs" aria-label={`${when}: ${alert.description ?? alert.name}`}>
      <Text fw={700} size="sm">
        {when}
      </Text>
      {alert.description && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {alert.description}
        </Text>
      )}
      <Group gap={4} mt={2} c="dimmed">
        <IconUser size={14} aria-hidden />
        <Text size="xs">{alert.createdBy}</Text>
      </Group>
    </Paper>
  );
}

/** Props of {@link EventsList}. */
export type TEventsListProps = {
  alerts: TAlert[] | undefined;
  loading: boolean;
  failed: boolean;
  ordersMode: boolean;
  /** Style of the scrolling area (its height limits). */
  scrollStyle?: CSSProperties;
};

/** The scrollable list of events, with its loading, failure and empty states. */
export function EventsList({ alerts, loading, failed, ordersMode, scrollStyle }: TEventsListProps) {
  if (loading) return <Skeleton h={56} radius="md" aria-label={t('Loading events')} />;
  if (failed) {
    return (
      <Text size="sm" c="red">
        {t(M.fetchFailed)}
      </Text>
    );
  }
  if (!alerts?.length) {
    return (
      <Text size="sm" c="dimmed">
        {ordersMode ? t('No alerts yet') : t('No events yet')}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize type="auto" offsetScrollbars style={scrollStyle}>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={ordersMode ? t('Alerts') : t('Events')}>
        {alerts.map((alert) => (
          <EventItem key={alert.id} alert={alert} />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/** The specbook's alerts, with the toast of §8 when they cannot be loaded. */
export function useEventsList(userId: number, specbookId: number) {
  const alerts = useAlerts(userId, specbookId);
  useEffect(() => {
    if (alerts.isError) toastError(M.fetchFailed);
  }, [alerts.isError]);
  return alerts;
}

/** The "Add New Event" toggle with its chevron (up when open). */
export function AddEventToggle({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const Chevron = opened ? IconChevronUp : IconChevronDown;
  return (
    <Button variant="subtle" size="compact-sm" onClick={onToggle} aria-expanded={opened} rightSection={<Chevron size={16} aria-hidden />}>
      {t('Add New Event')}
    </Button>
  );
}

/**
 * The Events (Alerts in orders mode) section of the e-Specbook's info grid (spec §2.4): the
 * title with the count, a scrollable list, and an "Add New Event" toggle that reveals the form.
 */
export function EventsSection({ userId, specbookId, ordersMode, teamEmails, onCreated, canAdd = true }: TEventsSectionProps) {
  const alerts = useEventsList(userId, specbookId);
  const [formOpened, form] = useDisclosure(false);
  return (
    <Paper component="section" radius="lg" p="lg" withBorder shadow="xs" h="100%" aria-label={ordersMode ? t('Alerts') : t('Events')}>
      <Stack gap="xs">
        <Title order={3} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: 0.6 }}>
          {eventsTitle(alerts.data?.length ?? 0, ordersMode)}
        </Title>
        <EventsList alerts={alerts.data} loading={alerts.isPending} failed={alerts.isError} ordersMode={ordersMode} scrollStyle={{ maxHeight: 240 }} />
        {canAdd && (
          <>
            <Group>
              <AddEventToggle opened={formOpened} onToggle={form.toggle} />
            </Group>
            <Collapse expanded={formOpened}>
              <AddEventForm userId={userId} specbookId={specbookId} teamEmails={teamEmails} onCreated={onCreated} />
            </Collapse>
          </>
        )}
      </Stack>
    </Paper>
  );
}
