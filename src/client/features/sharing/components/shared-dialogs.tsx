import { Alert, Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SHARING_MESSAGES as M } from '#shared/lib/sharing-messages';
import type { TSharedSpecbook } from '#shared/schemas/shared-specbooks';
import { ContentLoader } from '#client/components/ui/content-loader';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { useCloneProfiles, useCloneShared, useSharedPreview } from '../api/shared';
import { t } from '#client/lib/i18n';

/** The read-only preview of a shared specbook: its rooms and their specs. */
export function SharedPreviewModal({ userId, item, onClose }: { userId: number; item: TSharedSpecbook | null; onClose: () => void }) {
  const preview = useSharedPreview(userId, item?.id ?? null);
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? item.name : t('Preview')} size="lg">
      {preview.isPending ? (
        <ContentLoader />
      ) : preview.isError ? (
        <Alert color="red">{t(M.sharedFetchFailed)}</Alert>
      ) : preview.data.rooms.length === 0 ? (
        <Text c="dimmed">{t('This specbook has no rooms or specs yet.')}</Text>
      ) : (
        <Stack gap="md">
          {preview.data.rooms.map((room) => (
            <section key={room.id ?? 'misc'} aria-label={room.name}>
              <Title order={3} fz="sm" mb={4}>
                {room.name} ({room.specs.length})
              </Title>
              <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {room.specs.map((spec) => (
                  <Group key={spec.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" truncate style={{ minWidth: 0 }}>
                      {spec.name}
                      <Text span c="dimmed" size="xs">
                        {' '}
                        {spec.manufacturerName} {spec.modelNumber}
                      </Text>
                    </Text>
                    <Text size="sm" c="dimmed">
                      × {spec.qty}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

/** Clone a shared specbook into one of the caller's profiles; on success opens the new specbook. */
export function CloneSharedModal({ userId, item, onClose }: { userId: number; item: TSharedSpecbook | null; onClose: () => void }) {
  const profiles = useCloneProfiles(userId, item !== null);
  const clone = useCloneShared(userId);
  const navigate = useNavigate();
  const [profileId, setProfileId] = useState<string | null>(null);
  const options = (profiles.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  const onClone = () => {
    if (!item || !profileId) return;
    clone.mutate(
      { specbookId: item.id, profileId: Number(profileId) },
      {
        onSuccess: (copy) => {
          toastSuccess(M.specbookCloned);
          onClose();
          void navigate(`/v4/specbooks/manage/${copy.id}`);
        },
        onError: () => toastError(M.cloneFailed),
      },
    );
  };
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? t('Clone {name}', { name: item.name }) : t('Clone')}>
      <Stack gap="sm">
        <Text size="sm">{t('The copy goes into your own specbooks with its rooms and specs; set your own prices there.')}</Text>
        <Select
          label={t('Profile')}
          placeholder={profiles.isPending ? t('Loading profiles…') : t('Pick a profile')}
          data={options}
          value={profileId}
          onChange={setProfileId}
          searchable
          required
          nothingFoundMessage={t('No profile found')}
          error={profiles.isError ? t("Couldn't fetch user profiles") : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={onClone} disabled={!profileId} loading={clone.isPending}>
            {t('Clone')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
