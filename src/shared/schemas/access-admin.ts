/**
 * Platform admins' roles and feature flags screen (issue 5 item 8; spec/workspace.md §6 and
 * spec/business-records.md §6 name the roles and flags, not the screen): every user with the roles
 * and flags granted to them, and one call that replaces both.
 */
import { z } from 'zod';
import { FEATURE_FLAGS, ROLE_NAMES } from '#shared/lib/roles';

/** A role as the screen offers it: fixed id, name, label and whether it counts (inactive roles do not, except 'admin'). */
export const ZAccessRole = z.object({ id: z.number().int(), name: z.string(), displayName: z.string(), active: z.boolean() });
export type TAccessRole = z.infer<typeof ZAccessRole>;

/** What can be granted: the roles table and the feature flag names. */
export const ZAccessCatalogue = z.object({ roles: z.array(ZAccessRole), features: z.array(z.string()) });
export type TAccessCatalogue = z.infer<typeof ZAccessCatalogue>;

/** A user of any account with the role names and feature flags granted to them. */
export const ZAccessUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  roles: z.array(z.string()),
  features: z.array(z.string()),
});
export type TAccessUser = z.infer<typeof ZAccessUser>;

/** GET {u}/admin/users: search (name, e-mail or company), page, perPage. */
export const ZAccessUsersQuery = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
  perPage: z.coerce.number({ error: 'perPage must be a number.' }).int().min(1, 'perPage must be at least 1.').max(100, 'perPage must be at most 100.').default(24),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page must be at least 1.').default(1),
});
export type TAccessUsersQuery = z.infer<typeof ZAccessUsersQuery>;

/** The grants a user should hold, replacing the ones they hold. */
export const ZAccessGrants = z.object({
  roles: z.array(z.enum(ROLE_NAMES, { error: 'Unknown role.' })).max(ROLE_NAMES.length),
  features: z.array(z.enum(FEATURE_FLAGS, { error: 'Unknown feature flag.' })).max(FEATURE_FLAGS.length),
});
export type TAccessGrants = z.infer<typeof ZAccessGrants>;

/** PUT {u}/admin/users/{id}/access body. */
export const ZAccessGrantsBody = z.object({ updateUserAccessRequest: z.object({ User: ZAccessGrants }) });
