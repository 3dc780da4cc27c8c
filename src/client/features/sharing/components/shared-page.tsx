import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { SHARING_MESSAGES as M } from '#shared/lib/sharing-messages';
import type { TSharedSpecbook } from '#shared/schemas/shared-specbooks';
import { ContentLoader } from '#client/components/ui/content-loader';
import { PageHeader } from '#client/components/ui/page-header';
import { t, tPlural, useLocale } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { formatDate } from '#shared/lib/dates';
import { useRemoveShared, useShared } from '../api/shared';
import { CloneSharedModal, SharedPreviewModal } from './shared-dialogs';

type TCardProps = { userId: number; item: TSharedSpecbook; onPreview: () => void; onClone: () => void };

function SharedCard({ userId, item, onPreview, onClone }: TCardProps) {
  const remove = useRemoveShared(userId);
  const locale = useLocale();
  const onRemove = () => remove.mutate(item.id, { onSuccess: () => toastSuccess(M.sharedRemoved), onError: (e) => toastFailure(e, M.sharedRemoveFailed) });
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={item.name}>
      <Stack gap="xs">
        <Title order={2} fz="md">
          {item.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('Shared by {name} · {company} on {date}', { name: item.owner.name, company: item.owner.companyName, date: formatDate(item.sharedAt, locale) })}
        </Text>
        <Text size="sm">
          {tPlural(item.roomCount, '1 room', '{count} rooms')} · {tPlural(item.specCount, '1 spec', '{count} specs')}
        </Text>
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="default" leftSection={<IconEye size={14} />} onClick={onPreview}>
            {t('Preview')}
          </Button>
          <Button size="xs" leftSection={<IconCopy size={14} />} onClick={onClone}>
            {t('Clone')}
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onRemove} loading={remove.isPending}>
            {t('Remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /v4/shared: the specbooks other users shared with the caller, with Preview, Clone and Remove. */
export function SharedWithMePage({ userId }: { userId: number }) {
  const shared = useShared(userId);
  const [previewing, setPreviewing] = useState<TSharedSpecbook | null>(null);
  const [cloning, setCloning] = useState<TSharedSpecbook | null>(null);
  return (
    <>
      <PageHeader title={t('Shared with me')} description={t('Specbooks trade partners shared with your e-mail address. Preview them, or clone one into your own specbooks.')} />
      {shared.isPending ? (
        <ContentLoader />
      ) : shared.isError ? (
        <Alert color="red">{t(M.sharedFetchFailed)}</Alert>
      ) : shared.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={500}>{t('Nothing is shared with you yet')}</Text>
          <Text c="dimmed" size="sm">
            {t('When a partner shares a specbook with your e-mail address, it appears here.')}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shared.data.map((item) => (
            <SharedCard key={item.id} userId={userId} item={item} onPreview={() => setPreviewing(item)} onClone={() => setCloning(item)} />
          ))}
        </SimpleGrid>
      )}
      <SharedPreviewModal userId={userId} item={previewing} onClose={() => setPreviewing(null)} />
      <CloneSharedModal userId={userId} item={cloning} onClose={() => setCloning(null)} />
    </>
  );
}
