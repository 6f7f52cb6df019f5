/**
 * Collision-free placement on a circle: display angles for glyphs whose true angles crowd,
 * each at least `gap` degrees from its neighbours, moved as little as possible. Crowded
 * glyphs form clusters spread evenly around the mean of their true angles; clusters that
 * then touch merge, until none overlap. Deterministic, O(n^2) for the dozen bodies of a chart.
 */
const mod360 = (x: number): number => ((x % 360) + 360) % 360;

/** Display angles for `angles` (any order), in the same order. */
export function spreadAngles(angles: readonly number[], gap: number): number[] {
  const n = angles.length;
  if (n < 2) return angles.map(mod360);
  if (n * gap > 360) gap = 360 / n;
  const order = angles.map((a, i) => ({ a: mod360(a), i })).sort((x, y) => x.a - y.a || x.i - y.i);
  // Start the line at the widest empty arc so that no cluster wraps across the cut.
  let cut = 0;
  let widest = -1;
  for (let k = 0; k < n; k++) {
    const next = k + 1 < n ? order[k + 1]!.a : order[0]!.a + 360;
    if (next - order[k]!.a > widest) {
      widest = next - order[k]!.a;
      cut = (k + 1) % n;
    }
  }
  const base = order[cut]!.a;
  const line = [...order.slice(cut), ...order.slice(0, cut)].map((o) => ({ a: o.a < base ? o.a + 360 : o.a, i: o.i }));

  // Clusters of consecutive items: [start, end) with their first display angle.
  type Cluster = { start: number; end: number; first: number };
  const clusterFirst = (start: number, end: number): number => {
    const mean = line.slice(start, end).reduce((s, o) => s + o.a, 0) / (end - start);
    return mean - ((end - start - 1) * gap) / 2;
  };
  let clusters: Cluster[] = line.map((o, k) => ({ start: k, end: k + 1, first: o.a }));
  for (let changed = true; changed; ) {
    changed = false;
    const merged: Cluster[] = [];
    for (const c of clusters) {
      const prev = merged[merged.length - 1];
      if (prev && prev.first + (prev.end - prev.start - 1) * gap + gap > c.first + 1e-9) {
        prev.end = c.end;
        prev.first = clusterFirst(prev.start, prev.end);
        changed = true;
      } else merged.push({ ...c });
    }
    // The last cluster may now reach round to the first one.
    const first = merged[0]!;
    const last = merged[merged.length - 1]!;
    if (merged.length > 1 && last.first + (last.end - last.start) * gap > first.first + 360 + 1e-9) {
      // Rare: everything forms one ring; spread the whole line evenly around its mean.
      clusters = [{ start: 0, end: n, first: clusterFirst(0, n) }];
      break;
    }
    clusters = merged;
  }
  const out = new Array<number>(n);
  for (const c of clusters) for (let k = c.start; k < c.end; k++) out[line[k]!.i] = mod360(c.first + (k - c.start) * gap);
  return out;
}
