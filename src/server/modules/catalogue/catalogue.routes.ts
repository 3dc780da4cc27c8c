import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Catalogue specs of a user (basic search for Assign Spec). */
export const catalogueRoutes: FastifyPluginAsyncZod = async () => {};
