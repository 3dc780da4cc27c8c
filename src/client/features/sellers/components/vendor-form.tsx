import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { STATES } from '#shared/lib/customer-messages';
import { SELLER_LIMITS as L } from '#shared/lib/sellers';
import { ZSellerCreate, type TSeller, type TSellerCreateInput } from '#shared/schemas/seller';
import { FormActions } from '#client/components/ui/form-actions';
import { t } from '#client/lib/i18n';

/** Values of the vendor form: text fields as typed; payment terms a number or '' (none). */
export type TVendorFormValues = {
  name: string;
  title: string;
  email: string;
  phone: string;
  paymentTerms: number | string;
  line1: string;
  line2: string;
  city: string;
  state: string | null;
  zipCode: string;
  termsAndConditions: string;
  returnPolicy: string;
};

/** An empty vendor form. */
export const EMPTY_VENDOR: TVendorFormValues = {
  name: '',
  title: '',
  email: '',
  phone: '',
  paymentTerms: '',
  line1: '',
  line2: '',
  city: '',
  state: null,
  zipCode: '',
  termsAndConditions: '',
  returnPolicy: '',
};

/** A seller's values for editing. */
export function vendorToValues(s: TSeller): TVendorFormValues {
  const a = s.address.shipping;
  return {
    name: s.name,
    title: s.title ?? '',
    email: s.email ?? '',
    phone: s.phone ?? '',
    paymentTerms: s.paymentTerms ?? '',
    line1: a.line1 ?? '',
    line2: a.line2 ?? '',
    city: a.city ?? '',
    state: a.state,
    zipCode: a.zipCode ?? '',
    termsAndConditions: s.policies.terms ?? '',
    returnPolicy: s.policies.return ?? '',
  };
}

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The request body of the form (ZSellerCreate's input): blanks are sent as null, so an edit clears them. */
export function toSellerPayload(v: TVendorFormValues): TSellerCreateInput {
  return {
    name: v.name,
    title: blankToNull(v.title),
    email: blankToNull(v.email),
    phone: blankToNull(v.phone),
    paymentTerms: v.paymentTerms === '' ? null : Number(v.paymentTerms),
    policies: { terms: blankToNull(v.termsAndConditions), return: blankToNull(v.returnPolicy) },
    address: { shipping: { line1: blankToNull(v.line1), line2: blankToNull(v.line2), city: blankToNull(v.city), state: v.state, zipCode: blankToNull(v.zipCode) } },
  };
}

/** The form field of a request field's path ('address.shipping.zipCode' → 'zipCode', 'policies.return' → 'returnPolicy'). */
export function vendorFieldOf(path: readonly PropertyKey[] | string): keyof TVendorFormValues {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  if (parts[0] === 'policies') return parts[1] === 'return' ? 'returnPolicy' : 'termsAndConditions';
  if (parts[0] === 'address') return (parts[2] ?? 'line1') as keyof TVendorFormValues;
  if (parts[0] === 'company') return 'name';
  if (parts[0] === 'terms') return 'paymentTerms';
  return (parts[0] ?? 'name') as keyof TVendorFormValues;
}

/** Checks the values with the server's own schema (ZSellerCreate); answers field errors by form field. */
export function validateVendor(values: TVendorFormValues): Record<string, string> {
  const result = ZSellerCreate.safeParse(toSellerPayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[vendorFieldOf(issue.path)] ??= t(issue.message);
  return errors;
}

/** Props of {@link VendorForm}. */
export type TVendorFormProps = {
  initial: TVendorFormValues;
  submitLabel: string;
  saving: boolean;
  /** Saves the vendor; answers field errors (by request field path) when the server refused it. */
  onSubmit: (seller: TSellerCreateInput) => Promise<Record<string, string> | void>;
  onCancel?: () => void;
};

/**
 * The vendor form: name (required), title, e-mail, phone, payment terms in days, shipping address
 * (placed on the seller map from its ZIP code), terms and conditions and return policy. Checked
 * with the server's schema on input and on blur; server field errors land on their fields.
 */
export function VendorForm({ initial, submitLabel, saving, onSubmit, onCancel }: TVendorFormProps) {
  const form = useForm<TVendorFormValues>({ initialValues: initial, validate: validateVendor, validateInputOnBlur: true });
  const submit = form.onSubmit(async (values) => {
    const fieldErrors = await onSubmit(toSellerPayload(values));
    if (fieldErrors) form.setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [vendorFieldOf(field), t(message)])));
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('Vendor')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('Name')} required {...form.getInputProps('name')} data-autofocus />
          <TextInput label={t('Title')} description={t('A contact or display title')} {...form.getInputProps('title')} />
          <TextInput label={t('Email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label={t('Phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <NumberInput label={t('Payment terms (days)')} min={0} max={L.paymentTermsMax} allowDecimal={false} allowNegative={false} clampBehavior="none" {...form.getInputProps('paymentTerms')} />
        </SimpleGrid>
        <Title order={3} fz="sm">
          {t('Shipping address')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('Address 1')} autoComplete="address-line1" {...form.getInputProps('line1')} />
          <TextInput label={t('Address 2')} autoComplete="address-line2" {...form.getInputProps('line2')} />
          <TextInput label={t('City')} autoComplete="address-level2" {...form.getInputProps('city')} />
          <Select label={t('State')} data={STATES} searchable clearable placeholder={t('Choose a state')} {...form.getInputProps('state')} />
          <TextInput label={t('Zip Code')} autoComplete="postal-code" {...form.getInputProps('zipCode')} />
        </SimpleGrid>
        <Textarea label={t('Terms and conditions')} autosize minRows={2} maxRows={6} {...form.getInputProps('termsAndConditions')} />
        <Textarea label={t('Return policy')} autosize minRows={2} maxRows={6} {...form.getInputProps('returnPolicy')} />
        <FormActions submitLabel={submitLabel} saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
