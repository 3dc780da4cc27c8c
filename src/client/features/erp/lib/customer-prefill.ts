import { ZErpSubmit, type TErpCustomer, type TErpSubmitInput } from '#shared/schemas/erp';
import type { TAddress } from '#shared/schemas/customer';
import type { TSpecbookCustomer } from '#shared/schemas/specbook-customer';

/** The step-03 form's values: every text field a string (blank = not given). */
export type TCustomerFormValues = {
  customerFirstName: string;
  customerLastName: string;
  customerPhone: string;
  customerEmail: string;
  customerNumber: string;
  sameAsShipping: boolean;
  shippingAddress: { addressLine1: string; addressLine2: string; city: string; stateId: string; zipCode: string; countryId: string };
  billingAddress: {
    firstName: string;
    lastName: string;
    addressLine1: string;
    addressLine2: string;
    city: string;
    stateId: string;
    zipCode: string;
    countryId: string;
  };
  writerId: string;
  salesRepId: string;
};

/** The first value that is not blank, else ''. */
function firstOf(...values: Array<string | null | undefined>): string {
  return values.find((value) => value !== null && value !== undefined && value.trim() !== '')?.trim() ?? '';
}

/** An address's lines from the specbook's address, else the ERP customer's. */
function addressLines(address: TAddress | null | undefined, erp: TErpCustomer | null) {
  if (address) {
    return { addressLine1: address.line1, addressLine2: firstOf(address.line2), city: firstOf(address.city), stateId: firstOf(address.state), zipCode: firstOf(address.zipCode), countryId: firstOf(address.country) };
  }
  return {
    addressLine1: firstOf(erp?.AddressLine1),
    addressLine2: firstOf(erp?.AddressLine2),
    city: firstOf(erp?.City),
    stateId: firstOf(erp?.State),
    zipCode: firstOf(erp?.ZipCode),
    countryId: firstOf(erp?.Country),
  };
}

/**
 * The form's first values: the names, phone and e-mail of the specbook's customer (the ERP's
 * e-mail and phone when the specbook has none), the customer number = the ERP CustomerID, the
 * specbook's shipping and billing addresses (the ERP customer's address when it has none).
 * Billing is "same as shipping" unless the specbook has its own billing address.
 */
export function prefillCustomerForm(erp: TErpCustomer | null, specbook: TSpecbookCustomer | null): TCustomerFormValues {
  const billing = specbook?.billingAddress ?? null;
  const shipping = specbook?.shippingAddress ?? null;
  return {
    customerFirstName: firstOf(specbook?.customerFirstName),
    customerLastName: firstOf(specbook?.customerLastName),
    customerPhone: firstOf(specbook?.customerPhone, erp?.PrimaryPhone1),
    customerEmail: firstOf(specbook?.customerEmail, erp?.PrimaryEmail),
    customerNumber: firstOf(erp?.CustomerID, specbook?.customerNumber),
    sameAsShipping: billing === null || billing.id === shipping?.id,
    shippingAddress: addressLines(shipping, erp),
    billingAddress: {
      firstName: firstOf(billing?.firstName, specbook?.customerFirstName),
      lastName: firstOf(billing?.lastName, specbook?.customerLastName),
      ...addressLines(billing ?? shipping, erp),
    },
    writerId: '',
    salesRepId: '',
  };
}

/** What POST …/erp/submit sends for the form's values (billing left out when it is the shipping address). */
export function submitBody(values: TCustomerFormValues): TErpSubmitInput {
  const { writerId, salesRepId, billingAddress, ...info } = values;
  return {
    submitSpecbookRequest: {
      customerInfo: values.sameAsShipping ? info : { ...info, billingAddress },
      writerId,
      salesRepId,
    },
  };
}

/** The form's errors under ZErpSubmit, keyed by the form's dotted paths ('shippingAddress.city'). */
export function customerFormErrors(values: TCustomerFormValues): Record<string, string> {
  const result = ZErpSubmit.safeParse(submitBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    // Paths start with submitSpecbookRequest and, for the customer fields, customerInfo.
    const path = issue.path.slice(1).filter((part) => part !== 'customerInfo').join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
