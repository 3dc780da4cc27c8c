import type { ServiceContext } from '#server/lib/context';
import { requireAccess } from '#server/lib/access';

/**
 * Smart labels are printed only by users holding ROLE_SMART_LABELS (active roles only).
 * @throws ForbiddenError 'Smart labels are not enabled for your account.'
 */
export function assertMayPrintSmartLabels(ctx: ServiceContext): void {
  requireAccess(ctx.user, 'smartLabels');
}
