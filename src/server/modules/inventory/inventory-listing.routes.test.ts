import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropRole, grantFlag, grantRole } from '#server/modules/invoices/invoices.test-kit';
import { bearer, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { createTestServer, type TestServer } from '#server/test/server';
import { ACCESS_MESSAGES } from '#shared/lib/access-messages';
import { INVENTORY_MESSAGES as M } from '#shared/lib/inventory';
import type { TInventoryItem } from '#shared/schemas/inventory';
import { inventoryBase } from './inventory.test-kit';

/** Listing own stock on the Specmarket through PATCH {u}/inventory/{offerId} (docs/decisions/086). */

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;

const SELLER = 'seller@specfolio.test';
const patch = (offerId: number | string, item: Record<string, unknown>, token: string | null = seller, userId = sellerId) =>
  t.app.inject({ method: 'PATCH', url: `${inventoryBase(userId)}/${offerId}`, headers: token ? bearer(token) : {}, payload: { updateInventoryItemRequest: { InventoryItem: item } } });
/** The demo showroom's stock row of a model. */
const rowOf = (model: string) =>
  sqlOne<{ id: number; listed: boolean }>(t, 'select o.id, o.listed from seller_offers o join specs s on s.id = o.spec_id join sellers r on r.id = o.seller_id and r.own_stock where s.model_number = $1 and o.account_id = (select account_id from users where email = $2)', [model, SELLER]);

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
});
afterAll(() => t.close());

describe('inventory: listing on the Specmarket', () => {
  it('answers 401 without a token and 400 for a listed value that is not a boolean', async () => {
    const { id } = await rowOf('BF-305-MB');
    expect((await patch(id, { listed: true }, null)).statusCode).toBe(401);
    const bad = await patch(id, { listed: 'yes' });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().errors[0].message).toBe('Listed must be true or false.');
  });

  it('lists the demo stock of marketplace brands, and filters by listed', async () => {
    // The pro account (another account) sees the clearance listings sold by the showroom.
    const pro = await t.login('pro@specfolio.test');
    const proId = (await sqlOne<{ id: number }>(t, "select id from users where email = 'pro@specfolio.test'")).id;
    const products = await t.app.inject({ method: 'GET', url: `/api/v4/user/${proId}/specmarket/products?search=AQ-4610`, headers: bearer(pro) });
    expect(products.statusCode, products.body).toBe(200);
    const sold = (products.json().data as { modelNumber: string; seller: { name: string } }[]).filter((p) => p.seller.name === 'Lakeside Bath & Kitchen');
    expect(sold.map((p) => [p.modelNumber, p.seller.name]).sort()).toEqual([
      ['AQ-4610-CB', 'Lakeside Bath & Kitchen'],
      ['AQ-4610-PC', 'Lakeside Bath & Kitchen'],
    ]);
    const res = await t.app.inject({ method: 'GET', url: `${inventoryBase(sellerId)}?filter[listed]=true`, headers: bearer(seller) });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as TInventoryItem[];
    expect(data.map((i) => i.spec.modelNumber).sort()).toEqual(['AQ-3300-WH', 'AQ-4610-CB', 'AQ-4610-PC', 'AQ-4620-MB', 'BF-210-SS']);
    expect(data.every((i) => i.listed)).toBe(true);
  });

  it("answers 403 with the role's message without ROLE_SPECMARKET_SELLER, and writes nothing", async () => {
    const { id } = await rowOf('AQ-3300-WH');
    await dropRole(t, SELLER, 'ROLE_SPECMARKET_SELLER');
    try {
      const res = await patch(id, { listed: false });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(ACCESS_MESSAGES.marketplaceSeller);
      expect((await rowOf('AQ-3300-WH')).listed).toBe(true);
      // The other fields stay editable without the role.
      expect((await patch(id, { location: 'Warehouse A, Bay 2' })).statusCode).toBe(200);
    } finally {
      await grantRole(t, SELLER, 'ROLE_SPECMARKET_SELLER');
    }
  });

  it('answers 422 for a row without a price or without quantity, and writes nothing', async () => {
    const { id } = await rowOf('BF-305-MB');
    const noPrice = await patch(id, { listed: true });
    expect(noPrice.statusCode, noPrice.body).toBe(422);
    expect(noPrice.json().message).toBe(M.listingNeedsPrice);
    const noQuantity = await patch(id, { listed: true, price: '340.00', quantity: 0 });
    expect(noQuantity.statusCode, noQuantity.body).toBe(422);
    expect(noQuantity.json().message).toBe(M.listingNeedsQuantity);
    // The transaction rolled the price and quantity back with the refusal.
    expect(await sqlOne(t, 'select price, inventory_quantity as quantity, listed from seller_offers where id = $1', [id])).toEqual({ price: null, quantity: 4, listed: false });
  });

  it('refuses a brand that does not sell on the marketplace without ROLE_SPECMARKET_SELLER_ALL_BRANDS, and lists it with that role', async () => {
    const { id } = await rowOf('NL-2290-WH');
    const refused = await patch(id, { listed: true, price: '220.00' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(M.brandNotSold('Northlight Lighting'));
    expect((await rowOf('NL-2290-WH')).listed).toBe(false);
    await grantRole(t, SELLER, 'ROLE_SPECMARKET_SELLER_ALL_BRANDS');
    try {
      const listed = await patch(id, { listed: true, price: '220.00' });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().data).toMatchObject({ id, listed: true, price: '220.00' });
    } finally {
      await dropRole(t, SELLER, 'ROLE_SPECMARKET_SELLER_ALL_BRANDS');
    }
  });

  it('lists and unlists a row of a marketplace brand', async () => {
    const { id } = await rowOf('BF-305-MB');
    const listed = await patch(id, { listed: true, price: '340.00' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toMatchObject({ listed: true, price: '340.00', quantity: 4 });
    const unlisted = await patch(id, { listed: false });
    expect(unlisted.statusCode, unlisted.body).toBe(200);
    expect(unlisted.json().data.listed).toBe(false);
    expect((await rowOf('BF-305-MB')).listed).toBe(false);
  });

  it("answers 404 for another account's stock row", async () => {
    await grantFlag(t, 'other@specfolio.test', 'useInventoryCenter');
    await grantRole(t, 'other@specfolio.test', 'ROLE_SPECMARKET_SELLER');
    const { id } = await rowOf('AQ-3300-WH');
    const res = await patch(id, { listed: false }, other, otherId);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe(M.itemNotFound);
    expect((await rowOf('AQ-3300-WH')).listed).toBe(true);
  });
});
