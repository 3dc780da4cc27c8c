import { ActionIcon, Alert, Button, Group, NumberInput, Select, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { t } from '#client/lib/i18n';
import { specOptionsPath } from '#client/lib/specbook-route';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { manageKeys } from '../api/keys';
import { assignSpecToRoom, useSpecPlacements } from '../api/spec-options';
import { addSpecToRooms, removeSpecSpecbook, updateSpecSpecbook, useSpecCache } from '../api/specs';
import { roomName, roomSegment } from '../lib/rooms';
import { useManage } from './manage-context';

/** Props of {@link SpecRoomsPanel}. */
export type TSpecRoomsPanelProps = {
  /** The spec of the page (its placement `joinID` is the page's). */
  spec: TSpecSpecbook;
};

/**
 * Refreshes the specbook's lists after a room change, but not the page's own spec: once its last
 * room is gone it answers 404, and the page keeps showing it with the last-category warning.
 */
function useRefreshRooms() {
  const { userId, specbookId } = useManage();
  const { queryClient } = useSpecCache(userId, specbookId);
  return () => queryClient.invalidateQueries({ queryKey: manageKeys.all(userId, specbookId), predicate: (q) => q.queryKey[3] !== 'spec' });
}

/** A placement's quantity, saved when the field is left with a new whole number. */
function QuantityField({ placement, room }: { placement: TSpecSpecbook; room: string }) {
  const { userId, specbookId } = useManage();
  const cache = useSpecCache(userId, specbookId);
  const refresh = useRefreshRooms();
  const [value, setValue] = useState<number | string>(placement.qty);
  const save = async () => {
    const quantity = Number(value);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity === placement.qty) return setValue(placement.qty);
    try {
      const updated = await updateSpecSpecbook(userId, specbookId, placement.joinID, { quantity });
      cache.write(placement.joinID, () => updated);
      void refresh();
      toastSuccess(M.specUpdated);
    } catch (err) {
      setValue(placement.qty);
      toastFailure(err, M.couldNotUpdateSpec);
    }
  };
  return (
    <NumberInput
      aria-label={t('Quantity in {room}', { room })}
      value={value}
      onChange={setValue}
      onBlur={() => void save()}
      onKeyDown={(e) => e.key === 'Enter' && void save()}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      w={90}
      size="xs"
    />
  );
}

/** Room choices for adding: the rooms that do not hold the spec yet, Miscellaneous included. */
function useFreeRooms(placements: readonly TSpecSpecbook[]) {
  const { rooms } = useManage();
  const held = new Set(placements.map((p) => roomSegment(p.categoryID)));
  const all = [...rooms.filter((r) => r.id !== null).map((r) => ({ value: roomSegment(r.id), label: r.name })), { value: 'misc', label: t(M.miscellaneous) }];
  return all.filter((r) => !held.has(r.value));
}

/** Put the spec in one more room with a quantity; with no placement left, assign it again. */
function AddToRoom({ spec, placements, onAdded }: { spec: TSpecSpecbook; placements: TSpecSpecbook[]; onAdded: (placed: TSpecSpecbook) => void }) {
  const { userId, specbookId } = useManage();
  const free = useFreeRooms(placements);
  const [room, setRoom] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [busy, setBusy] = useState(false);
  const valid = room !== null && Number.isInteger(Number(quantity)) && Number(quantity) >= 1;

  const add = async () => {
    if (!valid) return;
    const id = room === 'misc' ? null : Number(room);
    setBusy(true);
    try {
      const [source] = placements;
      const placed = source
        ? (await addSpecToRooms(userId, specbookId, source.joinID, [{ id, quantity: Number(quantity) }]))[0]!
        : await assignSpecToRoom(userId, specbookId, spec.specID, id, Number(quantity));
      setRoom(null);
      setQuantity(1);
      onAdded(placed);
      toastSuccess(M.addedToSpecbook);
    } catch (err) {
      toastFailure(err, M.couldNotAddSpec);
    } finally {
      setBusy(false);
    }
  };

  if (free.length === 0) return null;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select label={t('Add to room')} placeholder={t('Choose a room')} data={free} value={room} onChange={setRoom} style={{ flex: '1 1 160px' }} />
      <NumberInput label={t('Quantity')} value={quantity} onChange={setQuantity} min={1} allowDecimal={false} allowNegative={false} w={90} />
      <Button onClick={() => void add()} disabled={!valid} loading={busy}>
        {t('Add')}
      </Button>
    </Group>
  );
}

/**
 * The rooms (categories) holding the spec in this specbook, each with its quantity and a remove
 * control, and a way to put it in one more room. Removing its last room shows the spec's warning
 * (§2); removing the page's own placement while others remain moves the page to one of them.
 */
export function SpecRoomsPanel({ spec }: TSpecRoomsPanelProps) {
  const { userId, specbookId } = useManage();
  const navigate = useNavigate();
  const placements = useSpecPlacements(userId, specbookId, spec.specID);
  const refresh = useRefreshRooms();
  const [lastRemoved, setLastRemoved] = useState(false);

  if (placements.isPending) return <Skeleton h={80} radius="sm" aria-label={t('Loading rooms')} />;
  const list = placements.data ?? [];

  const remove = async (placement: TSpecSpecbook) => {
    try {
      const answer = await removeSpecSpecbook(userId, specbookId, placement.joinID);
      setLastRemoved(answer.lastCategory);
      await refresh();
      toastSuccess(t('Removed from {room}', { room: roomName(placement.categoryName) }));
      const rest = list.filter((p) => p.joinID !== placement.joinID);
      if (placement.joinID === spec.joinID && rest[0]) void navigate(specOptionsPath(specbookId, rest[0].joinID), { replace: true });
    } catch (err) {
      toastFailure(err, M.couldNotUpdateSpec);
    }
  };

  const added = (placed: TSpecSpecbook) => {
    setLastRemoved(false);
    void refresh();
    if (list.length === 0) void navigate(specOptionsPath(specbookId, placed.joinID), { replace: true });
  };

  return (
    <Stack gap="sm">
      {lastRemoved && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
          {t(M.lastCategoryWarning)}
        </Alert>
      )}
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('This spec is in no room of the specbook.')}
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label={t('Rooms of this spec')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Room')}</Table.Th>
              <Table.Th>{t('Quantity')}</Table.Th>
              <Table.Th w={40}>
                <VisuallyHidden>{t('Remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((p) => {
              const room = roomName(p.categoryName);
              return (
                <Table.Tr key={p.joinID}>
                  <Table.Td>{room}</Table.Td>
                  <Table.Td>
                    <QuantityField key={`${p.joinID}:${p.qty}`} placement={p} room={room} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={t('Remove from {room}', { room })} onClick={() => void remove(p)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <AddToRoom spec={spec} placements={list} onAdded={added} />
    </Stack>
  );
}
