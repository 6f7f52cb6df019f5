/**
 * Place search (pure): names folded to lower-case ASCII (any-ascii: "São Paulo" and "sao paulo",
 * "Zürich" and "zurich", "Kraków" and "krakow" meet), matched by prefix on a sorted index, ranked by
 * population; ties by name. One index is built per container from the records.
 */
import anyAscii from 'any-ascii';
import type { PlaceRecord } from './data';

/** Folds a name or a query: ASCII transliteration, lower case, runs of spaces and punctuation to one space. */
export const fold = (s: string): string =>
  anyAscii(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface PlaceIndex {
  records: readonly PlaceRecord[];
  /** Folded names (and alternative names) in sorted order, each with its record's position. */
  keys: readonly string[];
  refs: Int32Array;
  byId: ReadonlyMap<number, PlaceRecord>;
}

export function buildIndex(records: readonly PlaceRecord[]): PlaceIndex {
  const entries: [string, number][] = [];
  records.forEach((r, i) => {
    const a = fold(r.name);
    if (a) entries.push([a, i]);
    const b = r.altName ? fold(r.altName) : '';
    if (b && b !== a) entries.push([b, i]);
  });
  entries.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] - y[1]));
  return { records, keys: entries.map((e) => e[0]), refs: Int32Array.from(entries, (e) => e[1]), byId: new Map(records.map((r) => [r.id, r])) };
}

/** First position whose key is >= `prefix`. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The places whose name starts with the query, in `country` when given, the most populous first. */
export function searchPlaces(index: PlaceIndex, query: string, opts: { country?: string; limit: number }): PlaceRecord[] {
  const q = fold(query);
  if (!q) return [];
  const country = opts.country?.toUpperCase();
  const limit = Math.max(1, opts.limit);
  // an exact name first among equal populations: "Paris" before "Paris 01 Louvre"
  const before = (a: PlaceRecord, b: PlaceRecord): boolean =>
    a.population !== b.population ? a.population > b.population : (fold(a.name) === q) !== (fold(b.name) === q) ? fold(a.name) === q : a.name.localeCompare(b.name) < 0;
  // the `limit` best of the range, kept in order as it is walked (a one-letter query walks thousands)
  const top: PlaceRecord[] = [];
  const seen = new Set<number>();
  for (let i = lowerBound(index.keys, q); i < index.keys.length && index.keys[i]!.startsWith(q); i++) {
    const ref = index.refs[i]!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    const r = index.records[ref]!;
    if (country && r.country !== country) continue;
    if (top.length === limit && !before(r, top[limit - 1]!)) continue;
    let at = top.length;
    while (at > 0 && before(r, top[at - 1]!)) at--;
    top.splice(at, 0, r);
    if (top.length > limit) top.pop();
  }
  return top;
}
