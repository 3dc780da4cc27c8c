import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import {
  ANNOUNCEMENT_CREATE_OPERATION,
  ANNOUNCEMENT_UPDATE_OPERATION,
  ZAnnouncement,
  ZAnnouncementCreate,
  ZAnnouncementUpdate,
} from '#shared/schemas/announcement';
import {
  createAnnouncement,
  deleteAnnouncement,
  dismissAnnouncement,
  listAllAnnouncements,
  listCurrentAnnouncements,
  updateAnnouncement,
} from './announcements.service';

const ZUserParams = z.object({ userId: z.string() });
const ZIdParams = ZUserParams.extend({ id: z.string() });
const ZIdAnswer = zOne(z.object({ id: z.number().int() }));
const ADMIN = '/v4/user/:userId/admin/announcements';
const tags = ['announcements'];

/** The announcement banner for every signed-in user, and its management by the platform admin (decision 059). */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/:userId/announcements',
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: 'Announcements showing now (active, in their window) that the caller has not dismissed', params: ZUserParams, response: { 200: zList(ZAnnouncement) } },
    },
    async (request) => ({ data: await listCurrentAnnouncements(request.ctx) }),
  );

  app.post(
    '/v4/user/:userId/announcements/:id/dismiss',
    { onRequest: app.requireAuth, schema: { tags, summary: 'Dismiss an announcement for the caller (remembered)', params: ZIdParams, response: { 200: ZIdAnswer } } },
    async (request) => ({ data: await dismissAnnouncement(request.ctx, Number(request.params.id)) }),
  );

  app.get(
    ADMIN,
    { onRequest: app.requireAuth, schema: { tags, summary: 'Every announcement, newest first (platform admin; 403 otherwise)', params: ZUserParams, response: { 200: zList(ZAnnouncement) } } },
    async (request) => ({ data: await listAllAnnouncements(request.ctx) }),
  );

  app.post(
    ADMIN,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Post an announcement: {"createAnnouncementRequest": {"Announcement": {message, level?: info|warning, startsAt?, endsAt?}}} (platform admin)',
        params: ZUserParams,
        body: zEnvelope(ANNOUNCEMENT_CREATE_OPERATION, 'Announcement', ZAnnouncementCreate),
        response: { 201: zOne(ZAnnouncement) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createAnnouncement(request.ctx, request.body.createAnnouncementRequest.Announcement) }),
  );

  app.patch(
    `${ADMIN}/:id`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Change or end an announcement ({"updateAnnouncementRequest": {"Announcement": {active: false}}} ends it) (platform admin)',
        params: ZIdParams,
        body: zEnvelope(ANNOUNCEMENT_UPDATE_OPERATION, 'Announcement', ZAnnouncementUpdate),
        response: { 200: zOne(ZAnnouncement) },
      },
    },
    async (request) => ({ data: await updateAnnouncement(request.ctx, Number(request.params.id), request.body.updateAnnouncementRequest.Announcement) }),
  );

  app.delete(
    `${ADMIN}/:id`,
    { onRequest: app.requireAuth, schema: { tags, summary: 'Delete an announcement (platform admin)', params: ZIdParams, response: { 200: ZIdAnswer } } },
    async (request) => ({ data: await deleteAnnouncement(request.ctx, Number(request.params.id)) }),
  );
};
