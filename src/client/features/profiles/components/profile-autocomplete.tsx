import { useState, type ReactNode } from 'react';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { PROFILE_MESSAGES } from '#shared/lib/profile-messages';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { useCreateProfile } from '../api/create-profile';
import { useSearchProfiles } from '../api/search-profiles';

/** A chosen profile. */
export type TProfileChoice = { id: number; name: string };

/** Props of the profile autocomplete. */
export type TProfileAutocompleteProps = {
  userId: number;
  /** 'Profile', or 'Project' / 'Projects' for pro users (in the current language). */
  label: string;
  value: TProfileChoice | null;
  onChange: (value: TProfileChoice | null) => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Offer '+ Create "<text>"' for the typed text (default true). */
  allowCreate?: boolean;
  onBlur?: () => void;
};

const CREATE = '$create';
const SEARCH_DEBOUNCE_MS = 300;

/** The text of the create option: '+ Create "Lake House"'. */
export function createOptionLabel(text: string): string {
  return t('+ Create "{name}"', { name: text.trim() });
}

/**
 * A profile picker that searches the user's active profiles as the user types (spec §2 Add
 * Specbook modal, business-records §2 'Select Profile and Specbook') and can create a profile
 * from the typed text.
 */
export function ProfileAutocomplete(props: TProfileAutocompleteProps) {
  const { userId, label, value, onChange, allowCreate = true } = props;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const combobox = useCombobox({ opened: open, onOpenedChange: setOpen, onDropdownClose: () => combobox.resetSelectedOption() });
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const term = value && debounced === value.name ? '' : debounced;
  const search = useSearchProfiles(userId, term, open);
  const create = useCreateProfile(userId);

  // Follow a value set from outside (a choice, a reset): adjust the text during render.
  const [shown, setShown] = useState(value);
  if (value?.id !== shown?.id) {
    setShown(value);
    setText(value?.name ?? '');
  }

  const profiles = search.data ?? [];
  const typed = text.trim();
  const exact = profiles.some((p) => p.name.toLowerCase() === typed.toLowerCase());
  const offerCreate = allowCreate && typed.length > 0 && !exact && !(value && value.name === typed);

  const submit = async (option: string) => {
    combobox.closeDropdown();
    if (option !== CREATE) {
      const chosen = profiles.find((p) => String(p.id) === option);
      if (chosen) onChange({ id: chosen.id, name: chosen.name });
      return;
    }
    try {
      const created = await create.mutateAsync({ name: typed });
      notifications.show({ color: 'teal', message: t(PROFILE_MESSAGES.created) });
      onChange({ id: created.id, name: created.name });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
        notifications.show({ color: 'red', message: t(PROFILE_MESSAGES.createFailed) });
      }
    }
  };

  return (
    <Combobox store={combobox} onOptionSubmit={(option) => void submit(option)} withinPortal zIndex={1000}>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={props.placeholder ?? t('Type to search or create')}
          value={text}
          required={props.required}
          disabled={props.disabled}
          error={props.error}
          autoComplete="off"
          rightSection={search.isFetching || create.isPending ? <Loader size={14} /> : <Combobox.Chevron />}
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
            if (value) setText(value.name);
            props.onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={t('{label} options', { label })} mah={260} style={{ overflowY: 'auto' }}>
          {profiles.map((p) => (
            <Combobox.Option value={String(p.id)} key={p.id} active={value?.id === p.id}>
              <Text size="sm">{p.name}</Text>
            </Combobox.Option>
          ))}
          {offerCreate && (
            <Combobox.Option value={CREATE}>
              <Text size="sm" fw={500} c="blue">
                {createOptionLabel(typed)}
              </Text>
            </Combobox.Option>
          )}
          {search.isSuccess && profiles.length === 0 && !offerCreate && <Combobox.Empty>{t('No results found')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
