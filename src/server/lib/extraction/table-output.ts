/**
 * A rebuilt table in the extraction's shape (ZExtractionTable): cell texts, product codes split out
 * of descriptions into a 'Model' column, figures normalised ("1234.50", "3"), a 'Room' column from
 * the section headings, the roles of the columns and each line's confidence from its checks.
 */
import type { TExtractionLine, TExtractionTable } from '#shared/schemas/aipq';
import { checkLine, checkSection, discountOf, type LineFigures, type LineVerdict } from './line-checks';
import { boxOf, type PositionedWord, type TextLine } from './positioned-text';
import { moneyString, parseMoney, parseQuantity, quantityString } from './quote-numbers';
import type { TableColumn, TColumnRole } from './table-columns';

/** A row as rebuilt: the words of each column, its room and section. */
export interface DraftRow {
  cells: PositionedWord[][];
  room: string | null;
  section: number;
  firstLine: TextLine;
  lastLine: TextLine;
  /** What reading the row noted for its checks ('quantity derived: amount ÷ unit price'). */
  checks: string[];
}

/** A table as rebuilt, before its output. */
export interface DraftTable {
  columns: TableColumn[];
  rows: DraftRow[];
  subtotals: Array<{ section: number; value: number }>;
  pages: Set<number>;
}

type Box = ReturnType<typeof boxOf>;

/** One output column while the table is assembled. */
interface OutColumn {
  name: string;
  role: TColumnRole | 'room';
  texts: string[];
  boxes: Box[];
  /** The lowest OCR confidence of each cell (1 for a text layer). */
  ocr: number[];
}

/** A product code leading a description: `[ABC-123] Name`, `ABC-123 - Name`, and with a bracket read as another by OCR (`{ABC-123)] Name`). */
const CODE_PATTERNS = [
  /^\[\s*([A-Za-z0-9][\w\-./]*)\s*\]\s*(.+)$/,
  /^([A-Za-z0-9][A-Za-z0-9\-./]*\d[A-Za-z0-9\-./]*)\s+[-–—:]\s+(.+)$/,
  /^[[{(]\s*([A-Za-z0-9][\w\-./]*\d[\w\-./]*)\s*[\]})]+\s*(.+)$/,
];

/** The code and the rest of a description, or null. */
function splitCode(text: string): [string, string] | null {
  for (const pattern of CODE_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return [match[1]!, match[2]!];
  }
  return null;
}

/** The column of cell texts, boxes and OCR confidences of one draft column. */
function outColumn(column: TableColumn, rows: DraftRow[], index: number): OutColumn {
  return {
    name: column.name,
    role: column.role,
    texts: rows.map((r) => r.cells[index]!.map((w) => w.text).join(' ').replace(/\s+/g, ' ').trim()),
    boxes: rows.map((r) => boxOf(r.cells[index]!.filter((w) => w.page === r.firstLine.page))),
    ocr: rows.map((r) => Math.min(1, ...r.cells[index]!.map((w) => w.confidence ?? 1))),
  };
}

/** When the table has no model column and most descriptions start with a code, a 'Model' column split out of them. */
function splitCodes(columns: OutColumn[]): OutColumn[] {
  if (columns.some((c) => c.role === 'model')) return columns;
  const at = columns.findIndex((c) => c.role === 'name');
  const name = columns[at];
  if (!name) return columns;
  const split = name.texts.map(splitCode);
  if (split.filter(Boolean).length < split.length * 0.6) return columns;
  const model: OutColumn = { name: 'Model', role: 'model', texts: split.map((s) => s?.[0] ?? ''), boxes: name.boxes, ocr: name.ocr };
  const rest: OutColumn = { ...name, texts: name.texts.map((text, i) => split[i]?.[1] ?? text) };
  return [...columns.slice(0, at), model, rest, ...columns.slice(at + 1)];
}

