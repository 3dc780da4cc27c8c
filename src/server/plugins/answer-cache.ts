import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
import { AnswerCache } from '#server/lib/http/answer-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answers to a user token are cached per version of the path's specbook
     * (docs/decisions/047). Only for GET routes under `…/specbook/:id` whose answer is a function
     * of the request URL and of what the specbook's version covers (migration 0023).
     */
    answerCache?: boolean;
  }
  interface FastifyRequest {
    /** Set when this request's answer is to be kept: the specbook version it is computed at. */
    answerVersion: number | null;
  }
}

/** What Fastify sends a serialised JSON answer as. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Bytes of answers one process keeps by default. */
const DEFAULT_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The specbook version a request's answer may be read from or kept under: set for a GET by a user
 * token on a specbook the user may work on (read with the session, plugins/auth.ts), never for a
 * token viewer (whose answers are redacted per viewer) nor for a request with a body.
 */
function cacheableVersion(request: FastifyRequest): number | undefined {
  const { ctx, headers } = request;
  if (ctx.viewer !== undefined || headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return undefined;
  return ctx.specbookVersion;
}

/** A route hook list as an array. */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Caches the serialised answers of the routes with `config.answerCache` (which must authenticate
 * with `requireAuth` first) in this process, by request URL and specbook version: a hit sends the
 * stored bytes right after authentication, so the session read, which brings the version, is its
 * only statement; validation, the handler and the serializer are skipped, and the onSend hooks
 * run as for any answer. A miss runs the route and keeps its 200 answer under the version read
 * before it was computed, which it reflects at least (docs/decisions/042). `maxBytes` 0 turns
 * the cache off.
 */
export function registerAnswerCache(app: FastifyInstance, maxBytes = DEFAULT_ANSWER_CACHE_BYTES): void {
  app.decorateRequest('answerVersion', null);
  if (maxBytes <= 0) return;
  const cache = new AnswerCache(maxBytes);
  // Runs after the route's requireAuth, which sets request.ctx.
  const answerFromCache: onRequestAsyncHookHandler = async (request, reply) => {
    const version = cacheableVersion(request);
    if (version === undefined) return;
    const body = cache.get(request.url, version);
    if (body !== undefined) return reply.type(JSON_TYPE).send(body);
    request.answerVersion = version;
  };
  const keepAnswer: onSendHookHandler = async (request, reply, payload) => {
    if (request.answerVersion !== null && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(request.url, request.answerVersion, payload);
    }
    return payload;
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.answerCache !== true) return;
    route.onRequest = [...hooksOf(route.onRequest), answerFromCache];
    route.onSend = [...hooksOf(route.onSend), keepAnswer];
  });
}
