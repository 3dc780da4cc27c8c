import { useState, type ReactNode } from 'react';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES } from '#shared/lib/messages';
import { SPECBOOK_MESSAGES } from '#shared/lib/specbook-messages';
import { t } from '#client/lib/i18n';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { useCreateSpecbook } from '../api/create-specbook';
import { useSpecbookList } from '../api/list-specbooks';
import { createFailureMessage } from './create-specbook-form';
import type { TProfileOption } from './profile-field';

/** A chosen specbook. */
export type TSpecbookOption = { id: number; name: string };

const CREATE = '$create';
const MORE = '$more';
const PAGE = 10;

/** Props of the specbook autocomplete. */
export type TSpecbookAutocompleteProps = {
  userId: number;
  /** The profile whose specbooks are offered; the field is disabled without one. */
  profile: TProfileOption | null;
  value: TSpecbookOption | null;
  onChange: (value: TSpecbookOption | null) => void;
  error?: ReactNode;
  onBlur?: () => void;
};

/**
 * Picks one specbook of a profile (business-records §2 'Select Profile and Specbook'): disabled
 * until a profile is chosen, searches by name after a pause, pages with 'Load more', and creates
 * a specbook from the typed text.
 */
export function SpecbookAutocomplete({ userId, profile, value, onChange, error, onBlur }: TSpecbookAutocompleteProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const combobox = useCombobox({ opened: open, onOpenedChange: setOpen });
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const term = value && debounced === value.name ? '' : debounced;
  const list = useSpecbookList(userId, { search: term, profileId: profile?.id ?? null, perPage: PAGE }, open && profile !== null);
  const create = useCreateSpecbook(userId);

  // Follow a value set from outside (a choice, a reset): adjust the text during render.
  const [shown, setShown] = useState(value);
  if (value?.id !== shown?.id) {
    setShown(value);
    setText(value?.name ?? '');
  }

  const specbooks = list.data?.pages.flatMap((p) => p.list) ?? [];
  const typed = text.trim();
  const offerCreate = typed.length > 0 && !specbooks.some((s) => s.name.toLowerCase() === typed.toLowerCase()) && value?.name !== typed;

  const createFromText = async () => {
    if (!profile) return;
    try {
      const created = await create.mutateAsync({ name: typed, profile: { id: profile.id } });
      onChange({ id: created.id, name: created.name });
      toastSuccess(SPECBOOK_MESSAGES.createdFromSelection);
    } catch (err) {
      toastError(createFailureMessage(err));
    }
  };

  const submit = (option: string) => {
    if (option === MORE) {
      void list.fetchNextPage();
      return;
    }
    combobox.closeDropdown();
    if (option === CREATE) {
      void createFromText();
      return;
    }
    const chosen = specbooks.find((s) => String(s.id) === option);
    if (chosen) onChange({ id: chosen.id, name: chosen.name });
  };

  return (
    <Combobox store={combobox} onOptionSubmit={submit} withinPortal zIndex={1000}>
      <Combobox.Target>
        <TextInput
          label={t('Specbook')}
          placeholder={profile ? t('Type to search or create') : t('Choose a profile first')}
          value={text}
          disabled={!profile}
          required
          error={error}
          autoComplete="off"
          rightSection={list.isFetching || create.isPending ? <Loader size={14} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value) {
              setShown(null);
              onChange(null);
            }
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && offerCreate && combobox.getSelectedOptionIndex() < 0) {
              event.preventDefault();
              combobox.closeDropdown();
              void createFromText();
            }
          }}
          onBlur={() => {
            combobox.closeDropdown();
            if (value) setText(value.name);
            onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={t('Specbook options')} mah={260} style={{ overflowY: 'auto' }}>
          {specbooks.map((s) => (
            <Combobox.Option value={String(s.id)} key={s.id} active={value?.id === s.id}>
              <Text size="sm">{s.name}</Text>
            </Combobox.Option>
          ))}
          {list.hasNextPage && (
            <Combobox.Option value={MORE}>
              <Text size="sm" c="dimmed">
                {t('Load more…')}
              </Text>
            </Combobox.Option>
          )}
          {offerCreate && (
            <Combobox.Option value={CREATE}>
              <Text size="sm" fw={500} c="blue">{t('+ Create "{name}"', { name: typed })}</Text>
            </Combobox.Option>
          )}
          {list.isSuccess && specbooks.length === 0 && !offerCreate && <Combobox.Empty>{t(MESSAGES.noResults)}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
