import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Tags of specs in a specbook. */
export const tagsRoutes: FastifyPluginAsyncZod = async () => {};
