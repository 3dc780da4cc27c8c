import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Specbook and spec statuses. */
export const statusesRoutes: FastifyPluginAsyncZod = async () => {};
