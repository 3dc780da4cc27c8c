import { Combobox, Group, Loader, Pill, PillsInput, Stack, Text, Title, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import { TAG_MAX_LENGTH, ZTagName, type TTag } from '#shared/schemas/tag';
import { ApiError } from '#client/lib/api-client';
import { collabKeys } from '../api/keys';
import { attachTag, createTag, detachTag, useSpecTags, useTagSearch } from '../api/tags';
import { COLLAB_UI } from '../lib/messages';
import { toastError, toastFailure } from '#client/lib/toasts';
import { t } from '#client/lib/i18n';

/** Select-field search debounce (spec §9). */
export const TAG_SEARCH_DEBOUNCE_MS = 300;

const CREATE_OPTION = '$create';

/** Props of {@link SpecTags}. */
export type TSpecTagsProps = { userId: number; specbookId: number; joinId: number };

/** Answers when the query failed, once per failure. */
function useFailureToast(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) toastError(message);
  }, [isError, message]);
}

/**
 * The tags of one spec in a specbook (spec §5 "Tag"): chips with a remove button and an input
 * that searches the user's tags as one types (empty terms ask nothing). Enter attaches the
 * highlighted tag, or creates the typed one (at most 45 characters) and attaches it.
 */
export function SpecTags({ userId, specbookId, joinId }: TSpecTagsProps) {
  const queryClient = useQueryClient();
  const key = collabKeys.specTags(userId, specbookId, joinId);
  const tags = useSpecTags(userId, specbookId, joinId);
  const [input, setInput] = useState('');
  const [terms] = useDebouncedValue(input, TAG_SEARCH_DEBOUNCE_MS);
  const search = useTagSearch(userId, terms);
  const [busy, setBusy] = useState(false);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  useFailureToast(tags.isError, M.tagsFetchFailed);
  useFailureToast(search.isError, M.tagSearchFailed);

  const attached = tags.data ?? [];
  const typed = input.trim();
  const results = typed === '' ? [] : (search.data ?? []).filter((t) => !attached.some((a) => a.id === t.id));
  const exact = results.some((t) => t.name.toLowerCase() === typed.toLowerCase()) || attached.some((t) => t.name.toLowerCase() === typed.toLowerCase());
  const showCreate = !exact && typed !== '' && typed.length <= TAG_MAX_LENGTH;

  const attach = async (tag: TTag) => {
    const answer = await attachTag(userId, specbookId, joinId, tag.id);
    queryClient.setQueryData<TTag[]>(key, (old = []) => (old.some((t) => t.id === answer.tag.id) ? old : [...old, answer.tag]));
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setInput('');
      combobox.closeDropdown();
    } catch (err) {
      toastFailure(err, COLLAB_UI.tagAddFailed);
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };

  const addTyped = () => {
    const parsed = ZTagName.safeParse(input);
    if (!parsed.success) {
      if (input.trim().length > TAG_MAX_LENGTH) toastError(M.tagTooLong);
      return;
    }
    const name = parsed.data;
    if (attached.some((t) => t.name.toLowerCase() === name.toLowerCase())) {
      setInput('');
      return;
    }
    void run(async () => attach(await createTag(userId, name)));
  };

  const remove = async (tag: TTag) => {
    try {
      await detachTag(userId, specbookId, joinId, tag.id);
      queryClient.setQueryData<TTag[]>(key, (old = []) => old.filter((t) => t.id !== tag.id));
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toastError(M.tagRemoveFailed);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = attached.at(-1);
    if (event.key === 'Backspace' && input === '' && last) return void remove(last);
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return; // the combobox submits the option
    event.preventDefault();
    addTyped();
  };

  const onOptionSubmit = (value: string) => {
    if (value === CREATE_OPTION) return addTyped();
    const tag = results.find((t) => String(t.id) === value);
    if (tag) void run(() => attach(tag));
  };

  return (
    <Stack gap="sm">
      <Title order={2} fz="md">
        {t('Tags')}
      </Title>
      <Combobox store={combobox} onOptionSubmit={onOptionSubmit} withinPortal>
        <Combobox.DropdownTarget>
          <PillsInput
            label={t('Add a tag')}
            description={t('Type to search your tags; Enter adds one (at most {max} characters), Backspace removes the last.', { max: TAG_MAX_LENGTH })}
            rightSection={busy || search.isFetching ? <Loader size={14} /> : null}
            onClick={() => combobox.openDropdown()}
          >
            <Pill.Group>
              {attached.map((tag) => (
                <Pill key={tag.id} withRemoveButton onRemove={() => void remove(tag)} removeButtonProps={{ 'aria-label': t('Remove tag {name}', { name: tag.name }), 'aria-hidden': false, tabIndex: 0 }}>
                  {tag.name}
                </Pill>
              ))}
              <Combobox.EventsTarget>
                <PillsInput.Field
                  aria-label={t('Tag name')}
                  placeholder={attached.length === 0 ? t('e.g. Master Bath') : undefined}
                  value={input}
                  disabled={busy}
                  onChange={(e) => {
                    setInput(e.currentTarget.value);
                    combobox.updateSelectedOptionIndex();
                    combobox.openDropdown();
                  }}
                  onFocus={() => combobox.openDropdown()}
                  onBlur={() => combobox.closeDropdown()}
                  onKeyDown={onKeyDown}
                />
              </Combobox.EventsTarget>
            </Pill.Group>
          </PillsInput>
        </Combobox.DropdownTarget>
        <Combobox.Dropdown hidden={results.length === 0 && !showCreate}>
          <Combobox.Options aria-label={t('Matching tags')}>
            {results.map((tag) => (
              <Combobox.Option key={tag.id} value={String(tag.id)}>
                {tag.name}
              </Combobox.Option>
            ))}
            {showCreate && <Combobox.Option value={CREATE_OPTION}>{t('+ Add “{name}”', { name: typed })}</Combobox.Option>}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {tags.isError ? (
        <Text size="sm" c="red">
          {t(M.tagsFetchFailed)}
        </Text>
      ) : (
        !tags.isPending &&
        attached.length === 0 && (
          <Group>
            <Text size="sm" c="dimmed">
              {t('No tags on this spec yet.')}
            </Text>
          </Group>
        )
      )}
    </Stack>
  );
}
