/**
 * Birth-time sensitivity (pure, on the ephemeris): what changes in a chart and a bodygraph when the
 * birth moment moves within a window of +-N minutes, and the exact moment of each change.
 *
 * Every feature is a function of the birth instant with a text value (a sign, a house number, a
 * Human Design type ...). The window is scanned on a grid (SCAN_STEP_SECONDS); where a feature's
 * value differs between two grid points, the moment it changes is found by bisection to
 * BISECT_SECONDS. A feature that would change and change back within one grid step is the only
 * thing a scan could miss: with a 60-second step the fastest feature (the Ascendant, about a degree
 * every 4 minutes at ordinary latitudes) cannot do that.
 *
 * The bodies' positions come from a table of the ephemeris every TABLE_STEP_MINUTES across the
 * window, interpolated by cubic Hermite polynomials with the ephemeris speeds (for the Moon over
 * 30 minutes the error is far below 0.001 arc second); houses and angles are computed at each
 * instant. Human Design's design moment moves with the birth moment: it is solved at each instant
 * (the Sun 88 degrees before its birth longitude) on a table of the design window.
 */
import { partOfFortune, trueObliquity } from '../astro/chart';
import { aspectBetween, type AspectPoint } from '../astro/aspects';
import { bodiesAt, BODIES, TIME_BODY_KEYS, type BodyKey, type EphemerisBodyKey } from '../astro/bodies';
import { computeHouses, computeHousesFromArmc, houseOf } from '../astro/houses';
import { degreeInSign, signOf } from '../astro/zodiac';
import { equatorialPosition, norm360, SE, siderealTimeDeg, sweph } from '../astro/ephemeris';
import type { ChartSettings } from '../astro/options';
import { ayanamshaAt, siderealOffset } from '../astro/options';
import { epochMsFromJd } from '../astro/time';
import { analyseGates } from '../human-design/analysis';
import { activationsAt, DESIGN_ARC, designMoment, type LongitudeSource } from '../human-design/chart';
import { crossAngle, crossName } from '../human-design/crosses';
import { lifePathOf } from '../numerology/life-path';
import { nakshatraOf } from '../vedic/core';
import { pillarsAt } from '../chinese/index';

/**
 * Grid of the scan per group of features (seconds). The chart's features follow the turning sky
 * (the Ascendant moves about a degree in 4 minutes at ordinary latitudes, so no sign, house cusp or
 * orb limit is crossed twice within 2 minutes); Human Design's follow the planets (the Moon, the
 * fastest, moves 0.09 degree in 10 minutes against a line of 0.94 degree).
 */
export const SCAN_STEP_SECONDS = { chart: 120, humanDesign: 600, numerology: 600, bazi: 600 } as const;
/** Precision of each reported moment (seconds). */
export const BISECT_SECONDS = 0.01;
/** Spacing of the position table (minutes). */
export const TABLE_STEP_MINUTES = 30;
/** The largest window on either side of the birth moment (minutes). */
export const MAX_MINUTES = 240;

const DAY_SECONDS = 86_400;
const LAHIRI = sweph.constants.SE_SIDM_LAHIRI;

/** One body's positions on a regular grid, evaluated between the nodes by cubic Hermite interpolation. */
class HermiteTable {
  constructor(
    private readonly start: number,
    private readonly step: number,
    /** Unwrapped longitudes (continuous across 360), speeds (degrees per day), latitudes. */
    private readonly lon: number[],
    private readonly speed: number[],
    private readonly lat: number[],
  ) {}

