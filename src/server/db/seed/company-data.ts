import type { TContactKind, TPolicyType, TSocialNetwork } from '#shared/lib/company-messages';

/** The demo companies' account details beyond their names: contacts, policies, social links. */
export interface DemoCompany {
  resaleCertificate: string;
  socialMedia: Partial<Record<TSocialNetwork, string>>;
  contacts: { kind: TContactKind; name: string | null; email: string; phone: string | null }[];
  policies: { type: TPolicyType; text: string }[];
}

/** By demo account key (demo-data.ts). */
export const DEMO_COMPANIES: Record<string, DemoCompany> = {
  lakeside: {
    resaleCertificate: 'IL-ST-1-2048-5521',
    socialMedia: {
      facebook: 'https://facebook.com/lakesidebath.example',
      instagram: 'https://instagram.com/lakesidebath.example',
      houzz: 'https://houzz.com/pro/lakesidebath-example',
    },
    contacts: [
      { kind: 'manager', name: 'Maya Thompson', email: 'maya@lakesidebath.example', phone: '(312) 555-0190' },
      { kind: 'accounting', name: 'Priya Shah', email: 'accounts@lakesidebath.example', phone: '(312) 555-0192' },
      { kind: 'purchasing', name: 'Dan Kowalski', email: 'purchasing@lakesidebath.example', phone: '(312) 555-0193' },
    ],
    policies: [
      {
        type: 'terms_and_conditions',
        text:
          'Quotes are valid for 30 days from the date issued.\n' +
          'A 50% deposit is due when the order is placed; the balance is due before delivery.\n' +
          'Special-order items are non-cancellable once ordered from the manufacturer.\n' +
          'Lead times are estimates given by the manufacturers and may change.',
      },
      {
        type: 'returns_policy',
        text:
          'Stock items in their original, unopened packaging may be returned within 30 days with the receipt.\n' +
          'Returns are subject to a 20% restocking fee. Special-order and custom items cannot be returned.',
      },
    ],
  },
  harbor: {
    resaleCertificate: 'OH-VR-77-30412',
    socialMedia: { facebook: 'https://facebook.com/harborplumbing.example' },
    contacts: [{ kind: 'manager', name: 'Chris Novak', email: 'chris@harborplumbing.example', phone: '(216) 555-0161' }],
    policies: [{ type: 'terms_and_conditions', text: 'Net 30 for approved trade accounts. Prices are subject to change without notice.' }],
  },
};
