import { baseModelOf } from '#shared/lib/catalogue';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  accountContacts,
  accountPolicies,
  accounts,
  accountSettings,
  customerAddresses,
  customers,
  featureFlags,
  manufacturers,
  priceGroupManufacturers,
  priceGroups,
  profiles,
  roles,
  shippingCosts,
  shippingDiscounts,
  specbooks,
  specs,
  specSpecbooks,
  userRoles,
  users,
} from '#server/db/schema/index';
import { hash } from '@node-rs/argon2';
import { hashPassword } from '#server/modules/auth/auth.service';
import { DEMO_MANUFACTURERS, DEMO_MARKETPLACE_BRANDS, DEMO_SPECS } from './catalogue-data';
import { seedManufacturerAliases } from './manufacturer-aliases-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-data';
import { DEMO_CUSTOMERS, DEMO_SPECBOOK_CUSTOMERS } from './customers-data';
import { DEMO_COMPANIES } from './company-data';
import { ensurePaymentAccounts } from './payment-accounts-data';
import { DEMO_SHIPPING } from './shipping-data';
import { DEMO_SPECBOOK_LINES } from './profile-lines-data';
import { DEMO_PRICE_GROUPS } from './price-groups-data';
import { DEMO_ADVANCED_ACCESS } from './advanced-access-data';
import { ensureShowcase } from './showcase';
import { ensureShowcaseInvoices } from './showcase-invoices';
import { ensureDemoInventory } from './demo-inventory';
import { ensureSellers } from './sellers-data';
import { ensureBoards } from './boards-data';
import { ensureCollaboration } from './collaboration-data';
import { seedDemoSpecSheets } from './demo-spec-sheets';
import type { FileStorage } from '#server/lib/storage';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function ensureAccount(tx: Tx, a: DemoAccount): Promise<number> {
  const [found] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, a.name));
  if (found) return found.id;
  const { key: _key, users: _u, profiles: _p, ...values } = a;
  const [row] = await tx.insert(accounts).values(values).returning({ id: accounts.id });
  return row!.id;
}

async function ensureUser(tx: Tx, accountId: number, account: DemoAccount, u: DemoAccount['users'][number], passwordHash: string) {
  const [found] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, u.email));
  let parentUserId: number | null = null;
  if (u.parentEmail) {
    const [parent] = await tx.select({ id: users.id }).from(users).where(eq(users.email, u.parentEmail));
    parentUserId = parent?.id ?? null;
  }
  const values = { accountId, email: u.email, name: u.name, phone: u.phone, companyName: account.name, logoUrl: account.logoUrl, companyWebAddress: account.website, parentUserId, locale: u.locale ?? null, ...u.profile };
  const id = found
    ? found.id
    : (await tx.insert(users).values({ ...values, passwordHash }).returning({ id: users.id }))[0]!.id;
  const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
  const wanted = roleRows.filter((r) => (u.roles as string[]).includes(r.name));
  if (wanted.length) await tx.insert(userRoles).values(wanted.map((r) => ({ userId: id, roleId: r.id }))).onConflictDoNothing();
  if (u.features.length) {
    await tx.insert(featureFlags).values(u.features.map((f) => ({ userId: id, featureFlagName: f }))).onConflictDoNothing();
  }
  return id;
}

async function ensureProfiles(tx: Tx, accountId: number, userId: number, a: DemoAccount) {
  for (const [i, p] of a.profiles.entries()) {
    const [found] = await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.accountId, accountId), eq(profiles.name, p.name)));
    const { specbooks: books, ...values } = p;
    const profileId = found?.id ?? (await tx.insert(profiles).values({ ...values, accountId, userId }).returning({ id: profiles.id }))[0]!.id;
    for (const [j, name] of books.entries()) {
      const [book] = await tx.select({ id: specbooks.id }).from(specbooks).where(and(eq(specbooks.accountId, accountId), eq(specbooks.name, name)));
      if (book) continue;
      // Spread updatedAt so the list order is stable and looks lived-in.
      const updatedAt = new Date(Date.now() - (i * 3 + j) * 36e5 * 7);
      await tx.insert(specbooks).values({ accountId, userId, profileId, name, description: `${name} selections`, pinned: i === 0 && j === 0, createdAt: updatedAt, updatedAt });
    }
  }
}

