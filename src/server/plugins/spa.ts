import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { NotFoundError } from '#server/lib/http/errors';

/** The spec's background worker (spec/workspace.md §2), a service worker for the whole site. */
export const PROFILES_WORKER_PATH = '/workers/profiles.js';

/**
 * The background worker's headers (docs/decisions/066): its scope may be the whole site although
 * it lives under /workers/, and browsers check for a new version on every start.
 */
function workerHeaders(reply: FastifyReply, path: string): void {
  if (!path.endsWith(PROFILES_WORKER_PATH)) return;
  reply.header('service-worker-allowed', '/');
  reply.header('cache-control', 'no-cache');
}

/**
 * Serves the built SPA from `root` and answers every non-API GET that matches no file with
 * index.html, so client-side routes work on reload. Unknown /api paths answer a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, root: string): Promise<void> {
  const hasBuild = existsSync(`${root}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false, setHeaders: workerHeaders });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) throw new NotFoundError();
    if (!hasBuild) return reply.status(503).type('text/plain').send('The web app is not built yet: run npm start.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
