import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zList, zOne, zOperation } from '#server/lib/http/envelope';
import { ZClonedSpecbook, ZCloneShared, ZShare, ZShareCreate, ZSharedPreview, ZSharedSpecbook } from '#shared/schemas/shared-specbooks';
import { cloneShared, listShared, listShares, previewShared, removeShared, shareSpecbook, unshareSpecbook } from './shared-specbooks.service';

const ZUserParams = z.object({ userId: z.string() });
const ZSpecbookParams = ZUserParams.extend({ id: z.string() });
const ZShareParams = ZSpecbookParams.extend({ shareId: z.string() });
const ZSharedParams = ZUserParams.extend({ specbookId: z.string() });
const SHARE = '/v4/user/:userId/specbook/:id/share';
const SHARED = '/v4/user/:userId/shared';
const tags = ['shared specbooks'];

/** Sharing a specbook with another user by e-mail, and the recipient's "Shared with me" (docs/decisions/059). */
export const sharedSpecbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireAuth };

  app.post(
    SHARE,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Share a specbook of the caller’s account with an e-mail address (mailed once; sharing again changes nothing)',
        params: ZSpecbookParams,
        body: ZShareCreate,
        response: { 200: zOne(ZShare), 201: zOne(ZShare) },
      },
    },
    async (request, reply) => {
      const { share, created } = await shareSpecbook(request.ctx, { mailer: app.mailer, publicUrl: request.linkOrigin() }, Number(request.params.id), request.body.email);
      return reply.status(created ? 201 : 200).send({ data: share });
    },
  );

  app.get(
    SHARE,
    { ...auth, schema: { tags, summary: 'Who the specbook is shared with', params: ZSpecbookParams, response: { 200: zList(ZShare) } } },
    async (request) => ({ data: await listShares(request.ctx, Number(request.params.id)) }),
  );

  app.delete(
    `${SHARE}/:shareId`,
    { ...auth, schema: { tags, summary: 'Stop sharing the specbook with one address', params: ZShareParams, response: { 200: zOne(z.object({ id: z.number().int() })) } } },
    async (request) => ({ data: await unshareSpecbook(request.ctx, Number(request.params.id), request.params.shareId) }),
  );

  app.get(
    SHARED,
    { ...auth, schema: { tags, summary: 'The specbooks shared with the caller’s e-mail address', params: ZUserParams, response: { 200: zList(ZSharedSpecbook) } } },
    async (request) => ({ data: await listShared(request.ctx) }),
  );

  app.get(
    `${SHARED}/:specbookId`,
    { ...auth, schema: { tags, summary: 'A read-only preview of a shared specbook: its rooms and specs', params: ZSharedParams, response: { 200: zOne(ZSharedPreview) } } },
    async (request) => ({ data: await previewShared(request.ctx, request.params.specbookId) }),
  );

  app.post(
    `${SHARED}/:specbookId/clone`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Copy a shared specbook into one of the caller’s profiles',
        params: ZSharedParams,
        body: zOperation('cloneSharedSpecbookRequest', ZCloneShared),
        response: { 201: zOne(ZClonedSpecbook) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await cloneShared(request.ctx, request.params.specbookId, request.body.cloneSharedSpecbookRequest) }),
  );

  app.delete(
    `${SHARED}/:specbookId`,
    { ...auth, schema: { tags, summary: 'Remove a specbook from the caller’s shared list', params: ZSharedParams, response: { 200: zOne(z.object({ specbookId: z.number().int() })) } } },
    async (request) => ({ data: await removeShared(request.ctx, request.params.specbookId) }),
  );
};
