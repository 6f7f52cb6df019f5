/**
 * The sky calendar: every event of the sky inside a window, each at its exact moment (to the
 * second), from the sky primitives (shared/sky: root finding on the ephemeris) and the Swiss
 * Ephemeris's eclipse search. Pure: plain data in, plain data out, no I/O besides the ephemeris.
 *
 * Conventions (docs/events.md):
 * - eclipses at greatest eclipse; lunations at the exact Sun-Moon angle (0, 90, 180, 270);
 * - ingresses of the Sun to Pluto, Chiron and the true node, retrograde re-entries included;
 * - stations of Mercury to Pluto and Chiron;
 * - exact major aspects between the slow planets Jupiter to Pluto;
 * - void-of-course Moon: from the Moon's last exact major aspect (conjunction, sextile, square,
 *   trine, opposition) to one of the ten planets (Sun to Pluto) made in a sign, to its ingress into
 *   the next sign. A Moon that makes no such aspect in a sign is void for the whole sign.
 * Signs and degrees are read in the zodiac asked for (tropical, or sidereal with an ayanamsha);
 * the moments of lunations, stations and aspects do not depend on the zodiac, ingresses do.
 */
import { lunarEclipseAfter, solarEclipseAfter, type LunarEclipseType, type SolarEclipseType } from '../astro/ephemeris';
import { degreeInSign, signOf, type SignKey } from '../astro/zodiac';
import { findAspectsBetween, findIngresses, findLunarPhases, findStations, isoFromJd, SkyContext, type MovingBody, type SkyFrame } from '../sky';

export const SKY_EVENT_TYPES = ['eclipse', 'lunation', 'ingress', 'station', 'aspect', 'voidOfCourse'] as const;
export type SkyEventType = (typeof SKY_EVENT_TYPES)[number];

/** Bodies whose sign ingresses are reported. */
export const INGRESS_BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'north_node'] as const satisfies readonly MovingBody[];
/** Bodies whose stations are reported. */
export const STATION_BODIES = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron'] as const satisfies readonly MovingBody[];
/** The slow planets whose mutual exact aspects are reported. */
export const SLOW_PLANETS = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const satisfies readonly MovingBody[];
/** The planets the Moon's last aspect before a void-of-course period is sought to. */
export const VOID_PLANETS = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const satisfies readonly MovingBody[];

export const MAJOR_ASPECTS = [
  ['conjunction', 0],
  ['sextile', 60],
  ['square', 90],
  ['trine', 120],
  ['opposition', 180],
] as const;
export type MajorAspect = (typeof MAJOR_ASPECTS)[number][0];

interface Placed {
  longitude: number;
  sign: SignKey;
  /** Degree in the sign, 0 <= x < 30. */
  degree: number;
}

export type SkyEvent =
  | ({ type: 'eclipse'; at: string; kind: 'solar'; eclipseType: SolarEclipseType; magnitude: number; saros: { series: number; member: number } | null; greatestAt: { latitude: number; longitude: number } } & Placed)
  | ({ type: 'eclipse'; at: string; kind: 'lunar'; eclipseType: LunarEclipseType; umbralMagnitude: number; penumbralMagnitude: number; saros: { series: number; member: number } | null } & Placed)
  | ({ type: 'lunation'; at: string; phase: 'new-moon' | 'first-quarter' | 'full-moon' | 'last-quarter' } & Placed)
  | { type: 'ingress'; at: string; body: MovingBody; sign: SignKey; from: SignKey; retrograde: boolean }
  | ({ type: 'station'; at: string; body: MovingBody; direction: 'retrograde' | 'direct' } & Placed)
  | { type: 'aspect'; at: string; bodies: [MovingBody, MovingBody]; aspect: MajorAspect; angle: number }
  | { type: 'voidOfCourse'; at: string; end: string; sign: SignKey; nextSign: SignKey; lastAspect: { body: MovingBody; aspect: MajorAspect; at: string } | null };

export interface SkyCalendarQuery {
  /** UT Julian days of the window [startJd, endJd). */
  startJd: number;
  endJd: number;
  types: readonly SkyEventType[];
  /** Zodiac of signs and degrees (default tropical). */
  frame?: SkyFrame;
}

interface Timed {
  jd: number;
  event: SkyEvent;
}

const placedIn = (ctx: SkyContext, body: MovingBody, jd: number): Placed => {
  const longitude = ctx.position(body, jd).longitude;
  return { longitude, sign: signOf(longitude).key, degree: degreeInSign(longitude) };
};

function eclipses(ctx: SkyContext, startJd: number, endJd: number): Timed[] {
  const out: Timed[] = [];
  // Each search returns the next eclipse after its start: step past each one found. The search
  // starts a little before the window so that an eclipse at its very start is not skipped.
  for (let jd = startJd - 1e-6; ; ) {
    const e = solarEclipseAfter(jd);
    if (e.jdMax >= endJd) break;
    if (e.jdMax >= startJd) {
      out.push({
        jd: e.jdMax,
        event: { type: 'eclipse', at: isoFromJd(e.jdMax), kind: 'solar', eclipseType: e.type, magnitude: e.magnitude, saros: e.saros, greatestAt: { latitude: e.latitude, longitude: e.longitude }, ...placedIn(ctx, 'sun', e.jdMax) },
      });
    }
    jd = e.jdMax + 1;
  }
  for (let jd = startJd - 1e-6; ; ) {
    const e = lunarEclipseAfter(jd);
    if (e.jdMax >= endJd) break;
    if (e.jdMax >= startJd) {
      out.push({
        jd: e.jdMax,
        event: { type: 'eclipse', at: isoFromJd(e.jdMax), kind: 'lunar', eclipseType: e.type, umbralMagnitude: e.umbralMagnitude, penumbralMagnitude: e.penumbralMagnitude, saros: e.saros, ...placedIn(ctx, 'moon', e.jdMax) },
      });
    }
    jd = e.jdMax + 1;
  }
  return out;
}

