/**
 * The fake ERP gateway as a process, for end-to-end runs (e2e/support/server.mjs starts it beside
 * the app, which needs ERP_ALLOW_LOOPBACK=true): FAKE_ERP_PORT (default: a free port),
 * FAKE_ERP_KEY (default: a random key), FAKE_ERP_COALESCE_MS (default 5000, as the real gateway).
 * Seeds a small demo ERP: stock items for some demo catalogue models (others stay missing), item
 * classes, customer C000123 (Lakeside's demo customer) and opportunity OP000900 with one line no
 * catalogue spec matches. Prints `[fake-erp] listening at <url> key <key>`; stops on SIGTERM or SIGINT.
 */
import { startFakeErpGateway } from './erp-gateway';

const fake = await startFakeErpGateway({
  apiKey: process.env.FAKE_ERP_KEY || undefined,
  port: Number(process.env.FAKE_ERP_PORT || 0),
  jobDelayMs: 200,
  coalesceMs: Number(process.env.FAKE_ERP_COALESCE_MS || 5000),
});

const STOCK = [
  { InventoryID: 'AQ-4512-BN', Description: 'Vessel Lavatory Faucet, Brushed Nickel', ItemClass: 'PLUMBFIX', MSRP: 389, DefaultPrice: 311.2 },
  { InventoryID: 'AQ-4512-MB', Description: 'Vessel Lavatory Faucet, Matte Black', ItemClass: 'PLUMBFIX', MSRP: 429, DefaultPrice: 343.2 },
  { InventoryID: 'BF-210-SS', Description: 'Pull-Down Kitchen Faucet', ItemClass: 'PLUMBFIX', MSRP: 465, DefaultPrice: 372 },
  { InventoryID: 'NL-6620-AB', Description: 'Three-Light Vanity Fixture', ItemClass: 'LIGHTING', MSRP: 299, DefaultPrice: 239.2 },
  { InventoryID: 'SB-3322-SS', Description: 'Undermount Kitchen Sink 33 in.', ItemClass: 'SINKS', MSRP: 689, DefaultPrice: 551.2 },
  { InventoryID: 'CP-2010-PC', Description: 'Pressure-Balance Valve Body', ItemClass: 'ROUGHIN', MSRP: 142, DefaultPrice: 113.6 },
  { InventoryID: 'HA-RF36-SS', Description: 'French Door Refrigerator 36 in.', ItemClass: 'APPLIANCE', MSRP: 3899, DefaultPrice: 3319 },
];
for (const item of STOCK) fake.seed.stockItem(item);
for (const [ClassID, Description] of [
  ['PLUMBFIX', 'Plumbing fixtures'],
  ['LIGHTING', 'Lighting'],
  ['SINKS', 'Sinks'],
  ['ROUGHIN', 'Rough-in plumbing'],
  ['APPLIANCE', 'Appliances'],
]) {
  fake.seed.itemClass({ ClassID: ClassID ?? '', Description });
}
fake.seed.customer({
  CustomerID: 'C000123',
  CustomerName: 'Lakeside Builders',
  AddressLine1: '120 Harbor Drive',
  City: 'Chicago',
  State: 'IL',
  ZipCode: '60601',
  Country: 'US',
  Terms: '30D',
  PriceClassID: 'TRADE',
  CustomerClass: 'BUILDER',
  WarehouseID: 'MAIN',
  ShipVia: 'GROUND',
  TaxZone: 'IL',
  PrimaryEmail: 'purchasing@lakeside.example',
  PrimaryPhone1: '312-555-0147',
});
fake.seed.opportunity({
  OpportunityID: 'OP000900',
  Subject: 'Harbor Drive kitchen and bath',
  BusinessAccount: 'C000123',
  Owner: 'JSMITH',
  Products: [
    { InventoryID: 'AQ-4512-BN', Qty: 2, TransactionDescription: 'Primary Bath' },
    { InventoryID: 'BF-210-SS', Qty: 1, TransactionDescription: 'Kitchen' },
    { InventoryID: 'LEGACY-4471', Qty: 4, TransactionDescription: 'Kitchen', UnitPrice: 12.5 },
  ],
});

console.log(`[fake-erp] listening at ${fake.url} key ${fake.apiKey}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
