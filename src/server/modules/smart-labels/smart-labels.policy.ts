import type { ServiceContext } from '#server/lib/context';
import { ForbiddenError } from '#server/lib/http/errors';
import { SMART_LABEL_MESSAGES as M } from '#shared/lib/smart-label-messages';

/** The role that gates smart labels (spec/client-view-and-downloads.md §6). */
export const SMART_LABELS_ROLE = 'ROLE_SMART_LABELS';

/**
 * Smart labels are printed only by users holding ROLE_SMART_LABELS (active roles only).
 * @throws ForbiddenError 'Smart labels are not enabled for your account.'
 */
export function assertMayPrintSmartLabels(ctx: ServiceContext): void {
  if (!ctx.user.roleNames.includes(SMART_LABELS_ROLE)) throw new ForbiddenError(M.roleRequired);
}
