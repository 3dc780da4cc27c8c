import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { accounts, alerts, contacts, customers, groupMembers, groups, notes, sellers, sharedSpecbooks, specbooks, users } from '#server/db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A demo alert: `inDays` after the seed day (in its time zone), all day or from `from` to `to` (HH:mm). */
interface DemoAlert {
  specbook: string;
  name: string;
  description: string;
  inDays: number;
  time: { from: string; to: string } | null;
  attendees: string[];
}

/** A demo person, at a customer or a vendor (by name). */
interface DemoContact {
  name: string;
  title: string;
  companyName: string;
  email: string;
  phone: string;
}

/**
 * The showroom's collaboration (issue 21, docs/decisions/059), so that a new user finds it filled
 * in: a group with the pro user as a member, a specbook shared with them, upcoming alerts, notes
 * and people. The author of everything is `owner`; `partner` is a user of another demo account.
 */
export const DEMO_COLLABORATION = {
  account: 'Lakeside Bath & Kitchen',
  owner: 'seller@specfolio.test',
  partner: 'pro@specfolio.test',
  group: 'Lakeside design partners',
  shared: 'Harper Residence Selections',
  timezone: 'America/Chicago',
  alerts: [
    {
      specbook: 'Oak Street Kitchen',
      name: 'Cabinet and fixture delivery',
      description: 'Dock at the alley entrance; the site lead signs for the sink and faucets.',
      inDays: 3,
      time: { from: '09:00', to: '11:00' },
      attendees: ['pm@oakstreetbuild.example'],
    },
    {
      specbook: 'Oak Street Guest Bath',
      name: 'Tile and vanity install',
      description: 'Installer on site all day; confirm the vanity finish the day before.',
      inDays: 8,
      time: null,
      attendees: ['pm@oakstreetbuild.example'],
    },
  ] satisfies DemoAlert[],
  /** Notes on a specbook (oldest first). */
  specbookNotes: {
    specbook: 'Oak Street Kitchen',
    notes: ['Builder asked for matte black on every faucet; confirm before ordering.', 'Sink base is 36"; the farmhouse sink needs the 33" apron model.'],
  },
  customerNote: { customer: 'Oak Street Builders', note: 'Prefers quotes by e-mail to the project manager; net 30 approved by Dana.' },
  customerContacts: {
    customer: 'Oak Street Builders',
    people: [
      { name: 'Dana Whitfield', title: 'Project manager', companyName: 'Oak Street Builders', email: 'pm@oakstreetbuild.example', phone: '(773) 555-0145' },
      { name: 'Marcus Reyes', title: 'Site superintendent', companyName: 'Oak Street Builders', email: 'marcus@oakstreetbuild.example', phone: '(773) 555-0168' },
    ] satisfies DemoContact[],
  },
  vendorContacts: {
    vendor: 'Great Lakes Plumbing Supply',
    people: [{ name: 'Tom Brennan', title: 'Territory sales rep', companyName: 'Great Lakes Plumbing Supply', email: 'tom.brennan@greatlakesplumbing.example.com', phone: '(312) 555-0177' }] satisfies DemoContact[],
  },
} as const;

const C = DEMO_COLLABORATION;
type Ids = { accountId: number; ownerId: number; ownerName: string; partnerId: number; partnerEmail: string };

/** `YYYY-MM-DD`, `days` after today in `timezone`. */
function dayInZone(timezone: string, days: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The id of the account's specbook, customer or vendor named `name`. */
async function idOfName(tx: Tx, accountId: number, table: typeof specbooks | typeof customers | typeof sellers, name: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: table.id }).from(table).where(and(eq(table.accountId, accountId), eq(table.name, name)));
  return row?.id;
}

/** The group with its owner and the partner as a joined member, once (by name). */
async function ensureGroup(tx: Tx, ids: Ids): Promise<void> {
  const [found] = await tx.select({ id: groups.id }).from(groups).where(and(eq(groups.accountId, ids.accountId), eq(groups.name, C.group)));
  if (found) return;
  const [group] = await tx.insert(groups).values({ accountId: ids.accountId, ownerUserId: ids.ownerId, name: C.group }).returning({ id: groups.id });
  const joinedAt = new Date();
  await tx.insert(groupMembers).values([ids.ownerId, ids.partnerId].map((userId) => ({ groupId: group!.id, userId, pending: false, joinedAt })));
}

