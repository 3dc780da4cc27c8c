import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { COMPANY_LIMITS as L, COMPANY_MESSAGES as M } from '#shared/lib/company-messages';
import type { TCompanyAccount } from '#shared/schemas/company-account';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { useSetLogo } from '../api/company-account';
import { t } from '#client/lib/i18n';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The company logo with Upload and Remove; a file too large is refused before it is sent. */
export function LogoField({ userId, account, onChanged }: { userId: number; account: TCompanyAccount; onChanged?: () => void }) {
  const setLogo = useSetLogo(userId, onChanged);
  const send = async (file: File | null) => {
    if (file && file.size > L.logoMaxMb * 1024 * 1024) {
      toastError(M.logoTooLarge);
      return;
    }
    try {
      await setLogo.mutateAsync(file);
      toastSuccess(file ? M.logoUploaded : M.logoRemoved);
    } catch {
      // The API client has shown the server's message.
    }
  };

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={account.logoURL} alt={t('{name} logo', { name: account.name })} name={account.name} color="initials" radius="md" size={72} />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={(f) => void send(f)} accept={ACCEPT}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={14} />} loading={setLogo.isPending}>
                {t('Upload logo')}
              </Button>
            )}
          </FileButton>
          {account.logoURL && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => void send(null)}>
              {t('Remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('PNG, JPEG, GIF or WebP, up to {size} MB.', { size: L.logoMaxMb })}
        </Text>
      </Stack>
    </Group>
  );
}
