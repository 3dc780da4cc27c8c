import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { infoGridColumns } from '#shared/lib/especbook-display';
import { InvoicesSection } from './invoices-section';
import { TeamSection } from './team-section';
import { TotalsSection } from './totals-section';
import { useEspecbook } from './especbook-context';

/** Props of {@link InfoGrid}. */
export type TInfoGridProps = {
  /** The Events / Alerts section (mounted by the app). */
  eventsSlot?: ReactNode;
  /** The seller can use invoicing: the Invoices section is shown. */
  canUseInvoicing: boolean;
};

/**
 * The info grid (§2.4): Events, Team (not in purchase-order mode), Invoices, Quoted and Approved
 * Subtotal; 4 columns in purchase-order mode, otherwise 3.
 */
export function InfoGrid({ eventsSlot, canUseInvoicing }: TInfoGridProps) {
  const { userId, specbookId, purchaseOrderMode } = useEspecbook();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: infoGridColumns(purchaseOrderMode) }} spacing="md" data-testid="especbook-info-grid">
      {eventsSlot}
      <TeamSection />
      <InvoicesSection userId={userId} specbookId={specbookId} enabled={canUseInvoicing} />
      <TotalsSection kind="quoted" />
      <TotalsSection kind="approved" />
    </SimpleGrid>
  );
}
