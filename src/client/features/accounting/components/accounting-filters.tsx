import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { INVOICE_STATUSES } from '#shared/lib/invoice-status';
import { CONSTANTS } from '#shared/lib/messages';
import { t } from '#client/lib/i18n';
import type { useAccountingFilters } from '../lib/accounting-filters';
import { ACCOUNTING_UI as UI } from '../lib/accounting-ui';

const STATUS_OPTIONS = INVOICE_STATUSES.map((s) => ({ value: s.value, label: s.label }));

/** The search box: typed text reaches the URL (and the query) 300 ms after the last key. */
function NumberSearch({ value, onSearch }: { value: string; onSearch: (search: string | null) => void }) {
  const [text, setText] = useState(value);
  const search = useDebouncedCallback((typed: string) => onSearch(typed.trim() || null), CONSTANTS.selectSearchDebounceMs);
  // The URL changed on its own (Clear filters, back button): show its search.
  const [urlValue, setUrlValue] = useState(value);
  if (urlValue !== value) {
    setUrlValue(value);
    if (text.trim() !== value) setText(value);
  }
  return (
    <TextInput
      label={t(UI.searchLabel)}
      placeholder={UI.searchPlaceholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        search(e.currentTarget.value);
      }}
      w={{ base: '100%', xs: 180 }}
    />
  );
}

/** Status, number search and created-date range of the Accounting page. */
export function AccountingFilters({ state }: { state: ReturnType<typeof useAccountingFilters> }) {
  const { filters, setFilter, clear, filtered } = state;
  // One list per mount (a change of locale remounts the app): a new list at each render would reset the Select.
  const statusOptions = useMemo(() => STATUS_OPTIONS.map((option) => ({ ...option, label: t(option.label) })), []);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
      <Select
        label={t(UI.statusLabel)}
        placeholder={t(UI.allStatuses)}
        data={statusOptions}
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        clearable
        w={{ base: '100%', xs: 180 }}
      />
      <NumberSearch value={filters.search} onSearch={(search) => setFilter('search', search)} />
      <TextInput
        type="date"
        label={t(UI.fromLabel)}
        value={filters.startDate}
        max={filters.endDate || undefined}
        onChange={(e) => setFilter('startDate', e.currentTarget.value || null)}
        w={{ base: 'calc(50% - 6px)', xs: 160 }}
      />
      <TextInput
        type="date"
        label={t(UI.toLabel)}
        value={filters.endDate}
        min={filters.startDate || undefined}
        onChange={(e) => setFilter('endDate', e.currentTarget.value || null)}
        w={{ base: 'calc(50% - 6px)', xs: 160 }}
      />
      {filtered && (
        <Button variant="subtle" leftSection={<IconX size={16} />} onClick={clear}>
          {t(UI.clear)}
        </Button>
      )}
    </Group>
  );
}
