import type { TLocale } from '#shared/lib/locale';
import type { TFeatureFlag, TRoleName } from '#shared/lib/roles';

/** Every demo password (DESIGN.md, pinned). */
export const DEMO_PASSWORD = 'specfolio-demo';

/** A demo company with its people, profiles and specbooks. */
export interface DemoAccount {
  key: string;
  name: string;
  type: string;
  email: string;
  phone: string;
  website: string;
  logoUrl: string;
  addressLine1: string;
  city: string;
  state: string;
  zipCode: string;
  users: {
    email: string;
    name: string;
    phone: string;
    roles: TRoleName[];
    features: TFeatureFlag[];
    /** E-mail of the parent user (a pro linked to a showroom). */
    parentEmail?: string;
    /** The user's locale setting (docs/decisions/068); none: the browser's language. */
    locale?: TLocale;
    /** The user's own §3 "User" fields shown on Account Settings (docs/decisions/081). */
    profile?: { fax: string; legacyAddress: string; latitude: number; longitude: number; storeManagerName: string; storeManagerEmail: string };
  }[];
  profiles: { name: string; type?: string; email?: string; phone?: string; address?: string; specbooks: string[] }[];
}

const SELLER_FLAGS: TFeatureFlag[] = [
  'useCustomerCenter',
  'useAccountSettingsPage',
  'useInvoicing',
  'usePurchaseOrder',
  'useNewPDF',
  'useJobPipelines',
  'useInventoryCenter',
  'useNewMenu',
  // The demo distributor-style seller may export a specbook for its ERP (issue 20) and import its bids.
  'erpIntegration.canExportspecbooks',
  'erpIntegration.canImportOrders',
];

const SPECIAL_PROFILES = [
  { name: 'QR Codes', type: 'qr_code', specbooks: [] },
  { name: 'Orders', type: 'order', specbooks: [] },
  { name: 'Purchase Orders', type: 'purchase_order', specbooks: [] },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'lakeside',
    name: 'Lakeside Bath & Kitchen',
    type: 'Showroom/Retail',
    email: 'hello@lakesidebath.example',
    phone: '(312) 555-0187',
    website: 'https://lakesidebath.example',
    logoUrl: '/demo/lakeside-logo.svg',
    addressLine1: '1420 N Lakeshore Drive',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60610',
    users: [
      {
        email: 'seller@specfolio.test',
        name: 'Maya Thompson',
        phone: '(312) 555-0190',
        // ROLE_SPECBOOK_ISPEC: the 'Plus' tier, so that SB+ (clone a catalogue spec) can be tried.
        // ROLE_SPECMARKET_SELLER: the showroom lists stock on the Specmarket (decision 086).
        roles: ['ROLE_IBOOK', 'ROLE_SMART_LABELS', 'ROLE_AIPQ', 'accounting_tab', 'ROLE_SPECBOOK_ISPEC', 'ROLE_SPECMARKET_SELLER'],
        features: SELLER_FLAGS,
        profile: {
          fax: '(312) 555-0189',
          legacyAddress: '1420 N Lakeshore Drive, Chicago, IL 60610',
          latitude: 41.9082,
          longitude: -87.6251,
          storeManagerName: 'Maya Thompson',
          storeManagerEmail: 'maya@lakesidebath.example',
        },
      },
      {
        email: 'admin@specfolio.test',
        name: 'Sam Rivera',
        phone: '(312) 555-0191',
        roles: ['ROLE_SPECBOOKS_ADMIN', 'ROLE_IBOOK', 'ROLE_SMART_LABELS'],
        features: SELLER_FLAGS,
      },
    ],
    profiles: [
      { name: 'Johnson Residence', email: 'ellen.johnson@example.com', phone: '(312) 555-0112', address: '88 W Schiller St, Chicago, IL 60610', specbooks: ['Johnson Master Bath', 'Johnson Powder Room'] },
      { name: 'Oak Street Remodel', email: 'pm@oakstreetbuild.example', phone: '(773) 555-0145', address: '2150 N Oak St, Chicago, IL 60614', specbooks: ['Oak Street Kitchen', 'Oak Street Guest Bath'] },
      { name: 'Patel Kitchen', email: 'r.patel@example.com', phone: '(847) 555-0178', address: '410 Maple Ave, Evanston, IL 60201', specbooks: ['Patel Kitchen Lighting'] },
      ...SPECIAL_PROFILES,
    ],
  },
  {
    key: 'verde',
    name: 'Studio Verde Interiors',
    type: 'Interior Designer',
    email: 'studio@verdeinteriors.example',
    phone: '(312) 555-0233',
    website: 'https://verdeinteriors.example',
    logoUrl: '/demo/verde-logo.svg',
    addressLine1: '215 W Superior St, Suite 4',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60654',
    users: [
      {
        email: 'pro@specfolio.test',
        name: 'Jordan Ellis',
        phone: '(312) 555-0234',
        // ROLE_IBOOK: the price group review on the manage page is a price feature (decision 067).
        roles: ['ROLE_PRO', 'ROLE_SPECMARKET_BUYER', 'ROLE_IBOOK'],
        features: ['useProUserInvite', 'useSpecmarketCategoryImages', 'useNewMenu'],
        parentEmail: 'seller@specfolio.test',
      },
      {
        // A trade professional whose language is Brazilian Portuguese: the pt-BR walk of the
        // Specmarket cart and checkout (issue 22 item 6; brasil@ is a seller, not a marketplace buyer).
        email: 'pro-brasil@specfolio.test',
        name: 'Lucas Pereira',
        phone: '(312) 555-0235',
        roles: ['ROLE_PRO', 'ROLE_SPECMARKET_BUYER'],
        features: ['useSpecmarketCategoryImages', 'useNewMenu'],
        parentEmail: 'seller@specfolio.test',
        locale: 'pt-br',
      },
    ],
    profiles: [
      { name: 'Hillside Loft', email: 'owner@hillsideloft.example', specbooks: ['Hillside Loft Bathrooms'] },
      { name: 'Greenview Townhomes', specbooks: ['Greenview Unit A Kitchen'] },
    ],
  },
  {
    key: 'harbor',
    name: 'Harbor Plumbing Supply',
    type: 'Distributor/Wholesale',
    email: 'sales@harborplumbing.example',
    phone: '(216) 555-0160',
    website: 'https://harborplumbing.example',
    logoUrl: '/demo/harbor-logo.svg',
    addressLine1: '3900 Lakeside Ave E',
    city: 'Cleveland',
    state: 'OH',
    zipCode: '44114',
    users: [
      {
        email: 'other@specfolio.test',
        name: 'Chris Novak',
        phone: '(216) 555-0161',
        roles: ['ROLE_IBOOK'],
        features: ['useCustomerCenter', 'usePurchaseOrder', 'useNewMenu'],
      },
      {
        // The distributor's Brazilian buyer: the interface in pt-BR (issue 22 item 6, the pt-BR route walk).
        email: 'brasil@specfolio.test',
        name: 'Ana Souza',
        phone: '(216) 555-0162',
        // The seller's roles and flags, so that the pt-BR walks reach every screen a seller has.
        roles: ['ROLE_IBOOK', 'ROLE_SMART_LABELS', 'ROLE_AIPQ', 'accounting_tab'],
        features: SELLER_FLAGS,
        locale: 'pt-br',
      },
    ],
    profiles: [
      { name: 'Bayview Apartments', email: 'facilities@bayview.example', specbooks: ['Bayview Unit Fixtures', 'Bayview Common Areas'] },
      ...SPECIAL_PROFILES,
    ],
  },
];
