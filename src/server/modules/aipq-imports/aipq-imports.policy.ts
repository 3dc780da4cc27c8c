import type { ServiceContext } from '#server/lib/context';
import { ForbiddenError } from '#server/lib/http/errors';
import { AIPQ_MESSAGES as M } from '#shared/lib/aipq';

/** The role that gates the AI PDF-quote import (spec/business-records.md §6). */
export const AIPQ_ROLE = 'ROLE_AIPQ';

/**
 * Every call of the AI PDF-quote import needs ROLE_AIPQ (active roles only).
 * @throws ForbiddenError 'The AI PDF-quote import needs the AIPQ role.'
 */
export function assertAipqRole(ctx: ServiceContext): void {
  if (!ctx.user.roleNames.includes(AIPQ_ROLE)) throw new ForbiddenError(M.roleRequired);
}
