import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES as M } from '#shared/lib/company-messages';
import { toWebAddress, ZCompanyAccountUpdate, ZContactReplace, ZPolicyUpdate } from './company-account';

describe('toWebAddress', () => {
  it('reads an address without a scheme as https and refuses what is not a web address', () => {
    expect(toWebAddress('lakesidebath.com')).toBe('https://lakesidebath.com');
    expect(toWebAddress('http://houzz.com/pro/x')).toBe('http://houzz.com/pro/x');
    for (const bad of ['my page', 'localhost', 'ftp://files.example.com', 'javascript:alert(1)', 'https://']) expect(toWebAddress(bad)).toBeNull();
  });
});

describe('company account rules', () => {
  it('lower-cases the e-mail, reads "8.25%" as 8.25 and refuses a tax over 100', () => {
    expect(ZCompanyAccountUpdate.parse({ email: ' Sales@Lakeside.Example ', defaultTaxPercentage: '8.25%' })).toMatchObject({ email: 'sales@lakeside.example', defaultTaxPercentage: 8.25 });
    const bad = ZCompanyAccountUpdate.safeParse({ defaultTaxPercentage: 100.5 });
    expect(bad.error?.issues[0]?.message).toBe(M.taxRange);
  });

  it('gives accounting an optional name and purchasing a required one', () => {
    expect(ZContactReplace.accounting.parse({ email: 'AP@X.example' })).toEqual({ name: undefined, email: 'ap@x.example', phone: undefined });
    expect(ZContactReplace.purchasing.safeParse({ email: 'p@x.example' }).error?.issues[0]?.message).toBe(M.purchasingNameRequired);
  });

  it('turns empty policy text into null', () => {
    expect(ZPolicyUpdate.parse({ text: '  ' }).text).toBeNull();
    expect(ZPolicyUpdate.parse({}).text).toBeNull();
  });
});
