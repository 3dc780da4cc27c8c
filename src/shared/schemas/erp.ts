import { z } from 'zod';
import { ERP_CUSTOMER_MESSAGES as CM, ERP_JOB_KINDS, ERP_JOB_STATUSES, ERP_LIMITS as L, ERP_MESSAGES as M } from '#shared/lib/erp';
import { PHONE_PATTERN, optionalText } from './profile';
import { ZMoney } from './totals';

const MAX_ID = 2_147_483_647;

// ---------------------------------------------------------------- connection (Company Account)

/**
 * Body of PUT {u}/account/erp: `{"erpConnection":{"baseUrl","apiKey"}}`. `apiKey` may be left out
 * (or blank) to keep the stored one; the first save needs it (the service answers apiKeyRequired).
 */
export const ZErpConnectionUpdate = z.object({
  erpConnection: z.object({
    baseUrl: z
      .string({ error: M.baseUrlRequired })
      .trim()
      .min(1, M.baseUrlRequired)
      .max(L.baseUrlMax, M.baseUrlInvalid)
      .pipe(z.url({ protocol: /^https?$/, error: M.baseUrlInvalid })),
    apiKey: optionalText(z.string().max(L.apiKeyMax, M.apiKeyMax)),
  }),
});
export type TErpConnectionUpdateInput = z.input<typeof ZErpConnectionUpdate>;

/** GET / PUT {u}/account/erp answer: never the key itself. */
export const ZErpConnection = z.object({
  baseUrl: z.string().nullable(),
  hasKey: z.boolean(),
  lastTest: z.object({ ok: z.boolean(), message: z.string(), testedAt: z.string() }).nullable(),
});
export type TErpConnection = z.infer<typeof ZErpConnection>;

/** POST {u}/account/erp/test answer. */
export const ZErpTestResult = z.object({ ok: z.boolean(), message: z.string() });
export type TErpTestResult = z.infer<typeof ZErpTestResult>;

// ---------------------------------------------------------------- jobs

