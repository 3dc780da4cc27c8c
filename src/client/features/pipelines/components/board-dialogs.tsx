import { Button, Group, Loader, Modal, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { TLane } from '#shared/schemas/board';
import { t, tPlural } from '#client/lib/i18n';
import { useFindSpecbooks } from '../api/board-cards';

type TNameDialogProps = {
  opened: boolean;
  title: string;
  label: string;
  initial: string;
  maxLength: number;
  submitLabel: string;
  /** Validates the name; an error message or null. */
  validate: (name: string) => string | null;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
  /** More fields under the name. */
  children?: ReactNode;
};

/** A dialog asking for one name (a board's or a lane's), with its validation message shown under the field. */
export function NameDialog({ opened, title, label, initial, maxLength, submitLabel, validate, onSubmit, onClose, children }: TNameDialogProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(name);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={(e) => void submit(e)}>
        <Stack>
          <TextInput label={label} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error && t(error)} maxLength={maxLength + 10} data-autofocus withAsterisk />
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type TRemoveLaneProps = { lane: TLane | null; lanes: readonly TLane[]; onRemove: (lane: TLane, moveTo: number) => Promise<unknown>; onClose: () => void };

/** Removing a lane that holds specbooks: asks which lane they go to. */
export function RemoveLaneDialog({ lane, lanes, onRemove, onClose }: TRemoveLaneProps) {
  const others = lanes.filter((l) => l.id !== lane?.id);
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = target ?? (others[0] ? String(others[0].id) : null);
  const remove = async () => {
    if (!lane || !chosen) return;
    setBusy(true);
    try {
      await onRemove(lane, Number(chosen));
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={lane !== null} onClose={onClose} title={t('Remove lane {name}', { name: lane?.name ?? '' })}>
      <Stack>
        <Text size="sm">
          {tPlural(lane?.specbookCount ?? 0, 'This lane holds {count} specbook. Choose the lane they move to.', 'This lane holds {count} specbooks. Choose the lane they move to.')}
        </Text>
        {others.length === 0 ? (
          <Text size="sm" c="red">
            {t('Add another lane first: the specbooks need somewhere to go.')}
          </Text>
        ) : (
          <Select label={t('Move its specbooks to')} data={others.map((l) => ({ value: String(l.id), label: l.name }))} value={chosen} onChange={setTarget} allowDeselect={false} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button color="red" onClick={() => void remove()} loading={busy} disabled={!chosen}>
            {t('Move them and remove the lane')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type TAddSpecbookProps = { userId: number; lane: TLane | null; onAdd: (lane: TLane, specbookId: number) => Promise<unknown>; onClose: () => void };

/** Adds one of the account's specbooks to a lane: search by name, pick one. A specbook on another board moves here. */
export function AddSpecbookDialog({ userId, lane, onAdd, onClose }: TAddSpecbookProps) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 250);
  const found = useFindSpecbooks(userId, debounced, lane !== null);
  return (
    <Modal opened={lane !== null} onClose={onClose} title={t('Add a specbook to {name}', { name: lane?.name ?? '' })}>
      <Stack>
        <TextInput label={t('Search your specbooks')} placeholder={t('Specbook or project name')} value={term} onChange={(e) => setTerm(e.currentTarget.value)} data-autofocus rightSection={found.isFetching ? <Loader size="xs" /> : null} />
        <Stack gap={4} role="list" aria-label={t('Specbooks found')}>
          {found.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('No specbook matches.')}
            </Text>
          )}
          {found.data?.map((specbook) => (
            <UnstyledButton
              key={specbook.id}
              role="listitem"
              p="xs"
              style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-gray-3)' }}
              onClick={() => lane && void onAdd(lane, specbook.id).then(onClose)}
            >
              <Text size="sm" fw={500}>
                {specbook.name}
              </Text>
              <Text size="xs" c="dimmed">
                {specbook.profile?.name ?? ''}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
