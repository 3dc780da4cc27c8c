import { ActionIcon, TextInput, Title, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SPECBOOK_MESSAGES as M } from '#shared/lib/specbook-messages';
import type { TSpecbook } from '#shared/schemas/specbook';
import { serverFieldErrors, zodFieldErrors } from '#client/lib/form-errors';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useUpdateSpecbook } from '../api/specbook';
import { useManage } from './manage-context';
import { EditSpecbookModal } from './lazy-manage-dialogs';

/** The hint the specbook's title gives to keyboard and screen-reader users. */
export const RENAME_HINT = 'Click or press Enter to rename. Enter saves, Escape cancels.';

/**
 * The shared specbook rules (with zod): loaded when a rename starts, not with the page
 * (docs/decisions/048).
 */
const loadRules = () => import('#shared/schemas/specbook');

/** The name rule of the Edit form, for the inline rename: the message, or null when valid. */
async function nameError(name: string): Promise<string | null> {
  const { ZSpecbookEdit } = await loadRules();
  return zodFieldErrors(ZSpecbookEdit.pick({ name: true }), { name }).name ?? null;
}

/**
 * The specbook's name as the page's heading, renamed in place: click it (or focus it and press
 * Enter) to edit; Enter saves (toast 'SpecBook Sucessfully Updated!'), Escape or an unchanged
 * name cancels; an invalid name shows the form's message and stays in edit.
 */
export function SpecbookTitle({ specbook }: { specbook: TSpecbook }) {
  const { userId, specbookId } = useManage();
  const update = useUpdateSpecbook(userId, specbookId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  const stop = () => {
    setDraft(null);
    setError(null);
    requestAnimationFrame(() => titleButton.current?.focus());
  };
  // One save at a time: Enter and the blur that may follow it both save.
  const saving = useRef(false);
  const save = async () => {
    if (draft === null || saving.current) return;
    const name = draft.trim();
    if (name === specbook.name) return stop();
    saving.current = true;
    try {
      const invalid = await nameError(name);
      if (invalid) return setError(invalid);
      await update.mutateAsync({ name });
      toastSuccess(M.updated);
      stop();
    } catch (err) {
      setError(serverFieldErrors(err)?.name ?? null);
      toastFailure(err, M.updateFailed);
    } finally {
      saving.current = false;
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      stop();
    }
  };

  if (draft !== null) {
    return (
      <TextInput
        aria-label={t('Specbook name')}
        description={t(RENAME_HINT)}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        value={draft}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => void save()}
        error={error}
        disabled={update.isPending}
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        size="md"
        style={{ flex: '1 1 260px' }}
        styles={{ input: { fontSize: 22, fontWeight: 700 } }}
      />
    );
  }
  return (
    <>
      <Title order={1} fz={{ base: 22, sm: 26 }} style={{ wordBreak: 'break-word' }}>
        <Tooltip label={t('Rename')} withArrow openDelay={400}>
          <UnstyledButton
            ref={titleButton}
            onClick={() => {
              // Fetched while the name is typed; a failure shows when saving.
              loadRules().catch(() => undefined);
              setDraft(specbook.name);
            }}
            aria-describedby={hintId}
            style={{ font: 'inherit', color: 'inherit', borderRadius: 4, cursor: 'text', textAlign: 'left' }}
          >
            {specbook.name}
          </UnstyledButton>
        </Tooltip>
      </Title>
      <VisuallyHidden id={hintId}>{t(RENAME_HINT)}</VisuallyHidden>
    </>
  );
}

/** The header's Edit button and its dialog (a fresh form each time it opens). */
export function EditSpecbookButton({ specbook }: { specbook: TSpecbook }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={t('Edit specbook')} withArrow>
        <ActionIcon variant="default" size="lg" aria-label={t('Edit specbook')} onClick={() => setOpened(true)}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {opened && <EditSpecbookModal specbook={specbook} opened onClose={() => setOpened(false)} />}
    </>
  );
}
