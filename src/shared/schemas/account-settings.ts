import { z } from 'zod';
import {
  ACCOUNT_SETTING_KEYS,
  isAccountSettingKey,
  parseSettingValue,
  type AccountSettingKey,
} from '#shared/lib/account-settings';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';

/** One account setting as the API answers it: stored value (or null), default, effective value. */
export const ZAccountSetting = z.object({
  key: z.enum(ACCOUNT_SETTING_KEYS as [AccountSettingKey, ...AccountSettingKey[]]),
  value: z.string().nullable(),
  default: z.string(),
  effective: z.string(),
});
export type TAccountSetting = z.infer<typeof ZAccountSetting>;

/**
 * `patchAccountSettingsRequest.Settings`: key → value. Each value is checked by its key's rule
 * and turned into the stored string; null removes the stored value (back to the default).
 * An unknown key or a bad value is a 400 whose field is the key.
 */
export const ZAccountSettingsPatch = z
  .record(z.string(), z.unknown())
  .superRefine((settings, ctx) => {
    for (const [key, raw] of Object.entries(settings)) {
      if (!isAccountSettingKey(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: M.settingUnknown(key) });
        continue;
      }
      const parsed = raw === null || raw === undefined ? null : parseSettingValue(key, raw);
      if (parsed && !parsed.ok) ctx.addIssue({ code: 'custom', path: [key], message: parsed.message });
    }
  })
  .transform((settings) => {
    const out: Partial<Record<AccountSettingKey, string | null>> = {};
    for (const [key, raw] of Object.entries(settings)) {
      const parsed = raw === null || raw === undefined ? null : parseSettingValue(key, raw);
      out[key as AccountSettingKey] = parsed?.ok ? parsed.value : null;
    }
    return out;
  });
export type TAccountSettingsPatch = z.output<typeof ZAccountSettingsPatch>;
