import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { infoGridColumns } from '#shared/lib/especbook-display';
import { TeamSection } from './team-section';
import { TotalsSection } from './totals-section';
import { useEspecbook } from './especbook-context';

/** Props of {@link InfoGrid}. */
export type TInfoGridProps = {
  /** The Events / Alerts section (mounted by the app). */
  eventsSlot?: ReactNode;
  /** The Invoices section, shown only when the seller can use invoicing (no invoice module yet). */
  invoicesSlot?: ReactNode;
  canUseInvoicing: boolean;
};

/**
 * The info grid (§2.4): Events, Team (not in purchase-order mode), Invoices, Quoted and Approved
 * Subtotal; 4 columns in purchase-order mode, otherwise 3.
 */
export function InfoGrid({ eventsSlot, invoicesSlot, canUseInvoicing }: TInfoGridProps) {
  const { purchaseOrderMode } = useEspecbook();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: infoGridColumns(purchaseOrderMode) }} spacing="md" data-testid="especbook-info-grid">
      {eventsSlot}
      <TeamSection />
      {canUseInvoicing && invoicesSlot}
      <TotalsSection kind="quoted" />
      <TotalsSection kind="approved" />
    </SimpleGrid>
  );
}
