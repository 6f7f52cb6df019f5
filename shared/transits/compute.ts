/**
 * The transit report (spec 2.4) as a pure function of a natal frame and a window: exact aspect
 * moments by root finding on the ephemeris (shared/sky), orbs, durations, strengths, the sky's own
 * aspects, the lunar phase and lunations, the numerology cycles, and the derived summary
 * (dominantEnergy, keyInfluences). No I/O besides the ephemeris files.
 *
 * Body keys are lower case here; `presentReport` writes them upper case (create response) or
 * lower case (saved records), spec 2.4.
 */
import type { BlueprintAstrology } from '../astro/present';
import type { NatalChart } from '../astro/chart';
import { ASTEROID_KEYS, asteroidsAt } from '../astro/minor-bodies';
import { computeLots, LOT_KEYS } from '../astro/lots';
import { houseOf } from '../astro/houses';
import { signOf, formatLongitude, type Element, type Modality, type SignKey } from '../astro/zodiac';
import { personalCycles, type PersonalCycles } from '../numerology/index';
import { lunarPhaseFrom } from '../astro/lunar';
import { DEFAULT_AYANAMSHA, resolveChartSettings, siderealMode, siderealOffset, type ChartOptions, type ChartSettings, type OrbOverrides } from '../astro/options';
import { aspectTargets, findLunarPhases, findStations, isoFromJd, SkyContext, wrap180, type Track } from '../sky/index';
import {
  DURATION_HORIZON_DAYS,
  EXACT_ORB,
  influenceOf,
  EXTRA_POINTS,
  lotPoint,
  NATAL_POINTS,
  pairOrb,
  SKY_BODIES_FOR_ASPECTS,
  STRENGTHS,
  strengthOf,
  strengthScore,
  TRANSIT_ASPECTS,
  TRANSITING_BODIES,
  transitingBodiesFor,
  transitOrb,
  type AnyNatalPoint,
  type ExtraPoint,
  type Influence,
  type NatalPoint,
  type TransitChartExtra,
  type Strength,
  type TransitAspect,
  type TransitingBody,
} from './rules';
import type { MoonRange } from '../astro/time-unknown';
import { EN } from './words/en';
import type { TransitFact, TransitWords } from './words/types';
import type { TransitWindow } from './window';

/** What the transit core needs of a natal chart. */
export interface NatalFrame {
  points: Record<NatalPoint, { longitude: number; house: number }>;
  /** The 12 house cusps (longitudes), house 1 first. */
  cusps: number[];
  /** YYYY-MM-DD, for the numerology cycles. */
  birthDate: string;
  /**
   * The natal points the natal chart options add (`asteroids`, `lots`), aspected after the standard
   * ones; absent without options (the report is then exactly the one without them).
   */
  extra?: Partial<Record<ExtraPoint, { longitude: number; house: number }>>;
  /**
   * The birth time is unknown (a chart of 12:00, shared/astro/time-unknown.ts): no houses, no angles,
   * and no contacts to the natal Moon (it moves 12-15 degrees over the day, wider than any transit
   * orb); the report gives the Moon's range over the birth day instead. docs/astrology.md "Unknown birth time".
   */
  timeUnknown?: { moonRange: MoonRange };
}

/** The natal points a frame of an unknown birth time leaves out: the angles, and the Moon (its range is given). */
export const TIME_UNKNOWN_NATAL_POINTS: readonly NatalPoint[] = ['moon', 'ascendant', 'midheaven'];

/** The transit natal chart options asked for (only `true` ones count). */
export type TransitExtras = Partial<Record<TransitChartExtra, boolean>>;

/** The frame of an unknown birth time from its noon chart's frame: no houses, no angles and no Moon (natalPointsOf), the Moon's range over the day given. */
export const timeUnknownFrame = (noon: NatalFrame, range: MoonRange): NatalFrame => ({ ...noon, cusps: [], timeUnknown: { moonRange: range } });

/**
 * The natal frame of a chart. With `added` (the options asked for and the settings the chart was cast
 * with, for its zodiac), the points they add, from the
 * cores the natal chart's own blocks use (shared/astro/chart-extras.ts): the asteroids (asteroidsAt,
 * in the chart's zodiac) and the lots (computeLots, day or night formula), at full precision like
 * the standard points, with their houses among the chart's cusps.
 */
