import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { pageEnvelope, zPageList } from '#server/lib/http/pagination';
import {
  ZActivityNotification,
  ZActivityNotificationQuery,
  ZSpecbookNotification,
  ZSpecbookNotificationCreate,
  ZSpecbookNotificationUpdate,
} from '#shared/schemas/notification';
import {
  createSpecbookNotification,
  deleteSpecbookNotification,
  dismissActivityNotification,
  dismissSpecbookActivity,
  listActivityNotifications,
  listSpecbookActivity,
  listSpecbookNotifications,
  updateSpecbookNotification,
} from './notifications.service';

const ZUserParams = z.object({ userId: z.string() });
const ZActivityParams = ZUserParams.extend({ notificationId: z.string() });
const ZSpecbookParams = ZUserParams.extend({ id: z.string() });
const ZRecordParams = ZSpecbookParams.extend({ notificationId: z.string() });
/** `cluster` is accepted on delete for clients that send it; Specfolio has one cluster. */
const ZDeleteQuery = z.object({ cluster: z.string().optional() });
const ZDeleted = zOne(z.object({ id: z.number().int() }));
const RECORDS = '/v4/user/:userId/specbook/:id/notifications';

/** Activity notifications of the user, and specbook notification records. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/:userId/notifications',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['notifications'],
        summary: "The user's activity notifications (approvals, rejections, new comments), unread first, newest first",
        params: ZUserParams,
        querystring: ZActivityNotificationQuery,
        response: { 200: zPageList(ZActivityNotification) },
      },
    },
    async (request) => {
      const { rows, total } = await listActivityNotifications(request.ctx, request.params.userId, request.query);
      return pageEnvelope({ rows, total, page: request.query.page, perPage: request.query.perPage, url: request.url });
    },
  );

  app.delete(
    '/v4/user/:userId/notifications/:notificationId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Dismiss (mark read = delete) an activity notification',
        params: ZActivityParams,
        response: { 200: ZDeleted },
      },
    },
    async (request) => ({ data: await dismissActivityNotification(request.ctx, request.params.userId, request.params.notificationId) }),
  );

  app.get(
    `${RECORDS}/activity`,
    {
      onRequest: app.requireAuth,
      config: { especbook: 'notifications' },
      schema: {
        tags: ['notifications'],
        summary: "The specbook's activity notifications (its owner's: approvals, rejections, new comments; filter type=NewComment), unread first",
        params: ZSpecbookParams,
        querystring: ZActivityNotificationQuery.omit({ specbookId: true }),
        response: { 200: zPageList(ZActivityNotification) },
      },
    },
    async (request) => {
      const { rows, total } = await listSpecbookActivity(request.ctx, Number(request.params.id), request.query);
      return pageEnvelope({ rows, total, page: request.query.page, perPage: request.query.perPage, url: request.url });
    },
  );

  app.delete(
    `${RECORDS}/activity/:notificationId`,
    {
      onRequest: app.requireAuth,
      config: { especbook: 'notifications' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the specbook activity notifications as read (deletes it)',
        params: ZRecordParams,
        response: { 200: ZDeleted },
      },
    },
    async (request) => ({ data: await dismissSpecbookActivity(request.ctx, Number(request.params.id), request.params.notificationId) }),
  );

  app.get(
    RECORDS,
    {
      onRequest: app.requireAuth,
      config: { especbook: 'notifications' },
      schema: {
        tags: ['notifications'],
        summary: "The specbook's notification records, newest first",
        params: ZSpecbookParams,
        response: { 200: zList(ZSpecbookNotification) },
      },
    },
    async (request) => ({ data: await listSpecbookNotifications(request.ctx, Number(request.params.id)) }),
  );

  app.post(
    RECORDS,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Add a notification record to the specbook',
        params: ZSpecbookParams,
        body: zEnvelope('createNotificationRequest', 'Notification', ZSpecbookNotificationCreate),
        response: { 201: zOne(ZSpecbookNotification) },
      },
    },
    async (request, reply) => {
      const record = await createSpecbookNotification(request.ctx, Number(request.params.id), request.body.createNotificationRequest.Notification);
      return reply.status(201).send({ data: record });
    },
  );

  app.patch(
    `${RECORDS}/:notificationId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['notifications'],
        summary: "Update a specbook notification record's message or hasRead",
        params: ZRecordParams,
        body: zEnvelope('updateNotificationRequest', 'Notification', ZSpecbookNotificationUpdate),
        response: { 200: zOne(ZSpecbookNotification) },
      },
    },
    async (request) => {
      const { id, notificationId } = request.params;
      return { data: await updateSpecbookNotification(request.ctx, Number(id), notificationId, request.body.updateNotificationRequest.Notification) };
    },
  );

  app.delete(
    `${RECORDS}/:notificationId`,
    {
      onRequest: app.requireAuth,
      config: { especbook: 'notifications' },
      schema: {
        tags: ['notifications'],
        summary: 'Delete a specbook notification record',
        params: ZRecordParams,
        querystring: ZDeleteQuery,
        response: { 200: ZDeleted },
      },
    },
    async (request) => ({ data: await deleteSpecbookNotification(request.ctx, Number(request.params.id), request.params.notificationId) }),
  );
};
