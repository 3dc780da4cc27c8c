import type { TMapPoint } from './us-map';

/** Points closer than this (map box units) would draw their pins over each other. */
const NEAR = 24;
/** The least distance between two spread pins (map box units: about a pin's width on a panel-sized map). */
const CHORD = 64;

/**
 * Moves pins that would cover each other onto a small circle around their common place, so that
 * each can be hovered and clicked: sellers in one ZIP code share its centroid (docs/decisions/053).
 * Points are grouped greedily (a point joins the first group whose first point is near); a group
 * of n keeps its order around the circle, the first at the top. Lone points are left where they are.
 */
export function spreadCoincident<T extends { point: TMapPoint }>(items: readonly T[]): T[] {
  const groups: T[][] = [];
  for (const item of items) {
    const group = groups.find((g) => Math.hypot(g[0]!.point.x - item.point.x, g[0]!.point.y - item.point.y) < NEAR);
    if (group) group.push(item);
    else groups.push([item]);
  }
  const spread = new Map<T, TMapPoint>();
  for (const group of groups) {
    if (group.length < 2) continue;
    const centre = group[0]!.point;
    const radius = CHORD / 2 / Math.sin(Math.PI / group.length);
    group.forEach((item, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / group.length;
      spread.set(item, { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) });
    });
  }
  return items.map((item) => {
    const point = spread.get(item);
    return point ? { ...item, point } : item;
  });
}
