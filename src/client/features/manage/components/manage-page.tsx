import { Button, Center, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { SPECBOOK_MESSAGES } from '#shared/lib/specbook-messages';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import type { TSpecbook } from '#shared/schemas/specbook';
import { useCreateRoom, useRefreshManage, useRooms } from '../api/rooms';
import { useManageSettings } from '../api/settings';
import { isSpecbookMissing, useSpecbook } from '../api/specbook';
import { approveAllSpecs } from '../api/specs';
import { useStatuses } from '../api/statuses';
import { useSpecbookTotals } from '../api/totals';
import { DEFAULT_MANAGE_SETTINGS } from '../lib/settings';
import { roomKey, type TRoomId } from '../lib/rooms';
import { t } from '#client/lib/i18n';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { AssignSpecModal, NamePromptModal } from './lazy-manage-dialogs';
import { LineItemsSection } from './lazy-line-items';
import { confirmBulkApproval } from './confirm-approval';
import { useDndState } from '../lib/dnd-runtime';
import { loadDndKit, useLoadDndKit } from './dnd-kit-loader';
import { ManageHeader, ManageHeaderSkeleton } from './manage-header';
import { ManageProvider, type TManageContext, type TSpecDocuments } from './manage-context';
import { ManageList, type TManageListProps } from './manage-list';
import { SpecCommentsDrawer, type TSpecComments } from './spec-comments-drawer';
import { SpecbookNotFound } from './specbook-not-found';

// Drag and drop starts loading with this page's code, before the page asks for its data.
void loadDndKit();

/**
 * Props of {@link ManagePage}. `SpecComments`, when given, adds 'Comments' to the spec row menu
 * (the app composes the collaboration feature's comments here).
 */
export type TManagePageProps = {
  userId: number;
  specbookId: number;
  hasSpecbooksPlus: boolean;
  /** A trade professional (ROLE_PRO): profiles read 'Project', no Data Fetch (docs/decisions/065). */
  isPro?: boolean;
  /** The user lacks advanced access (the session's advancedAccess): the advanced price fields show locked. */
  advancedPricingLocked?: boolean;
  /** The useThirdLineDescription flag: each spec shows its description as a third line (decision 083). */
  descriptionLine?: boolean;
  SpecComments?: TSpecComments;
  /** A spec row's documents button, shown while the 'show documents' setting is on (composed by the app). */
  SpecDocuments?: TSpecDocuments;
  /** The specbook's Documents menu (PDFs, labels, CSV), composed by the app from other features. */
  Documents?: ComponentType<{ specbook: TSpecbook }>;
  /** The specbook's Invoices button and drawer (invoicing users only), composed by the app. */
  Invoices?: ComponentType<{ specbook: TSpecbook }>;
  /** The specbook's Purchase Orders button and drawer (usePurchaseOrder users only), composed by the app. */
  PurchaseOrders?: ComponentType<{ specbook: TSpecbook }>;
};

// The mobile sidebars' contents load after the page (decision 048): they fill the layout's
// 'Specbooks Info +' and 'General Information +' sidebars, which are closed when the page opens.
const ManageSidebars = lazy(() => import('./manage-sidebars').then((m) => ({ default: m.ManageSidebars })));
// So does the empty state of a specbook without rooms (the page is at its budget; decision 065).
const NoRooms = lazy(() => import('./no-rooms').then((m) => ({ default: m.NoRooms })));

/** Which rooms are open: every room starts closed when 'collapse all' is on, open otherwise. */
function useOpenRooms(collapseAll: boolean | undefined, keys: string[]) {
  const [open, setOpen] = useState<Set<string> | null>(null);
  const current = useMemo(() => open ?? new Set<string>(collapseAll === false ? keys : []), [open, collapseAll, keys]);
  // Stable while nothing opens or closes, so that the page's one list is not laid out again.
  const isOpen = useCallback((key: string) => current.has(key), [current]);
  const toggle = useCallback(
    (key: string) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      setOpen(next);
    },
    [current],
  );
  return {
    isOpen,
    toggle,
    openOne: (key: string) => setOpen(new Set([...current, key])),
    expandAll: () => setOpen(new Set(keys)),
    collapseAll: () => setOpen(new Set()),
  };
}