/** The account's demo customers, their price groups (seeded first) and addresses; a customer already there (by name) is left alone. */
async function ensureCustomers(tx: Tx, accountId: number, userId: number, key: string) {
  for (const { addresses, priceGroup, ...c } of DEMO_CUSTOMERS[key] ?? []) {
    const [found] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.accountId, accountId), eq(customers.name, c.name)));
    if (found) continue;
    const [group] = priceGroup
      ? await tx.select({ id: priceGroups.id }).from(priceGroups).where(and(eq(priceGroups.accountId, accountId), eq(priceGroups.name, priceGroup)))
      : [];
    const [row] = await tx.insert(customers).values({ ...c, priceGroupId: group?.id ?? null, accountId, userId }).returning({ id: customers.id });
    for (const a of addresses) {
      const label = a.label ?? (a.typeId === 1 ? 'Billing Address' : 'Shipping Address');
      await tx.insert(customerAddresses).values({ ...a, label, accountId, customerId: row!.id });
    }
  }
}

/** The account's resale certificate, social links, contacts and policies; what is already there is left alone. */
async function ensureCompany(tx: Tx, accountId: number, key: string) {
  const company = DEMO_COMPANIES[key];
  if (!company) return;
  await tx
    .update(accounts)
    .set({ resaleCertificate: company.resaleCertificate, socialMedia: company.socialMedia })
    .where(and(eq(accounts.id, accountId), isNull(accounts.resaleCertificate)));
  await tx.insert(accountContacts).values(company.contacts.map((c) => ({ ...c, accountId }))).onConflictDoNothing();
  await tx.insert(accountPolicies).values(company.policies.map((p) => ({ ...p, accountId }))).onConflictDoNothing();
}

/** The account's access code (when it has none yet) and its advanced-access settings (when unset). */
async function ensureAdvancedAccess(tx: Tx, accountId: number, key: string) {
  const demo = DEMO_ADVANCED_ACCESS[key];
  if (!demo) return;
  const accessCodeHash = await hash(demo.accessCode);
  await tx.update(accounts).set({ accessCodeHash }).where(and(eq(accounts.id, accountId), isNull(accounts.accessCodeHash)));
  const settings = Object.entries(demo.settings).map(([k, value]) => ({ accountId, key: k, value }));
  if (settings.length) await tx.insert(accountSettings).values(settings).onConflictDoNothing();
}

/** The account's demo shipping costs and discounts (accountId null: the global discounts), once. */
async function ensureShipping(tx: Tx, accountId: number | null, userId: number | null, key: string) {
  const owner = accountId === null ? isNull(shippingDiscounts.accountId) : eq(shippingDiscounts.accountId, accountId);
  const [seeded] = await tx.select({ id: shippingDiscounts.id }).from(shippingDiscounts).where(owner).limit(1);
  if (seeded) return;
  const discounts = DEMO_SHIPPING.discounts[key] ?? [];
  if (discounts.length) await tx.insert(shippingDiscounts).values(discounts.map((d) => ({ ...d, accountId, userId })));
  const costs = DEMO_SHIPPING.costs[key] ?? [];
  if (accountId !== null && userId !== null && costs.length) {
    await tx.insert(shippingCosts).values(costs.map((c) => ({ ...c, accountId, userId })));
  }
}

