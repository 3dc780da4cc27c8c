import { stringify } from 'csv-stringify';
import type { Readable } from 'node:stream';
import { neutraliseFormula } from './formula-cells';

/** A column of a CSV export: the row's key and the header cell. */
export interface CsvColumn<K extends string> {
  key: K;
  header: string;
}

/** How many rows are written before the event loop gets a turn. */
const SLICE = 1000;

/**
 * Rows as a CSV stream (UTF-8 with a BOM so that spreadsheet programs read accents right), a
 * header line first, every cell's formula neutralised (formula-cells). Written in slices so that a
 * large export does not hold the event loop.
 */
export function csvStream<K extends string>(columns: readonly CsvColumn<K>[], rows: readonly Record<K, string | null>[]): Readable {
  const csv = stringify({ bom: true, header: true, cast: { string: neutraliseFormula }, columns: columns.map((c) => ({ key: c.key, header: c.header })) });
  void (async () => {
    for (let i = 0; i < rows.length; i += SLICE) {
      for (const row of rows.slice(i, i + SLICE)) csv.write(row);
      await new Promise((resolve) => setImmediate(resolve));
    }
    csv.end();
  })();
  return csv;
}
