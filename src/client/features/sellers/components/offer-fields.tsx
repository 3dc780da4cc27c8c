import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { INVENTORY_STATUS_LABELS, INVENTORY_STATUSES, LEAD_TIMES, SELLER_LIMITS as L, type TInventoryStatus, type TLeadTime } from '#shared/lib/sellers';
import type { TOfferValues } from '../lib/offer-values';

const LEAD_TIME_OPTIONS = LEAD_TIMES.map((t) => ({ value: t, label: t }));
const STATUS_OPTIONS = INVENTORY_STATUSES.map((s) => ({ value: s, label: INVENTORY_STATUS_LABELS[s] }));

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
  const a11y = (label: string) => (labelSuffix ? { 'aria-label': `${label} of ${labelSuffix}` } : {});
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      <TextInput
        label="Price (USD)"
        inputMode="decimal"
        placeholder="On request"
        value={values.price}
        error={errors.price}
        onChange={(e) => set({ price: e.currentTarget.value })}
        {...a11y('Price')}
      />
      <Select
        label="Lead time"
        data={LEAD_TIME_OPTIONS}
        clearable
        value={values.leadTime}
        error={errors.leadTime}
        onChange={(v) => set({ leadTime: v as TLeadTime | null })}
        {...a11y('Lead time')}
      />
      <Select
        label="Inventory"
        data={STATUS_OPTIONS}
        clearable
        value={values.status}
        error={errors.status}
        onChange={(v) => set({ status: v as TInventoryStatus | null })}
        {...a11y('Inventory')}
      />
      <NumberInput
        label="Quantity"
        min={0}
        max={L.quantityMax}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        value={values.quantity}
        error={errors.quantity}
        onChange={(v) => set({ quantity: v })}
        {...a11y('Quantity')}
      />
    </SimpleGrid>
  );
}
