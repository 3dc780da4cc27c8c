import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconDatabaseImport, IconDots, IconEdit, IconLayoutList, IconMessages, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { ArmOnIntent } from '#client/components/ui/arm-on-intent';
import { t } from '#client/lib/i18n';
import { openNamedModal } from '#client/lib/modals';
import { specOptionsPath } from '#client/lib/specbook-route';
import { cloneSpecSpecbook, duplicateSpecSpecbook, removeSpecSpecbook, useSpecCache } from '../api/specs';
import { offersSbPlus } from '../lib/spec-actions';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { roomName } from '../lib/rooms';
import { useManage } from './manage-context';
import { DuplicateCatModal } from './lazy-manage-dialogs';
import { CommentCount } from './spec-comment-count';

/** The warning shown when a spec's last room is removed (spec §2). */
export function warnLastCategory(): void {
  notifications.show({ color: 'yellow', title: t('Spec removed'), message: t(M.lastCategoryWarning), autoClose: 10_000 });
}

/** The row action menu of a spec (spec §2 "Spec row action menu"). */
export function SpecActionsMenu({ spec }: { spec: TSpecSpecbook }) {
  const { userId, specbookId, hasSpecbooksPlus, isPro, openSpecComments } = useManage();
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
      title: t('Remove spec'),
      children: <Text size="sm">{t('Remove {spec} from {room}?', { spec: spec.name, room: roomName(spec.categoryName) })}</Text>,
      labels: { confirm: t('Remove'), cancel: t('Cancel') },
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
    <ActionIcon variant="subtle" color="gray" aria-label={t('Actions for {spec}', { spec: spec.name })}>
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
                {t('More Options')}
              </Menu.Item>
              {openSpecComments && (
                <Menu.Item
                  leftSection={<IconMessages size={16} />}
                  rightSection={spec.commentCount > 0 ? <CommentCount count={spec.commentCount} /> : null}
                  onClick={() => openSpecComments(spec)}
                >
                  {t('Comments')}
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => void duplicate()}>
                {t('Duplicate')}
              </Menu.Item>
              <Menu.Item leftSection={<IconLayoutList size={16} />} onClick={() => setRoomsOpened(true)}>
                {t('Duplicate Cat')}
              </Menu.Item>
              <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={remove}>
                {t('Remove')}
              </Menu.Item>
              {/* Trade professionals do not use Data Fetch (spec §6 ROLE_PRO; docs/decisions/065). */}
              {!isPro && (
                <Menu.Item leftSection={<IconDatabaseImport size={16} />} onClick={dataFetch}>
                  {t('Data Fetch')}
                </Menu.Item>
              )}
              {offersSbPlus(spec, hasSpecbooksPlus) && (
                <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => void clone()}>
                  SB+
                  <Text size="xs" c="dimmed">
                    {t('Clone with specbooks Plus')}
                  </Text>
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </ArmOnIntent>
      {roomsOpened && <DuplicateCatModal spec={spec} opened onClose={() => setRoomsOpened(false)} />}
    </>
  );
}
