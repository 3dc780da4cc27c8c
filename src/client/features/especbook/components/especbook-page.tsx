import { Alert, Button, Collapse, Group, Paper, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { IconLayoutGrid, IconList, IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultSpecView,
  displayOptionsOf,
  effectiveSpecView,
  isPurchaseOrderMode,
  MOBILE_BREAKPOINT_PX,
  type TSpecView,
} from '#shared/lib/especbook-display';
import { ESPECBOOK_MESSAGES as M, ESPECBOOK_UI as UI } from '#shared/lib/especbook-messages';
import { toastError } from '#client/lib/toasts';
import { GeneratingPdfOverlay } from '#client/components/ui/generating-pdf-overlay';
import { usePdfJobDownload } from '#client/lib/use-pdf-job-download';
import { PDF_JOB_MESSAGES as PO, PURCHASE_ORDER_PDF_TYPE } from '#shared/lib/pdf-job-messages';
import { useEspecbookCategories } from '../api/categories';
import {
  useEspecbookAccount,
  useEspecbookPermissions,
  useEspecbookProfile,
  useEspecbookSpecbook,
  isQrViewer,
  useEspecbookTeam,
  useEspecbookUser,
} from '../api/especbook-data';
import { useTermsAcceptance } from '../api/terms';
import { useWindowWidth } from '../lib/use-window-width';
import { readDebugFlags } from '../lib/debug-flags';
import { CategoryBlock } from './category-block';
import { EspecbookFooter } from './especbook-footer';
import { EspecbookHeader } from './especbook-header';
import { EventsOverlay } from './events-overlay';
import { AttachmentsSection } from './attachments-section';
import { EventsSection } from './events-section';
import { EspecbookProvider, useEspecbook, type TEspecbookContext, type TRenderComments } from './especbook-context';
import { InfoGrid } from './info-grid';
import { MobileSections } from './mobile-sections';
import { SpecsPdfDownload, type TDownloadRequest } from './specs-pdf-download';
import { TermsModal } from './terms-modal';
import { TotalsFailureToast } from './totals-section';
import { UnreadCommentsModal, useViewUnreadComments } from './unread-comments-modal';
import { t } from '#client/lib/i18n';

/** Props of {@link EspecbookPage}. */
export type TEspecbookPageProps = {
  /** The user id of the API paths (the specbook owner's for a token viewer). */
  userId: number;
  specbookId: number;
  /** A public (token) viewer. */
  isPublic: boolean;
  /** Renders the comments (form and list) of the specbook, a category or a spec. */
  renderComments?: TRenderComments;
  /** "Download Proposal": opens the specbook's proposal in a new window (composed by the app). */
  onOpenProposal?: () => void;
};

const NO_COMMENTS: TRenderComments = () => null;

/** Shows a toast once when `failed` turns true. */
function useFailureToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) toastError(message);
  }, [failed, message]);
}

/** The specbook's comments behind a toggle (open at first). */
function SpecbookComments({ renderComments }: { renderComments: TRenderComments }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <Paper radius="lg" p="lg" withBorder shadow="xs" component="section" aria-label={t(UI.comments)}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t(UI.comments)}
          </Title>
          <Button variant="subtle" size="xs" color="gray" leftSection={<IconMessageCircle size={14} />} onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={id}>
            {open ? t(UI.hideComments) : t(UI.showComments)}
          </Button>
        </Group>
        <Collapse expanded={open} id={id}>
          {renderComments({ kind: 'specbook' })}
        </Collapse>
      </Stack>
    </Paper>
  );
}

/** The list / card switch (hidden on mobile, where list is forced). */
function ViewSwitch({ value, onChange }: { value: TSpecView; onChange: (view: TSpecView) => void }) {
  return (
    <SegmentedControl
      aria-label={t(UI.viewSwitch)}
      value={value}
      onChange={(v) => onChange(v as TSpecView)}
      data={[
        { value: 'list', label: <Group gap={6} wrap="nowrap"><IconList size={16} aria-hidden />{t(UI.listView)}</Group> },
        { value: 'card', label: <Group gap={6} wrap="nowrap"><IconLayoutGrid size={16} aria-hidden />{t(UI.cardView)}</Group> },
      ]}
    />
  );
}

/** The categories in order, each a {@link CategoryBlock}. */
function Categories({ view, onDownloadCategory }: { view: TSpecView; onDownloadCategory: (categoryId: number | null, name: string) => void }) {
  const { userId, specbookId } = useEspecbook();
  const categories = useEspecbookCategories(userId, specbookId);
  if (categories.isPending) return <Skeleton h={200} radius="lg" aria-label={t('Loading categories')} />;
  if (categories.isError) return null;
  return (
    <Stack gap="lg">
      {categories.data.map((c) => (
        <CategoryBlock key={c.id ?? 'misc'} category={c} view={view} onDownloadCategory={onDownloadCategory} />
      ))}
    </Stack>
  );
}

/**
 * The e-Specbook (spec/client-view-and-downloads.md §2.4): the seller's header, the info grid,
 * the specbook's comments, the categories with their specs, totals and approvals, and the footer;
 * on a phone (< 768 px) the grid's sections open from a menu as overlays and specs show as a list.
 * The Terms & Conditions gate the unread comments (§4.3, §4.4); downloads go through the Download
 * e-Specbook modal (§2.9).
 */
