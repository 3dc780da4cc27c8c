import { Select, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { changeSpecFinish, useSpecFinishes } from '../api/spec-options';
import { useSpecCache } from '../api/specs';
import { useManage } from './manage-context';

/**
 * The spec's finish on its More Options page: the finishes of its group (the variants of its
 * model); choosing one moves the spec, in every room of this specbook, to that variant.
 */
export function SpecFinishSelect({ spec }: { spec: TSpecSpecbook }) {
  const { userId, specbookId } = useManage();
  const finishes = useSpecFinishes(userId, spec.specID);
  const cache = useSpecCache(userId, specbookId);
  const [busy, setBusy] = useState(false);

  if (finishes.isPending) return <Skeleton h={56} radius="sm" aria-label={t('Loading finishes')} />;
  const options = (finishes.data ?? []).map((f) => ({ value: String(f.id), label: `${f.name} · ${f.modelNumber}` }));
  if (options.length < 2) {
    return (
      <Text size="sm" c="dimmed">
        {spec.finishName ? t('Only available in {finish}.', { finish: spec.finishName }) : t('This spec comes in no other finish.')}
      </Text>
    );
  }

  const choose = async (value: string | null) => {
    if (value === null || Number(value) === spec.specID) return;
    setBusy(true);
    try {
      const updated = await changeSpecFinish(userId, specbookId, spec.joinID, Number(value));
      cache.write(spec.joinID, () => updated);
      void cache.refreshAll();
      toastSuccess(M.finishChanged);
    } catch (err) {
      toastFailure(err, M.couldNotUpdateSpec);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Select
      aria-label={t('Finish')}
      description={t('Changes the spec in every room of this specbook.')}
      data={options}
      value={String(spec.specID)}
      onChange={(v) => void choose(v)}
      disabled={busy}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
