import { useState, type ReactNode } from 'react';
import { Combobox, Group, Loader, Text, TextInput, Tooltip, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { exactManufacturerMatch } from '#shared/lib/manufacturer-messages';
import { t } from '#client/lib/i18n';
import { searchManufacturersQueryOptions, useSearchManufacturers } from '../api/manufacturers';

/**
 * A chosen manufacturer. `global` false marks the account's own (shown with a user icon); leave
 * it out when prefilling from a spec that does not say (manufacturerID, manufacturerName).
 */
export type TManufacturerChoice = { id: number; name: string; global?: boolean };

/** Props of {@link ManufacturerTypeahead}. */
export type TManufacturerTypeaheadProps = {
  userId: number;
  value: TManufacturerChoice | null;
  onChange: (value: TManufacturerChoice | null) => void;
  /** Default 'Select Manufacturer'. */
  label?: string;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  onBlur?: () => void;
};

/** Autocomplete debounce (spec §9: 500 ms). */
export const MANUFACTURER_SEARCH_DEBOUNCE_MS = 500;

/** The user icon of a manufacturer the account created (not global). */
export function OwnManufacturerIcon() {
  return (
    <Tooltip label={t('Added by your account')} withinPortal>
      <IconUser size={14} aria-label={t('Your manufacturer')} role="img" />
    </Tooltip>
  );
}

/**
 * The manufacturer typeahead (spec §4): searches global manufacturers and the account's own by
 * name prefix (prefix matches first, shorter names first), marks the account's own with a user
 * icon. On blur an exact name match sets the manufacturer; anything else clears it.
 */
export function ManufacturerTypeahead(props: TManufacturerTypeaheadProps) {
  const { userId, value, onChange } = props;
  const label = props.label ?? t('Select Manufacturer');
  const queryClient = useQueryClient();
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const combobox = useCombobox({ opened: open, onOpenedChange: setOpen, onDropdownClose: () => combobox.resetSelectedOption() });
  const [debounced] = useDebouncedValue(text.trim(), MANUFACTURER_SEARCH_DEBOUNCE_MS);
  const term = value && debounced === value.name ? '' : debounced;
  const search = useSearchManufacturers(userId, term, open);

  // Follow a value set from outside (a new manufacturer, a reset): adjust the text during render.
  const [shown, setShown] = useState(value);
  if (value?.id !== shown?.id) {
    setShown(value);
    setText(value?.name ?? '');
  }

  const options = search.data ?? [];
  const choose = (chosen: TManufacturerChoice | null) => {
    setShown(chosen);
    setText(chosen?.name ?? '');
    if (chosen?.id !== value?.id) onChange(chosen);
  };

  const settleOnBlur = async () => {
    const typed = text.trim();
    if (value && typed === value.name) return;
    // Synchronously when the shown or cached results hold the name, so that a click on a button
    // right after typing (which blurs first) already sees the manufacturer.
    const cached = queryClient.getQueryData(searchManufacturersQueryOptions(userId, typed).queryKey) ?? [];
    let match = exactManufacturerMatch(options, typed) ?? exactManufacturerMatch(cached, typed);
    if (!match && typed) {
      try {
        match = exactManufacturerMatch(await queryClient.fetchQuery(searchManufacturersQueryOptions(userId, typed)), typed);
      } catch {
        match = null;
      }
    }
    choose(match ? { id: match.id, name: match.name, global: match.global } : null);
  };

  return (
    <Combobox
      store={combobox}
      withinPortal
      zIndex={1000}
      onOptionSubmit={(option) => {
        combobox.closeDropdown();
        const chosen = options.find((m) => String(m.id) === option);
        if (chosen) choose({ id: chosen.id, name: chosen.name, global: chosen.global });
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={props.placeholder ?? t('Type a manufacturer name')}
          value={text}
          required={props.required}
          disabled={props.disabled}
          error={props.error}
          autoComplete="off"
          leftSection={value?.global === false ? <OwnManufacturerIcon /> : undefined}
          rightSection={search.isFetching ? <Loader size={14} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value) {
              setShown(null);
              onChange(null);
            }
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            void settleOnBlur().finally(() => props.onBlur?.());
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={t('{label} options', { label })} mah={260} style={{ overflowY: 'auto' }}>
          {options.map((m) => (
            <Combobox.Option value={String(m.id)} key={m.id} active={value?.id === m.id}>
              <Group gap={6} wrap="nowrap">
                {!m.global && <OwnManufacturerIcon />}
                <Text size="sm">{m.name}</Text>
              </Group>
            </Combobox.Option>
          ))}
          {search.isSuccess && options.length === 0 && <Combobox.Empty>{t('No results found')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
