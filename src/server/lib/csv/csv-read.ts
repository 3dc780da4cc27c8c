/**
 * Reading an uploaded CSV import (docs/decisions/036): bytes to text (UTF-8, else Windows-1252;
 * a BOM is dropped), the header mapped to fields by name (any order, any case, by the import's
 * {@link CsvColumns}: a specbook's or the inventory center's), and the records with the line each
 * starts on. Every import matches rows by manufacturer and model number, so the header must name
 * both. No database here.
 */
import { parse } from 'csv-parse';
import { restoreFormula } from '#server/lib/csv/formula-cells';
import { ValidationError } from '#server/lib/http/errors';
import { detectFileType } from '#server/lib/storage';
import { CSV_MESSAGES as M, CSV_SEPARATORS, fieldOfHeader, type CsvField, type CsvSeparator } from '#shared/lib/specbook-csv';

/** The fields every import's header must name: rows are matched to catalogue specs by them. */
type KeyField = 'manufacturer' | 'modelNumber';

/** How an import's header cells name its fields (null: a column the import ignores). */
export type CsvColumns<F extends string> = (header: string) => F | null;

/** The columns of a specbook CSV. */
export const SPECBOOK_COLUMNS: CsvColumns<CsvField> = fieldOfHeader;

/**
 * One data record of the file: the line it starts on and its values by field (trimmed, and a
 * cell the export neutralised as a formula turned back into its text).
 */
export interface CsvRecord<F extends string = CsvField> {
  line: number;
  values: Partial<Record<F, string>>;
}

/** Which column holds which field (the first column naming a field wins). */
export type HeaderMap<F extends string = CsvField> = Map<number, F>;

/** A 400 'Unable to import file' with the reason as the file field's message. */
export function unreadable(reason: string): ValidationError {
  return new ValidationError([{ field: 'file', message: reason }], M.unableToImport);
}

/**
 * The file as text with '\n' line ends. Binary files (NUL bytes, or a type recognised by its
 * magic bytes: PDF, images, ZIP-based spreadsheets) are refused.
 * @throws ValidationError 'Unable to import file'.
 */
export function decodeCsv(bytes: Buffer): string {
  const head = bytes.subarray(0, 8192);
  if (detectFileType(bytes) !== null || head.includes(0) || head.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    throw unreadable(M.notText);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

function parserOptions(separator: CsvSeparator) {
  return { delimiter: CSV_SEPARATORS[separator], relax_column_count: true, relax_quotes: true, skip_empty_lines: true } as const;
}

/** Maps header cells to fields. */
function headerMapOf<F extends string>(cells: readonly string[], columns: CsvColumns<F>): HeaderMap<F> {
  const map: HeaderMap<F> = new Map();
  const seen = new Set<F>();
  cells.forEach((cell, index) => {
    const field = columns(cell);
    if (field && !seen.has(field)) {
      seen.add(field);
      map.set(index, field);
    }
  });
  return map;
}

/**
 * Reads the header (the first non-empty line) and checks that it names at least the
 * manufacturer and the model number.
 * @throws ValidationError 'Unable to import file' when it does not, or the line is not CSV.
 */
export async function readHeader<F extends string>(text: string, separator: CsvSeparator, columns: CsvColumns<F | KeyField>): Promise<HeaderMap<F | KeyField>> {
  const headerLine = text.split('\n', 200).findIndex((line) => line.trim() !== '') + 1;
  if (headerLine === 0) throw unreadable(M.noHeader);
  const parser = parse(text.slice(0, 256 * 1024), { ...parserOptions(separator), to_line: headerLine });
  let cells: string[] | undefined;
  try {
    for await (const record of parser) {
      cells = record as string[];
      break;
    }
  } catch {
    throw unreadable(M.noHeader);
  }
  const map = headerMapOf(cells ?? [], columns);
  const fields = new Set<string>(map.values());
  if (!fields.has('manufacturer') || !fields.has('modelNumber')) throw unreadable(M.noHeader);
  return map;
}

/** How many '\n' the cells of a record hold (line ends are '\n' only: they can only be inside quoted cells). */
function innerLineBreaks(cells: readonly string[]): number {
  let n = 0;
  for (const cell of cells) {
    for (let i = cell.indexOf('\n'); i !== -1; i = cell.indexOf('\n', i + 1)) n += 1;
  }
  return n;
}

/** Text handed to the parser at a time; the event loop gets a turn between slices. */
const SLICE = 64 * 1024;

type ParsedItem = { record: string[]; info: { lines: number } };

/** Feeds `text` to a csv-parse stream in slices and hands each parsed item to `onItem`. */
async function parseInSlices(text: string, separator: CsvSeparator, onItem: (item: ParsedItem) => void): Promise<void> {
  const parser = parse({ ...parserOptions(separator), info: true });
  let failure: unknown = null;
  parser.on('readable', () => {
    for (let item = parser.read() as ParsedItem | null; item !== null; item = parser.read() as ParsedItem | null) onItem(item);
  });
  const ended = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', (error) => {
      failure = error;
      reject(error);
    });
  });
  ended.catch(() => undefined);
  for (let i = 0; i < text.length && failure === null; i += SLICE) {
    parser.write(text.slice(i, i + SLICE));
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (failure === null) parser.end();
  await ended;
}

/**
 * Every data record after the header, with the (1-based) line of the file it starts on;
 * records whose cells are all blank are left out. The text is parsed in slices, so a large
 * file does not hold the event loop.
 * @throws ValidationError 'Unable to import file' when the text is not CSV (e.g. an unclosed quote).
 */
export async function readRecords<F extends string>(
  text: string,
  separator: CsvSeparator,
  columns: CsvColumns<F | KeyField>,
): Promise<{ header: HeaderMap<F | KeyField>; records: CsvRecord<F | KeyField>[] }> {
  const header = await readHeader(text, separator, columns);
  const records: CsvRecord<F | KeyField>[] = [];
  let first = true;
  const onItem = ({ record, info }: ParsedItem) => {
    if (first) {
      first = false;
      return;
    }
    const values: Partial<Record<F | KeyField, string>> = {};
    let blank = true;
    for (const [index, field] of header) {
      const value = restoreFormula((record[index] ?? '').trim());
      if (value !== '') blank = false;
      values[field] = value;
    }
    if (!blank) records.push({ line: info.lines - innerLineBreaks(record), values });
  };
  try {
    await parseInSlices(text, separator, onItem);
  } catch (error) {
    throw unreadable(error instanceof Error ? `The file is not valid CSV: ${error.message}` : M.unableToImport);
  }
  return { header, records };
}
