import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CONSTANTS } from '#shared/lib/messages';
import { t } from '#client/lib/i18n';
import { useProductSearch } from '../api/search-products';

/** A chosen catalogue product. */
export type TPickedProduct = { id: number; label: string };

/** Props of {@link ProductPicker}. */
export type TProductPickerProps = { userId: number; value: TPickedProduct | null; error?: string; onChange: (product: TPickedProduct | null) => void };

/** Chooses a catalogue product by searching the catalogue (GET {u}/specs?searchTerm=, select-field debounce 300 ms). */
export function ProductPicker({ userId, value, error, onChange }: TProductPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, CONSTANTS.selectSearchDebounceMs);
  const products = useProductSearch(userId, debounced);
  const found = (products.data ?? []).map((s) => ({ value: String(s.id), label: `${s.name} · ${s.manufacturerName} ${s.modelNumber}` }));
  const data = value && !found.some((o) => o.value === String(value.id)) ? [{ value: String(value.id), label: value.label }, ...found] : found;
  return (
    <Select
      label={t('Product')}
      required
      searchable
      placeholder={t('Search the catalogue by name or model number')}
      data={data}
      value={value ? String(value.id) : null}
      error={error}
      searchValue={search}
      onSearchChange={setSearch}
      // The catalogue search already matched the options: show them all.
      filter={({ options }) => options}
      nothingFoundMessage={products.isFetching ? t('Searching…') : t('No products found')}
      onChange={(id, option) => onChange(id ? { id: Number(id), label: option.label } : null)}
    />
  );
}
