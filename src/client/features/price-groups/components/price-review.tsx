import { Alert, Button, Checkbox, Group, Loader, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ADVANCED_ACCESS_MESSAGES as AM } from '#shared/lib/advanced-access-messages';
import type { TLocale } from '#shared/lib/locale';
import { formatMoney, sumMoney } from '#shared/lib/money';
import { PRICE_GROUP_MESSAGES as M } from '#shared/lib/price-group-messages';
import type { TPriceChange } from '#shared/schemas/price-update';
import { t, tPlural, useLocale } from '#client/lib/i18n';
import { openNamedModal } from '#client/lib/modals';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { usePriceGroups } from '../api/price-groups';
import { useBulkUpdatePrices, usePriceReview, useSetSpecbookPriceGroup } from '../api/specbook-pricing';
import { multiplierNumber } from '../lib/numbers';

const PAGE_SIZE = 24;
const NONE = 'none';
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Props of {@link PriceReview}. */
export type TPriceReviewProps = {
  userId: number;
  specbookId: number;
  current: { id: number; name: string } | null;
  /** Without advanced access the prices cannot be applied (decision 027): a lock offers the code. */
  advancedPricingLocked?: boolean;
  onChanged: () => void;
  onDone: () => void;
};

/** Label of the button that opens the 'Advanced Access' modal from the review. */
export const UNLOCK_PRICES_LABEL = 'Unlock advanced pricing';

function multiplierText(value: string | null, locale: TLocale): string {
  return value === null ? '—' : `× ${multiplierNumber(value, locale)}`;
}

/** A translated sentence with one value in bold: `bold` names the placeholder left for it. */
function WithBold({ text, bold, value }: { text: string; bold: string; value: string | number }) {
  const [before, after] = text.split(`{${bold}}`);
  return (
    <>
      {before}
      <b>{value}</b>
      {after}
    </>
  );
}

