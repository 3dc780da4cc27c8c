import { Badge, Button, Group, Menu, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { IconChecks, IconChevronDown, IconLayoutGrid, IconList, IconPlus } from '@tabler/icons-react';
import { localeTag, type TLocale } from '#shared/lib/locale';
import { formatMoney, formatPercent } from '#shared/lib/money';
import { displayTotal } from '#shared/lib/pricing';
import { PRODUCT_NAME } from '#shared/lib/messages';
import { profileNoun } from '#shared/lib/profile-noun';
import { statusLook } from '#shared/lib/statuses';
import type { TSpecbook } from '#shared/schemas/specbook';
import type { TSpecbookTotals } from '#shared/schemas/totals';
import { t, useLocale } from '#client/lib/i18n';
import { EditSpecbookButton, SpecbookTitle } from './edit-specbook';
import { SELLER_VISIBILITY } from './room-section';

/** One figure of the totals strip. */
function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={strong ? 800 : 600} fz={strong ? 'lg' : 'md'} style={{ fontVariantNumeric: 'tabular-nums' }} aria-label={label}>
        {value}
      </Text>
    </Stack>
  );
}

/** A specbook's tax rate: 'N%' with two decimals ('0.00%' when absent), in the locale's digits. */
export function formatTax(value: string | number | null | undefined, locale: TLocale): string {
  if (locale === 'en-us') return formatPercent(value);
  const rate = value === null || value === undefined || value === '' ? 0 : Number(value);
  return new Intl.NumberFormat(localeTag(locale), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rate / 100);
}

/**
 * The totals strip: quoted and approved subtotals (display rule: list and sale shown → the
 * subtotal), the tax rate ('N%' or '0.00%') and the quoted total with shipping and tax.
 */
export function TotalsStrip({ specbook, totals }: { specbook: TSpecbook; totals: TSpecbookTotals | undefined }) {
  const locale = useLocale();
  if (!totals) return <Skeleton h={48} radius="md" />;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="xs">
      <Figure label={t('Quoted')} value={formatMoney(displayTotal(totals.quoted, SELLER_VISIBILITY), locale)} />
      <Figure label={t('Approved')} value={formatMoney(displayTotal(totals.approved, SELLER_VISIBILITY), locale)} />
      <Figure label={t('Tax')} value={formatTax(specbook.tax, locale)} />
      <Figure label={t('Total')} value={formatMoney(totals.quoted.summary?.all.total ?? totals.quoted.sale, locale)} strong />
    </SimpleGrid>
  );
}

/** Props of {@link ManageHeader}. */
export type TManageHeaderProps = {
  specbook: TSpecbook;
  totals: TSpecbookTotals | undefined;
  /** The trade-role variant: the profile is called a 'Project' (spec §6 ROLE_PRO). */
  isPro?: boolean;
  view: 'card' | 'list';
  onViewChange: (view: 'card' | 'list') => void;
  onAddRoom: () => void;
  onAssign: () => void;
  onApproveAll: () => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  /** The Documents menu, when the app gives one. */
  documents?: ReactNode;
  /** The Invoices button, when the app gives one. */
  invoices?: ReactNode;
  /** The Purchase Orders button, when the app gives one. */
  purchaseOrders?: ReactNode;
};

/** The manage page's header: name, profile, status, totals and the page actions. */
export function ManageHeader(props: TManageHeaderProps) {
  const { specbook, totals, isPro, view, onViewChange, onAddRoom, onAssign, onApproveAll, onExpandAll, onCollapseAll, documents, invoices, purchaseOrders } = props;
  useDocumentTitle(`${specbook.name} · ${PRODUCT_NAME}`);
  const status = statusLook(specbook.status);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mb="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Group gap="xs" wrap="wrap">
              <SpecbookTitle specbook={specbook} />
              <Badge color={status.color} variant="filled" autoContrast>
                {t(status.label)}
              </Badge>
              {specbook.archived && <Badge color="gray">{t('Archived')}</Badge>}
            </Group>
            <Text size="sm" c="dimmed">
              {isPro && `${t(profileNoun(true))}: `}
              {specbook.profile?.name ?? t('No profile')}
              {specbook.description ? ` · ${specbook.description}` : ''}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            <EditSpecbookButton specbook={specbook} />
            <Button leftSection={<IconPlus size={16} />} variant="default" onClick={onAddRoom}>
              {t('Add Room')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={onAssign}>
              {t('Assign Spec')}
            </Button>
            <Button leftSection={<IconChecks size={16} />} variant="light" color="teal" onClick={onApproveAll}>
              {t('Approve All')}
            </Button>
            {documents}
            {invoices}
            {purchaseOrders}
          </Group>
        </Group>
        <TotalsStrip specbook={specbook} totals={totals} />
        <Group justify="space-between" gap="xs">
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => onViewChange(v === 'list' ? 'list' : 'card')}
            aria-label={t('View')}
            data={[
              { value: 'card', label: <Group gap={4} wrap="nowrap"><IconLayoutGrid size={14} />{t('Card')}</Group> },
              { value: 'list', label: <Group gap={4} wrap="nowrap"><IconList size={14} />{t('List')}</Group> },
            ]}
          />
          <Menu position="bottom-end">
            <Menu.Target>
              <Button size="xs" variant="subtle" rightSection={<IconChevronDown size={14} />}>
                {t('Rooms')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onExpandAll}>{t('Expand all')}</Menu.Item>
              <Menu.Item onClick={onCollapseAll}>{t('Collapse all')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The header while the specbook loads. */
export function ManageHeaderSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" mb="md" aria-busy="true" aria-label={t('Loading specbook')}>
      <Stack gap="sm">
        <Skeleton h={28} w="50%" />
        <Skeleton h={14} w="30%" />
        <Skeleton h={44} />
      </Stack>
    </Paper>
  );
}
