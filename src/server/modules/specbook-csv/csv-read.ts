/**
 * Reading an uploaded specbook CSV (docs/decisions/036): bytes to text (UTF-8, else Windows-1252;
 * a BOM is dropped), the header mapped to fields by name (any order, any case, the aliases of
 * CSV_COLUMNS), and the records with the line each starts on. No database here.
 */
import { parse } from 'csv-parse';
import { ValidationError } from '#server/lib/http/errors';
import { detectFileType } from '#server/lib/storage';
import { CSV_MESSAGES as M, CSV_SEPARATORS, fieldOfHeader, type CsvField, type CsvSeparator } from '#shared/lib/specbook-csv';

/** One data record of the file: the line it starts on and its values by field (trimmed). */
export interface CsvRecord {
  line: number;
  values: Partial<Record<CsvField, string>>;
}

/** Which column holds which field (the first column naming a field wins). */
export type HeaderMap = Map<number, CsvField>;

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
function headerMapOf(cells: readonly string[]): HeaderMap {
  const map: HeaderMap = new Map();
  const seen = new Set<CsvField>();
  cells.forEach((cell, index) => {
    const field = fieldOfHeader(cell);
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
export async function readHeader(text: string, separator: CsvSeparator): Promise<HeaderMap> {
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
  const map = headerMapOf(cells ?? []);
  const fields = new Set(map.values());
  if (!fields.has('manufacturer') || !fields.has('modelNumber')) throw unreadable(M.noHeader);
  return map;
}

/** How many '\n' a record's own text holds (not the empty lines before it nor its line end). */
function innerLineBreaks(raw: string): number {
  const body = raw.replace(/^\n+/, '').replace(/\n$/, '');
  let n = 0;
  for (const ch of body) if (ch === '\n') n += 1;
  return n;
}

/**
 * Every data record after the header, with the (1-based) line of the file it starts on;
 * records whose cells are all blank are left out. Parsing is asynchronous, so a large file
 * does not hold the event loop.
 * @throws ValidationError 'Unable to import file' when the text is not CSV (e.g. an unclosed quote).
 */
export async function readRecords(text: string, separator: CsvSeparator): Promise<{ header: HeaderMap; records: CsvRecord[] }> {
  const header = await readHeader(text, separator);
  const parser = parse(text, { ...parserOptions(separator), info: true, raw: true });
  const records: CsvRecord[] = [];
  let first = true;
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number }; raw: string }>) {
      if (first) {
        first = false;
        continue;
      }
      const values: Partial<Record<CsvField, string>> = {};
      let blank = true;
      for (const [index, field] of header) {
        const value = (item.record[index] ?? '').trim();
        if (value !== '') blank = false;
        values[field] = value;
      }
      if (blank) continue;
      records.push({ line: item.info.lines - innerLineBreaks(item.raw), values });
    }
  } catch (error) {
    throw unreadable(error instanceof Error ? `The file is not valid CSV: ${error.message}` : M.unableToImport);
  }
  return { header, records };
}
