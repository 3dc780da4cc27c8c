import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES as AM, CUSTOMER_TYPES, customerTypeLabel, invoiceTermsLabel } from '#shared/lib/customer-messages';
import { ZAddressCreate, ZCustomerCode, ZCustomerCreate } from './customer';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('customer rules', () => {
  it('has the 11 customer types of the spec, in order', () => {
    expect(CUSTOMER_TYPES.map((t) => t.value)).toEqual([
      'default', 'wholesale', 'showroom', 'builder', 'interior_designer', 'architect', 'homeowner',
      'home_remodeler', 'property_management', 'electrician', 'overstock',
    ]);
    expect(customerTypeLabel('builder')).toBe('Contractor');
    expect(customerTypeLabel('homeowner')).toBe('Home Owner');
    expect(invoiceTermsLabel(0)).toBe('Due on Receipt');
  });

  it('drops blanks to null and trims', () => {
    expect(ZCustomerCreate.parse({ name: '  Ann  ', email: '', phoneNumber: '  ' })).toMatchObject({ name: 'Ann', email: null, phoneNumber: null });
  });

  it('accepts the phone pattern’s shapes and rejects others', () => {
    for (const ok of ['(312) 555-0112', '+1 312 555 0112', '312-555-0112', '555-0112']) {
      expect(ZCustomerCreate.safeParse({ name: 'A', phoneNumber: ok }).success, ok).toBe(true);
    }
    for (const bad of ['12', 'phone', '555-01']) expect(messages(ZCustomerCreate.safeParse({ name: 'A', phoneNumber: bad }))).toEqual(['Not Valid']);
  });

  it('checks 12-digit codes', () => {
    expect(ZCustomerCode.safeParse('123456789012').success).toBe(true);
    expect(ZCustomerCode.safeParse('12345678901a').success).toBe(false);
  });
});

describe('address rules', () => {
  const base = { type: { id: 2 as const }, line1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', country: 'US' };
  it('needs city, zip, state and country once line1 is set', () => {
    expect(messages(ZAddressCreate.safeParse({ type: { id: 1 }, line1: '1 Main St' }))).toEqual([
      AM.cityRequired, AM.zipRequired, AM.stateRequired, AM.countryRequired,
    ]);
  });
  it('takes zip codes of 4–20 characters', () => {
    expect(ZAddressCreate.safeParse({ ...base, zipCode: '1234' }).success).toBe(true);
    expect(messages(ZAddressCreate.safeParse({ ...base, zipCode: '123' }))).toEqual([AM.zipMin]);
    expect(messages(ZAddressCreate.safeParse({ ...base, zipCode: '1'.repeat(21) }))).toEqual([AM.zipMax]);
  });
  it('keeps cost in USD with 2 decimals', () => {
    expect(ZAddressCreate.parse({ ...base, cost: 45 }).cost).toBe('45.00');
    expect(ZAddressCreate.parse({ ...base, cost: '' }).cost).toBeNull();
    expect(messages(ZAddressCreate.safeParse({ ...base, cost: 'abc' }))).toEqual([AM.costInvalid]);
  });
});
