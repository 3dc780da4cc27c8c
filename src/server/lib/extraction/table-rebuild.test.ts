import { describe, expect, it } from 'vitest';
import { LINE_CONFIDENCE_MIN } from '#shared/lib/aipq';
import type { PositionedPage, PositionedWord } from './positioned-text';
import { rebuildTables, supplierOf } from './table-rebuild';

/** Words of one line at `y`: [x, text] pairs, each word 0.5 em per character, as tesseract would give them (one box per word). */
function line(y: number, cells: Array<[number, string]>, height = 9, confidence?: number): PositionedWord[] {
  return cells.flatMap(([x, text]) => {
    let offset = x;
    return text.split(' ').map((word) => {
      const box = { page: 1, x: offset, y, width: word.length * height * 0.5, height, text: word, ...(confidence === undefined ? {} : { confidence }) };
      offset += box.width + height * 0.3;
      return box;
    });
  });
}

/** A page of the given lines. */
function page(...lines: PositionedWord[][]): PositionedPage {
  return { page: 1, width: 612, height: 792, words: lines.flat() };
}

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
