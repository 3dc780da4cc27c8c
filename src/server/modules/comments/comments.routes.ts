import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Comments on specbooks, rooms and specs in a specbook. */
export const commentsRoutes: FastifyPluginAsyncZod = async () => {};
