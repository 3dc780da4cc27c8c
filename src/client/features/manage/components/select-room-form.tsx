import { ActionIcon, Button, Group, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { ZCategoryName, type TCategory } from '#shared/schemas/category';
import { createRoom } from '../api/rooms';
import { assignSpecToRooms } from '../api/specs';
import { roomEntries, type TRoomChoice } from '../lib/select-room';
import { roomKey, type TRoomId } from '../lib/rooms';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { RoomChecklist } from './room-checklist';

/** The spec being added (the parts the form shows). */
export type TSelectRoomSpec = { id: number; name: string; modelNumber: string; manufacturerName: string };

/** Props of {@link SelectRoomForm}. */
export type TSelectRoomFormProps = {
  userId: number;
  specbookId: number;
  spec: TSelectRoomSpec;
  /** The specbook's rooms (Miscellaneous is left out: only entries with a category id are sent). */
  rooms: TCategory[];
  /** A room checked in advance (Assign Spec opened from a room). */
  initialRoom?: TRoomId;
  /** The quantity of the spec already in each room, when known (room id → quantity). */
  existingQuantities?: ReadonlyMap<number, number>;
  onBack?: () => void;
  /** After a successful submit (or after a room was created: refresh the rooms). */
  onAssigned: () => void;
  onRoomCreated: (room: TCategory) => void;
  /** The success toast: 'Spec Assigned.' in Assign Spec (default), 'Added to specbook' from the Matrix. */
  successMessage?: string;
};

type TPick = { checked: boolean; quantity: number };

/**
 * Select Room (spec §2): a 'Room' field that filters the rooms and, on Enter or '+', creates a
 * room with the typed name; the 'Existing Room' checklist with a QTY per room; 'Add to Specbook'
 * sends one entry per checked room.
 */
export function SelectRoomForm(props: TSelectRoomFormProps) {
  const { userId, specbookId, spec, rooms, initialRoom, existingQuantities, onBack, onAssigned, onRoomCreated, successMessage = M.specAssigned } = props;
  const [search, setSearch] = useState('');
  const [roomError, setRoomError] = useState<string | null>(null);
  const [picks, setPicks] = useState<Record<string, TPick>>(() =>
    typeof initialRoom === 'number' ? { [roomKey(initialRoom)]: { checked: true, quantity: existingQuantities?.get(initialRoom) ?? 1 } } : {},
  );
  const [creating, setCreating] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const choices: TRoomChoice[] = useMemo(
    () =>
      rooms
        .filter((r) => r.id !== null)
        .map((r) => {
          const pick = picks[roomKey(r.id)];
          const existing = r.id === null ? null : (existingQuantities?.get(r.id) ?? null);
          return { id: r.id, name: r.name, checked: pick?.checked ?? false, quantity: pick?.quantity ?? existing ?? 1, existingQuantity: existing };
        }),
    [rooms, picks, existingQuantities],
  );
  const term = search.trim().toLowerCase();
  const shown = term ? choices.filter((c) => c.name.toLowerCase().includes(term)) : choices;
  const entries = roomEntries(spec.id, choices);

  const updateShown = (next: TRoomChoice[]) =>
    setPicks((prev) => {
      const out = { ...prev };
      for (const c of next) out[roomKey(c.id)] = { checked: c.checked, quantity: c.quantity };
      return out;
    });

  const create = async () => {
    const parsed = ZCategoryName.safeParse(search);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setRoomError(message ? t(message) : null);
      return;
    }
    const existing = choices.find((c) => c.name.toLowerCase() === parsed.data.toLowerCase());
    if (existing) {
      setPicks((prev) => ({ ...prev, [roomKey(existing.id)]: { checked: true, quantity: existing.quantity } }));
      setSearch('');
      return;
    }
    setCreating(true);
    try {
      const room = await createRoom(userId, specbookId, parsed.data);
      toastSuccess(M.categoryCreated);
      setPicks((prev) => ({ ...prev, [roomKey(room.id)]: { checked: true, quantity: 1 } }));
      setSearch('');
      onRoomCreated(room);
    } catch {
      /* the API client showed the error */
    } finally {
      setCreating(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void create();
    }
  };

  const submit = async () => {
    if (entries.length === 0) return;
    setSubmitting(true);
    try {
      await assignSpecToRooms(userId, specbookId, entries);
      toastSuccess(successMessage);
      onAssigned();
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError') return;
      toastFailure(err, M.couldNotAddSpec);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        {onBack && (
          <ActionIcon variant="subtle" aria-label={t('Back to search')} onClick={onBack}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {spec.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {spec.manufacturerName} · {spec.modelNumber}
          </Text>
        </div>
      </Group>
      <TextInput
        label={
          <Group gap={4} component="span">
            {t('Room')}
            <Tooltip label={t('Type and press enter to create or search')}>
              <IconInfoCircle size={14} aria-hidden />
            </Tooltip>
          </Group>
        }
        description={t('Type and press enter to create or search')}
        placeholder={t('Room name')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setRoomError(null);
        }}
        onKeyDown={onKeyDown}
        error={roomError}
        rightSection={
          <ActionIcon aria-label={t('Create room')} onClick={() => void create()} loading={creating} variant="filled" size="sm">
            <IconPlus size={14} />
          </ActionIcon>
        }
      />
      <ScrollArea.Autosize mah={320}>
        <RoomChecklist choices={shown} onChange={updateShown} />
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} disabled={entries.length === 0} loading={submitting}>
          {t('Add to Specbook')}
        </Button>
      </Group>
      {entries.length === 0 && choices.length > 0 && (
        <Text size="xs" c="dimmed" ta="right">
          {t('Check at least one room.')}
        </Text>
      )}
    </Stack>
  );
}
