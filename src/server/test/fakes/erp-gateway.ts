/**
 * A fake ERP gateway built from spec/erp-gateway.md (docs/decisions/058): the key header, 202 +
 * jobId for every operation and the job poll, `{value}`-wrapped rows, validation, the 100 KB body
 * limit, fixed-window rate limits, Idempotency-Key on creates, coalesced opportunity updates, the
 * 25-id stock-item read with its 2-minute job reuse, and failure injection. In memory; one per test
 * file (or the CLI beside an e2e run).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ERP_API_KEY_HEADER, ERP_LIMITS } from '#shared/lib/erp';
import type { ErpItemClassRow, ErpStockItem } from '#server/lib/erp-gateway/gateway';
import type { JsonObject, JsonValue } from '#server/lib/erp-gateway/wrapping';
import type { TErpCustomer } from '#shared/schemas/erp';
import { FakeJobQueue, type FakeErpJob } from './erp-gateway-jobs';
import { ZFakeInventoryIds, ZFakeOpportunityCreate, ZFakeOpportunityUpdate, ZFakeStockItemCreate, type TFakeOpportunityUpdate } from './erp-gateway-schemas';
import { FakeErpState, emptyCustomer, type FakeContact, type FakeLineSeed, type FakeOpportunity } from './erp-gateway-state';

export type { FakeErpJob } from './erp-gateway-jobs';
export type { FakeContact, FakeOpportunity, FakeRequest } from './erp-gateway-state';

/** Options of the fake gateway. */
export interface FakeErpGatewayOptions {
  /** The key every request must send (default: a random one). */
  apiKey?: string;
  /** How long a job takes from queued to done (default 30 ms). */
  jobDelayMs?: number;
  /** How long an opportunity update waits for later bodies before it runs (default 100 ms; the real gateway ~5 s). */
  coalesceMs?: number;
  /** Within this time the same stock-item id set answers the earlier jobId (default 2 minutes). */
  stockReuseMs?: number;
  /** Requests per window per route (default 30 reads, 20 writes per 60 s). */
  rateLimits?: { reads?: number; writes?: number; windowMs?: number };
  /** Port to listen on (default: a free one). */
  port?: number;
}

/** A running fake gateway. */
export interface FakeErpGateway {
  /** http://127.0.0.1:<port>: the account's gateway URL. */
  url: string;
  apiKey: string;
  state: FakeErpState;
  jobs: Map<string, FakeErpJob>;
  seed: {
    customer(row: Partial<TErpCustomer> & { CustomerID: string }): TErpCustomer;
    stockItem(row: Partial<ErpStockItem> & { InventoryID: string }): ErpStockItem;
    itemClass(row: { ClassID: string; Description?: string | null }): ErpItemClassRow;
    opportunity(row: Partial<Omit<FakeOpportunity, 'Products'>> & { OpportunityID: string; Products: FakeLineSeed[] }): FakeOpportunity;
    contact(row: Partial<FakeContact> & { ContactID: string }): FakeContact;
  };
  fail: {
    /**
     * The next `count` requests of `route` answer `status` before anything else happens (500: "Failed
     * to enqueue job", 429: Retry-After 1). `route` is "METHOD /path/pattern" as registered (e.g.
     * "POST /api/specbooks/opportunities", "GET /api/specbooks/customers/:customerId"), a job type
     * (e.g. "CREATE_OPPORTUNITY") or "*".
     */
    next(route: string, status: number, count?: number): void;
    /** The next `times` jobs of `type` fail with `error` (and the ERP's failure result). */
    job(type: string, error: string, times?: number): void;
    /** The next `times` runs of a `type` job go back to queued with `error` set; then the job succeeds. */
    transient(type: string, error: string, times?: number): void;
  };
  close(): Promise<void>;
}

const API = '/api/specbooks';
const STOCK_ITEM = 'GET_STOCK_ITEM';

