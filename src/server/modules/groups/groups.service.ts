import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { accounts, groupInvites, groupMembers, groups, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, UnprocessableError } from '#server/lib/http/errors';
import type { Mailer, MailMessage } from '#server/lib/mail';
import { rowId } from '#server/modules/notifications/scope';
import { SHARING_MESSAGES as M, TRADE_PARTNERS_GROUP } from '#shared/lib/sharing-messages';
import type { TGroup, TGroupCreate, TGroupInviteCreate, TGroupMember, TInvite } from '#shared/schemas/groups';
import { assertMayInvitePros, mayManageGroup } from './groups.policy';
import { appLink, groupInviteMail, proInviteMail, type MailSender } from './sharing-mail';

/*
 * Groups and invites (docs/decisions/059). A group belongs to the account of its creator; its
 * members may be users of other accounts. Membership is a list of people working together and
 * grants NO access to the other account's data by itself: every tenant query elsewhere stays
 * scoped by the caller's own account, and a specbook is opened to another account only by a
 * share (shared-specbooks module), for that one specbook.
 */

type GroupRow = typeof groups.$inferSelect;
type Tx = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];

/** Where group services send mail and how they build links. */
export interface GroupsDeps {
  mailer: Mailer;
  /** Origin of the links (PUBLIC_URL or the request's origin). */
  publicUrl: string;
}

/** The Groups page, where an invited user joins. */
const GROUPS_PAGE = '/v4/groups';

/** A user's display fields with their company (their own company name, else their account's). */
const person = {
  id: users.id,
  name: users.name,
  email: users.email,
  companyName: sql<string>`coalesce(${users.companyName}, ${accounts.name})`,
};

/** The caller's name and company, as e-mails and invites name them. */
export async function senderOf(ctx: ServiceContext): Promise<MailSender> {
  const [row] = await ctx.db.select(person).from(users).innerJoin(accounts, eq(accounts.id, users.accountId)).where(eq(users.id, ctx.user.id));
  return { name: row?.name ?? ctx.user.email, companyName: row?.companyName ?? '' };
}

/** Groups the caller sees: those of their account and those they are a member of (pending or not). */
function visibleTo(ctx: ServiceContext) {
  const mine = ctx.db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, ctx.user.id));
  return or(eq(groups.accountId, ctx.user.accountId), inArray(groups.id, mine));
}

async function membersOf(ctx: ServiceContext, groupIds: number[]): Promise<Map<number, TGroupMember[]>> {
  const byGroup = new Map<number, TGroupMember[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await ctx.db
    .select({ groupId: groupMembers.groupId, pending: groupMembers.pending, ...person })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(inArray(groupMembers.groupId, groupIds))
    .orderBy(asc(groupMembers.createdAt), asc(users.id));
  for (const { groupId, ...member } of rows) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), member]);
  return byGroup;
}