export function natalFrameFromChart(chart: NatalChart, added?: { extras: TransitExtras; settings: ChartSettings }): NatalFrame {
  const points = {} as NatalFrame['points'];
  for (const p of NATAL_POINTS) points[p] = { longitude: chart.bodies[p].longitude, house: chart.bodies[p].house };
  const cusps = chart.cusps.map((c) => c.cusp);
  const frame: NatalFrame = { points, cusps, birthDate: chart.input.date };
  const extras = added?.extras;
  if (!added || (!extras?.asteroids && !extras?.lots)) return frame;
  const extra: NonNullable<NatalFrame['extra']> = {};
  const at = (longitude: number) => ({ longitude, house: houseOf(longitude, cusps) });
  if (extras.asteroids) {
    const pos = asteroidsAt(chart.instant.jdUT, siderealOffset(added.settings, chart.instant.jdUT));
    for (const k of ASTEROID_KEYS) extra[k] = at(pos[k].longitude);
  }
  if (extras.lots) {
    const b = chart.bodies;
    const lots = computeLots(
      { ascendant: b.ascendant.longitude, sun: b.sun.longitude, moon: b.moon.longitude, mercury: b.mercury.longitude, venus: b.venus.longitude, mars: b.mars.longitude, jupiter: b.jupiter.longitude, saturn: b.saturn.longitude },
      chart.isDayChart,
    );
    for (const k of LOT_KEYS) extra[lotPoint(k)] = at(lots[k]);
  }
  frame.extra = extra;
  return frame;
}

/** The natal points of a frame, the standard ones first, then those the options added (EXTRA_POINTS order). */
export const natalPointsOf = (natal: NatalFrame): readonly AnyNatalPoint[] => {
  const standard = natal.timeUnknown ? NATAL_POINTS.filter((p) => !TIME_UNKNOWN_NATAL_POINTS.includes(p)) : NATAL_POINTS;
  if (!natal.extra) return standard;
  const extra = [...EXTRA_POINTS.asteroids, ...EXTRA_POINTS.lots].filter((p) => natal.extra![p] !== undefined);
  return [...standard, ...extra];
};

/** A natal point of a frame (standard or added by an option). */
export const natalPointOf = (natal: NatalFrame, p: AnyNatalPoint): { longitude: number; house: number } =>
  (natal.points as Partial<Record<AnyNatalPoint, { longitude: number; house: number }>>)[p] ?? natal.extra![p as ExtraPoint]!;

/** The zodiac of a transit report: tropical, or sidereal with its ayanamsha. */
export interface ZodiacChoice {
  zodiac?: ChartOptions['zodiac'];
  ayanamsha?: string;
}

/** The zodiac a stored astrology module was computed in, as a key: 'tropical' or 'sidereal:<ayanamsha>'. */
const zodiacKey = (z: ZodiacChoice | undefined): string => (z?.zodiac === 'sidereal' ? `sidereal:${z.ayanamsha ?? DEFAULT_AYANAMSHA}` : 'tropical');

/**
 * The natal frame of a saved blueprint's astrology module (spec 2.3 shapes); undefined when it has
 * none, or when it was computed in another zodiac than the transits' (`zodiac`, default tropical):
 * longitudes of two zodiacs cannot be compared, the chart is then recomputed.
 */
export function natalFrameFromBlueprint(astrology: BlueprintAstrology | null | undefined, birthDate: string, zodiac?: ZodiacChoice): NatalFrame | undefined {
  if (!astrology?.celestialBodies || !astrology.houses) return undefined;
  const stored = (astrology as { zodiac?: { type?: string; ayanamsha?: string } }).zodiac;
  const storedChoice: ZodiacChoice | undefined = stored?.type === 'sidereal' ? { zodiac: 'sidereal', ...(stored.ayanamsha ? { ayanamsha: stored.ayanamsha } : {}) } : undefined;
  if (zodiacKey(storedChoice) !== zodiacKey(zodiac)) return undefined;
  const points = {} as NatalFrame['points'];
  for (const p of NATAL_POINTS) {
    const b = astrology.celestialBodies[p];
    if (!b || typeof b.longitude !== 'number') return undefined;
    points[p] = { longitude: b.longitude, house: b.house };
  }
  const cusps: number[] = [];
  for (let h = 1; h <= 12; h++) {
    const c = astrology.houses[String(h) as keyof BlueprintAstrology['houses']];
    if (!c || typeof c.longitude !== 'number') return undefined;
    cusps.push(c.longitude);
  }
  return { points, cusps, birthDate };
}

