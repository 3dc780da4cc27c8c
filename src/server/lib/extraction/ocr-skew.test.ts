import { describe, expect, it } from 'vitest';
import { skewOf, straighten } from './ocr-skew';

describe('skewOf', () => {
  it('answers the median slope of the long baselines', () => {
    const baselines = [
      { x0: 0, y0: 100, x1: 1000, y1: 110 },
      { x0: 0, y0: 200, x1: 1000, y1: 209 },
      { x0: 0, y0: 300, x1: 1000, y1: 312 },
      { x0: 0, y0: 400, x1: 40, y1: 440 },
    ];
    expect(skewOf(baselines)).toBeCloseTo(0.01);
  });

  it('answers 0 without long baselines or for a slope that is no tilt', () => {
    expect(skewOf([])).toBe(0);
    expect(skewOf([{ x0: 0, y0: 0, x1: 1000, y1: 200 }])).toBe(0);
  });
});

describe('straighten', () => {
  it('brings the ends of a tilted line to one height, and turning back restores the box', () => {
    const slope = 0.01;
    const left = straighten({ x0: 100, y0: 501, x1: 140, y1: 521 }, slope);
    const right = straighten({ x0: 2100, y0: 521, x1: 2140, y1: 541 }, slope);
    expect(right.y0).toBeCloseTo(left.y0, 0);
    expect(right.x1 - right.x0).toBe(40);
    const back = straighten(left, -slope);
    expect(back.x0).toBeCloseTo(100, 0);
    expect(back.y0).toBeCloseTo(501, 0);
  });
});
