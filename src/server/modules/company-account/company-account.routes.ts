import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '#server/lib/http/errors';
import { zEnvelope, zOne } from '#server/lib/http/envelope';
import { acceptMultipart, readMultipart } from '#server/lib/http/multipart';
import { FileNotFoundError } from '#server/lib/storage';
import { COMPANY_MESSAGES as M, CONTACT_KINDS, policyTypeOf, type TPolicyType } from '#shared/lib/company-messages';
import { publicAccount } from '#server/modules/especbook-access/viewer-views';
import { ZPublicAccount } from '#shared/schemas/especbook-access';
import { ZAccountContact, ZCompanyAccount, ZCompanyAccountUpdate, ZContactReplace, ZPolicyUpdate, ZUserPolicy } from '#shared/schemas/company-account';
import { getCompanyAccount, updateCompanyAccount } from './company-account.service';
import { getContact, replaceContact } from './company-contacts.service';
import { LOGO_MAX_BYTES, publicLogoKey, removeCompanyLogo, uploadCompanyLogo } from './company-logo.service';
import { deletePolicy, getPolicy, updatePolicy } from './company-policies.service';

const BASE = '/v4/user/:userId/account';
const ZUserParams = z.object({ userId: z.string() });
const ZPolicyParams = ZUserParams.extend({ policyType: z.string() });
const ZPolicyBody = zEnvelope('updatePolicyRequest', 'UserPolicy', ZPolicyUpdate);

/** The policy type a path names (terms_and_conditions or terms, returns_policy or return). */
function pathPolicyType(value: string): TPolicyType {
  const type = policyTypeOf(value);
  if (!type) throw ValidationError.field('policyType', M.policyType);
  return type;
}

/** A body's optional `type` must name the path's policy. */
function checkBodyType(type: string | undefined, pathType: TPolicyType): void {
  if (type !== undefined && policyTypeOf(type) !== pathType) throw ValidationError.field('type', M.policyType);
}

/**
 * The company account (spec/business-records.md §7 "Company account"; docs/decisions/021): the
 * record, its logo, the manager/accounting/purchasing contacts and the two policies. The
 * account settings keep their own routes ({u}/account/settings).
 */
