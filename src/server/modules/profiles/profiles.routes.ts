import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Profiles: list, search, create, get, update. */
export const profilesRoutes: FastifyPluginAsyncZod = async () => {};
