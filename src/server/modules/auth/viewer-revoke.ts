import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { viewerSessions } from '#server/db/schema/index';
import { revokeSessions } from './auth.service';

/**
 * Ends every e-Specbook session opened with a team member's token (the member was revoked, or
 * their token replaced): they answer 401 at once (docs/decisions/028).
 */
export async function revokeMemberSessions(db: Pick<Db, 'select' | 'update'>, memberId: number): Promise<void> {
  const rows = await db.select({ id: viewerSessions.sessionId }).from(viewerSessions).where(eq(viewerSessions.teamMemberId, memberId));
  await revokeSessions(db, rows.map((r) => r.id));
}
