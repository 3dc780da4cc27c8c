import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { one, zOne } from '#server/lib/http/envelope';
import { TooManyRequestsError } from '#server/lib/http/errors';
import { ACCESS_CODE_ATTEMPTS_PER_MINUTE, ADVANCED_ACCESS_MESSAGES as M } from '#shared/lib/advanced-access-messages';
import { ZAccessCodeCheck, ZAccessCodeResult, ZAccessCodeSet, ZAccessCodeState } from '#shared/schemas/advanced-access';
import { checkAccessCode, setAccessCode } from './advanced-access.service';

const ZUserParams = z.object({ userId: z.string() });
const CODE_PATH = '/v4/user/:userId/account/access-code';

/** Attempts are counted per token (so per signed-in user), else per address. */
function attemptKey(request: FastifyRequest): string {
  return request.headers.authorization ?? request.ip;
}

/**
 * Advanced access (docs/decisions/027): checking the account's access code, which unlocks
 * advanced pricing for 1 day, and setting or clearing that code from the company account.
 */
export const advancedAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v4/user/:userId/access-code',
    {
      onRequest: app.requireAuth,
      config: {
        rateLimit: {
          max: ACCESS_CODE_ATTEMPTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: attemptKey,
          errorResponseBuilder: () => new TooManyRequestsError(M.tooManyAttempts),
        },
      },
      schema: {
        tags: ['account'],
        summary:
          'Checks an access code {"accessCode"}: a valid one unlocks advanced pricing for 1 day (accessCodeValid true, expiresAt); ' +
          'a wrong code, or none set on the account, answers accessCodeValid false. 10 attempts a minute.',
        params: ZUserParams,
        body: ZAccessCodeCheck,
        response: { 200: zOne(ZAccessCodeResult) },
      },
    },
    async (request) => one(await checkAccessCode(request.ctx, request.params.userId, request.body.accessCode)),
  );

  app.put(
    CODE_PATH,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['account'],
        summary: "Sets the account's access code {code} (4–32 characters; only its hash is stored); earlier code grants end",
        params: ZUserParams,
        body: ZAccessCodeSet,
        response: { 200: zOne(ZAccessCodeState) },
      },
    },
    async (request) => one(await setAccessCode(request.ctx, request.params.userId, request.body.code)),
  );

  app.delete(
    CODE_PATH,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['account'],
        summary: "Clears the account's access code; earlier code grants end",
        params: ZUserParams,
        response: { 200: zOne(ZAccessCodeState) },
      },
    },
    async (request) => one(await setAccessCode(request.ctx, request.params.userId, null)),
  );
};
