import { Alert, Button, Center, Group, Loader, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ACCESS_ADMIN_MESSAGES as M } from '#shared/lib/access-admin-messages';
import { AIPQ_ENGINE_LABELS, type TAipqEngine } from '#shared/lib/aipq';
import { AIPQ_QUOTA_LIMIT_MAX, type TAccountAipqQuotas } from '#shared/schemas/access-admin';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useAccountAipqQuotas, useSetAccountAipqQuota } from '../api/account-aipq-quotas';
import { t, useLocale } from '#client/lib/i18n';
import { formatNumber } from '#shared/lib/money';
import { numberInputProps } from '#client/lib/number-input';

/** Props of {@link AipqQuotaEditor}. */
export type TAipqQuotaEditorProps = { adminId: number; accountId: number; accountName: string; onClose: () => void };

type Limits = Record<string, number | ''>;

const limitsOf = (data: TAccountAipqQuotas): Limits => Object.fromEntries(data.quotas.map((q) => [q.engine, q.monthlyLimit ?? '']));

/** One number per engine (empty = the default), saved engine by engine for those that changed. */
function QuotaForm({ adminId, accountId, data, onClose }: { adminId: number; accountId: number; data: TAccountAipqQuotas; onClose: () => void }) {
  const [limits, setLimits] = useState<Limits>(() => limitsOf(data));
  const initial = limitsOf(data);
  const setLimit = useSetAccountAipqQuota(adminId, accountId);
  const locale = useLocale();
  const save = async () => {
    try {
      for (const q of data.quotas) {
        const value = limits[q.engine] ?? '';
        if (value !== initial[q.engine]) await setLimit.mutateAsync({ engine: q.engine as TAipqEngine, monthlyLimit: value === '' ? null : value });
      }
      toastSuccess(M.quotaSaved);
      onClose();
    } catch (err) {
      toastFailure(err, M.quotaSaveFailed);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('Extractions per calendar month. Leave a field empty for the default; extractions already used this month stay used.')}
      </Text>
      {data.quotas.map((q) => (
        <NumberInput
          key={q.engine}
          label={t(AIPQ_ENGINE_LABELS[q.engine])}
          description={t('Default: {count} a month', { count: formatNumber(q.defaultLimit, locale) })}
          placeholder={t('Default ({count})', { count: formatNumber(q.defaultLimit, locale) })}
          min={0}
          max={AIPQ_QUOTA_LIMIT_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...numberInputProps(locale)}
          value={limits[q.engine] ?? ''}
          onChange={(value) => setLimits((current) => ({ ...current, [q.engine]: typeof value === 'number' ? value : '' }))}
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button onClick={() => void save()} loading={setLimit.isPending}>
          {t('Save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** 'AI PDF-quote limits of {company}': a platform admin sets the account's monthly extractions per engine (its plan). */
export function AipqQuotaEditor({ adminId, accountId, accountName, onClose }: TAipqQuotaEditorProps) {
  const quotas = useAccountAipqQuotas(adminId, accountId);
  return (
    <Modal opened onClose={onClose} title={t('AI PDF-quote limits of {company}', { company: accountName })} closeButtonProps={{ 'aria-label': t('Close dialog') }}>
      {quotas.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : quotas.isError ? (
        <Alert color="red">{t(M.quotaLoadFailed)}</Alert>
      ) : (
        <QuotaForm adminId={adminId} accountId={accountId} data={quotas.data} onClose={onClose} />
      )}
    </Modal>
  );
}
