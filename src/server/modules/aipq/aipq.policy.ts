import type { ServiceContext } from '#server/lib/context';
import { pathUser, type PathUser } from '#server/modules/notifications/scope';
import { requireAccess } from '#server/lib/access';

/**
 * Every call of the AI PDF-quote import needs ROLE_AIPQ (active roles only).
 * @throws ForbiddenError 'The AI PDF-quote import needs the AIPQ role.'
 */
export function assertMayUseAipq(ctx: ServiceContext): void {
  requireAccess(ctx.user, 'aipq');
}

/**
 * The account whose files, extractions and quota a `{u}` path names, once the caller holds
 * ROLE_AIPQ (the role first: without it every call answers 403).
 * @throws ForbiddenError without ROLE_AIPQ; NotFoundError for a path user that does not exist.
 */
export async function aipqOwner(ctx: ServiceContext, userIdParam: string): Promise<PathUser> {
  assertMayUseAipq(ctx);
  return pathUser(ctx, userIdParam);
}