export interface MajorTransit {
  transitingPlanet: TransitingBody;
  natalPlanet: AnyNatalPoint;
  aspect: TransitAspect;
  /** Smallest distance from exact inside the window, degrees (0 when it perfects inside). */
  orb: number;
  /** orb below 1 degree. */
  isExact: boolean;
  strength: Strength;
  influence: Influence;
  description: string;
  /** Exact moments inside the window (ISO UTC, to the second); several around a station. */
  exactAt: string[];
  /** At the start of the window the aspect was closing in. */
  applying: boolean;
  /** Distance from exact at the start of the window, degrees (for the written reading; not in the API answer). */
  orbAtStart: number;
  /** Whole days (rounded up, at least 1) of the uninterrupted stretch within orb around the window's closest approach. */
  duration: number;
  /** That stretch's bounds (ISO UTC). */
  activeFrom: string;
  activeUntil: string;
  /** House of the natal point, and house of the natal chart the transiting body passes through (null: birth time unknown). */
  natalHouse: number | null;
  transitHouse: number | null;
}

export interface SkyAspect {
  planet1: TransitingBody;
  planet2: TransitingBody;
  aspect: TransitAspect;
  orb: number;
  applying: boolean;
  exactAt: string[];
  description: string;
}

export interface Lunation {
  type: 'new-moon' | 'full-moon';
  phase: 'New Moon' | 'Full Moon';
  at: string;
  sign: string;
}

export interface StationEvent {
  planet: TransitingBody;
  kind: 'retrograde' | 'direct';
  at: string;
  /** Where it stations, e.g. 23°10' Sagittarius. */
  position: string;
}

export interface TransitReport {
  period: TransitWindow['period'];
  date: string;
  window: { start: string; end: string; timezone: string; lastDate: string };
  majorTransits: MajorTransit[];
  significantAspects: SkyAspect[];
  lunarPhase: {
    phase: string;
    /** Percent, one decimal, at the start of the window. */
    illumination: number;
    description: string;
    /** New and full moons inside the window. */
    lunations: Lunation[];
  };
  numerology: PersonalCycles;
  dominantEnergy: string;
  keyInfluences: string[];
  /** Stations of the transiting planets inside the window. */
  stations: StationEvent[];
  /** Only when the birth time is unknown: the natal Moon from 00:00:00 to 23:59:59 local time of the birth date. */
  moonRange?: MoonRange;
  timeUnknown?: true;
  /** Only for a sidereal report: the zodiac every longitude, sign and house is in (tropical reports carry none). */
  zodiac?: { type: 'sidereal'; ayanamsha: string };
}

const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

/** ISO to the second. */
const isoSecond = (jd: number): string => {
  const s = isoFromJd(jd);
  return new Date(Math.round(Date.parse(s) / 1000) * 1000).toISOString().replace('.000Z', 'Z');
};

const offsetAt = (track: Track, t: number, target: number): { g: number; rate: number } => {
  const s = track.at(t);
  return { g: wrap180(s.value - target), rate: s.rate };
};

/** Closing in: the distance from exact shrinks (0 counts as separating). */
const isApplying = (g: number, rate: number): boolean => g !== 0 && g * rate < 0;

interface Found extends MajorTransit {
  score: number;
  refJd: number;
}

const QUICK_BODIES: ReadonlySet<TransitingBody> = new Set(['sun', 'moon', 'mercury', 'venus', 'mars']);

