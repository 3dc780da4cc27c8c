import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { t } from '#client/lib/i18n';

/** What the question adds: a bulk approval never moves a spec backwards. */
export const APPROVAL_KEEPS_LATER = 'Specs already approved, ordered or further along keep their status.';

/**
 * Asks before a bulk approval (Approve All, a room's Approve): only specs before approval
 * (open, submitted, rejected) change; `onConfirm` runs on 'Approve'.
 */
export function confirmBulkApproval({ title, question, confirmLabel, onConfirm }: { title: string; question: string; confirmLabel: string; onConfirm: () => void }): void {
  modals.openConfirmModal({
    title,
    children: (
      <>
        <Text size="sm">{question}</Text>
        <Text size="sm" c="dimmed" mt="xs">
          {t(APPROVAL_KEEPS_LATER)}
        </Text>
      </>
    ),
    labels: { confirm: confirmLabel, cancel: t('Cancel') },
    onConfirm,
  });
}
