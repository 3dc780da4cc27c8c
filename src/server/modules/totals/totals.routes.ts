import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Specbook and category totals. */
export const totalsRoutes: FastifyPluginAsyncZod = async () => {};