function majorTransits(natal: NatalFrame, w: TransitWindow, ctx: SkyContext, orbs: OrbOverrides, words: TransitWords): Found[] {
  const found: Found[] = [];
  for (const body of transitingBodiesFor(w.period)) {
    const track = ctx.bodyTrack(body);
    // Slow bodies and the node follow their long orb spans on the J2000 grid every request shares
    // (process cache); the quick ones, whose spans last days, on the window's own grid and samples.
    const spanTrack = QUICK_BODIES.has(body) ? track : ctx.spanTrack(body);
    for (const point of natalPointsOf(natal)) {
      const natalLon = natalPointOf(natal, point).longitude;
      for (const asp of TRANSIT_ASPECTS) {
        const maxOrb = transitOrb(body, asp, orbs);
        if (!(maxOrb > 0)) continue; // switched off
        for (const target of aspectTargets(natalLon, asp.angle)) {
          if (track.minDistance(target, w.startJd, w.endJd) > maxOrb) continue;
          const hits = track.crossings(target, w.startJd, w.endJd);
          const closest = hits.length ? { t: hits[0]!.t, offset: wrap180(hits[0]!.value - target) } : track.closest(target, w.startJd, w.endJd);
          const orb = Math.min(Math.abs(closest.offset), ...hits.map((h) => Math.abs(wrap180(h.value - target))));
          if (orb > maxOrb) continue;
          const span = spanTrack.span(target, maxOrb, closest.t, DURATION_HORIZON_DAYS);
          const start = offsetAt(track, w.startJd, target);
          const aspect = asp.type as TransitAspect;
          const natalHouse = natal.timeUnknown ? null : natalPointOf(natal, point).house;
          const transitHouse = natal.timeUnknown ? null : houseOf(track.at(closest.t).value, natal.cusps);
          const score = strengthScore(aspect, body, point, orb, maxOrb);
          const fact = {
            body,
            point,
            aspect,
            natalHouse,
            transitHouse,
            strength: strengthOf(score),
            influence: influenceOf(aspect, body),
            exactAt: hits.map((h) => isoSecond(h.t)),
            orb: round(orb, 2),
            duration: Math.max(1, Math.ceil(span.end - span.start - 1e-9)),
            activeFrom: isoSecond(span.start),
            activeUntil: isoSecond(span.end),
          };
          found.push({
            transitingPlanet: body,
            natalPlanet: point,
            aspect,
            orb: fact.orb,
            isExact: orb < EXACT_ORB,
            strength: fact.strength,
            influence: fact.influence,
            // without houses (birth time unknown) the contact's line, which names none
            description: fact.natalHouse === null || fact.transitHouse === null ? words.influence({ ...fact, natalHouse: 0, transitHouse: 0 }) : words.major({ ...fact, natalHouse: fact.natalHouse, transitHouse: fact.transitHouse }),
            exactAt: fact.exactAt,
            applying: isApplying(start.g, start.rate),
            orbAtStart: round(Math.abs(start.g), 2),
            duration: fact.duration,
            activeFrom: fact.activeFrom,
            activeUntil: fact.activeUntil,
            natalHouse,
            transitHouse,
            score,
            refJd: closest.t,
          });
        }
      }
    }
  }
  const rank = (s: Strength): number => STRENGTHS.indexOf(s);
  return found.sort((a, b) => rank(a.strength) - rank(b.strength) || a.refJd - b.refJd || b.score - a.score);
}

function skyAspects(w: TransitWindow, ctx: SkyContext, orbs: OrbOverrides, words: TransitWords): SkyAspect[] {
  const bodies = SKY_BODIES_FOR_ASPECTS.filter((b) => w.period === 'day' || b !== 'moon');
  const out: (SkyAspect & { refJd: number })[] = [];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const a = bodies[i]!;
      const b = bodies[j]!;
      const track = ctx.pairTrack(a, b);
      for (const asp of TRANSIT_ASPECTS) {
        const maxOrb = pairOrb(a, b, asp, orbs);
        if (!(maxOrb > 0)) continue; // switched off
        for (const target of aspectTargets(0, asp.angle)) {
          if (track.minDistance(target, w.startJd, w.endJd) > maxOrb) continue;
          const hits = track.crossings(target, w.startJd, w.endJd);
          const closest = hits.length ? { t: hits[0]!.t, offset: 0 } : track.closest(target, w.startJd, w.endJd);
          const orb = hits.length ? Math.min(...hits.map((h) => Math.abs(wrap180(h.value - target)))) : Math.abs(closest.offset);
          if (orb > maxOrb) continue;
          const start = offsetAt(track, w.startJd, target);
          const aspect = asp.type as TransitAspect;
          const exactAt = hits.map((h) => isoSecond(h.t));
          out.push({ planet1: a, planet2: b, aspect, orb: round(orb, 2), applying: isApplying(start.g, start.rate), exactAt, description: words.sky(a, b, aspect, exactAt), refJd: closest.t });
        }
      }
    }
  }
  return out.sort((x, y) => x.orb - y.orb || x.refJd - y.refJd).map(({ refJd: _r, ...rest }) => rest);
}

