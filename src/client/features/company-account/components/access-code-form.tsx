import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ADVANCED_ACCESS_MESSAGES as M } from '#shared/lib/advanced-access-messages';
import { ZAccessCodeSet } from '#shared/schemas/advanced-access';
import { toastSuccess } from '#client/lib/toasts';
import { useSetAccessCode } from '../api/company-account';
import { t } from '#client/lib/i18n';

/**
 * The account's access code for advanced pricing (docs/decisions/027): set a new one (4–32
 * characters; only its hash is kept, so it is never shown) or remove it.
 */
export function AccessCodeForm({ userId, hasAccessCode, onChanged }: { userId: number; hasAccessCode: boolean; onChanged?: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetAccessCode(userId, onChanged);
  const run = async (value: string | null) => {
    try {
      await save.mutateAsync(value);
      setCode('');
      toastSuccess(value === null ? M.codeCleared : M.codeSaved);
    } catch {
      // The API client has shown the server's message.
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAccessCodeSet.safeParse({ code });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? M.newCodeLength));
    if (parsed.success) void run(parsed.data.code);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('Advanced pricing access code')}>
      <Stack gap={6} pt="sm">
        <Text size="sm" fw={500}>
          {t('Advanced pricing access code')}
        </Text>
        <Text size="xs" c="dimmed">
          {hasAccessCode
            ? t('A code is set. With “Bypass advanced access” off, users enter it to edit cost, multiplier and margin for 1 day.')
            : t('No code is set. With “Bypass advanced access” off, nobody without the bypass flag can edit cost, multiplier and margin.')}
        </Text>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <PasswordInput
            aria-label={hasAccessCode ? t('New access code') : t('Access code')}
            placeholder={hasAccessCode ? t('New access code') : t('Access code')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={error && t(error)}
            autoComplete="new-password"
            maxLength={32}
            w={220}
          />
          <Button type="submit" loading={save.isPending && save.variables !== null}>
            {hasAccessCode ? t('Change code') : t('Set code')}
          </Button>
          {hasAccessCode && (
            <Button variant="subtle" color="red" onClick={() => void run(null)} loading={save.isPending && save.variables === null}>
              {t('Remove code')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
