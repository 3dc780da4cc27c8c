import type { ServiceContext } from '#server/lib/context';
import { ForbiddenError } from '#server/lib/http/errors';
import { INVENTORY_FLAG, INVENTORY_MESSAGES as M } from '#shared/lib/inventory';

/** 403 'The inventory center is not enabled for your account.' unless the user has the useInventoryCenter flag. */
export function requireInventory(ctx: ServiceContext): void {
  if (!ctx.user.features.includes(INVENTORY_FLAG)) throw new ForbiddenError(M.notEnabled);
}
