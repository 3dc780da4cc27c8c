import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request that takes longer than this is logged at warn whatever the log level. */
export const SLOW_REQUEST_MS = 1000;

type Level = 'debug' | 'warn' | 'error';

/** Does `log` write `level`? (pino's isLevelEnabled; a disabled logger has none.) */
function writes(log: FastifyBaseLogger, level: Level): boolean {
  const { isLevelEnabled } = log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  return isLevelEnabled?.call(log, level) ?? false;
}

/**
 * Fastify's request log lines at the levels of docs/decisions/041: its two info lines per
 * request cost a measurable share of a small API call, so a request is logged at debug when it
 * comes in and when it completes, at warn when it took longer than SLOW_REQUEST_MS, and at error
 * when it failed (an error reached the reply, or a 5xx answer). Fastify's other log lines (its
 * default error handler, serializer and stream errors) keep their levels.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (writes(request.log, 'debug')) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    const level: Level = error || reply.statusCode >= 500 ? 'error' : ms > SLOW_REQUEST_MS ? 'warn' : 'debug';
    if (!writes(reply.log, level)) return;
    // The request is named again: at warn and error its incoming line (debug) was not written.
    const fields = { req: request, res: reply, responseTime: ms, ...(error ? { err: error } : {}) };
    reply.log[level](fields, level === 'warn' ? 'slow request' : 'request completed');
  }
}
