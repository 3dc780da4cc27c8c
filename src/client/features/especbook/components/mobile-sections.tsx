import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { showsPrices } from '#shared/lib/especbook-display';
import { ESPECBOOK_MESSAGES as M, ESPECBOOK_UI as UI } from '#shared/lib/especbook-messages';
import { useEspecbook } from './especbook-context';
import { FullScreenOverlay } from './full-screen-overlay';
import { InvoicesSection } from './invoices-section';
import { TeamSection } from './team-section';
import { TotalsDetail, useSpecbookTotalsShown, type TTotalsKindShown } from './totals-section';
import { t } from '#client/lib/i18n';

/** One overlay of the mobile menu. */
type TOverlay = { key: string; label: string; content: ReactNode };

/**
 * A mobile totals overlay (§2.6): the note, then the detail with the 'Show/Hide Categories
 * Subtotals' toggle.
 */
function TotalsOverlay({ kind }: { kind: TTotalsKindShown }) {
  const totals = useSpecbookTotalsShown();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t(kind === 'approved' ? M.approvedNote : M.quotedNote)}
      </Text>
      {totals.data && <TotalsDetail kind={kind} totals={totals.data} toggle="showHide" />}
    </Stack>
  );
}

/** Props of {@link MobileSections}. */
export type TMobileSectionsProps = {
  /** Opens the events overlay (§2.8), which has its own title, list and form. */
  onOpenEvents: () => void;
  /** The seller can use invoicing: the Invoices overlay is offered. */
  canUseInvoicing: boolean;
  /** The specbook's comments. */
  comments?: ReactNode;
};

/**
 * The mobile menu (§2.4 "Mobile"): one button per section, each opening a full-screen overlay with
 * back and close actions that holds the same section.
 */
export function MobileSections({ onOpenEvents, canUseInvoicing, comments }: TMobileSectionsProps) {
  const { userId, specbookId, display, purchaseOrderMode, qrViewer } = useEspecbook();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const overlays: TOverlay[] = [
    ...(purchaseOrderMode || qrViewer ? [] : [{ key: 'team', label: t('Team'), content: <TeamSection defaultExpanded /> }]),
    ...(canUseInvoicing
      ? [{ key: 'invoices', label: t(UI.invoicesMenu), content: <InvoicesSection userId={userId} specbookId={specbookId} enabled mobile /> }]
      : []),
    ...(showsPrices(display)
      ? [{ key: 'quoted', label: t(purchaseOrderMode ? M.purchaseOrderSubtotal : M.quotedSubtotal), content: <TotalsOverlay kind="quoted" /> }]
      : []),
    ...(showsPrices(display) && display.allowStatusUpdate ? [{ key: 'approved', label: t(M.approvedSubtotal), content: <TotalsOverlay kind="approved" /> }] : []),
    ...(comments ? [{ key: 'comments', label: t(UI.comments), content: comments }] : []),
  ];
  const current = overlays.find((o) => o.key === openKey) ?? null;
  const close = () => setOpenKey(null);
  return (
    <>
      <Group gap="xs" wrap="wrap" component="nav" aria-label={t(UI.menu)}>
        <Button variant="default" radius="xl" size="sm" onClick={onOpenEvents}>
          {purchaseOrderMode ? t('Alerts') : t(UI.events)}
        </Button>
        {overlays.map((o) => (
          <Button key={o.key} variant="default" radius="xl" size="sm" onClick={() => setOpenKey(o.key)}>
            {o.label}
          </Button>
        ))}
      </Group>
      <FullScreenOverlay opened={current !== null} title={current?.label ?? ''} onClose={close}>
        {current?.content}
      </FullScreenOverlay>
    </>
  );
}
