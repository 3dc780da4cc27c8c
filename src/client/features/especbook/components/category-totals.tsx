import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { displayedFigure, showsPrices } from '#shared/lib/especbook-display';
import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import { formatMoney } from '#shared/lib/money';
import type { TCategory } from '#shared/schemas/category';
import type { TTotalsBlock } from '#shared/schemas/totals';
import { toastError } from '#client/lib/toasts';
import { useCategoryTotals, useEspecbookTotals } from '../api/totals';
import { useEspecbook } from './especbook-context';
import { t, useLocale } from '#client/lib/i18n';

/** One labelled figure of the widget. */
function Figure({ label, block }: { label: string; block: TTotalsBlock | undefined }) {
  const { display } = useEspecbook();
  const locale = useLocale();
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {block ? (
        <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} aria-label={t('{label} total', { label })}>
          {formatMoney(displayedFigure(block, display), locale)}
        </Text>
      ) : (
        <Skeleton h={20} w={80} animate aria-label={t('Loading {label} total', { label })} />
      )}
    </Stack>
  );
}

/**
 * A category's totals (§2.5): Quoted and, when status updates are allowed, Approved; a pulsing
 * placeholder while loading; Miscellaneous from the specbook totals' uncategorized part. Reloads
 * on 'refresh:category:totals' for this category.
 */
export function CategoryTotals({ category }: { category: TCategory }) {
  const { userId, specbookId, display } = useEspecbook();
  const misc = category.isMiscellaneousCategory || category.id === null;
  const own = useCategoryTotals(userId, specbookId, category.id, !misc && showsPrices(display));
  const whole = useEspecbookTotals(userId, specbookId, misc && showsPrices(display));
  useEffect(() => {
    if (own.isError) toastError(M.totalsFailed);
  }, [own.isError]);
  if (!showsPrices(display)) return null;
  const totals = misc ? whole.data?.uncategorized : own.data;
  return (
    <Group gap="lg" wrap="nowrap" aria-label={t('{name} totals', { name: category.name })}>
      <Figure label={t(M.quoted)} block={totals?.quoted} />
      {display.allowStatusUpdate && <Figure label={t(M.approved)} block={totals?.approved} />}
    </Group>
  );
}
