import { randomUUID } from 'node:crypto';
import type { ErpItemClassRow, ErpOpportunity, ErpOpportunityCreate, ErpOpportunityLine, ErpStockItem } from '#server/lib/erp-gateway/gateway';
import { unwrapRow, wrapFields, type JsonObject, type JsonValue } from '#server/lib/erp-gateway/wrapping';
import type { TErpCustomer } from '#shared/schemas/erp';
import { FakeJobFailure } from './erp-gateway-jobs';
import type { TFakeOpportunityCreate, TFakeOpportunityUpdate, TFakeProductChange, TFakeStockItemCreate } from './erp-gateway-schemas';

/** An opportunity as the fake keeps it: the GET fields plus what a create may set. */
export type FakeOpportunity = ErpOpportunity & Pick<ErpOpportunityCreate, 'Branch' | 'Hold' | 'ContactInformation' | 'Address'>;

/** A contact (GET_CONTACT). */
export interface FakeContact {
  ContactID: string;
  FirstName: string | null;
  LastName: string | null;
  Email: string | null;
  Phone1: string | null;
  CompanyName: string | null;
}

/** A request the fake received (`path` with its query string; `body` parsed, null when none). */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** Seed input of an opportunity line: InventoryID required, the rest defaulted. */
export type FakeLineSeed = Partial<ErpOpportunityLine> & { InventoryID: string };

/** The fake ERP's records, stored as PLAIN values (tests read and seed them directly). */
export class FakeErpState {
  readonly customers = new Map<string, TErpCustomer>();
  readonly opportunities = new Map<string, FakeOpportunity>();
  readonly stockItems = new Map<string, ErpStockItem>();
  readonly itemClasses = new Map<string, ErpItemClassRow>();
  readonly contacts = new Map<string, FakeContact>();
  readonly requests: FakeRequest[] = [];
  private readonly rowIds = new Map<string, string>();
  private nextOpportunity = 1;
  private nextLine = 1;

  /** A wrapped row as the ERP answers it: `{value}` fields plus id, rowNumber, _links, custom. */
  toRow(kind: string, key: string, plain: object, rowNumber = 1): JsonObject {
    const id = this.rowId(kind, key);
    return { id, rowNumber, _links: { self: `/entity/Default/${kind}/${id}` }, custom: {}, ...wrapFields(toJson(plain)) };
  }

  /** An opportunity row with its Products as rows (line GUIDs as their ids). */
  opportunityRow(opportunity: FakeOpportunity): JsonObject {
    const { Products, ...headerFields } = opportunity;
    const lines = Products.map((line, index) => ({ ...this.toRow('OpportunityProduct', line.id, line, index + 1), id: line.id }));
    return { ...this.toRow('Opportunity', opportunity.OpportunityID, headerFields), Products: lines };
  }

  /** Stores a new opportunity from a create body (Products' InventoryIDs must be stock items). */
  createOpportunity(body: TFakeOpportunityCreate): FakeOpportunity {
    const plain = unwrapRow(toJson(body));
    const opportunityId = `OP${String(this.nextOpportunity++).padStart(6, '0')}`;
    const opportunity: FakeOpportunity = {
      ...emptyOpportunity(opportunityId),
      ...pickHeader(plain),
      Products: body.Products.map((item) => this.newLine(unwrapRow(toJson(item)))),
    };
    this.recomputeTotals(opportunity);
    this.opportunities.set(opportunityId, opportunity);
    return opportunity;
  }

  /** Applies a whole change set to an opportunity: header fields, then adds, updates and deletes of lines. */
  updateOpportunity(opportunityId: string, body: TFakeOpportunityUpdate): FakeOpportunity {
    const current = this.opportunities.get(opportunityId);
    if (!current) throw new FakeJobFailure(`Opportunity '${opportunityId}' was not found.`, 404);
    const { Products: changes, OpportunityID: _ignored, ...header } = body;
    const next: FakeOpportunity = { ...current, ...pickHeader(unwrapRow(toJson(header))), OpportunityID: opportunityId, Products: [...current.Products] };
    for (const change of changes ?? []) this.applyLineChange(next, change);
    this.recomputeTotals(next);
    this.opportunities.set(opportunityId, next);
    return next;
  }

  /** Stores a new stock item (InventoryID upper-cased). */
  createStockItem(body: TFakeStockItemCreate): ErpStockItem {
    const item = this.seedStockItem({
      InventoryID: body.InventoryID.value,
      ItemClass: body.ItemClass.value,
      Description: body.Description.value,
      MSRP: body.MSRP.value,
      DefaultPrice: body.DefaultPrice.value,
    });
    return item;
  }

  /** Adds or replaces a stock item; defaults fill what is left out. */
  seedStockItem(row: Partial<ErpStockItem> & { InventoryID: string }): ErpStockItem {
    const item: ErpStockItem = {
      Description: null,
      ItemClass: null,
      MSRP: null,
      DefaultPrice: null,
      BaseUOM: 'EA',
      SalesUOM: 'EA',
      ItemStatus: 'Active',
      ImageUrl: null,
      ...row,
      InventoryID: row.InventoryID.toUpperCase(),
    };
    this.stockItems.set(item.InventoryID, item);
    return item;
  }

