import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zList } from '#server/lib/http/envelope';
import { ZAccountSetting, ZAccountSettingsPatch } from '#shared/schemas/account-settings';
import { getAccountSettings, patchAccountSettings } from './account-settings.service';

const ZUserParams = z.object({ userId: z.string() });
const URL = '/v4/user/:userId/account/settings';

/** Account settings with effective values. */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    URL,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['account'],
        summary: 'Every account setting: stored value (or null), default and effective value',
        params: ZUserParams,
        response: { 200: zList(ZAccountSetting) },
      },
    },
    async (request) => ({ data: await getAccountSettings(request.ctx, request.params.userId) }),
  );

  app.patch(
    URL,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['account'],
        summary: 'Set account settings by key; null resets a setting to its default',
        params: ZUserParams,
        body: zEnvelope('patchAccountSettingsRequest', 'Settings', ZAccountSettingsPatch),
        response: { 200: zList(ZAccountSetting) },
      },
    },
    async (request) => ({
      data: await patchAccountSettings(request.ctx, request.params.userId, request.body.patchAccountSettingsRequest.Settings),
    }),
  );
};
