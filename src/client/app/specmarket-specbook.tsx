import { ActionIcon, Anchor, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconBook2, IconSwitchHorizontal } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TSpecmarketProduct } from '#shared/schemas/specmarket';
import { useSpecbook } from '#client/features/manage/api/specbook';
import { useAssignSpecsToMiscellaneous } from '#client/features/manage/api/specs';
import type { TSpecbookSelection } from '#client/features/specbooks/components/select-specbook-modal';
import { useCurrentSession } from '#client/lib/current-session';
import { openNamedModal } from '#client/lib/modals';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';

/**
 * The marketplace's current specbook (spec §2 "Current specbook"), composed here because it joins
 * the specmarket, manage and specbooks features: query 'specbook' (used only when it has a value),
 * chosen in the global 'select-specbook' modal, which writes its id into the query.
 */
export function useSpecmarketSpecbook() {
  const { user } = useCurrentSession();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('specbook') || NaN);
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const specbook = useSpecbook(user.id, id ?? 0);
  const choose = useCallback(
    (then?: (specbookId: number) => void) => {
      const onSelect = ({ specbook: chosen }: TSpecbookSelection) => {
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set('specbook', String(chosen.id));
          return next;
        });
        then?.(chosen.id);
      };
      openNamedModal('select-specbook', { onSelect }, { isPro: user.hasProRole });
    },
    [setParams, user.hasProRole],
  );
  return { id, name: id ? (specbook.data?.name ?? null) : null, choose };
}

/** The bar's current specbook: its name, 'View specbook' and 'Change specbook', or 'Select specbook' without one. */
export function CurrentSpecbook() {
  const { id, name, choose } = useSpecmarketSpecbook();
  return (
    <Group gap={8} wrap="nowrap" aria-label={t('Current specbook')} role="group">
      <IconBook2 size={18} aria-hidden style={{ flexShrink: 0 }} />
      {id ? (
        <>
          <Text size="sm" fw={600} lineClamp={1} maw={{ base: 96, sm: 220 }} title={name ?? undefined}>
            {name ?? t('Specbook #{id}', { id })}
          </Text>
          <Anchor component={Link} to={`/v4/specbooks/manage/${id}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('View specbook')}
          </Anchor>
          <Tooltip label={t('Change specbook')}>
            <ActionIcon variant="subtle" size="sm" aria-label={t('Change specbook')} onClick={() => choose()}>
              <IconSwitchHorizontal size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      ) : (
        <Button size="compact-sm" variant="light" onClick={() => choose()}>
          {t('Select specbook')}
        </Button>
      )}
    </Group>
  );
}

/**
 * Bulk add (spec §2): the checked products go into the current specbook — chosen first in the
 * Select Specbook modal when there is none — and 'Specs added to specbook.' shows.
 */
export function useSpecmarketBulkAdd() {
  const { user } = useCurrentSession();
  const current = useSpecmarketSpecbook();
  const assign = useAssignSpecsToMiscellaneous(user.id);
  const addTo = (specbookId: number, products: TSpecmarketProduct[], done: () => void) =>
    assign.mutate(
      { specbookId, specIds: products.map((p) => p.specID) },
      {
        onSuccess: () => {
          toastSuccess(M.specsAdded);
          done();
        },
        onError: (err) => toastFailure(err, M.addSpecsFailed),
      },
    );
  const add = (products: TSpecmarketProduct[], done: () => void) => {
    if (current.id) addTo(current.id, products, done);
    else current.choose((specbookId) => addTo(specbookId, products, done));
  };
  return { add, adding: assign.isPending, specbookName: current.name };
}
