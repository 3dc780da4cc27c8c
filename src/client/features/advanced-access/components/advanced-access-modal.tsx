import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState, type FormEvent } from 'react';
import { ADVANCED_ACCESS_MESSAGES as M } from '#shared/lib/advanced-access-messages';
import { toastError, toastFailure, toastSuccess } from '#client/lib/toasts';
import { rememberAccessCode, useCheckAccessCode } from '../api/access-code';
import { t } from '#client/lib/i18n';

/** What the app hands the modal: the user to check the code for and what to refresh after. */
export type TAdvancedAccessModalProps = ContextModalProps<Record<string, never>> & { userId: number; onUnlocked: () => void };

/**
 * The 'Advanced Access' modal: the account's access code unlocks advanced pricing (cost,
 * multiplier, margin) for 1 day. A wrong code toasts 'Could not validate access code'.
 */
export function AdvancedAccessModal({ context, id, userId, onUnlocked }: TAdvancedAccessModalProps) {
  const [code, setCode] = useState('');
  const check = useCheckAccessCode(userId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || check.isPending) return;
    try {
      const result = await check.mutateAsync(code);
      if (!result.accessCodeValid) {
        toastError(M.validateFailed);
        return;
      }
      rememberAccessCode(result);
      toastSuccess(M.unlocked);
      onUnlocked();
      context.closeModal(id);
    } catch (err) {
      toastFailure(err, M.validateFailed);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('Cost, multiplier and profit margin need your company’s access code. Ask your account manager for it.')}</Text>
        <PasswordInput
          label={t('Access code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoComplete="off"
          data-autofocus
          maxLength={100}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => context.closeModal(id)}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={check.isPending} disabled={code.trim() === ''}>
            {t('Unlock')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
