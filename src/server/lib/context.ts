import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';

/** The signed-in user as every service sees it. */
export interface AuthUser {
  id: number;
  accountId: number;
  email: string;
  /** Active role names only (inactive roles never count). */
  roleNames: string[];
  features: string[];
  /** ROLE_SPECBOOKS_ADMIN: actions are global. */
  isPlatformAdmin: boolean;
  /** The JWT id, so logout can revoke exactly this token. */
  sessionId: string;
}

/**
 * The request context handed to every service: the database, the user and account the
 * request acts as, and a logger. Services scope every tenant query by `ctx.user.accountId`.
 */
export interface ServiceContext {
  db: Db;
  user: AuthUser;
  log: FastifyBaseLogger;
}

/** Context for code that runs without a signed-in user (login, seeding, health). */
export interface SystemContext {
  db: Db;
  log: FastifyBaseLogger;
}
