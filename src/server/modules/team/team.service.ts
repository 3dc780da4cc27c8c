import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { accounts, teamMembers } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, NotFoundError } from '#server/lib/http/errors';
import type { Mailer } from '#server/lib/mail';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { revokeMemberSessions } from '#server/modules/auth/viewer-revoke';
import { callerIdentity, rowId } from '#server/modules/notifications/scope';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import {
  CLIENT_TEAM_ROLE,
  DEFAULT_TEAM_PERMISSIONS,
  FULL_TEAM_PERMISSIONS,
  type TTeamMember,
  type TTeamMemberCreate,
  type TTeamMemberUpdate,
  type TTeamPermissions,
} from '#shared/schemas/team';
import { invitationMail } from './team-mail';

type MemberRow = typeof teamMembers.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where team services send mail and how they build links. */
export interface TeamDeps {
  mailer: Mailer;
  /** Origin of the links (the request's link origin: PUBLIC_URL or where the request came in). */
  publicUrl: string;
}

/** A fresh, unguessable e-Specbook access token (24 random bytes, base64url). */
export function newMemberToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The full e-Specbook URL a member opens: `<PUBLIC_URL>/v4/especbook/<specbookId>?token=<token>`. */
export function especbookLink(publicUrl: string, specbookId: number, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/v4/especbook/${specbookId}?token=${encodeURIComponent(token)}`;
}

/** A member's e-Specbook permissions. */
export function permissionsOf(row: MemberRow): TTeamPermissions {
  return {
    showListPrice: row.showListPrice,
    showSalePrice: row.showSalePrice,
    showModelNumbers: row.showModelNumbers,
    canApprove: row.canApprove,
    showNotifications: row.showNotifications,
  };
}

function toMember(row: MemberRow, publicUrl: string, emailSent?: boolean): TTeamMember {
  const permissions = permissionsOf(row);
  return {
    id: row.id,
    joinID: row.id,
    specbookId: row.specbookId,
    name: row.name,
    email: row.email,
    emailAddress: row.email,
    role: row.role,
    ...permissions,
    permissions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    links: { especbook: especbookLink(publicUrl, row.specbookId, row.token) },
    ...(emailSent === undefined ? {} : { emailSent }),
  };
}

/** The permission columns to write; the display columns follow (allowStatusUpdate = canApprove, specifications = model numbers). */
function permissionColumns(p: TTeamPermissions) {
  return { ...p, allowStatusUpdate: p.canApprove, showSpecifications: p.showModelNumbers };
}

function pickPermissions(input: Partial<TTeamPermissions>, base: TTeamPermissions): TTeamPermissions {
  return {
    showListPrice: input.showListPrice ?? base.showListPrice,
    showSalePrice: input.showSalePrice ?? base.showSalePrice,
    showModelNumbers: input.showModelNumbers ?? base.showModelNumbers,
    canApprove: input.canApprove ?? base.canApprove,
    showNotifications: input.showNotifications ?? base.showNotifications,
  };
}

const active = (specbookId: number) => and(eq(teamMembers.specbookId, specbookId), isNull(teamMembers.revokedAt));

/** 409 when another active member of the specbook has this e-mail address. */
async function assertEmailFree(db: Pick<Db, 'select'>, specbookId: number, email: string, exceptId?: number): Promise<void> {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(active(specbookId), eq(sql`lower(${teamMembers.email})`, email.toLowerCase()), exceptId ? ne(teamMembers.id, exceptId) : undefined));
  if (row) throw new ConflictError(M.teamMemberExists, [{ field: 'emailAddress', message: M.teamMemberExists }]);
}

async function requireMember(ctx: ServiceContext, specbook: SpecbookRow, joinIdParam: string): Promise<MemberRow> {
  const id = rowId(joinIdParam);
  const [row] = await ctx.db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, id), eq(teamMembers.accountId, specbook.accountId), active(specbook.id)));
  if (!row) throw new NotFoundError();
  return row;
}

/** Sends the invitation e-mail to a member (inside the caller's transaction: a failed send undoes the change). */
async function sendInvitation(ctx: ServiceContext, tx: Tx, deps: TeamDeps, specbook: SpecbookRow, row: MemberRow): Promise<void> {
  const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, specbook.accountId));
  const sender = await callerIdentity(ctx);
  await deps.mailer.send(
    invitationMail({
      to: { name: row.name, email: row.email },
      senderName: sender.name,
      companyName: account?.name ?? '',
      specbookName: specbook.name,
      link: especbookLink(deps.publicUrl, specbook.id, row.token),
    }),
  );
}

/** The active (not revoked) members of a specbook's team, oldest first; their links start with `publicUrl`. */
export async function listTeam(ctx: ServiceContext, publicUrl: string, specbookId: number): Promise<TTeamMember[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const rows = await ctx.db
    .select()
    .from(teamMembers)
    .where(and(active(specbook.id), eq(teamMembers.accountId, specbook.accountId)))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id));
  return rows.map((row) => toMember(row, publicUrl));
}

/**
 * The specbook's client on its team: the oldest active member whose role is 'client' (any case),
 * or null. Documents name them when the specbook has no customer (docs/decisions/040). The
 * specbook is the caller's, already checked.
 */
export async function findTeamClient(db: Pick<Db, 'select'>, specbook: Pick<SpecbookRow, 'id' | 'accountId'>): Promise<{ name: string; email: string } | null> {
  const [row] = await db
    .select({ name: teamMembers.name, email: teamMembers.email })
    .from(teamMembers)
    .where(and(active(specbook.id), eq(teamMembers.accountId, specbook.accountId), sql`lower(trim(${teamMembers.role})) = ${CLIENT_TEAM_ROLE}`))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id))
    .limit(1);
  return row ?? null;
}

/** One active team member (joinID); its link starts with `publicUrl`. */
export async function getTeamMember(ctx: ServiceContext, publicUrl: string, specbookId: number, joinIdParam: string): Promise<TTeamMember> {
  const specbook = await requireSpecbook(ctx, specbookId);
  return toMember(await requireMember(ctx, specbook, joinIdParam), publicUrl);
}

/**
 * Adds a member with a fresh access token; with sendEmail, mails them the e-Specbook link in
 * the same transaction (a failed send adds nobody). 409 when the address is already on the team.
 */
export async function addTeamMember(ctx: ServiceContext, deps: TeamDeps, specbookId: number, input: TTeamMemberCreate): Promise<TTeamMember> {
  const specbook = await requireSpecbook(ctx, specbookId);
  return ctx.db.transaction(async (tx) => {
    await assertEmailFree(tx, specbook.id, input.emailAddress);
    const [row] = await tx
      .insert(teamMembers)
      .values({
        accountId: specbook.accountId,
        specbookId: specbook.id,
        name: input.name,
        email: input.emailAddress,
        role: input.role ?? null,
        token: newMemberToken(),
        ...permissionColumns(pickPermissions(input, DEFAULT_TEAM_PERMISSIONS)),
      })
      .returning();
    if (!row) throw new Error('team member insert returned no row');
    if (input.sendEmail) await sendInvitation(ctx, tx, deps, specbook, row);
    return toMember(row, deps.publicUrl, input.sendEmail);
  });
}

/**
 * Updates a member's name, e-mail and permissions. A new e-mail address gets a new token (the
 * old link stops working); sendEmail sends the invitation again.
 */
export async function updateTeamMember(
  ctx: ServiceContext,
  deps: TeamDeps,
  specbookId: number,
  joinIdParam: string,
  input: TTeamMemberUpdate,
): Promise<TTeamMember> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const current = await requireMember(ctx, specbook, joinIdParam);
  const emailChanged = input.emailAddress !== undefined && input.emailAddress.toLowerCase() !== current.email.toLowerCase();
  return ctx.db.transaction(async (tx) => {
    if (emailChanged && input.emailAddress) await assertEmailFree(tx, specbook.id, input.emailAddress, current.id);
    const [row] = await tx
      .update(teamMembers)
      .set({
        name: input.name ?? current.name,
        email: input.emailAddress ?? current.email,
        role: input.role === undefined ? current.role : input.role,
        ...(emailChanged ? { token: newMemberToken() } : {}),
        // A new token, or the invitation sent again, starts the link's validity afresh (decision 028).
        ...(emailChanged || input.sendEmail ? { tokenIssuedAt: new Date() } : {}),
        ...permissionColumns(pickPermissions(input, permissionsOf(current))),
        updatedAt: new Date(),
      })
      .where(and(eq(teamMembers.id, current.id), isNull(teamMembers.revokedAt)))
      .returning();
    if (!row) throw new NotFoundError();
    if (emailChanged) await revokeMemberSessions(tx, row.id);
    if (input.sendEmail) await sendInvitation(ctx, tx, deps, specbook, row);
    return toMember(row, deps.publicUrl, input.sendEmail);
  });
}

/** Revokes a member's invite: they leave the team list and their token stops working. */
export async function revokeTeamMember(
  ctx: ServiceContext,
  specbookId: number,
  joinIdParam: string,
): Promise<{ id: number; joinID: number; revokedAt: string }> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const current = await requireMember(ctx, specbook, joinIdParam);
  const revokedAt = new Date();
  const [row] = await ctx.db
    .update(teamMembers)
    .set({ revokedAt, updatedAt: revokedAt })
    .where(and(eq(teamMembers.id, current.id), isNull(teamMembers.revokedAt)))
    .returning({ id: teamMembers.id });
  if (!row) throw new NotFoundError();
  await revokeMemberSessions(ctx.db, row.id);
  return { id: row.id, joinID: row.id, revokedAt: revokedAt.toISOString() };
}

/**
 * The caller's effective permissions on a specbook. Users of the specbook's account (and
 * platform admins) see everything; a token viewer gets its own flags (decision 028).
 */
export async function getSpecbookPermissions(ctx: ServiceContext, specbookId: number): Promise<TTeamPermissions> {
  await requireSpecbook(ctx, specbookId);
  return { ...(ctx.viewer?.permissions ?? FULL_TEAM_PERMISSIONS) };
}

/**
 * The active member a public e-Specbook token belongs to, for the token exchange: null when the
 * token is unknown, revoked or for another specbook.
 */
export async function findActiveMemberByToken(
  db: Db,
  specbookId: number,
  token: string,
): Promise<{
  id: number;
  accountId: number;
  specbookId: number;
  name: string;
  email: string;
  permissions: TTeamPermissions;
  tokenIssuedAt: Date;
} | null> {
  if (!token) return null;
  const [row] = await db.select().from(teamMembers).where(and(eq(teamMembers.token, token), active(specbookId)));
  return row
    ? { id: row.id, accountId: row.accountId, specbookId: row.specbookId, name: row.name, email: row.email, permissions: permissionsOf(row), tokenIssuedAt: row.tokenIssuedAt }
    : null;
}
