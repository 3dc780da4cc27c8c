/**
 * Telling the letter O from the digit 0 by the glyph's shape: in a proportional font every digit
 * has one width (tabular figures) and the letter O is half as wide again, so in a product code a
 * symbol read as '0' but clearly wider than the code's other digits is the letter O
 * ('CP-66O0-SS'). A monospaced font gives both one width and nothing changes.
 */

/** One symbol tesseract read, with its box in pixels. */
export interface GlyphSymbol {
  text: string;
  bbox: { x0: number; x1: number };
}

/** A product code: letters and digits in two or more parts joined by hyphens, perhaps in brackets ('[CP-66O0-SS]'). */
const CODE = /^[[({]?[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+[\]})]?$/;
/** A '0' this much wider than the code's median digit is an 'O' (O ≈ 1.4–1.5 × a digit in sans fonts; a speck beside a digit adds ≈ 0.15). */
const WIDE_ZERO = 1.3;
/** Fewer digits than this besides the zero give no trustworthy digit width. */
const MIN_DIGITS = 2;

const width = (symbol: GlyphSymbol): number => symbol.bbox.x1 - symbol.bbox.x0;

/** The word's text with its wide zeros read as the letter O (the text as it is when it is not a code or its symbols do not spell it). */
export function withWideZerosAsO(text: string, symbols: GlyphSymbol[]): string {
  if (!CODE.test(text) || symbols.map((s) => s.text).join('') !== text) return text;
  const digits = symbols.filter((s) => /^[1-9]$/.test(s.text)).map(width).sort((a, b) => a - b);
  if (digits.length < MIN_DIGITS) return text;
  const digitWidth = digits[Math.floor(digits.length / 2)]!;
  return symbols.map((s) => (s.text === '0' && width(s) >= digitWidth * WIDE_ZERO ? 'O' : s.text)).join('');
}
