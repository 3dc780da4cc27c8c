import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts draining before a shutdown (main.ts, docs/decisions/045): /api/health answers 503
     * so that a load balancer takes this process out of rotation, and every answer carries
     * `Connection: close` so that kept-alive connections end after their current request.
     * Requests are still served in full meanwhile.
     */
    drain(): void;
  }
}

const HEALTH_PATH = '/api/health';

/** Registers `app.drain()` and the hook that applies it. */
export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining) return done();
    reply.header('connection', 'close');
    if (request.url === HEALTH_PATH || request.url.startsWith(`${HEALTH_PATH}?`)) {
      void reply.code(503).send({ status: 'unavailable' });
      return;
    }
    done();
  });
}
