import { z } from 'zod';
import { SUPPORTED_LOCALES } from '#shared/lib/locale';
import { ZAdvancedAccess } from './advanced-access';

/** A role as the API returns it (spec/workspace.md §3 "User" → Role). */
export const ZRole = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  active: z.boolean(),
  legacyRole: z.string().nullable(),
  createDateTime: z.string(),
  updateDateTime: z.string(),
});
export type TRole = z.infer<typeof ZRole>;

/** The current user, GET /api/v4/user/me. */
export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  logoURL: z.string().nullable(),
  parentUserID: z.number().int().nullable(),
  accountID: z.number().int(),
  accountTypeID: z.number().int().nullable(),
  phone: z.string().nullable(),
  companyWebAddress: z.string().nullable(),
  /**
   * The API keys: secrets, shown masked (prefix, '••••' and the last four characters) only to the
   * user themself and platform admins; null to anyone else (docs/decisions/081, 087).
   */
  apiKey: z.string().nullable(),
  specbooksApiKey: z.string().nullable(),
  specbooksPublicApiKey: z.string().nullable(),
  legacyUserRoles: z.string().nullable(),
  legacyAddress: z.string().nullable(),
  googleAnalytics: z.string().nullable(),
  fax: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  storeManagerName: z.string().nullable(),
  storeManagerEmail: z.string().nullable(),
  wishlistProfileID: z.number().int().nullable(),
  webOrderProfileID: z.number().int().nullable(),
  hiveOrderProfileID: z.number().int().nullable(),
  importType: z.string().nullable(),
  /** Integration settings (an ERP-specific key is read under it). */
  integrationData: z.record(z.string(), z.unknown()).nullable(),
  integrationCustomerSearch: z.boolean(),
  theme: z.string().nullable(),
  /** The user's locale setting (lower-case, one of SUPPORTED_LOCALES); null: the browser's language decides. */
  locale: z.enum(SUPPORTED_LOCALES).nullable(),
  roles: z.array(ZRole),
  /** Active role names, for quick checks. */
  roleNames: z.array(z.string()),
  features: z.array(z.string()),
  hasAdminRole: z.boolean(),
  hasProRole: z.boolean(),
  /** The upgraded 'Plus' tier (ROLE_SPECBOOK_ISPEC): may clone catalogue specs with specbooks Plus. */
  hasSpecbooksPlus: z.boolean(),
  canUseInvoicing: z.boolean(),
  /** The PDF modal (orientation, PDFs made by the API): the feature flag useNewPDF (spec §6). */
  canUsePdfModal: z.boolean(),
  createDateTime: z.string(),
  updateDateTime: z.string(),
  lastLoginDateTime: z.string().nullable(),
  lastPasswordResetDateTime: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

/** GET /api/v4/user/me: the user with their advanced (pricing) access, read once per session. */
export const ZMe = ZUser.extend({ advancedAccess: ZAdvancedAccess });
export type TMe = z.infer<typeof ZMe>;

/** The account (company) of the current user, GET /api/v4/user/{userId}/account. */
export const ZAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  logoURL: z.string().nullable(),
  address: z.string().nullable(),
});
export type TAccount = z.infer<typeof ZAccount>;

/** A side-menu item (spec/workspace.md §2 "Side menu"). */
export const ZMenuItem = z.object({
  title: z.string(),
  icon: z.string().nullable(),
  href: z.string().nullable(),
  /** 'link' | 'matrix' | 'separator' | 'action' */
  type: z.string(),
  tooltip: z.string().nullable(),
  disabled: z.boolean(),
  dimmed: z.boolean(),
  subtitle: z.string().nullable(),
  count: z.number().int().nullable(),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

/** GET /api/v4/user/{userId}/menu answers {data: {menu: [...]}}. */
export const ZMenu = z.object({ menu: z.array(ZMenuItem) });

/** One header-search hit: GET /api/v4/user/{userId}/specbook?search=… */
export const ZSpecbookSearchHit = z.object({
  id: z.number().int(),
  specbookID: z.number().int(),
  name: z.string(),
  profileName: z.string().nullable(),
  profile: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type TSpecbookSearchHit = z.infer<typeof ZSpecbookSearchHit>;
