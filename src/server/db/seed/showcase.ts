import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { categories, profiles, specbookLineItems, specbooks, specs, specSpecbooks, teamMembers } from '#server/db/schema/index';
import { newMemberToken } from '#server/modules/team/team.service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Status = 'open' | 'approved' | 'rejected';

/**
 * The showroom's showcase project: a public profile with one specbook in three rooms, priced,
 * partly approved, shared with the client as an e-Specbook. Tests leave the seller's other demo
 * specbooks empty on purpose; this one exists to be looked at (the e-Specbook, the profile page).
 */
export const SHOWCASE = {
  account: 'lakeside',
  profile: {
    name: 'Harper Residence',
    email: 'jordan.harper@example.com',
    phone: '(312) 555-0161',
    address: '1420 N Astor St, Chicago, IL 60610',
    public: true,
  },
  specbook: { name: 'Harper Residence Selections', description: 'Primary bath, kitchen and powder room selections for the Harper remodel.' },
  member: { name: 'Jordan Harper', email: 'jordan.harper@example.com', role: 'Client' },
  rooms: [
    {
      name: 'Primary Bath',
      lines: [
        ['AQ-3300-WH', 1, 0.9, 'approved'],
        ['AQ-7020-PC', 1, 0.85, 'approved'],
        ['BF-305-MB', 2, 0.85, 'open'],
        ['SB-1815-WH', 2, 0.9, 'open'],
        ['NL-6620-AB', 2, 0.8, 'open'],
        ['CP-4400-BN', 1, 0.9, 'approved'],
        ['SB-V60-WO', 1, 0.88, 'open'],
        ['AQ-3320-WH', 1, 0.9, 'open'],
        ['AQ-8810-BG', 2, 0.85, 'open'],
        ['AQ-9060-MB', 2, 0.85, 'open'],
        ['AQ-9040-MB', 2, 0.85, 'open'],
        ['NL-4410-AB', 2, 0.8, 'open'],
      ],
    },
    {
      name: 'Kitchen',
      lines: [
        ['SB-3620-FC', 1, 0.85, 'approved'],
        ['BF-118-PN', 1, 0.85, 'open'],
        ['BF-405-BN', 1, 0.85, 'rejected'],
        ['NL-8104-PN', 1, 0.8, 'open'],
        ['HA-RG30-SS', 1, 0.92, 'open'],
        ['HA-HD30-SS', 1, 0.92, 'open'],
        ['HA-RF36-SS', 1, 0.92, 'open'],
        ['HA-DW24-PR', 1, 0.92, 'open'],
        ['CP-6610-SS', 1, 0.9, 'open'],
        ['AH-BP6-SB', 18, 0.8, 'open'],
        ['AH-KN1-SB', 12, 0.8, 'open'],
      ],
    },
    {
      name: 'Powder Room',
      lines: [
        ['SB-1600-CN', 1, 0.9, 'open'],
        ['AQ-4512-MB', 1, 0.85, 'open'],
        ['NL-5010-AB', 1, 0.8, 'open'],
        ['AQ-3325-WH', 1, 0.9, 'open'],
        ['AQ-9030-MB', 1, 0.85, 'open'],
        ['AQ-8810-MB', 1, 0.85, 'open'],
      ],
    },
  ] as { name: string; lines: [model: string, qty: number, saleFactor: number, status: Status][] }[],
  /** Charges that are not catalogue products (decision 050): a delivery billed as shipping, untaxed labour. */
  lineItems: [
    { name: 'Delivery', quantity: 1, listPrice: null, salePrice: '150.00', isTaxable: false, isShipping: true },
    { name: 'Installation labour', quantity: 6, listPrice: '95.00', salePrice: '85.00', isTaxable: false, isShipping: false },
  ],
} as const;

async function ensureProfile(tx: Tx, accountId: number, userId: number): Promise<number> {
  const [found] = await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.accountId, accountId), eq(profiles.name, SHOWCASE.profile.name)));
  if (found) return found.id;
  const [row] = await tx.insert(profiles).values({ ...SHOWCASE.profile, accountId, userId }).returning({ id: profiles.id });
  return row!.id;
}

async function addLines(tx: Tx, accountId: number, specbookId: number): Promise<void> {
  for (const [r, room] of SHOWCASE.rooms.entries()) {
    const [category] = await tx.insert(categories).values({ accountId, specbookId, name: room.name, sortOrder: r }).returning({ id: categories.id });
    for (const [i, [model, quantity, factor, status]] of room.lines.entries()) {
      const [spec] = await tx.select({ id: specs.id, listPrice: specs.listPrice }).from(specs).where(and(isNull(specs.accountId), eq(specs.modelNumber, model)));
      if (!spec) continue;
      const salePrice = (Number(spec.listPrice) * factor).toFixed(2);
      await tx.insert(specSpecbooks).values({ accountId, specbookId, categoryId: category!.id, specId: spec.id, quantity, status, sortOrder: i, listPrice: spec.listPrice, salePrice });
    }
  }
}

/** Adds the showcase line items unless the specbook has ever had line items (a removed one counts: the seller's choice). */
async function ensureLineItems(tx: Tx, accountId: number, specbookId: number): Promise<void> {
  const [existing] = await tx.select({ id: specbookLineItems.id }).from(specbookLineItems).where(eq(specbookLineItems.specbookId, specbookId)).limit(1);
  if (existing) return;
  await tx.insert(specbookLineItems).values(SHOWCASE.lineItems.map((item, sortOrder) => ({ ...item, accountId, specbookId, sortOrder })));
}

/**
 * Seeds the showcase project once (by name): profile, specbook, rooms with priced specs, its line
 * items, and the client as a team member who may see prices and approve (its invoices: showcase-invoices.ts). Answers the specbook
 * id, or null for an account without a showcase.
 */
export async function ensureShowcase(tx: Tx, accountId: number, userId: number, key: string): Promise<number | null> {
  if (key !== SHOWCASE.account) return null;
  const profileId = await ensureProfile(tx, accountId, userId);
  const [found] = await tx.select({ id: specbooks.id }).from(specbooks).where(and(eq(specbooks.accountId, accountId), eq(specbooks.name, SHOWCASE.specbook.name)));
  if (found) {
    // Seeded before team members had roles: the showcase's client is named on its documents (decision 040).
    await tx
      .update(teamMembers)
      .set({ role: SHOWCASE.member.role })
      .where(and(eq(teamMembers.specbookId, found.id), eq(teamMembers.email, SHOWCASE.member.email), isNull(teamMembers.role)));
    await ensureLineItems(tx, accountId, found.id);
    return found.id;
  }
  // Ten days old, so it lists after the demo specbooks that tests start from.
  const createdAt = new Date(Date.now() - 10 * 864e5);
  const [book] = await tx
    .insert(specbooks)
    .values({ ...SHOWCASE.specbook, accountId, userId, profileId, createdAt, updatedAt: createdAt })
    .returning({ id: specbooks.id });
  await addLines(tx, accountId, book!.id);
  await tx.insert(teamMembers).values({
    ...SHOWCASE.member,
    accountId,
    specbookId: book!.id,
    token: newMemberToken(),
    canApprove: true,
    allowStatusUpdate: true,
  });
  await ensureLineItems(tx, accountId, book!.id);
  return book!.id;
}
