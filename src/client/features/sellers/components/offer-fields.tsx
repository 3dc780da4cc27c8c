import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { INVENTORY_STATUS_LABELS, INVENTORY_STATUSES, LEAD_TIMES, SELLER_LIMITS as L, type TInventoryStatus, type TLeadTime } from '#shared/lib/sellers';
import { t } from '#client/lib/i18n';
import type { TOfferValues } from '../lib/offer-values';

/** The lead-time choices, in the current language. */
const leadTimeOptions = () => LEAD_TIMES.map((value) => ({ value, label: t(value) }));
/** The inventory-status choices, in the current language. */
const statusOptions = () => INVENTORY_STATUSES.map((value) => ({ value, label: t(INVENTORY_STATUS_LABELS[value]) }));

/** Props of {@link OfferFields}. */
export type TOfferFieldsProps = {
  values: TOfferValues;
  errors: Record<string, string>;
  onChange: (values: TOfferValues) => void;
  /** Names the inputs for assistive technology ('Price of Vessel Faucet'). */
  labelSuffix?: string;
};

/** An offer's price, lead time, inventory status and quantity inputs (used to add and to edit inline). */
export function OfferFields({ values, errors, onChange, labelSuffix }: TOfferFieldsProps) {
  const set = (patch: Partial<TOfferValues>) => onChange({ ...values, ...patch });
  // Whole sentences per field ('Price of {product}'), so that each language words them its way.
  const a11y = (sentence: string) => (labelSuffix ? { 'aria-label': t(sentence, { product: labelSuffix }) } : {});
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      <TextInput
        label={t('Price (USD)')}
        inputMode="decimal"
        placeholder={t('On request')}
        value={values.price}
        error={errors.price}
        onChange={(e) => set({ price: e.currentTarget.value })}
        {...a11y('Price of {product}')}
      />
      <Select
        label={t('Lead time')}
        data={leadTimeOptions()}
        clearable
        value={values.leadTime}
        error={errors.leadTime}
        onChange={(v) => set({ leadTime: v as TLeadTime | null })}
        {...a11y('Lead time of {product}')}
      />
      <Select
        label={t('Inventory')}
        data={statusOptions()}
        clearable
        value={values.status}
        error={errors.status}
        onChange={(v) => set({ status: v as TInventoryStatus | null })}
        {...a11y('Inventory of {product}')}
      />
      <NumberInput
        label={t('Quantity')}
        min={0}
        max={L.quantityMax}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        value={values.quantity}
        error={errors.quantity}
        onChange={(v) => set({ quantity: v })}
        {...a11y('Quantity of {product}')}
      />
    </SimpleGrid>
  );
}
