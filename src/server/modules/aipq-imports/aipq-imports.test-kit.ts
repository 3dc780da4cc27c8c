import { sqlOne } from '#server/modules/notifications/collab-test-kit';
import type { TestServer } from '#server/test/server';
import type { TExtractionLine, TExtractionTable } from '#shared/schemas/aipq';

/**
 * Fixtures of the AI PDF-quote import tests: catalogue specs a quote names, and a complete
 * extraction whose tables are built like the engines' output (a Room column from the section
 * headings, lines with confidence and checks, roles). Imported by tests only.
 */

/** The catalogue specs the quote's lines refer to. */
export interface QuoteCatalogue {
  faucet: number;
  sink: number;
  valveOther: number;
  valveMaker: number;
}

const q = async <T,>(t: TestServer, text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];

/** Two manufacturers and the global specs a quote matches: an exact faucet and sink, and a valve whose model another maker also uses. */
export async function seedQuoteCatalogue(t: TestServer): Promise<QuoteCatalogue> {
  const { id: aquafin } = await sqlOne<{ id: number }>(t, "insert into manufacturers (name) values ('Aquafin Quote Works') returning id");
  const { id: other } = await sqlOne<{ id: number }>(t, "insert into manufacturers (name) values ('Valvecraft Quote') returning id");
  const spec = async (maker: number, model: string, name: string, price: string) =>
    (await q<{ id: number }>(t, 'insert into specs (manufacturer_id, model_number, name, list_price) values ($1, $2, $3, $4) returning id', [maker, model, name, price]))[0]!.id;
  return {
    faucet: await spec(aquafin, 'AQF-2345-BN', 'Widespread Lavatory Faucet', '1400.00'),
    sink: await spec(aquafin, 'AQS-880', 'Undermount Kitchen Sink', '900.00'),
    valveOther: await spec(other, 'VLV-310', 'Thermostatic Valve', '500.00'),
    valveMaker: await spec(aquafin, 'VLV-310-X', 'Pressure Balance Valve Trim', '450.00'),
  };
}

const COLUMNS = ['Room', 'Item', 'Description', 'Brand', 'Qty', 'Unit Price', 'Amount'];
const ROLES = { model: 1, name: 2, manufacturer: 3, room: 0, quantity: 4, unitPrice: 5, amount: 6 };

function extracted(cells: string[], confidence = 0.97, checks: string[] = []): TExtractionLine {
  return { cells, boxes: cells.map(() => null), confidence, checks };
}

/**
 * The quote: Kitchen — the sink (exact, 2 × 850.00), an unknown model (3 × 120.00); Master Bath —
 * the faucet (exact, 1 × 1250.00, its amount failed the check), the valve named with the wrong
 * maker (doubtful: review), a freight line without a model (skipped).
 */
export function quoteTable(id = 't1'): TExtractionTable {
  const rows: [string[], number?, string[]?][] = [
    [['Kitchen', 'AQS-880', 'Undermount kitchen sink', 'Aquafin Quote Works', '2', '$850.00', '$1,700.00']],
    [['Kitchen', 'NEWQ-777', 'Pot filler, wall mount', 'Fillmore Taps', '3', '$120.00', '$360.00']],
    [['Master Bath', 'AQF-2345-BN', 'Widespread lavatory faucet', 'Aquafin Quote Works', '1', '$1,250.00', '$1,520.00'], 0.6, ['qty × unit ≠ amount']],
    [['Master Bath', 'VLV-310', 'Thermostatic valve', 'Nobody Brass', '1', '$480.00', '$480.00']],
    [['Master Bath', '', 'Freight', '', '1', '$95.00', '$95.00']],
  ];
  return {
    id,
    title: 'Quotation Q-1001',
    columns: COLUMNS,
    rows: rows.map(([cells]) => cells),
    lines: rows.map(([cells, confidence, checks]) => extracted(cells, confidence, checks)),
    roles: ROLES,
  };
}

/** A complete extraction of an uploaded quote of the account (its file row too); answers its id. */
export async function seedExtraction(
  t: TestServer,
  owner: { accountId: number; userId: number },
  opts: { tables?: TExtractionTable[]; status?: string; supplier?: string | null } = {},
): Promise<number> {
  const [file] = await q<{ id: number }>(
    t,
    "insert into aipq_files (account_id, user_id, file_name, file_key, status, page_count) values ($1, $2, 'acme-quote.pdf', 'aipq/test.pdf', 'complete', 1) returning id",
    [owner.accountId, owner.userId],
  );
  const [extraction] = await q<{ id: number }>(
    t,
    `insert into aipq_extractions (account_id, user_id, file_id, engine, name, pages, status, supplier, tables)
     values ($1, $2, $3, 'layout', 'Acme quote', '[1]', $4, $5, $6) returning id`,
    [owner.accountId, owner.userId, file!.id, opts.status ?? 'complete', opts.supplier === undefined ? 'Acme Plumbing Supply' : opts.supplier, JSON.stringify(opts.tables ?? [quoteTable()])],
  );
  return extraction!.id;
}

/** The import body mapping the quote table's Item, Room and Brand columns. */
export function importBody(extractionId: number, tableId = 't1'): Record<string, unknown> {
  return { createImportRequest: { extraction: { id: extractionId }, tables: [{ table: { id: tableId }, map: { model: 1, category: 0, manufacturer: 3 } }] } };
}
