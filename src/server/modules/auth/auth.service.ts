import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { appSettings, authSessions } from '#server/db/schema/index';
import type { AuthUser, ServiceContext, Viewer } from '#server/lib/context';
import { UnauthorizedError } from '#server/lib/http/errors';
import { MESSAGES } from '#shared/lib/messages';
import type { SpecbookRow } from '#server/modules/specbooks/specbook-access';
import type { TLoginBody } from '#shared/schemas/auth';
import type { TMe } from '#shared/schemas/user';
import { findSessionUser, findSessionUserWithSpecbook, findSessionUserWithSpecbookVersion, findUserByEmail, getUserWithAccess, touchLastLogin } from '#server/modules/users/users.service';
import { VIEWER_CLAIM, findViewerSession } from './viewer-session';

const ISSUER = 'specfolio';
const SECRET_KEY = 'jwt_secret';

/** Hashes a password with argon2id (the library's default algorithm). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the e-mail is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined;

/**
 * The JWT signing key: JWT_SECRET when configured, otherwise a random secret generated once
 * and kept in the database, so every server process and every restart shares it.
 */
export async function loadSigningKey(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  if (!row) throw new Error('JWT secret missing');
  return new TextEncoder().encode(row.value);
}

/** Issuing settings for tokens. */
export interface TokenSettings {
  key: Uint8Array;
  ttlSeconds: number;
}

/** Issues a JWT for `userId` and records its session. Extra claims narrow what it may do. */
export async function issueToken(
  db: Db,
  settings: TokenSettings,
  userId: number,
  claims: Record<string, unknown> = {},
): Promise<string> {
  const jti = randomUUID();
  const expiresAt = new Date(Date.now() + settings.ttlSeconds * 1000);
  await db.insert(authSessions).values({ id: jti, userId, expiresAt });
  return signSession(settings.key, { userId, jti, expiresAt }, claims);
}

/** Signs the JWT of a session row that the caller has recorded (`jti` = auth_sessions.id). */
export function signSession(
  key: Uint8Array,
  session: { userId: number; jti: string; expiresAt: Date },
  claims: Record<string, unknown> = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(session.userId))
    .setJti(session.jti)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
    .sign(key);
}

/** Password login: the token and the user, or 401 with one message for any mismatch. */
export async function login(
  db: Db,
  settings: TokenSettings,
  body: TLoginBody,
): Promise<{ token: string; user: TMe }> {
  const found = await findUserByEmail(db, body.email);
  dummyHash ??= hash(randomUUID());
  const ok = await verify(found?.passwordHash ?? (await dummyHash), body.password).catch(() => false);
  if (!found || !ok) throw new UnauthorizedError(MESSAGES.invalidCredentials);
  const token = await issueToken(db, settings, found.id);
  await touchLastLogin(db, found.id);
  return { token, user: await getUserWithAccess(db, found.id) };
}

/** The claims of a token whose signature, issuer and algorithm were checked. */
interface VerifiedClaims {
  userId: number;
  jti: string;
  /** Expiry in epoch milliseconds. */
  expiresAt: number;
  /** An e-Specbook or QR viewer token (claim `viewer`): its scope is read with the session. */
  isViewer: boolean;
}

/**
 * Checks a token's signature and claims. The answer for a token never changes except by expiry,
 * so it is remembered (by the token's text) and only the expiry is checked again.
 */
async function verifyClaims(key: Uint8Array, token: string): Promise<VerifiedClaims> {
  let verified = verifiedTokens.get(key);
  if (!verified) verifiedTokens.set(key, (verified = new Map()));
  const known = verified.get(token);
  if (known && known.expiresAt > Date.now()) return known;
  let claims: VerifiedClaims;
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    claims = {
      userId: Number(payload.sub),
      jti: payload.jti ?? '',
      expiresAt: (payload.exp ?? 0) * 1000,
      isViewer: payload[VIEWER_CLAIM] !== undefined,
    };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) throw new UnauthorizedError(MESSAGES.unauthorized);
    throw err;
  }
  if (!claims.jti || !Number.isInteger(claims.userId)) throw new UnauthorizedError(MESSAGES.unauthorized);
  if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
  verified.set(token, claims);
  return claims;
}

