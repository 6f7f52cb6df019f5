/**
 * Midpoints (cosmobiology): the midpoint of every pair of points, on the shorter arc between them,
 * and the points on it, conjunct the midpoint or opposite it (on the far midpoint) within
 * MIDPOINT_ORB; the tree turns that around: for each point, the midpoints it sits on. Plain functions.
 */
import { norm360 } from './ephemeris';
import { wrap360 } from './houses';

/** Orb of a point on a midpoint, degrees (the limit included). */
export const MIDPOINT_ORB = 1.5;

/** The midpoint on the shorter arc between two longitudes (for points exactly opposite, a + 90). */
export function midpointOf(a: number, b: number): number {
  const d = norm360(b - a);
  return d <= 180 ? wrap360(a + d / 2) : wrap360(b + (360 - d) / 2);
}

export interface MidpointOccupant {
  body: string;
  /** conjunct the midpoint, or opposite it */
  aspect: 'conjunction' | 'opposition';
  orb: number;
}

export interface Midpoint {
  bodies: [string, string];
  longitude: number;
  on: MidpointOccupant[];
}

export interface Midpoints {
  pairs: Midpoint[];
  /** Each point -> the midpoints it sits on ("sun/moon"), closest first. */
  tree: Record<string, { midpoint: string; aspect: 'conjunction' | 'opposition'; orb: number }[]>;
}

const distance = (a: number, b: number): number => {
  const d = norm360(a - b);
  return d > 180 ? 360 - d : d;
};

export function findMidpoints(points: readonly { key: string; longitude: number }[]): Midpoints {
  const pairs: Midpoint[] = [];
  const tree: Midpoints['tree'] = Object.fromEntries(points.map((p) => [p.key, []]));
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i]!;
      const b = points[j]!;
      const m = midpointOf(a.longitude, b.longitude);
      const on: MidpointOccupant[] = [];
      for (const p of points) {
        if (p === a || p === b) continue;
        const d = distance(p.longitude, m);
        if (d <= MIDPOINT_ORB) on.push({ body: p.key, aspect: 'conjunction', orb: d });
        else if (180 - d <= MIDPOINT_ORB) on.push({ body: p.key, aspect: 'opposition', orb: 180 - d });
      }
      pairs.push({ bodies: [a.key, b.key], longitude: m, on });
      for (const o of on) tree[o.body]!.push({ midpoint: `${a.key}/${b.key}`, aspect: o.aspect, orb: o.orb });
    }
  for (const list of Object.values(tree)) list.sort((x, y) => x.orb - y.orb);
  return { pairs, tree };
}
