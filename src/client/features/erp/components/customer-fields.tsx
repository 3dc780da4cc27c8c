import { Checkbox, Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TCustomerFormValues } from '../lib/customer-prefill';

type TForm = UseFormReturnType<TCustomerFormValues>;

/** The lines of an address (shipping or billing) under `prefix`. */
function AddressFields({ form, prefix }: { form: TForm; prefix: 'shippingAddress' | 'billingAddress' }) {
  return (
    <>
      <TextInput label="Address 1" {...form.getInputProps(`${prefix}.addressLine1`)} />
      <TextInput label="Address 2" {...form.getInputProps(`${prefix}.addressLine2`)} />
      <TextInput label="City" {...form.getInputProps(`${prefix}.city`)} />
      <TextInput label="State" {...form.getInputProps(`${prefix}.stateId`)} />
      <TextInput label="Zip code" {...form.getInputProps(`${prefix}.zipCode`)} />
      <TextInput label="Country" {...form.getInputProps(`${prefix}.countryId`)} />
    </>
  );
}

/** The customer-info form's fields (spec §5 "Customer info in the ERP wizard"): contact, shipping, billing. */
export function CustomerFields({ form }: { form: TForm }) {
  const sameAsShipping = form.getValues().sameAsShipping;
  return (
    <>
      <Fieldset legend="Customer">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" {...form.getInputProps('customerFirstName')} />
          <TextInput label="Last name" {...form.getInputProps('customerLastName')} />
          <TextInput label="Phone" type="tel" {...form.getInputProps('customerPhone')} />
          <TextInput label="E-mail" type="email" {...form.getInputProps('customerEmail')} />
          <TextInput label="Customer number" withAsterisk {...form.getInputProps('customerNumber')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Shipping address">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <AddressFields form={form} prefix="shippingAddress" />
        </SimpleGrid>
      </Fieldset>
      <Checkbox label="Billing address same as shipping" {...form.getInputProps('sameAsShipping', { type: 'checkbox' })} />
      {!sameAsShipping && (
        <Fieldset legend="Billing address">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Billing first name" {...form.getInputProps('billingAddress.firstName')} />
            <TextInput label="Billing last name" {...form.getInputProps('billingAddress.lastName')} />
            <AddressFields form={form} prefix="billingAddress" />
          </SimpleGrid>
        </Fieldset>
      )}
    </>
  );
}
