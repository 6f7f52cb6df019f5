/**
 * Place search (pure): names folded to lower-case ASCII (any-ascii: "São Paulo" and "sao paulo",
 * "Zürich" and "zurich", "Kraków" and "krakow", "Київ" and "kyiv" meet; ø, æ, å, ä, ö, ü are also
 * indexed as the oe, ae, aa, ae, oe, ue people type without them: "Tromsoe", "Zuerich"), matched by
 * prefix on a sorted index. The index also holds the other names of the cities of at least 100,000
 * inhabitants (former names, exonyms, native names in their scripts: Bombay, Saigon, Cracow, 拉萨;
 * shared/places/alt-names.tsv.gz). Ranked by population weighed by how the place matched: a name
 * typed whole counts a hundred times a prefix, the place's current name ten times one of its other names
 * (a current name beats a former one of a place of similar size, and a city of millions still comes
 * first by its former name); ties by the exact name, then by name. One index is built per container.
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
  /** 1 where the key is one of the place's other names (alt-names), 0 for its current name. */
  other: Uint8Array;
  byId: ReadonlyMap<number, PlaceRecord>;
}

/** The spellings without the letters ø, æ, å, ä, ö, ü that people type (Tromsoe, Zuerich, Malmoe, Aarhus). */
const SPELLED: readonly [RegExp, string][] = [
  [/[øØöÖ]/g, 'oe'],
  [/[æÆäÄ]/g, 'ae'],
  [/[åÅ]/g, 'aa'],
  [/[üÜ]/g, 'ue'],
];
const spelled = (name: string): string => SPELLED.reduce((s, [re, to]) => s.replace(re, to), name);

/** `other`: the other names of places by GeoNames id, folded (shared/places/data.ts loadAltNames). */
export function buildIndex(records: readonly PlaceRecord[], other: ReadonlyMap<number, readonly string[]> = new Map()): PlaceIndex {
  const entries: [string, number, number][] = [];
  records.forEach((r, i) => {
    const own = new Set<string>();
    for (const n of [r.name, r.altName]) {
      if (!n) continue;
      own.add(fold(n));
      if (/[øØöÖæÆäÄåÅüÜ]/.test(n)) own.add(fold(spelled(n)));
    }
    own.delete('');
    for (const k of own) entries.push([k, i, 0]);
    for (const k of other.get(r.id) ?? []) if (!own.has(k)) entries.push([k, i, 1]);
  });
  entries.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] - y[1]));
  return {
    records,
    keys: entries.map((e) => e[0]),
    refs: Int32Array.from(entries, (e) => e[1]),
    other: Uint8Array.from(entries, (e) => e[2]),
    byId: new Map(records.map((r) => [r.id, r])),
  };
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

/** How much more a name typed whole weighs than a prefix of one, and a current name than another name. */
const WHOLE = 100;
const CURRENT = 10;

/** The places whose name (or other name) starts with the query, in `country` when given, the best first (see the header). */
export function searchPlaces(index: PlaceIndex, query: string, opts: { country?: string; limit: number }): PlaceRecord[] {
  const q = fold(query);
  if (!q) return [];
  const country = opts.country?.toUpperCase();
  const limit = Math.max(1, opts.limit);
  interface Hit {
    ref: number;
    r: PlaceRecord;
    weight: number;
    exact: boolean;
  }
  // an exact current name first among equal weights: "Paris" before "Paris 01 Louvre"
  const before = (a: Hit, b: Hit): boolean => (a.weight !== b.weight ? a.weight > b.weight : a.exact !== b.exact ? a.exact : a.r.name.localeCompare(b.r.name) < 0);
  // the `limit` best of the range, each place once with its best match, kept in order as it is walked (a one-letter query walks thousands)
  const top: Hit[] = [];
  for (let i = lowerBound(index.keys, q); i < index.keys.length && index.keys[i]!.startsWith(q); i++) {
    const ref = index.refs[i]!;
    const r = index.records[ref]!;
    const whole = index.keys[i] === q;
    const weight = r.population * (whole ? WHOLE : 1) * (index.other[i] ? 1 : CURRENT);
    if (top.length === limit && weight < top[limit - 1]!.weight) continue;
    if (country && r.country !== country) continue;
    const hit: Hit = { ref, r, weight, exact: whole && !index.other[i] };
    const had = top.findIndex((h) => h.ref === ref);
    if (had >= 0) {
      if (!before(hit, top[had]!)) continue;
      top.splice(had, 1);
    } else if (top.length === limit && !before(hit, top[limit - 1]!)) continue;
    let at = top.length;
    while (at > 0 && before(hit, top[at - 1]!)) at--;
    top.splice(at, 0, hit);
    if (top.length > limit) top.pop();
  }
  return top.map((h) => h.r);
}
