/**
 * A quote table's columns: the header row (found by its words), each column's role guessed from
 * its header, and the column bands — the header's titles widened to the x-ranges the priced lines
 * fill.
 */
import type { PositionedWord, TextLine } from './positioned-text';

/** What a column holds. */
export type TColumnRole = 'model' | 'name' | 'manufacturer' | 'quantity' | 'unitPrice' | 'amount' | 'discount' | 'uom' | 'line' | 'other';

/** One column: its header text, role and the x-range of its cells. */
export interface TableColumn {
  name: string;
  role: TColumnRole;
  left: number;
  right: number;
}

/** Header words by role, tested in this order (the first that matches wins). */
const ROLE_PATTERNS: Array<[TColumnRole, RegExp]> = [
  ['amount', /^(amount|total|ext\.?|extended|ext\.? (price|amount|total)|line total|net amount|net|total \$|sum|subtotal)$/i],
  ['discount', /^(disc\.?|disc\.? %|discount|discount %|less)$/i],
  ['quantity', /^(qty\.?|quantity|qnty|units|count|pcs)$/i],
  ['uom', /^(uom|u\/m|um|unit of measure)$/i],
  ['line', /^(#|line|ln|line #|no\.?)$/i],
  ['unitPrice', /^(unit|unit price|unit \$|each|price|list|list price|rate|net price|unit cost|cost|sell)$/i],
  ['model', /^(model|model #|model no\.?|model number|item #|item no\.?|part|part #|part no\.?|sku|code|product code|article|cat\.? #|catalog #|style)$/i],
  ['manufacturer', /^(mfr\.?|mfg\.?|manufacturer|brand|vendor|make)$/i],
  ['name', /^(description|desc\.?|item description|product|item|name|product description)$/i],
];

/** The role of one spelling of a header. */
function roleOfTitle(title: string): TColumnRole {
  return ROLE_PATTERNS.find(([, pattern]) => pattern.test(title))?.[0] ?? 'other';
}

/** The role of a header text; a speck read as a trailing stop or colon ('Amount.', 'Qty:') does not hide it. */
export function roleOfHeader(text: string): TColumnRole {
  const normalized = text.trim().replace(/\s+/g, ' ');
  const role = roleOfTitle(normalized);
  return role === 'other' ? roleOfTitle(normalized.replace(/[.:,;]+$/, '')) : role;
}

/** A header line's words joined into column titles where the joined words name a role ("Unit" + "Price"). */
export function headerRuns(line: TextLine): PositionedWord[] {
  const runs: PositionedWord[] = [];
  for (const word of line.words) {
    const last = runs.at(-1);
    if (last && word.x - (last.x + last.width) <= line.height * 1.2 && roleOfHeader(`${last.text} ${word.text}`) !== 'other' ) {
      runs[runs.length - 1] = { ...last, text: `${last.text} ${word.text}`, width: word.x + word.width - last.x };
    } else runs.push(word);
  }
  return runs;
}

/** True when a line reads as a table header: at least three titles, two of them known roles including a price or quantity. */
export function isHeaderLine(line: TextLine): boolean {
  const runs = headerRuns(line);
  if (runs.length < 3 || runs.some((r) => /\d[.,]\d{2}/.test(r.text))) return false;
  const roles = runs.map((r) => roleOfHeader(r.text)).filter((role) => role !== 'other');
  return new Set(roles).size >= 3 && roles.some((role) => role === 'quantity' || role === 'unitPrice' || role === 'amount');
}

/**
 * A priced line's words as x-ranges: words closer than `maxGap` joined, unless the join would
 * reach over two header titles ("4" under Qty and "BF-210" under Model stay apart).
 */
function lineRanges(line: TextLine, bands: Array<[number, number]>, maxGap: number): Array<[number, number]> {
  const touched = (range: [number, number]) => bands.filter((band) => overlap(band, range) > 0).length;
  const ranges: Array<[number, number]> = [];
  for (const word of line.words) {
    const span: [number, number] = [word.x, word.x + word.width];
    const last = ranges.at(-1);
    const joined: [number, number] | null = last ? [last[0], Math.max(last[1], span[1])] : null;
    if (last && joined && span[0] - last[1] < maxGap && touched(joined) <= 1) ranges[ranges.length - 1] = joined;
    else ranges.push(span);
  }
  return ranges;
}

/** Horizontal overlap of two ranges. */
function overlap(a: [number, number], b: [number, number]): number {
  return Math.min(a[1], b[1]) - Math.max(a[0], b[0]);
}

/**
 * The table's columns from its header line, widened by the priced lines: each run of words goes
 * to the header title it overlaps most (or the nearest one).
 */
export function columnsOf(header: TextLine, pricedLines: TextLine[]): TableColumn[] {
  const runs = headerRuns(header);
  const columns: TableColumn[] = runs.map((run) => ({ name: run.text, role: roleOfHeader(run.text), left: run.x, right: run.x + run.width }));
  const bands = columns.map((c): [number, number] => [c.left, c.right]);
  for (const range of pricedLines.flatMap((line) => lineRanges(line, bands, line.height * 0.6))) {
    const best = nearestColumn(bands, range);
    columns[best]!.left = Math.min(columns[best]!.left, range[0]);
    columns[best]!.right = Math.max(columns[best]!.right, range[1]);
  }
  return separate(columns);
}

/** The index of the band a range overlaps most, else the nearest one. */
function nearestColumn(bands: Array<[number, number]>, range: [number, number]): number {
  let best = 0;
  let bestScore = -Infinity;
  bands.forEach((band, i) => {
    const score = overlap(band, range);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/** Columns made not to overlap (a widened band stops where the next one starts). */
function separate(columns: TableColumn[]): TableColumn[] {
  for (let i = 1; i < columns.length; i += 1) {
    const previous = columns[i - 1]!;
    const current = columns[i]!;
    if (previous.right > current.left) {
      const middle = (previous.right + current.left) / 2;
      previous.right = middle;
      current.left = middle;
    }
  }
  return columns;
}

/** The column a word belongs to: the band holding its centre, else the nearest band. */
export function columnOfWord(columns: TableColumn[], word: PositionedWord): number {
  const centre = word.x + word.width / 2;
  let best = 0;
  let bestDistance = Infinity;
  columns.forEach((column, i) => {
    const distance = centre < column.left ? column.left - centre : centre > column.right ? centre - column.right : 0;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i;
    }
  });
  return best;
}