/** One reviewed spec: before → after of the sale price, multiplier and line total. */
function ChangeRow({ change, checked, onToggle }: { change: TPriceChange; checked: boolean; onToggle: () => void }) {
  const locale = useLocale();
  const money = (value: string | null) => formatMoney(value, locale);
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox aria-label={t('Update {name}', { name: change.name })} checked={checked} onChange={onToggle} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {change.name}
        </Text>
        <Text size="xs" c="dimmed">
          {change.manufacturerName} · {change.modelNumber} · {t('qty {qty}', { qty: change.qty })}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={NOWRAP}>{money(change.before.listPrice)}{change.after.listPrice !== change.before.listPrice && ` → ${money(change.after.listPrice)}`}</Table.Td>
      <Table.Td ta="right" style={NOWRAP}>
        {multiplierText(change.before.multiplier, locale)} → {multiplierText(change.after.multiplier, locale)}
      </Table.Td>
      <Table.Td ta="right" style={NOWRAP} aria-label={t('Sale price of {name}', { name: change.name })}>
        {money(change.before.salePrice)} → <b>{money(change.after.salePrice)}</b>
      </Table.Td>
      <Table.Td ta="right" style={NOWRAP}>
        {money(change.before.total)} → <b>{money(change.after.total)}</b>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The price review: choose the specbook's price group; the specs whose price changes are listed
 * with their prices before and after (when the group stays, the vendors' current list prices are
 * part of it). 'Apply' updates the chosen specs (and sets the group) in one call; with a new group
 * 'Change group only' keeps today's prices.
 */
export function PriceReview({ userId, specbookId, current, advancedPricingLocked = false, onChanged, onDone }: TPriceReviewProps) {
  const groups = usePriceGroups(userId);
  const [choice, setChoice] = useState<string>(current ? String(current.id) : NONE);
  const groupId = choice === NONE ? null : Number(choice);
  const changed = groupId !== (current?.id ?? null);
  const review = usePriceReview(userId, specbookId, groupId, changed);
  const [excluded, setExcluded] = useState<Set<number>>(new Set());
  const [page, setPage] = useState(1);
  const bulk = useBulkUpdatePrices(userId, specbookId);
  const locale = useLocale();
  const setGroup = useSetSpecbookPriceGroup(userId, specbookId);

  const changes = useMemo(() => review.data?.changes ?? [], [review.data]);
  const chosen = changes.filter((c) => !excluded.has(c.joinID));
  const locked = advancedPricingLocked && chosen.length > 0;
  const shown = changes.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const options = [{ value: NONE, label: t('None') }, ...(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))];

  const pick = (value: string | null) => {
    setChoice(value ?? NONE);
    setExcluded(new Set());
    setPage(1);
  };
  const toggle = (joinId: number) =>
    setExcluded((prev) => {
      const next = new Set(prev);
      if (next.has(joinId)) next.delete(joinId);
      else next.add(joinId);
      return next;
    });
  const finish = () => {
    toastSuccess(M.pricesSaved);
    onChanged();
    onDone();
  };
  const apply = async () => {
    try {
      if (chosen.length > 0) {
        const specs = chosen.map((c) => ({ joinId: c.joinID, ...c.after }));
        await bulk.mutateAsync({ priceGroup: groupId === null ? null : { id: groupId }, priceGroupChanged: changed, specs });
      } else await setGroup.mutateAsync(groupId);
      finish();
    } catch (error) {
      toastFailure(error, M.refreshFailed);
    }
  };
  const groupOnly = async () => {
    try {
      await setGroup.mutateAsync(groupId);
      finish();
    } catch (error) {
      toastFailure(error, M.refreshFailed);
    }
  };

  return (
    <Stack gap="md">
      <Select label={t('Price group')} data={options} value={choice} onChange={pick} allowDeselect={false} maw={360} />
      <Text size="sm" c="dimmed">
        {changed
          ? t('The specs below take the prices of the new group (its multiplier or profit for each manufacturer).')
          : t('The specs below take their vendors’ current list prices and the prices of this group.')}
      </Text>
      {review.isPending && <Loader size="sm" aria-label={t('Loading updatable specs')} />}
      {review.isError && <Alert color="red">{t(M.refreshFailed)}</Alert>}
      {review.isSuccess && changes.length === 0 && <Alert color="teal">{t(M.nothingToUpdate)}</Alert>}
      {locked && (
        <Alert color="yellow" icon={<IconLock size={16} />} title={t(AM.forbidden)}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('Prices can be reviewed; applying them needs advanced access.')}</Text>
            <Button size="xs" variant="light" leftSection={<IconLock size={14} />} onClick={() => openNamedModal('advanced-access')}>
              {t(UNLOCK_PRICES_LABEL)}
            </Button>
          </Group>
        </Alert>
      )}
      {changes.length > 0 && (
        <>
          <Group gap="lg" aria-label={t('Price change summary')}>
            <Text size="sm">
              <WithBold text={t('{chosen} of {count} specs will change', { count: changes.length })} bold="chosen" value={chosen.length} />
            </Text>
            <Text size="sm">
              <WithBold
                text={t('Total {before} → {after}', { before: formatMoney(sumMoney(chosen.map((c) => c.before.total)), locale) })}
                bold="after"
                value={formatMoney(sumMoney(chosen.map((c) => c.after.total)), locale)}
              />
            </Text>
          </Group>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" aria-label={t('Updatable specs')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36} />
                  <Table.Th>{t('Spec')}</Table.Th>
                  <Table.Th ta="right">{t('List')}</Table.Th>
                  <Table.Th ta="right">{t('Multiplier')}</Table.Th>
                  <Table.Th ta="right">{t('Sale')}</Table.Th>
                  <Table.Th ta="right">{t('Total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((c) => (
                  <ChangeRow key={c.joinID} change={c} checked={!excluded.has(c.joinID)} onToggle={() => toggle(c.joinID)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {changes.length > PAGE_SIZE && <Pagination total={Math.ceil(changes.length / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />}
        </>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('Cancel')}
        </Button>
        {changed && changes.length > 0 && (
          <Button variant="light" onClick={() => void groupOnly()} loading={setGroup.isPending && !bulk.isPending}>
            {t('Change group only')}
          </Button>
        )}
        <Button onClick={() => void apply()} loading={bulk.isPending} disabled={locked || !review.isSuccess || (!changed && chosen.length === 0)}>
          {chosen.length > 0 ? tPlural(chosen.length, 'Update {count} price', 'Update {count} prices') : t('Change group')}
        </Button>
      </Group>
    </Stack>
  );
}