function lunations(ctx: SkyContext, startJd: number, endJd: number): Timed[] {
  return findLunarPhases(startJd, endJd, undefined, ctx).map((l) => ({ jd: l.jd, event: { type: 'lunation', at: l.at, phase: l.type, ...placedIn(ctx, 'moon', l.jd) } }));
}

function ingresses(ctx: SkyContext, startJd: number, endJd: number): Timed[] {
  return INGRESS_BODIES.flatMap((body) =>
    findIngresses(body, startJd, endJd, ctx).map((i): Timed => ({ jd: i.jd, event: { type: 'ingress', at: i.at, body, sign: i.sign, from: i.from, retrograde: i.retrograde } })),
  );
}

function stations(ctx: SkyContext, startJd: number, endJd: number): Timed[] {
  return STATION_BODIES.flatMap((body) =>
    findStations(body, startJd, endJd, ctx).map((s): Timed => ({ jd: s.jd, event: { type: 'station', at: s.at, body, direction: s.kind, ...placedIn(ctx, body, s.jd) } })),
  );
}

function slowAspects(ctx: SkyContext, startJd: number, endJd: number): Timed[] {
  const out: Timed[] = [];
  for (let i = 0; i < SLOW_PLANETS.length; i++) {
    for (let j = i + 1; j < SLOW_PLANETS.length; j++) {
      const a = SLOW_PLANETS[i]!;
      const b = SLOW_PLANETS[j]!;
      for (const [aspect, angle] of MAJOR_ASPECTS) {
        for (const h of findAspectsBetween(a, b, angle, startJd, endJd, ctx)) {
          out.push({ jd: h.jd, event: { type: 'aspect', at: h.at, bodies: [a, b], aspect, angle } });
        }
      }
    }
  }
  return out;
}

/** How far before the window the void-of-course search looks for the sign the Moon is in (days). */
const VOID_LOOKBACK_DAYS = 3;

/**
 * Void-of-course periods that overlap [startJd, endJd): for each stay of the Moon in a sign, the
 * last exact major aspect to a planet within that stay, to the ingress that ends it.
 */
export function voidOfCourse(ctx: SkyContext, startJd: number, endJd: number): Timed[] {
  const searchStart = startJd - VOID_LOOKBACK_DAYS;
  const searchEnd = endJd + VOID_LOOKBACK_DAYS;
  // the Moon never stations: its ingresses are all forward
  const moonIngresses = findIngresses('moon', searchStart, searchEnd, ctx);
  const aspects: { jd: number; body: MovingBody; aspect: MajorAspect }[] = [];
  for (const body of VOID_PLANETS) {
    for (const [aspect, angle] of MAJOR_ASPECTS) {
      for (const h of findAspectsBetween('moon', body, angle, searchStart, searchEnd, ctx)) aspects.push({ jd: h.jd, body, aspect });
    }
  }
  aspects.sort((x, y) => x.jd - y.jd);
  const out: Timed[] = [];
  for (let k = 1; k < moonIngresses.length; k++) {
    const enter = moonIngresses[k - 1]!;
    const leave = moonIngresses[k]!;
    if (leave.jd <= startJd) continue;
    let last: (typeof aspects)[number] | undefined;
    for (const a of aspects) {
      if (a.jd >= leave.jd) break;
      if (a.jd >= enter.jd) last = a;
    }
    const from = last ? last.jd : enter.jd;
    if (from >= endJd) continue;
    out.push({
      jd: from,
      event: {
        type: 'voidOfCourse',
        at: isoFromJd(from),
        end: leave.at,
        sign: enter.sign,
        nextSign: leave.sign,
        lastAspect: last ? { body: last.body, aspect: last.aspect, at: isoFromJd(last.jd) } : null,
      },
    });
  }
  return out;
}

const FINDERS: Record<SkyEventType, (ctx: SkyContext, startJd: number, endJd: number) => Timed[]> = {
  eclipse: eclipses,
  lunation: lunations,
  ingress: ingresses,
  station: stations,
  aspect: slowAspects,
  voidOfCourse,
};

/** Every event of the kinds asked for inside the window, in time order (ties: the order of SKY_EVENT_TYPES). */
export function skyCalendar(q: SkyCalendarQuery): SkyEvent[] {
  if (!(q.endJd > q.startJd)) throw new Error(`empty window: ${q.startJd} .. ${q.endJd}`);
  const ctx = new SkyContext(q.startJd, q.frame ?? {});
  const all: Timed[] = [];
  for (const type of SKY_EVENT_TYPES) if (q.types.includes(type)) all.push(...FINDERS[type](ctx, q.startJd, q.endJd));
  return all.sort((a, b) => a.jd - b.jd).map((t) => t.event);
}
