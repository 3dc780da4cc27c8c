import type { AuthUser } from '#server/lib/context';
import { ForbiddenError } from '#server/lib/http/errors';

/** 403 unless the user is a platform admin (ROLE_SPECBOOKS_ADMIN): the screens that span every account are theirs alone. */
export function requirePlatformAdmin(user: AuthUser): void {
  if (!user.isPlatformAdmin) throw new ForbiddenError();
}
