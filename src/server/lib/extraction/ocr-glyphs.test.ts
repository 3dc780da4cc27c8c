import { describe, expect, it } from 'vitest';
import { withWideZerosAsO, type GlyphSymbol } from './ocr-glyphs';

/** Symbols of a text with the given widths, side by side. */
function symbols(text: string, widths: number[]): GlyphSymbol[] {
  let x = 0;
  return [...text].map((character, i) => {
    const symbol = { text: character, bbox: { x0: x, x1: x + widths[i]! } };
    x += widths[i]! + 3;
    return symbol;
  });
}

describe('withWideZerosAsO', () => {
  it("reads a '0' half as wide again as the code's digits as the letter O", () => {
    expect(withWideZerosAsO('CP-6600-SS', symbols('CP-6600-SS', [24, 22, 10, 18, 18, 27, 18, 9, 21, 21]))).toBe('CP-66O0-SS');
    expect(withWideZerosAsO('[NL-5010-AB]', symbols('[NL-5010-AB]', [8, 23, 18, 10, 17, 27, 17, 18, 9, 26, 21, 8]))).toBe('[NL-5O10-AB]');
  });

  it('leaves zeros as wide as the digits, monospaced codes, words that are not codes and symbols that do not spell the word', () => {
    expect(withWideZerosAsO('CP-3300-RF', symbols('CP-3300-RF', [24, 21, 9, 16, 18, 18, 18, 9, 22, 19]))).toBe('CP-3300-RF');
    expect(withWideZerosAsO('AB-1000', symbols('AB-1000', [20, 20, 20, 20, 20, 20, 20]))).toBe('AB-1000');
    expect(withWideZerosAsO('$100.00', symbols('$100.00', [18, 18, 27, 27, 6, 27, 27]))).toBe('$100.00');
    expect(withWideZerosAsO('CP-6600-SS', symbols('CP-6600', [24, 22, 10, 18, 18, 27, 18]))).toBe('CP-6600-SS');
  });
});
