import { z } from 'zod';
import { COLLAB_MESSAGES } from '#shared/lib/collab-messages';
import { SHARING_MESSAGES as M } from '#shared/lib/sharing-messages';
import { ZTeamEmail, ZTeamName } from './team';

/** Share-form limits (spec/business-records.md §5 "Group invite / share form"). */
export const SHARE_FORM_LIMITS = { company: 155, role: 50, message: 1000, groupName: 50 } as const;

/** An optional text of at most `max` characters: trimmed; empty or null is null. */
function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * The share form's fields other than the e-mail address (§5): name required 1–50, company at most
 * 155, role at most 50, message at most 1000. Used by group invites and the pro-user invite.
 */
export const ZShareFormDetails = z.object({
  name: ZTeamName,
  companyName: optionalText(SHARE_FORM_LIMITS.company, M.companyTooLong),
  role: optionalText(SHARE_FORM_LIMITS.role, M.roleTooLong),
  message: optionalText(SHARE_FORM_LIMITS.message, M.messageTooLong),
});

/** The invite / share form as the client edits it (`emailAddress` as the spec names the field). */
export const ZShareForm = ZShareFormDetails.extend({ emailAddress: ZTeamEmail });
export type TShareForm = z.input<typeof ZShareForm>;

/** `createGroupInviteRequest.Invite` (and the pro-user invite): `user.email` plus the form's details. */
export const ZGroupInviteCreate = ZShareFormDetails.extend({ user: z.object({ email: ZTeamEmail }, { error: COLLAB_MESSAGES.emailRequired }) });
export type TGroupInviteCreate = z.infer<typeof ZGroupInviteCreate>;

/** The wire body of an invite from the form's values. */
export function inviteFromForm(form: z.infer<typeof ZShareForm>): TGroupInviteCreate {
  const { emailAddress, ...details } = form;
  return { ...details, user: { email: emailAddress } };
}

/** A group's name: trimmed, 1–50 characters. */
export const ZGroupName = z
  .string({ error: M.groupNameRequired })
  .trim()
  .min(1, M.groupNameRequired)
  .max(SHARE_FORM_LIMITS.groupName, M.groupNameTooLong);

/** `createGroupRequest.Group`. */
export const ZGroupCreate = z.object({ name: ZGroupName });
export type TGroupCreate = z.infer<typeof ZGroupCreate>;

/** A member of a group (a user, possibly of another account); `pending` until they join. */
export const ZGroupMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  pending: z.boolean(),
});
export type TGroupMember = z.infer<typeof ZGroupMember>;

/**
 * A group (spec §3 "Group": id, name, pending, members). `pending`: the caller's own membership is
 * pending (they were invited and have not joined); `isOwner`: the group is of the caller's account.
 */
export const ZGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  pending: z.boolean(),
  isOwner: z.boolean(),
  owner: z.object({ id: z.number().int(), name: z.string(), companyName: z.string() }),
  members: z.array(ZGroupMember),
  createdAt: z.string(),
});
export type TGroup = z.infer<typeof ZGroup>;

/** Who an invite is to or from, as the invites list shows it. */
export const INVITE_DIRECTIONS = ['received', 'sent'] as const;

/** An invite (spec §3 "Invite": id, group, user) with the share form's fields. */
export const ZInvite = z.object({
  id: z.number().int(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  user: z.object({ email: z.string() }),
  name: z.string(),
  companyName: z.string().nullable(),
  role: z.string().nullable(),
  message: z.string().nullable(),
  /** 'group' or 'pro' (the pro-user invite). */
  kind: z.string(),
  direction: z.enum(INVITE_DIRECTIONS),
  invitedBy: z.object({ id: z.number().int(), name: z.string(), companyName: z.string() }),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TInvite = z.infer<typeof ZInvite>;
