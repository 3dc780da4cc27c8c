import { Alert, Button, Checkbox, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLayoutKanban, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { TBoard, TBoardCard, TLane } from '#shared/schemas/board';
import { BOARD_LIMITS, BOARD_MESSAGES as M } from '#shared/lib/board-messages';
import { STATUSES } from '#shared/lib/statuses';
import { PageHeader } from '#client/components/ui/page-header';
import { ContentLoader } from '#client/components/ui/content-loader';
import { t } from '#client/lib/i18n';
import { useBoard, useBoards } from '../api/boards';
import { useBoardCards, useMoveCard, type TCardQuery } from '../api/board-cards';
import { useBoardActions } from '../api/board-actions';
import { AddSpecbookDialog, NameDialog, RemoveLaneDialog } from './board-dialogs';
import { BoardView } from './board-view';
import { DeleteBoardDialog } from './delete-board-dialog';

/** A name's problem, with the board messages: required, at most `max` characters. */
function nameProblem(max: number, tooLong: string) {
  return (name: string) => (name.trim() === '' ? M.nameRequired : name.trim().length > max ? tooLong : null);
}
const boardNameProblem = nameProblem(BOARD_LIMITS.boardNameMax, M.boardNameTooLong);
const laneNameProblem = nameProblem(BOARD_LIMITS.laneNameMax, M.laneNameTooLong);

type TDialog = { kind: 'new-board' } | { kind: 'rename-board' } | { kind: 'delete-board' } | { kind: 'add-lane' } | { kind: 'rename-lane'; lane: TLane } | null;

function NoBoards({ onCreate }: { onCreate: () => void }) {
  return (
    <Stack align="center" py="xl" gap="sm">
      <IconLayoutKanban size={40} stroke={1.4} aria-hidden />
      <Text fw={600}>{t('No boards yet')}</Text>
      <Text c="dimmed" size="sm" ta="center" maw={420}>
        {t('A board shows where each job stands: lanes for your stages, your specbooks as cards you move along.')}
      </Text>
      <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
        {t('Create a board')}
      </Button>
    </Stack>
  );
}

type TBoardPickerProps = { boards: TBoard[]; boardId: number | null; onPick: (id: number) => void; onNew: () => void; onRename: () => void; onDelete: () => void };

/** The board picker and the board's own actions. */
function BoardPicker({ boards, boardId, onPick, onNew, onRename, onDelete }: TBoardPickerProps) {
  return (
    <Group gap="xs" wrap="wrap">
      <Select
        aria-label={t('Board')}
        data={boards.map((b) => ({ value: String(b.id), label: b.name }))}
        value={boardId === null ? null : String(boardId)}
        onChange={(v) => v && onPick(Number(v))}
        allowDeselect={false}
        w={220}
      />
      <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onRename} disabled={boardId === null}>
        {t('Rename')}
      </Button>
      <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} disabled={boardId === null}>
        {t('Delete')}
      </Button>
      <Button leftSection={<IconPlus size={16} />} onClick={onNew}>
        {t('New board')}
      </Button>
    </Group>
  );
}

