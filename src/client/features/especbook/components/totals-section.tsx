import { Divider, Skeleton, Stack, Text } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatMoney, formatPercent } from '#shared/lib/money';
import { displayedFigure, lineItemFigure, lineItemsShown, showsPrices, summaryKindOf } from '#shared/lib/especbook-display';
import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import { LINE_ITEM_MESSAGES as LM } from '#shared/lib/line-item-messages';
import type { TCategory } from '#shared/schemas/category';
import type { TSpecbookTotals, TTotalsBlock } from '#shared/schemas/totals';
import { toastError } from '#client/lib/toasts';
import { useEspecbookCategories } from '../api/categories';
import { useEspecbookLineItems } from '../api/line-items';
import { categoryTotalsQuery, useEspecbookTotals } from '../api/totals';
import { AmountLine, GridCard } from './grid-card';
import { useEspecbook } from './especbook-context';
import { t, useLocale } from '#client/lib/i18n';

/** Which totals a section shows. */
export type TTotalsKindShown = 'quoted' | 'approved';

/** The specbook totals (loaded only when a price display is on). */
export function useSpecbookTotalsShown() {
  const { userId, specbookId, display } = useEspecbook();
  return useEspecbookTotals(userId, specbookId, showsPrices(display));
}

/** Shows 'Unable to retrieve totals' once when the specbook totals fail (mounted once per page). */
export function TotalsFailureToast() {
  const totals = useSpecbookTotalsShown();
  useEffect(() => {
    if (totals.isError) toastError(M.totalsFailed);
  }, [totals.isError]);
  return null;
}

/** Each category's subtotal of `kind` under the price display rule (Miscellaneous from the uncategorized totals). */
function CategorySubtotals({ kind, categories, totals }: { kind: TTotalsKindShown; categories: TCategory[]; totals: TSpecbookTotals }) {
  const { userId, specbookId, display } = useEspecbook();
  const real = categories.filter((c) => !c.isMiscellaneousCategory && c.id !== null);
  const results = useQueries({ queries: real.map((c) => categoryTotalsQuery(userId, specbookId, c.id)) });
  const locale = useLocale();
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Categories subtotals')}>
      {categories.map((c) => {
        const index = real.indexOf(c);
        const block: TTotalsBlock | undefined = index === -1 ? totals.uncategorized[kind] : results[index]?.data?.[kind];
        return (
          <li key={c.id ?? 'misc'}>
            {block ? <AmountLine label={c.name} value={formatMoney(displayedFigure(block, display), locale)} /> : <Skeleton h={16} my={2} />}
          </li>
        );
      })}
    </Stack>
  );
}

/** The line items a totals section counts (quoted: all; approved: the approved ones), by the price display rule. */
function LineItemsDetail({ kind }: { kind: TTotalsKindShown }) {
  const { userId, specbookId, display } = useEspecbook();
  const items = useEspecbookLineItems(userId, specbookId, showsPrices(display));
  const shown = lineItemsShown(items.data ?? [], kind);
  const locale = useLocale();
  if (items.isError) {
    return (
      <Text size="sm" c="red">
        {t(LM.fetchFailed)}
      </Text>
    );
  }
  if (shown.length === 0) return null;
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Line items')}>
      {shown.map((item) => (
        <li key={item.id}>
          <AmountLine label={item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name} value={formatMoney(lineItemFigure(item, display), locale)} />
        </li>
      ))}
    </Stack>
  );
}

/**
 * Props of {@link TotalsDetail}. `toggle` names the categories switch: 'hide' ('Hide Categories
 * Subtotals', on = hidden, the desktop grid) or 'showHide' ('Show/Hide Categories Subtotals',
 * on = listed, the mobile overlay of §2.6).
 */
export type TTotalsDetailProps = { kind: TTotalsKindShown; totals: TSpecbookTotals; toggle?: 'hide' | 'showHide' };

/**
 * The expandable detail of a totals section (§2.4, §2.6): Subtotal; the categories subtotals
 * toggle; the line items; Payment Terms; Savings, Shipping, Tax ('N%') and Total of the summary
 * the price display picks.
 */
export function TotalsDetail({ kind, totals, toggle = 'hide' }: TTotalsDetailProps) {
  const { userId, specbookId, specbook, display } = useEspecbook();
  const [hidden, setHidden] = useState(true);
  const categories = useEspecbookCategories(userId, specbookId);
  const line = totals[kind].summary?.[summaryKindOf(display)];
  const terms = specbook.paymentTerms.name;
  const locale = useLocale();
  const money = (value: string | number | null | undefined) => formatMoney(value, locale);
  return (
    <Stack gap={6} pt="xs">
      <Divider />
      <AmountLine label={t(M.subtotal)} value={money(line?.subtotal ?? displayedFigure(totals[kind], display))} />
      <ToggleSwitch
        size="xs"
        label={toggle === 'hide' ? t(M.hideCategoriesSubtotals) : t(M.showHideCategoriesSubtotals)}
        checked={toggle === 'hide' ? hidden : !hidden}
        onChange={(e) => setHidden(toggle === 'hide' ? e.currentTarget.checked : !e.currentTarget.checked)}
      />
      {!hidden && categories.data && <CategorySubtotals kind={kind} categories={categories.data} totals={totals} />}
      <LineItemsDetail kind={kind} />
      {terms && (
        <Text size="sm">
          {t(M.paymentTerms)}
          {t(terms)}
        </Text>
      )}
      <AmountLine label={t(M.savings)} value={money(line?.savings)} />
      <AmountLine label={t(M.shipping)} value={money(line?.shipping)} />
      <AmountLine label={t('Tax ({rate})', { rate: formatPercent(specbook.tax) })} value={money(line?.tax)} />
      <Divider />
      <AmountLine label={t(M.total)} value={money(line?.total)} strong />
    </Stack>
  );
}

/** The big figure of a totals section, a pulsing placeholder while loading. */
function TotalsFigure({ block, loading, label }: { block: TTotalsBlock | undefined; loading: boolean; label: string }) {
  const { display } = useEspecbook();
  const locale = useLocale();
  if (loading || !block) return <Skeleton h={34} w={160} radius="sm" aria-label={t('Loading totals')} />;
  return (
    <Text fz={28} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }} aria-label={t('{label} amount', { label })}>
      {formatMoney(displayedFigure(block, display), locale)}
    </Text>
  );
}

/**
 * 'Quoted Subtotal' ('Purchase Order Subtotal' in purchase-order mode) or 'Approved Subtotal'
 * (only when status updates are allowed); both only when a price display is on (§2.4).
 */
export function TotalsSection({ kind, defaultExpanded = false }: { kind: TTotalsKindShown; defaultExpanded?: boolean }) {
  const { display, purchaseOrderMode } = useEspecbook();
  const totals = useSpecbookTotalsShown();
  if (!showsPrices(display)) return null;
  if (kind === 'approved' && !display.allowStatusUpdate) return null;
  const title = t(kind === 'approved' ? M.approvedSubtotal : purchaseOrderMode ? M.purchaseOrderSubtotal : M.quotedSubtotal);
  return (
    <GridCard title={title} detail={totals.data ? <TotalsDetail kind={kind} totals={totals.data} /> : null} defaultExpanded={defaultExpanded}>
      <TotalsFigure block={totals.data?.[kind]} loading={totals.isPending} label={title} />
      <Text size="xs" c="dimmed">
        {t(kind === 'approved' ? M.approvedNote : M.quotedNote)}
      </Text>
    </GridCard>
  );
}
