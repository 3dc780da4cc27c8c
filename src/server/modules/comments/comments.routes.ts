import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { isPlainObject } from '#server/lib/http/plain-object';
import { COMMENT_CREATE_OPERATION, ZComment, ZCommentCreate } from '#shared/schemas/comment';
import { createComment, listComments, type CommentTarget } from './comments.service';

const ZCreateBody = zEnvelope(COMMENT_CREATE_OPERATION, 'Comment', ZCommentCreate);

/**
 * Accepts the shorter bodies seen in clients — `{"Comment": {"body"}}` and `{"Comment": "text"}`
 * (also inside the envelope) — by rewriting them into the documented envelope before validation.
 */
export function normalizeCommentBody(body: unknown): unknown {
  if (!isPlainObject(body)) return body;
  const operation = body[COMMENT_CREATE_OPERATION];
  const holder = isPlainObject(operation) ? operation : body;
  if (!('Comment' in holder)) return body;
  const comment = holder.Comment;
  return { [COMMENT_CREATE_OPERATION]: { Comment: typeof comment === 'string' ? { body: comment } : comment } };
}

async function normalizeRequestBody(request: FastifyRequest): Promise<void> {
  request.body = normalizeCommentBody(request.body);
}

const ZSpecbookParams = z.object({ userId: z.string(), id: z.string() });
const ZCategoryParams = ZSpecbookParams.extend({ categoryId: z.string() });
const ZSpecParams = ZSpecbookParams.extend({ joinId: z.string() });

/** One level comments live on: its path under the specbook, params and how to name the target. */
interface Level {
  suffix: string;
  what: string;
  params: typeof ZSpecbookParams;
  target: (params: Record<string, string>) => CommentTarget;
}

const LEVELS: readonly Level[] = [
  { suffix: '', what: 'the specbook', params: ZSpecbookParams, target: () => ({ kind: 'specbook' }) },
  {
    suffix: '/categories/:categoryId',
    what: 'a room',
    params: ZCategoryParams,
    target: (p) => ({ kind: 'category', categoryId: p.categoryId ?? '' }),
  },
  {
    suffix: '/specs/:joinId',
    what: 'a spec in the specbook (joinID)',
    params: ZSpecParams,
    target: (p) => ({ kind: 'spec', joinId: p.joinId ?? '' }),
  },
];

/** The v5 path of a spec's comments (spec/workspace.md §7 "Paths shown"; decision 063). */
const V5_SPEC_COMMENTS = '/v5/specbooks/:id/specs/:joinId/comments';
const ZV5SpecParams = z.object({ id: z.string(), joinId: z.string() });

/** Comments on specbooks, rooms and specs in a specbook; a spec's also at the v5 path. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET (newest first) and POST of the comments of one level at one url. */
  const register = (url: string, level: Level, params: z.ZodType<Record<string, string>>) => {
    app.get(
      url,
      {
        onRequest: app.requireAuth,
        // e-Specbook members only: a QR viewer gets 403 (docs/decisions/028, 038).
        config: { especbook: 'comment' },
        schema: {
          tags: ['comments'],
          summary: `Comments on ${level.what}, newest first`,
          params,
          response: { 200: zList(ZComment) },
        },
      },
      async (request) => ({ data: await listComments(request.ctx, Number(request.params.id), level.target(request.params)) }),
    );
    app.post(
      url,
      {
        preValidation: normalizeRequestBody,
        onRequest: app.requireAuth,
        config: { especbook: 'comment' },
        schema: {
          tags: ['comments'],
          summary: `Comment on ${level.what} as the signed-in user; the owner is notified (NewComment)`,
          description: 'Also accepts `{"Comment": {"body"}}` and `{"Comment": "text"}`.',
          params,
          body: ZCreateBody,
          response: { 201: zOne(ZComment) },
        },
      },
      async (request, reply) => {
        const input = request.body[COMMENT_CREATE_OPERATION].Comment;
        const comment = await createComment(request.ctx, Number(request.params.id), level.target(request.params), input);
        return reply.status(201).send({ data: comment });
      },
    );
  };
  for (const level of LEVELS) register(`/v4/user/:userId/specbook/:id${level.suffix}/comments`, level, level.params);
  register(V5_SPEC_COMMENTS, LEVELS[2]!, ZV5SpecParams);
};
