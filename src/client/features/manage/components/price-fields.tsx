import { ActionIcon, Group, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { isAdvancedPriceField } from '#shared/lib/advanced-access-messages';
import { formatMoney } from '#shared/lib/money';
import { shownMargin, shownMultiplier, type PriceFieldType } from '#shared/lib/pricing';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { updateSpecPrice, useSpecCache } from '../api/specs';
import type { TLocale } from '#shared/lib/locale';
import { t, useLocale } from '#client/lib/i18n';
import { canonicalDecimalText, localDecimalText, moneyInputProps } from '#client/lib/number-input';
import { openNamedModal } from '#client/lib/modals';
import { toastFailure } from '#client/lib/toasts';
import { useManage } from './manage-context';

/** The spec's failure toast of a price edit (§8). */
export const PRICE_FAILED = 'Could Not Update Spec Price';

/** One inline price field: what it edits, its label and how its current value is read. */
type TPriceFieldDef = {
  fieldType: PriceFieldType;
  /** The English label (the catalogue's key: t(label) where it is shown). */
  label: string;
  /** The field's accessible name for a spec ('List of Widespread Faucet'), in the interface's language. */
  named: (spec: string) => string;
  /** A dollar amount: the locale's currency sign before it. */
  money?: boolean;
  suffix?: string;
  read: (spec: TSpecSpecbook) => string | number | null;
};

/** What an empty price field shows: no figure yet. */
export const NO_FIGURE = '—';

/** The inline fields, in the order shown: list, sale, multiplier, cost, margin %, shipping (labels in English: t() where shown). */
export const PRICE_FIELDS: TPriceFieldDef[] = [
  { fieldType: 'price', label: 'List', named: (spec) => t('List of {spec}', { spec }), money: true, read: (s) => s.price.list },
  { fieldType: 'sale_price', label: 'Sale', named: (spec) => t('Sale of {spec}', { spec }), money: true, read: (s) => s.price.sale },
  { fieldType: 'multiplier', label: 'Multiplier', named: (spec) => t('Multiplier of {spec}', { spec }), read: (s) => shownMultiplier(s.price) },
  { fieldType: 'cost', label: 'Cost', named: (spec) => t('Cost of {spec}', { spec }), money: true, read: (s) => s.price.cost },
  { fieldType: 'profit_margin', label: 'Margin', named: (spec) => t('Margin of {spec}', { spec }), suffix: '%', read: (s) => shownMargin(s.price) },
  { fieldType: 'shipping_cost', label: 'Shipping', named: (spec) => t('Shipping of {spec}', { spec }), money: true, read: (s) => s.price.shippingCost },
];

const QTY_FIELD: TPriceFieldDef = { fieldType: 'qty', label: 'Qty', named: (spec) => t('Qty of {spec}', { spec }), read: (s) => s.qty };

/** A field's value as the locale writes it ('1234,50' in pt-BR), '' when there is none. */
const asText = (v: string | number | null, locale: TLocale) => (v === null || v === undefined ? '' : localDecimalText(String(v), locale));

/** The currency sign before a money field, with the width it needs ('$' in en-US, 'US$' in pt-BR). */
function moneySection(def: TPriceFieldDef, locale: TLocale): { leftSection?: ReactNode; leftSectionWidth?: number } {
  if (!def.money) return {};
  const sign = moneyInputProps(locale).prefix.trim();
  return { leftSection: <Text size="xs" c="dimmed">{sign}</Text>, leftSectionWidth: sign.length > 1 ? 30 : 22 };
}

/** Sends one price edit and writes the recomputed price and line total into the cache. */
function usePriceEdit(spec: TSpecSpecbook) {
  const { userId, specbookId } = useManage();
  const cache = useSpecCache(userId, specbookId);
  return async (fieldType: PriceFieldType, fieldValue: string | null): Promise<boolean> => {
    try {
      const answer = await updateSpecPrice(userId, specbookId, spec.joinID, fieldType, fieldValue);
      cache.write(spec.joinID, (s) => ({
        ...s,
        price: { ...s.price, ...answer.price },
        qty: answer.price.qty,
        quantity: answer.price.qty,
        total: answer.total,
      }));
      void cache.refreshTotals();
      return true;
    } catch (err) {
      toastFailure(err, PRICE_FAILED);
      return false;
    }
  };
}

/** Label of the lock on an advanced price field. */
export const UNLOCK_LABEL = 'Unlock advanced pricing';

/**
 * An advanced price field (cost, multiplier, margin) without advanced access: the value reads as
 * usual, the lock opens the 'Advanced Access' modal.
 */
function LockedPriceInput({ spec, def, compact }: { spec: TSpecSpecbook; def: TPriceFieldDef; compact: boolean }) {
  const unlock = t(UNLOCK_LABEL);
  const locale = useLocale();
  return (
    <TextInput
      size="xs"
      label={compact ? undefined : t(def.label)}
      aria-label={def.named(spec.name)}
      value={asText(def.read(spec), locale)}
      placeholder={NO_FIGURE}
      readOnly
      {...moneySection(def, locale)}
      rightSection={
        <Tooltip label={unlock} withArrow>
          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={unlock} onClick={() => openNamedModal('advanced-access')}>
            <IconLock size={14} />
          </ActionIcon>
        </Tooltip>
      }
      rightSectionWidth={26}
      styles={{ input: { fontVariantNumeric: 'tabular-nums', backgroundColor: 'var(--mantine-color-default-hover)', cursor: 'default' } }}
    />
  );
}

/** One inline price field, locked when it needs advanced access the user lacks. */
function PriceField({ spec, def, compact }: { spec: TSpecSpecbook; def: TPriceFieldDef; compact: boolean }) {
  const { advancedPricingLocked } = useManage();
  if (advancedPricingLocked && isAdvancedPriceField(def.fieldType)) return <LockedPriceInput spec={spec} def={def} compact={compact} />;
  return <PriceInput spec={spec} def={def} compact={compact} />;
}

/**
 * One inline field: typing changes only the draft; leaving the field or pressing Enter sends
 * `{fieldType, fieldValue}` when the value changed, Escape puts the saved value back.
 */
function PriceInput({ spec, def, compact }: { spec: TSpecSpecbook; def: TPriceFieldDef; compact: boolean }) {
  const locale = useLocale();
  const saved = asText(def.read(spec), locale);
  const [draft, setDraft] = useState(saved);
  const [busy, setBusy] = useState(false);
  const edit = usePriceEdit(spec);
  // A new saved value (the server's answer, or another edit) replaces the draft.
  const [lastSaved, setLastSaved] = useState(saved);
  if (lastSaved !== saved) {
    setLastSaved(saved);
    setDraft(saved);
  }

  const commit = async () => {
    const value = draft.trim();
    if (value === saved || busy) return;
    setBusy(true);
    const ok = await edit(def.fieldType, value === '' ? null : canonicalDecimalText(value, locale));
    setBusy(false);
    if (!ok) setDraft(saved);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      setDraft(saved);
    }
  };
  return (
    <TextInput
      size="xs"
      label={compact ? undefined : t(def.label)}
      aria-label={def.named(spec.name)}
      value={draft}
      placeholder={NO_FIGURE}
      inputMode="decimal"
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={() => void commit()}
      onKeyDown={onKeyDown}
      disabled={busy}
      {...moneySection(def, locale)}
      rightSection={def.suffix ? <Text size="xs" c="dimmed">{def.suffix}</Text> : undefined}
      rightSectionWidth={def.suffix ? 22 : undefined}
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}

/** The quantity input (sent as a price edit of type qty, which answers the new line total). */
export function QtyInput({ spec, compact = false }: { spec: TSpecSpecbook; compact?: boolean }) {
  return (
    <div style={{ width: compact ? 64 : 76 }}>
      <PriceInput spec={spec} def={QTY_FIELD} compact={compact} />
    </div>
  );
}

/** The line total: sale price × quantity. */
export function LineTotal({ spec }: { spec: TSpecSpecbook }) {
  const locale = useLocale();
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed">
        {t('Total')}
      </Text>
      <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} aria-label={t('Total of {spec}', { spec: spec.name })}>
        {formatMoney(spec.total, locale)}
      </Text>
    </Stack>
  );
}

/** The six inline price fields of a spec: a labelled grid (card) or one compact row (list). */
export function PriceFields({
  spec,
  layout,
  columns = { base: 2, xs: 3, lg: 6 },
}: {
  spec: TSpecSpecbook;
  layout: 'card' | 'list';
  /** Columns of the card grid per breakpoint. */
  columns?: Record<string, number>;
}) {
  if (layout === 'list') {
    return (
      <Group gap={4} wrap="nowrap">
        {PRICE_FIELDS.map((def) => (
          <div key={def.fieldType} style={{ width: def.fieldType === 'multiplier' || def.fieldType === 'profit_margin' ? 74 : 92 }}>
            <PriceField spec={spec} def={def} compact />
          </div>
        ))}
      </Group>
    );
  }
  return (
    <SimpleGrid cols={columns} spacing={6} verticalSpacing={4}>
      {PRICE_FIELDS.map((def) => (
        <PriceField key={def.fieldType} spec={spec} def={def} compact={false} />
      ))}
    </SimpleGrid>
  );
}
