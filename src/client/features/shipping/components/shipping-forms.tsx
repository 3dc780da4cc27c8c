import { Button, Group, NumberInput, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { useForm } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { SHIPPING_METHOD_LABELS, SHIPPING_METHODS, type TShippingDiscountType, type TShippingMethod } from '#shared/lib/shipping-messages';
import {
  ZShippingCostCreate,
  ZShippingDiscountCreate,
  type TShippingCost,
  type TShippingCostCreateInput,
  type TShippingDiscount,
  type TShippingDiscountCreateInput,
} from '#shared/schemas/shipping';
import { zodFieldErrors } from '#client/lib/form-errors';
import { t, useLocale } from '#client/lib/i18n';
import { moneyInputProps, numberInputProps } from '#client/lib/number-input';

/** What a form's submit answers: field errors from the server, or nothing when saved. */
export type TSubmitResult = Promise<Record<string, string> | void>;

type TFormProps<R, I> = { initial: R | null; saving: boolean; onSubmit: (input: I) => TSubmitResult; onCancel: () => void };

/** The shipping methods, in the current language. */
const methodOptions = () => SHIPPING_METHODS.map((m) => ({ value: m, label: t(SHIPPING_METHOD_LABELS[m]) }));

type TCostValues = { name: string; method: TShippingMethod | null; cost: string | number; active: boolean };

function toCostInput(v: TCostValues): TShippingCostCreateInput {
  return { name: v.name, method: v.method, cost: v.cost, active: v.active };
}

function FormActions({ saving, onCancel, children }: { saving: boolean; onCancel: () => void; children: ReactNode }) {
  return (
    <Group justify="flex-end" mt="sm">
      {/* No blur on mousedown: a blur check would show an error and move the button away before the click. */}
      <Button variant="default" onMouseDown={(e) => e.preventDefault()} onClick={onCancel}>
        {t('Cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {children}
      </Button>
    </Group>
  );
}

/** Runs the form's submit and puts the server's field errors on their fields. */
type TFormLike<V> = {
  onSubmit: (handler: (values: V) => Promise<void>) => (event?: FormEvent<HTMLFormElement>) => void;
  setErrors: (errors: Record<string, string>) => void;
};

function submitWith<V>(form: TFormLike<V>, onSubmit: (values: V) => TSubmitResult) {
  return form.onSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) form.setErrors(errors);
  });
}

/** The shipping cost form: name, method (any when empty), cost in USD and active. */
export function ShippingCostForm({ initial, saving, onSubmit, onCancel }: TFormProps<TShippingCost, TShippingCostCreateInput>) {
  const form = useForm<TCostValues>({
    initialValues: { name: initial?.name ?? '', method: initial?.method ?? null, cost: initial?.cost ?? '', active: initial?.active ?? true },
    validate: (v) => zodFieldErrors(ZShippingCostCreate, toCostInput(v)),
    validateInputOnBlur: true,
  });
  const locale = useLocale();
  return (
    <form onSubmit={submitWith(form, (v) => onSubmit(toCostInput(v)))} noValidate aria-label={t('Shipping cost')}>
      <Stack gap="sm">
        <TextInput label={t('Name')} required data-autofocus {...form.getInputProps('name')} />
        <Select label={t('Shipping method')} placeholder={t('Any method')} clearable data={methodOptions()} {...form.getInputProps('method')} />
        <NumberInput label={t('Cost')} required {...moneyInputProps(locale)} decimalScale={2} min={0} {...form.getInputProps('cost')} />
        <ToggleSwitch label={t('Active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions saving={saving} onCancel={onCancel}>
          {initial ? t('Save') : t('Add cost')}
        </FormActions>
      </Stack>
    </form>
  );
}

type TDiscountValues = { name: string; type: TShippingDiscountType; value: string | number; minimumSubtotal: string | number; active: boolean };

function toDiscountInput(v: TDiscountValues): TShippingDiscountCreateInput {
  const minimum = v.minimumSubtotal === '' ? undefined : v.minimumSubtotal;
  return { name: v.name, type: v.type, value: v.value, minimumSubtotal: minimum, active: v.active };
}

/** The shipping discount form: name, amount or percent off, from which subtotal, active. */
export function ShippingDiscountForm({ initial, saving, onSubmit, onCancel }: TFormProps<TShippingDiscount, TShippingDiscountCreateInput>) {
  const form = useForm<TDiscountValues>({
    initialValues: {
      name: initial?.name ?? '',
      type: initial?.type ?? 'amount',
      value: initial?.value ?? '',
      minimumSubtotal: initial?.minimumSubtotal ?? '',
      active: initial?.active ?? true,
    },
    validate: (v) => zodFieldErrors(ZShippingDiscountCreate, toDiscountInput(v)),
    validateInputOnBlur: true,
  });
  const percent = form.values.type === 'percent';
  const locale = useLocale();
  return (
    <form onSubmit={submitWith(form, (v) => onSubmit(toDiscountInput(v)))} noValidate aria-label={t('Shipping discount')}>
      <Stack gap="sm">
        <TextInput label={t('Name')} required data-autofocus {...form.getInputProps('name')} />
        <SegmentedControl
          aria-label={t('Discount type')}
          data={[
            { value: 'amount', label: t('Amount off ($)') },
            { value: 'percent', label: t('Percent off (%)') },
          ]}
          {...form.getInputProps('type')}
        />
        <NumberInput
          label={percent ? t('Percent off shipping') : t('Amount off shipping')}
          required
          {...(percent ? { suffix: '%', max: 100, ...numberInputProps(locale) } : moneyInputProps(locale))}
          decimalScale={2}
          min={0}
          {...form.getInputProps('value')}
        />
        <NumberInput
          label={t('Applies from order subtotal')}
          description={t('Leave empty to apply to every order')}
          {...moneyInputProps(locale)}
          decimalScale={2}
          min={0}
          {...form.getInputProps('minimumSubtotal')}
        />
        <ToggleSwitch label={t('Active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions saving={saving} onCancel={onCancel}>
          {initial ? t('Save') : t('Add discount')}
        </FormActions>
      </Stack>
    </form>
  );
}
