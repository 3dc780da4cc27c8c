import { Alert, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { ANNOUNCEMENT_LIMITS as L, ANNOUNCEMENT_MESSAGES as M } from '#shared/lib/announcement-messages';
import { ZAnnouncementCreate, type TAnnouncement } from '#shared/schemas/announcement';
import { ContentLoader } from '#client/components/ui/content-loader';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { localeTag } from '#shared/lib/locale';
import { t, useLocale } from '#client/lib/i18n';
import { useAdminAnnouncements, useAnnouncementMutations } from '../api/announcements';

type TFormValues = { message: string; level: 'info' | 'warning'; endsAt: string };

/** Whether an announcement is showing now, waiting for its start, or over. */
function stateOf(a: TAnnouncement, now = Date.now()): { label: string; color: string; live: boolean } {
  if (!a.active || (a.endsAt && Date.parse(a.endsAt) <= now)) return { label: 'Ended', color: 'gray', live: false };
  if (Date.parse(a.startsAt) > now) return { label: 'Scheduled', color: 'blue', live: true };
  return { label: 'Showing', color: 'green', live: true };
}

/** The post form: message, look, optional end; checked by the shared rules. */
function PostForm({ userId }: { userId: number }) {
  const { create } = useAnnouncementMutations(userId);
  const form = useForm<TFormValues>({
    initialValues: { message: '', level: 'info', endsAt: '' },
    validate: (values) => {
      const parsed = ZAnnouncementCreate.safeParse(toBody(values));
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)]));
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(toBody(values), {
      onSuccess: () => {
        toastSuccess(M.posted);
        form.reset();
      },
      onError: (err) => toastFailure(err, M.postFailed),
    }),
  );
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label={t('Post an announcement')}>
      <Stack gap="sm">
        <Textarea label={t('Message')} withAsterisk autosize minRows={2} maxLength={L.messageMax} {...form.getInputProps('message')} />
        <Group align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="announcement-level">
              {t('Look')}
            </Text>
            <SegmentedControl aria-labelledby="announcement-level" data={[{ value: 'info', label: t('Information') }, { value: 'warning', label: t('Warning') }]} {...form.getInputProps('level')} />
          </Stack>
          <TextInput type="datetime-local" label={t('Ends (optional)')} {...form.getInputProps('endsAt')} />
          <Button type="submit" loading={create.isPending}>
            {t('Post announcement')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The request body of the form's values (a local end time becomes an ISO instant). */
function toBody(values: TFormValues) {
  return { message: values.message, level: values.level, endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null };
}

/** One announcement with its state, and End / Delete. */
function AnnouncementItem({ a, userId }: { a: TAnnouncement; userId: number }) {
  const { update, remove } = useAnnouncementMutations(userId);
  const state = stateOf(a);
  const tag = localeTag(useLocale());
  const end = () => update.mutate({ id: a.id, change: { active: false } }, { onSuccess: () => toastSuccess(M.ended), onError: (e) => toastFailure(e, M.updateFailed) });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('Delete announcement'),
      children: <Text size="sm">{t('Delete this announcement? Users who dismissed it will not see it again either way.')}</Text>,
      labels: { confirm: t('Delete'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(a.id, { onSuccess: () => toastSuccess(M.deleted), onError: (e) => toastFailure(e, M.deleteFailed) }),
    });
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={a.message}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Group gap="xs">
            <Badge color={state.color} variant="light">
              {t(state.label)}
            </Badge>
            {a.level === 'warning' && <Badge color="yellow" variant="outline">{t('Warning')}</Badge>}
          </Group>
          <Text size="sm">{a.message}</Text>
          <Text size="xs" c="dimmed">
            {a.endsAt
              ? t('From {start} until {end}', { start: new Date(a.startsAt).toLocaleString(tag), end: new Date(a.endsAt).toLocaleString(tag) })
              : t('From {start}', { start: new Date(a.startsAt).toLocaleString(tag) })}
          </Text>
        </Stack>
        <Group gap="xs">
          {state.live && (
            <Button size="xs" variant="default" onClick={end} loading={update.isPending}>
              {t('End now')}
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" onClick={confirmDelete}>
            {t('Delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** The platform admin's announcements: post one, and see, end or delete the others. */
export function AnnouncementsAdmin({ userId }: { userId: number }) {
  const list = useAdminAnnouncements(userId);
  return (
    <Stack gap="md">
      <PostForm userId={userId} />
      {list.isPending ? (
        <ContentLoader />
      ) : list.isError ? (
        <Alert color="red">{t('Could not load the announcements.')}</Alert>
      ) : list.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t(M.empty)}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('All announcements')}>
          {list.data.map((a) => (
            <AnnouncementItem key={a.id} a={a} userId={userId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
