import type { Db } from '#server/db/client';
import { notifications } from '#server/db/schema/index';

/** Activity notification types (spec/workspace.md §3 "Notification"). */
export type ActivityType = 'SpecSpecbookApproved' | 'SpecSpecbookRejected' | 'NewComment';

/** What an activity notification says and points at. */
export interface ActivityInput {
  accountId: number;
  /** The recipient: the specbook's owner. */
  userId: number;
  specbookId: number;
  type: ActivityType;
  message: string;
  data: { name?: string; model?: string; category_name?: string | null; thing?: string; body?: string; user?: { name: string; email: string; type: string } };
  ref: { spec_specbook_id?: number; specbook_id: number; comment_id?: number; join_id?: number; category_id?: number | null };
}

/**
 * Records an activity notification. Pass the transaction (`tx`) of the change that raised it so
 * both commit together.
 */
export async function createActivityNotification(db: Pick<Db, 'insert'>, input: ActivityInput): Promise<void> {
  await db.insert(notifications).values(input);
}
