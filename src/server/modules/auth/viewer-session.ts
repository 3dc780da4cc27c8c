import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { specbooks, teamMembers, viewerSessions } from '#server/db/schema/index';
import type { Viewer } from '#server/lib/context';
import type { TTeamPermissions } from '#shared/schemas/team';

/** The JWT claim that marks an e-Specbook or QR viewer token (its value: the viewer's scope). */
export const VIEWER_CLAIM = 'viewer';

/** What a QR viewer may see: model numbers and specifications, no prices, no approvals. */
export const QR_PERMISSIONS: TTeamPermissions = {
  showListPrice: false,
  showSalePrice: false,
  showModelNumbers: true,
  canApprove: false,
  showNotifications: false,
};

interface ViewerRow extends Record<string, unknown> {
  kind: string;
  specbook_id: number;
  member_id: number | null;
  name: string | null;
  email: string | null;
  show_list_price: boolean | null;
  show_sale_price: boolean | null;
  show_model_numbers: boolean | null;
  can_approve: boolean | null;
  show_notifications: boolean | null;
  qr_access: boolean;
}

/**
 * The viewer scope of a session, read afresh with the auth session on every request: a
 * member's current permissions, or null once the member is revoked (or moved off the
 * specbook) or, for a QR session, once the specbook's QR access is off.
 */
export async function findViewerSession(db: Db, sessionId: string): Promise<Viewer | null> {
  const result = await db.execute<ViewerRow>(sql`
    select v.kind, v.specbook_id, m.id as member_id, m.name, m.email, m.show_list_price, m.show_sale_price,
      m.show_model_numbers, m.can_approve, m.show_notifications, sb.qr_access
    from ${viewerSessions} v
    join ${specbooks} sb on sb.id = v.specbook_id
    left join ${teamMembers} m on m.id = v.team_member_id and m.specbook_id = v.specbook_id and m.revoked_at is null
    where v.session_id = ${sessionId}`);
  const row = result.rows[0];
  if (!row) return null;
  if (row.kind === 'qr') {
    if (!row.qr_access) return null;
    return { kind: 'qr', specbookId: row.specbook_id, memberId: null, name: '', email: '', permissions: { ...QR_PERMISSIONS } };
  }
  if (row.kind !== 'especbook' || row.member_id === null) return null;
  return {
    kind: 'especbook',
    specbookId: row.specbook_id,
    memberId: row.member_id,
    name: row.name ?? '',
    email: row.email ?? '',
    permissions: {
      showListPrice: row.show_list_price === true,
      showSalePrice: row.show_sale_price === true,
      showModelNumbers: row.show_model_numbers === true,
      canApprove: row.can_approve === true,
      showNotifications: row.show_notifications === true,
    },
  };
}
