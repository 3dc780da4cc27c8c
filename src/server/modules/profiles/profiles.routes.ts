import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zFilterRequest } from '#server/lib/http/envelope';
import { cursorEnvelope } from '#server/lib/http/pagination';
import { zCursorList } from '#shared/schemas/pagination';
import { ZProfile, ZProfileCreate, ZProfileListQuery, ZProfileUpdate } from '#shared/schemas/profile';
import { ZProfileGraphGroup, ZProfileTotals, ZProfileTotalsQuery, ZTopSeller } from '#shared/schemas/profile-totals';
import { getProfileTotals, getProfileTotalsGraph, getTopSellers } from './profile-totals.service';
import { createProfile, filterProfiles, getProfile, listProfiles, toProfile, updateProfile, type ProfilePage } from './profiles.service';

const ZUserParams = z.object({ userId: z.string() });
const ZProfileParams = z.object({ userId: z.string(), id: z.string() });
const ZOneProfile = z.object({ data: ZProfile });
const ZPageQuery = z.object({
  perPage: ZProfileListQuery.shape.perPage,
  cursor: z.string().optional(),
});

/** PATCH accepts {"updateProfileRequest": {"Profile": …}} or the create envelope. */
const ZProfilePatchBody = z
  .object({
    updateProfileRequest: z.object({ Profile: ZProfileUpdate }).optional(),
    createProfileRequest: z.object({ Profile: ZProfileUpdate }).optional(),
  })
  .refine((b) => b.updateProfileRequest || b.createProfileRequest, {
    message: 'Request body must be {"updateProfileRequest": {"Profile": {...}}}.',
    path: ['updateProfileRequest', 'Profile'],
  });

function page(result: ProfilePage, perPage: number, url: string) {
  return cursorEnvelope({ rows: result.rows, perPage, url, cursorOf: result.cursorOf, map: toProfile });
}

/** Profiles: list (active, by name), filter, create, get, update (DESIGN.md pinned paths), totals, graph, top sellers. */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/:userId/profile',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['profiles'],
        summary: "The user's active profiles sorted by name; `search` matches name, e-mail and contact. Cursor paginated.",
        params: ZUserParams,
        querystring: ZProfileListQuery,
        response: { 200: zCursorList(ZProfile) },
      },
    },
    async (request) => page(await listProfiles(request.ctx, request.query), request.query.perPage, request.url),
  );

  app.post(
    '/v4/user/:userId/profile/filter',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['profiles'],
        summary:
          'Profile search: {"filterProfilesRequest": {"search", "filter": {"active": true}, "sort": {"asc": "name"}, "cursor"?}}. ' +
          'Filter fields: id, name, type, email, active, archived, public, createdAt, updatedAt; sort: id, name, createdAt, updatedAt.',
        params: ZUserParams,
        querystring: ZPageQuery,
        body: zFilterRequest('filterProfilesRequest'),
      },
    },
    async (request) => {
      const { search, filter, sort, cursor } = request.body.filterProfilesRequest;
      const { perPage } = request.query;
      const result = await filterProfiles(request.ctx, { search, filter, sort, cursor: request.query.cursor ?? cursor, perPage });
      return page(result, perPage, request.url);
    },
  );

  app.post(
    '/v4/user/:userId/profile',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['profiles'],
        summary: 'Creates a profile: {"createProfileRequest": {"Profile": {name, email?, phone?, fax?, address?, contact?, type?, public?}}}',
        params: ZUserParams,
        body: zEnvelope('createProfileRequest', 'Profile', ZProfileCreate),
        response: { 201: ZOneProfile },
      },
    },
    async (request, reply) => {
      const row = await createProfile(request.ctx, request.body.createProfileRequest.Profile);
      return reply.status(201).send({ data: toProfile(row) });
    },
  );

  app.get(
    '/v4/user/:userId/profile/:id',
    {
      onRequest: app.requireAuth,
      config: { especbook: { access: 'read', id: 'profile' } },
      schema: { tags: ['profiles'], summary: 'One profile', params: ZProfileParams, response: { 200: ZOneProfile } },
    },
    async (request) => ({ data: toProfile(await getProfile(request.ctx, Number(request.params.id))) }),
  );

  app.patch(
    '/v4/user/:userId/profile/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['profiles'],
        summary: 'Updates a profile: {"updateProfileRequest": {"Profile": {…fields, active?, archived?}}} (createProfileRequest also accepted)',
        params: ZProfileParams,
        body: ZProfilePatchBody,
        response: { 200: ZOneProfile },
      },
    },
    async (request) => {
      const input = (request.body.updateProfileRequest ?? request.body.createProfileRequest)!.Profile;
      return { data: toProfile(await updateProfile(request.ctx, Number(request.params.id), input)) };
    },
  );

  app.get(
    '/v4/user/:userId/profile/:id/totals',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['profiles'],
        summary: 'Specbooks of the profile created from startDate to endDate (YYYY-MM-DD, both included): their count and quoted and approved totals',
        params: ZProfileParams,
        querystring: ZProfileTotalsQuery,
        response: { 200: z.object({ data: ZProfileTotals }) },
      },
    },
    async (request) => ({ data: await getProfileTotals(request.ctx, Number(request.params.id), request.query) }),
  );

  app.get(
    '/v4/user/:userId/profile/:id/totals/graph',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['profiles'],
        summary: 'The totals graph: one group per month from startDate to endDate, {createdAt (YYYY-MM-01), count, totals: {quoted, approved}}',
        params: ZProfileParams,
        querystring: ZProfileTotalsQuery,
        response: { 200: z.object({ data: z.array(ZProfileGraphGroup) }) },
      },
    },
    async (request) => ({ data: await getProfileTotalsGraph(request.ctx, Number(request.params.id), request.query) }),
  );

  app.get(
    '/v4/user/:userId/profile/:id/top-sellers',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['profiles'],
        summary: 'The specs with the highest quoted sale total over the profile’s specbooks (top 5)',
        params: ZProfileParams,
        response: { 200: z.object({ data: z.array(ZTopSeller) }) },
      },
    },
    async (request) => ({ data: await getTopSellers(request.ctx, Number(request.params.id)) }),
  );
};
