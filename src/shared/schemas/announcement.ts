import { z } from 'zod';
import { ANNOUNCEMENT_LEVELS, ANNOUNCEMENT_LIMITS as L, ANNOUNCEMENT_MESSAGES as M } from '#shared/lib/announcement-messages';

export const ANNOUNCEMENT_CREATE_OPERATION = 'createAnnouncementRequest';
export const ANNOUNCEMENT_UPDATE_OPERATION = 'updateAnnouncementRequest';

/** A platform announcement (the banner's message and its window). */
export const ZAnnouncement = z.object({
  id: z.number().int(),
  message: z.string(),
  level: z.enum(ANNOUNCEMENT_LEVELS),
  active: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

const zMessage = z.string({ error: M.messageRequired }).trim().min(1, M.messageRequired).max(L.messageMax, M.messageTooLong);
const zWhen = z.iso.datetime({ offset: true, error: M.dateInvalid });
const zLevel = z.enum(ANNOUNCEMENT_LEVELS, { error: M.levelInvalid });

/** The end, when both are given, must come after the start. */
function endAfterStart(value: { startsAt?: string | null; endsAt?: string | null }, ctx: z.RefinementCtx): void {
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.endBeforeStart });
  }
}

/** `createAnnouncementRequest.Announcement`: a message, its look, and optionally its window (default: from now, no end). */
export const ZAnnouncementCreate = z
  .object({ message: zMessage, level: zLevel.optional(), startsAt: zWhen.optional(), endsAt: zWhen.nullish() })
  .superRefine(endAfterStart);
export type TAnnouncementCreate = z.infer<typeof ZAnnouncementCreate>;

/** `updateAnnouncementRequest.Announcement`: any field; `active: false` ends it at once. */
export const ZAnnouncementUpdate = z
  .object({ message: zMessage.optional(), level: zLevel.optional(), active: z.boolean().optional(), startsAt: zWhen.optional(), endsAt: zWhen.nullish() })
  .superRefine(endAfterStart);
export type TAnnouncementUpdate = z.infer<typeof ZAnnouncementUpdate>;
