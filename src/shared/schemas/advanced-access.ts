import { z } from 'zod';
import { ACCESS_CODE_MAX, ACCESS_CODE_MIN, ADVANCED_ACCESS_MESSAGES as M } from '#shared/lib/advanced-access-messages';

/** How the user has advanced access: a feature flag, the account setting, a valid code, or not at all. */
export const ADVANCED_ACCESS_VIA = ['flag', 'setting', 'code'] as const;

/** A user's advanced access, as GET /v4/user/me carries it (`advancedAccess`). */
export const ZAdvancedAccess = z.object({
  granted: z.boolean(),
  via: z.enum(ADVANCED_ACCESS_VIA).nullable(),
  /** When a code grant ends (ISO); null for the flag, the setting or no access. */
  expiresAt: z.string().nullable(),
});
export type TAdvancedAccess = z.infer<typeof ZAdvancedAccess>;

/** Body of POST {u}/access-code: `{"accessCode": "…"}`. */
export const ZAccessCodeCheck = z.object({
  accessCode: z.string({ error: M.codeRequired }).min(1, M.codeRequired).max(100, M.codeTooLong),
});
export type TAccessCodeCheck = z.infer<typeof ZAccessCodeCheck>;

/** Answer of POST {u}/access-code. */
export const ZAccessCodeResult = z.object({
  accessCodeValid: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type TAccessCodeResult = z.infer<typeof ZAccessCodeResult>;

/** Body of PUT {u}/account/access-code: the account's new code, 4–32 characters, no outer spaces. */
export const ZAccessCodeSet = z.object({
  code: z
    .string({ error: M.newCodeLength })
    .min(ACCESS_CODE_MIN, M.newCodeLength)
    .max(ACCESS_CODE_MAX, M.newCodeLength)
    .refine((v) => v.trim() === v, M.newCodeBlank),
});
export type TAccessCodeSet = z.infer<typeof ZAccessCodeSet>;

/** Answer of PUT/DELETE {u}/account/access-code. */
export const ZAccessCodeState = z.object({ hasAccessCode: z.boolean() });
