import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { sellerOffers, sellers, specs } from '#server/db/schema/index';
import { addressLine, createZipGeocoder } from '#server/lib/geocoding/index';
import { INVENTORY_STATUSES, LEAD_TIMES } from '#shared/lib/sellers';
import { DEMO_SPECS } from './catalogue-data';

/** A demo vendor (fictional company, real ZIP code so that the offline geocoder places it). */
interface DemoSeller {
  name: string;
  title: string;
  email: string;
  phone: string;
  paymentTerms: number | null;
  terms?: string;
  returns?: string;
  preferred?: boolean;
  address: { line1: string; line2?: string; city: string; state: string; zipCode: string };
}

const TERMS =
  'Prices are FOB our warehouse and valid for 30 days. Orders ship complete unless partial shipment is requested in writing. ' +
  'Claims for shortage or freight damage must be made within 5 business days of delivery.';
const RETURNS =
  'Stock items may be returned within 30 days in their original, unopened packaging with a return authorization number. ' +
  'A 20% restocking fee applies. Special-order and custom-finish items are not returnable.';

/** An account's demo vendors and how many of them offer each spec at the least (up to two more on other specs). */
interface DemoVendors {
  sellers: DemoSeller[];
  fewestOffers: number;
}

/**
 * The demo vendors by demo account key: the showroom buys from several states; Harbor has one of
 * its own; Studio Verde (the pro, who shops the marketplace) three in Illinois and Wisconsin.
 */
const DEMO_SELLERS: Record<string, DemoVendors> = {
  lakeside: {
    fewestOffers: 2,
    sellers: [
      {
        name: 'Great Lakes Plumbing Supply',
        title: 'Inside Sales',
        email: 'orders@greatlakesplumbing.example.com',
        phone: '(312) 555-0142',
        paymentTerms: 30,
        terms: TERMS,
        returns: RETURNS,
        preferred: true,
        address: { line1: '2150 S Canalport Ave', city: 'Chicago', state: 'IL', zipCode: '60608' },
      },
      {
        name: 'Pacific Coast Fixtures',
        title: 'Dealer Desk',
        email: 'dealers@pacificcoastfixtures.example.com',
        phone: '(213) 555-0187',
        paymentTerms: 45,
        returns: RETURNS,
        address: { line1: '1800 E 7th St', line2: 'Dock 4', city: 'Los Angeles', state: 'CA', zipCode: '90021' },
      },
      {
        name: 'Lone Star Bath Distributors',
        title: 'Showroom Accounts',
        email: 'accounts@lonestarbath.example.com',
        phone: '(713) 555-0119',
        paymentTerms: 30,
        terms: TERMS,
        address: { line1: '4500 Westpark Dr', city: 'Houston', state: 'TX', zipCode: '77027' },
      },
      {
        name: 'Garden State Kitchen & Bath Wholesale',
        title: 'Purchasing Support',
        email: 'po@gardenstatekb.example.com',
        phone: '(201) 555-0163',
        paymentTerms: 60,
        terms: TERMS,
        returns: RETURNS,
        address: { line1: '100 Meadowlands Pkwy', city: 'Secaucus', state: 'NJ', zipCode: '07094' },
      },
      {
        name: 'Front Range Building Supply',
        title: 'Contractor Sales',
        email: 'quotes@frontrangebuilding.example.com',
        phone: '(303) 555-0178',
        paymentTerms: 30,
        address: { line1: '3800 Wynkoop St', city: 'Denver', state: 'CO', zipCode: '80216' },
      },
      {
        name: 'Peachtree Supply Co.',
        title: 'Order Desk',
        email: 'orderdesk@peachtreesupply.example.com',
        phone: '(404) 555-0131',
        paymentTerms: null,
        address: { line1: '1200 Howell Mill Rd NW', city: 'Atlanta', state: 'GA', zipCode: '30318' },
      },
    ],
  },
  verde: {
    fewestOffers: 1,
    sellers: [
      {
        name: 'Prairie State Trade Supply',
        title: 'Designer Accounts',
        email: 'designers@prairiestatetrade.example.com',
        phone: '(312) 555-0271',
        paymentTerms: 30,
        terms: TERMS,
        returns: RETURNS,
        preferred: true,
        address: { line1: '1000 W Fulton Market', city: 'Chicago', state: 'IL', zipCode: '60607' },
      },
      {
        name: 'North Shore Design Hardware',
        title: 'Trade Desk',
        email: 'trade@northshoredesign.example.com',
        phone: '(847) 555-0296',
        paymentTerms: 45,
        returns: RETURNS,
        address: { line1: '1830 Ridge Ave', city: 'Evanston', state: 'IL', zipCode: '60201' },
      },
      {
        name: 'Badger Kitchen & Lighting',
        title: 'Order Desk',
        email: 'orders@badgerkitchenlighting.example.com',
        phone: '(414) 555-0214',
        paymentTerms: 15,
        terms: TERMS,
        address: { line1: '2300 N Mayfair Rd', city: 'Milwaukee', state: 'WI', zipCode: '53226' },
      },
    ],
  },
  harbor: {
    fewestOffers: 2,
    sellers: [
      {
        name: 'Buckeye Valve & Fitting',
        title: 'Counter Sales',
        email: 'sales@buckeyevalve.example.com',
        phone: '(614) 555-0150',
        paymentTerms: 30,
        address: { line1: '455 W Town St', city: 'Columbus', state: 'OH', zipCode: '43215' },
      },
    ],
  },
};

