/**
 * The roles and feature flags of spec/workspace.md §6 as gates (docs/decisions/067): one table of
 * what each gated feature needs, read by the server (403 with the feature's message, see
 * #server/lib/access) and by the client (the menu item, button or route is hidden). No messages of
 * other features are imported here, so that the client's pages carry only the table.
 */
import type { TFeatureFlag, TRoleName } from './roles';

/** What an access check reads of a user: the active role names and the feature flags (server AuthUser and client TUser alike). */
export type TGrants = { roleNames: readonly string[]; features: readonly string[] };

/** A gate: every listed role and every listed flag is needed. */
export type TGate = { roles?: readonly TRoleName[]; flags?: readonly TFeatureFlag[] };

/** Every gated feature: the roles and flags it needs (spec/workspace.md §6, spec/business-records.md §6). */
export const ACCESS_GATES = {
  aipq: { roles: ['ROLE_AIPQ'] },
  smartLabels: { roles: ['ROLE_SMART_LABELS'] },
  invoicing: { flags: ['useInvoicing'] },
  accounting: { roles: ['accounting_tab'], flags: ['useInvoicing'] },
  inventory: { flags: ['useInventoryCenter'] },
  proInvite: { flags: ['useProUserInvite'] },
  erpExport: { flags: ['erpIntegration.canExportspecbooks'] },
  erpImport: { flags: ['erpIntegration.canImportOrders'] },
  pdfOrientation: { flags: ['useNewPDF'] },
  purchaseOrders: { flags: ['usePurchaseOrder'] },
  jobPipelines: { flags: ['useJobPipelines'] },
  priceFeatures: { roles: ['ROLE_IBOOK'] },
  marketplaceBuyer: { roles: ['ROLE_PRO', 'ROLE_SPECMARKET_BUYER'] },
  marketplaceSeller: { roles: ['ROLE_SPECMARKET_SELLER'] },
  marketplaceAllBrands: { roles: ['ROLE_SPECMARKET_SELLER', 'ROLE_SPECMARKET_SELLER_ALL_BRANDS'] },
  accountSettings: { flags: ['useAccountSettingsPage'] },
  customerCenter: { flags: ['useCustomerCenter'] },
} as const satisfies Record<string, TGate>;
/** The name of a gated feature. */
export type TAccessGate = keyof typeof ACCESS_GATES;

/**
 * Whether `user` may use the gated feature: holds every role (active ones only reach here) and every flag it needs.
 * @param user the user's active role names and feature flags.
 * @param gate the feature.
 */
export function canUse(user: TGrants, gate: TAccessGate): boolean {
  const needs: TGate = ACCESS_GATES[gate];
  return (needs.roles ?? []).every((role) => user.roleNames.includes(role)) && (needs.flags ?? []).every((flag) => user.features.includes(flag));
}
