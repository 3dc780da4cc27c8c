/**
 * Spreadsheet formula injection in CSV files (OWASP "CSV Injection"): a cell that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is run as a formula by spreadsheet programs.
 * Every CSV export writes its cells through `neutraliseFormula`, which puts an apostrophe in front
 * (the spreadsheet convention for "this is text"); the CSV import reads them back through
 * `restoreFormula`, so export → import gives the original text back exactly.
 *
 * A text that already starts with apostrophes before such a character gets one more, so that
 * restoring (removing exactly one) is the inverse for every text.
 */

/** Apostrophes (any number) followed by a character that starts a formula. */
const NEEDS_QUOTE = /^'*[=+\-@\t\r]/;
/** One apostrophe put in front by `neutraliseFormula`. */
const QUOTED = /^'+[=+\-@\t\r]/;

/** The cell's text with an apostrophe in front when a spreadsheet would read it as a formula. */
export function neutraliseFormula(text: string): string {
  return NEEDS_QUOTE.test(text) ? `'${text}` : text;
}

/** The inverse of `neutraliseFormula`: the text a neutralised cell was written from. */
export function restoreFormula(text: string): string {
  return QUOTED.test(text) ? text.slice(1) : text;
}

/** One cell of a hand-written CSV line: formulas neutralised, then quoted when needed (RFC 4180). */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
