import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { ALERT_CREATE_OPERATION, ZAlert, ZAlertCreate } from '#shared/schemas/alert';
import { createAlert, deleteAlert, listAlerts } from './alerts.service';

const ZSpecbookParams = z.object({ userId: z.string(), id: z.string() });
const ZAlertParams = ZSpecbookParams.extend({ alertId: z.string() });
const ALERTS = '/v4/user/:userId/specbook/:id/alerts';

/** A specbook's events (alerts in order contexts), as the e-Specbook lists and adds them. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ALERTS,
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags: ['alerts'],
        summary: "The specbook's alerts: future ones nearest first, then past ones latest first",
        params: ZSpecbookParams,
        response: { 200: zList(ZAlert) },
      },
    },
    async (request) => ({ data: await listAlerts(request.ctx, Number(request.params.id)) }),
  );

  app.post(
    ALERTS,
    {
      onRequest: app.requireAuth,
      config: { especbook: 'event' },
      schema: {
        tags: ['alerts'],
        summary: 'Add an alert; without attendees it goes to the specbook owner',
        params: ZSpecbookParams,
        body: zEnvelope(ALERT_CREATE_OPERATION, 'Alert', ZAlertCreate),
        response: { 201: zOne(ZAlert) },
      },
    },
    async (request, reply) => {
      const alert = await createAlert(request.ctx, Number(request.params.id), request.body.createAlertRequest.Alert);
      return reply.status(201).send({ data: alert });
    },
  );

  app.delete(
    `${ALERTS}/:alertId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['alerts'],
        summary: 'Remove an alert',
        params: ZAlertParams,
        response: { 200: zOne(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ({ data: await deleteAlert(request.ctx, Number(request.params.id), request.params.alertId) }),
  );
};
