import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ESPECBOOK_MESSAGES as EM, ESPECBOOK_UI as UI } from '#shared/lib/especbook-messages';
import { useCurrentSession } from '#client/lib/current-session';
import { t } from '#client/lib/i18n';
import { useSpecbookAlerts } from '#client/features/alerts/api/alerts';
import { useSpecbookInvoices } from '#client/features/invoices/api/invoices';
import { EventsList, eventsTitle } from '#client/features/especbook/components/events-section';
import { GridCard } from '#client/features/especbook/components/grid-card';
import { InvoicesTable } from '#client/features/especbook/components/invoices-section';

/** Props of {@link ManageOverview}. */
export type TManageOverviewProps = { userId: number; specbookId: number };

/**
 * 'Alerts (n)' as the e-Specbook shows its events (the manage page's bar calls them Alerts), read
 * from the alerts feature's query: the Alerts drawer's changes show here at once.
 */
function AlertsCard({ userId, specbookId }: TManageOverviewProps) {
  const alerts = useSpecbookAlerts(userId, specbookId);
  return (
    <Paper component="section" radius="lg" p="lg" withBorder shadow="xs" h="100%" aria-label={t('Alerts')}>
      <Stack gap="xs">
        <Title order={3} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: 0.6 }}>
          {eventsTitle(alerts.data?.length ?? 0, true)}
        </Title>
        <EventsList alerts={alerts.data} loading={alerts.isPending} failed={alerts.isError} ordersMode scrollStyle={{ maxHeight: 240 }} />
      </Stack>
    </Paper>
  );
}

/**
 * 'Invoices (n)' as on the e-Specbook (number, status, total; due date and balance on a phone), read
 * from the invoices feature's query: the Invoices drawer's changes show here at once.
 */
function InvoicesCard({ userId, specbookId }: TManageOverviewProps) {
  const invoices = useSpecbookInvoices(userId, specbookId);
  const mobile = useMediaQuery('(max-width: 36em)') ?? false;
  const list = invoices.data ?? [];
  let body;
  if (invoices.isPending) body = <Skeleton h={56} radius="md" aria-label={t('Loading invoices')} />;
  else if (invoices.isError) body = <Text size="sm" c="red">{t(UI.invoicesFailed)}</Text>;
  else if (list.length === 0) body = <Text size="sm" c="dimmed">{t(UI.noInvoices)}</Text>;
  else body = <InvoicesTable invoices={list} mobile={mobile} cardPayments={false} userId={userId} specbookId={specbookId} />;
  return <GridCard title={t(EM.invoices(list.length))}>{body}</GridCard>;
}

/**
 * The manage page's overview cards, as on the e-Specbook's info grid (client-view §2.4; decision
 * 065): the specbook's alerts, and its invoices for users who can use invoicing (useInvoicing).
 */
export function ManageOverview({ userId, specbookId }: TManageOverviewProps) {
  const { user } = useCurrentSession();
  return (
    <SimpleGrid cols={{ base: 1, sm: user.canUseInvoicing ? 2 : 1 }} spacing="md" mb="md">
      <AlertsCard userId={userId} specbookId={specbookId} />
      {user.canUseInvoicing && <InvoicesCard userId={userId} specbookId={specbookId} />}
    </SimpleGrid>
  );
}
