import { ActionIcon, Group, Modal, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ESPECBOOK_UI as UI } from '#shared/lib/especbook-messages';
import { t } from '#client/lib/i18n';

/** Props of {@link FullScreenOverlay}. */
export type TFullScreenOverlayProps = {
  opened: boolean;
  /** The overlay's heading, also the dialog's accessible name. */
  title: string;
  onClose: () => void;
  /** The back arrow; closes by default. */
  onBack?: () => void;
  children: ReactNode;
};

/**
 * A mobile overlay of the e-Specbook (§2.4 "Mobile", §2.6, §2.8): full screen, with back and
 * close actions around its title. Built from Modal's parts so that the dialog itself is named.
 */
export function FullScreenOverlay({ opened, title, onClose, onBack, children }: TFullScreenOverlayProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen transitionProps={{ transition: 'slide-up', duration: 150 }}>
      <Modal.Overlay />
      <Modal.Content aria-label={title}>
        <Modal.Body p="md">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <ActionIcon variant="subtle" color="gray" onClick={onBack ?? onClose} aria-label={t(UI.back)}>
                <IconArrowLeft size={20} />
              </ActionIcon>
              <Title order={2} fz="lg">
                {title}
              </Title>
              <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t(UI.close)}>
                <IconX size={20} />
              </ActionIcon>
            </Group>
            {children}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
