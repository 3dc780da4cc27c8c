/**
 * One HTTP exchange with a gateway: the host resolved and checked by the address guard, the
 * connection made to that address, no redirects followed, JSON in and out, a time limit.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { hostOf, pinnedLookup, resolveCheckedAddress } from './address-guard';
import { ErpGatewayError } from './gateway';
import type { JsonValue } from './wrapping';

/** The most of an answer read (bigger answers are cut off and fail to parse). */
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

/** A request to send. */
export interface GatewayRequest {
  url: URL;
  method: 'GET' | 'POST' | 'PATCH';
  headers: Record<string, string>;
  body?: string;
}

/** A gateway's answer: status, headers and the body as JSON (null when empty or not JSON). */
export interface GatewayResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: JsonValue | null;
}

function parseJson(text: string): JsonValue | null {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return null;
  }
}

/**
 * Sends one request to the checked address of the URL's host.
 * @throws ErpGatewayError 'refused' (the guard), 'unreachable' (network), 'timedOut' (no answer in `timeoutMs`).
 */
export async function sendGatewayRequest(request: GatewayRequest, allowLoopback: boolean, timeoutMs: number): Promise<GatewayResponse> {
  const checked = await resolveCheckedAddress(hostOf(request.url), allowLoopback);
  const transport = request.url.protocol === 'https:' ? https : http;
  return new Promise<GatewayResponse>((resolve, reject) => {
    const req = transport.request(request.url, { method: request.method, headers: request.headers, lookup: pinnedLookup(checked), agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
      });
      res.on('error', (error) => reject(new ErpGatewayError('unreachable', error.message, error)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parseJson(Buffer.concat(chunks).toString('utf8')) }));
    });
    req.on('timeout', () => req.destroy(new ErpGatewayError('timedOut', `no answer from the gateway in ${timeoutMs} ms`)));
    req.on('error', (error) => reject(error instanceof ErpGatewayError ? error : new ErpGatewayError('unreachable', error.message, error)));
    req.end(request.body);
  });
}
