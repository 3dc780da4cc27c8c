/** Fixtures of the AI PDF-quote import's client tests (user 7, specbook 3). */
import type { TAipqFile, TExtraction, TExtractionTable, TImportMessage } from '#shared/schemas/aipq';

/** `/api/v4/user/7`. */
export const U = '/api/v4/user/7';

const NO_ROLES = { model: null, name: null, manufacturer: null, room: null, quantity: null, unitPrice: null, amount: null };

/** A table of an extraction; every line has confidence 0.95 unless `lines` says otherwise. */
export function makeTable(id: string, columns: string[], rows: string[][], roles: Partial<TExtractionTable['roles']> = {}, confidences: number[] = []): TExtractionTable {
  return {
    id,
    title: `Quote ${id}`,
    columns,
    rows,
    lines: rows.map((cells, i) => ({ cells, boxes: cells.map(() => null), confidence: confidences[i] ?? 0.95, checks: (confidences[i] ?? 1) < 0.8 ? ['qty × unit ≠ amount'] : [] })),
    roles: { ...NO_ROLES, ...roles },
  };
}

/** A quote with two rooms and a line whose figures do not add up. */
export const QUOTE_TABLE = makeTable(
  't1',
  ['Room', 'Item', 'Description', 'Brand', 'Qty', 'Unit', 'Amount'],
  [
    ['Kitchen', 'AQ-1', 'Faucet', 'Aquaterra', '2', '100.00', '200.00'],
    ['Bath', 'ZZ-9', 'Mixer', 'Unknown', '1', '50.00', '55.00'],
  ],
  { room: 0, model: 1, name: 2, manufacturer: 3, quantity: 4, unitPrice: 5, amount: 6 },
  [0.95, 0.5],
);

/** A table the engine found no model column in. */
export const NOTES_TABLE = makeTable('t2', ['Code', 'Note'], [['X-1', 'Delivery']]);

/** A complete extraction of the two tables. */
export function makeExtraction(tables: TExtractionTable[] = [QUOTE_TABLE, NOTES_TABLE]): TExtraction {
  return { id: 31, extractionId: 31, name: 'quote', engine: 'layout', file: { id: 5 }, pages: [1, 2], status: 'complete', complete: true, message: null, supplier: 'Acme', tables, createdAt: '2026-11-25T10:00:00.000Z' };
}

/** An uploaded file of two pages read, the second a scan. */
export const FILE: TAipqFile = {
  id: 5,
  file: 'acme-quote.pdf',
  status: 'complete',
  message: null,
  pageCount: 2,
  files: [
    { page: 2, images: [], status: 'complete', hasText: false },
    { page: 1, images: [], status: 'complete', hasText: true },
  ],
};

/** An import message of `kind` for model `model`. */
export function makeMessage(id: number, kind: TImportMessage['kind'], model: string, over: Partial<TImportMessage> = {}): TImportMessage {
  return {
    id,
    messageId: id,
    importId: 12,
    kind,
    message: `${model} needs a look`,
    spec: null,
    specSpecbookId: null,
    line: { model, name: 'Mixer', manufacturer: 'Acme', room: 'Bath', quantity: 1, unitPrice: '50.00', confidence: 0.9 },
    candidates: [],
    createdAt: '2026-11-25T10:00:00.000Z',
    ...over,
  };
}
