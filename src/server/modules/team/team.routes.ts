import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { publicTeamMember } from '#server/modules/especbook-access/viewer-views';
import { ZPublicTeamMember } from '#shared/schemas/especbook-access';
import { ZTeamMember, ZTeamMemberCreate, ZTeamMemberRevoked, ZTeamMemberUpdate, ZTeamPermissions } from '#shared/schemas/team';
import {
  addTeamMember,
  getSpecbookPermissions,
  getTeamMember,
  listTeam,
  revokeTeamMember,
  updateTeamMember,
} from './team.service';

const ZSpecbookParams = z.object({ userId: z.string(), id: z.string() });
const ZMemberParams = ZSpecbookParams.extend({ joinId: z.string() });
const TEAM = '/v4/user/:userId/specbook/:id/team';

/** Specbook team members (e-Specbook invitations) and the caller's permissions on a specbook. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => ({ mailer: app.mailer, publicUrl: request.linkOrigin() });

  app.get(
    TEAM,
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags: ['team'],
        summary: "The specbook's team (revoked invites left out); a token viewer gets names and e-mail addresses only",
        params: ZSpecbookParams,
        response: { 200: zList(z.union([ZTeamMember, ZPublicTeamMember])) },
      },
    },
    async (request) => {
      const members = await listTeam(request.ctx, request.linkOrigin(), Number(request.params.id));
      return { data: request.ctx.viewer ? members.map(publicTeamMember) : members };
    },
  );

  app.post(
    TEAM,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['team'],
        summary: 'Add a team member; with sendEmail the e-Specbook link is mailed to them',
        params: ZSpecbookParams,
        body: zEnvelope('createTeamMemberRequest', 'TeamMember', ZTeamMemberCreate),
        response: { 201: zOne(ZTeamMember) },
      },
    },
    async (request, reply) => {
      const member = await addTeamMember(request.ctx, deps(request), Number(request.params.id), request.body.createTeamMemberRequest.TeamMember);
      return reply.status(201).send({ data: member });
    },
  );

  app.get(
    `${TEAM}/:joinId`,
    {
      onRequest: app.requireAuth,
      schema: { tags: ['team'], summary: 'One team member', params: ZMemberParams, response: { 200: zOne(ZTeamMember) } },
    },
    async (request) => ({ data: await getTeamMember(request.ctx, request.linkOrigin(), Number(request.params.id), request.params.joinId) }),
  );

  app.patch(
    `${TEAM}/:joinId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['team'],
        summary: "Update a member's name, e-mail or permissions; a new e-mail gets a new link; sendEmail resends",
        params: ZMemberParams,
        body: zEnvelope('updateTeamMemberRequest', 'TeamMember', ZTeamMemberUpdate),
        response: { 200: zOne(ZTeamMember) },
      },
    },
    async (request) => {
      const { id, joinId } = request.params;
      return { data: await updateTeamMember(request.ctx, deps(request), Number(id), joinId, request.body.updateTeamMemberRequest.TeamMember) };
    },
  );

  app.delete(
    `${TEAM}/:joinId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['team'],
        summary: 'Revoke an invite: the member leaves the team and their e-Specbook link stops working',
        params: ZMemberParams,
        response: { 200: zOne(ZTeamMemberRevoked) },
      },
    },
    async (request) => ({ data: await revokeTeamMember(request.ctx, Number(request.params.id), request.params.joinId) }),
  );

  app.get(
    '/v4/user/:userId/specbook/:id/permissions',
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags: ['team'],
        summary: "The caller's effective permissions on the specbook (its own account: all)",
        params: ZSpecbookParams,
        response: { 200: zOne(ZTeamPermissions) },
      },
    },
    async (request) => ({ data: await getSpecbookPermissions(request.ctx, Number(request.params.id)) }),
  );
};