/** The account's demo specbooks with spec lines (created months back); a specbook that has lines is left alone. */
async function ensureSpecbookLines(tx: Tx, accountId: number, userId: number, key: string) {
  for (const d of DEMO_SPECBOOK_LINES.filter((x) => x.account === key)) {
    const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.accountId, accountId), eq(profiles.name, d.profile)));
    if (!profile) continue;
    const createdAt = new Date();
    createdAt.setMonth(createdAt.getMonth() - d.monthsAgo);
    const [found] = await tx.select({ id: specbooks.id }).from(specbooks).where(and(eq(specbooks.accountId, accountId), eq(specbooks.name, d.specbook)));
    const specbookId =
      found?.id ??
      (await tx.insert(specbooks).values({ accountId, userId, profileId: profile.id, name: d.specbook, description: `${d.specbook} selections`, createdAt, updatedAt: createdAt }).returning({ id: specbooks.id }))[0]!.id;
    const [hasLines] = await tx.select({ id: specSpecbooks.id }).from(specSpecbooks).where(eq(specSpecbooks.specbookId, specbookId)).limit(1);
    if (hasLines) continue;
    await tx.update(specbooks).set({ createdAt }).where(eq(specbooks.id, specbookId));
    for (const [i, [model, quantity, factor, status]] of d.lines.entries()) {
      const [spec] = await tx.select({ id: specs.id, listPrice: specs.listPrice }).from(specs).where(and(isNull(specs.accountId), eq(specs.modelNumber, model)));
      if (!spec) continue;
      const salePrice = (Number(spec.listPrice) * factor).toFixed(2);
      await tx.insert(specSpecbooks).values({ accountId, specbookId, specId: spec.id, quantity, status, sortOrder: i, listPrice: spec.listPrice, salePrice });
    }
  }
}

/** Ties demo specbooks without a customer to their demo customer and its default addresses. */
async function ensureSpecbookCustomers(tx: Tx, accountId: number, key: string) {
  for (const link of DEMO_SPECBOOK_CUSTOMERS[key] ?? []) {
    const [customer] = await tx.select({ id: customers.id, paymentTerms: customers.paymentTerms }).from(customers).where(and(eq(customers.accountId, accountId), eq(customers.name, link.customer)));
    if (!customer) continue;
    const addresses = await tx
      .select({ id: customerAddresses.id, typeId: customerAddresses.typeId })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customer.id), eq(customerAddresses.isDefault, true)));
    const addressOf = (typeId: number) => addresses.find((a) => a.typeId === typeId)?.id ?? null;
    await tx
      .update(specbooks)
      .set({ customerId: customer.id, shippingAddressId: addressOf(2), billingAddressId: addressOf(1), paymentTerms: customer.paymentTerms, tax: link.tax ?? null })
      .where(and(eq(specbooks.accountId, accountId), eq(specbooks.name, link.specbook), isNull(specbooks.customerId)));
  }
}

/** The account's demo price groups and their manufacturer rules; a group already there (by name) is left alone. */
async function ensurePriceGroups(tx: Tx, accountId: number, userId: number, key: string) {
  for (const { manufacturers: rules, ...g } of DEMO_PRICE_GROUPS[key] ?? []) {
    const [found] = await tx.select({ id: priceGroups.id }).from(priceGroups).where(and(eq(priceGroups.accountId, accountId), eq(priceGroups.name, g.name)));
    if (found) continue;
    const [group] = await tx.insert(priceGroups).values({ ...g, accountId, userId }).returning({ id: priceGroups.id });
    for (const { mfr, ...rule } of rules) {
      const name = DEMO_MANUFACTURERS.find((m) => m.key === mfr)!.name;
      const [m] = await tx.select({ id: manufacturers.id }).from(manufacturers).where(and(isNull(manufacturers.accountId), eq(manufacturers.name, name)));
      if (m) await tx.insert(priceGroupManufacturers).values({ ...rule, accountId, priceGroupId: group!.id, manufacturerId: m.id });
    }
  }
}

