import type { AuthUser } from '#server/lib/context';
import { ForbiddenError } from '#server/lib/http/errors';
import { PRICE_UPDATE_ROLE, SUPPORT_MESSAGES as M } from '#shared/lib/support-messages';
import type { TDataRequestDetails } from '#shared/schemas/support';

/**
 * A Price Update may only be asked for by users with price features (ROLE_IBOOK, spec §6); the
 * modal hides the toggle for everyone else, so a request with it set is refused (403), not dropped.
 */
export function assertDetailsAllowed(user: AuthUser, details: TDataRequestDetails): void {
  if (details.priceUpdate && !user.roleNames.includes(PRICE_UPDATE_ROLE)) throw new ForbiddenError(M.priceUpdateForbidden);
}