/** Vendor price as a fraction of list, by offer position, so that the sellers of a spec differ. */
const PRICE_FACTORS = [0.58, 0.62, 0.55, 0.66];

/**
 * The seller indexes offering the spec at catalogue position `i`: `fewest` to `fewest` + 2 sellers,
 * the preferred one (index 0) on two specs in three, the others in rotation, so that every seller
 * offers several.
 */
function sellersOfSpec(i: number, sellerCount: number, fewest: number): number[] {
  if (sellerCount < 2) return [0];
  const count = Math.min(fewest + (i % 3), sellerCount);
  const others = Array.from({ length: sellerCount - 1 }, (_, k) => 1 + ((i + k) % (sellerCount - 1)));
  return (i % 3 === 2 ? others : [0, ...others]).slice(0, count);
}

/** A demo offer's price, lead time and inventory, deterministic per spec and seller position. */
function offerValues(listPrice: string | null, i: number, k: number) {
  const status = INVENTORY_STATUSES[(i + k) % INVENTORY_STATUSES.length]!;
  return {
    price: listPrice === null || (i + k) % 11 === 10 ? null : (Number(listPrice) * PRICE_FACTORS[k % PRICE_FACTORS.length]!).toFixed(2),
    leadTime: status === 'available' ? LEAD_TIMES[2 + ((i + k) % 5)]! : LEAD_TIMES[(i + k) % 2]!,
    inventoryStatus: status,
    inventoryQuantity: status === 'available' ? null : 2 + ((i * 7 + k * 5) % 40),
  };
}

/**
 * The account's demo vendors, placed on the map by their ZIP codes, and their offers for the demo
 * catalogue (1 to 4 sellers a spec by account, in every inventory status). Once: an account with sellers is left alone.
 */
export async function ensureSellers(tx: Tx, accountId: number, key: string): Promise<void> {
  const vendors = DEMO_SELLERS[key];
  if (!vendors) return;
  const demo = vendors.sellers;
  const [existing] = await tx.select({ id: sellers.id }).from(sellers).where(and(eq(sellers.accountId, accountId), eq(sellers.ownStock, false))).limit(1);
  if (existing) return;
  const geocoder = createZipGeocoder();
  const values = await Promise.all(
    demo.map(async (s) => {
      const point = await geocoder.geocode(addressLine(s.address));
      return {
        accountId,
        name: s.name,
        title: s.title,
        email: s.email,
        phone: s.phone,
        paymentTerms: s.paymentTerms,
        termsAndConditions: s.terms ?? null,
        returnPolicy: s.returns ?? null,
        preferred: s.preferred ?? false,
        shippingLine1: s.address.line1,
        shippingLine2: s.address.line2 ?? null,
        shippingCity: s.address.city,
        shippingState: s.address.state,
        shippingZipCode: s.address.zipCode,
        lat: point?.lat ?? null,
        lon: point?.lon ?? null,
      };
    }),
  );
  const sellerIds = (await tx.insert(sellers).values(values).returning({ id: sellers.id })).map((r) => r.id);
  const catalogue = await tx
    .select({ id: specs.id, model: specs.modelNumber, listPrice: specs.listPrice })
    .from(specs)
    .where(and(isNull(specs.accountId), inArray(specs.modelNumber, DEMO_SPECS.map((s) => s.model))))
    .orderBy(specs.id);
  const offers = catalogue.flatMap((spec, i) =>
    sellersOfSpec(i, sellerIds.length, vendors.fewestOffers).map((sellerIndex, k) => ({ accountId, sellerId: sellerIds[sellerIndex]!, specId: spec.id, ...offerValues(spec.listPrice, i, k) })),
  );
  if (offers.length) await tx.insert(sellerOffers).values(offers);
}
