import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { RequestLogController, SLOW_REQUEST_MS } from './request-log';

/** An app logging at info into `lines`, with a fast, a slow and a failing route. */
function appLoggingInto(lines: { level: number; msg: string; req?: { url: string } }[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new RequestLogController() });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, SLOW_REQUEST_MS + 50));
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  return app;
}

describe('RequestLogController', () => {
  it('writes nothing at info for an ordinary request, warn for a slow one and error for a failed one, naming the request', async () => {
    const lines: { level: number; msg: string; req?: { url: string } }[] = [];
    const app = appLoggingInto(lines);
    await app.inject({ url: '/fast' });
    expect(lines).toEqual([]);
    await app.inject({ url: '/slow' });
    expect(lines.at(-1)).toMatchObject({ level: 40, msg: 'slow request', req: { url: '/slow' } });
    await app.inject({ url: '/fails' });
    expect(lines.at(-1)).toMatchObject({ level: 50, req: { url: '/fails' } });
    await app.close();
  });
});
