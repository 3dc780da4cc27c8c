import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { ZTag, ZTagAttachment, ZTagCreate, ZTagSearchQuery } from '#shared/schemas/tag';
import { attachTag, createTag, detachTag, listSpecTags, searchTags } from './tags.service';

const ZUserParams = z.object({ userId: z.string() });
const ZSpecParams = z.object({ userId: z.string(), id: z.string(), joinId: z.string() });
const ZSpecTagParams = ZSpecParams.extend({ tagId: z.string() });
const SPEC_TAGS = '/v4/user/:userId/specbook/:id/specs/:joinId/tags';

/** Tags of the user and of specs in a specbook. */
export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v4/user/:userId/tags',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['tags'],
        summary: 'Create a tag (≤ 45 characters); an existing tag of the same name is answered (200) instead',
        params: ZUserParams,
        body: zEnvelope('createTagRequest', 'Tag', ZTagCreate),
        response: { 200: zOne(ZTag), 201: zOne(ZTag) },
      },
    },
    async (request, reply) => {
      const { tag, created } = await createTag(request.ctx, request.params.userId, request.body.createTagRequest.Tag);
      return reply.status(created ? 201 : 200).send({ data: tag });
    },
  );

  app.get(
    '/v4/user/:userId/tags',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['tags'],
        summary: "Search the user's tags by name; empty searchTerms answer an empty list",
        params: ZUserParams,
        querystring: ZTagSearchQuery,
        response: { 200: zList(ZTag) },
      },
    },
    async (request) => ({ data: await searchTags(request.ctx, request.params.userId, request.query.searchTerms) }),
  );

  app.get(
    SPEC_TAGS,
    {
      onRequest: app.requireAuth,
      schema: { tags: ['tags'], summary: 'Tags of a spec in a specbook', params: ZSpecParams, response: { 200: zList(ZTag) } },
    },
    async (request) => ({ data: await listSpecTags(request.ctx, Number(request.params.id), request.params.joinId) }),
  );

  app.post(
    `${SPEC_TAGS}/:tagId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['tags'],
        summary: 'Attach a tag to a spec in a specbook (idempotent)',
        params: ZSpecTagParams,
        response: { 200: zOne(ZTagAttachment) },
      },
    },
    async (request) => {
      const { id, joinId, tagId } = request.params;
      return { data: await attachTag(request.ctx, Number(id), joinId, tagId) };
    },
  );

  app.delete(
    `${SPEC_TAGS}/:tagId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['tags'],
        summary: 'Detach a tag from a spec; removeLast = no spec of the specbook carries it any more',
        params: ZSpecTagParams,
        response: { 200: zOne(ZTagAttachment) },
      },
    },
    async (request) => {
      const { id, joinId, tagId } = request.params;
      return { data: await detachTag(request.ctx, Number(id), joinId, tagId) };
    },
  );
};
