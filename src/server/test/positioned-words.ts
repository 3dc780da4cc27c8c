/**
 * Positioned words for the extraction's table tests: lines of words as a text layer or tesseract
 * gives them (one box per word), and pages of those lines.
 */
import type { PositionedPage, PositionedWord } from '../lib/extraction/positioned-text';

/**
 * Words of one line at `y`: [x, text] pairs split at spaces, each word 0.5 em per character, with
 * an OCR confidence when given.
 */
export function line(y: number, cells: Array<[number, string]>, height = 9, confidence?: number): PositionedWord[] {
  return cells.flatMap(([x, text]) => {
    let offset = x;
    return text.split(' ').map((word) => {
      const box = { page: 1, x: offset, y, width: word.length * height * 0.5, height, text: word, ...(confidence === undefined ? {} : { confidence }) };
      offset += box.width + height * 0.3;
      return box;
    });
  });
}

/** Page 1 (US Letter) of the given lines. */
export function page(...lines: PositionedWord[][]): PositionedPage {
  return { page: 1, width: 612, height: 792, words: lines.flat() };
}
