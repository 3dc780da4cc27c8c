import { z } from 'zod';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';

/** Longest team member name (spec/workspace.md §5 "Invite / share / team member form"). */
export const TEAM_NAME_MAX_LENGTH = 50;

/**
 * A team member's e-Specbook permissions (spec/workspace.md §3 "Team member",
 * spec/client-view-and-downloads.md "Display options").
 */
export const ZTeamPermissions = z.object({
  showListPrice: z.boolean(),
  showSalePrice: z.boolean(),
  showModelNumbers: z.boolean(),
  canApprove: z.boolean(),
  showNotifications: z.boolean(),
});
export type TTeamPermissions = z.infer<typeof ZTeamPermissions>;

/** The permission flags a new member gets when the form leaves them out. */
export const DEFAULT_TEAM_PERMISSIONS: TTeamPermissions = {
  showListPrice: true,
  showSalePrice: true,
  showModelNumbers: true,
  canApprove: false,
  showNotifications: true,
};

/** Every permission granted: what the specbook's own account sees. */
export const FULL_TEAM_PERMISSIONS: TTeamPermissions = {
  showListPrice: true,
  showSalePrice: true,
  showModelNumbers: true,
  canApprove: true,
  showNotifications: true,
};

/** A team member as the API answers it; `id` = `joinID`, `email` = `emailAddress`. */
export const ZTeamMember = ZTeamPermissions.extend({
  id: z.number().int(),
  joinID: z.number().int(),
  specbookId: z.number().int(),
  name: z.string(),
  email: z.string(),
  emailAddress: z.string(),
  /** What the member is on the project ('client', 'designer', …); null when not said. */
  role: z.string().nullable(),
  permissions: ZTeamPermissions,
  createdAt: z.string(),
  updatedAt: z.string(),
  links: z.object({ especbook: z.string() }),
  /** Create and update only: whether the invitation e-mail went out. */
  emailSent: z.boolean().optional(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** Team member name: trimmed, required, at most 50 characters. */
export const ZTeamName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(TEAM_NAME_MAX_LENGTH, M.nameTooLong);

/** Team member e-mail address: trimmed, required and valid. */
export const ZTeamEmail = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .pipe(z.email({ error: M.emailInvalid }));

/** The role (compared trimmed and in lower case) a document's "Prepared for" looks for on the team when the specbook has no customer (docs/decisions/040). */
export const CLIENT_TEAM_ROLE = 'client';

/** Roles the team member form suggests; any other text of at most 50 characters is kept as typed. */
export const TEAM_ROLE_SUGGESTIONS = ['Client', 'Designer', 'Contractor', 'Architect'] as const;

/** Team member role (spec/workspace.md §5 "role at most 50"): trimmed; empty or null clears it. */
export const ZTeamRole = z
  .string()
  .trim()
  .max(TEAM_NAME_MAX_LENGTH, M.roleTooLong)
  .nullable()
  .transform((role) => (role ? role : null));

const flag = () => z.boolean().optional();

/** The fields of a new team member (the form and `createTeamMemberRequest.TeamMember`). */
export const ZTeamMemberCreate = z.object({
  name: ZTeamName,
  emailAddress: ZTeamEmail,
  role: ZTeamRole.optional(),
  sendEmail: z.boolean().default(false),
  showListPrice: flag(),
  showSalePrice: flag(),
  showModelNumbers: flag(),
  canApprove: flag(),
  showNotifications: flag(),
});
export type TTeamMemberCreate = z.infer<typeof ZTeamMemberCreate>;

/** The fields of a team member update (`updateTeamMemberRequest.TeamMember`); all optional. */
export const ZTeamMemberUpdate = z.object({
  name: ZTeamName.optional(),
  emailAddress: ZTeamEmail.optional(),
  role: ZTeamRole.optional(),
  sendEmail: z.boolean().default(false),
  showListPrice: flag(),
  showSalePrice: flag(),
  showModelNumbers: flag(),
  canApprove: flag(),
  showNotifications: flag(),
});
export type TTeamMemberUpdate = z.infer<typeof ZTeamMemberUpdate>;

/** What revoking an invite answers. */
export const ZTeamMemberRevoked = z.object({ id: z.number().int(), joinID: z.number().int(), revokedAt: z.string() });
