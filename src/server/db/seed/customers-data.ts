/** Demo customers of the showroom "Lakeside Bath & Kitchen" (account key 'lakeside'), with their addresses. */
export interface DemoCustomer {
  name: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  customerNumber: string;
  /** The customer's id in the distributor's ERP (the fake gateway's demo customer is C000123). */
  erpCustomerId?: string;
  type: string;
  origin?: string;
  /** The name of one of the account's demo price groups. */
  priceGroup?: string;
  paymentTerms?: number;
  phone?: string;
  email?: string;
  notes?: string;
  resaleCertificate?: string;
  addresses: {
    typeId: 1 | 2;
    label?: string;
    firstName?: string;
    lastName?: string;
    line1: string;
    line2?: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
    cost?: string;
    isDefault?: boolean;
  }[];
}

export const DEMO_CUSTOMERS: Record<string, DemoCustomer[]> = {
  lakeside: [
    {
      name: 'Ellen Johnson',
      firstName: 'Ellen',
      lastName: 'Johnson',
      customerNumber: 'LBK-1001',
      type: 'homeowner',
      origin: 'walk_in',
      paymentTerms: 0,
      phone: '(312) 555-0112',
      email: 'ellen.johnson@example.com',
      notes: 'Master bath and powder room; prefers brushed nickel finishes.',
      addresses: [
        { typeId: 1, firstName: 'Ellen', lastName: 'Johnson', line1: '88 W Schiller St', city: 'Chicago', state: 'IL', zipCode: '60610', country: 'US', isDefault: true },
        { typeId: 2, firstName: 'Ellen', lastName: 'Johnson', line1: '88 W Schiller St', line2: 'Garage entrance', city: 'Chicago', state: 'IL', zipCode: '60610', country: 'US', cost: '85.00', isDefault: true },
      ],
    },
    {
      name: 'Oak Street Builders',
      firstName: 'Marcus',
      lastName: 'Hale',
      companyName: 'Oak Street Builders Inc.',
      customerNumber: 'LBK-1002',
      erpCustomerId: 'C000123',
      type: 'builder',
      origin: 'referral',
      priceGroup: 'Builder',
      paymentTerms: 30,
      phone: '(773) 555-0145',
      email: 'pm@oakstreetbuild.example',
      resaleCertificate: 'IL-ST-556-1290',
      addresses: [
        { typeId: 1, label: 'Accounts Payable', firstName: 'Dana', lastName: 'Ortiz', line1: '2150 N Oak St', line2: 'Suite 200', city: 'Chicago', state: 'IL', zipCode: '60614', country: 'US', isDefault: true },
        { typeId: 2, label: 'Job site: Lincoln Park', line1: '1842 N Burling St', city: 'Chicago', state: 'IL', zipCode: '60614', country: 'US', cost: '125.00', isDefault: true },
        { typeId: 2, label: 'Warehouse', line1: '4400 W Ferdinand St', city: 'Chicago', state: 'IL', zipCode: '60624', country: 'US', cost: '60.00' },
      ],
    },
    {
      name: 'Priya Patel',
      firstName: 'Priya',
      lastName: 'Patel',
      companyName: 'Patel Design Studio',
      customerNumber: 'LBK-1003',
      type: 'interior_designer',
      origin: 'website',
      priceGroup: 'Designer',
      paymentTerms: 15,
      phone: '(847) 555-0178',
      email: 'r.patel@example.com',
      addresses: [
        { typeId: 1, firstName: 'Priya', lastName: 'Patel', line1: '410 Maple Ave', city: 'Evanston', state: 'IL', zipCode: '60201', country: 'US', isDefault: true },
      ],
    },
    {
      name: 'Northshore Architects',
      companyName: 'Northshore Architects LLP',
      customerNumber: 'LBK-1004',
      type: 'architect',
      origin: 'trade_show',
      paymentTerms: 45,
      phone: '(847) 555-0190',
      email: 'specs@northshorearch.example',
      addresses: [
        { typeId: 1, line1: '1603 Orrington Ave', line2: 'Floor 12', city: 'Evanston', state: 'IL', zipCode: '60201', country: 'US', isDefault: true },
        { typeId: 2, line1: '1603 Orrington Ave', city: 'Evanston', state: 'IL', zipCode: '60201', country: 'US', cost: '0.00', isDefault: true },
      ],
    },
    {
      name: 'Lakeview Property Group',
      companyName: 'Lakeview Property Group',
      customerNumber: 'LBK-1005',
      type: 'property_management',
      origin: 'repeat',
      paymentTerms: 60,
      phone: '(312) 555-0133',
      email: 'maintenance@lakeviewpg.example',
      notes: 'Unit turnovers; ship to the building office.',
      addresses: [],
    },
  ],
};

/** Demo specbooks tied to a demo customer (its default addresses become the specbook's), by account key. */
export const DEMO_SPECBOOK_CUSTOMERS: Record<string, { specbook: string; customer: string; tax?: string }[]> = {
  lakeside: [
    { specbook: 'Johnson Master Bath', customer: 'Ellen Johnson', tax: '10.25' },
    { specbook: 'Johnson Powder Room', customer: 'Ellen Johnson', tax: '10.25' },
    { specbook: 'Oak Street Kitchen', customer: 'Oak Street Builders' },
  ],
};
