import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Specs in a specbook: assign, list, update, reorder, duplicate, remove, approve. */
export const specSpecbooksRoutes: FastifyPluginAsyncZod = async () => {};
