/**
 * The arithmetic as a reader of OCR'd figures (docs/decisions/057): for a row whose quantity ×
 * unit price ≠ amount, or with a figure missing, its figure cells are read again one by one (a
 * single line of digits, separators and currency signs) and the first combination of the readings
 * that adds up is kept; failing that, a whole quantity is derived as amount ÷ unit price. A row
 * that still does not add up is left as read, so its check keeps its confidence low.
 */
import { discountOf } from './line-checks';
import { derivedQuantity, figureValues, firstAddingUp, type ChosenFigures, type FigureOptions, type TFigureKind } from './figure-readings';
import type { FigureReading } from './ocr-worker';
import { boxOf, type PositionedWord } from './positioned-text';
import { moneyString, parseMoney, parseQuantity, quantityString } from './quote-numbers';
import type { TColumnRole } from './table-columns';
import type { DraftRow, DraftTable } from './table-output';

/** A box in PDF points on a page. */
export interface PointBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Reads the figure in a box of a page again. */
export type FigureCellReader = (box: PointBox) => Promise<FigureReading>;

/** The check a derived quantity names. */
export const DERIVED_QUANTITY = 'quantity derived: amount ÷ unit price';

/** The three figures a row's arithmetic needs, with their kind. */
const FIGURES: Array<{ key: keyof ChosenFigures; role: TColumnRole; kind: TFigureKind }> = [
  { key: 'quantity', role: 'quantity', kind: 'quantity' },
  { key: 'unitPrice', role: 'unitPrice', kind: 'money' },
  { key: 'amount', role: 'amount', kind: 'money' },
];

/** One figure cell of a row: its column and what was read in it. */
interface FigureCell {
  key: keyof ChosenFigures;
  kind: TFigureKind;
  column: number;
  words: PositionedWord[];
  /** The value of the words as printed (null when they do not parse as they are). */
  printed: number | null;
  /** Readings of the cell, likeliest first, with the confidence each carries. */
  readings: Array<{ value: number; confidence: number }>;
}

const textOf = (words: PositionedWord[]): string => words.map((w) => w.text).join(' ');
const lowest = (words: PositionedWord[]): number => Math.min(1, ...words.map((w) => w.confidence ?? 1));

/** The options of each figure from the cells' readings. */
function optionsOf(cells: FigureCell[]): FigureOptions {
  const values = (key: keyof ChosenFigures) => cells.find((c) => c.key === key)!.readings.map((r) => r.value);
  return { quantity: values('quantity'), unitPrice: values('unitPrice'), amount: values('amount') };
}

/** The band a cell of `column` takes on the row's first line (its words, or the column's width when it is empty). */
function cellBand(table: DraftTable, row: DraftRow, cell: FigureCell): PointBox {
  const line = row.firstLine;
  const column = table.columns[cell.column]!;
  const words = boxOf(cell.words.filter((w) => w.page === line.page));
  const left = Math.min(column.left, words?.x ?? Infinity);
  const right = Math.max(column.right, words ? words.x + words.width : -Infinity);
  const pad = line.height * 0.25;
  return { page: line.page, x: left - pad, y: line.y - pad, width: right - left + 2 * pad, height: line.height + 2 * pad };
}

/** The row's figure cells set to the chosen values (a changed cell becomes one word carrying its reading's confidence). */
function settle(table: DraftTable, row: DraftRow, cells: FigureCell[], chosen: ChosenFigures, derived: boolean): void {
  for (const cell of cells) {
    const value = chosen[cell.key];
    if (cell.printed === value && !(derived && cell.key === 'quantity')) continue;
    const confidence = derived && cell.key === 'quantity' ? 1 : (cell.readings.find((r) => r.value === value)?.confidence ?? 1);
    const text = cell.kind === 'quantity' ? quantityString(value) : moneyString(value);
    row.cells[cell.column] = [{ ...cellBand(table, row, cell), text, confidence }];
  }
  if (derived) row.checks.push(DERIVED_QUANTITY);
}

/** Settles one row's figures: as read, else read again, else with a derived quantity. */
async function settleRow(table: DraftTable, row: DraftRow, columns: number[], discountColumn: number, readCell: FigureCellReader): Promise<void> {
  const cells: FigureCell[] = FIGURES.map((figure, i) => {
    const words = row.cells[columns[i]!]!;
    const confidence = lowest(words);
    const text = textOf(words);
    const printed = figure.kind === 'quantity' ? parseQuantity(text) : parseMoney(text);
    return { ...figure, column: columns[i]!, words, printed, readings: figureValues(text, figure.kind).map((value) => ({ value, confidence })) };
  });
  const discount = discountColumn < 0 ? null : discountOf(textOf(row.cells[discountColumn]!));
  const asRead = firstAddingUp(optionsOf(cells), discount);
  if (asRead) return settle(table, row, cells, asRead, false);
  for (const cell of cells) {
    const again = await readCell(cellBand(table, row, cell));
    const known = new Set(cell.readings.map((r) => r.value));
    cell.readings.push(...figureValues(again.text, cell.kind).filter((value) => !known.has(value)).map((value) => ({ value, confidence: again.confidence })));
  }
  const reread = firstAddingUp(optionsOf(cells), discount);
  if (reread) return settle(table, row, cells, reread, false);
  const derived = derivedQuantity(optionsOf(cells), discount);
  if (derived) settle(table, row, cells, derived, true);
}

/**
 * Settles the figures of every row of a drafted table that has quantity, unit price and amount
 * columns (rows in place).
 */
export async function settleFigures(table: DraftTable, readCell: FigureCellReader): Promise<void> {
  const columns = FIGURES.map((figure) => table.columns.findIndex((c) => c.role === figure.role));
  if (columns.some((column) => column < 0)) return;
  const discountColumn = table.columns.findIndex((c) => c.role === 'discount');
  for (const row of table.rows) await settleRow(table, row, columns, discountColumn, readCell);
}
