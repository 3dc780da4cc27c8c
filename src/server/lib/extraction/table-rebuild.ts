/**
 * Rebuilds a quote's tables from positioned text (docs/decisions/057), independent of the reader
 * (pdfjs-dist text items or tesseract.js words): the header row gives the columns, priced lines
 * become rows, text lines right under a row are its wrapped cells, other text lines between rows
 * are section headings (the room of the rows under them), and subtotal / tax / freight / total
 * lines are recognised, kept out of the rows and used for the section-sum check. Running page
 * headers and footers (lines repeated on several pages) are skipped.
 */
import type { TExtractionTable } from '#shared/schemas/aipq';
import { groupLines, median, type PositionedPage, type PositionedWord, type TextLine } from './positioned-text';
import { isMoneyWithCents, parseMoney, parseQuantity } from './quote-numbers';
import { columnOfWord, columnsOf, headerRuns, isHeaderLine, type TableColumn, type TColumnRole } from './table-columns';
import { tableOutput, type DraftTable } from './table-output';

export type { PositionedPage, PositionedWord } from './positioned-text';
export { supplierOf } from './supplier';

/** Roles whose cells are figures: a wrapped text line never reaches into them. */
const FIGURE_ROLES: TColumnRole[] = ['quantity', 'unitPrice', 'amount', 'discount', 'line'];

/** Summary lines by their label: the quote's total ends the table; subtotals close a section. */
const TOTAL_LABEL = /^(grand\s+)?total( due)?:?$|^(quote|order|project)\s+total|^(amount|balance)\s+due/i;
const SUBTOTAL_LABEL = /sub-?\s?total|\btotal:?$|^total\b/i;
const OTHER_SUMMARY_LABEL = /^(merchandise|goods|products?|sales\s+tax|tax|vat|gst|hst|pst|freight|shipping|delivery|handling|less\b|discount|deposit|installation|surcharge|fuel)/i;
/** Text of page furniture wherever it stands. */
const FURNITURE_TEXT = /^page\s+\d+(\s+of\s+\d+)?$|\(continued\)|\bcontinued$/i;
/** Prefixes of a heading that are not part of the room's name. */
const HEADING_PREFIX = /^(room|area|location|section|space)\s*[:\-–]\s*/i;

/** The processing state of one table. */
interface TableState extends DraftTable {
  signature: string;
  room: string | null;
  section: number;
  ended: boolean;
  /** What the last line was: a row (wrapped text may follow), a heading, a summary. */
  last: 'header' | 'row' | 'heading' | 'summary';
  rowHeights: number[];
}

/** A line's text with its digits generalised, to find lines repeated on every page. */
function furnitureKey(line: TextLine): string {
  return line.text.replace(/\d+/g, '#').toLowerCase();
}

/** Keys of lines without money that appear on two or more pages (running headers and footers). */
function repeatedLines(pages: TextLine[][]): Set<string> {
  const counts = new Map<string, number>();
  for (const lines of pages) {
    for (const key of new Set(lines.filter((l) => !l.words.some((w) => isMoneyWithCents(w.text))).map(furnitureKey))) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= 2).map(([key]) => key));
}

/** The words of a line by column. */
function cellsOf(columns: TableColumn[], line: TextLine): PositionedWord[][] {
  const cells: PositionedWord[][] = columns.map(() => []);
  for (const word of line.words) cells[columnOfWord(columns, word)]!.push(word);
  return cells;
}

/** True when a line holds money where the table's prices are (any money when the table names no price column). */
function isPriced(columns: TableColumn[], cells: PositionedWord[][]): boolean {
  const priceColumns = columns.map((c, i) => (c.role === 'unitPrice' || c.role === 'amount' ? i : -1)).filter((i) => i >= 0);
  const where = priceColumns.length > 0 ? priceColumns : columns.map((_, i) => i);
  return where.some((i) => cells[i]!.some((w) => isMoneyWithCents(w.text)));
}

