import { describe, expect, it } from 'vitest';
import type { TExtractionTable } from '#shared/schemas/aipq';
import { createImportBody, initialMaps, mapFromRoles, previewColumns, tablesToImport } from './table-map';

const NO_ROLES = { model: null, name: null, manufacturer: null, room: null, quantity: null, unitPrice: null, amount: null };

function table(id: string, columns: string[], rows: string[][], roles: Partial<TExtractionTable['roles']> = {}): TExtractionTable {
  return { id, title: `Table ${id}`, columns, rows, lines: [], roles: { ...NO_ROLES, ...roles } };
}

const QUOTE = table(
  't1',
  ['Room', 'Item', 'Description', 'Brand', 'Qty', 'Unit'],
  [
    ['Kitchen', 'AQ-1', 'Faucet', 'Aquaterra', '2', '100.00'],
    ['Kitchen', 'AQ-2', 'Drain', 'Aquaterra', '1', '20.00'],
    ['Bath', 'ZZ-9', 'Mixer', 'Unknown', '1', '50.00'],
    ['Bath', 'ZZ-8', 'Towel bar', 'Unknown', '3', '9.00'],
  ],
  { model: 1, name: 2, manufacturer: 3, room: 0, quantity: 4, unitPrice: 5 },
);

describe('mapFromRoles', () => {
  it('pre-fills model, category from the room column and manufacturer from the engine’s roles', () => {
    expect(mapFromRoles(QUOTE)).toEqual({ model: 1, category: 0, manufacturer: 3 });
  });

  it('leaves a target unmapped when the engine found no column or named one outside the table', () => {
    expect(mapFromRoles(table('t2', ['A', 'B'], [], { model: 5, room: null, manufacturer: -1 }))).toEqual({ model: null, category: null, manufacturer: null });
  });
});

describe('tablesToImport', () => {
  const other = table('t2', ['Code', 'Qty'], [['X', '1']]);

  it('sends only the tables whose model column is mapped, with their maps', () => {
    const maps = initialMaps([QUOTE, other]);
    expect(maps.t2).toEqual({ model: null, category: null, manufacturer: null });
    expect(tablesToImport([QUOTE, other], maps)).toEqual([{ table: { id: 't1' }, map: { model: 1, category: 0, manufacturer: 3 } }]);
  });

  it('sends a table once the seller maps its model, and drops one whose model is cleared', () => {
    const maps = { t1: { model: null, category: 0, manufacturer: 3 }, t2: { model: 0, category: null, manufacturer: null } };
    expect(createImportBody(9, [QUOTE, other], maps)).toEqual({
      createImportRequest: { extraction: { id: 9 }, tables: [{ table: { id: 't2' }, map: { model: 0, category: null, manufacturer: null } }] },
    });
  });

  it('sends nothing when no table has a model', () => {
    expect(tablesToImport([QUOTE], { t1: { model: null, category: null, manufacturer: null } })).toEqual([]);
  });
});

describe('previewColumns', () => {
  it('shows the first 3 columns with their first 3 values', () => {
    expect(previewColumns(QUOTE)).toEqual([
      { index: 0, name: 'Room', values: ['Kitchen', 'Kitchen', 'Bath'] },
      { index: 1, name: 'Item', values: ['AQ-1', 'AQ-2', 'ZZ-9'] },
      { index: 2, name: 'Description', values: ['Faucet', 'Drain', 'Mixer'] },
    ]);
  });

  it('shows fewer when the table is smaller, and an empty value for a short row', () => {
    expect(previewColumns(table('t3', ['Code', 'Qty'], [['X'], ['Y', '2']]))).toEqual([
      { index: 0, name: 'Code', values: ['X', 'Y'] },
      { index: 1, name: 'Qty', values: ['', '2'] },
    ]);
  });
});