/** The specbook manage page: header with totals and actions, rooms with their specs, drag and drop, Assign Spec. */
export function ManagePage({ userId, specbookId, hasSpecbooksPlus, isPro = false, advancedPricingLocked = false, descriptionLine = false, SpecComments, SpecDocuments, Documents, Invoices, PurchaseOrders }: TManagePageProps) {
  useLoadDndKit();
  const specbook = useSpecbook(userId, specbookId);
  const rooms = useRooms(userId, specbookId);
  const totals = useSpecbookTotals(userId, specbookId);
  const statuses = useStatuses(userId);
  const settingsQuery = useManageSettings(userId);
  const settings = settingsQuery.data ?? (settingsQuery.isPending ? undefined : DEFAULT_MANAGE_SETTINGS);
  const refresh = useRefreshManage(userId, specbookId);
  const createRoom = useCreateRoom(userId, specbookId);

  const [viewOverride, setViewOverride] = useState<'card' | 'list' | null>(null);
  const view = viewOverride ?? settings?.view ?? 'card';
  const [assign, setAssign] = useState<{ opened: boolean; room?: TRoomId }>({ opened: false });
  const [addingRoom, setAddingRoom] = useState(false);
  const [commentsFor, setCommentsFor] = useState<TSpecSpecbook | null>(null);

  const roomList = useMemo(() => rooms.data ?? [], [rooms.data]);
  const keys = useMemo(() => roomList.map((r) => roomKey(r.id)), [roomList]);
  const openRooms = useOpenRooms(settings?.collapseAll, keys);

  const openAssign = useCallback((room?: TRoomId) => setAssign({ opened: true, room }), []);
  const context: TManageContext = useMemo(
    () => ({
      userId,
      specbookId,
      statuses: statuses.data ?? [],
      rooms: roomList,
      view,
      dragEnabled: settings?.dragAndDrop ?? true,
      hasSpecbooksPlus,
      isPro,
      advancedPricingLocked,
      descriptionLine,
      openSpecComments: SpecComments ? setCommentsFor : undefined,
      SpecDocuments: settings?.showDocuments === false ? undefined : SpecDocuments,
      openAssign,
    }),
    [userId, specbookId, statuses.data, roomList, view, settings?.dragAndDrop, settings?.showDocuments, hasSpecbooksPlus, isPro, advancedPricingLocked, descriptionLine, SpecComments, SpecDocuments, openAssign],
  );

  const addRoom = (name: string) =>
    createRoom.mutate(name, {
      onSuccess: (room) => {
        toastSuccess(M.categoryCreated);
        setAddingRoom(false);
        openRooms.openOne(roomKey(room.id));
      },
    });

  const approveAll = () =>
    confirmBulkApproval({
      title: t('Approve All'),
      question: t('Approve every spec in this specbook that is not approved yet?'),
      confirmLabel: t('Approve All'),
      onConfirm: () =>
        void approveAllSpecs(userId, specbookId).then(
          () => {
            toastSuccess(M.allSpecsApproved);
            void refresh();
          },
          () => toastError(M.couldNotApprove),
        ),
    });

  if (isSpecbookMissing(specbookId, specbook.error)) return <SpecbookNotFound />;
  if (specbook.isError) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Title order={2}>{t(SPECBOOK_MESSAGES.fetchFailed)}</Title>
          <Button variant="light" onClick={() => void specbook.refetch()}>
            {t('Retry')}
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <ManageProvider value={context}>
      {specbook.data ? (
        <>
          <Suspense fallback={null}>
            <ManageSidebars specbook={specbook.data} totals={totals.data} showExpectedDates={settings?.showExpectedDates ?? true} />
          </Suspense>
          <ManageHeader
            specbook={specbook.data}
            totals={totals.data}
            isPro={isPro}
            view={view}
            onViewChange={setViewOverride}
            onAddRoom={() => setAddingRoom(true)}
            onAssign={() => openAssign()}
            onApproveAll={approveAll}
            onExpandAll={openRooms.expandAll}
            onCollapseAll={openRooms.collapseAll}
            documents={Documents ? <Documents specbook={specbook.data} /> : null}
            invoices={Invoices ? <Invoices specbook={specbook.data} /> : null}
            purchaseOrders={PurchaseOrders ? <PurchaseOrders specbook={specbook.data} /> : null}
          />
        </>
      ) : (
        <ManageHeaderSkeleton />
      )}
      {rooms.isPending || !settings ? (
        <RoomsSkeleton />
      ) : roomList.length === 0 ? (
        <Suspense fallback={null}>
          <NoRooms onAddRoom={() => setAddingRoom(true)} onAssign={() => openAssign()} />
        </Suspense>
      ) : (
        <DraggableList rooms={roomList} isOpen={openRooms.isOpen} onToggle={openRooms.toggle} />
      )}
      {specbook.data && <LineItemsSection userId={userId} specbookId={specbookId} />}
      <NamePromptModal
        opened={addingRoom}
        title={t('Add Room')}
        label={t('Room name')}
        submitLabel={t('Create')}
        busy={createRoom.isPending}
        onClose={() => setAddingRoom(false)}
        onSubmit={addRoom}
      />
      <AssignSpecModal
        opened={assign.opened}
        onClose={() => setAssign({ opened: false })}
        userId={userId}
        specbookId={specbookId}
        rooms={roomList}
        initialRoom={assign.room}
        onChanged={() => void refresh()}
      />
      {SpecComments && (
        <SpecCommentsDrawer userId={userId} specbookId={specbookId} spec={commentsFor} onClose={() => setCommentsFor(null)} SpecComments={SpecComments} />
      )}
    </ManageProvider>
  );
}
/**
 * The rooms list inside the drag-and-drop context, once that has loaded (its loading started with
 * the page); without it only if it failed to load (lib/dnd-runtime.tsx).
 */
function DraggableList(props: TManageListProps) {
  const dnd = useDndState();
  if (dnd === 'loading') return <RoomsSkeleton />;
  if (dnd === 'failed') return <ManageList {...props} />;
  return (
    <dnd.ManageDnd rooms={props.rooms}>
      <ManageList {...props} />
    </dnd.ManageDnd>
  );
}

/** Placeholders of the rooms while they load. */
function RoomsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('Loading rooms')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={48} radius="md" />
      ))}
    </Stack>
  );
}
