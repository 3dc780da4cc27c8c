/**
 * Straightening the words of a tilted scan: a page scanned a fraction of a degree off puts the
 * right end of a table row several points below its left end, enough to split the row into two
 * text lines. The tilt is the median slope of the baselines tesseract reports; each word box is
 * turned back by it about the page's origin.
 */

/** A box or baseline in pixels. */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Baselines shorter than this (pixels) say little about the tilt. */
const MIN_BASELINE = 150;
/** Beyond this slope (≈ 3°) the page is not tilted text but something else: left as it is. */
const MAX_SLOPE = 0.05;

/** The page's tilt as a slope (dy per dx, y downwards) from its text lines' baselines; 0 when unknown. */
export function skewOf(baselines: PixelBox[]): number {
  const slopes = baselines
    .filter((b) => b.x1 - b.x0 >= MIN_BASELINE)
    .map((b) => (b.y1 - b.y0) / (b.x1 - b.x0))
    .sort((a, b) => a - b);
  const slope = slopes[Math.floor(slopes.length / 2)] ?? 0;
  return Math.abs(slope) <= MAX_SLOPE ? slope : 0;
}

/** A box moved as its centre moves when the page is turned back by `slope` (its size kept). */
export function straighten<T extends PixelBox>(box: T, slope: number): T {
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const dx = slope * cy;
  const dy = -slope * cx;
  return { ...box, x0: box.x0 + dx, x1: box.x1 + dx, y0: box.y0 + dy, y1: box.y1 + dy };
}
