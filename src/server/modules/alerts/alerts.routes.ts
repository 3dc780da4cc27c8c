import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { pageEnvelope, zPageList } from '#server/lib/http/pagination';
import {
  ALERT_CREATE_OPERATION,
  ALERT_UPDATE_OPERATION,
  ZAccountAlert,
  ZAlert,
  ZAlertAttendee,
  ZAlertCreate,
  ZAlertListQuery,
  ZAlertUpdate,
} from '#shared/schemas/alert';
import { addAttendee, createAlert, deleteAlert, getAlert, listAccountAlerts, listAlerts, removeAttendee, updateAlert } from './alerts.service';

const ZUserParams = z.object({ userId: z.string() });
const ZSpecbookParams = ZUserParams.extend({ id: z.string() });
const ZAlertParams = ZSpecbookParams.extend({ alertId: z.string() });
const ZAttendeeParams = ZAlertParams.extend({ email: z.string() });
const ALERTS = '/v4/user/:userId/specbook/:id/alerts';
const tags = ['alerts'];

/** A specbook's events (alerts in order contexts), their recipients, and the account's upcoming alerts. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => ({ mailer: app.mailer, publicUrl: request.linkOrigin() });
  const auth = { onRequest: app.requireAuth };

  app.get(
    ALERTS,
    {
      ...auth,
      config: { especbook: 'read' },
      schema: { tags, summary: "The specbook's alerts: future ones nearest first, then past ones latest first", params: ZSpecbookParams, response: { 200: zList(ZAlert) } },
    },
    async (request) => ({ data: await listAlerts(request.ctx, Number(request.params.id)) }),
  );

  app.post(
    ALERTS,
    {
      ...auth,
      config: { especbook: 'event' },
      schema: {
        tags,
        summary: 'Add an alert; its recipients get a calendar invitation (.ics); without attendees it goes to the specbook owner',
        params: ZSpecbookParams,
        body: zEnvelope(ALERT_CREATE_OPERATION, 'Alert', ZAlertCreate),
        response: { 201: zOne(ZAlert) },
      },
    },
    async (request, reply) => {
      const alert = await createAlert(request.ctx, deps(request), Number(request.params.id), request.body.createAlertRequest.Alert);
      return reply.status(201).send({ data: alert });
    },
  );

  app.get(
    `${ALERTS}/:alertId`,
    { ...auth, schema: { tags, summary: 'One alert', params: ZAlertParams, response: { 200: zOne(ZAlert) } } },
    async (request) => ({ data: await getAlert(request.ctx, Number(request.params.id), request.params.alertId) }),
  );

  app.patch(
    `${ALERTS}/:alertId`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Update an alert (the rules of a create; attendees left out are kept); recipients get the updated invitation',
        params: ZAlertParams,
        body: zEnvelope(ALERT_UPDATE_OPERATION, 'Alert', ZAlertUpdate),
        response: { 200: zOne(ZAlert) },
      },
    },
    async (request) => ({
      data: await updateAlert(request.ctx, deps(request), Number(request.params.id), request.params.alertId, request.body.updateAlertRequest.Alert),
    }),
  );

  app.delete(
    `${ALERTS}/:alertId`,
    { ...auth, schema: { tags, summary: 'Remove an alert; its recipients get a cancellation', params: ZAlertParams, response: { 200: zOne(z.object({ id: z.number().int() })) } } },
    async (request) => ({ data: await deleteAlert(request.ctx, deps(request), Number(request.params.id), request.params.alertId) }),
  );

  app.post(
    `${ALERTS}/:alertId/attendees`,
    { ...auth, schema: { tags, summary: 'Add a recipient; they get the invitation', params: ZAlertParams, body: ZAlertAttendee, response: { 201: zOne(ZAlert) } } },
    async (request, reply) => {
      const alert = await addAttendee(request.ctx, deps(request), Number(request.params.id), request.params.alertId, request.body.email);
      return reply.status(201).send({ data: alert });
    },
  );

  app.delete(
    `${ALERTS}/:alertId/attendees/:email`,
    { ...auth, schema: { tags, summary: 'Remove a recipient (not the last one); they get a cancellation', params: ZAttendeeParams, response: { 200: zOne(ZAlert) } } },
    async (request) => ({
      data: await removeAttendee(request.ctx, deps(request), Number(request.params.id), request.params.alertId, request.params.email),
    }),
  );

  app.get(
    '/v4/user/:userId/alerts',
    { ...auth, schema: { tags, summary: "The account's alerts, upcoming first; from/to keep those touching the days", params: ZUserParams, querystring: ZAlertListQuery, response: { 200: zPageList(ZAccountAlert) } } },
    async (request) => pageEnvelope({ ...(await listAccountAlerts(request.ctx, request.query)), url: request.url }),
  );
};
