import { describe, expect, it } from 'vitest';
import { line, page } from '../../test/positioned-words';
import { dropCodeSpecks } from './ocr-specks';
import { draftTables, outputTables } from './table-rebuild';

describe('dropCodeSpecks', () => {
  it('drops a one-character or faint word after a code in the model column, and keeps the rest', () => {
    const header = line(100, [[40, 'Qty'], [80, 'Model'], [170, 'Description'], [400, 'Unit Price'], [500, 'Amount']]);
    const faint = line(115, [[140, 'THAD']], 9, 0.23);
    const [draft] = draftTables([
      page(
        header,
        line(115, [[44, '2'], [80, 'CP-3300-RF i'], [170, 'Mixing Valve'], [400, '211.49'], [500, '422.98']], 9, 0.9),
        faint,
        line(130, [[44, '1'], [80, 'AQ-4512 BN'], [170, 'Faucet'], [400, '389.00'], [500, '389.00']], 9, 0.9),
      ),
    ], { ocr: true });
    dropCodeSpecks(draft!);
    expect(outputTables([draft!])[0]!.rows.map((row) => row[1])).toEqual(['CP-3300-RF', 'AQ-4512 BN']);
  });
});
