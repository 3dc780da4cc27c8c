import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import type { specbooks } from '#server/db/schema/index';
import type { TLocale } from '#shared/lib/locale';
import type { TViewer } from '#shared/schemas/especbook-access';

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
  /**
   * The user's locale setting (docs/decisions/068); null without one. Absent from the actors of PDF
   * jobs queued before it existed. Documents and e-mails the user makes are formatted in it (079).
   */
  locale?: TLocale | null;
}

/**
 * The request context handed to every service: the database, the user and account the
 * request acts as, and a logger. Services scope every tenant query by `ctx.user.accountId`.
 */
export interface ServiceContext {
  db: Db;
  user: AuthUser;
  log: FastifyBaseLogger;
  /**
   * Set for e-Specbook and QR token sessions (docs/decisions/028): `user` is then the specbook's
   * owner and the auth plugin has already limited the request to `viewer.specbookId`.
   */
  viewer?: Viewer;
  /**
   * The specbook of the path (`…/specbook/:id/…`), read with the session on a GET by a user token
   * when the user may work on it (docs/decisions/041); `requireSpecbook` answers it without a query.
   */
  specbook?: typeof specbooks.$inferSelect;
  /**
   * The version of the path specbook's answers, read with the session on a GET of a route whose
   * answers are cached (`config.answerCache`, docs/decisions/047) when the user may work on the
   * specbook; every write of anything those answers show bumps it in its transaction. Such a
   * route reads the specbook row itself (`requireSpecbook`) only when it computes an answer.
   */
  specbookVersion?: number;
}

/** A token viewer of one specbook: a team member ('especbook') or a QR label reader ('qr'). */
export type Viewer = TViewer;

/** Context for code that runs without a signed-in user (login, seeding, health). */
export interface SystemContext {
  db: Db;
  log: FastifyBaseLogger;
}
