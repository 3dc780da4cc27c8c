import type { ServiceContext } from '#server/lib/context';
import { ForbiddenError } from '#server/lib/http/errors';
import { SHIPPING_MESSAGES as M } from '#shared/lib/shipping-messages';

/**
 * The shipping center is not available to ROLE_PRO users (spec/business-records.md §6).
 * @throws ForbiddenError 'The shipping center is not available to Pro users.'
 */
export function assertMayUseShippingCenter(ctx: ServiceContext): void {
  if (ctx.user.roleNames.includes('ROLE_PRO')) throw new ForbiddenError(M.proForbidden);
}