  at(t: number): { longitude: number; speed: number; latitude: number } {
    const x = (t - this.start) / this.step;
    const i = Math.max(0, Math.min(this.lon.length - 2, Math.floor(x)));
    const u = x - i;
    const h = this.step;
    const p0 = this.lon[i]!;
    const p1 = this.lon[i + 1]!;
    const m0 = this.speed[i]! * h;
    const m1 = this.speed[i + 1]! * h;
    const u2 = u * u;
    const u3 = u2 * u;
    const longitude = (2 * u3 - 3 * u2 + 1) * p0 + (u3 - 2 * u2 + u) * m0 + (-2 * u3 + 3 * u2) * p1 + (u3 - u2) * m1;
    const dl = ((6 * u2 - 6 * u) * p0 + (3 * u2 - 4 * u + 1) * m0 + (-6 * u2 + 6 * u) * p1 + (3 * u2 - 2 * u) * m1) / h;
    const latitude = this.lat[i]! + (this.lat[i + 1]! - this.lat[i]!) * u;
    return { longitude: norm360(longitude), speed: dl, latitude };
  }
}

/** Tables of the time-only bodies over [from, to] (UT Julian days), in a zodiac and node of the settings. */
function tablesOver(from: number, to: number, settings?: Pick<ChartSettings, 'zodiac' | 'ayanamsha' | 'nodeType' | 'lilithType'>): Record<EphemerisBodyKey, HermiteTable> {
  const step = TABLE_STEP_MINUTES / 1440;
  const n = Math.ceil((to - from) / step) + 1;
  const samples = Array.from({ length: n }, (_, i) => bodiesAt(from + i * step, settings));
  const out = {} as Record<EphemerisBodyKey, HermiteTable>;
  for (const key of TIME_BODY_KEYS) {
    const lon: number[] = [];
    let prev: number | undefined;
    for (const s of samples) {
      let l = s[key].longitude;
      if (prev !== undefined) l += Math.round((prev - l) / 360) * 360;
      lon.push(l);
      prev = l;
    }
    out[key] = new HermiteTable(
      from,
      step,
      lon,
      samples.map((s) => s[key].speed),
      samples.map((s) => s[key].latitude),
    );
  }
  return out;
}

const SE_KEY: Readonly<Record<number, EphemerisBodyKey>> = {
  [SE.SUN]: 'sun',
  [SE.MOON]: 'moon',
  [SE.MERCURY]: 'mercury',
  [SE.VENUS]: 'venus',
  [SE.MARS]: 'mars',
  [SE.JUPITER]: 'jupiter',
  [SE.SATURN]: 'saturn',
  [SE.URANUS]: 'uranus',
  [SE.NEPTUNE]: 'neptune',
  [SE.PLUTO]: 'pluto',
  [SE.TRUE_NODE]: 'north_node',
};

export interface SensitivityInput {
  /** The birth moment as given (UT Julian day). */
  jdUT: number;
  latitude: number;
  longitude: number;
  settings: ChartSettings;
  /** The birth zone's offset from UT (seconds) at an instant: the civil birth date moves with the moment. */
  offsetSecondsAt: (epochMs: number) => number;
  /** The zone's standard offset (daylight saving removed) at an instant: BaZi's day and hour are read in it. */
  standardOffsetSecondsAt: (epochMs: number) => number;
  plusMinusMinutes: number;
  /** The groups of features to follow (default all). */
  groups?: readonly Group[];
  /** Follow each Human Design channel too (`humanDesign.channel.<gate>-<gate>`, present or absent). */
  channels?: boolean;
}

export interface Change {
  feature: string;
  from: string;
  to: string;
  /** UT Julian day of the change. */
  jd: number;
}

export interface Sensitivity {
  startJd: number;
  endJd: number;
  changes: Change[];
  /** The features whose value holds over the whole window, with that value. */
  stable: { feature: string; value: string }[];
}

/** Feature values of one instant: a plain record, feature name -> value. */
type Snapshot = Record<string, string>;

/** The groups of features, each computed on its own (a bisection evaluates only its feature's group). */
const GROUPS = ['chart', 'humanDesign', 'numerology', 'bazi'] as const;
export type Group = (typeof GROUPS)[number];

/** The bodies whose aspects are followed: the planets, Chiron, the North Node and Lilith (the South Node mirrors the North). */
const ASPECT_BODIES = TIME_BODY_KEYS.filter((k) => k !== 'south_node');
/** The order the chart's snapshot pairs its aspect points in. */
const ASPECT_ORDER: readonly string[] = [...ASPECT_BODIES, 'ascendant', 'midheaven'];

