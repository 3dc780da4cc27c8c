/** Role names of spec/workspace.md §6. Role id 11 is the pro role. */
export const ROLE_NAMES = [
  'ROLE_IBOOK',
  'ROLE_AIPQ',
  'ROLE_SPECMARKET_BUYER',
  'ROLE_SPECMARKET_SELLER',
  'ROLE_SPECMARKET_SELLER_ALL_BRANDS',
  'ROLE_PRO',
  'accounting_tab',
  'ROLE_SPECBOOK_ISPEC',
  'ROLE_SMART_LABELS',
  'ROLE_SPECBOOKS_ADMIN',
  'admin',
] as const;
export type TRoleName = (typeof ROLE_NAMES)[number];

/** Fixed ids so that "role id 11 = pro" holds on every database. */
export const ROLE_IDS: Record<TRoleName, number> = {
  ROLE_IBOOK: 1,
  ROLE_AIPQ: 2,
  ROLE_SPECMARKET_BUYER: 3,
  ROLE_SPECMARKET_SELLER: 4,
  ROLE_SPECMARKET_SELLER_ALL_BRANDS: 5,
  accounting_tab: 6,
  ROLE_SPECBOOK_ISPEC: 7,
  ROLE_SMART_LABELS: 8,
  ROLE_SPECBOOKS_ADMIN: 9,
  admin: 10,
  ROLE_PRO: 11,
};

/** The role that opens the Accounting page (spec/workspace.md §6 accounting_tab; with the useInvoicing flag). */
export const ACCOUNTING_ROLE: TRoleName = 'accounting_tab';

/** The role of the upgraded 'Plus' tier (spec/workspace.md §1, §6): it allows the 'SB+' clone. */
export const SPECBOOKS_PLUS_ROLE: TRoleName = 'ROLE_SPECBOOK_ISPEC';

/**
 * hasSpecbooksPlus (spec §6 'has{product}Plus'): the user holds the active Plus role. Specfolio
 * has no separate flag for the tier, so the role is the one source of truth (decision 014).
 * @param roleNames the user's active role names.
 */
export function hasSpecbooksPlus(roleNames: readonly string[]): boolean {
  return roleNames.includes(SPECBOOKS_PLUS_ROLE);
}

/** Feature flag names (featureFlagName) of spec/workspace.md §6. */
export const FEATURE_FLAGS = [
  'useSpecmarketCategoryImages',
  'erpIntegration.canExportspecbooks',
  'erpIntegration.writerId',
  'erpIntegration.writerIdToUpper',
  'erpIntegration.writerIdRequired',
  'erpIntegration.salesRepId',
  'erpIntegration.salesRepIdRequired',
  'erpIntegration.canImportOrders',
  'useInvoicing',
  'useCustomerCenter',
  'useAccountSettingsPage',
  'useNewPDF',
  'useInventoryCenter',
  'usePurchaseOrder',
  'useJobPipelines',
  'useProUserInvite',
  'useThirdLineDescription',
  'advancedPricing.bypassAccessCode',
  'useNewMenu',
] as const;
export type TFeatureFlag = (typeof FEATURE_FLAGS)[number];

/** The flag of the pro-user invite modal on the manage page and of POST {u}/pro-invites (spec §6). */
export const PRO_INVITE_FLAG: TFeatureFlag = 'useProUserInvite';

/** Account types of spec/business-records.md §1. */
export const ACCOUNT_TYPES = [
  'Showroom/Retail',
  'Distributor/Wholesale',
  'Plumber',
  'Contractor',
  'Interior Designer',
  'Architect',
  'Manufacturer',
  'Electrician',
  'Home Remodeler',
  'Property Manager',
] as const;
export type TAccountType = (typeof ACCOUNT_TYPES)[number];
