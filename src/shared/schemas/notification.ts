import { z } from 'zod';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import { ZRecordMetadata } from './tag';

/** Activity notification types (spec/workspace.md §3 "Notification"). */
export const ACTIVITY_TYPES = ['SpecSpecbookApproved', 'SpecSpecbookRejected', 'NewComment'] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];

/** The `type` stored for specbook notification records (never listed as activity). */
export const SPECBOOK_NOTIFICATION_TYPE = 'SpecbookNotification';

/** Longest specbook notification message. */
export const NOTIFICATION_MESSAGE_MAX_LENGTH = 1000;

/** The flat shape's `reference` (spec/client-view-and-downloads.md "Notification (two shapes)"). */
export const ZNotificationReference = z.object({
  specbookId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  joinId: z.number().int().nullable(),
  specbookSpecId: z.number().int().nullable(),
});
export type TNotificationReference = z.infer<typeof ZNotificationReference>;

/**
 * An activity notification: approvals, rejections and new comments. It carries both shapes the
 * spec shows: the full one (`data`, `ref` in snake_case) and the flat one (`reference` in
 * camelCase beside it; its `data{thing, name}` are the full shape's).
 */
export const ZActivityNotification = z.object({
  id: z.number().int(),
  type: z.string(),
  data: z.object({
    name: z.string().optional(),
    /** The spec's model number; null for an e-Specbook member without showModelNumbers (decision 028). */
    model: z.string().nullable().optional(),
    category_name: z.string().nullable().optional(),
    thing: z.string().optional(),
    body: z.string().optional(),
    user: z.object({ name: z.string(), email: z.string(), type: z.string() }).optional(),
  }),
  ref: z.object({
    spec_specbook_id: z.number().int().optional(),
    specbook_id: z.number().int().optional(),
    comment_id: z.number().int().optional(),
    join_id: z.number().int().optional(),
    category_id: z.number().int().nullable().optional(),
  }),
  reference: ZNotificationReference,
  message: z.string(),
  hasRead: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TActivityNotification = z.infer<typeof ZActivityNotification>;

/** The flat shape's reference of a full shape's `ref`: the join id falls back to the specbook spec's. */
export function notificationReference(ref: TActivityNotification['ref']): TNotificationReference {
  return {
    specbookId: ref.specbook_id ?? null,
    categoryId: ref.category_id ?? null,
    joinId: ref.join_id ?? ref.spec_specbook_id ?? null,
    specbookSpecId: ref.spec_specbook_id ?? null,
  };
}

/** Query of the activity notification list. */
export const ZActivityNotificationQuery = z.object({
  specbookId: z.coerce.number().int().positive().optional(),
  type: z.enum(ACTIVITY_TYPES).optional(),
  page: z.coerce.number().int().min(1, 'page must be at least 1.').default(1),
  perPage: z.coerce.number().int().min(1, 'perPage must be at least 1.').max(100, 'perPage must be at most 100.').default(24),
});
export type TActivityNotificationQuery = z.infer<typeof ZActivityNotificationQuery>;

/**
 * What a specbook notification record is about: a note someone wrote, or a client's action on the
 * e-Specbook (decision 038), recorded with who in its message.
 */
export const SPECBOOK_RECORD_KINDS = ['note', 'viewed', 'approved', 'rejected', 'commented'] as const;
export type TSpecbookRecordKind = (typeof SPECBOOK_RECORD_KINDS)[number];
/** The client actions among the record kinds. */
export type TClientAction = Exclude<TSpecbookRecordKind, 'note'>;

/** A specbook notification record. */
export const ZSpecbookNotification = z.object({
  id: z.number().int(),
  specbookId: z.number().int(),
  kind: z.enum(SPECBOOK_RECORD_KINDS),
  message: z.string(),
  hasRead: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  metadata: ZRecordMetadata,
});
export type TSpecbookNotification = z.infer<typeof ZSpecbookNotification>;

/** The message of a specbook notification: trimmed, 1–1000 characters. */
export const ZNotificationMessage = z
  .string({ error: M.notificationMessageRequired })
  .trim()
  .min(1, M.notificationMessageRequired)
  .max(NOTIFICATION_MESSAGE_MAX_LENGTH, M.notificationMessageTooLong);

/** `createNotificationRequest.Notification`. */
export const ZSpecbookNotificationCreate = z.object({
  message: ZNotificationMessage,
  hasRead: z.boolean().default(false),
});
export type TSpecbookNotificationCreate = z.infer<typeof ZSpecbookNotificationCreate>;

/** `updateNotificationRequest.Notification`. */
export const ZSpecbookNotificationUpdate = z.object({
  message: ZNotificationMessage.optional(),
  hasRead: z.boolean().optional(),
});
export type TSpecbookNotificationUpdate = z.infer<typeof ZSpecbookNotificationUpdate>;
