import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { SHARING_MESSAGES as M } from '#shared/lib/sharing-messages';
import type { TSharedSpecbook } from '#shared/schemas/shared-specbooks';
import { ContentLoader } from '#client/components/ui/content-loader';
import { PageHeader } from '#client/components/ui/page-header';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useRemoveShared, useShared } from '../api/shared';
import { CloneSharedModal, SharedPreviewModal } from './shared-dialogs';

type TCardProps = { userId: number; item: TSharedSpecbook; onPreview: () => void; onClone: () => void };

function SharedCard({ userId, item, onPreview, onClone }: TCardProps) {
  const remove = useRemoveShared(userId);
  const onRemove = () => remove.mutate(item.id, { onSuccess: () => toastSuccess(M.sharedRemoved), onError: (e) => toastFailure(e, M.sharedRemoveFailed) });
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={item.name}>
      <Stack gap="xs">
        <Title order={2} fz="md">
          {item.name}
        </Title>
        <Text size="sm" c="dimmed">
          Shared by {item.owner.name} · {item.owner.companyName} on {new Date(item.sharedAt).toLocaleDateString('en-US')}
        </Text>
        <Text size="sm">
          {item.roomCount} {item.roomCount === 1 ? 'room' : 'rooms'} · {item.specCount} {item.specCount === 1 ? 'spec' : 'specs'}
        </Text>
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="default" leftSection={<IconEye size={14} />} onClick={onPreview}>
            Preview
          </Button>
          <Button size="xs" leftSection={<IconCopy size={14} />} onClick={onClone}>
            Clone
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onRemove} loading={remove.isPending}>
            Remove
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
      <PageHeader title="Shared with me" description="Specbooks trade partners shared with your e-mail address. Preview them, or clone one into your own specbooks." />
      {shared.isPending ? (
        <ContentLoader />
      ) : shared.isError ? (
        <Alert color="red">{M.sharedFetchFailed}</Alert>
      ) : shared.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={500}>Nothing is shared with you yet</Text>
          <Text c="dimmed" size="sm">
            When a partner shares a specbook with your e-mail address, it appears here.
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
