import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { TSpecbook } from '#shared/schemas/specbook';
import type { TSpecbookTotals } from '#shared/schemas/totals';
import { statusLook } from '#shared/lib/statuses';
import { t, useLocale } from '#client/lib/i18n';
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
  const locale = useLocale();
  const info = useMemo(
    () => (
      <Stack gap="sm">
        <Text fw={700}>{specbook.name}</Text>
        <Group gap="xs">
          <Badge variant="light">{t(statusLook(specbook.status).label)}</Badge>
          {specbook.pinned && <Badge variant="outline">{t('Pinned')}</Badge>}
        </Group>
        <Line label={t('Profile')} value={specbook.profile?.name ?? ''} />
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
        <Line label={t('Payment terms')} value={t(specbook.paymentTerms.name)} />
        <Line label={t('Shipping calculation')} value={specbook.shippingCalculation ? t('On') : t('Off')} />
        {showExpectedDates && <Line label={t('Expected approval')} value={formatUsDate(specbook.expectedApprovedAt, locale)} />}
        {showExpectedDates && <Line label={t('Expected installation')} value={formatUsDate(specbook.expectedInstalledAt, locale)} />}
        <Line label={t('Created')} value={formatUsDate(specbook.createdAt, locale)} />
        <Line label={t('Updated')} value={formatUsDate(specbook.updatedAt, locale)} />
      </Stack>
    ),
    [specbook, showExpectedDates, locale],
  );
  useManagementSidebar('info', info);
  useManagementSidebar('general', general);
  return null;
}
