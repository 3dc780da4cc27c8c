import { Button, Checkbox, SimpleGrid, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_ADDRESS_LABELS, type TAddressTypeId } from '#shared/lib/customer-messages';
import { ZAddressCreate, type TAddress, type TAddressCreateInput } from '#shared/schemas/customer';
import type { TListOption } from '../api/reference-lists';
import { t, useLocale } from '#client/lib/i18n';
import { moneyInputProps } from '#client/lib/number-input';
import { translatedErrors } from '../lib/translated-errors';

/** Values of the address form. */
export type TAddressFormValues = {
  typeId: '1' | '2';
  label: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  state: string | null;
  zipCode: string;
  country: string | null;
  cost: string | number;
  active: boolean;
  default: boolean;
};

/** A new address of a type: active, not default, in the United States (spec §3 "Empty address"). */
export function emptyAddress(typeId: TAddressTypeId): TAddressFormValues {
  return {
    typeId: String(typeId) as '1' | '2',
    label: '',
    firstName: '',
    lastName: '',
    line1: '',
    line2: '',
    city: '',
    state: null,
    zipCode: '',
    country: 'US',
    cost: '',
    active: true,
    default: false,
  };
}

/** An address's values for editing. */
export function addressToValues(a: TAddress): TAddressFormValues {
  return {
    typeId: String(a.type.id) as '1' | '2',
    label: a.label,
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    line1: a.line1,
    line2: a.line2 ?? '',
    city: a.city ?? '',
    state: a.state,
    zipCode: a.zipCode ?? '',
    country: a.country,
    cost: a.cost ?? '',
    active: a.active,
    default: a.default,
  };
}

/** The request body of the address form; an empty label takes the type's default label. */
export function toAddressPayload(v: TAddressFormValues): TAddressCreateInput {
  const { typeId, cost, ...rest } = v;
  return { ...rest, type: { id: Number(typeId) as TAddressTypeId }, cost: cost === '' ? null : cost };
}

/** Checks the values with the server's address rules (spec §5 "Address (current form)"). */
export function validateAddress(values: TAddressFormValues): Record<string, string> {
  const result = ZAddressCreate.safeParse(toAddressPayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'line1');
    errors[key === 'type' ? 'typeId' : key] ??= t(issue.message);
  }
  return errors;
}

/** Props of the address form. */
export type TAddressFormProps = {
  initial: TAddressFormValues;
  states: TListOption[];
  countries: TListOption[];
  saving: boolean;
  onSubmit: (values: TAddressCreateInput) => Promise<Record<string, string> | void>;
  onCancel: () => void;
};

/** The address form: type, label, names, lines, city, state, zip, country, cost in USD, active and default. */
export function AddressForm({ initial, states, countries, saving, onSubmit, onCancel }: TAddressFormProps) {
  const locale = useLocale();
  const form = useForm<TAddressFormValues>({
    initialValues: initial,
    validate: validateAddress,
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const typeId = Number(form.values.typeId) as TAddressTypeId;
  const submit = form.onSubmit(async (values) => {
    const fieldErrors = await onSubmit(toAddressPayload(values));
    if (fieldErrors) form.setErrors(translatedErrors(fieldErrors));
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('{label} form', { label: t(DEFAULT_ADDRESS_LABELS[typeId]) })}>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4} id="address-type-label">
            {t('Address type')}
          </Text>
          <SegmentedControl
            aria-labelledby="address-type-label"
            data={[
              { value: '1', label: t('Billing') },
              { value: '2', label: t('Shipping') },
            ]}
            {...form.getInputProps('typeId')}
          />
        </div>
        <TextInput label={t('Label')} placeholder={t(DEFAULT_ADDRESS_LABELS[typeId])} {...form.getInputProps('label')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('First name')} {...form.getInputProps('firstName')} />
            <TextInput label={t('Last name')} {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={t('Address 1')} required autoComplete="address-line1" {...form.getInputProps('line1')} />
        <TextInput label={t('Address 2')} autoComplete="address-line2" {...form.getInputProps('line2')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('City')} required autoComplete="address-level2" {...form.getInputProps('city')} />
            <Select label={t('State')} required searchable data={states} placeholder={t('Choose a state')} {...form.getInputProps('state')} />
            <TextInput label={t('Zip Code')} required autoComplete="postal-code" {...form.getInputProps('zipCode')} />
            <Select label={t('Country')} required searchable data={countries} {...form.getInputProps('country')} />
            <NumberInput
              label={t('Cost (USD)')}
              min={0}
              decimalScale={2}
              fixedDecimalScale
              {...moneyInputProps(locale)}
              allowNegative={false}
              {...form.getInputProps('cost')}
            />
        </SimpleGrid>
        <Group gap="lg">
          <Checkbox label={t('Default address')} {...form.getInputProps('default', { type: 'checkbox' })} />
          <Checkbox label={t('Active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('Save address')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
