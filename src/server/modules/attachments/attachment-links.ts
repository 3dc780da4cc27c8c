/**
 * Signed, short-lived links of one attachment (decision 059): `/api/v4/attachments/{id}/view?token=`
 * and `…/download?token=`. A browser window or download cannot send the bearer header, so each
 * link carries a token bound to that attachment (and its account) under a key of its own.
 */
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { UnauthorizedError } from '#server/lib/http/errors';
import { ATTACHMENT_MESSAGES as M } from '#shared/lib/attachment-messages';

/** How long a link works: long enough to read a list and click, short enough not to be shared. */
export const ATTACHMENT_LINK_SECONDS = 15 * 60;

const AUDIENCE = 'attachment';
const ISSUER = 'specfolio-downloads';

/** A key of its own for attachment links, derived from the signing key (never a session token). */
function linkKey(signingKey: Uint8Array): Uint8Array {
  return createHmac('sha256', signingKey).update('specfolio:attachment:v1').digest();
}

/** The path of an attachment's view or download address, without its token. */
export function attachmentPath(attachmentId: number, action: 'view' | 'download'): string {
  return `/api/v4/attachments/${attachmentId}/${action}`;
}

/** A token that opens exactly the attachment `attachmentId` of `accountId`. */
export async function signAttachmentToken(signingKey: Uint8Array, attachmentId: number, accountId: number): Promise<string> {
  return new SignJWT({ acc: accountId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(attachmentId))
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ATTACHMENT_LINK_SECONDS)
    .sign(linkKey(signingKey));
}

/**
 * The attachment and account a link token opens.
 * @throws UnauthorizedError for a missing, forged or expired token, or one of another attachment.
 */
export async function verifyAttachmentToken(signingKey: Uint8Array, attachmentId: string, token: string | undefined): Promise<{ attachmentId: number; accountId: number }> {
  if (!token) throw new UnauthorizedError(M.linkInvalid);
  try {
    const { payload } = await jwtVerify(token, linkKey(signingKey), { audience: AUDIENCE, issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.sub !== attachmentId || typeof payload.acc !== 'number') throw new UnauthorizedError(M.linkInvalid);
    return { attachmentId: Number(payload.sub), accountId: payload.acc };
  } catch {
    throw new UnauthorizedError(M.linkInvalid);
  }
}
