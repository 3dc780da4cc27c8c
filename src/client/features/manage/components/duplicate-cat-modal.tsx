import { Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { addSpecToRooms, useRoomQuantities, useSpecCache } from '../api/specs';
import type { TRoomChoice } from '../lib/select-room';
import { useManage } from './manage-context';
import { RoomChecklist } from './room-checklist';

/**
 * Duplicate Cat: put the spec into further rooms, each with its quantity. The row menu mounts it
 * only while open: a closed Mantine modal per spec row would still cost hooks and effects.
 */
export function DuplicateCatModal({ spec, opened, onClose }: { spec: TSpecSpecbook; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={t('Duplicate {spec} into rooms', { spec: spec.name })}>
      <DuplicateCatRooms spec={spec} onClose={onClose} />
    </Modal>
  );
}

/**
 * The rooms other than the spec's own, once the quantities it already has in them are known:
 * an unchecked room shows that quantity (as Select Room does), checking a room starts from it,
 * and a room without the spec starts from the spec's own quantity.
 */
function DuplicateCatRooms({ spec, onClose }: { spec: TSpecSpecbook; onClose: () => void }) {
  const { userId, specbookId } = useManage();
  const quantities = useRoomQuantities(userId, specbookId, spec.specID);
  if (quantities.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('Loading rooms')} />
      </Center>
    );
  }
  return <DuplicateCatForm spec={spec} existing={quantities.data} onClose={onClose} />;
}

function DuplicateCatForm({ spec, existing, onClose }: { spec: TSpecSpecbook; existing?: ReadonlyMap<number, number>; onClose: () => void }) {
  const { userId, specbookId, rooms } = useManage();
  const cache = useSpecCache(userId, specbookId);
  const [choices, setChoices] = useState<TRoomChoice[]>(() =>
    rooms
      .filter((r) => r.id !== spec.categoryID)
      .map((r) => {
        const inRoom = r.id === null ? null : (existing?.get(r.id) ?? null);
        return { id: r.id, name: r.name, checked: false, quantity: inRoom ?? spec.qty, existingQuantity: inRoom };
      }),
  );
  const [busy, setBusy] = useState(false);
  const checked = choices.filter((c) => c.checked);

  const submit = async () => {
    setBusy(true);
    try {
      await addSpecToRooms(userId, specbookId, spec.joinID, checked.map((c) => ({ id: c.id, quantity: c.quantity })));
      toastSuccess(M.specUpdated);
      void cache.refreshAll();
      onClose();
    } catch (err) {
      toastFailure(err, M.couldNotUpdateSpec);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <RoomChecklist choices={choices} onChange={setChoices} label={t('Rooms')} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={checked.length === 0} loading={busy}>
          {t('Add to rooms')}
        </Button>
      </Group>
    </Stack>
  );
}
