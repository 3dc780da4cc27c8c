import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Price of a spec in a specbook. */
export const pricingRoutes: FastifyPluginAsyncZod = async () => {};
