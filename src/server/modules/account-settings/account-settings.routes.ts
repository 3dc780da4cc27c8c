import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Account settings with effective values. */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async () => {};
