import type { FastifyInstance } from 'fastify';
import { HttpError } from '#server/lib/http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** API version from `Accept: application/json;version=N`; the newest when absent. */
    apiVersion: number;
  }
}

/** The newest API version; version 1 serves auth and AI extraction. */
export const LATEST_API_VERSION = 5;

/** Reads `version=N` from an Accept header; undefined when none is given. */
export function parseApiVersion(accept: string | undefined): number | undefined {
  const match = /(?:^|[;,\s])version\s*=\s*"?(\d+)"?/i.exec(accept ?? '');
  return match?.[1] ? Number(match[1]) : undefined;
}

/** Versioning by Accept header (DESIGN.md "API conventions"); unknown versions answer 406. */
export function registerApiVersion(app: FastifyInstance): void {
  app.decorateRequest('apiVersion', LATEST_API_VERSION);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const version = parseApiVersion(request.headers.accept);
    if (version === undefined) return;
    if (version < 1 || version > LATEST_API_VERSION) {
      throw new HttpError(406, `API version ${version} is not supported; use 1 to ${LATEST_API_VERSION}.`);
    }
    request.apiVersion = version;
  });
}
