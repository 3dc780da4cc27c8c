import type { FastifyRequest } from 'fastify';
import { ValidationError } from './errors';

/** The message of a request whose Host (or trusted X-Forwarded-Host) cannot make a link. */
export const INVALID_HOST_MESSAGE = 'The Host header is not a valid host name.';

/**
 * The origin that links in documents and e-mails start with (QR codes, smart labels, e-Specbook
 * invitations): PUBLIC_URL when it is configured, otherwise the origin the request came in on —
 * its Host and protocol, or X-Forwarded-Host/-Proto when TRUST_PROXY trusts the peer (Fastify
 * reads those only from trusted proxies). Never a trailing slash.
 * @param publicUrl the configured PUBLIC_URL, undefined when unset.
 * @throws ValidationError when the host the request names cannot form a URL.
 */
export function linkOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  try {
    const url = new URL(`${protocol}://${request.host}`);
    if (url.host === '' || url.username || url.password || url.pathname !== '/' || url.search || url.hash) throw new Error('not a host');
    return url.origin;
  } catch {
    throw ValidationError.field('host', INVALID_HOST_MESSAGE);
  }
}
