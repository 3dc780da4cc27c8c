/**
 * The ERP connector (docs/decisions/058): the only code that speaks spec/erp-gateway.md. Every
 * call sends the key header, gets 202 + jobId, and polls the job with exponential backoff; 429
 * (after Retry-After), 500 and 503 are retried with exponential backoff and full jitter, 400 and
 * 401 never; a job back in `queued` with `error` set is still polled. Stock items are read 25 ids
 * at a time. Fields are wrapped on the way out and rows unwrapped on the way in (wrapping.ts).
 */
import { ERP_API_KEY_HEADER, ERP_LIMITS, ERP_MESSAGES } from '#shared/lib/erp';
import type { TErpCustomer } from '#shared/schemas/erp';
import {
  ErpGatewayError,
  type ErpConnectionConfig,
  type ErpGateway,
  type ErpItemClassRow,
  type ErpOpportunity,
  type ErpOpportunityLine,
  type ErpSettings,
  type ErpStockItem,
} from './gateway';
import { sendGatewayRequest, type GatewayResponse } from './transport';
import { isJsonObject, numberField, textField, unwrapRow, wrapFields, type JsonObject, type JsonValue } from './wrapping';

const API = '/api/specbooks';
const RETRIED_STATUSES = new Set([429, 500, 503]);

/** Every timing of ErpSettings, defaults filled in. */
type Timings = Required<ErpSettings>;

