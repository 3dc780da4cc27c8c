import type { FastifyInstance, RouteOptions, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { ValidationError } from '#server/lib/http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The `filter[…]` query keys a route takes beyond those its query schema names:
     * 'compiled' = any, because the handler compiles them over its own whitelist (lib/http/filters.ts
     * answers 400 for an unknown field); a list = these fields (`['type']` for `filter[type]`).
     */
    queryFilters?: 'compiled' | readonly string[];
  }
}

/** `filter[spec.id]` → "spec.id", `filter[status][in]` → "status.in": the field as the error names it. */
export function filterFieldOf(key: string): string {
  return key
    .slice('filter'.length)
    .split(/[[\]]+/)
    .filter(Boolean)
    .join('.');
}

/** The query keys a route's query schema names (none without a schema); undefined for a schema that is not an object. */
function declaredQueryKeys(querystring: unknown): Set<string> | undefined {
  if (querystring === undefined) return new Set();
  return querystring instanceof z.ZodObject ? new Set(Object.keys(querystring.shape)) : undefined;
}

/**
 * Every API route: a `filter[…]` query key the route does not take answers 400
 * `Unknown filter field "status".` (field `filter.status`, the message of lib/http/filters.ts)
 * instead of being silently ignored. A route takes the keys its query schema names and those
 * of its `config.queryFilters`.
 */
export function registerUnknownFilterGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const extra = route.config?.queryFilters;
    if (extra === 'compiled' || !route.url.startsWith('/api/')) return;
    const declared = declaredQueryKeys(route.schema?.querystring);
    if (!declared) return;
    const fields = new Set(extra ?? []);
    const guard: preValidationAsyncHookHandler = async (request) => {
      for (const key of Object.keys((request.query ?? {}) as object)) {
        if (!key.startsWith('filter[') || declared.has(key)) continue;
        const field = filterFieldOf(key);
        if (!fields.has(field)) throw ValidationError.field(`filter.${field}`, `Unknown filter field "${field}".`);
      }
    };
    const existing = route.preValidation;
    route.preValidation = existing === undefined ? [guard] : [...(Array.isArray(existing) ? existing : [existing]), guard];
  });
}
