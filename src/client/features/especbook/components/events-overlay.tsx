import { Box, Collapse } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TAlert } from '#shared/schemas/alert';
import { AddEventForm } from './add-event-form';
import { AddEventToggle, EventsList, useEventsList } from './events-section';
import { FullScreenOverlay } from './full-screen-overlay';
import { t } from '#client/lib/i18n';

/** Props of {@link EventsOverlay}. */
export type TEventsOverlayProps = {
  userId: number;
  specbookId: number;
  opened: boolean;
  /** The close control. */
  onClose: () => void;
  /** The back control; closes the overlay when not given. */
  onBack?: () => void;
  /** The team members' e-mail addresses: the recipients of a new event. */
  teamEmails: string[];
  /** Passes the "created" notice of the form up to the page (spec §2.8). */
  onCreated?: (alert: TAlert) => void;
  /** Offer "Add New Event" (not to a read-only QR viewer); default true. */
  canAdd?: boolean;
};

/** The overlay's list height: between 50 % and 74 % of the viewport (spec §9). */
const LIST_HEIGHT = { minHeight: '50dvh', maxHeight: '74dvh' } as const;

/**
 * The mobile events overlay (spec §2.8): "Events(N)" with back and close controls, the events
 * list, and the "Add New Event" section (at least a quarter of the viewport) that starts
 * expanded and whose chevron shows or hides the form.
 */
export function EventsOverlay({ userId, specbookId, opened, onClose, onBack, teamEmails, onCreated, canAdd = true }: TEventsOverlayProps) {
  const alerts = useEventsList(userId, specbookId);
  const [formOpened, form] = useDisclosure(true);
  const title = t('Events({count})', { count: alerts.data?.length ?? 0 });
  return (
    <FullScreenOverlay opened={opened} title={title} onClose={onClose} onBack={onBack}>
      <Box style={LIST_HEIGHT} data-testid="events-overlay-list">
        <EventsList alerts={alerts.data} loading={alerts.isPending} failed={alerts.isError} ordersMode={false} scrollStyle={{ maxHeight: LIST_HEIGHT.maxHeight }} />
      </Box>
      {canAdd && (
        <Box mih="25dvh">
          <AddEventToggle opened={formOpened} onToggle={form.toggle} />
          <Collapse expanded={formOpened}>
            <AddEventForm userId={userId} specbookId={specbookId} teamEmails={teamEmails} onCreated={onCreated} />
          </Collapse>
        </Box>
      )}
    </FullScreenOverlay>
  );
}