function timingsOf(settings: ErpSettings): Timings {
  return { pollStartMs: 250, pollMaxMs: 4000, jobTimeoutMs: 120_000, retryBaseMs: 500, retries: 5, requestTimeoutMs: 30_000, ...settings };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Full jitter: a random wait up to base · 2^attempt (capped at 30 s). */
function backoffMs(attempt: number, baseMs: number): number {
  return Math.random() * Math.min(30_000, baseMs * 2 ** attempt);
}

/** Retry-After in ms (seconds or an HTTP date), or null when absent or unreadable. */
function retryAfterMs(response: GatewayResponse): number | null {
  const header = response.headers['retry-after'];
  if (typeof header !== 'string') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function errorText(body: JsonValue | null): string | null {
  return isJsonObject(body) && typeof body.error === 'string' ? body.error : null;
}

/** The ErpGatewayError of a non-2xx answer. */
function httpFailure(response: GatewayResponse): ErpGatewayError {
  const details = { status: response.status, body: response.body };
  const text = errorText(response.body);
  if (response.status === 401) return new ErpGatewayError('unauthorized', text ?? 'Unauthorized', details);
  if (response.status === 400 || response.status === 413) return new ErpGatewayError('invalid', text ?? `HTTP ${response.status}`, details);
  if (response.status === 404) return new ErpGatewayError('notFound', text ?? 'Not found', details);
  if (response.status === 429) return new ErpGatewayError('rateLimited', text ?? 'Rate limit exceeded', details);
  return new ErpGatewayError('failed', ERP_MESSAGES.gatewayFailed, details);
}

/** The unwrapped rows of a read job's result (an array of rows; a single object counts as one row). */
function rowsOf(result: JsonValue): JsonObject[] {
  const rows = Array.isArray(result) ? result : [result];
  return rows.filter(isJsonObject).map(unwrapRow);
}

const CUSTOMER_FIELDS = ['CustomerName', 'AddressLine1', 'AddressLine2', 'City', 'State', 'ZipCode', 'Country', 'Terms', 'PriceClassID', 'CustomerClass', 'WarehouseID', 'ShipVia', 'TaxZone', 'PrimaryEmail', 'PrimaryPhone1', 'Status'] as const;

function toCustomer(row: JsonObject, customerId: string): TErpCustomer {
  const fields = Object.fromEntries(CUSTOMER_FIELDS.map((key) => [key, textField(row, key)])) as Record<(typeof CUSTOMER_FIELDS)[number], string | null>;
  return { ...fields, CustomerID: textField(row, 'CustomerID') ?? customerId };
}

function toLine(row: JsonObject): ErpOpportunityLine {
  return {
    id: textField(row, 'id') ?? '',
    OpportunityProductID: numberField(row, 'OpportunityProductID'),
    InventoryID: textField(row, 'InventoryID') ?? '',
    Qty: numberField(row, 'Qty') ?? numberField(row, 'Quantity') ?? 0,
    UOM: textField(row, 'UOM'),
    UnitPrice: numberField(row, 'UnitPrice'),
    Amount: numberField(row, 'Amount'),
    Discount: numberField(row, 'Discount'),
    Warehouse: textField(row, 'Warehouse'),
    TaxCategory: textField(row, 'TaxCategory'),
    TransactionDescription: textField(row, 'TransactionDescription'),
  };
}

function toOpportunity(row: JsonObject, opportunityId: string): ErpOpportunity {
  const text = (key: string) => textField(row, key);
  const products = Array.isArray(row.Products) ? row.Products.filter(isJsonObject) : [];
  return {
    OpportunityID: text('OpportunityID') ?? opportunityId,
    Subject: text('Subject'),
    Stage: text('Stage'),
    Status: text('Status'),
    ClassID: text('ClassID'),
    Owner: text('Owner'),
    BusinessAccount: text('BusinessAccount'),
    Location: text('Location'),
    ContactID: text('ContactID'),
    Amount: numberField(row, 'Amount'),
    Total: numberField(row, 'Total'),
    CurrencyID: text('CurrencyID'),
    Products: products.map(toLine),
  };
}

function toStockItem(row: JsonObject): ErpStockItem {
  const text = (key: string) => textField(row, key);
  return {
    InventoryID: text('InventoryID') ?? '',
    Description: text('Description'),
    ItemClass: text('ItemClass'),
    MSRP: numberField(row, 'MSRP'),
    DefaultPrice: numberField(row, 'DefaultPrice'),
    BaseUOM: text('BaseUOM'),
    SalesUOM: text('SalesUOM'),
    ItemStatus: text('ItemStatus'),
    ImageUrl: text('ImageUrl'),
  };
}

/** Splits `items` into chunks of `size`. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** A plain request body as JSON (undefined fields dropped). */
function jsonOf(value: object): { [key: string]: JsonValue | undefined } {
  return JSON.parse(JSON.stringify(value)) as JsonObject;
}

/** The connector for one account's gateway. */
export function createErpGateway(config: ErpConnectionConfig, settings: ErpSettings): ErpGateway {
  const timings = timingsOf(settings);
  const base = config.baseUrl.replace(/\/+$/, '');

  /** One call with the retries of the contract: 429 after Retry-After, 500/503 with full jitter. */
  async function call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: JsonObject, extraHeaders: Record<string, string> = {}): Promise<GatewayResponse> {
    const headers: Record<string, string> = { [ERP_API_KEY_HEADER]: config.apiKey, accept: 'application/json', ...extraHeaders };
    if (body) headers['content-type'] = 'application/json';
    const request = { url: new URL(`${base}${path}`), method, headers, body: body ? JSON.stringify(body) : undefined };
    for (let attempt = 0; ; attempt++) {
      const response = await sendGatewayRequest(request, settings.allowLoopback, timings.requestTimeoutMs);
      if (response.status >= 200 && response.status < 300) return response;
      if (!RETRIED_STATUSES.has(response.status) || attempt >= timings.retries - 1) throw httpFailure(response);
      const wait = (response.status === 429 ? retryAfterMs(response) : null) ?? backoffMs(attempt, timings.retryBaseMs);
      if (wait > timings.jobTimeoutMs) throw httpFailure(response);
      await sleep(wait);
    }
  }

  /** Polls a gateway job until it succeeds (its result) or fails (ErpGatewayError 'failed' with its error). */
  async function waitForJob(jobId: string): Promise<JsonValue> {
    const deadline = Date.now() + timings.jobTimeoutMs;
    let delay = timings.pollStartMs;
    for (;;) {
      const { body } = await call('GET', `${API}/jobs/${encodeURIComponent(jobId)}`);
      const job = isJsonObject(body) ? body : {};
      if (job.status === 'succeeded') return job.result ?? null;
      if (job.status === 'failed') throw new ErpGatewayError('failed', typeof job.error === 'string' && job.error ? job.error : ERP_MESSAGES.gatewayFailed, job.result);
      if (Date.now() + delay > deadline) throw new ErpGatewayError('timedOut', `gateway job ${jobId} did not finish in ${timings.jobTimeoutMs} ms`);
      await sleep(delay);
      delay = Math.min(delay * 2, timings.pollMaxMs);
    }
  }

  /** Starts an operation (202 + jobId) and waits for its result. */
  async function run(method: 'GET' | 'POST' | 'PATCH', path: string, body?: JsonObject, headers?: Record<string, string>): Promise<JsonValue> {
    const response = await call(method, path, body, headers);
    const jobId = isJsonObject(response.body) ? response.body.jobId : undefined;
    if (typeof jobId !== 'string') throw new ErpGatewayError('failed', ERP_MESSAGES.gatewayFailed, { status: response.status, body: response.body });
    return waitForJob(jobId);
  }

  const id = (value: string) => encodeURIComponent(value);

  const gateway: ErpGateway = {
    async getCustomer(customerId) {
      const [row] = rowsOf(await run('GET', `${API}/customers/${id(customerId)}`));
      return row ? toCustomer(row, customerId) : null;
    },
    async getOpportunity(opportunityId) {
      const [row] = rowsOf(await run('GET', `${API}/opportunities/${id(opportunityId)}`));
      return row ? toOpportunity(row, opportunityId) : null;
    },
    async createOpportunity(body, idempotencyKey) {
      const result = await run('POST', `${API}/opportunities`, wrapFields(jsonOf(body)), { 'Idempotency-Key': idempotencyKey });
      const [row] = rowsOf(result);
      const opportunityId = row ? textField(row, 'OpportunityID') : null;
      if (!opportunityId) throw new ErpGatewayError('failed', ERP_MESSAGES.gatewayFailed, result);
      return opportunityId;
    },
    async updateOpportunity(opportunityId, body) {
      await run('PATCH', `${API}/opportunities/${id(opportunityId)}`, wrapFields(jsonOf(body)));
    },
    async getStockItems(inventoryIds) {
      const unique = [...new Set(inventoryIds.map((value) => value.trim().toUpperCase()).filter(Boolean))];
      const items: ErpStockItem[] = [];
      for (const batch of chunks(unique, ERP_LIMITS.stockItemBatch)) {
        const query = batch.map(id).join(',');
        items.push(...rowsOf(await run('GET', `${API}/stock-items/any?inventoryIds=${query}`)).map(toStockItem));
      }
      return items;
    },
    async createStockItem(item, idempotencyKey) {
      await run('POST', `${API}/stock-items`, wrapFields(jsonOf(item)), { 'Idempotency-Key': idempotencyKey });
    },
    async getItemClasses(): Promise<ErpItemClassRow[]> {
      const rows = rowsOf(await run('GET', `${API}/item-classes`));
      return rows.map((row) => ({ ClassID: textField(row, 'ClassID') ?? '', Description: textField(row, 'Description') })).filter((row) => row.ClassID);
    },
    async ping() {
      await gateway.getItemClasses();
    },
  };
  return gateway;
}
