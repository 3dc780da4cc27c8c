import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES as M } from '#shared/lib/specbook-csv';
import { decodeCsv, readRecords, SPECBOOK_COLUMNS } from './csv-read';

describe('reading a specbook CSV', () => {
  it('drops a BOM, reads Windows-1252 when the bytes are not UTF-8, and maps headers by name in any order and case', async () => {
    const latin1 = Buffer.concat([Buffer.from('\uFEFF', 'utf8').subarray(0, 0), Buffer.from('MODEL NUMBER,brand,Room\r\nK-1,Caf\xe9 Co,Sal\xf3n\r\n', 'latin1')]);
    const { records } = await readRecords(decodeCsv(latin1), 'comma', SPECBOOK_COLUMNS);
    expect(records).toEqual([{ line: 2, values: { modelNumber: 'K-1', manufacturer: 'Café Co', room: 'Salón' } }]);
    const bom = await readRecords(decodeCsv(Buffer.from('\uFEFFManufacturer\tModel\nA\tB\n')), 'tab', SPECBOOK_COLUMNS);
    expect(bom.records[0]!.values).toEqual({ manufacturer: 'A', modelNumber: 'B' });
  });

  it('numbers records by the line they start on, past blank lines and multi-line cells', async () => {
    const text = decodeCsv(Buffer.from('\nManufacturer|Model|Name\n\nA|1|"two\nlines"\n |  | \nB|2|x'));
    const { records } = await readRecords(text, 'pipe', SPECBOOK_COLUMNS);
    expect(records.map((r) => [r.line, r.values.manufacturer])).toEqual([
      [4, 'A'],
      [7, 'B'],
    ]);
  });

  it("refuses binary files and text without a usable header with 'Unable to import file'", async () => {
    expect(() => decodeCsv(Buffer.from('%PDF-1.4\n'))).toThrow(M.unableToImport);
    expect(() => decodeCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toThrow(M.unableToImport);
    await expect(readRecords('Room,Name\nA,B\n', 'comma', SPECBOOK_COLUMNS)).rejects.toThrow(M.unableToImport);
    await expect(readRecords('', 'comma', SPECBOOK_COLUMNS)).rejects.toThrow(M.unableToImport);
  });
});
