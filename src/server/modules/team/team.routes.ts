import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Specbook team members. */
export const teamRoutes: FastifyPluginAsyncZod = async () => {};
