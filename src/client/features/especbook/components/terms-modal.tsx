import { Button, Group, Modal, ScrollArea, Text } from '@mantine/core';
import type { TTermsModalState } from '../api/terms';
import { t } from '#client/lib/i18n';

/** Props of {@link TermsModal}: the `modal` part of `useTermsAcceptance`. */
export type TTermsModalProps = TTermsModalState;

/**
 * The Terms & Conditions modal (spec §4.3). Until accepted it cannot be dismissed (no close
 * control, Escape and outside clicks do nothing) and the page behind it does not scroll; its
 * one action is "Accept Terms & Conditions". Reopened to review, it has a close control and no
 * accept button. The terms are plain text (decision 021).
 */
export function TermsModal({ opened, readOnly, text, onAccept, onClose }: TTermsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={readOnly ? onClose : () => undefined}
      title={t('Terms & Conditions')}
      size="lg"
      centered
      lockScroll
      withCloseButton={readOnly}
      closeOnEscape={readOnly}
      closeOnClickOutside={readOnly}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <ScrollArea.Autosize mah="60dvh" type="auto" offsetScrollbars>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </ScrollArea.Autosize>
      {!readOnly && (
        <Group justify="flex-end" mt="md">
          <Button onClick={onAccept}>{t('Accept Terms & Conditions')}</Button>
        </Group>
      )}
    </Modal>
  );
}