export function EspecbookPage(props: TEspecbookPageProps) {
  const { userId, specbookId, isPublic } = props;
  const user = useEspecbookUser(userId);
  const account = useEspecbookAccount(userId);
  const specbook = useEspecbookSpecbook(userId, specbookId);
  const profile = useEspecbookProfile(userId, specbook.data?.profile?.id);
  const permissions = useEspecbookPermissions(userId, specbookId);
  const team = useEspecbookTeam(userId, specbookId, user.isSuccess && !isQrViewer(user.data));
  const terms = useTermsAcceptance(userId);
  const unread = useViewUnreadComments();
  const [download, setDownload] = useState<TDownloadRequest | null>(null);
  const purchaseOrder = usePdfJobDownload();
  const [eventsOpen, setEventsOpen] = useState(false);
  const width = useWindowWidth();
  const [chosenView, setChosenView] = useState<TSpecView | null>(null);
  const [searchParams] = useSearchParams();
  const debugFlags = useMemo(() => readDebugFlags(searchParams), [searchParams]);
  useFailureToast(specbook.isError, M.specbookFailed);

  if (specbook.isError) return <Alert color="red" title={t(M.specbookFailed)} />;
  if (specbook.isPending || permissions.isPending || (specbook.data.profile && profile.isPending)) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={220} radius="lg" />
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  }
  // A QR reader writes nothing: no comments, events or unread comments to mark (decision 028);
  // it sees no team and no contact details either (decision 038).
  const readOnly = isQrViewer(user.data);
  const renderComments = readOnly ? undefined : props.renderComments;
  const display = displayOptionsOf(
    permissions.data ?? { showListPrice: false, showSalePrice: false, showModelNumbers: false, canApprove: false, showNotifications: false },
  );
  const purchaseOrderMode = isPurchaseOrderMode(profile.data);
  const mobile = width < MOBILE_BREAKPOINT_PX;
  const view = effectiveSpecView(chosenView ?? defaultSpecView(purchaseOrderMode), width);
  const context: TEspecbookContext = { userId, specbookId, specbook: specbook.data, display, purchaseOrderMode, mobile, qrViewer: readOnly, renderComments, debugFlags };
  const canUseInvoicing = user.data?.canUseInvoicing ?? false;
  const companyName = user.data?.companyName ?? account.data?.companyName ?? '';
  const comments = renderComments ? <SpecbookComments renderComments={renderComments} /> : null;
  const teamEmails = (team.data ?? []).map((m) => m.emailAddress);
  const events = <EventsSection userId={userId} specbookId={specbookId} ordersMode={purchaseOrderMode} teamEmails={teamEmails} canAdd={!readOnly} />;
  const downloadAll = () => setDownload({});
  const downloadCategory = (categoryId: number | null, categoryName: string) => setDownload({ categoryId, categoryName });
  const specbookName = specbook.data.name;
  const downloadPurchaseOrder = () =>
    void purchaseOrder.start({ userId, specbookId, type: PURCHASE_ORDER_PDF_TYPE, fileName: PO.fileName(specbookName), failedMessage: PO.purchaseOrderFailed });

  return (
    <EspecbookProvider value={context}>
      <TotalsFailureToast />
      <Stack gap="lg" data-public={isPublic || undefined} data-purchase-order={purchaseOrderMode || undefined}>
        <EspecbookHeader
          companyName={companyName}
          logoURL={user.data?.logoURL ?? account.data?.logoURL}
          profile={readOnly ? undefined : profile.data}
          account={account.data}
          specbook={specbook.data}
          purchaseOrderMode={purchaseOrderMode}
          onDownload={(what) => {
            if (what === 'proposal') props.onOpenProposal?.();
            else if (what === 'purchaseOrder') downloadPurchaseOrder();
            else downloadAll();
          }}
        />
        {mobile ? (
          <MobileSections onOpenEvents={() => setEventsOpen(true)} canUseInvoicing={canUseInvoicing} comments={comments} />
        ) : (
          <InfoGrid eventsSlot={events} canUseInvoicing={canUseInvoicing} />
        )}
        {!mobile && comments}
        <AttachmentsSection />
        <Group justify="space-between" gap="sm">
          {display.showNotifications && (
            <Button variant="light" leftSection={<IconMessageCircle size={16} />} onClick={unread.viewUnreadComments}>
              {t(M.viewUnreadComments)}
            </Button>
          )}
          {!mobile && <ViewSwitch value={view} onChange={setChosenView} />}
        </Group>
        <Categories view={view} onDownloadCategory={downloadCategory} />
        <EspecbookFooter onDownload={downloadAll} onReviewTerms={terms.reviewTerms} hasAccount={Boolean(account.data) && terms.hasTerms} />
      </Stack>
      {mobile && (
        <EventsOverlay userId={userId} specbookId={specbookId} opened={eventsOpen} onClose={() => setEventsOpen(false)} teamEmails={teamEmails} canAdd={!readOnly} />
      )}
      <TermsModal {...terms.modal} />
      <UnreadCommentsModal
        userId={userId}
        specbookId={specbookId}
        enabled={terms.accepted && display.showNotifications}
        renderComments={renderComments ?? NO_COMMENTS}
        opened={unread.opened}
        onOpenedChange={unread.onOpenedChange}
      />
      <SpecsPdfDownload
        userId={userId}
        specbookId={specbookId}
        specbookName={specbook.data.name}
        request={download}
        onClose={() => setDownload(null)}
        display={display}
        canUsePdfModal={user.data?.canUsePdfModal ?? false}
      />
      {purchaseOrder.job && <GeneratingPdfOverlay progress={purchaseOrder.job.progress} step={purchaseOrder.job.step} />}
    </EspecbookProvider>
  );
}
