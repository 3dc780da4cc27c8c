import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Activity and specbook notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod = async () => {};
