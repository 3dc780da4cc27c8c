import { z } from 'zod';
import {
  PAYMENT_ACCOUNT_LIMITS,
  PAYMENT_ACCOUNT_MESSAGES as M,
  PAYMENT_ACCOUNT_TYPES,
  PAYMENT_PROCESSORS,
} from '#shared/lib/payment-account-messages';

/** The request operation and resource of a create (`{"createPaymentAccountRequest": {"PaymentAccount": {…}}}`). */
export const PAYMENT_ACCOUNT_CREATE_OPERATION = 'createPaymentAccountRequest';

/**
 * A payment account as the API answers it (spec/business-records.md §3 "Payment account"):
 * `status.url` is a fresh onboarding link of an invalid Stripe account, `links.manage` the
 * provider's dashboard link of a valid one; both null otherwise.
 */
export const ZPaymentAccount = z.object({
  id: z.number().int(),
  type: z.enum(PAYMENT_ACCOUNT_TYPES),
  label: z.string(),
  processor: z.enum(PAYMENT_PROCESSORS),
  status: z.object({ valid: z.boolean(), reason: z.string().nullable(), url: z.string().nullable() }),
  links: z.object({ manage: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPaymentAccount = z.infer<typeof ZPaymentAccount>;

/** Which processors this server offers: Stripe only when it is configured; manual always. */
export const ZPaymentProcessors = z.object({
  stripe: z.object({ available: z.boolean() }),
  manual: z.object({ available: z.boolean() }),
});
export type TPaymentProcessors = z.infer<typeof ZPaymentProcessors>;

/** GET {u}/paymentaccount: the accounts, and in `meta.processors` what can be added. */
export const ZPaymentAccountList = z.object({
  data: z.array(ZPaymentAccount),
  meta: z.object({ processors: ZPaymentProcessors }),
});
export type TPaymentAccountList = z.infer<typeof ZPaymentAccountList>;

/** `createPaymentAccountRequest.PaymentAccount`: type (default merchant), processor and label. */
export const ZPaymentAccountCreate = z.object({
  type: z.enum(PAYMENT_ACCOUNT_TYPES, { error: M.typeInvalid }).default('merchant'),
  processor: z.enum(PAYMENT_PROCESSORS, { error: M.processorInvalid }),
  label: z.string({ error: M.labelRequired }).trim().min(1, M.labelRequired).max(PAYMENT_ACCOUNT_LIMITS.labelMax, M.labelTooLong),
});
export type TPaymentAccountCreate = z.infer<typeof ZPaymentAccountCreate>;
export type TPaymentAccountCreateInput = z.input<typeof ZPaymentAccountCreate>;
