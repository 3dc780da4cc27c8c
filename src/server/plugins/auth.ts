import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client';
import type { AuthUser, ServiceContext } from '#server/lib/context';
import { NotFoundError, UnauthorizedError } from '#server/lib/http/errors';
import { authenticate } from '#server/modules/auth/auth.service';
import { checkViewerBody, checkViewerRequest, redactForViewer, type EspecbookRouteConfig } from '#server/modules/especbook-access/viewer-rules';
import { MESSAGES } from '#shared/lib/messages';
import type { TMe } from '#shared/schemas/user';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth`: the user and account the request acts as. */
    ctx: ServiceContext;
    /** Set by `requireAuth` on a route with `config.session: 'me'` for a user token: GET /me's answer. */
    signedInUser: TMe | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 without a valid bearer token; 404 when `:userId` is not the caller's. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * Opts the route in for e-Specbook and QR token viewers (docs/decisions/028); every other
     * route answers such a viewer 404. See `EspecbookRouteConfig`.
     */
    especbook?: EspecbookRouteConfig;
    /** 'me': the session read also answers GET /me's (request.signedInUser), from the user cache at the session's auth version. */
    session?: 'me';
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw new UnauthorizedError(MESSAGES.unauthorized);
  return match[1].trim();
}

/**
 * May `user` act under the path's `{userId}`? Their own id, or anyone for a platform admin.
 * Anything else answers 404 so that another tenant's ids are never confirmed.
 */
export function canActFor(user: AuthUser, pathUserId: number): boolean {
  return user.id === pathUserId || user.isPlatformAdmin;
}

/** The routes whose specbook (`:id`) is read with the session on a GET (docs/decisions/041). */
const SPECBOOK_ROUTE = '/api/v4/user/:userId/specbook/:id';

/** The path's specbook id on a GET under SPECBOOK_ROUTE, when it can be one (else undefined). */
function specbookIdToRead(request: FastifyRequest): number | undefined {
  if (request.method !== 'GET' || !request.routeOptions.url?.startsWith(SPECBOOK_ROUTE)) return undefined;
  const id = Number((request.params as { id?: string }).id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** Bearer-token authentication and the per-request service context. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; key: Uint8Array }) => {
  app.decorateRequest('ctx', null as unknown as ServiceContext);
  app.decorateRequest('signedInUser', null);
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const { session, answerCache } = request.routeOptions.config;
    const withMe = session === 'me';
    const specbookId = withMe ? undefined : specbookIdToRead(request);
    const extras = { withMe, specbookId, versionOnly: answerCache === true };
    const { user, viewer, me, specbook, specbookVersion } = await authenticate(opts.db, opts.key, bearerToken(request), extras);
    if (me) request.signedInUser = me;
    const params = request.params as { userId?: string } | undefined;
    if (params?.userId !== undefined && params.userId !== 'me') {
      const pathUserId = Number(params.userId);
      if (!Number.isInteger(pathUserId) || !canActFor(user, pathUserId)) throw new NotFoundError();
    }
    request.ctx = viewer ? { db: opts.db, user, log: request.log, viewer } : { db: opts.db, user, log: request.log, ...(specbook ? { specbook } : {}), specbookVersion };
    if (viewer) await checkViewerRequest(opts.db, viewer, request.routeOptions.config.especbook, request.params);
  });
  // Bodies are parsed after onRequest: a viewer's write body is checked once it is (route flag 'status').
  app.addHook('preHandler', async (request) => {
    const viewer = request.ctx?.viewer;
    if (viewer) checkViewerBody(request.routeOptions.config.especbook, request.body);
  });
  // The seller's cost, profit and margin never reach a token viewer, nor what its permissions hide
  // (prices, model numbers, a route's sale-priced amounts; a QR viewer: no prices, no contacts).
  // Runs before the zod response serializer.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const viewer = request.ctx?.viewer;
    if (viewer) redactForViewer(payload, viewer, request.routeOptions.config.especbook);
    return payload;
  });
});
