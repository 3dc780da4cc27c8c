/**
 * Positioned text as the engines read it (pdfjs-dist text items, tesseract.js words), grouped into
 * visual lines. Coordinates are PDF points from the page's top left (an OCR engine scales its
 * pixels to points first); `confidence` is 0–1 when the reader gives one.
 */

/** One word or run of words with its box. */
export interface PositionedWord {
  page: number;
  x: number;
  /** Top of the box. */
  y: number;
  width: number;
  height: number;
  text: string;
  /** 0–1 (OCR); absent when the text layer is exact. */
  confidence?: number;
}

/** The words of one page. */
export interface PositionedPage {
  page: number;
  width: number;
  height: number;
  words: PositionedWord[];
  /** OCR: the scan's tilt (dy per dx) its words were straightened by; a box on the page image is turned back by it. */
  tilt?: number;
}

/** Words on one baseline, left to right. */
export interface TextLine {
  page: number;
  /** Top of the line. */
  y: number;
  /** The tallest word's height (about the font size). */
  height: number;
  words: PositionedWord[];
  text: string;
}

/** Vertical overlap of two boxes as a share of the smaller height. */
function verticalOverlap(a: { y: number; height: number }, b: { y: number; height: number }): number {
  const overlap = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return overlap / Math.max(1e-6, Math.min(a.height, b.height));
}

/** A line of words, sorted left to right, with its text. */
function lineOf(page: number, words: PositionedWord[]): TextLine {
  const sorted = [...words].sort((a, b) => a.x - b.x);
  return {
    page,
    y: Math.min(...sorted.map((w) => w.y)),
    height: Math.max(...sorted.map((w) => w.height)),
    words: sorted,
    text: sorted.map((w) => w.text).join(' '),
  };
}

/** The page's words grouped into lines (words overlapping vertically by more than half), top to bottom. */
export function groupLines(page: PositionedPage): TextLine[] {
  const words = page.words.filter((w) => w.text.trim() !== '').sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: Array<{ y: number; height: number; words: PositionedWord[] }> = [];
  for (const word of words) {
    const group = groups.find((g) => verticalOverlap(g, word) > 0.5);
    if (group) {
      group.words.push(word);
      continue;
    }
    groups.push({ y: word.y, height: word.height, words: [word] });
  }
  return groups.map((g) => lineOf(page.page, g.words)).sort((a, b) => a.y - b.y);
}

/** Words closer than `maxGap` points joined into runs ("Unit" + "Price" → "Unit Price"). */
export function joinClose(words: PositionedWord[], maxGap: number): PositionedWord[] {
  const runs: PositionedWord[] = [];
  for (const word of words) {
    const last = runs.at(-1);
    if (last && word.x - (last.x + last.width) <= maxGap) {
      const right = Math.max(last.x + last.width, word.x + word.width);
      const bottom = Math.max(last.y + last.height, word.y + word.height);
      const y = Math.min(last.y, word.y);
      runs[runs.length - 1] = { ...last, text: `${last.text} ${word.text}`, width: right - last.x, y, height: bottom - y, ...minConfidence(last, word) };
    } else runs.push(word);
  }
  return runs;
}

/** The lower confidence of two words, when either has one. */
function minConfidence(a: PositionedWord, b: PositionedWord): { confidence?: number } {
  if (a.confidence === undefined && b.confidence === undefined) return {};
  return { confidence: Math.min(a.confidence ?? 1, b.confidence ?? 1) };
}

/** The box around words (null for none). */
export function boxOf(words: PositionedWord[]): { page: number; x: number; y: number; width: number; height: number } | null {
  const first = words[0];
  if (!first) return null;
  const x = Math.min(...words.map((w) => w.x));
  const y = Math.min(...words.map((w) => w.y));
  const right = Math.max(...words.map((w) => w.x + w.width));
  const bottom = Math.max(...words.map((w) => w.y + w.height));
  return { page: first.page, x, y, width: right - x, height: bottom - y };
}

/** The median of numbers (0 for none). */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
