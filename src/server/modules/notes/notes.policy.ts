import type { notes } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ForbiddenError } from '#server/lib/http/errors';
import { NOTE_MESSAGES as M } from '#shared/lib/notes-messages';

/**
 * Only a note's author may change or remove it (Specfolio has no account-admin role; the
 * platform admin works through the same rule). Colleagues of the account read every note.
 * @throws ForbiddenError for anyone else, and for a token viewer.
 */
export function assertAuthor(ctx: ServiceContext, row: Pick<typeof notes.$inferSelect, 'userId'>): void {
  if (ctx.viewer || row.userId !== ctx.user.id) throw new ForbiddenError(M.notAuthor);
}
