import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { ZGroup, ZGroupCreate, ZGroupInviteCreate, ZInvite } from '#shared/schemas/groups';
import { createGroup, getGroup, inviteProUser, inviteToGroup, joinGroup, listGroups, listInvites, removeGroupMember } from './groups.service';

const ZUserParams = z.object({ userId: z.string() });
const ZGroupParams = ZUserParams.extend({ groupId: z.string() });
const ZMemberParams = ZGroupParams.extend({ memberUserId: z.string() });
const GROUPS = '/v4/user/:userId/groups';
const tags = ['groups'];

/** Groups, invites and the pro-user invite (docs/decisions/059). */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => ({ mailer: app.mailer, publicUrl: request.linkOrigin() });
  const auth = { onRequest: app.requireAuth };

  app.get(
    GROUPS,
    { ...auth, schema: { tags, summary: "The caller's groups: their account's and those they are a member of", params: ZUserParams, response: { 200: zList(ZGroup) } } },
    async (request) => ({ data: await listGroups(request.ctx) }),
  );

  app.post(
    GROUPS,
    {
      ...auth,
      schema: { tags, summary: 'Create a group of the caller’s account', params: ZUserParams, body: zEnvelope('createGroupRequest', 'Group', ZGroupCreate), response: { 201: zOne(ZGroup) } },
    },
    async (request, reply) => reply.status(201).send({ data: await createGroup(request.ctx, request.body.createGroupRequest.Group) }),
  );

  app.get(
    `${GROUPS}/:groupId`,
    { ...auth, schema: { tags, summary: 'One group with its members', params: ZGroupParams, response: { 200: zOne(ZGroup) } } },
    async (request) => ({ data: await getGroup(request.ctx, request.params.groupId) }),
  );

  app.post(
    `${GROUPS}/:groupId/invites`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Invite an e-mail address to a group of the caller’s account (the share form); the invitation is mailed',
        params: ZGroupParams,
        body: zEnvelope('createGroupInviteRequest', 'Invite', ZGroupInviteCreate),
        response: { 201: zOne(ZInvite) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await inviteToGroup(request.ctx, deps(request), request.params.groupId, request.body.createGroupInviteRequest.Invite) }),
  );

  app.post(
    `${GROUPS}/:groupId/join`,
    { ...auth, schema: { tags, summary: 'Join a group the caller was invited to (404 without an invite)', params: ZGroupParams, response: { 200: zOne(ZGroup) } } },
    async (request) => ({ data: await joinGroup(request.ctx, request.params.groupId) }),
  );

  app.delete(
    `${GROUPS}/:groupId/members/:memberUserId`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Remove a member (the group’s account) or leave (the member)',
        params: ZMemberParams,
        response: { 200: zOne(z.object({ groupId: z.number().int(), userId: z.number().int() })) },
      },
    },
    async (request) => ({ data: await removeGroupMember(request.ctx, request.params.groupId, request.params.memberUserId) }),
  );

  app.get(
    '/v4/user/:userId/invites',
    { ...auth, schema: { tags, summary: 'Invites to the caller’s e-mail address and those the caller sent', params: ZUserParams, response: { 200: zList(ZInvite) } } },
    async (request) => ({ data: await listInvites(request.ctx) }),
  );

  app.post(
    '/v4/user/:userId/pro-invites',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Invite a pro user (useProUserInvite) into the caller’s "Trade partners" group',
        params: ZUserParams,
        body: zEnvelope('createGroupInviteRequest', 'Invite', ZGroupInviteCreate),
        response: { 201: zOne(ZInvite) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await inviteProUser(request.ctx, deps(request), request.body.createGroupInviteRequest.Invite) }),
  );
};