export const companyAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app, { maxFileBytes: LOGO_MAX_BYTES, maxParts: 4 });

  app.get(
    BASE,
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags: ['account'],
        summary:
          "The user's company account with its contacts, policies, defaults and effective settings; a token viewer gets the public form (name, logo, social links)",
        params: ZUserParams,
        response: { 200: zOne(z.union([ZCompanyAccount, ZPublicAccount])) },
      },
    },
    async (request) => {
      const account = await getCompanyAccount(request.ctx, request.params.userId);
      return { data: request.ctx.viewer ? publicAccount(account) : account };
    },
  );

  app.patch(
    BASE,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['account'],
        summary:
          'Updates the company record: name, email (stored lower-cased), phoneNumber, faxNumber, type, website, resaleCertificate, ' +
          'extra.socialMedia{facebook, instagram, houzz, twitter, pinterest, youtube}, defaultTaxPercentage (0–100), defaultPaymentTerms (days). ' +
          'null or "" clears an optional field.',
        params: ZUserParams,
        body: zEnvelope('updateAccountRequest', 'Account', ZCompanyAccountUpdate),
        response: { 200: zOne(ZCompanyAccount) },
      },
    },
    async (request) => ({
      data: await updateCompanyAccount(request.ctx, request.params.userId, request.body.updateAccountRequest.Account),
    }),
  );

  app.post(
    `${BASE}/logo`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['account'],
        summary: 'Uploads the company logo: multipart/form-data with the image in field `logo` (PNG, JPEG, GIF or WebP, at most 5 MB).',
        params: ZUserParams,
        response: { 200: zOne(ZCompanyAccount) },
      },
    },
    async (request) => {
      const body = await readMultipart(request);
      const file = body.files.logo;
      if (!file) throw ValidationError.field('logo', M.logoRequired);
      return { data: await uploadCompanyLogo(request.ctx, app.storage, request.params.userId, file) };
    },
  );

  app.delete(
    `${BASE}/logo`,
    {
      onRequest: app.requireAuth,
      schema: { tags: ['account'], summary: 'Removes the company logo.', params: ZUserParams, response: { 200: zOne(ZCompanyAccount) } },
    },
    async (request) => ({ data: await removeCompanyLogo(request.ctx, app.storage, request.params.userId) }),
  );

  for (const kind of CONTACT_KINDS) {
    app.get(
      `${BASE}/${kind}`,
      {
        onRequest: app.requireAuth,
        schema: {
          tags: ['account'],
          summary: `The company's ${kind} contact (data null when none is set).`,
          params: ZUserParams,
          response: { 200: zOne(ZAccountContact.nullable()) },
        },
      },
      async (request) => ({ data: await getContact(request.ctx, request.params.userId, kind) }),
    );

    app.put(
      `${BASE}/${kind}`,
      {
        onRequest: app.requireAuth,
        schema: {
          tags: ['account'],
          summary: `Replaces the company's ${kind} contact: {"replaceAccountRequest": {"Contact": {name, email, phone}}}.`,
          params: ZUserParams,
          body: zEnvelope('replaceAccountRequest', 'Contact', ZContactReplace[kind]),
          response: { 200: zOne(ZAccountContact) },
        },
      },
      async (request) => ({
        data: await replaceContact(request.ctx, request.params.userId, kind, request.body.replaceAccountRequest.Contact),
      }),
    );
  }

  app.get(
    `${BASE}/policy/:policyType`,
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags: ['account'],
        summary: 'One policy by type (terms_and_conditions or terms, returns_policy or return); text null when none is stored.',
        params: ZPolicyParams,
        response: { 200: zOne(ZUserPolicy) },
      },
    },
    async (request) => ({ data: await getPolicy(request.ctx, request.params.userId, pathPolicyType(request.params.policyType)) }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      `${BASE}/policy/:policyType`,
      {
        onRequest: app.requireAuth,
        schema: {
          tags: ['account'],
          summary: 'Sets a policy\'s text: {"updatePolicyRequest": {"UserPolicy": {type, text}}}; empty text is stored as null.',
          params: ZPolicyParams,
          body: ZPolicyBody,
          response: { 200: zOne(ZUserPolicy) },
        },
      },
      async (request) => {
        const type = pathPolicyType(request.params.policyType);
        const policy = request.body.updatePolicyRequest.UserPolicy;
        checkBodyType(policy.type, type);
        return { data: await updatePolicy(request.ctx, request.params.userId, type, policy.text) };
      },
    );
  }

  app.delete(
    `${BASE}/policy/:policyType`,
    {
      onRequest: app.requireAuth,
      schema: { tags: ['account'], summary: 'Deletes a policy; 404 when there is none (the page ignores it).', params: ZPolicyParams },
    },
    async (request, reply) => {
      await deletePolicy(request.ctx, request.params.userId, pathPolicyType(request.params.policyType));
      return reply.status(204).send();
    },
  );

  app.get(
    '/files/account-logos/:accountId/:fileName',
    {
      schema: {
        tags: ['account'],
        summary: 'A company logo by its unguessable URL (for <img>, the e-Specbook and PDFs).',
        params: z.object({ accountId: z.string(), fileName: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const key = await publicLogoKey(app.db, Number(request.params.accountId), request.params.fileName);
      if (!key) throw new NotFoundError();
      try {
        const stream = await app.storage.getStream(key);
        return reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=31536000, immutable').send(stream);
      } catch (error) {
        if (error instanceof FileNotFoundError) throw new NotFoundError();
        throw error;
      }
    },
  );
};
