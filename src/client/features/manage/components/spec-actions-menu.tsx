import { ActionIcon, Button, Center, Group, Loader, Menu, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconDatabaseImport, IconDots, IconEdit, IconLayoutList, IconMessages, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { ArmOnIntent } from '#client/components/ui/arm-on-intent';
import { openNamedModal } from '#client/lib/modals';
import { addSpecToRooms, cloneSpecSpecbook, duplicateSpecSpecbook, removeSpecSpecbook, useRoomQuantities, useSpecCache } from '../api/specs';
import type { TRoomChoice } from '../lib/select-room';
import { offersSbPlus } from '../lib/spec-actions';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useManage } from './manage-context';
import { RoomChecklist } from './room-checklist';
import { CommentCount } from './spec-comment-count';

/** Path of a spec's more-options page. */
export function specOptionsPath(specbookId: number, joinId: number): string {
  return `/v4/specbooks/manage/${specbookId}/spec/${joinId}`;
}

/** The warning shown when a spec's last room is removed (spec §2). */
export function warnLastCategory(): void {
  notifications.show({ color: 'yellow', title: 'Spec removed', message: M.lastCategoryWarning, autoClose: 10_000 });
}

/** The row action menu of a spec (spec §2 "Spec row action menu"). */
export function SpecActionsMenu({ spec }: { spec: TSpecSpecbook }) {
  const { userId, specbookId, hasSpecbooksPlus, openSpecComments } = useManage();
  const navigate = useNavigate();
  const cache = useSpecCache(userId, specbookId);
  const [roomsOpened, setRoomsOpened] = useState(false);

  const duplicate = async () => {
    try {
      await duplicateSpecSpecbook(userId, specbookId, spec.joinID);
      toastSuccess(M.specDuplicated);
      void cache.refreshAll();
    } catch {
      /* the API client showed the error */
    }
  };

  const clone = async () => {
    try {
      const cloned = await cloneSpecSpecbook(userId, specbookId, spec.joinID);
      cache.write(spec.joinID, () => cloned);
      toastSuccess(M.specCloned);
    } catch (err) {
      toastFailure(err, M.couldNotCloneSpec);
    }
  };

  const remove = () =>
    modals.openConfirmModal({
      title: 'Remove spec',
      children: <Text size="sm">Remove {spec.name} from {spec.categoryName}?</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const answer = await removeSpecSpecbook(userId, specbookId, spec.joinID);
          if (answer.lastCategory) warnLastCategory();
          else toastSuccess(answer.message || M.specRemoved);
          void cache.refreshAll();
        } catch {
          /* the API client showed the error */
        }
      },
    });

  const dataFetch = () =>
    openNamedModal('data-request', {
      spec: { modelNumber: spec.modelNumber, manufacturerID: spec.manufacturerID, manufacturerName: spec.manufacturerName },
      modelNumber: spec.modelNumber,
      manufacturerID: spec.manufacturerID,
      manufacturerName: spec.manufacturerName,
    });

  // The menu (and its floating machinery) mounts when the user reaches for its button.
  const trigger = (
    <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${spec.name}`}>
      <IconDots size={18} />
    </ActionIcon>
  );
  return (
    <>
      <ArmOnIntent fallback={trigger}>
        {(armedBy) => (
          <Menu position="bottom-end" withinPortal shadow="md" defaultOpened={armedBy === 'click'}>
            <Menu.Target>{trigger}</Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => void navigate(specOptionsPath(specbookId, spec.joinID))}>
                More Options
              </Menu.Item>
              {openSpecComments && (
                <Menu.Item
                  leftSection={<IconMessages size={16} />}
                  rightSection={spec.commentCount > 0 ? <CommentCount count={spec.commentCount} /> : null}
                  onClick={() => openSpecComments(spec)}
                >
                  Comments
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => void duplicate()}>
                Duplicate
              </Menu.Item>
              <Menu.Item leftSection={<IconLayoutList size={16} />} onClick={() => setRoomsOpened(true)}>
                Duplicate Cat
              </Menu.Item>
              <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={remove}>
                Remove
              </Menu.Item>
              <Menu.Item leftSection={<IconDatabaseImport size={16} />} onClick={dataFetch}>
                Data Fetch
              </Menu.Item>
              {offersSbPlus(spec, hasSpecbooksPlus) && (
                <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => void clone()}>
                  SB+
                  <Text size="xs" c="dimmed">
                    Clone with specbooks Plus
                  </Text>
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </ArmOnIntent>
      {roomsOpened && <DuplicateCatModal spec={spec} onClose={() => setRoomsOpened(false)} />}
    </>
  );
}

/** Duplicate Cat: put the spec into further rooms, each with its quantity. */
// Mounted only while open: a closed Mantine modal per spec row would still cost hooks and effects.
function DuplicateCatModal({ spec, onClose }: { spec: TSpecSpecbook; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={`Duplicate ${spec.name} into rooms`}>
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
        <Loader size="sm" aria-label="Loading rooms" />
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
      <RoomChecklist choices={choices} onChange={setChoices} label="Rooms" />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={checked.length === 0} loading={busy}>
          Add to rooms
        </Button>
      </Group>
    </Stack>
  );
}