/** /v4/jobs/pipelines: boards with lanes holding the account's specbooks as cards. */
export function PipelinesPage({ userId }: { userId: number }) {
  const boards = useBoards(userId);
  const [picked, setPicked] = useState<number | null>(null);
  // The picked board while it exists (a deleted one gives way to the first board).
  const boardId = boards.data?.some((b) => b.id === picked) ? picked : (boards.data?.[0]?.id ?? null);
  const board = useBoard(userId, boardId);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query: TCardQuery = { search: debounced, status };
  const cards = useBoardCards(userId, boardId, query);
  const move = useMoveCard(userId, boardId ?? 0, query);
  const actions = useBoardActions(userId, boardId);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [removing, setRemoving] = useState<TLane | null>(null);
  const [adding, setAdding] = useState<TLane | null>(null);
  const [withStages, setWithStages] = useState(true);
  const lanes = board.data?.lanes ?? [];
  const close = () => setDialog(null);
  // One list per mount (a change of locale remounts the app): a new list at each render would reset the Select.
  const statusOptions = useMemo(() => STATUSES.map((s) => ({ value: s.value, label: t(s.name) })), []);

  const laneActions = {
    onRename: (lane: TLane) => setDialog({ kind: 'rename-lane', lane }),
    onShift: (lane: TLane, step: -1 | 1) => void actions.shiftLane(lane, lanes, step).catch(() => undefined),
    onRemove: (lane: TLane) => (lane.specbookCount > 0 ? setRemoving(lane) : void actions.removeLane(lane).catch(() => undefined)),
    onAddSpecbook: setAdding,
  };

  let body;
  if (boards.isPending) body = <ContentLoader />;
  else if (boards.isError) body = <Alert color="red">{t(M.boardsFetchFailed)}</Alert>;
  else if (boards.data.length === 0) body = <NoBoards onCreate={() => setDialog({ kind: 'new-board' })} />;
  else if (board.data && lanes.length === 0)
    body = (
      <Stack align="center" py="xl" gap="sm">
        <Text fw={600}>{t('This board has no lanes yet')}</Text>
        <Text c="dimmed" size="sm">
          {t('Add a lane for each stage of your jobs, such as Lead, Quoting and Approved.')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'add-lane' })}>
          {t('Add lane')}
        </Button>
      </Stack>
    );
  else if (!board.data || !cards.data) body = <ContentLoader />;
  else
    body = (
      <BoardView
        board={board.data}
        cards={cards.data}
        onMove={(m) => move.mutate(m)}
        onRemoveCard={(card: TBoardCard) => void actions.removeCard(card).catch(() => undefined)}
        laneActions={laneActions}
      />
    );

  return (
    <>
      <PageHeader
        title={t('Job Pipelines')}
        description={t('Where each job stands: drag a card to its next stage, or use its menu.')}
        actions={
          boards.data &&
          boards.data.length > 0 && (
            <BoardPicker
              boards={boards.data}
              boardId={boardId}
              onPick={setPicked}
              onNew={() => setDialog({ kind: 'new-board' })}
              onRename={() => setDialog({ kind: 'rename-board' })}
              onDelete={() => setDialog({ kind: 'delete-board' })}
            />
          )
        }
      />
      {lanes.length > 0 && (
        <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
          <TextInput
            aria-label={t('Search this board')}
            placeholder={t('Search by specbook or customer')}
            leftSection={<IconSearch size={16} />}
            rightSection={cards.isFetching ? <Loader size="xs" /> : null}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
          />
          <Select aria-label={t('Status')} placeholder={t('Any status')} data={statusOptions} value={status} onChange={setStatus} clearable w={{ base: '100%', sm: 180 }} />
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'add-lane' })}>
            {t('Add lane')}
          </Button>
        </Group>
      )}
      {body}
      {dialog?.kind === 'new-board' && (
        <NameDialog
          opened
          title={t('New board')}
          label={t('Board name')}
          initial=""
          maxLength={BOARD_LIMITS.boardNameMax}
          submitLabel={t('Create board')}
          validate={boardNameProblem}
          onSubmit={async (name) => setPicked((await actions.createBoard(name, withStages)).id)}
          onClose={close}
        >
          <Checkbox checked={withStages} onChange={(e) => setWithStages(e.currentTarget.checked)} label={t('Start with the lanes Lead, Quoting, Approved, Ordered and Installed')} />
        </NameDialog>
      )}
      {dialog?.kind === 'rename-board' && (
        <NameDialog opened title={t('Rename board')} label={t('Board name')} initial={board.data?.name ?? ''} maxLength={BOARD_LIMITS.boardNameMax} submitLabel={t('Save')} validate={boardNameProblem} onSubmit={actions.renameBoard} onClose={close} />
      )}
      {dialog?.kind === 'delete-board' && board.data && <DeleteBoardDialog board={board.data} onDelete={actions.deleteBoard} onClose={close} />}
      {dialog?.kind === 'add-lane' && (
        <NameDialog opened title={t('Add lane')} label={t('Lane name')} initial="" maxLength={BOARD_LIMITS.laneNameMax} submitLabel={t('Add lane')} validate={laneNameProblem} onSubmit={actions.addLane} onClose={close} />
      )}
      {dialog?.kind === 'rename-lane' && (
        <NameDialog
          opened
          title={t('Rename lane')}
          label={t('Lane name')}
          initial={dialog.lane.name}
          maxLength={BOARD_LIMITS.laneNameMax}
          submitLabel={t('Save')}
          validate={laneNameProblem}
          onSubmit={(name) => actions.renameLane(dialog.lane, name)}
          onClose={close}
        />
      )}
      <RemoveLaneDialog key={removing?.id ?? 0} lane={removing} lanes={lanes} onRemove={(lane, to) => actions.removeLane(lane, to)} onClose={() => setRemoving(null)} />
      <AddSpecbookDialog key={adding?.id ?? 0} userId={userId} lane={adding} onAdd={actions.addSpecbook} onClose={() => setAdding(null)} />
    </>
  );
}
