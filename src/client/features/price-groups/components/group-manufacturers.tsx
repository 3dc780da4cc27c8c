import { ActionIcon, Badge, Button, Group, NumberInput, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowBackUp, IconCheck, IconPencil, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { CONSTANTS } from '#shared/lib/messages';
import { PRICE_GROUP_MESSAGES as M, type TPriceBase } from '#shared/lib/price-group-messages';
import type { TPriceGroup, TPriceGroupManufacturer } from '#shared/schemas/price-group';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { t, useLocale } from '#client/lib/i18n';
import { useGroupManufacturers, useSaveGroupManufacturer } from '../api/price-groups';
import { decimalFormat, multiplierNumber, percentNumber } from '../lib/numbers';

const BASES = [
  { value: 'list', label: 'List × multiplier' },
  { value: 'cost', label: 'Cost + profit' },
];

type TDraft = { base: TPriceBase; multiplier: number | string; profit: number | string };

/** One manufacturer's row: its rule, or the editor while it is being changed. */
function EntryRow({ userId, group, entry }: { userId: number; group: TPriceGroup; entry: TPriceGroupManufacturer }) {
  const readOnly = group.types === 'erp';
  const [draft, setDraft] = useState<TDraft | null>(null);
  const save = useSaveGroupManufacturer(userId, group.id);
  const name = entry.manufacturer.name;
  const locale = useLocale();
  const bases = BASES.map((b) => ({ ...b, label: t(b.label) }));
  const send = async (body: TDraft | null) => {
    try {
      const value = body && { base: body.base, multiplier: String(body.multiplier), profit: body.profit === '' ? null : String(body.profit) };
      await save.mutateAsync({ manufacturerId: entry.manufacturer.id, entry: value });
      toastSuccess(M.updated);
      setDraft(null);
    } catch (error) {
      toastFailure(error, M.loadFailed);
    }
  };
  if (draft) {
    return (
      <Table.Tr>
        <Table.Td>{name}</Table.Td>
        <Table.Td>
          <Select size="xs" aria-label={t('Base for {name}', { name })} data={bases} value={draft.base} onChange={(v) => setDraft({ ...draft, base: (v ?? 'list') as TPriceBase })} allowDeselect={false} />
        </Table.Td>
        <Table.Td>
          <NumberInput size="xs" aria-label={t('Multiplier for {name}', { name })} decimalScale={4} {...decimalFormat(locale)} min={0} allowNegative={false} value={draft.multiplier} onChange={(multiplier) => setDraft({ ...draft, multiplier })} />
        </Table.Td>
        <Table.Td>
          <NumberInput size="xs" aria-label={t('Profit for {name}', { name })} suffix="%" decimalScale={2} {...decimalFormat(locale)} value={draft.profit} onChange={(profit) => setDraft({ ...draft, profit })} />
        </Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <ActionIcon aria-label={t('Save {name}', { name })} loading={save.isPending} onClick={() => void send(draft)}>
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon variant="default" aria-label={t('Cancel')} onClick={() => setDraft(null)}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{name}</Text>
          {entry.custom && (
            <Badge size="xs" variant="light">
              {readOnly ? t('From ERP') : t('Custom')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{bases.find((b) => b.value === entry.base)?.label}</Table.Td>
      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>× {multiplierNumber(entry.multiplier, locale)}</Table.Td>
      <Table.Td>{entry.profit === null ? '—' : percentNumber(entry.profit, locale)}</Table.Td>
      <Table.Td>
        {!readOnly && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('Edit {name}', { name })}
              onClick={() => setDraft({ base: entry.base, multiplier: Number(entry.multiplier), profit: entry.profit === null ? '' : Number(entry.profit) })}
            >
              <IconPencil size={16} />
            </ActionIcon>
            {entry.custom && (
              <Tooltip label={t("Use the group's multiplier and profit")}>
                <ActionIcon variant="subtle" color="gray" aria-label={t('Reset {name}', { name })} onClick={() => void send(null)}>
                  <IconArrowBackUp size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A price group's manufacturers: each one's base (list × multiplier, or cost + profit),
 * multiplier and profit — the group's own until the manufacturer gets a custom entry. An ERP
 * group's are read from the ERP: shown without edit actions.
 */
export function GroupManufacturers({ userId, group }: { userId: number; group: TPriceGroup }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), CONSTANTS.selectSearchDebounceMs);
  const entries = useGroupManufacturers(userId, group.id, debounced);
  const rows = entries.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('Search manufacturers')}
        placeholder={t('Search manufacturers')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label={t('Manufacturers of {name}', { name: group.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Manufacturer')}</Table.Th>
              <Table.Th>{t('Base')}</Table.Th>
              <Table.Th>{t('Multiplier')}</Table.Th>
              <Table.Th>{t('Profit')}</Table.Th>
              <Table.Th w={80} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((entry) => (
              <EntryRow key={entry.manufacturer.id} userId={userId} group={group} entry={entry} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {entries.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('No manufacturers match “{search}”.', { search: debounced })}
        </Text>
      )}
      {entries.hasNextPage && (
        <Button variant="subtle" onClick={() => void entries.fetchNextPage()} loading={entries.isFetchingNextPage}>
          {t('Load more')}
        </Button>
      )}
    </Stack>
  );
}
