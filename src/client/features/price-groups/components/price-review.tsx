import { Alert, Button, Checkbox, Group, Loader, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ADVANCED_ACCESS_MESSAGES as AM } from '#shared/lib/advanced-access-messages';
import { formatUsd, sumMoney } from '#shared/lib/money';
import { PRICE_GROUP_MESSAGES as M } from '#shared/lib/price-group-messages';
import type { TPriceChange } from '#shared/schemas/price-update';
import { openNamedModal } from '#client/lib/modals';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { usePriceGroups } from '../api/price-groups';
import { useBulkUpdatePrices, usePriceReview, useSetSpecbookPriceGroup } from '../api/specbook-pricing';

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

function multiplierText(value: string | null): string {
  return value === null ? '—' : `× ${Number(value)}`;
}

/** One reviewed spec: before → after of the sale price, multiplier and line total. */
function ChangeRow({ change, checked, onToggle }: { change: TPriceChange; checked: boolean; onToggle: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox aria-label={`Update ${change.name}`} checked={checked} onChange={onToggle} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {change.name}
        </Text>
        <Text size="xs" c="dimmed">
          {change.manufacturerName} · {change.modelNumber} · qty {change.qty}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={NOWRAP}>{formatUsd(change.before.listPrice)}{change.after.listPrice !== change.before.listPrice && ` → ${formatUsd(change.after.listPrice)}`}</Table.Td>
      <Table.Td ta="right" style={NOWRAP}>
        {multiplierText(change.before.multiplier)} → {multiplierText(change.after.multiplier)}
      </Table.Td>
      <Table.Td ta="right" style={NOWRAP} aria-label={`Sale price of ${change.name}`}>
        {formatUsd(change.before.salePrice)} → <b>{formatUsd(change.after.salePrice)}</b>
      </Table.Td>
      <Table.Td ta="right" style={NOWRAP}>
        {formatUsd(change.before.total)} → <b>{formatUsd(change.after.total)}</b>
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
  const setGroup = useSetSpecbookPriceGroup(userId, specbookId);

  const changes = useMemo(() => review.data?.changes ?? [], [review.data]);
  const chosen = changes.filter((c) => !excluded.has(c.joinID));
  const locked = advancedPricingLocked && chosen.length > 0;
  const shown = changes.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const options = [{ value: NONE, label: 'None' }, ...(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))];

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
      <Select label="Price group" data={options} value={choice} onChange={pick} allowDeselect={false} maw={360} />
      <Text size="sm" c="dimmed">
        {changed
          ? 'The specs below take the prices of the new group (its multiplier or profit for each manufacturer).'
          : 'The specs below take their vendors’ current list prices and the prices of this group.'}
      </Text>
      {review.isPending && <Loader size="sm" aria-label="Loading updatable specs" />}
      {review.isError && <Alert color="red">{M.refreshFailed}</Alert>}
      {review.isSuccess && changes.length === 0 && <Alert color="teal">{M.nothingToUpdate}</Alert>}
      {locked && (
        <Alert color="yellow" icon={<IconLock size={16} />} title={AM.forbidden}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">Prices can be reviewed; applying them needs advanced access.</Text>
            <Button size="xs" variant="light" leftSection={<IconLock size={14} />} onClick={() => openNamedModal('advanced-access')}>
              {UNLOCK_PRICES_LABEL}
            </Button>
          </Group>
        </Alert>
      )}
      {changes.length > 0 && (
        <>
          <Group gap="lg" aria-label="Price change summary">
            <Text size="sm">
              <b>{chosen.length}</b> of {changes.length} specs will change
            </Text>
            <Text size="sm">
              Total {formatUsd(sumMoney(chosen.map((c) => c.before.total)))} → <b>{formatUsd(sumMoney(chosen.map((c) => c.after.total)))}</b>
            </Text>
          </Group>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" aria-label="Updatable specs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36} />
                  <Table.Th>Spec</Table.Th>
                  <Table.Th ta="right">List</Table.Th>
                  <Table.Th ta="right">Multiplier</Table.Th>
                  <Table.Th ta="right">Sale</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
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
          Cancel
        </Button>
        {changed && changes.length > 0 && (
          <Button variant="light" onClick={() => void groupOnly()} loading={setGroup.isPending && !bulk.isPending}>
            Change group only
          </Button>
        )}
        <Button onClick={() => void apply()} loading={bulk.isPending} disabled={locked || !review.isSuccess || (!changed && chosen.length === 0)}>
          {chosen.length > 0 ? `Update ${chosen.length} ${chosen.length === 1 ? 'price' : 'prices'}` : 'Change group'}
        </Button>
      </Group>
    </Stack>
  );
}
