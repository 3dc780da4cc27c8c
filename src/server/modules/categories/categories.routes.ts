import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Rooms (specbook categories). */
export const categoriesRoutes: FastifyPluginAsyncZod = async () => {};
