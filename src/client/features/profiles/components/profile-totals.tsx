import { Alert, Card, Group, Loader, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { formatMoney } from '#shared/lib/money';
import { formatDate } from '#shared/lib/dates';
import { PROFILE_MESSAGES as M } from '#shared/lib/profile-messages';
import { graphRange, monthLabel, type TPeriod } from '#shared/lib/profile-periods';
import { BarChart } from '#client/components/ui/bar-chart';
import { t, tPlural, useLocale } from '#client/lib/i18n';
import { useProfileGraph, useProfileTotals } from '../api/profile-pages';

type TProps = { userId: number; profileId: number };

/** One period's card: the quoted sale total, the specbooks created and the quoted list total. */
function PeriodCard({ userId, profileId, period }: TProps & { period: TPeriod }) {
  const totals = useProfileTotals(userId, profileId, period);
  const locale = useLocale();
  const label = t(period.label);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDate(period.startDate, locale)} – {formatDate(period.endDate, locale)}
      </Text>
      {totals.isPending && <Skeleton h={44} mt="xs" />}
      {totals.isError && (
        <Text size="sm" c="red" mt="xs">
          {t(M.totalsFailed)}
        </Text>
      )}
      {totals.data && (
        <>
          <Text fz={24} fw={700} mt={4}>
            {formatMoney(totals.data.totals.quoted.sale, locale)}
          </Text>
          <Text size="sm" c="dimmed">
            {tPlural(totals.data.count, 'quoted · {count} specbook · list {list}', 'quoted · {count} specbooks · list {list}', {
              list: formatMoney(totals.data.totals.quoted.list, locale),
            })}
          </Text>
        </>
      )}
    </Card>
  );
}

/** Totals for last month, last year and the current quarter (spec §2 "Profiles"). */
export function PeriodTotals({ userId, profileId, periods }: TProps & { periods: TPeriod[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {periods.map((p) => (
        <PeriodCard key={p.key} userId={userId} profileId={profileId} period={p} />
      ))}
    </SimpleGrid>
  );
}

/** The series of the graph (English labels: the chart shows them translated). */
const SERIES = [
  { key: 'list', label: 'Quoted list', color: 'blue.3' },
  { key: 'sale', label: 'Quoted sale', color: 'blue.7' },
];

/** The totals graph: quoted list and sale of the specbooks created each month of the last 12, labelled MM/YY. */
export function TotalsGraph({ userId, profileId, today }: TProps & { today: Date }) {
  const graph = useProfileGraph(userId, profileId, graphRange(today));
  const locale = useLocale();
  const title = t('Totals by month');
  const data = (graph.data ?? []).map((g) => ({
    label: monthLabel(g.createdAt),
    values: { list: Number(g.totals.quoted.list), sale: Number(g.totals.quoted.sale) },
  }));
  const specbooks = (graph.data ?? []).reduce((n, g) => n + g.count, 0);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {graph.data && (
          <Text size="sm" c="dimmed">
            {tPlural(specbooks, '{count} specbook created in the last 12 months', '{count} specbooks created in the last 12 months')}
          </Text>
        )}
      </Group>
      {graph.isPending && <Loader size="sm" aria-label={t('Loading the graph')} />}
      {graph.isError && <Alert color="red">{t(M.totalsFailed)}</Alert>}
      {graph.data && <BarChart title="Quoted totals by month" data={data} series={SERIES} valueFormatter={(v) => formatMoney(v, locale)} />}
    </Card>
  );
}
