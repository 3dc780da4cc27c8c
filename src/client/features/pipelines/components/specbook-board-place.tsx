import { Anchor, Button, Group, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TNamedRef } from '#shared/schemas/board';
import { BOARD_MESSAGES as M } from '#shared/lib/board-messages';
import { toastFailure } from '#client/lib/toasts';
import { t } from '#client/lib/i18n';
import { addBoardSpecbook, getSpecbookPlace, removeBoardSpecbook } from '../api/board-cards';
import { useBoard, useBoards } from '../api/boards';
import { pipelineKeys } from '../api/keys';

type TPlaceProps = { userId: number; specbookId: number };

function PlaceDialog({ userId, specbookId, current, onClose }: TPlaceProps & { current: { board: TNamedRef | null; lane: TNamedRef | null }; onClose: () => void }) {
  const queryClient = useQueryClient();
  const boards = useBoards(userId);
  const [boardId, setBoardId] = useState<string | null>(current.board ? String(current.board.id) : null);
  const chosenBoard = boardId ?? (boards.data?.[0] ? String(boards.data[0].id) : null);
  const board = useBoard(userId, chosenBoard === null ? null : Number(chosenBoard));
  const [laneId, setLaneId] = useState<string | null>(current.lane ? String(current.lane.id) : null);
  const lanes = board.data?.lanes ?? [];
  const chosenLane = lanes.some((l) => String(l.id) === laneId) ? laneId : lanes[0] ? String(lanes[0].id) : null;
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, fallback: string) => {
    setBusy(true);
    try {
      await call();
      await queryClient.invalidateQueries({ queryKey: pipelineKeys.all(userId) });
      onClose();
    } catch (err) {
      toastFailure(err, fallback);
    } finally {
      setBusy(false);
    }
  };
  const save = () => run(() => addBoardSpecbook(userId, Number(chosenBoard), { id: specbookId, lane: { id: Number(chosenLane) } }), M.addFailed);
  const remove = () => run(() => removeBoardSpecbook(userId, current.board!.id, specbookId), M.removeFailed);
  return (
    <Modal opened onClose={onClose} title={t('Job pipeline')}>
      <Stack>
        {boards.data?.length === 0 && (
          <Text size="sm">
            {t('No boards yet.')}{' '}
            <Anchor component={Link} to="/v4/jobs/pipelines">
              {t('Create one on Job Pipelines.')}
            </Anchor>
          </Text>
        )}
        <Select label={t('Board')} data={(boards.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))} value={chosenBoard} onChange={setBoardId} allowDeselect={false} />
        <Select label={t('Lane')} data={lanes.map((l) => ({ value: String(l.id), label: l.name }))} value={chosenLane} onChange={setLaneId} allowDeselect={false} disabled={lanes.length === 0} />
        <Group justify="space-between">
          {current.board ? (
            <Button variant="subtle" color="red" onClick={() => void remove()} disabled={busy}>
              {t('Remove from board')}
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => void save()} loading={busy} disabled={!chosenBoard || !chosenLane}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The specbook's board and lane on its manage page, with a way to put it on a board or change its lane. */
export function SpecbookBoardPlace({ userId, specbookId }: TPlaceProps) {
  const place = useQuery({ queryKey: pipelineKeys.specbookPlace(userId, specbookId), queryFn: ({ signal }) => getSpecbookPlace(userId, specbookId, signal) });
  const [editing, setEditing] = useState(false);
  if (!place.data) return null;
  const current = { board: place.data.board ?? null, lane: place.data.lane ?? null };
  return (
    <Paper withBorder radius="md" px="sm" py={6} mb="sm" aria-label={t('Job pipeline')}>
      <Group gap="xs" wrap="wrap">
        <IconLayoutKanban size={16} aria-hidden />
        <Text size="sm" data-testid="specbook-board-place">
          {current.board && current.lane ? (
            <>
              <Anchor component={Link} to="/v4/jobs/pipelines" size="sm">
                {current.board.name}
              </Anchor>
              {` · ${current.lane.name}`}
            </>
          ) : (
            t('Not on a job pipeline board')
          )}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
          {current.board ? t('Change') : t('Put on a board')}
        </Button>
      </Group>
      {editing && <PlaceDialog userId={userId} specbookId={specbookId} current={current} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