/** GET {u}/erp/jobs/{jobId}: `result` has the shape of its kind (below); `message` says why it failed. */
export const ZErpJob = z.object({
  id: z.number().int(),
  kind: z.enum(ERP_JOB_KINDS),
  status: z.enum(ERP_JOB_STATUSES),
  result: z.unknown().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TErpJob = z.infer<typeof ZErpJob>;

const zJoinIds = z
  .array(z.number({ error: M.joinIdsRequired }).int(M.joinIdsRequired).positive(M.joinIdsRequired).max(MAX_ID, M.joinIdsRequired), {
    error: M.joinIdsRequired,
  })
  .min(1, M.joinIdsRequired)
  .max(5000, M.joinIdsRequired);

// ---------------------------------------------------------------- step 01: prices

/** A spec whose specbook prices differ from the ERP's stock item (money as "12.50"; null = not set). */
export const ZErpPriceDifference = z.object({
  joinId: z.number().int(),
  modelNumber: z.string(),
  name: z.string(),
  /** The ERP's DefaultPrice. */
  erpPrice: ZMoney.nullable(),
  /** The ERP's MSRP. */
  msrp: ZMoney.nullable(),
  salePrice: ZMoney.nullable(),
  listPrice: ZMoney.nullable(),
});
export type TErpPriceDifference = z.infer<typeof ZErpPriceDifference>;

/** Result of a 'prices' job (POST {u}/specbook/{id}/erp/prices). */
export const ZErpPricesResult = z.object({ differences: z.array(ZErpPriceDifference) });
export type TErpPricesResult = z.infer<typeof ZErpPricesResult>;

/** Body of POST {u}/specbook/{id}/erp/prices/apply: list price ← MSRP, sale price ← ERP price, from the latest 'prices' job. */
export const ZErpPricesApply = z.object({ joinIds: zJoinIds });
export type TErpPricesApply = z.infer<typeof ZErpPricesApply>;

/** POST …/erp/prices/apply answer. */
export const ZErpPricesApplied = z.object({ updated: z.array(z.number().int()) });

// ---------------------------------------------------------------- step 02: missing products

/** A spec the ERP has no stock item for. */
export const ZErpMissingProduct = z.object({
  joinId: z.number().int(),
  modelNumber: z.string(),
  name: z.string(),
  manufacturerName: z.string(),
});
/** Result of a 'missing' job (POST {u}/specbook/{id}/erp/missing). */
export const ZErpMissingResult = z.object({ missing: z.array(ZErpMissingProduct) });
export type TErpMissingResult = z.infer<typeof ZErpMissingResult>;

/** Body of POST {u}/specbook/{id}/erp/missing/create (a 'create_missing' job). */
export const ZErpMissingCreate = z.object({
  itemClass: z.string({ error: M.itemClassRequired }).trim().min(1, M.itemClassRequired).max(L.itemClassMax, M.itemClassRequired),
  joinIds: zJoinIds,
});
export type TErpMissingCreate = z.infer<typeof ZErpMissingCreate>;

/** Result of a 'create_missing' job. */
export const ZErpMissingCreated = z.object({
  created: z.array(z.object({ joinId: z.number().int(), modelNumber: z.string() })),
  failed: z.array(z.object({ joinId: z.number().int(), modelNumber: z.string(), message: z.string() })),
});
export type TErpMissingCreated = z.infer<typeof ZErpMissingCreated>;

/** An ERP item class (GET {u}/erp/item-classes). */
export const ZErpItemClass = z.object({ id: z.string(), description: z.string().nullable() });
export type TErpItemClass = z.infer<typeof ZErpItemClass>;

// ---------------------------------------------------------------- step 03: customer

/** GET {u}/specbook/{id}/erp/customer: the ERP customer row, its `{value}` fields unwrapped (ERP names kept). */
export const ZErpCustomer = z.object({
  CustomerID: z.string(),
  CustomerName: z.string().nullable(),
  AddressLine1: z.string().nullable(),
  AddressLine2: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  ZipCode: z.string().nullable(),
  Country: z.string().nullable(),
  Terms: z.string().nullable(),
  PriceClassID: z.string().nullable(),
  CustomerClass: z.string().nullable(),
  WarehouseID: z.string().nullable(),
  ShipVia: z.string().nullable(),
  TaxZone: z.string().nullable(),
  PrimaryEmail: z.string().nullable(),
  PrimaryPhone1: z.string().nullable(),
  Status: z.string().nullable(),
});
export type TErpCustomer = z.infer<typeof ZErpCustomer>;

const zPersonName = (max: string) => optionalText(z.string().max(25, max));
const zAddressLines = {
  addressLine1: optionalText(z.string().min(3, CM.address1Min).max(100, CM.address1Max)),
  addressLine2: optionalText(z.string().max(100, CM.address2Max)),
  stateId: optionalText(z.string().max(50)),
  countryId: optionalText(z.string().max(50)),
};

/** The customer-info form of step 03 (spec §5 "Customer info in the ERP wizard"). */
export const ZErpCustomerInfo = z.object({
  customerFirstName: zPersonName(CM.firstNameMax),
  customerLastName: zPersonName(CM.lastNameMax),
  customerPhone: optionalText(z.string().regex(PHONE_PATTERN, CM.notValid)),
  customerEmail: optionalText(z.email(CM.notValid)),
  customerNumber: z.string({ error: CM.required }).trim().min(1, CM.required).max(50, CM.required),
  sameAsShipping: z.boolean().default(true),
  shippingAddress: z.object({
    ...zAddressLines,
    city: optionalText(z.string().min(3, CM.shippingCityMin).max(25, CM.shippingCityMax)),
    zipCode: optionalText(z.string().min(5, CM.shippingZipMin).max(10, CM.shippingZipMax)),
  }),
  billingAddress: z
    .object({
      firstName: zPersonName(CM.firstNameMax),
      lastName: zPersonName(CM.lastNameMax),
      ...zAddressLines,
      city: optionalText(z.string().min(3, CM.billingCityMin).max(25, CM.billingCityMax)),
      zipCode: optionalText(z.string().min(5, CM.billingZipMin).max(10, CM.billingZipMax)),
    })
    .optional(),
});
export type TErpCustomerInfoInput = z.input<typeof ZErpCustomerInfo>;
export type TErpCustomerInfo = z.output<typeof ZErpCustomerInfo>;

// ---------------------------------------------------------------- submit

/**
 * Body of POST {u}/specbook/{id}/erp/submit: the reviewed customer info, and the writer / sales rep
 * ids when the account's erpIntegration.writerId / salesRepId flags ask for them (required with
 * …Required, upper-cased with writerIdToUpper — checked by the service, which knows the flags).
 */
export const ZErpSubmit = z.object({
  submitSpecbookRequest: z.object({
    customerInfo: ZErpCustomerInfo,
    writerId: optionalText(z.string().max(L.writerIdMax)),
    salesRepId: optionalText(z.string().max(L.salesRepIdMax)),
  }),
});
export type TErpSubmitInput = z.input<typeof ZErpSubmit>;
export type TErpSubmit = z.output<typeof ZErpSubmit>;

/** Result of a 'submit' job: the opportunity, and whether it was created (false = updated). */
export const ZErpSubmitResult = z.object({ opportunityId: z.string(), created: z.boolean() });
export type TErpSubmitResult = z.infer<typeof ZErpSubmitResult>;

/** The specbook's ERP fields as GET one specbook answers them (`erp`). */
export const ZSpecbookErp = z.object({
  opportunityId: z.string().nullable(),
  submissionVersion: z.number().int(),
  submittedAt: z.string().nullable(),
});
export type TSpecbookErp = z.infer<typeof ZSpecbookErp>;

// ---------------------------------------------------------------- bid import

/** Body of POST {u}/profile/{profileId}/erp: import an ERP opportunity (a bid) as a new specbook. */
export const ZErpBidImport = z.object({
  opportunityId: z
    .string({ error: M.opportunityIdRequired })
    .trim()
    .min(1, M.opportunityIdRequired)
    .max(L.opportunityIdMax, M.opportunityIdRequired),
});
export type TErpBidImport = z.infer<typeof ZErpBidImport>;

/** Result of a 'bid' job: the new specbook and the lines no catalogue spec matched by InventoryID. */
export const ZErpBidResult = z.object({
  specbookId: z.number().int(),
  unmatched: z.array(z.object({ inventoryId: z.string(), quantity: z.number(), description: z.string().nullable() })),
});
export type TErpBidResult = z.infer<typeof ZErpBidResult>;

// ---------------------------------------------------------------- ERP price groups

/** Result of a 'price_groups' job (POST {u}/erp/price-groups/refresh). */
export const ZErpPriceGroupsResult = z.object({
  groups: z.array(z.object({ id: z.number().int(), name: z.string(), priceClassId: z.string(), manufacturers: z.number().int() })),
});
export type TErpPriceGroupsResult = z.infer<typeof ZErpPriceGroupsResult>;
