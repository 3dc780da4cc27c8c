import { Radio, Skeleton, Stack, Text } from '@mantine/core';
import { AIPQ_ENGINE_LABELS, type TAipqEngine } from '#shared/lib/aipq';
import { t } from '#client/lib/i18n';
import type { TEngineQuota } from '../api/extractions';

/** 'N of M extractions left this month', or why the engine cannot be used. */
export function quotaText({ quota, unavailable }: TEngineQuota): string {
  if (unavailable) return t(unavailable);
  if (!quota) return '';
  return t('{remaining} of {limit} extractions left this month', { remaining: quota.remaining, limit: quota.limit });
}

/** True when extractions can be started with this engine: configured and with quota left. */
function usable(q: TEngineQuota): boolean {
  return q.unavailable === null && (q.quota?.remaining ?? 0) > 0;
}

/** The engine chosen first: the preferred one (the account setting) when usable, else the first usable one. */
export function firstUsableEngine(preferred: TAipqEngine | undefined, quotas: TEngineQuota[] | undefined): TAipqEngine | null {
  if (!preferred || !quotas) return null;
  if (quotas.some((q) => q.engine === preferred && usable(q))) return preferred;
  return quotas.find(usable)?.engine ?? null;
}

/** Props of {@link EnginePicker}. */
export type TEnginePickerProps = { quotas: TEngineQuota[] | undefined; value: TAipqEngine | null; onChange: (engine: TAipqEngine) => void };

/**
 * The engine choice (spec §2 step 2): each engine with its remaining quota; an engine the server
 * has not configured (422) or whose quota is used up is shown disabled.
 */
export function EnginePicker({ quotas, value, onChange }: TEnginePickerProps) {
  if (!quotas) return <Skeleton h={96} />;
  return (
    <Radio.Group label={t('Engine')} value={value} onChange={(v) => onChange(v as TAipqEngine)}>
      <Stack gap="xs" mt={6}>
        {quotas.map((q) => (
          <Radio
            key={q.engine}
            value={q.engine}
            label={t(AIPQ_ENGINE_LABELS[q.engine])}
            description={<Text span size="xs" c={usable(q) ? 'dimmed' : 'red'} data-testid={`aipq-quota-${q.engine}`}>{quotaText(q)}</Text>}
            disabled={!usable(q)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
