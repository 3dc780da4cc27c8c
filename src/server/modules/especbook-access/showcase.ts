import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isHttpError } from '#server/lib/http/errors';
import { ZShowcaseEntry, ZShowcaseQuery } from '#shared/schemas/especbook-access';
import { issueQrViewToken } from './especbook-access.service';

type Entry = z.infer<typeof ZShowcaseEntry>;

/** Where the API lives: the showcase reads each resource through the API itself (same rules). */
const API = '/api';

/**
 * GET /api/v1/showcase?specbookId=&categoryId=&specSpecbookId= (spec §2.3): several resources in
 * one request, keyed by resource path, each `{status, data}`. Without a bearer token it first
 * takes a QR view token (key `viewtoken`) and reads with it; with one, it reads as that caller.
 * Every entry goes through the API's own route (so viewer scoping applies unchanged).
 */
export const showcase: FastifyPluginAsyncZod<{ key: Uint8Array }> = async (app, opts) => {
  app.get(
    '/v1/showcase',
    {
      schema: {
        tags: ['e-Specbook access'],
        summary:
          'Preload for a specbook (and optionally a room and a spec in it): viewtoken, specbooks/{id}, specbooks/{id}/categories, specbooks/{id}/specspecbooks, specbooks/{id}/specspecbooks/{joinId}/price, specs/{specId}, user/me, account',
        security: [],
        querystring: ZShowcaseQuery,
        response: { 200: z.object({ data: z.record(z.string(), ZShowcaseEntry) }) },
      },
    },
    async (request) => {
      const { specbookId, categoryId, specSpecbookId } = request.query;
      const data: Record<string, Entry> = {};
      let authorization = request.headers.authorization;
      if (!authorization) {
        try {
          const token = await issueQrViewToken(app.db, opts.key, specbookId);
          data.viewtoken = { status: 'success', data: token };
          authorization = `Bearer ${token}`;
        } catch (error) {
          if (!isHttpError(error)) throw error;
          data.viewtoken = { status: 'error', data: error.message };
        }
      }
      const read = async (path: string): Promise<Entry> => {
        if (!authorization) return { status: 'error', data: null };
        const res = await app.inject({ method: 'GET', url: `${API}${path}`, headers: { authorization, accept: 'application/json' } });
        const body = res.json() as { data?: unknown; message?: string };
        return res.statusCode < 300 ? { status: 'success', data: body.data } : { status: 'error', data: body.message ?? null };
      };
      const me = await read('/v4/user/me');
      data['user/me'] = me;
      const userId = me.status === 'success' ? (me.data as { id: number }).id : 'me';
      const u = `/v4/user/${userId}`;
      const sb = `specbooks/${specbookId}`;
      const specsQuery = categoryId ? `?categoryID=${categoryId}&showPagination=true` : '?showPagination=true';
      const [specbook, rooms, specs, account, one] = await Promise.all([
        read(`${u}/specbook/${specbookId}`),
        read(`${u}/specbook/${specbookId}/categories`),
        read(`${u}/specbook/${specbookId}/specs${specsQuery}`),
        read(`${u}/account`),
        specSpecbookId ? read(`${u}/specbook/${specbookId}/specs/${specSpecbookId}`) : null,
      ]);
      Object.assign(data, { [sb]: specbook, [`${sb}/categories`]: rooms, [`${sb}/specspecbooks`]: specs, account });
      if (one && specSpecbookId) {
        const item = one.data as { specID?: number; price?: unknown } | null;
        data[`${sb}/specspecbooks/${specSpecbookId}/price`] = one.status === 'success' ? { status: 'success', data: item?.price } : one;
        data[`specs/${item?.specID ?? specSpecbookId}`] = one;
      }
      return { data };
    },
  );
};