/** The specbook shared with the partner (their "Shared with me"), once. */
async function ensureShare(tx: Tx, ids: Ids): Promise<void> {
  const specbookId = await idOfName(tx, ids.accountId, specbooks, C.shared);
  if (specbookId === undefined) return;
  await tx.insert(sharedSpecbooks).values({ accountId: ids.accountId, specbookId, sharedBy: ids.ownerId, email: ids.partnerEmail }).onConflictDoNothing();
}

/** The upcoming alerts, each once (by specbook and name), dated from the seed day. */
async function ensureAlerts(tx: Tx, ids: Ids): Promise<void> {
  for (const a of C.alerts as readonly DemoAlert[]) {
    const specbookId = await idOfName(tx, ids.accountId, specbooks, a.specbook);
    if (specbookId === undefined) continue;
    const [found] = await tx.select({ id: alerts.id }).from(alerts).where(and(eq(alerts.specbookId, specbookId), eq(alerts.name, a.name)));
    if (found) continue;
    const day = dayInZone(C.timezone, a.inDays);
    const at = (hhmm: string) => `${day}T${hhmm}:00`;
    await tx.insert(alerts).values({
      accountId: ids.accountId,
      specbookId,
      name: a.name,
      description: a.description,
      startAlert: at(a.time?.from ?? '00:00'),
      endAlert: at(a.time?.to ?? '00:00'),
      allDayEvent: a.time === null,
      timezone: C.timezone,
      attendees: a.attendees,
      createdBy: ids.ownerName,
    });
  }
}

/** Notes on a parent, unless it has notes already; a minute apart, oldest first. */
async function ensureNotes(tx: Tx, ids: Ids, parentType: 'specbook' | 'customer', parentId: number | undefined, texts: readonly string[]): Promise<void> {
  if (parentId === undefined) return;
  const [found] = await tx.select({ id: notes.id }).from(notes).where(and(eq(notes.accountId, ids.accountId), eq(notes.parentType, parentType), eq(notes.parentId, parentId))).limit(1);
  if (found) return;
  const start = Date.now() - texts.length * 60_000;
  await tx.insert(notes).values(
    texts.map((note, i) => {
      const at = new Date(start + i * 60_000);
      return { accountId: ids.accountId, userId: ids.ownerId, parentType, parentId, note, createdAt: at, updatedAt: at };
    }),
  );
}

/** People of a customer or a vendor, each once (by name). */
async function ensureContacts(tx: Tx, ids: Ids, parent: { customerId: number } | { vendorId: number } | null, people: readonly DemoContact[]): Promise<void> {
  if (!parent) return;
  const of = 'customerId' in parent ? eq(contacts.customerId, parent.customerId) : eq(contacts.vendorId, parent.vendorId);
  for (const p of people) {
    const [found] = await tx.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.accountId, ids.accountId), of, eq(contacts.name, p.name)));
    if (!found) await tx.insert(contacts).values({ ...p, ...parent, accountId: ids.accountId });
  }
}

/** A user by e-mail address (compared in lower case). */
async function userByEmail(tx: Tx, email: string): Promise<{ id: number; name: string; email: string; accountId: number } | undefined> {
  const [row] = await tx.select({ id: users.id, name: users.name, email: users.email, accountId: users.accountId }).from(users).where(eq(sql`lower(${users.email})`, email));
  return row;
}

/** Seeds the showroom's collaboration demo (after every demo account exists: the partner is in another). Idempotent. */
export async function ensureCollaboration(tx: Tx): Promise<void> {
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, C.account));
  const [owner, partner] = [await userByEmail(tx, C.owner), await userByEmail(tx, C.partner)];
  if (!account || !owner || !partner || owner.accountId !== account.id) return;
  const ids: Ids = { accountId: account.id, ownerId: owner.id, ownerName: owner.name, partnerId: partner.id, partnerEmail: partner.email.toLowerCase() };
  await ensureGroup(tx, ids);
  await ensureShare(tx, ids);
  await ensureAlerts(tx, ids);
  await ensureNotes(tx, ids, 'specbook', await idOfName(tx, ids.accountId, specbooks, C.specbookNotes.specbook), C.specbookNotes.notes);
  const customerId = await idOfName(tx, ids.accountId, customers, C.customerNote.customer);
  await ensureNotes(tx, ids, 'customer', customerId, [C.customerNote.note]);
  const contactCustomer = await idOfName(tx, ids.accountId, customers, C.customerContacts.customer);
  await ensureContacts(tx, ids, contactCustomer === undefined ? null : { customerId: contactCustomer }, C.customerContacts.people);
  const vendorId = await idOfName(tx, ids.accountId, sellers, C.vendorContacts.vendor);
  await ensureContacts(tx, ids, vendorId === undefined ? null : { vendorId }, C.vendorContacts.people);
}
