import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TBoard } from '#shared/schemas/board';
import { BOARD_MESSAGES as M } from '#shared/lib/board-messages';
import { ApiError } from '#client/lib/api-client';
import { t, tPlural } from '#client/lib/i18n';

type TDeleteBoardProps = {
  board: TBoard;
  /** Deletes the board; `force` confirms taking its specbooks off it. */
  onDelete: (force: boolean) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Confirms deleting a board. Its specbooks stay (they only leave the board): the dialog says how
 * many leave, and that confirmation is what sends `forceDelete`. A board found holding specbooks
 * after all (412: one was added meanwhile) shows the server's message; confirming again forces.
 */
export function DeleteBoardDialog({ board, onDelete, onClose }: TDeleteBoardProps) {
  const count = board.specbookCount;
  const [force, setForce] = useState(count > 0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDelete(force);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 412) setForce(true);
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('Delete board {name}?', { name: board.name })}>
      <Stack>
        <Text size="sm">{t(M.deleteBoardIntro)}</Text>
        <Text size="sm" fw={count > 0 ? 500 : undefined}>
          {count > 0 ? tPlural(count, 'Its 1 specbook leaves the board (it is not deleted).', 'Its {count} specbooks leave the board (they are not deleted).') : t(M.deleteBoardEmpty)}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {t(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('Cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            {t(M.deleteBoardConfirm)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