/** A verified session: the user it acts as and, for a token viewer, the viewer's scope. */
export interface AuthSession {
  user: AuthUser;
  viewer: Viewer | null;
  /** GET /me's answer, when it was asked for (`withMe`) and the token is not a viewer's. */
  me?: TMe;
  /** The specbook asked for (`specbookId`), when the token is a user's and the user may work on it. */
  specbook?: SpecbookRow;
  /** The version of that specbook's answers (`versionOnly`; docs/decisions/047), when the user may work on it. */
  specbookVersion?: number;
}

/** What the session read may bring beside the user (one statement either way). */
export interface SessionExtras {
  /** GET /me's whole answer. */
  withMe?: boolean;
  /** The specbook of the path. */
  specbookId?: number;
  /** Only the version of that specbook's answers, not its row (routes whose answers are cached, docs/decisions/047). */
  versionOnly?: boolean;
}

/**
 * Verifies a bearer token and its session; returns the user it acts as (and the viewer scope of
 * an e-Specbook or QR token), or throws 401. The session is read on every request (one prepared
 * statement of two primary-key lookups, which also answers the user's auth version); the user's
 * roles, flags and GET /me's answer come from the process's cache at that version
 * (docs/decisions/041, 046). So a logout, a revoked viewer, a role or a flag change holds at once
 * in every server process. For a user token, `extras` are read in the same statement (the path's
 * specbook) or taken from the cache (GET /me's answer).
 */
export async function authenticate(db: Db, key: Uint8Array, token: string, extras: SessionExtras = {}): Promise<AuthSession> {
  const { userId, jti, isViewer } = await verifyClaims(key, token);
  if (!isViewer) {
    const found = await readUserSession(db, userId, jti, extras);
    if (!found) throw new UnauthorizedError(MESSAGES.unauthorized);
    const { user, me, specbook, specbookVersion } = found;
    return {
      user,
      viewer: null,
      ...(extras.withMe ? { me } : {}),
      ...(specbook ? { specbook } : {}),
      ...(specbookVersion !== undefined ? { specbookVersion } : {}),
    };
  }
  const [found, viewer] = await Promise.all([findSessionUser(db, userId, jti), findViewerSession(db, jti)]);
  if (!found || !viewer) throw new UnauthorizedError(MESSAGES.unauthorized);
  // A viewer acts as the owner inside one specbook only: never with platform-admin reach.
  return { user: { ...found.user, email: viewer.email || found.user.email, isPlatformAdmin: false }, viewer };
}

/** A user token's session read, with what `extras` ask for beside it (one statement either way). */
function readUserSession(db: Db, userId: number, jti: string, extras: SessionExtras) {
  if (extras.specbookId === undefined) return findSessionUser(db, userId, jti);
  return extras.versionOnly ? findSessionUserWithSpecbookVersion(db, userId, jti, extras.specbookId) : findSessionUserWithSpecbook(db, userId, jti, extras.specbookId);
}

/** The most tokens whose signature check is remembered (the map is emptied when it is full). */
const VERIFIED_TOKENS_MAX = 10_000;
/**
 * Tokens whose signature was checked, by signing key and then by the token's text. Only the
 * signature and claims are remembered, which never change for a given text; the session they
 * name is read from the database on every request.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedClaims>>();

/** Revokes the token the request was made with. */
export async function logout(ctx: ServiceContext): Promise<void> {
  await revokeSessions(ctx.db, [ctx.user.sessionId]);
}

/**
 * Revokes sessions by id (logout, a revoked team member's viewer sessions): every server
 * process answers them 401 from the moment the update commits.
 */
export async function revokeSessions(db: Pick<Db, 'update'>, jtis: readonly string[]): Promise<void> {
  if (jtis.length === 0) return;
  await db.update(authSessions).set({ revokedAt: new Date() }).where(inArray(authSessions.id, [...jtis]));
}