  /** Adds or replaces an opportunity; its lines get GUIDs and defaults. */
  seedOpportunity(row: Partial<Omit<FakeOpportunity, 'Products'>> & { OpportunityID: string; Products: FakeLineSeed[] }): FakeOpportunity {
    const opportunity: FakeOpportunity = {
      ...emptyOpportunity(row.OpportunityID),
      ...row,
      Products: row.Products.map((line) => ({ ...this.newLine({ InventoryID: line.InventoryID, Quantity: line.Qty ?? 1 }, false), ...line })),
    };
    this.recomputeTotals(opportunity);
    this.opportunities.set(opportunity.OpportunityID, opportunity);
    return opportunity;
  }

  private applyLineChange(opportunity: FakeOpportunity, change: TFakeProductChange): void {
    if (change.id === undefined) {
      opportunity.Products.push(this.newLine(unwrapRow(toJson(change))));
      return;
    }
    const index = opportunity.Products.findIndex((line) => line.id === change.id);
    const line = opportunity.Products[index];
    if (!line) throw new FakeJobFailure(`Opportunity line '${change.id}' was not found.`, 404);
    if (change.delete) {
      opportunity.Products.splice(index, 1);
      return;
    }
    opportunity.Products[index] = {
      ...line,
      Qty: change.Quantity?.value ?? change.Qty?.value ?? line.Qty,
      UOM: change.UOM?.value ?? line.UOM,
      Warehouse: change.Warehouse?.value ?? line.Warehouse,
      TransactionDescription: change.TransactionDescription?.value ?? line.TransactionDescription,
    };
  }

  /** A new line of `item` (unwrapped); the ERP refuses an InventoryID it has no stock item for (seeds may skip the check). */
  private newLine(item: JsonObject, requireStock = true): ErpOpportunityLine {
    const inventoryId = String(item.InventoryID ?? '').toUpperCase();
    const stock = this.stockItems.get(inventoryId);
    if (!stock && requireStock) throw new FakeJobFailure(`Inventory item '${inventoryId}' was not found.`);
    const qty = numberOr(item.Quantity, numberOr(item.Qty, 1));
    return {
      id: randomUUID(),
      OpportunityProductID: this.nextLine++,
      InventoryID: inventoryId,
      Qty: qty,
      UOM: typeof item.UOM === 'string' ? item.UOM : (stock?.SalesUOM ?? 'EA'),
      UnitPrice: stock?.DefaultPrice ?? 0,
      Amount: null,
      Discount: 0,
      Warehouse: typeof item.Warehouse === 'string' ? item.Warehouse : 'MAIN',
      TaxCategory: 'TAXABLE',
      TransactionDescription: typeof item.TransactionDescription === 'string' ? item.TransactionDescription : null,
    };
  }

  private recomputeTotals(opportunity: FakeOpportunity): void {
    for (const line of opportunity.Products) line.Amount = round2(line.Qty * (line.UnitPrice ?? 0));
    const total = round2(opportunity.Products.reduce((sum, line) => sum + (line.Amount ?? 0), 0));
    opportunity.Amount = total;
    opportunity.Total = total;
  }

  private rowId(kind: string, key: string): string {
    const mapKey = `${kind}:${key}`;
    const existing = this.rowIds.get(mapKey);
    if (existing) return existing;
    const id = randomUUID();
    this.rowIds.set(mapKey, id);
    return id;
  }
}

/** A customer with every field null but its id (seed input is merged over it). */
export function emptyCustomer(customerId: string): TErpCustomer {
  const fields = ['CustomerName', 'AddressLine1', 'AddressLine2', 'City', 'State', 'ZipCode', 'Country', 'Terms', 'PriceClassID', 'CustomerClass', 'WarehouseID', 'ShipVia', 'TaxZone', 'PrimaryEmail', 'PrimaryPhone1', 'Status'] as const;
  const customer = Object.fromEntries(fields.map((field) => [field, null])) as Record<(typeof fields)[number], null>;
  return { ...customer, CustomerID: customerId, Status: 'Active' };
}

function emptyOpportunity(opportunityId: string): FakeOpportunity {
  return {
    OpportunityID: opportunityId,
    Subject: null,
    Stage: 'Prospect',
    Status: 'Open',
    ClassID: 'PRODUCT',
    Owner: null,
    BusinessAccount: null,
    Location: 'MAIN',
    ContactID: null,
    Amount: 0,
    Total: 0,
    CurrencyID: 'USD',
    Products: [],
  };
}

const HEADER_TEXT = ['Subject', 'ClassID', 'Branch', 'BusinessAccount', 'Location', 'Owner'] as const;

/** The header fields of an unwrapped create/update body that the fake keeps. */
function pickHeader(plain: JsonObject): Partial<FakeOpportunity> {
  const header: Partial<FakeOpportunity> = {};
  for (const key of HEADER_TEXT) if (typeof plain[key] === 'string') header[key] = plain[key];
  if (typeof plain.Hold === 'boolean') header.Hold = plain.Hold;
  if (isStringRecord(plain.ContactInformation)) header.ContactInformation = plain.ContactInformation;
  if (isStringRecord(plain.Address)) header.Address = plain.Address;
  return header;
}

function isStringRecord(value: JsonValue | undefined): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}

function numberOr(value: JsonValue | undefined, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A typed plain value as JSON (drops undefined). */
function toJson(value: object): JsonObject {
  return JSON.parse(JSON.stringify(value)) as JsonObject;
}