/** Figures normalised in place ("$1,234.50" → "1234.50", "3 EA" → "3"); unreadable ones stay as read. */
function normaliseFigures(columns: OutColumn[]): void {
  for (const column of columns) {
    if (column.role === 'quantity') column.texts = column.texts.map((t) => (parseQuantity(t) === null ? t : quantityString(parseQuantity(t)!)));
    if (column.role === 'unitPrice' || column.role === 'amount') column.texts = column.texts.map((t) => (parseMoney(t) === null ? t : moneyString(parseMoney(t)!)));
  }
}

/** The figures of row `i` for the checks. */
function figuresOf(columns: OutColumn[], i: number): LineFigures {
  const text = (role: TColumnRole) => columns.find((c) => c.role === role)?.texts[i] ?? '';
  const checked = columns.filter((c) => c.role === 'model' || c.role === 'quantity' || c.role === 'unitPrice' || c.role === 'amount');
  const ocr = Math.min(...checked.map((c) => c.ocr[i]!));
  return {
    quantity: parseQuantity(text('quantity')),
    unitPrice: parseMoney(text('unitPrice')),
    amount: parseMoney(text('amount')),
    discount: discountOf(text('discount')),
    ocrConfidence: ocr < 1 ? ocr : null,
  };
}

/** Each row's verdict: its own check, then the section sums against the printed subtotals. */
function verdictsOf(table: DraftTable, columns: OutColumn[]): LineVerdict[] {
  const figures = table.rows.map((_, i) => figuresOf(columns, i));
  const verdicts = figures.map((line, i) => {
    const verdict = checkLine(line);
    return { ...verdict, checks: [...table.rows[i]!.checks, ...verdict.checks] };
  });
  for (const { section, value } of table.subtotals) {
    const members = table.rows.map((r, i) => (r.section === section ? i : -1)).filter((i) => i >= 0);
    if (members.length > 0) checkSection(members.map((i) => figures[i]!.amount), value, members.map((i) => verdicts[i]!));
  }
  return verdicts;
}

/** The index of the first column of a role, or null. */
function roleIndex(columns: OutColumn[], role: OutColumn['role']): number | null {
  const index = columns.findIndex((c) => c.role === role);
  return index < 0 ? null : index;
}

/** The table's title: 'Page 2' or 'Pages 1–3'. */
function titleOf(pages: Set<number>): string {
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.length === 1 ? `Page ${sorted[0]}` : `Pages ${sorted[0]}–${sorted.at(-1)}`;
}

/** The output of a rebuilt table. */
export function tableOutput(table: DraftTable, id: string): TExtractionTable {
  let columns = splitCodes(table.columns.map((c, i) => outColumn(c, table.rows, i)));
  normaliseFigures(columns);
  if (table.rows.some((r) => r.room)) {
    columns = [...columns, { name: 'Room', role: 'room', texts: table.rows.map((r) => r.room ?? ''), boxes: table.rows.map(() => null), ocr: table.rows.map(() => 1) }];
  }
  const verdicts = verdictsOf(table, columns);
  const rows = table.rows.map((_, i) => columns.map((c) => c.texts[i]!));
  const lines: TExtractionLine[] = rows.map((cells, i) => ({ cells, boxes: columns.map((c) => c.boxes[i]!), confidence: Number(verdicts[i]!.confidence.toFixed(2)), checks: verdicts[i]!.checks }));
  return {
    id,
    title: titleOf(table.pages),
    columns: columns.map((c) => c.name),
    rows,
    lines,
    roles: {
      model: roleIndex(columns, 'model'),
      name: roleIndex(columns, 'name'),
      manufacturer: roleIndex(columns, 'manufacturer'),
      room: roleIndex(columns, 'room'),
      quantity: roleIndex(columns, 'quantity'),
      unitPrice: roleIndex(columns, 'unitPrice'),
      amount: roleIndex(columns, 'amount'),
    },
  };
}
