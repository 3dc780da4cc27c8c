import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContextOf, sqlOne } from '#server/modules/notifications/collab-test-kit';
import type { ServiceContext } from '#server/lib/context';
import type { Geocoder } from '#server/lib/geocoding/index';
import { createTestServer, type TestServer } from '#server/test/server';
import { listSpecSellers, specAvailability } from './offers.service';
import { toSeller } from './seller-view';
import { createSeller, sellersByIds, updateSeller } from './sellers.service';
import { demoSellerId, globalSpecId } from './sellers-test-kit';

let t: TestServer;
let ctx: ServiceContext;

/** A geocoder that records what it was asked and places everything at one point. */
function recordingGeocoder(): Geocoder & { asked: string[] } {
  const asked: string[] = [];
  return { asked, geocode: async (address) => (asked.push(address), { lat: 1, lon: 2 }) };
}

beforeAll(async () => {
  t = await createTestServer();
  ctx = await serviceContextOf(t, 'seller@specfolio.test');
});
afterAll(() => t.close());

describe('sellersByIds', () => {
  it('answers the account’s sellers in the order asked, leaving out others and missing ids', async () => {
    const peachtree = await demoSellerId(t, 'Peachtree Supply Co.');
    const greatLakes = await demoSellerId(t, 'Great Lakes Plumbing Supply');
    const harbor = await demoSellerId(t, 'Buckeye Valve & Fitting');
    const records = await sellersByIds(ctx.db, ctx.user.accountId, [peachtree, harbor, 99999999, greatLakes]);
    expect(records.map((r) => toSeller(r).name)).toEqual(['Peachtree Supply Co.', 'Great Lakes Plumbing Supply']);
    expect(toSeller(records[0]!).email).toBe('orderdesk@peachtreesupply.example.com');
    expect(await sellersByIds(ctx.db, ctx.user.accountId, [])).toEqual([]);
  });
});

describe('geocoding a seller', () => {
  it('asks with the address on one line on create, and again only when the address changes', async () => {
    const geocoder = recordingGeocoder();
    const created = await createSeller(ctx, geocoder, { name: 'Geo Co', title: null, phone: null, address: { shipping: { line1: '1 Main St', city: 'Boise', state: 'ID', zipCode: '83702' } } });
    expect(geocoder.asked).toEqual(['1 Main St, Boise, ID 83702']);
    expect(toSeller(created).location).toEqual({ lat: 1, lon: 2 });
    await updateSeller(ctx, geocoder, created.row.id, { preferred: true, address: { shipping: { city: 'Boise' } } });
    expect(geocoder.asked).toHaveLength(1);
    await updateSeller(ctx, geocoder, created.row.id, { address: { shipping: { line2: 'Suite 5' } } });
    expect(geocoder.asked.at(-1)).toBe('1 Main St, Suite 5, Boise, ID 83702');
  });
});

describe('archived sellers', () => {
  it('leave the sellers of a spec and its availability', async () => {
    const tub = await globalSpecId(t, 'AQ-3300-WH');
    const before = await specAvailability(ctx.db, ctx.user.accountId, tub);
    const gone = before[0]!.seller.id;
    await t.database.pool.query('update sellers set archived = true where id = $1', [gone]);
    const after = await specAvailability(ctx.db, ctx.user.accountId, tub);
    expect(after.map((x) => x.seller.id)).toEqual(before.slice(1).map((x) => x.seller.id));
    expect((await listSpecSellers(ctx, tub)).map((o) => o.seller.row.id)).not.toContain(gone);
    const { archived } = await sqlOne<{ archived: boolean }>(t, 'select archived from sellers where id = $1', [gone]);
    expect(archived).toBe(true);
  });
});
