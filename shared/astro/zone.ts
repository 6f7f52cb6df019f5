/**
 * IANA time zones with their complete history, `backzone` included, for birth times.
 *
 * - From 1970 on (and before, for most zones) the data is @tubular/time's "large" set: the
 *   full IANA database 1800-2499 bundled in the package (`initTimezoneLarge()` is
 *   synchronous; nothing is fetched: this module never calls its pollers or `getTimezones`).
 * - Before 1970 the zones whose history lives in the IANA `backzone` file (Europe/Amsterdam,
 *   Europe/Oslo, Europe/Jersey, many African and Caribbean zones: 110 in all) take their
 *   states from shared/astro/backzone.json, compiled from the IANA data by
 *   scripts/build-backzone.ts. Neither @tubular/time nor Node's ICU ships that part.
 *
 * Each zone is compiled once per container into sorted typed arrays (start instant, offset in
 * seconds, daylight-saving flag, local-mean-time flag); lookups are binary searches.
 */
import { initTimezoneLarge, Timezone } from '@tubular/time';
import backzone from './backzone.json' with { type: 'json' };
import { invalidInput } from '../errors';

initTimezoneLarge();

type BackzoneState = [number | null, number, number, string];
const BACKZONE = backzone as unknown as { cutUtcSeconds: number; zones: Record<string, BackzoneState[]>; version: string };
const CUT_MS = BACKZONE.cutUtcSeconds * 1000;

/** Version of the IANA data (main set / backzone set). */
export const TZ_DATA_VERSION = `${Timezone.version} (backzone ${BACKZONE.version})`;

/** One zone's history: state i holds from starts[i] (UT epoch ms) until starts[i + 1]. */
export class Zone {
  constructor(
    readonly name: string,
    private readonly starts: Float64Array,
    private readonly offsets: Int32Array,
    private readonly dst: Uint8Array,
    private readonly lmt: Uint8Array,
  ) {}

  /** Number of states. */
  get size(): number {
    return this.starts.length;
  }

  /** Index of the state in force at a UT instant (epoch ms). */
  indexAt(utcMs: number): number {
    const s = this.starts;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]! <= utcMs) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  start(i: number): number {
    return this.starts[i]!;
  }
  end(i: number): number {
    return i + 1 < this.starts.length ? this.starts[i + 1]! : Infinity;
  }
  offsetSecondsOf(i: number): number {
    return this.offsets[i]!;
  }
  isDst(i: number): boolean {
    return this.dst[i] === 1;
  }
  isLocalMeanTime(i: number): boolean {
    return this.lmt[i] === 1;
  }

  /** Offset from UT in seconds at a UT instant (local = UT + offset). */
  offsetSeconds(utcMs: number): number {
    return this.offsets[this.indexAt(utcMs)]!;
  }

  /** Offset from UT in minutes at a UT instant (the luxon-style API other modules use). */
  offset(utcMs: number): number {
    return this.offsetSeconds(utcMs) / 60;
  }
}

interface State {
  start: number;
  offset: number;
  dst: boolean;
  lmt: boolean;
}

function compile(name: string, tz: Timezone): Zone {
  const states: State[] = [];
  const overlay = BACKZONE.zones[name];
  const transitions = tz.getAllTransitions() ?? [];
  const fromTubular = (t: { transitionTime: number; utcOffset: number; dstOffset: number; name?: string }): State => ({
    start: t.transitionTime,
    offset: t.utcOffset,
    dst: t.dstOffset !== 0,
    lmt: t.name === 'LMT',
  });
  if (overlay) {
    for (const [from, offset, dst, abbr] of overlay) {
      states.push({ start: from === null ? -Infinity : from * 1000, offset, dst: dst === 1, lmt: abbr === 'LMT' });
    }
    // @tubular/time from the cut on: the state in force at the cut, then later transitions.
    let atCut: State | undefined;
    const later: State[] = [];
    for (const t of transitions) {
      if (t.transitionTime <= CUT_MS) atCut = fromTubular(t);
      else later.push(fromTubular(t));
    }
    if (atCut) states.push({ ...atCut, start: CUT_MS });
    states.push(...later);
  } else if (transitions.length) {
    for (const t of transitions) states.push(fromTubular(t));
  } else {
    // A fixed zone without transitions (Etc/GMT+5, UTC).
    states.push({ start: -Infinity, offset: tz.getOffset(0), dst: false, lmt: false });
  }
  states[0]!.start = -Infinity;
  // Drop states that change nothing (the overlay's last state and @tubular's state at the cut may agree).
  const merged: State[] = [];
  for (const s of states) {
    const prev = merged[merged.length - 1];
    if (prev && prev.offset === s.offset && prev.dst === s.dst && prev.lmt === s.lmt) continue;
    merged.push(s);
  }
  return new Zone(
    name,
    Float64Array.from(merged, (s) => s.start),
    Int32Array.from(merged, (s) => s.offset),
    Uint8Array.from(merged, (s) => (s.dst ? 1 : 0)),
    Uint8Array.from(merged, (s) => (s.lmt ? 1 : 0)),
  );
}

/** Lower-case name -> the IANA spelling (names are matched case-insensitively, as Intl does). */
let names: Map<string, string> | undefined;
function canonicalName(name: string): string | undefined {
  if (!names) {
    names = new Map();
    for (const n of Timezone.getAvailableTimezones()) names.set(n.toLowerCase(), n);
    for (const n of Object.keys(BACKZONE.zones)) names.set(n.toLowerCase(), n);
  }
  return names.get(name.toLowerCase());
}

const zones = new Map<string, Zone>();

/** The zone of an IANA name (cached per container) or the typed "Invalid timezone" error. */
export function getZone(name: string): Zone {
  const cached = zones.get(name);
  if (cached) return cached;
  const canonical = typeof name === 'string' ? canonicalName(name.trim()) : undefined;
  let tz: Timezone | undefined;
  if (canonical) {
    try {
      tz = Timezone.from(canonical);
    } catch {
      tz = undefined;
    }
  }
  if (!canonical || !tz || tz.error) {
    throw invalidInput('Invalid timezone', `"${name}" is not an IANA time zone name (Area/City, e.g. Europe/London)`);
  }
  const zone = zones.get(canonical) ?? compile(canonical, tz);
  zones.set(canonical, zone);
  zones.set(name, zone);
  return zone;
}
