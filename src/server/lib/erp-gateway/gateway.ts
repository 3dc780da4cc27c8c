/**
 * The ERP connector's interface (spec/erp-gateway.md; docs/decisions/058). One implementation,
 * `createErpGateway` in client.ts, speaks the contract: the key header, 202 + jobId then polling with
 * backoff, `{value}` wrapping and unwrapping in one place, retries of 429/500/503 with jitter (never
 * 400/401), batches of 25 for stock-item reads. Callers see plain values, never `{value}` wrappers.
 */
import type { TErpCustomer } from '#shared/schemas/erp';

/** Where and how to reach one account's gateway. */
export interface ErpConnectionConfig {
  baseUrl: string;
  apiKey: string;
}

/** Process-wide connector settings (AppOptions.erp; ERP_ALLOW_LOOPBACK …). */
export interface ErpSettings {
  /** Allow loopback gateway addresses (tests, a gateway on the same host): ERP_ALLOW_LOOPBACK=true. */
  allowLoopback: boolean;
  /** First poll delay of a gateway job, doubled up to pollMaxMs (default 250 / 4000). */
  pollStartMs?: number;
  pollMaxMs?: number;
  /** How long to wait for one gateway job before giving up (default 120000). */
  jobTimeoutMs?: number;
  /** Base delay of the retry backoff (default 500); retries per call (default 5). */
  retryBaseMs?: number;
  retries?: number;
  /** How long one HTTP exchange may take before it counts as timed out (default 30000). */
  requestTimeoutMs?: number;
}

/** A stock item (GET_STOCK_ITEM row), unwrapped. */
export interface ErpStockItem {
  InventoryID: string;
  Description: string | null;
  ItemClass: string | null;
  MSRP: number | null;
  DefaultPrice: number | null;
  BaseUOM: string | null;
  SalesUOM: string | null;
  ItemStatus: string | null;
  ImageUrl: string | null;
}

/** A new stock item (CREATE_STOCK_ITEM). */
export interface ErpStockItemCreate {
  InventoryID: string;
  ItemClass: string;
  Description: string;
  MSRP: number;
  DefaultPrice: number;
}

/** An opportunity line (GET_OPPORTUNITY Products), unwrapped; `id` is the line GUID. */
export interface ErpOpportunityLine {
  id: string;
  OpportunityProductID: number | null;
  InventoryID: string;
  Qty: number;
  UOM: string | null;
  UnitPrice: number | null;
  Amount: number | null;
  Discount: number | null;
  Warehouse: string | null;
  TaxCategory: string | null;
  TransactionDescription: string | null;
}

/** An opportunity (GET_OPPORTUNITY), unwrapped. */
export interface ErpOpportunity {
  OpportunityID: string;
  Subject: string | null;
  Stage: string | null;
  Status: string | null;
  ClassID: string | null;
  Owner: string | null;
  BusinessAccount: string | null;
  Location: string | null;
  ContactID: string | null;
  Amount: number | null;
  Total: number | null;
  CurrencyID: string | null;
  Products: ErpOpportunityLine[];
}

/** A product line of a create, or an add (no id) in an update. TransactionDescription carries the room (decision 058). */
export interface ErpProductAdd {
  InventoryID: string;
  Quantity?: number;
  UOM?: string;
  TransactionDescription?: string;
}
/** A change of an existing line (`id` from a fresh GET). */
export interface ErpProductUpdate {
  id: string;
  Quantity?: number;
  UOM?: string;
  Warehouse?: string;
  TransactionDescription?: string;
}
/** A removal of an existing line. */
export interface ErpProductDelete {
  id: string;
  delete: true;
}

/** CREATE_OPPORTUNITY fields (plain values; the connector wraps them). */
export interface ErpOpportunityCreate {
  Subject: string;
  ClassID?: string;
  Branch?: string;
  BusinessAccount?: string;
  Location?: string;
  Owner?: string;
  Amount?: number;
  Products: ErpProductAdd[];
  ContactInformation?: { FirstName?: string; LastName?: string; CompanyName?: string; Email?: string; Phone1?: string };
  Address?: { AddressLine1?: string; AddressLine2?: string; City?: string; State?: string; PostalCode?: string; Country?: string };
  Hold?: boolean;
}

/** UPDATE_OPPORTUNITY: the whole change set every time (updates are coalesced; the latest body wins). */
export type ErpOpportunityUpdate = Partial<Omit<ErpOpportunityCreate, 'Products'>> & {
  Products?: (ErpProductAdd | ErpProductUpdate | ErpProductDelete)[];
};

/** An item class (GET_ITEM_CLASS), unwrapped. */
export interface ErpItemClassRow {
  ClassID: string;
  Description: string | null;
}

/**
 * A failure of a gateway call, classified: `unauthorized` (401), `invalid` (400, with the gateway's
 * issues), `notFound` (404 or a read job with no row), `failed` (the job failed: `message` is the
 * gateway's error), `unreachable` (network, refused address), `timedOut`, `rateLimited` (429 after retries).
 */
export class ErpGatewayError extends Error {
  constructor(
    readonly code: 'unauthorized' | 'invalid' | 'notFound' | 'failed' | 'unreachable' | 'timedOut' | 'rateLimited' | 'refused',
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ErpGatewayError';
  }
}

/** One account's gateway. Every method waits for the gateway job and answers its result, unwrapped. */
export interface ErpGateway {
  /** GET_CUSTOMER; null when the ERP has no such customer. */
  getCustomer(customerId: string): Promise<TErpCustomer | null>;
  /** GET_OPPORTUNITY with its lines; null when unknown. */
  getOpportunity(opportunityId: string): Promise<ErpOpportunity | null>;
  /** CREATE_OPPORTUNITY under `idempotencyKey` (persisted by the caller before the call); answers the new OpportunityID. */
  createOpportunity(body: ErpOpportunityCreate, idempotencyKey: string): Promise<string>;
  /** UPDATE_OPPORTUNITY with the whole change set. */
  updateOpportunity(opportunityId: string, body: ErpOpportunityUpdate): Promise<void>;
  /** GET_STOCK_ITEM for many ids, in batches of 25; ids the ERP does not know are left out. */
  getStockItems(inventoryIds: readonly string[]): Promise<ErpStockItem[]>;
  /** CREATE_STOCK_ITEM under `idempotencyKey`. */
  createStockItem(item: ErpStockItemCreate, idempotencyKey: string): Promise<void>;
  /** GET_ITEM_CLASS (all). */
  getItemClasses(): Promise<ErpItemClassRow[]>;
  /** A cheap authenticated read that proves URL and key work (used by "Test connection"). */
  ping(): Promise<void>;
}
