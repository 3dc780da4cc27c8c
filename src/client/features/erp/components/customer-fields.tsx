import { Checkbox, Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TCustomerFormValues } from '../lib/customer-prefill';
import { t } from '#client/lib/i18n';
import { translatedErrors } from '#client/components/ui/translated-errors';

type TForm = UseFormReturnType<TCustomerFormValues>;

/** The lines of an address (shipping or billing) under `prefix`. */
function AddressFields({ form, prefix }: { form: TForm; prefix: 'shippingAddress' | 'billingAddress' }) {
  return (
    <>
      <TextInput label={t('Address 1')} {...translatedErrors(form.getInputProps(`${prefix}.addressLine1`))} />
      <TextInput label={t('Address 2')} {...translatedErrors(form.getInputProps(`${prefix}.addressLine2`))} />
      <TextInput label={t('City')} {...translatedErrors(form.getInputProps(`${prefix}.city`))} />
      <TextInput label={t('State')} {...translatedErrors(form.getInputProps(`${prefix}.stateId`))} />
      <TextInput label={t('Zip code')} {...translatedErrors(form.getInputProps(`${prefix}.zipCode`))} />
      <TextInput label={t('Country')} {...translatedErrors(form.getInputProps(`${prefix}.countryId`))} />
    </>
  );
}

/** The customer-info form's fields (spec §5 "Customer info in the ERP wizard"): contact, shipping, billing. */
export function CustomerFields({ form }: { form: TForm }) {
  const sameAsShipping = form.getValues().sameAsShipping;
  return (
    <>
      <Fieldset legend={t('Customer')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('First name')} {...translatedErrors(form.getInputProps('customerFirstName'))} />
          <TextInput label={t('Last name')} {...translatedErrors(form.getInputProps('customerLastName'))} />
          <TextInput label={t('Phone')} type="tel" {...translatedErrors(form.getInputProps('customerPhone'))} />
          <TextInput label={t('Email')} type="email" {...translatedErrors(form.getInputProps('customerEmail'))} />
          <TextInput label={t('Customer number')} withAsterisk {...translatedErrors(form.getInputProps('customerNumber'))} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('Shipping address')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <AddressFields form={form} prefix="shippingAddress" />
        </SimpleGrid>
      </Fieldset>
      <Checkbox label={t('Billing address same as shipping')} {...form.getInputProps('sameAsShipping', { type: 'checkbox' })} />
      {!sameAsShipping && (
        <Fieldset legend={t('Billing address')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('Billing first name')} {...translatedErrors(form.getInputProps('billingAddress.firstName'))} />
            <TextInput label={t('Billing last name')} {...translatedErrors(form.getInputProps('billingAddress.lastName'))} />
            <AddressFields form={form} prefix="billingAddress" />
          </SimpleGrid>
        </Fieldset>
      )}
    </>
  );
}