/** The summary kind of a line ('total', 'subtotal', 'other'), or null when it is not a summary line. */
function summaryKind(columns: TableColumn[], cells: PositionedWord[][], line: TextLine): 'total' | 'subtotal' | 'other' | null {
  const label = line.words.filter((w) => parseMoney(w.text) === null && !/%$/.test(w.text)).map((w) => w.text).join(' ').trim();
  const quantity = columns.findIndex((c) => c.role === 'quantity');
  if (quantity >= 0 && cells[quantity]!.some((w) => parseQuantity(w.text) !== null) && !OTHER_SUMMARY_LABEL.test(label)) return null;
  if (TOTAL_LABEL.test(label)) return 'total';
  if (OTHER_SUMMARY_LABEL.test(label)) return 'other';
  if (SUBTOTAL_LABEL.test(label)) return 'subtotal';
  return null;
}

/** The room a heading names ("Room: Master Bath" → "Master Bath", "MASTER BATH" → "Master Bath"). */
function roomOf(text: string): string {
  const name = text.replace(HEADING_PREFIX, '').replace(/[:\s]+$/, '').trim();
  if (name !== name.toUpperCase() || !/[A-Z]/.test(name)) return name;
  return name.toLowerCase().replace(/(^|[\s\-/(&])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** How the words were read. */
export interface DraftOptions {
  /**
   * By OCR: word heights vary with specks and glyphs (a heading without descenders reads lower
   * than rows with '$' and ','), a faint word of one or two characters on a heading is a speck,
   * and so is a faint word in a figure column of a line without figures.
   */
  ocr?: boolean;
}

/** Below this OCR confidence a short word on a heading, or any word in a figure column of a wrapped line, is a speck. */
const SPECK_CONFIDENCE = 0.5;

/** The cells of a line that may be wrapped text, OCR specks in figure columns left out. */
function withoutFigureSpecks(table: TableState, cells: PositionedWord[][], options: DraftOptions): PositionedWord[][] {
  if (!options.ocr) return cells;
  return cells.map((words, i) => (FIGURE_ROLES.includes(table.columns[i]!.role) ? words.filter((w) => (w.confidence ?? 1) >= SPECK_CONFIDENCE) : words));
}

/** A wrapped line at most this share of its row's height (taller is a heading in a larger font; OCR heights vary with specks). */
const WRAPPED_HEIGHT_SHARE = { text: 1.12, ocr: 1.6 };

/** True when a text line continues the row above it (a wrapped cell). */
function continuesRow(table: TableState, line: TextLine, cells: PositionedWord[][], options: DraftOptions): boolean {
  const row = table.rows.at(-1);
  if (table.last !== 'row' || !row || row.lastLine.page !== line.page) return false;
  const share = options.ocr ? WRAPPED_HEIGHT_SHARE.ocr : WRAPPED_HEIGHT_SHARE.text;
  if (line.y - row.lastLine.y > row.firstLine.height * 1.75 || line.height > row.firstLine.height * share) return false;
  return cells.every((words, i) => words.length === 0 || (!FIGURE_ROLES.includes(table.columns[i]!.role) && row.cells[i]!.length > 0 && words[0]!.x >= Math.min(...row.cells[i]!.map((w) => w.x)) - line.height));
}

/** A heading's height at least this share of the rows' median (a text layer's headings are as large as the rows or larger). */
const HEADING_HEIGHT_SHARE = { text: 0.95, ocr: 0.5 };
/** The text of a line that may be a heading (OCR specks left out). */
function headingText(line: TextLine, options: DraftOptions): string {
  if (!options.ocr) return line.text;
  return line.words.filter((w) => w.text.length > 2 || (w.confidence ?? 1) >= SPECK_CONFIDENCE).map((w) => w.text).join(' ');
}

/** True when a text line reads as a section heading. */
function isHeading(table: TableState, line: TextLine, options: DraftOptions): boolean {
  const rowHeight = median(table.rowHeights);
  const text = headingText(line, options);
  const share = options.ocr ? HEADING_HEIGHT_SHARE.ocr : HEADING_HEIGHT_SHARE.text;
  return /[A-Za-z]/.test(text) && text.length <= 60 && text.split(/\s+/).length <= 8 && (rowHeight === 0 || line.height >= rowHeight * share);
}

/** Handles one line of the table's body. */
function addLine(table: TableState, line: TextLine, options: DraftOptions): void {
  const cells = cellsOf(table.columns, line);
  const summary = line.words.some((w) => isMoneyWithCents(w.text)) ? summaryKind(table.columns, cells, line) : null;
  if (summary) {
    const value = parseMoney(line.words.filter((w) => isMoneyWithCents(w.text)).at(-1)!.text);
    if (summary === 'subtotal' && value !== null) table.subtotals.push({ section: table.section, value });
    if (summary === 'subtotal') table.section += 1;
    table.ended = summary === 'total';
    table.last = 'summary';
  } else if (isPriced(table.columns, cells)) {
    table.rows.push({ cells, room: table.room, section: table.section, firstLine: line, lastLine: line, checks: [] });
    table.rowHeights.push(line.height);
    table.last = 'row';
  } else if (continuesRow(table, line, withoutFigureSpecks(table, cells, options), options)) {
    const row = table.rows.at(-1)!;
    withoutFigureSpecks(table, cells, options).forEach((words, i) => row.cells[i]!.push(...words));
    row.lastLine = line;
  } else if (isHeading(table, line, options)) {
    table.room = roomOf(headingText(line, options));
    table.section += 1;
    table.last = 'heading';
  }
}

/** A table started (or continued) by a header line; `body` is the page's lines under it. */
function startTable(tables: TableState[], header: TextLine, body: TextLine[]): TableState {
  const signature = headerRuns(header).map((r) => r.text.toLowerCase()).join('|');
  const priced = body.filter((l) => l.words.filter((w) => isMoneyWithCents(w.text)).length >= 2);
  const columns = columnsOf(header, priced);
  const current = tables.at(-1);
  if (current && current.signature === signature && !current.ended) {
    current.columns = columns;
    current.pages.add(header.page);
    current.last = 'header';
    return current;
  }
  const table: TableState = { signature, columns, rows: [], subtotals: [], pages: new Set([header.page]), room: null, section: 0, ended: false, last: 'header', rowHeights: [] };
  tables.push(table);
  return table;
}

/** Options of {@link rebuildTables}. */
export interface RebuildOptions {
  /** Id prefix of the tables ('t' → 't1', 't2'). */
  idPrefix?: string;
}

/**
 * The quote tables of the given pages (in page order) as drafts: columns from the header row and
 * their roles, rows of priced lines with wrapped text joined, their rooms from section headings,
 * summary lines left out (subtotals kept for the section-sum check). Tables without a priced row
 * are left out.
 */
export function draftTables(pages: PositionedPage[], options: DraftOptions = {}): DraftTable[] {
  const pageLines = pages.map(groupLines);
  const repeated = repeatedLines(pageLines);
  const tables: TableState[] = [];
  for (const lines of pageLines) {
    const body = lines.filter((l) => !FURNITURE_TEXT.test(l.text.trim()) && (isHeaderLine(l) || !repeated.has(furnitureKey(l))));
    let table: TableState | undefined = tables.at(-1);
    body.forEach((line, index) => {
      if (isHeaderLine(line)) {
        const next = body.findIndex((l, i) => i > index && isHeaderLine(l));
        table = startTable(tables, line, body.slice(index + 1, next < 0 ? undefined : next));
      } else if (table && !table.ended) {
        table.pages.add(line.page);
        addLine(table, line, options);
      }
    });
  }
  return tables.filter((t) => t.rows.length > 0);
}

/**
 * The quote tables of the given pages (in page order): the drafts of {@link draftTables} with
 * product codes split out of descriptions, figures normalised ("1234.50"), a 'Room' column when
 * section headings were found, and each line's confidence from its checks.
 */
export function rebuildTables(pages: PositionedPage[], options: RebuildOptions = {}): TExtractionTable[] {
  return outputTables(draftTables(pages), options);
}

/** The output of drafted tables, with ids ('t1', 't2'… or the given prefix). */
export function outputTables(drafts: DraftTable[], options: RebuildOptions = {}): TExtractionTable[] {
  return drafts.map((draft, i) => tableOutput(draft, `${options.idPrefix ?? 't'}${i + 1}`));
}
