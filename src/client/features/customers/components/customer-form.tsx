import { SimpleGrid, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CUSTOMER_LIMITS as L } from '#shared/lib/customer-messages';
import { ZCustomerCreate, type TCustomer, type TCustomerCreateInput } from '#shared/schemas/customer';
import type { TListOption } from '../api/reference-lists';
import { FormActions } from '#client/components/ui/form-actions';
import { t } from '#client/lib/i18n';
import { translatedErrors } from '../lib/translated-errors';

/** Values of the customer form (all text; selects hold string values or null). */
export type TCustomerFormValues = {
  name: string;
  firstName: string;
  lastName: string;
  companyName: string;
  customerNumber: string;
  erpCustomerId: string;
  type: string | null;
  origin: string | null;
  /** The price group's id as a string (Select value), null for none. */
  priceGroup: string | null;
  paymentTerms: string | null;
  phoneNumber: string;
  faxNumber: string;
  email: string;
  notes: string;
  resaleCertificate: string;
};

/** Empty form values. */
export const EMPTY_CUSTOMER: TCustomerFormValues = {
  name: '',
  firstName: '',
  lastName: '',
  companyName: '',
  customerNumber: '',
  erpCustomerId: '',
  type: null,
  origin: null,
  priceGroup: null,
  paymentTerms: null,
  phoneNumber: '',
  faxNumber: '',
  email: '',
  notes: '',
  resaleCertificate: '',
};

/** A customer's values for editing. */
export function customerToValues(c: TCustomer): TCustomerFormValues {
  return {
    name: c.name,
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    companyName: c.companyName ?? '',
    customerNumber: c.customerNumber ?? '',
    erpCustomerId: c.erpCustomerId ?? '',
    type: c.type,
    origin: c.origin,
    priceGroup: c.priceGroup ? String(c.priceGroup.id) : null,
    paymentTerms: c.paymentTerms === null ? null : String(c.paymentTerms),
    phoneNumber: c.phone ?? '',
    faxNumber: c.faxNumber ?? '',
    email: c.email ?? '',
    notes: c.notes ?? '',
    resaleCertificate: c.extra.resaleCertificate ?? '',
  };
}

/** The request body of the form: blanks are sent as null, so that an edit clears them. */
export function toCustomerPayload(v: TCustomerFormValues): TCustomerCreateInput {
  return {
    ...v,
    type: v.type ?? null,
    origin: v.origin ?? null,
    priceGroup: v.priceGroup ? { id: Number(v.priceGroup) } : null,
    paymentTerms: v.paymentTerms === null || v.paymentTerms === '' ? null : Number(v.paymentTerms),
  };
}

/** Checks the values with the server's own schema (spec §5 "Customer (current form)"); answers field errors. */
export function validateCustomer(values: TCustomerFormValues): Record<string, string> {
  const result = ZCustomerCreate.safeParse(toCustomerPayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'name')] ??= t(issue.message);
  return errors;
}

/** Props of the customer form. */
export type TCustomerFormProps = {
  initial: TCustomerFormValues;
  types: TListOption[];
  origins: TListOption[];
  /** The account's price groups (value = id). */
  priceGroups: TListOption[];
  terms: TListOption[];
  submitLabel: string;
  saving: boolean;
  onSubmit: (values: TCustomerCreateInput) => Promise<Record<string, string> | void>;
  onCancel?: () => void;
};

/**
 * The customer form: name (required), first and last name, company, customer number, ERP customer id, type,
 * origin, price group, payment terms, phone, fax, e-mail, resale certificate and notes. Checked on
 * input and on blur with the server's schema; server field errors land on their fields.
 */
export function CustomerForm({ initial, types, origins, priceGroups, terms, submitLabel, saving, onSubmit, onCancel }: TCustomerFormProps) {
  const form = useForm<TCustomerFormValues>({
    initialValues: initial,
    validate: validateCustomer,
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const submit = form.onSubmit(async (values) => {
    const fieldErrors = await onSubmit(toCustomerPayload(values));
    if (fieldErrors) form.setErrors(translatedErrors(fieldErrors));
    else form.resetDirty(values);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('Customer')}>
      <Stack gap="sm">
        <TextInput label={t('Name')} required {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('First name')} {...form.getInputProps('firstName')} />
            <TextInput label={t('Last name')} {...form.getInputProps('lastName')} />
            <TextInput label={t('Company name')} {...form.getInputProps('companyName')} />
            <TextInput label={t('Customer number')} {...form.getInputProps('customerNumber')} />
            <TextInput label={t('ERP customer id')} {...form.getInputProps('erpCustomerId')} />
            <Select label={t('Customer type')} data={types} clearable placeholder={t('Choose a type')} {...form.getInputProps('type')} />
            <Select label={t('Origin')} data={origins} clearable placeholder={t('Where they came from')} {...form.getInputProps('origin')} />
            <Select
              label={t('Price group')}
              data={priceGroups}
              clearable
              placeholder={priceGroups.length ? t('Choose a price group') : t('No price groups yet')}
              {...form.getInputProps('priceGroup')}
            />
            <Select label={t('Payment terms')} data={terms} clearable placeholder={t('Choose terms')} {...form.getInputProps('paymentTerms')} />
            <TextInput label={t('Phone')} type="tel" autoComplete="tel" {...form.getInputProps('phoneNumber')} />
            <TextInput label={t('Fax')} type="tel" {...form.getInputProps('faxNumber')} />
            <TextInput label={t('Email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
            <TextInput label={t('Resale certificate')} {...form.getInputProps('resaleCertificate')} />
        </SimpleGrid>
        <Textarea
          label={t('Notes')}
          autosize
          minRows={2}
          maxRows={6}
          description={`${form.values.notes.length}/${L.notesMax}`}
          {...form.getInputProps('notes')}
        />
        <FormActions submitLabel={submitLabel} saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
