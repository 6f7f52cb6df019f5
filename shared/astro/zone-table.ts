/**
 * One time zone's history as sorted typed arrays, and its compact text encoding (the format of
 * shared/astro/zones.json, written by scripts/build-zones.ts, read by ./zone.ts).
 *
 * Transitions are stored explicitly up to `explicitEnd` (2038-01-01T00:00Z). A zone whose later
 * rules repeat every year (checked against @tubular/time up to 2400 when the file is built) is
 * "templated": an instant after that end is read in the year of 2010-2037 that has the same
 * calendar (weekday of 1 January and leap year), shifted by whole days, since rules such as
 * "last Sunday of March, 01:00 UT" give the same month, day and time in both years. Other zones
 * keep every transition up to 2400 explicitly.
 */

const DAY_MS = 86_400_000;

export interface ZoneTableText {
  /** Palette of states: "offsetSeconds(base 36).flags" joined by ",", flags = 1 DST + 2 LMT. */
  p: string;
  /** "i" (initial state, palette index) then "delta.i" per transition; the first delta is absolute (UT seconds, base 36). */
  s: string;
  /** 1 when later years repeat the template years. */
  t?: 1;
}

export interface TableLayout {
  explicitEndMs: number;
  templateFirstYear: number;
}

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const jan1 = (y: number): number => Date.UTC(y, 0, 1);
const weekday = (y: number): number => new Date(jan1(y)).getUTCDay();

const templateCache = new Map<number, number>();
/** The year of [first, first + 28) with the same calendar as `year`. */
function templateYear(year: number, first: number): number {
  const key = year * 10_000 + first;
  let t = templateCache.get(key);
  if (t === undefined) {
    t = first;
    for (let c = first; c < first + 28; c++) {
      if (weekday(c) === weekday(year) && isLeap(c) === isLeap(year)) {
        t = c;
        break;
      }
    }
    templateCache.set(key, t);
  }
  return t;
}

/** One zone's history: state i holds from starts[i] (UT epoch ms) until starts[i + 1]. */
export class Zone {
  constructor(
    readonly name: string,
    private readonly starts: Float64Array,
    private readonly offsets: Int32Array,
    private readonly flags: Uint8Array,
    private readonly templated: boolean,
    private readonly layout: TableLayout,
  ) {}

  /**
   * Milliseconds (whole days) to subtract from an instant or wall time past the explicit table
   * to read it in its template year; 0 when the table holds it.
   */
  shiftFor(ms: number): number {
    if (!this.templated || ms < this.layout.explicitEndMs) return 0;
    const year = new Date(ms).getUTCFullYear();
    return jan1(year) - jan1(templateYear(year, this.layout.templateFirstYear));
  }

  /** Index of the state in force at a UT instant (epoch ms) of the explicit table. */
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
    return (this.flags[i]! & 1) === 1;
  }
  isLocalMeanTime(i: number): boolean {
    return (this.flags[i]! & 2) === 2;
  }

  /** Offset from UT in seconds at a UT instant (local = UT + offset). */
  offsetSeconds(utcMs: number): number {
    return this.offsets[this.indexAt(utcMs - this.shiftFor(utcMs))]!;
  }

  /**
   * The zone's standard offset at a UT instant, in seconds: the offset in force without daylight
   * saving (a DST state reads the last state before it that was not DST).
   */
  standardOffsetSeconds(utcMs: number): number {
    let i = this.indexAt(utcMs - this.shiftFor(utcMs));
    while (i > 0 && this.isDst(i)) i--;
    return this.offsets[i]!;
  }

  /** Offset from UT in minutes at a UT instant (the luxon-style API other modules use). */
  offset(utcMs: number): number {
    return this.offsetSeconds(utcMs) / 60;
  }
}

export interface State {
  /** UT epoch ms; -Infinity for the first state. */
  start: number;
  offset: number;
  dst: boolean;
  lmt: boolean;
}

/** States -> text (starts are whole seconds). */
export function encodeTable(states: State[], templated: boolean): ZoneTableText {
  const palette: string[] = [];
  const index = new Map<string, number>();
  const idx = (s: State): string => {
    const key = `${s.offset.toString(36)}.${(s.dst ? 1 : 0) + (s.lmt ? 2 : 0)}`;
    let i = index.get(key);
    if (i === undefined) {
      i = palette.length;
      palette.push(key);
      index.set(key, i);
    }
    return i.toString(36);
  };
  const tokens = [idx(states[0]!)];
  let prev: number | undefined;
  for (const s of states.slice(1)) {
    const sec = Math.round(s.start / 1000);
    tokens.push(`${(prev === undefined ? sec : sec - prev).toString(36)}.${idx(s)}`);
    prev = sec;
  }
  const out: ZoneTableText = { p: palette.join(','), s: tokens.join(' ') };
  if (templated) out.t = 1;
  return out;
}

/** Text -> zone. */
export function decodeTable(name: string, text: ZoneTableText, layout: TableLayout): Zone {
  const palette = text.p.split(',').map((e) => {
    const [o, f] = e.split('.');
    return { offset: parseInt(o!, 36), flags: Number(f) };
  });
  const tokens = text.s.split(' ');
  const n = tokens.length;
  const starts = new Float64Array(n);
  const offsets = new Int32Array(n);
  const flags = new Uint8Array(n);
  let sec = 0;
  for (let i = 0; i < n; i++) {
    const tok = tokens[i]!;
    let p: number;
    if (i === 0) {
      starts[0] = -Infinity;
      p = parseInt(tok, 36);
    } else {
      const dot = tok.indexOf('.');
      const d = parseInt(tok.slice(0, dot), 36);
      sec = i === 1 ? d : sec + d;
      starts[i] = sec * 1000;
      p = parseInt(tok.slice(dot + 1), 36);
    }
    offsets[i] = palette[p]!.offset;
    flags[i] = palette[p]!.flags;
  }
  return new Zone(name, starts, offsets, flags, text.t === 1, layout);
}

export { DAY_MS };
