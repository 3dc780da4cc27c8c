import type { ServiceContext } from '#server/lib/context';
import { requireAccess } from '#server/lib/access';

/** 403 'The inventory center is not enabled for your account.' unless the user has the useInventoryCenter flag. */
export function requireInventory(ctx: ServiceContext): void {
  requireAccess(ctx.user, 'inventory');
}
