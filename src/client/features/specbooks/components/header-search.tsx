import { useEffect, useState } from 'react';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { CONSTANTS, MESSAGES } from '#shared/lib/messages';
import type { TSpecbookSearchHit } from '#shared/schemas/user';
import { manageSpecbookPath } from '#client/lib/specbook-route';
import { isSearchableTerm, useSearchSpecbooks } from '../api/search-specbooks';
import { t } from '#client/lib/i18n';

/** How one hit reads: '{profileName} — {name} #{id}'. */
export function formatSearchHit(hit: TSpecbookSearchHit): string {
  const profile = hit.profileName ?? hit.profile?.name ?? null;
  return profile ? `${profile} — ${hit.name} #${hit.id}` : `${hit.name} #${hit.id}`;
}

/** Props of the header search. */
export type THeaderSearchProps = {
  userId: number;
  /** 'dark' styles the field for a dark header (job pipelines). */
  tone?: 'light' | 'dark';
  /** Called after a hit was chosen (e.g. to close a mobile search row). */
  onNavigate?: () => void;
  autoFocus?: boolean;
};

/**
 * The header's specbook search (spec §2 "Header search"): searches once more than 2 characters
 * are typed and typing has paused for 500 ms; arrow keys move through the hits, Enter opens one.
 */
export function HeaderSearch({ userId, tone = 'light', onNavigate, autoFocus }: THeaderSearchProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), CONSTANTS.headerSearchDebounceMs);
  const search = useSearchSpecbooks(userId, debounced);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const typedEnough = isSearchableTerm(value);
  const ready = typedEnough && isSearchableTerm(debounced);
  const waiting = typedEnough && (debounced !== value.trim() || search.isFetching);
  const hits = ready ? (search.data ?? []) : [];
  const settled = ready && !search.isPlaceholderData && search.isSuccess && debounced === value.trim();

  useEffect(() => {
    if (typedEnough) combobox.openDropdown();
    else combobox.closeDropdown();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the store object is stable enough
  }, [typedEnough]);

  useEffect(() => {
    combobox.resetSelectedOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the hits change
  }, [search.data]);

  const choose = (id: string) => {
    setValue('');
    combobox.closeDropdown();
    navigate(manageSpecbookPath(id));
    onNavigate?.();
  };

  const dark = tone === 'dark';

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal position="bottom-start" zIndex={400}>
      <Combobox.Target>
        <TextInput
          aria-label={t('Search specbooks')}
          placeholder={t('Search specbooks…')}
          value={value}
          autoFocus={autoFocus}
          radius="xl"
          w="100%"
          leftSection={<IconSearch size={16} />}
          rightSection={waiting ? <Loader size={14} /> : null}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => typedEnough && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') combobox.closeDropdown();
          }}
          styles={
            dark
              ? {
                  input: {
                    background: 'var(--mantine-color-dark-5)',
                    borderColor: 'var(--mantine-color-dark-4)',
                    color: 'var(--mantine-color-white)',
                  },
                }
              : undefined
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typedEnough}>
        <Combobox.Options aria-label={t('Specbook search results')} mah={360} style={{ overflowY: 'auto' }}>
          {hits.map((hit) => (
            <Combobox.Option value={String(hit.id)} key={hit.id}>
              <Text size="sm">{formatSearchHit(hit)}</Text>
            </Combobox.Option>
          ))}
          {settled && hits.length === 0 && <Combobox.Empty>{t(MESSAGES.noResults)}</Combobox.Empty>}
          {!settled && !search.isError && hits.length === 0 && <Combobox.Empty>{t('Searching…')}</Combobox.Empty>}
          {search.isError && ready && <Combobox.Empty>{t('Search is not available right now.')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
