import { describe, expect, it } from 'vitest';
import { ERP_CUSTOMER_MESSAGES as CM } from '#shared/lib/erp';
import type { TErpCustomer } from '#shared/schemas/erp';
import type { TAddress } from '#shared/schemas/customer';
import type { TSpecbookCustomer } from '#shared/schemas/specbook-customer';
import { customerFormErrors, prefillCustomerForm, submitBody } from './customer-prefill';

const erp: TErpCustomer = {
  CustomerID: 'C000123',
  CustomerName: 'Harper Homes',
  AddressLine1: '12 Lake Shore Dr',
  AddressLine2: null,
  City: 'Chicago',
  State: 'IL',
  ZipCode: '60611',
  Country: 'US',
  Terms: null,
  PriceClassID: null,
  CustomerClass: null,
  WarehouseID: null,
  ShipVia: null,
  TaxZone: null,
  PrimaryEmail: 'ap@harper.example',
  PrimaryPhone1: '312-555-0100',
  Status: 'Active',
};

const shipping = { id: 5, line1: '400 Oak Ave', line2: null, city: 'Evanston', state: 'IL', zipCode: '60201', country: 'US', firstName: null, lastName: null } as TAddress;

const specbook = {
  customerFirstName: 'Ana',
  customerLastName: 'Harper',
  customerPhone: null,
  customerEmail: 'ana@harper.example',
  customerNumber: 'LOCAL-1',
  shippingAddress: shipping,
  billingAddress: null,
} as TSpecbookCustomer;

describe('prefillCustomerForm', () => {
  it('takes the names and address of the specbook, the number from the ERP, the ERP phone when the specbook has none', () => {
    const values = prefillCustomerForm(erp, specbook);
    expect(values).toMatchObject({
      customerFirstName: 'Ana',
      customerLastName: 'Harper',
      customerPhone: '312-555-0100',
      customerEmail: 'ana@harper.example',
      customerNumber: 'C000123',
      sameAsShipping: true,
      shippingAddress: { addressLine1: '400 Oak Ave', city: 'Evanston', zipCode: '60201', stateId: 'IL' },
    });
  });

  it('falls back to the ERP customer’s address without a specbook address', () => {
    const values = prefillCustomerForm(erp, { ...specbook, shippingAddress: null });
    expect(values.shippingAddress).toMatchObject({ addressLine1: '12 Lake Shore Dr', city: 'Chicago', zipCode: '60611' });
  });
});

describe('customerFormErrors (spec §5)', () => {
  it('accepts the prefilled form', () => {
    expect(customerFormErrors(prefillCustomerForm(erp, specbook))).toEqual({});
  });

  it('answers the spec’s messages under the form’s dotted paths', () => {
    const values = prefillCustomerForm(erp, specbook);
    const bad = { ...values, customerNumber: '', customerPhone: '12', shippingAddress: { ...values.shippingAddress, city: 'Ev', zipCode: '123' } };
    expect(customerFormErrors(bad)).toEqual({
      customerNumber: CM.required,
      customerPhone: CM.notValid,
      'shippingAddress.city': CM.shippingCityMin,
      'shippingAddress.zipCode': CM.shippingZipMin,
    });
  });

  it('checks the billing address only when it is not the shipping address', () => {
    const values = prefillCustomerForm(erp, specbook);
    const billing = { ...values.billingAddress, city: 'X'.repeat(26) };
    expect(customerFormErrors({ ...values, billingAddress: billing })).toEqual({});
    expect(customerFormErrors({ ...values, sameAsShipping: false, billingAddress: billing })).toEqual({ 'billingAddress.city': CM.billingCityMax });
  });

  it('sends the billing address only when it differs', () => {
    const values = prefillCustomerForm(erp, specbook);
    expect(submitBody(values).submitSpecbookRequest.customerInfo.billingAddress).toBeUndefined();
    expect(submitBody({ ...values, sameAsShipping: false }).submitSpecbookRequest.customerInfo.billingAddress).toEqual(values.billingAddress);
  });
});
