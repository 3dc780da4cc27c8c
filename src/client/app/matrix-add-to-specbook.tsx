import { Center, Loader, Modal, Text } from '@mantine/core';
import { t } from '#client/lib/i18n';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { WORKSPACE_MESSAGES } from '#shared/lib/workspace-messages';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import { useRooms } from '#client/features/manage/api/rooms';
import { useRoomQuantities } from '#client/features/manage/api/specs';
import { SelectRoomForm } from '#client/features/manage/components/select-room-form';

type TProps = { userId: number; specbookId: number; spec: TCatalogueSpec };

/** Select Room for one Matrix result, once the specbook's rooms and the spec's quantities in them are known. */
function SelectRoomStep({ userId, specbookId, spec, onClose }: TProps & { onClose: () => void }) {
  const queryClient = useQueryClient();
  const rooms = useRooms(userId, specbookId);
  const quantities = useRoomQuantities(userId, specbookId, spec.id);
  if (rooms.isPending || quantities.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('Loading rooms')} />
      </Center>
    );
  }
  if (rooms.isError) {
    return (
      <Text c="red" size="sm">
        {rooms.error.message}
      </Text>
    );
  }
  return (
    <SelectRoomForm
      userId={userId}
      specbookId={specbookId}
      spec={spec}
      rooms={rooms.data}
      existingQuantities={quantities.data}
      onRoomCreated={() => void rooms.refetch()}
      successMessage={WORKSPACE_MESSAGES.addedToSpecbook}
      onAssigned={() => {
        void queryClient.invalidateQueries({ queryKey: ['catalogue', 'matrix'] });
        onClose();
      }}
    />
  );
}

/**
 * The Matrix's add-to-specbook flow (composed here: it joins the catalogue and manage features):
 * the Select Room modal of Assign Spec, for the chosen result; success toasts 'Added to specbook'.
 */
export function MatrixAddToSpecbook({ userId, specbookId, spec, onClose }: Omit<TProps, 'spec'> & { spec: TCatalogueSpec | null; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 768px)');
  return (
    <Modal opened={spec !== null} onClose={onClose} title={t('Select Room')} size={narrow ? '100%' : 'lg'} fullScreen={narrow ?? false}>
      {spec && <SelectRoomStep key={spec.id} userId={userId} specbookId={specbookId} spec={spec} onClose={onClose} />}
    </Modal>
  );
}
