import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBellPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ALERT_MESSAGES as M } from '#shared/lib/alert-messages';
import type { TAlert, TAlertCreate } from '#shared/schemas/alert';
import { toastError, toastFailure, toastSuccess } from '#client/lib/toasts';
import { t, tPlural } from '#client/lib/i18n';
import { addAttendee, alertKeys, createAlert, deleteAlert, removeAttendee, updateAlert, useSpecbookAlerts } from '../api/alerts';
import { AlertCard } from './alert-card';
import { AlertForm } from './alert-form';

/** Props of {@link AlertsPanel}. */
export type TAlertsPanelProps = { userId: number; specbookId: number };

type TEditing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; alert: TAlert };

/**
 * A specbook's alerts (spec business-records §3 Alert, §7, §8): upcoming first, each with its
 * recipients; add, edit and delete alerts; add and remove recipients. Every change mails the
 * recipients a calendar invitation or cancellation (server side).
 */
export function AlertsPanel({ userId, specbookId }: TAlertsPanelProps) {
  const queryClient = useQueryClient();
  const alerts = useSpecbookAlerts(userId, specbookId);
  const [editing, setEditing] = useState<TEditing>({ mode: 'closed' });
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: alertKeys.all(userId) });

  useEffect(() => {
    if (alerts.isError) toastError(M.fetchFailed);
  }, [alerts.isError]);

  const save = async (payload: TAlertCreate) => {
    if (editing.mode === 'closed') return;
    setBusy(true);
    try {
      if (editing.mode === 'add') await createAlert(userId, specbookId, payload);
      else await updateAlert(userId, specbookId, editing.alert.id, payload);
      toastSuccess(editing.mode === 'add' ? M.created : M.updated);
      setEditing({ mode: 'closed' });
      void refresh();
    } catch (err) {
      toastFailure(err, editing.mode === 'add' ? M.createFailed : M.updateFailed);
    } finally {
      setBusy(false);
    }
  };

  const remove = (alert: TAlert) =>
    modals.openConfirmModal({
      title: t('Delete alert'),
      children: <Text size="sm">{t('Delete “{name}”? Its recipients get a cancellation.', { name: alert.name })}</Text>,
      labels: { confirm: t('Delete'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteAlert(userId, specbookId, alert.id);
          toastSuccess(M.removed);
          void refresh();
        } catch (err) {
          toastFailure(err, M.removeFailed);
        }
      },
    });

  const add = async (alert: TAlert, email: string): Promise<boolean> => {
    try {
      await addAttendee(userId, specbookId, alert.id, email);
      toastSuccess(M.attendeeAdded);
      void refresh();
      return true;
    } catch (err) {
      toastFailure(err, M.attendeeAddFailed);
      return false;
    }
  };

  const drop = async (alert: TAlert, email: string) => {
    try {
      await removeAttendee(userId, specbookId, alert.id, email);
      toastSuccess(M.attendeeRemoved);
      void refresh();
    } catch (err) {
      toastFailure(err, M.emailRemoveFailed);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {alerts.data ? tPlural(alerts.data.length, '{count} alert', '{count} alerts') : ' '}
        </Text>
        <Button size="xs" leftSection={<IconBellPlus size={14} />} onClick={() => setEditing({ mode: 'add' })}>
          {t('Add Alert')}
        </Button>
      </Group>
      {alerts.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('Loading alerts')}>
          <Skeleton h={96} radius="md" />
          <Skeleton h={96} radius="md" />
        </Stack>
      ) : alerts.isError ? (
        <Text c="red" size="sm" role="alert">
          {t(M.fetchFailed)}
        </Text>
      ) : alerts.data.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {t(M.emptySpecbook)}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Alerts')}>
          {alerts.data.map((alert) => (
            <AlertCard
              key={alert.id}
              alert={alert}
              onEdit={() => setEditing({ mode: 'edit', alert })}
              onDelete={() => remove(alert)}
              onAddAttendee={(email) => add(alert, email)}
              onRemoveAttendee={(email) => void drop(alert, email)}
            />
          ))}
        </Stack>
      )}
      <Modal opened={editing.mode !== 'closed'} onClose={() => setEditing({ mode: 'closed' })} title={editing.mode === 'edit' ? t('Edit alert') : t('New alert')} size="lg">
        {editing.mode !== 'closed' && (
          <AlertForm alert={editing.mode === 'edit' ? editing.alert : undefined} busy={busy} onSubmit={(p) => void save(p)} onCancel={() => setEditing({ mode: 'closed' })} />
        )}
      </Modal>
    </Stack>
  );
}
