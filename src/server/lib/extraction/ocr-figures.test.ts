import { describe, expect, it } from 'vitest';
import { LINE_CONFIDENCE_MIN } from '#shared/lib/aipq';
import { line, page } from '../../test/positioned-words';
import { DERIVED_QUANTITY, settleFigures, type FigureCellReader, type PointBox } from './ocr-figures';
import type { FigureReading } from './ocr-worker';
import { draftTables, outputTables } from './table-rebuild';

const HEADER = line(100, [[40, 'Qty'], [80, 'Model'], [170, 'Description'], [400, 'Unit Price'], [500, 'Amount']]);

/** A cell reader answering by column (the box's left edge): what a re-read would give; it records the boxes asked. */
function reader(answers: { quantity?: FigureReading; unitPrice?: FigureReading; amount?: FigureReading }): FigureCellReader & { asked: PointBox[] } {
  const asked: PointBox[] = [];
  const read = async (box: PointBox): Promise<FigureReading> => {
    asked.push(box);
    const answer = box.x < 80 ? answers.quantity : box.x < 450 ? answers.unitPrice : answers.amount;
    return answer ?? { text: '', confidence: 0 };
  };
  return Object.assign(read, { asked });
}

/** The one table of an OCR'd page of rows, its figures settled by `readCell`. */
async function settled(readCell: FigureCellReader, ...rows: Array<ReturnType<typeof line>>) {
  const [draft] = draftTables([page(HEADER, ...rows)], { ocr: true });
  await settleFigures(draft!, readCell);
  return outputTables([draft!])[0]!;
}

describe('settleFigures', () => {
  it('reads a letter taken for a digit as the digit when the line then adds up, without reading it again', async () => {
    const readCell = reader({});
    const table = await settled(readCell, line(115, [[44, 'i'], [80, 'BF-405-BN'], [170, 'Pot Filler'], [400, '$322.72'], [500, '$322.72']], 9, 0.95));
    expect(table.rows[0]!.slice(0, 2)).toEqual(['1', 'BF-405-BN']);
    expect(table.lines[0]).toMatchObject({ confidence: 1, checks: [] });
    expect(readCell.asked).toEqual([]);
  });

  it("reads a failing line's figure cells again and keeps the reading that adds up, at the re-read's confidence", async () => {
    const readCell = reader({ quantity: { text: '6', confidence: 0.9 }, unitPrice: { text: '$190.32', confidence: 0.85 }, amount: { text: '$1,141.92', confidence: 0.9 } });
    const table = await settled(readCell, line(115, [[44, '6'], [80, 'SB-1815-WH'], [170, 'Lavatory'], [400, '$190.35'], [500, '$1,141.92']], 9, 0.95));
    expect(table.rows[0]![3]).toBe('190.32');
    expect(table.lines[0]).toMatchObject({ confidence: 0.85, checks: ['ocr confidence 0.85'] });
    expect(readCell.asked).toHaveLength(3);
    // Each cell is read on its row's line, across its column.
    expect(readCell.asked.map((box) => [box.page, Math.round(box.y)])).toEqual([
      [1, 113],
      [1, 113],
      [1, 113],
    ]);
  });

  it('derives a lost quantity as amount ÷ unit price, names it, and keeps the line trusted', async () => {
    const table = await settled(reader({}), line(115, [[80, 'BF-118-PN'], [170, 'Bridge Faucet'], [400, '$669.39'], [500, '$1,338.78']], 9, 0.95));
    expect(table.rows[0]![0]).toBe('2');
    expect(table.lines[0]).toMatchObject({ confidence: 1, checks: [DERIVED_QUANTITY] });
  });

  it('leaves a line as read, below the minimum confidence, when no reading adds up', async () => {
    const readCell = reader({ quantity: { text: '60', confidence: 0.9 }, unitPrice: { text: '$19.03', confidence: 0.9 } });
    const table = await settled(readCell, line(115, [[44, '6'], [80, 'SB-1815-WH'], [170, 'Lavatory'], [400, '$190.35'], [500, '$1,141.92']], 9, 0.95));
    expect(table.rows[0]!.slice(0, 4)).toEqual(['6', 'SB-1815-WH', 'Lavatory', '190.35']);
    expect(table.lines[0]!.checks).toContain('qty × unit ≠ amount');
    expect(table.lines[0]!.confidence).toBeLessThan(LINE_CONFIDENCE_MIN);
  });

  it('leaves a table without quantity, unit price and amount columns alone', async () => {
    const [draft] = draftTables([page(line(100, [[40, 'Model'], [170, 'Description'], [400, 'Price']]), line(115, [[40, 'BF-118-PN'], [170, 'Faucet'], [400, '$669.39']]))], { ocr: true });
    const readCell = reader({});
    await settleFigures(draft!, readCell);
    expect(readCell.asked).toEqual([]);
  });
});