/**
 * Builds the evaluators of the feature groups at an instant inside [startJd, endJd]: chart features
 * in the chart's own zodiac and house system (as the natal chart route computes them), major aspects
 * between the bodies and to the Ascendant and Midheaven, Human Design from the tropical positions
 * with the true node (as the bodygraph route computes them), and the life path of the civil date.
 */
function evaluators(input: SensitivityInput, startJd: number, endJd: number): Record<Group, (t: number, only?: string) => Snapshot> {
  const { latitude, longitude, settings } = input;
  const pad = TABLE_STEP_MINUTES / 1440;
  const chartTables = tablesOver(startJd - pad, endJd + pad, settings);
  const tropicalTrue = settings.zodiac === 'tropical' && settings.nodeType === 'true' && settings.lilithType === 'mean';
  const hdTables = tropicalTrue ? chartTables : tablesOver(startJd - pad, endJd + pad);
  // the design moments of the window's ends, and a table over the design window
  const designStart = designMoment(startJd, hdTables.sun.at(startJd).longitude);
  const designEnd = designMoment(endJd, hdTables.sun.at(endJd).longitude);
  const designTables = tablesOver(designStart - pad, designEnd + pad);
  const source =
    (tables: Record<EphemerisBodyKey, HermiteTable>): LongitudeSource =>
    (jd, body) =>
      tables[SE_KEY[body]!].at(jd).longitude;
  /** The design moment of a birth at t: the Sun DESIGN_ARC degrees before, by Newton steps on the design table. */
  const designAt = (t: number, birthSun: number): number => {
    const target = norm360(birthSun - DESIGN_ARC);
    let d = designStart + ((t - startJd) / Math.max(endJd - startJd, 1e-9)) * (designEnd - designStart);
    for (let i = 0; i < 6; i++) {
      const s = designTables.sun.at(d);
      const diff = ((norm360(s.longitude - target) + 540) % 360) - 180;
      d -= diff / s.speed;
      if (Math.abs(diff) < 1e-10) break;
    }
    return d;
  };
  const sidereal = (t: number): number | undefined => siderealOffset(settings, t)?.value;
  // Houses from the local sidereal time: the ARMC at the window's start turning at the sidereal rate,
  // with the obliquity of that moment (over 8 hours nutation and obliquity move by far less than an
  // arc second), without the sidereal time and nutation series swe_houses computes at every call
  const armc0 = computeHouses(startJd, latitude, longitude, settings.houseSystem).armc;
  const eps0 = trueObliquity(startJd);
  const housesAt = (t: number) => computeHousesFromArmc(armc0 + 360.98564736629 * (t - startJd), latitude, eps0, settings.houseSystem, sidereal(t));
  // Lahiri's ayanamsha moves 0.00004 degree a day: linear over the window is exact to far below an arc second
  const lahiri0 = ayanamshaAt(startJd, LAHIRI);
  const lahiriRate = (ayanamshaAt(endJd, LAHIRI) - lahiri0) / Math.max(endJd - startJd, 1e-9);
  const lahiriAt = (t: number): number => lahiri0 + (t - startJd) * lahiriRate;
  // Day or night (the Part of Fortune's formula): the Sun's true altitude by spherical trigonometry,
  // its right ascension and declination linear over the window (it moves a degree a day) and the
  // sidereal time at the sidereal rate from the window's start: the sign of the altitude as
  // swe_azalt gives it, at a few thousand times less cost
  const sun0 = equatorialPosition(startJd, SE.SUN);
  const sun1 = equatorialPosition(endJd, SE.SUN);
  const span = Math.max(endJd - startJd, 1e-9);
  const raRate = (((sun1.ra - sun0.ra + 540) % 360) - 180) / span;
  const decRate = (sun1.dec - sun0.dec) / span;
  const gst0 = siderealTimeDeg(startJd);
  const RAD = Math.PI / 180;
  const sinLat = Math.sin(latitude * RAD);
  const cosLat = Math.cos(latitude * RAD);
  const sunUp = (t: number): boolean => {
    const dt = t - startJd;
    const dec = (sun0.dec + dt * decRate) * RAD;
    const hourAngle = (gst0 + 360.98564736629 * dt + longitude - (sun0.ra + dt * raRate)) * RAD;
    return sinLat * Math.sin(dec) + cosLat * Math.cos(dec) * Math.cos(hourAngle) > 0;
  };

  return {
    chart: (t, only) => {
      const moonFeatures = (): Snapshot => {
        const moon = chartTables.moon.at(t).longitude;
        return {
          'moon.sign': signOf(moon).key,
          'moon.degree': String(Math.floor(degreeInSign(moon))),
          // the Moon's nakshatra: sidereal (Lahiri), as Jyotish reads it
          'moon.nakshatra': nakshatraOf(norm360(hdTables.moon.at(t).longitude - lahiriAt(t))).name,
        };
      };
      // a bisection asks for one feature: only what that feature needs is computed
      if (only === 'moon.sign' || only === 'moon.degree' || only === 'moon.nakshatra') return moonFeatures();
      const angle = (key: string): boolean => key === 'ascendant' || key === 'midheaven';
      if (only?.startsWith('aspect.')) {
        const [, b1, type, b2] = only.split('.') as [string, BodyKey, string, BodyKey];
        const h = angle(b1) || angle(b2) ? housesAt(t) : undefined;
        const point = (key: BodyKey): AspectPoint => {
          if (key === 'ascendant') return { key, type: 'angle', longitude: h!.ascendant, speed: h!.ascendantSpeed };
          if (key === 'midheaven') return { key, type: 'angle', longitude: h!.midheaven, speed: h!.midheavenSpeed };
          const p = chartTables[key as EphemerisBodyKey].at(t);
          return { key, type: BODIES[key as EphemerisBodyKey].type, longitude: p.longitude, speed: p.speed };
        };
        // in the order the whole snapshot pairs them (the bodies, then the Ascendant, then the Midheaven)
        const [first, second] = ASPECT_ORDER.indexOf(b1) <= ASPECT_ORDER.indexOf(b2) ? [b1, b2] : [b2, b1];
        const a = aspectBetween(point(first), point(second), settings.orbs);
        return a?.major && a.body1 === b1 && a.type === type && a.body2 === b2 ? { [only]: 'present' } : {};
      }
      const h = housesAt(t);
      const snap: Snapshot = { 'ascendant.sign': signOf(h.ascendant).key, 'midheaven.sign': signOf(h.midheaven).key };
      for (const key of TIME_BODY_KEYS) snap[`${key}.house`] = String(houseOf(chartTables[key].at(t).longitude, h.cusps));
      const sun = chartTables.sun.at(t).longitude;
      const moon = chartTables.moon.at(t);
      const day = sunUp(t);
      snap['part_of_fortune.sign'] = signOf(partOfFortune(h.ascendant, sun, moon.longitude, day)).key;
      if (only !== undefined) return snap;
      Object.assign(snap, moonFeatures());
      // major aspects between the bodies, and to the Ascendant and Midheaven
      const points: AspectPoint[] = ASPECT_BODIES.map((key) => {
        const p = chartTables[key].at(t);
        return { key, type: BODIES[key].type, longitude: p.longitude, speed: p.speed };
      });
      points.push({ key: 'ascendant', type: 'angle', longitude: h.ascendant, speed: h.ascendantSpeed });
      points.push({ key: 'midheaven', type: 'angle', longitude: h.midheaven, speed: h.midheavenSpeed });
      for (let i = 0; i < points.length; i++) {
        for (let j = i + 1; j < points.length; j++) {
          const a = aspectBetween(points[i]!, points[j]!, settings.orbs);
          if (a?.major) snap[`aspect.${a.body1}.${a.type}.${a.body2}`] = 'present';
        }
      }
      return snap;
    },
    humanDesign: (t) => {
      const sun = hdTables.sun.at(t).longitude;
      const personality = activationsAt(t, 'personality', sun, source(hdTables));
      const design = activationsAt(designAt(t, sun), 'design', norm360(sun - DESIGN_ARC), source(designTables));
      const a = analyseGates([...personality, ...design].map((x) => x.gate));
      const pSun = personality[0]!;
      const dSun = design[0]!;
      const snap: Snapshot = {
        'humanDesign.type': a.type,
        'humanDesign.authority': a.authority,
        'humanDesign.definition': a.definition,
        'humanDesign.profile': `${pSun.line}/${dSun.line}`,
        'humanDesign.incarnationCross': crossName(pSun.gate, crossAngle(pSun.line, dSun.line)),
      };
      if (input.channels) for (const ch of a.channels) snap[`${CHANNEL_FEATURE}${ch.gates[0]}-${ch.gates[1]}`] = 'present';
      return snap;
    },
    numerology: (t) => {
      // numerology reads the civil birth date, which moves at local midnight
      const ms = epochMsFromJd(t);
      const local = new Date(ms + input.offsetSecondsAt(ms) * 1000);
      return { 'numerology.lifePath': String(lifePathOf({ year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() }).lifePathNumber) };
    },
    bazi: (t) => {
      // the four pillars by the BaZi route's defaults: standard time, the day from 23:00
      const ms = epochMsFromJd(t);
      const p = pillarsAt(t, input.standardOffsetSecondsAt(ms));
      return { 'bazi.year': p.year, 'bazi.month': p.month, 'bazi.day': p.day, 'bazi.hour': p.hour };
    },
  };
}

