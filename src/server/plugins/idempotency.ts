import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { idempotencyKeys } from '#server/db/schema/index';
import { ConflictError, UnprocessableError, ValidationError } from '#server/lib/http/errors';
import { INVOICE_MESSAGES as M } from '#shared/lib/invoice-messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: an `Idempotency-Key` header makes the call idempotent (money moves; DESIGN.md "Reliability"). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The idempotency_keys row this request answers for, once it claimed its key. */
    idempotencyRowId: number | null;
  }
}

/** How long a key is kept: a repeat within it answers the stored response. */
const KEY_HOURS = 24;
/** A claim never answered (its process died) stops blocking the key after this. */
const ABANDONED_MINUTES = 5;
/** One request in this many also purges the expired keys of every user. */
const PURGE_EVERY = 50;

const HEADER = 'idempotency-key';
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/** The hash of what a key stands for: method, URL (with its query) and body. */
export function requestHash(request: Pick<FastifyRequest, 'method' | 'url' | 'body'>): string {
  return createHash('sha256').update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`).digest('hex');
}

const expired = sql`(${idempotencyKeys.createdAt} < now() - make_interval(hours => ${KEY_HOURS})
  or (${idempotencyKeys.statusCode} is null and ${idempotencyKeys.createdAt} < now() - make_interval(mins => ${ABANDONED_MINUTES})))`;

/** Claims (user, key) for this request: a new row, or an expired one taken over. Null when a live row holds it. */
async function claimKey(db: Db, owner: { userId: number; accountId: number }, key: string, hash: string): Promise<number | null> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ ...owner, key, requestHash: hash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash: hash, statusCode: null, responseBody: null, createdAt: sql`now()` },
      setWhere: expired,
    })
    .returning({ id: idempotencyKeys.id });
  return row?.id ?? null;
}

/** Answers a repeat from the live row holding the key: the stored response, 422 for another request, 409 while it runs. */
async function answerRepeat(db: Db, reply: FastifyReply, userId: number, key: string, hash: string): Promise<void> {
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) throw new ConflictError(M.idempotencyInProgress);
  if (row.requestHash !== hash) throw new UnprocessableError(M.idempotencyMismatch);
  if (row.statusCode === null) throw new ConflictError(M.idempotencyInProgress);
  await reply.code(row.statusCode).header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true').send(row.responseBody ?? '');
}

/** Deletes keys past their 24 hours (any user's), now and then. */
async function purgeExpired(db: Db): Promise<void> {
  if (Math.random() * PURGE_EVERY >= 1) return;
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEY_HOURS})`));
}

/** Stores the answer of a claimed key; a failure of the server (5xx) frees the key for a retry. */
async function storeAnswer(db: Db, rowId: number, statusCode: number, payload: unknown): Promise<void> {
  if (statusCode >= 500) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, rowId));
    return;
  }
  const responseBody = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
  await db.update(idempotencyKeys).set({ statusCode, responseBody }).where(eq(idempotencyKeys.id, rowId));
}

/**
 * Idempotent money moves (DESIGN.md "Reliability"): on a route with `config.idempotent`, a request
 * with an `Idempotency-Key` header claims (user, key) with the hash of its method, URL and body.
 * A repeat with the same request answers the stored status and body; with another request, 422;
 * while the first still runs, 409. Keys live 24 h; a server error (5xx) frees the key. Runs after
 * authentication and validation (a 400 or 401 claims nothing).
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyRowId', null);
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[HEADER];
    if (!request.routeOptions.config.idempotent || header === undefined) return;
    const key = Array.isArray(header) ? '' : header.trim();
    if (!VALID_KEY.test(key)) throw ValidationError.field(HEADER, M.idempotencyKeyInvalid);
    const owner = { userId: request.ctx.user.id, accountId: request.ctx.user.accountId };
    const hash = requestHash(request);
    await purgeExpired(db);
    request.idempotencyRowId = await claimKey(db, owner, key, hash);
    if (request.idempotencyRowId === null) await answerRepeat(db, reply, owner.userId, key, hash);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.idempotencyRowId === null) return payload;
    await storeAnswer(db, request.idempotencyRowId, reply.statusCode, payload);
    return payload;
  });
}
