/**
 * Platform admins' roles and feature flags screen (issue 5 item 8; spec/workspace.md §6 and
 * spec/business-records.md §6 name the roles and flags, not the screen): every user with the roles
 * and flags granted to them, and one call that replaces both.
 */
import { z } from 'zod';
import { ACCESS_ADMIN_MESSAGES as M } from '#shared/lib/access-admin-messages';
import { AIPQ_ENGINES, AIPQ_MESSAGES } from '#shared/lib/aipq';
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

/** The highest monthly extraction limit a plan may set. */
export const AIPQ_QUOTA_LIMIT_MAX = 1_000_000;

/** An account's monthly extraction limit of one AI PDF-quote engine: its plan's (null: none, the default applies). */
export const ZAccountAipqQuota = z.object({ engine: z.enum(AIPQ_ENGINES), monthlyLimit: z.number().int().nullable(), defaultLimit: z.number().int() });
export type TAccountAipqQuota = z.infer<typeof ZAccountAipqQuota>;

/** GET/PUT {u}/admin/accounts/{accountId}/aipq-quota answer: every engine's limit of the account. */
export const ZAccountAipqQuotas = z.object({ accountId: z.number().int(), accountName: z.string(), quotas: z.array(ZAccountAipqQuota) });
export type TAccountAipqQuotas = z.infer<typeof ZAccountAipqQuotas>;

/** One engine's plan limit to set; null removes it (the default applies again). */
export const ZAipqQuotaLimit = z.object({
  engine: z.enum(AIPQ_ENGINES, { error: AIPQ_MESSAGES.engineInvalid }),
  monthlyLimit: z
    .number({ error: M.quotaLimitInvalid })
    .int(M.quotaLimitInvalid)
    .min(0, M.quotaLimitInvalid)
    .max(AIPQ_QUOTA_LIMIT_MAX, M.quotaLimitInvalid)
    .nullable(),
});
export type TAipqQuotaLimit = z.infer<typeof ZAipqQuotaLimit>;

/** PUT {u}/admin/accounts/{accountId}/aipq-quota body. */
export const ZAipqQuotaLimitBody = z.object({ updateAipqQuotaRequest: z.object({ Quota: ZAipqQuotaLimit }) });
