import { describe, expect, it } from 'vitest';
import { LINE_CONFIDENCE_MIN } from '#shared/lib/aipq';
import { line, page } from '../../test/positioned-words';
import { draftTables, outputTables, rebuildTables, supplierOf } from './table-rebuild';

const HEADER = line(100, [[40, 'Qty'], [80, 'Model'], [170, 'Description'], [400, 'Unit Price'], [500, 'Amount']]);

describe('rebuildTables', () => {
  it('joins a wrapped description to its line and keeps the next line apart', () => {
    const [table] = rebuildTables([
      page(
        HEADER,
        line(115, [[44, '2'], [80, 'AQ-4512-BN'], [170, 'Vessel Lavatory Faucet, single'], [400, '389.00'], [500, '778.00']]),
        line(127, [[170, 'handle, ceramic disc']]),
        line(141, [[44, '1'], [80, 'BF-210-SS'], [170, 'Kitchen Faucet'], [400, '465.00'], [500, '465.00']]),
      ),
    ]);
    expect(table!.columns).toEqual(['Qty', 'Model', 'Description', 'Unit Price', 'Amount']);
    expect(table!.rows).toEqual([
      ['2', 'AQ-4512-BN', 'Vessel Lavatory Faucet, single handle, ceramic disc', '389.00', '778.00'],
      ['1', 'BF-210-SS', 'Kitchen Faucet', '465.00', '465.00'],
    ]);
    expect(table!.roles).toEqual({ model: 1, name: 2, manufacturer: null, room: null, quantity: 0, unitPrice: 3, amount: 4 });
    expect(table!.lines.map((l) => l.confidence)).toEqual([1, 1]);
    expect(table!.lines[0]!.boxes[2]).toMatchObject({ page: 1, x: 170, y: 115 });
  });

  it('makes a heading the Room of the lines under it and leaves subtotal, tax and total lines out', () => {
    const [table] = rebuildTables([
      page(
        HEADER,
        line(118, [[40, 'Master Bath']], 10.5),
        line(135, [[44, '2'], [80, 'AQ-4512-BN'], [170, 'Faucet'], [400, '$389.00'], [500, '$778.00']]),
        line(150, [[300, 'Subtotal Master Bath'], [500, '$778.00']]),
        line(170, [[40, 'KITCHEN']], 10.5),
        line(187, [[44, '1'], [80, 'BF-210-SS'], [170, 'Kitchen Faucet'], [400, '$465.00'], [500, '$465.00']]),
        line(202, [[300, 'Sales tax 8%'], [500, '$99.44']]),
        line(216, [[300, 'Total'], [500, '$1,342.44']]),
        line(240, [[40, 'Prices valid 30 days. Deposit 50% of 1,342.44 due at order.']]),
      ),
    ]);
    expect(table!.columns.at(-1)).toBe('Room');
    expect(table!.rows.map((r) => [r[1], r.at(-1)])).toEqual([
      ['AQ-4512-BN', 'Master Bath'],
      ['BF-210-SS', 'Kitchen'],
    ]);
    expect(table!.roles.room).toBe(5);
  });

  it('splits codes out of descriptions into a Model column', () => {
    const header = line(100, [[40, 'Qty'], [80, 'Product'], [400, 'Unit'], [500, 'Total']]);
    const [table] = rebuildTables([
      page(
        header,
        line(115, [[44, '3'], [80, '[AQ-4512-BN] Vessel Lavatory Faucet'], [400, '389.00'], [500, '1,167.00']]),
        line(130, [[44, '1'], [80, 'BF-210-SS - Pull-Down Kitchen Faucet'], [400, '465.00'], [500, '465.00']]),
      ),
    ]);
    expect(table!.columns).toEqual(['Qty', 'Model', 'Product', 'Unit', 'Total']);
    expect(table!.rows.map((r) => [r[1], r[2]])).toEqual([
      ['AQ-4512-BN', 'Vessel Lavatory Faucet'],
      ['BF-210-SS', 'Pull-Down Kitchen Faucet'],
    ]);
    expect(table!.roles.model).toBe(1);
  });

  it('allows a line discount and lowers a line whose figures do not add up', () => {
    const header = line(100, [[40, 'Qty'], [80, 'Model'], [300, 'List'], [380, 'Disc %'], [460, 'Net Amount']]);
    const [table] = rebuildTables([
      page(
        header,
        line(115, [[44, '4'], [80, 'AQ-4512-BN'], [300, '100.00'], [380, '10%'], [460, '360.00']]),
        line(130, [[44, '2'], [80, 'BF-210-SS'], [300, '465.00'], [380, '0%'], [460, '940.00']]),
      ),
    ]);
    expect(table!.lines.map((l) => [l.confidence, l.checks])).toEqual([
      [1, []],
      [0.4, ['qty × unit ≠ amount']],
    ]);
    expect(table!.lines[1]!.confidence).toBeLessThan(LINE_CONFIDENCE_MIN);
  });

  it('lowers every line of a section whose sum differs from its printed subtotal', () => {
    const [table] = rebuildTables([
      page(
        HEADER,
        line(118, [[40, 'Kitchen']], 10.5),
        line(135, [[44, '1'], [80, 'BF-210-SS'], [170, 'Faucet'], [400, '465.00'], [500, '465.00']]),
        line(150, [[300, 'Subtotal Kitchen'], [500, '565.00']]),
      ),
    ]);
    expect(table!.lines[0]).toMatchObject({ confidence: 0.75, checks: ['section sum ≠ subtotal'] });
  });

  it('takes the lowest OCR confidence of the figures as the line confidence', () => {
    const [table] = rebuildTables([page(HEADER, line(115, [[44, '2'], [80, 'AQ-4512-BN'], [170, 'Faucet'], [400, '389.00'], [500, '778.00']], 9, 0.62))]);
    expect(table!.lines[0]).toMatchObject({ confidence: 0.62, checks: ['ocr confidence 0.62'] });
  });

  it("takes a header title with a trailing speck ('Amount.') by its role, and a code in brackets OCR read as others", () => {
    const header = line(100, [[40, 'Qty'], [80, 'Product'], [400, 'Unit'], [500, 'Amount.']]);
    const [table] = rebuildTables([
      page(
        header,
        line(115, [[44, '3'], [80, '[NL-2290-WH)] Recessed Downlight'], [400, '59.18'], [500, '177.54']]),
        line(130, [[44, '1'], [80, '{AQ-4512-BN] Vessel Faucet'], [400, '389.00'], [500, '389.00']]),
      ),
    ]);
    expect(table!.roles).toMatchObject({ model: 1, amount: 4 });
    expect(table!.rows.map((r) => r[1])).toEqual(['NL-2290-WH', 'AQ-4512-BN']);
  });

  describe('words read by OCR', () => {
    const rows = (y: number, model: string) => line(y, [[44, '2'], [80, model], [170, 'Faucet'], [400, '$389.00'], [500, '$778.00']], 12, 0.9);
    const pageWithLowHeading = page(HEADER, line(118, [[40, 'Kitchen']], 10.5, 0.95), rows(135, 'AQ-4512-BN'), line(155, [[300, 'Subtotal'], [500, '$778.00']], 12), line(175, [[40, 'Master Bath'], [540, '2']], 7, 0.95).map((w) => (w.text === '2' ? { ...w, confidence: 0.27 } : w)), rows(190, 'BF-210-SS'));

    it('takes a heading lower than the rows, with a faint speck on it, as a room', () => {
      const [table] = outputTables(draftTables([pageWithLowHeading], { ocr: true }));
      expect(table!.rows.map((r) => [r[1], r.at(-1)])).toEqual([
        ['AQ-4512-BN', 'Kitchen'],
        ['BF-210-SS', 'Master Bath'],
      ]);
      // A text layer's heading is not smaller than its rows: the same line is no room there.
      expect(rebuildTables([pageWithLowHeading])[0]!.rows.at(-1)!.at(-1)).toBe('Kitchen');
    });

    it('joins a wrapped line with a faint speck in a figure column to its row, without the speck', () => {
      const wrapped = [...line(150, [[170, 'with pop-up drain']], 12, 0.95), ...line(150, [[520, 'Fes']], 12, 0.22)];
      const [table] = outputTables(draftTables([page(HEADER, rows(135, 'AQ-3300-WH'), wrapped)], { ocr: true }));
      expect(table!.rows).toEqual([['2', 'AQ-3300-WH', 'Faucet with pop-up drain', '389.00', '778.00']]);
    });
  });

  it('answers no table for text without a header row', () => {
    expect(rebuildTables([page(line(100, [[40, 'Dear client, thank you for your enquiry of 14 March.']]), line(115, [[40, 'Total due 1,200.00']]))])).toEqual([]);
  });
});

describe('supplierOf', () => {
  it('answers the largest name at the top that is not the document title', () => {
    const first = page(line(40, [[40, 'QUOTATION']], 20), line(40, [[400, 'Harbor Bath & Kitchen']], 20), line(70, [[40, '1200 Commerce Way']], 9));
    expect(supplierOf(first)).toBe('Harbor Bath & Kitchen');
  });
});