/** The job type of each route (the poll has none). */
const ROUTE_TYPES: Record<string, string> = {
  [`GET ${API}/customers/:customerId`]: 'GET_CUSTOMER',
  [`GET ${API}/opportunities/:opportunityId`]: 'GET_OPPORTUNITY',
  [`POST ${API}/opportunities`]: 'CREATE_OPPORTUNITY',
  [`PATCH ${API}/opportunities/:opportunityId`]: 'UPDATE_OPPORTUNITY',
  [`GET ${API}/stock-items/any`]: STOCK_ITEM,
  [`GET ${API}/stock-items/:inventoryId`]: STOCK_ITEM,
  [`POST ${API}/stock-items`]: 'CREATE_STOCK_ITEM',
  [`GET ${API}/item-classes`]: 'GET_ITEM_CLASS',
  [`GET ${API}/item-classes/:itemClassId`]: 'GET_ITEM_CLASS',
  [`GET ${API}/contacts/:contactId`]: 'GET_CONTACT',
};
const POLL_ROUTE = `GET ${API}/jobs/:jobId`;

interface InjectedRequestFailure {
  route: string;
  status: number;
  count: number;
}

/** Starts a fake gateway on 127.0.0.1. */
export async function startFakeErpGateway(opts: FakeErpGatewayOptions = {}): Promise<FakeErpGateway> {
  const apiKey = opts.apiKey ?? `fake-${randomUUID()}`;
  const state = new FakeErpState();
  const queue = new FakeJobQueue(opts.jobDelayMs ?? 30);
  const windows = new Map<string, { start: number; count: number }>();
  const injected: InjectedRequestFailure[] = [];
  const idempotency = new Map<string, string>();
  const pendingUpdates = new Map<string, { jobId: string; body: TFakeOpportunityUpdate }>();
  const recentStockReads = new Map<string, { jobId: string; at: number }>();
  const limits = { reads: 30, writes: 20, windowMs: 60_000, ...opts.rateLimits };

  const app = Fastify({ bodyLimit: ERP_LIMITS.bodyMaxBytes, logger: false });
  const routeKey = (req: FastifyRequest) => `${req.method} ${req.routeOptions.url ?? req.url}`;
  const requestRecords = new WeakMap<FastifyRequest, { body: unknown }>();

  /** Answers 429 when the route's fixed window is full; the poll is not limited. */
  function rateLimited(req: FastifyRequest, reply: FastifyReply): boolean {
    const key = routeKey(req);
    if (key === POLL_ROUTE || !(key in ROUTE_TYPES)) return false;
    const now = Date.now();
    const window = windows.get(key);
    const current = window && now - window.start < limits.windowMs ? window : { start: now, count: 0 };
    current.count += 1;
    windows.set(key, current);
    const limit = req.method === 'GET' ? limits.reads : limits.writes;
    if (current.count <= limit) return false;
    const retryAfter = Math.max(1, Math.ceil((current.start + limits.windowMs - now) / 1000));
    void reply.code(429).header('Retry-After', String(retryAfter)).send({ error: 'Rate limit exceeded' });
    return true;
  }

  /** Answers an injected failure for this route, if one is due. */
  function injectedFailure(req: FastifyRequest, reply: FastifyReply): boolean {
    const key = routeKey(req);
    const index = injected.findIndex((f) => f.route === '*' || f.route === key || f.route === ROUTE_TYPES[key]);
    const failure = injected[index];
    if (!failure) return false;
    failure.count -= 1;
    if (failure.count <= 0) injected.splice(index, 1);
    if (failure.status === 429) void reply.header('Retry-After', '1');
    void reply.code(failure.status).send({ error: INJECTED_ERRORS[failure.status] ?? 'Injected failure' });
    return true;
  }

  app.addHook('onRequest', async (req, reply) => {
    const record = { method: req.method, path: req.url, body: null as unknown, headers: { ...req.headers } };
    state.requests.push(record);
    requestRecords.set(req, record);
    if (req.headers[ERP_API_KEY_HEADER.toLowerCase()] !== apiKey) return reply.code(401).send({ error: 'Unauthorized' });
    if (injectedFailure(req, reply) || rateLimited(req, reply)) return reply;
  });
  app.addHook('preHandler', async (req) => {
    const record = requestRecords.get(req);
    if (record) record.body = req.body ?? null;
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: 'Not found' }));
  app.setErrorHandler((error: { statusCode?: number }, _req, reply) => {
    if (error.statusCode === 413) return reply.code(413).send({ error: 'Payload too large' });
    if (error.statusCode === 400) return reply.code(400).send({ error: 'Invalid JSON' });
    if (error.statusCode === 415) return reply.code(415).send({ error: 'Unsupported Media Type' });
    return reply.code(500).send({ error: 'Internal error' });
  });

  /** Parses `input` or answers 400 "Validation failed" with the issues. */
  function validate<T extends z.ZodType>(schema: T, input: unknown, reply: FastifyReply): z.infer<T> | null {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    void reply.code(400).send({ error: 'Validation failed', issues });
    return null;
  }

  const accepted = (reply: FastifyReply, jobId: string) => reply.code(202).send({ jobId });
  /** Enqueues a read whose rows are `rows()` at run time. */
  const read = (reply: FastifyReply, type: string, rows: () => JsonObject[]) => accepted(reply, queue.enqueue(type, rows).jobId);
  const param = (req: FastifyRequest, name: string) => (req.params as Record<string, string>)[name] ?? '';

  /** A create under an optional Idempotency-Key: the same key answers the same jobId and enqueues nothing. */
  function create(req: FastifyRequest, reply: FastifyReply, type: string, run: () => JsonValue) {
    const key = req.headers['idempotency-key'];
    const known = typeof key === 'string' ? idempotency.get(key) : undefined;
    if (known) return accepted(reply, known);
    const job = queue.enqueue(type, run);
    if (typeof key === 'string') idempotency.set(key, job.jobId);
    return accepted(reply, job.jobId);
  }

  app.get(`${API}/jobs/:jobId`, async (req, reply) => {
    const job = queue.jobs.get(param(req, 'jobId'));
    return job ? reply.send(job) : reply.code(404).send({ error: 'Job not found' });
  });
  app.get(`${API}/customers/:customerId`, async (req, reply) => {
    const id = param(req, 'customerId');
    return read(reply, 'GET_CUSTOMER', () => rowsOf('Customer', id, state.customers.get(id)));
  });
  app.get(`${API}/contacts/:contactId`, async (req, reply) => {
    const id = param(req, 'contactId');
    return read(reply, 'GET_CONTACT', () => rowsOf('Contact', id, state.contacts.get(id)));
  });
  app.get(`${API}/item-classes`, async (_req, reply) =>
    read(reply, 'GET_ITEM_CLASS', () => [...state.itemClasses.values()].map((row, i) => state.toRow('ItemClass', row.ClassID, row, i + 1))),
  );
  app.get(`${API}/item-classes/:itemClassId`, async (req, reply) => {
    const id = param(req, 'itemClassId');
    return read(reply, 'GET_ITEM_CLASS', () => rowsOf('ItemClass', id, state.itemClasses.get(id)));
  });
  app.get(`${API}/opportunities/:opportunityId`, async (req, reply) => {
    const id = param(req, 'opportunityId');
    return read(reply, 'GET_OPPORTUNITY', () => {
      const opportunity = state.opportunities.get(id);
      return opportunity ? [state.opportunityRow(opportunity)] : [];
    });
  });
  app.get(`${API}/stock-items/any`, async (req, reply) => {
    const query = validate(ZFakeInventoryIds, req.query, reply);
    if (!query) return reply;
    const setKey = [...query.inventoryIds].sort().join(',');
    const recent = recentStockReads.get(setKey);
    if (recent && Date.now() - recent.at < (opts.stockReuseMs ?? 120_000)) return accepted(reply, recent.jobId);
    const job = queue.enqueue(STOCK_ITEM, () => query.inventoryIds.flatMap((id) => rowsOf('StockItem', id, state.stockItems.get(id))));
    recentStockReads.set(setKey, { jobId: job.jobId, at: Date.now() });
    return accepted(reply, job.jobId);
  });
  app.get(`${API}/stock-items/:inventoryId`, async (req, reply) => {
    const id = param(req, 'inventoryId').toUpperCase();
    return read(reply, STOCK_ITEM, () => rowsOf('StockItem', id, state.stockItems.get(id)));
  });
  app.post(`${API}/stock-items`, async (req, reply) => {
    const body = validate(ZFakeStockItemCreate, req.body, reply);
    if (!body) return reply;
    return create(req, reply, 'CREATE_STOCK_ITEM', () => {
      const item = state.createStockItem(body);
      return state.toRow('StockItem', item.InventoryID, item);
    });
  });
  app.post(`${API}/opportunities`, async (req, reply) => {
    const body = validate(ZFakeOpportunityCreate, req.body, reply);
    if (!body) return reply;
    return create(req, reply, 'CREATE_OPPORTUNITY', () => state.opportunityRow(state.createOpportunity(body)));
  });
  app.patch(`${API}/opportunities/:opportunityId`, async (req, reply) => {
    const body = validate(ZFakeOpportunityUpdate, req.body, reply);
    if (!body) return reply;
    const id = param(req, 'opportunityId');
    const pending = pendingUpdates.get(id);
    if (pending) {
      pending.body = body;
      return accepted(reply, pending.jobId);
    }
    const holder = { jobId: '', body };
    const job = queue.enqueue('UPDATE_OPPORTUNITY', () => state.opportunityRow(state.updateOpportunity(id, holder.body)), {
      queuedMs: opts.coalesceMs ?? 100,
      onStart: () => pendingUpdates.delete(id),
    });
    holder.jobId = job.jobId;
    pendingUpdates.set(id, holder);
    return accepted(reply, job.jobId);
  });

  /** The rows of a single-record read: `[row]`, or `[]` when the ERP has no such record. */
  function rowsOf(kind: string, key: string, plain: object | undefined): JsonObject[] {
    return plain ? [state.toRow(kind, key, plain)] : [];
  }

  await app.listen({ host: '127.0.0.1', port: opts.port ?? 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    state,
    jobs: queue.jobs,
    seed: {
      customer: (row) => {
        const customer = { ...emptyCustomer(row.CustomerID), ...row };
        state.customers.set(customer.CustomerID, customer);
        return customer;
      },
      stockItem: (row) => state.seedStockItem(row),
      itemClass: (row) => {
        const itemClass = { Description: null, ...row };
        state.itemClasses.set(itemClass.ClassID, itemClass);
        return itemClass;
      },
      opportunity: (row) => state.seedOpportunity(row),
      contact: (row) => {
        const contact: FakeContact = { FirstName: null, LastName: null, Email: null, Phone1: null, CompanyName: null, ...row };
        state.contacts.set(contact.ContactID, contact);
        return contact;
      },
    },
    fail: {
      next: (route, status, count = 1) => void injected.push({ route, status, count }),
      job: (type, error, times = 1) => queue.inject(type, error, times, false),
      transient: (type, error, times = 1) => queue.inject(type, error, times, true),
    },
    close: async () => {
      queue.close();
      await app.close();
    },
  };
}

const INJECTED_ERRORS: Record<number, string> = {
  400: 'Validation failed',
  401: 'Unauthorized',
  429: 'Rate limit exceeded',
  500: 'Failed to enqueue job',
  503: 'Service unavailable',
};