/** Each key's share of the total in whole percent, largest first. */
function shares<K extends string>(weights: Map<K, number>, total: number): Array<[K, number]> {
  return [...weights.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, Math.round((100 * v) / total)]);
}

/** A station with its longitude, a lunation with its sign: what the key influences say of them. */
type StationAt = StationEvent & { longitude: number };
type LunationIn = Lunation & { signKey: SignKey };

/** The facts of a contact for its sentences (the lines that take a Found name no house: 0 when the birth time is unknown). */
const factOf = (f: Found): TransitFact => ({
  body: f.transitingPlanet,
  point: f.natalPlanet,
  aspect: f.aspect,
  natalHouse: f.natalHouse ?? 0,
  transitHouse: f.transitHouse ?? 0,
  strength: f.strength,
  influence: f.influence,
  exactAt: f.exactAt,
  orb: f.orb,
  duration: f.duration,
  activeFrom: f.activeFrom,
  activeUntil: f.activeUntil,
});

function summary(found: Found[], ctx: SkyContext, natal: NatalFrame, stations: StationAt[], lunations: LunationIn[], words: TransitWords): { dominantEnergy: string; keyInfluences: string[] } {
  const events = [...stations.map((s) => words.station(s.planet, s.kind, s.longitude, s.at)), ...lunations.map((l) => words.lunation(l.type, l.signKey, l.at))];
  if (found.length === 0) return { dominantEnergy: words.quiet, keyInfluences: events };
  const elements = new Map<Element, number>();
  const modalities = new Map<Modality, number>();
  let harmonious = 0;
  let challenging = 0;
  let total = 0;
  for (const f of found) {
    // The sign the transiting body is in and the sign of the natal point both colour the contact.
    const signs = [signOf(ctx.position(f.transitingPlanet, f.refJd).longitude), signOf(natalPointOf(natal, f.natalPlanet).longitude)];
    for (const s of signs) {
      elements.set(s.element, (elements.get(s.element) ?? 0) + f.score);
      modalities.set(s.modality, (modalities.get(s.modality) ?? 0) + f.score);
      total += f.score;
    }
    if (f.influence === 'harmonious') harmonious += f.score;
    if (f.influence === 'challenging') challenging += f.score;
  }
  const top = <K extends string>(m: Map<K, number>): K => [...m.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const tone = challenging > 1.5 * harmonious ? 'challenging' : harmonious > 1.5 * challenging ? 'harmonious' : 'mixed';
  const dominantEnergy = words.dominant(top(modalities), top(elements), tone);

  const keyInfluences: string[] = found.slice(0, 3).map((f) => words.influence(factOf(f)));
  const SLOW: readonly TransitingBody[] = ['pluto', 'neptune', 'uranus', 'chiron', 'saturn', 'jupiter'];
  const slow = SLOW.flatMap((b) => found.filter((f) => f.transitingPlanet === b).slice(0, 1)).slice(0, 2);
  for (const f of slow) keyInfluences.push(words.backdrop(factOf(f)));
  keyInfluences.push(words.balance(shares(elements, total), shares(modalities, total)));
  keyInfluences.push(...events);
  return { dominantEnergy, keyInfluences };
}

/**
 * The transit report of a natal frame over a window. `options` (the chart options): `zodiac` and
 * `ayanamsha` put the transiting bodies in that zodiac (the natal frame must be in it too), `nodeType`
 * chooses the transiting node, `orbs` replaces the transit orb of an aspect type for every body.
 * Without options: the tropical report, true node, the transit orbs of rules.ts.
 */
export function computeTransits(natal: NatalFrame, w: TransitWindow, options?: ChartOptions, words: TransitWords = EN): TransitReport {
  const settings = resolveChartSettings(options);
  const mode = siderealMode(settings);
  const ctx = new SkyContext(w.startJd, { ...(mode !== undefined ? { siderealMode: mode } : {}), node: settings.nodeType });
  // Every body at the window's two bounds first: the ephemeris answers faster for several bodies
  // at one instant than for instants that change at every call.
  for (const t of [w.startJd, w.endJd]) for (const body of TRANSITING_BODIES) ctx.position(body, t);
  const found = majorTransits(natal, w, ctx, settings.orbs, words);
  const significantAspects = skyAspects(w, ctx, settings.orbs, words);
  const sunAtStart = ctx.position('sun', w.startJd);
  const moonAtStart = ctx.position('moon', w.startJd);
  // The same rule as lunarPhaseAt (illumination from the elongation), on the positions already read.
  const phase = lunarPhaseFrom(sunAtStart.longitude, moonAtStart.longitude, moonAtStart.latitude);
  const lunations: LunationIn[] = findLunarPhases(w.startJd, w.endJd, ['new-moon', 'full-moon'], ctx).map((e) => ({
    type: e.type as Lunation['type'],
    phase: e.type === 'new-moon' ? 'New Moon' : 'Full Moon',
    at: isoSecond(e.jd),
    sign: signOf(e.moonLongitude).name,
    signKey: signOf(e.moonLongitude).key,
  }));
  const stations: StationAt[] = [];
  for (const body of transitingBodiesFor(w.period)) {
    if (body === 'sun' || body === 'moon' || body === 'north_node') continue;
    for (const s of findStations(body, w.startJd, w.endJd, ctx)) stations.push({ planet: body, kind: s.kind, at: isoSecond(s.jd), position: formatLongitude(s.longitude), longitude: s.longitude });
  }
  stations.sort((a, b) => a.at.localeCompare(b.at));
  const { dominantEnergy, keyInfluences } = summary(found, ctx, natal, stations, lunations, words);
  return {
    period: w.period,
    date: w.date,
    window: { start: w.start, end: w.end, timezone: w.timezone, lastDate: w.lastDate },
    majorTransits: found.map(({ score: _s, refJd: _r, ...t }) => t),
    significantAspects,
    lunarPhase: {
      phase: phase.phase,
      illumination: round(phase.illumination, 1),
      description: words.phase(phase.phase, round(phase.illumination, 0), signOf(moonAtStart.longitude).key),
      lunations: lunations.map(({ signKey: _k, ...l }) => l),
    },
    numerology: personalCycles(natal.birthDate, w.date),
    dominantEnergy,
    keyInfluences,
    stations: stations.map(({ longitude: _l, ...st }) => st),
    ...(natal.timeUnknown ? { moonRange: natal.timeUnknown.moonRange, timeUnknown: true as const } : {}),
    ...(mode !== undefined ? { zodiac: { type: 'sidereal' as const, ayanamsha: settings.ayanamsha } } : {}),
  };
}

export type NameCase = 'upper' | 'lower';

/** The report with body keys in upper case (create response) or lower case (saved records), spec 2.4. */
export function presentReport(r: TransitReport, nameCase: NameCase) {
  const c = (k: string): string => (nameCase === 'upper' ? k.toUpperCase() : k.toLowerCase());
  return {
    majorTransits: r.majorTransits.map(({ orbAtStart: _o, ...t }) => ({ ...t, transitingPlanet: c(t.transitingPlanet), natalPlanet: c(t.natalPlanet) })),
    significantAspects: r.significantAspects.map((a) => ({ ...a, planet1: c(a.planet1), planet2: c(a.planet2) })),
    lunarPhase: r.lunarPhase,
    numerology: r.numerology,
    dominantEnergy: r.dominantEnergy,
    keyInfluences: r.keyInfluences,
    stations: r.stations.map((s) => ({ ...s, planet: c(s.planet) })),
    window: r.window,
    ...(r.zodiac ? { zodiac: r.zodiac } : {}),
    ...(r.timeUnknown ? { timeUnknown: r.timeUnknown, moonRange: r.moonRange } : {}),
  };
}
export type PresentedTransits = ReturnType<typeof presentReport>;
