/**
 * The server side of the role and flag gates (docs/decisions/067): every gated call checks its
 * feature here, so a refusal is the same 403 with the feature's message everywhere.
 */
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '#server/lib/context';
import { ForbiddenError } from '#server/lib/http/errors';
import { canUse, type TAccessGate } from '#shared/lib/access';
import { ACCESS_MESSAGES } from '#shared/lib/access-messages';
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import { BOARD_MESSAGES } from '#shared/lib/board-messages';
import { COMPANY_MESSAGES } from '#shared/lib/company-messages';
import { CUSTOMER_MESSAGES } from '#shared/lib/customer-messages';
import { ERP_MESSAGES } from '#shared/lib/erp';
import { INVENTORY_MESSAGES } from '#shared/lib/inventory';
import { INVOICE_MESSAGES } from '#shared/lib/invoice-messages';
import { SHARING_MESSAGES } from '#shared/lib/sharing-messages';
import { SMART_LABEL_MESSAGES } from '#shared/lib/smart-label-messages';
import { SPECS_PDF_ERRORS } from '#shared/lib/specs-pdf-messages';

/** The 403 message of each gate. */
const REFUSALS: Record<TAccessGate, string> = {
  aipq: AIPQ_MESSAGES.roleRequired,
  smartLabels: SMART_LABEL_MESSAGES.roleRequired,
  invoicing: INVOICE_MESSAGES.invoicingDisabled,
  accounting: ACCESS_MESSAGES.accounting,
  inventory: INVENTORY_MESSAGES.notEnabled,
  proInvite: SHARING_MESSAGES.proInviteNotEnabled,
  erpExport: ERP_MESSAGES.exportNotEnabled,
  erpImport: ERP_MESSAGES.importNotEnabled,
  pdfOrientation: SPECS_PDF_ERRORS.orientationNotEnabled,
  purchaseOrders: ACCESS_MESSAGES.purchaseOrders,
  jobPipelines: BOARD_MESSAGES.notEnabled,
  priceFeatures: ACCESS_MESSAGES.priceFeatures,
  marketplaceBuyer: ACCESS_MESSAGES.marketplaceBuyer,
  marketplaceSeller: ACCESS_MESSAGES.marketplaceSeller,
  marketplaceAllBrands: ACCESS_MESSAGES.marketplaceAllBrands,
  accountSettings: COMPANY_MESSAGES.notEnabled,
  customerCenter: CUSTOMER_MESSAGES.centerNotEnabled,
};

/**
 * 403 with the feature's message unless `user` holds what `gate` needs (for a token viewer, the
 * specbook owner's roles and flags).
 * @throws ForbiddenError
 */
export function requireAccess(user: AuthUser, gate: TAccessGate): void {
  if (!canUse(user, gate)) throw new ForbiddenError(REFUSALS[gate]);
}

/**
 * An onRequest hook for a route behind `gate`; list it after `app.requireAuth`, which sets
 * `request.ctx`: `onRequest: [app.requireAuth, accessHook('purchaseOrders')]`.
 */
export function accessHook(gate: TAccessGate): (request: FastifyRequest) => Promise<void> {
  return async (request) => requireAccess(request.ctx.user, gate);
}
