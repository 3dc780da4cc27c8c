import { describe, expect, it } from 'vitest';
import { spreadCoincident } from './pin-spread';

const at = (id: number, x: number, y: number) => ({ id, point: { x, y } });
const distance = (a: { point: { x: number; y: number } }, b: { point: { x: number; y: number } }) => Math.hypot(a.point.x - b.point.x, a.point.y - b.point.y);

describe('spreadCoincident', () => {
  it('leaves pins that do not touch where they are', () => {
    const items = [at(1, 100, 100), at(2, 300, 100)];
    expect(spreadCoincident(items)).toEqual(items);
  });

  it('puts pins at one place on a circle around it, far enough apart to hover each', () => {
    for (const n of [2, 3, 5, 8]) {
      const items = Array.from({ length: n }, (_, i) => at(i + 1, 500 + (i % 2), 300));
      const spread = spreadCoincident(items);
      expect(spread.map((s) => s.id)).toEqual(items.map((s) => s.id));
      for (let i = 0; i < n; i += 1) {
        for (let j = i + 1; j < n; j += 1) expect(distance(spread[i]!, spread[j]!)).toBeGreaterThanOrEqual(63.9);
      }
    }
  });

  it('spreads only the group that overlaps', () => {
    const [a, b, lone] = spreadCoincident([at(1, 100, 100), at(2, 105, 102), at(3, 600, 400)]);
    expect(distance(a!, b!)).toBeGreaterThan(60);
    expect(lone!.point).toEqual({ x: 600, y: 400 });
  });
});