/** The feature of a Human Design channel (followed when `channels` is asked for): present, or absent when not in a snapshot. */
export const CHANNEL_FEATURE = 'humanDesign.channel.';

const valueOf = (s: Snapshot, feature: string): string => s[feature] ?? (feature.startsWith('aspect.') || feature.startsWith(CHANNEL_FEATURE) ? 'absent' : '');

/** The features that change inside the window with the exact moment of each, and those that hold. */
export function birthTimeSensitivity(input: SensitivityInput): Sensitivity {
  const m = input.plusMinusMinutes;
  const startJd = input.jdUT - m / 1440;
  const endJd = input.jdUT + m / 1440;
  const groups = evaluators(input, startJd, endJd);
  const changed = new Set<string>();
  const changes: Change[] = [];
  const first: Snapshot = {};
  for (const g of input.groups ?? GROUPS) {
    const evaluate = groups[g];
    const step = SCAN_STEP_SECONDS[g] / DAY_SECONDS;
    const n = Math.max(1, Math.ceil((endJd - startJd) / step));
    let prevT = startJd;
    let prev = evaluate(prevT);
    Object.assign(first, prev);
    for (let i = 1; i <= n; i++) {
      const t = i === n ? endJd : startJd + i * step;
      const next = evaluate(t);
      for (const feature of new Set([...Object.keys(prev), ...Object.keys(next)])) {
        const va = valueOf(prev, feature);
        const vb = valueOf(next, feature);
        if (va === vb) continue;
        changed.add(feature);
        // bisect: lo keeps va, hi does not
        let lo = prevT;
        let hi = t;
        while ((hi - lo) * DAY_SECONDS > BISECT_SECONDS) {
          const mid = (lo + hi) / 2;
          if (valueOf(evaluate(mid, feature), feature) === va) lo = mid;
          else hi = mid;
        }
        changes.push({ feature, from: va, to: vb, jd: (lo + hi) / 2 });
      }
      prevT = t;
      prev = next;
    }
  }
  changes.sort((x, y) => x.jd - y.jd || x.feature.localeCompare(y.feature));
  const stable = Object.keys(first)
    .filter((f) => !changed.has(f))
    .sort()
    .map((feature) => ({ feature, value: first[feature]! }));
  return { startJd, endJd, changes, stable };
}
