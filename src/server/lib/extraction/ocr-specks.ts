/**
 * Specks OCR reads as a lone character beside a product code ('CP-3300-RF i', 'LX-DM-0042 7'):
 * in a table's model column, a one-character word after a code (letters and digits joined by
 * hyphens) is dropped. A text layer never needs this; the OCR engine applies it to its drafts.
 */
import type { DraftTable } from './table-output';

/** A product code: letters and digits in two or more parts joined by hyphens, with a digit. */
const CODE = /^(?=.*\d)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+$/;

/** Drops the one-character specks after the codes of the table's model column (rows in place). */
export function dropCodeSpecks(table: DraftTable): void {
  const model = table.columns.findIndex((c) => c.role === 'model');
  if (model < 0) return;
  for (const row of table.rows) {
    const words = row.cells[model]!;
    if (words.length > 1 && CODE.test(words[0]!.text)) row.cells[model] = words.filter((word, i) => i === 0 || word.text.length > 1);
  }
}