/** The demo manufacturers' ids by key, adding those not there yet. */
async function ensureManufacturers(tx: Tx): Promise<Map<string, number>> {
  const names = DEMO_MANUFACTURERS.map((m) => m.name);
  const found = await tx.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).where(and(isNull(manufacturers.accountId), inArray(manufacturers.name, names)));
  const missing = DEMO_MANUFACTURERS.filter((m) => !found.some((f) => f.name === m.name));
  const added = missing.length ? await tx.insert(manufacturers).values(missing.map((m) => ({ name: m.name, url: m.url, sellInMarketplace: DEMO_MARKETPLACE_BRANDS.includes(m.key) }))).returning({ id: manufacturers.id, name: manufacturers.name }) : [];
  const byName = new Map([...found, ...added].map((m) => [m.name, m.id]));
  return new Map(DEMO_MANUFACTURERS.map((m) => [m.key, byName.get(m.name)!]));
}

/** The global demo catalogue in catalogue order (ids follow DEMO_SPECS), in one insert of the specs not there yet. */
async function ensureCatalogue(tx: Tx) {
  const ids = await ensureManufacturers(tx);
  const models = DEMO_SPECS.map((s) => s.model);
  const existing = new Set((await tx.select({ model: specs.modelNumber }).from(specs).where(and(isNull(specs.accountId), inArray(specs.modelNumber, models)))).map((r) => r.model));
  const rows = DEMO_SPECS.filter((s) => !existing.has(s.model)).map((s) => ({
    manufacturerId: ids.get(s.mfr)!,
    modelNumber: s.model,
    baseModel: baseModelOf(s.model),
    name: s.name,
    description: s.description,
    finish: s.finish,
    category: s.category,
    collection: s.collection,
    listPrice: s.price,
    imageName: `/demo/products/${s.model.toLowerCase()}.svg`,
  }));
  if (rows.length) await tx.insert(specs).values(rows);
}

/**
 * Seeds the demo accounts, logins, profiles, specbooks and global catalogue, and — given the file
 * storage — the catalogue's spec sheets (the test template has no storage: its specs have none).
 * Idempotent.
 */
export async function seedDemoData(db: Db, storage?: FileStorage): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await ensureCatalogue(tx);
    // Reference data ran before the demo catalogue existed on a fresh database.
    await seedManufacturerAliases(tx);
    for (const a of DEMO_ACCOUNTS) {
      const accountId = await ensureAccount(tx, a);
      let ownerId: number | undefined;
      for (const u of a.users) {
        const id = await ensureUser(tx, accountId, a, u, passwordHash);
        ownerId ??= id;
      }
      await ensureProfiles(tx, accountId, ownerId!, a);
      await ensurePriceGroups(tx, accountId, ownerId!, a.key);
      await ensureCustomers(tx, accountId, ownerId!, a.key);
      await ensureCompany(tx, accountId, a.key);
      await ensureShipping(tx, accountId, ownerId!, a.key);
      await ensureSpecbookLines(tx, accountId, ownerId!, a.key);
      await ensureSpecbookCustomers(tx, accountId, a.key);
      await ensureAdvancedAccess(tx, accountId, a.key);
      await ensureShowcase(tx, accountId, ownerId!, a.key);
      await ensurePaymentAccounts(tx, accountId, a.key);
      await ensureDemoInventory(tx, accountId, a.key);
      await ensureSellers(tx, accountId, a.key);
      await ensureBoards(tx, accountId, ownerId!, a.key);
    }
    await ensureShipping(tx, null, null, 'global');
    // Groups and shares reach across accounts: after every demo account exists.
    await ensureCollaboration(tx);
  });
  // Made by the invoicing services, which run their own transactions.
  await ensureShowcaseInvoices(db);
  if (storage) await seedDemoSpecSheets(db, storage);
}

/** True when no user exists yet (a fresh database). */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Demo logins printed on start and listed in the README. */
export const DEMO_LOGINS = DEMO_ACCOUNTS.flatMap((a) => a.users.map((u) => ({ email: u.email, account: a.name })));
export { DEMO_PASSWORD };
