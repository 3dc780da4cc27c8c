import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { TSpecbook } from '#shared/schemas/specbook';
import type { TSpecbookTotals } from '#shared/schemas/totals';
import { useManagementSidebar } from '#client/lib/management-sidebars';
import { formatUsDate } from '#client/lib/us-date';
import { TotalsStrip } from './manage-header';

/** One label / value line of a sidebar. */
function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {value || '—'}
      </Text>
    </Group>
  );
}

/**
 * Fills the management layout's mobile sidebars: 'Specbooks Info +' (name, profile, status,
 * totals) and 'General Information +' (terms, tax, dates).
 */
export function ManageSidebars({
  specbook,
  totals,
  showExpectedDates,
}: {
  specbook: TSpecbook;
  totals: TSpecbookTotals | undefined;
  showExpectedDates: boolean;
}) {
  const info = useMemo(
    () => (
      <Stack gap="sm">
        <Text fw={700}>{specbook.name}</Text>
        <Group gap="xs">
          <Badge variant="light">{specbook.status}</Badge>
          {specbook.pinned && <Badge variant="outline">Pinned</Badge>}
        </Group>
        <Line label="Profile" value={specbook.profile?.name ?? ''} />
        {specbook.description && <Text size="sm">{specbook.description}</Text>}
        <Divider />
        <TotalsStrip specbook={specbook} totals={totals} />
      </Stack>
    ),
    [specbook, totals],
  );
  const general = useMemo(
    () => (
      <Stack gap="xs">
        <Line label="Payment terms" value={specbook.paymentTerms.name} />
        <Line label="Shipping calculation" value={specbook.shippingCalculation ? 'On' : 'Off'} />
        {showExpectedDates && <Line label="Expected approval" value={formatUsDate(specbook.expectedApprovedAt)} />}
        {showExpectedDates && <Line label="Expected installation" value={formatUsDate(specbook.expectedInstalledAt)} />}
        <Line label="Created" value={formatUsDate(specbook.createdAt)} />
        <Line label="Updated" value={formatUsDate(specbook.updatedAt)} />
      </Stack>
    ),
    [specbook, showExpectedDates],
  );
  useManagementSidebar('info', info);
  useManagementSidebar('general', general);
  return null;
}
