/**
 * Specks OCR reads beside a product code ('CP-3300-RF i', 'LX-DM-0042 7', a faint 'THAD' on a
 * wrapped line): in a table's model column, a word after a code (letters and digits joined by
 * hyphens) is dropped when it is one character or read with little confidence. A text layer
 * never needs this; the OCR engine applies it to its drafts.
 */
import type { PositionedWord } from './positioned-text';
import type { DraftTable } from './table-output';

/** A product code: letters and digits in two or more parts joined by hyphens, with a digit. */
const CODE = /^(?=.*\d)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+$/;

/** Below this OCR confidence a word after a code is a speck. */
const SPECK_CONFIDENCE = 0.5;

/** True for a word after a code that is a speck. */
const isSpeck = (word: PositionedWord): boolean => word.text.length === 1 || (word.confidence ?? 1) < SPECK_CONFIDENCE;

/** Drops the specks after the codes of the table's model column (rows in place). */
export function dropCodeSpecks(table: DraftTable): void {
  const model = table.columns.findIndex((c) => c.role === 'model');
  if (model < 0) return;
  for (const row of table.rows) {
    const words = row.cells[model]!;
    if (words.length > 1 && CODE.test(words[0]!.text)) row.cells[model] = words.filter((word, i) => i === 0 || !isSpeck(word));
  }
}
