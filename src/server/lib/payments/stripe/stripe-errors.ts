import Stripe from 'stripe';
import { BadGatewayError, HttpError, NotFoundError, UnprocessableError, ValidationError } from '#server/lib/http/errors';
import { PAYMENT_ACCOUNT_MESSAGES as M } from '#shared/lib/payment-account-messages';

const E = Stripe.errors;

/**
 * The one place that turns a Stripe SDK error into the API's error: a bad webhook signature 400,
 * a missing object 404, an idempotency key reused with other parameters 422, a declined card or a
 * request Stripe refuses 422 with Stripe's message, credentials refused and anything unreachable
 * 502. Errors that are not Stripe's pass through unchanged.
 */
export function toHttpError(err: unknown): unknown {
  if (!(err instanceof E.StripeError)) return err;
  if (err instanceof E.StripeSignatureVerificationError) return ValidationError.field('Stripe-Signature', M.webhookSignature);
  if (err instanceof E.StripeIdempotencyError) return new UnprocessableError(M.idempotencyReused);
  if (err instanceof E.StripeCardError) return new UnprocessableError(err.message);
  if (err instanceof E.StripeInvalidRequestError) {
    return err.statusCode === 404 ? new NotFoundError() : new UnprocessableError(err.message || M.providerRejected);
  }
  if (err instanceof E.StripeAuthenticationError || err instanceof E.StripePermissionError) return new BadGatewayError(M.providerCredentials);
  return new BadGatewayError(M.providerUnreachable);
}

/** Runs a Stripe call and rethrows its failure as the API's error ({@link toHttpError}). */
export async function mapStripeErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const mapped = toHttpError(err);
    throw mapped instanceof HttpError ? mapped : err;
  }
}
