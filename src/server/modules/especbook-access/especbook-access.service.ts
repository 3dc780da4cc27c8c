import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { loadConfig } from '#server/config';
import type { Db } from '#server/db/client';
import { authSessions, specbooks, viewerSessions } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, UnauthorizedError } from '#server/lib/http/errors';
import { signSession } from '#server/modules/auth/auth.service';
import { recordClientAction } from '#server/modules/notifications/notifications.service';
import { QR_PERMISSIONS, VIEWER_CLAIM } from '#server/modules/auth/viewer-session';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { findActiveMemberByToken } from '#server/modules/team/team.service';
import { ESPECBOOK_ACCESS_MESSAGES as M } from '#shared/lib/especbook-access-messages';
import type { TEspecbookExchange, TViewerKind } from '#shared/schemas/especbook-access';
import type { TTeamPermissions } from '#shared/schemas/team';

/** How long an exchanged e-Specbook JWT or a QR view token lives (decision 028). */
export const VIEWER_SESSION_MS = 12 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a member token issued at `issuedAt` expires; null = never (ESPECBOOK_TOKEN_DAYS=0). */
export function memberTokenExpiry(issuedAt: Date, days = loadConfig().especbookTokenDays): Date | null {
  return days > 0 ? new Date(issuedAt.getTime() + days * DAY_MS) : null;
}

interface ViewerGrant {
  kind: TViewerKind;
  ownerId: number;
  specbookId: number;
  memberId: number | null;
  permissions: TTeamPermissions;
  expiresAt: Date;
}

/** Records the auth session and its viewer scope together, then signs the JWT. */
async function issueViewerToken(db: Db, key: Uint8Array, grant: ViewerGrant): Promise<string> {
  const jti = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(authSessions).values({ id: jti, userId: grant.ownerId, expiresAt: grant.expiresAt });
    await tx.insert(viewerSessions).values({ sessionId: jti, kind: grant.kind, specbookId: grant.specbookId, teamMemberId: grant.memberId });
  });
  const claims = { [VIEWER_CLAIM]: { kind: grant.kind, specbookId: grant.specbookId, memberId: grant.memberId, permissions: grant.permissions } };
  return signSession(key, { userId: grant.ownerId, jti, expiresAt: grant.expiresAt }, claims);
}

async function specbookOwner(db: Db, specbookId: number): Promise<{ userId: number; qrAccess: boolean } | null> {
  const [row] = await db.select({ userId: specbooks.userId, qrAccess: specbooks.qrAccess }).from(specbooks).where(eq(specbooks.id, specbookId));
  return row ?? null;
}

/**
 * Exchanges a team member's e-Specbook link token for a JWT whose `sub` is the specbook's owner
 * and whose session is limited to that specbook with the member's permissions. 401 for an
 * unknown, revoked or other-specbook token, and for one issued more than ESPECBOOK_TOKEN_DAYS ago.
 */
export async function exchangeMemberToken(db: Db, key: Uint8Array, input: TEspecbookExchange): Promise<string> {
  const member = await findActiveMemberByToken(db, input.specbookId, input.token);
  const owner = member ? await specbookOwner(db, member.specbookId) : null;
  if (!member || !owner) throw new UnauthorizedError(M.invalidToken);
  const now = Date.now();
  const tokenExpiry = memberTokenExpiry(member.tokenIssuedAt);
  if (tokenExpiry && tokenExpiry.getTime() <= now) throw new UnauthorizedError(M.expiredToken);
  const sessionEnd = now + VIEWER_SESSION_MS;
  return issueViewerToken(db, key, {
    kind: 'especbook',
    ownerId: owner.userId,
    specbookId: member.specbookId,
    memberId: member.id,
    permissions: member.permissions,
    expiresAt: new Date(tokenExpiry ? Math.min(sessionEnd, tokenExpiry.getTime()) : sessionEnd),
  });
}

/** A read-only QR view token for a specbook whose QR access is on; 404 otherwise. */
export async function issueQrViewToken(db: Db, key: Uint8Array, specbookId: number): Promise<string> {
  const owner = Number.isInteger(specbookId) && specbookId > 0 && specbookId <= 2_147_483_647 ? await specbookOwner(db, specbookId) : null;
  if (!owner?.qrAccess) throw new NotFoundError();
  return issueViewerToken(db, key, {
    kind: 'qr',
    ownerId: owner.userId,
    specbookId,
    memberId: null,
    permissions: { ...QR_PERMISSIONS },
    expiresAt: new Date(Date.now() + VIEWER_SESSION_MS),
  });
}

/** Turns a specbook's QR access on or off (off ends its QR sessions at once in every process). */
export async function setQrAccess(ctx: ServiceContext, specbookId: number, enabled: boolean): Promise<{ id: number; qrAccess: boolean }> {
  const specbook = await requireSpecbook(ctx, specbookId);
  await ctx.db.update(specbooks).set({ qrAccess: enabled }).where(eq(specbooks.id, specbook.id));
  return { id: specbook.id, qrAccess: enabled };
}

/** The seller's record of a view: "{name} ({email}) viewed the e-Specbook" or a QR code view. */
function viewedMessage(ctx: ServiceContext): string {
  const viewer = ctx.viewer;
  if (!viewer || viewer.kind === 'qr') return M.viewedByQr;
  return M.viewedByMember(viewer.name, viewer.email);
}

/**
 * Records that a token viewer opened the e-Specbook: one specbook notification record for the
 * owner per viewer session (later calls change nothing). A signed-in user's call records nothing.
 * @returns whether a record was added.
 */
export async function recordViewed(ctx: ServiceContext, specbookId: number): Promise<boolean> {
  const viewer = ctx.viewer;
  const specbook = await requireSpecbook(ctx, specbookId);
  if (!viewer) return false;
  return ctx.db.transaction(async (tx) => {
    const [first] = await tx
      .update(viewerSessions)
      .set({ viewedAt: new Date() })
      .where(and(eq(viewerSessions.sessionId, ctx.user.sessionId), isNull(viewerSessions.viewedAt)))
      .returning({ id: viewerSessions.sessionId });
    if (!first) return false;
    await recordClientAction(tx, specbook, 'viewed', viewedMessage(ctx), { thing: 'especbook', kind: viewer.kind, memberId: viewer.memberId });
    return true;
  });
}