async function toGroups(ctx: ServiceContext, rows: GroupRow[]): Promise<TGroup[]> {
  if (rows.length === 0) return [];
  const ownerIds = [...new Set(rows.map((r) => r.ownerUserId))];
  const [members, owners] = await Promise.all([
    membersOf(ctx, rows.map((r) => r.id)),
    ctx.db.select(person).from(users).innerJoin(accounts, eq(accounts.id, users.accountId)).where(inArray(users.id, ownerIds)),
  ]);
  return rows.map((row) => {
    const list = members.get(row.id) ?? [];
    const owner = owners.find((o) => o.id === row.ownerUserId);
    return {
      id: row.id,
      name: row.name,
      pending: list.find((m) => m.id === ctx.user.id)?.pending ?? false,
      isOwner: row.accountId === ctx.user.accountId,
      owner: { id: row.ownerUserId, name: owner?.name ?? '', companyName: owner?.companyName ?? '' },
      members: list,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** A group the caller sees (404 otherwise). */
async function requireVisibleGroup(ctx: ServiceContext, groupIdParam: string | number): Promise<GroupRow> {
  const [row] = await ctx.db.select().from(groups).where(and(eq(groups.id, rowId(groupIdParam)), visibleTo(ctx)));
  if (!row) throw new NotFoundError();
  return row;
}

/** GET {u}/groups: the caller's groups (their account's and those they belong to), newest first. */
export async function listGroups(ctx: ServiceContext): Promise<TGroup[]> {
  const rows = await ctx.db.select().from(groups).where(visibleTo(ctx)).orderBy(desc(groups.createdAt), desc(groups.id));
  return toGroups(ctx, rows);
}

/** GET {u}/groups/{groupId}: one group the caller sees, with its members. */
export async function getGroup(ctx: ServiceContext, groupIdParam: string): Promise<TGroup> {
  const [group] = await toGroups(ctx, [await requireVisibleGroup(ctx, groupIdParam)]);
  return group!;
}

async function insertGroup(db: Pick<ServiceContext['db'], 'insert'>, ctx: ServiceContext, name: string): Promise<GroupRow> {
  const [row] = await db.insert(groups).values({ accountId: ctx.user.accountId, ownerUserId: ctx.user.id, name }).returning();
  await db.insert(groupMembers).values({ groupId: row!.id, userId: ctx.user.id, pending: false, joinedAt: new Date() });
  return row!;
}

/** POST {u}/groups: a new group of the caller's account, the caller its first (joined) member. */
export async function createGroup(ctx: ServiceContext, input: TGroupCreate): Promise<TGroup> {
  const row = await ctx.db.transaction((tx) => insertGroup(tx, ctx, input.name));
  return getGroup(ctx, String(row.id));
}

/** A user with this e-mail address (compared in lower case), if any. */
async function userByEmail(db: Pick<ServiceContext['db'], 'select'>, email: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

type InviteRow = typeof groupInvites.$inferSelect;

/**
 * Records an invite to `group` (and a pending membership when a user has the address), then sends
 * `mail` in the same transaction: a failed send records nothing.
 */
async function recordInvite(tx: Tx, ctx: ServiceContext, group: GroupRow, input: TGroupInviteCreate, kind: 'group' | 'pro', mail: MailMessage, mailer: Mailer): Promise<InviteRow> {
  const email = input.user.email.toLowerCase();
  const [row] = await tx
    .insert(groupInvites)
    .values({ accountId: group.accountId, groupId: group.id, invitedBy: ctx.user.id, email, name: input.name, companyName: input.companyName, role: input.role, message: input.message, kind })
    .returning();
  const invitee = await userByEmail(tx, email);
  if (invitee) await tx.insert(groupMembers).values({ groupId: group.id, userId: invitee.id, pending: true }).onConflictDoNothing();
  await mailer.send(mail);
  return row!;
}

async function invitesOf(ctx: ServiceContext, where: ReturnType<typeof and>): Promise<TInvite[]> {
  const rows = await ctx.db
    .select({ invite: groupInvites, groupName: groups.name, inviter: person })
    .from(groupInvites)
    .innerJoin(groups, eq(groups.id, groupInvites.groupId))
    .innerJoin(users, eq(users.id, groupInvites.invitedBy))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(where)
    .orderBy(desc(groupInvites.createdAt), desc(groupInvites.id));
  const email = ctx.user.email.toLowerCase();
  return rows.map(({ invite, groupName, inviter }) => ({
    id: invite.id,
    group: { id: invite.groupId, name: groupName },
    user: { email: invite.email },
    name: invite.name,
    companyName: invite.companyName,
    role: invite.role,
    message: invite.message,
    kind: invite.kind,
    direction: invite.email === email ? 'received' : 'sent',
    invitedBy: { id: inviter.id, name: inviter.name, companyName: inviter.companyName },
    acceptedAt: invite.acceptedAt?.toISOString() ?? null,
    createdAt: invite.createdAt.toISOString(),
  }));
}

/** One invite, as answered after it was sent. */
async function inviteById(ctx: ServiceContext, id: number): Promise<TInvite> {
  const [invite] = await invitesOf(ctx, and(eq(groupInvites.id, id)));
  if (!invite) throw new NotFoundError();
  return invite;
}

/**
 * POST {u}/groups/{groupId}/invites: invites an e-mail address to a group of the caller's account
 * and mails the invitation (link to the Groups page). A user with that address becomes a pending
 * member at once; one without an account sees the invite after signing up with it.
 */
export async function inviteToGroup(ctx: ServiceContext, deps: GroupsDeps, groupIdParam: string, input: TGroupInviteCreate): Promise<TInvite> {
  const group = await requireVisibleGroup(ctx, groupIdParam);
  if (!mayManageGroup(ctx.user, group)) throw new NotFoundError();
  const sender = await senderOf(ctx);
  const mail = groupInviteMail({ to: { name: input.name, email: input.user.email }, sender, groupName: group.name, message: input.message, link: appLink(deps.publicUrl, GROUPS_PAGE) });
  const row = await ctx.db.transaction((tx) => recordInvite(tx, ctx, group, input, 'group', mail, deps.mailer));
  return inviteById(ctx, row.id);
}

/** The caller's "Trade partners" group, created on first use (one at a time per user: two first invites make one group). */
async function tradePartnersGroup(tx: Tx, ctx: ServiceContext): Promise<GroupRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('trade-partners-group'), ${ctx.user.id})`);
  const [found] = await tx
    .select()
    .from(groups)
    .where(and(eq(groups.accountId, ctx.user.accountId), eq(groups.ownerUserId, ctx.user.id), eq(groups.name, TRADE_PARTNERS_GROUP)))
    .orderBy(asc(groups.id))
    .limit(1);
  return found ?? insertGroup(tx, ctx, TRADE_PARTNERS_GROUP);
}

/**
 * POST {u}/pro-invites: the pro-user invite (useProUserInvite): an invite of kind 'pro' into the
 * caller's "Trade partners" group (created on first use), mailed to the pro. 403 without the flag.
 */
export async function inviteProUser(ctx: ServiceContext, deps: GroupsDeps, input: TGroupInviteCreate): Promise<TInvite> {
  assertMayInvitePros(ctx.user);
  const sender = await senderOf(ctx);
  const mail = proInviteMail({ to: { name: input.name, email: input.user.email }, sender, message: input.message, link: appLink(deps.publicUrl, GROUPS_PAGE) });
  const row = await ctx.db.transaction(async (tx) => recordInvite(tx, ctx, await tradePartnersGroup(tx, ctx), input, 'pro', mail, deps.mailer));
  return inviteById(ctx, row.id);
}

/** GET {u}/invites: the invites sent to the caller's e-mail address and those the caller sent. */
export function listInvites(ctx: ServiceContext): Promise<TInvite[]> {
  return invitesOf(ctx, or(eq(groupInvites.email, ctx.user.email.toLowerCase()), eq(groupInvites.invitedBy, ctx.user.id)));
}

/**
 * POST {u}/groups/{groupId}/join: joins a group the caller was invited to (by their e-mail
 * address); the invites are marked accepted. Without such an invite: 404.
 */
export async function joinGroup(ctx: ServiceContext, groupIdParam: string): Promise<TGroup> {
  const groupId = rowId(groupIdParam);
  const email = ctx.user.email.toLowerCase();
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const accepted = await tx
      .update(groupInvites)
      .set({ acceptedAt: sql`coalesce(${groupInvites.acceptedAt}, now())`, updatedAt: now })
      .where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.email, email)))
      .returning({ id: groupInvites.id });
    if (accepted.length === 0) throw new NotFoundError(M.noInvite);
    await tx
      .insert(groupMembers)
      .values({ groupId, userId: ctx.user.id, pending: false, joinedAt: now })
      .onConflictDoUpdate({ target: [groupMembers.groupId, groupMembers.userId], set: { pending: false, joinedAt: now, updatedAt: now } });
  });
  return getGroup(ctx, String(groupId));
}

/**
 * DELETE {u}/groups/{groupId}/members/{memberUserId}: the group's account removes a member, or a
 * member leaves; their invites to the group go too (so they cannot join again without a new one).
 * The group's owner cannot be removed (422); anyone else's membership of another account's group: 404.
 */
export async function removeGroupMember(ctx: ServiceContext, groupIdParam: string, memberUserIdParam: string): Promise<{ groupId: number; userId: number }> {
  const group = await requireVisibleGroup(ctx, groupIdParam);
  const userId = rowId(memberUserIdParam);
  if (!mayManageGroup(ctx.user, group) && userId !== ctx.user.id) throw new NotFoundError();
  if (userId === group.ownerUserId) throw new UnprocessableError(M.leaveFailed);
  await ctx.db.transaction(async (tx) => {
    const removed = await tx.delete(groupMembers).where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, userId))).returning({ userId: groupMembers.userId });
    if (removed.length === 0) throw new NotFoundError();
    const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (member) await tx.delete(groupInvites).where(and(eq(groupInvites.groupId, group.id), eq(groupInvites.email, member.email.toLowerCase())));
  });
  return { groupId: group.id, userId };
}
