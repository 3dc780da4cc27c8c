import { describe, expect, it } from 'vitest';
import type { TExtractionTable } from '#shared/schemas/aipq';
import { linesOfImport, linesOfTable, parseMoney, parseQuantity } from './import-lines';

const table: TExtractionTable = {
  id: 't1',
  title: 'Quote',
  columns: ['Room', 'Item', 'Description', 'Qty', 'Unit', 'Amount', 'Brand'],
  rows: [
    ['Master Bath', 'K-2345-BN', 'Widespread faucet', '2', '$1,250.00', '$2,500.00', 'Kohler'],
    ['Master Bath', '', 'Freight', '1', '$50.00', '$50.00', ''],
    ['', 'MX-9', 'Towel bar', '1 ea', '1.234,5 €', '1.234,50 €', ''],
  ],
  lines: [
    { cells: [], boxes: [], confidence: 0.97, checks: [] },
    { cells: [], boxes: [], confidence: 0.9, checks: [] },
    { cells: [], boxes: [], confidence: 0.95, checks: ['qty × unit ≠ amount'] },
  ],
  roles: { model: 1, name: 2, manufacturer: null, room: 0, quantity: 3, unitPrice: 4, amount: 5 },
};

describe('reading quote figures', () => {
  it('reads money in the usual notations, null otherwise', () => {
    expect(parseMoney('$1,250.00')).toBe('1250.00');
    expect(parseMoney('1.234,5 €')).toBe('1234.50');
    expect(parseMoney('1 234,56')).toBe('1234.56');
    expect(parseMoney('1,234')).toBe('1234.00');
    expect(parseMoney('USD 12')).toBe('12.00');
    expect(parseMoney('(12.00)')).toBeNull();
    expect(parseMoney('n/a')).toBeNull();
  });

  it('reads a quantity as a whole number of at least 1', () => {
    expect(parseQuantity('2')).toBe(2);
    expect(parseQuantity('3 ea')).toBe(3);
    expect(parseQuantity('1,200')).toBe(1200);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('0')).toBe(1);
  });
});

describe('linesOfTable', () => {
  it('takes model, room and manufacturer from the map, the rest from the roles, and skips lines without a model', () => {
    const { lines, skipped } = linesOfTable(table, { model: 1, category: 0, manufacturer: 6 });
    expect(skipped).toBe(1);
    expect(lines).toEqual([
      { model: 'K-2345-BN', name: 'Widespread faucet', manufacturer: 'Kohler', room: 'Master Bath', quantity: 2, unitPrice: '1250.00', confidence: 0.97, doubtful: false },
      { model: 'MX-9', name: 'Towel bar', manufacturer: null, room: null, quantity: 1, unitPrice: '1234.50', confidence: 0.95, doubtful: true },
    ]);
  });

  it('puts every line in Miscellaneous when no category is mapped', () => {
    expect(linesOfTable(table, { model: 1, category: null, manufacturer: null }).lines.map((l) => l.room)).toEqual([null, null]);
  });

  it('marks a line below LINE_CONFIDENCE_MIN doubtful', () => {
    const low = { ...table, lines: table.lines.map((l) => ({ ...l, confidence: 0.5, checks: [] })) };
    expect(linesOfTable(low, { model: 1, category: null, manufacturer: null }).lines.every((l) => l.doubtful)).toBe(true);
  });

  it('joins the mapped tables in map order', () => {
    const second = { ...table, id: 't2', rows: [table.rows[2]!], lines: [table.lines[0]!] };
    const { lines } = linesOfImport([table, second], [{ table: { id: 't2' }, map: { model: 1, category: null, manufacturer: null } }, { table: { id: 't1' }, map: { model: 1, category: null, manufacturer: null } }]);
    expect(lines.map((l) => l.model)).toEqual(['MX-9', 'K-2345-BN', 'MX-9']);
  });
});
