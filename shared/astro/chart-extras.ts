/**
 * The natal chart's optional blocks, each off unless asked for: asteroids, fixed stars, lots,
 * essential dignities (with the almuten), aspect patterns, declinations, antiscia and midpoints.
 * `chartExtras` takes a computed chart (chart.ts) and answers the asked blocks in transport form
 * (angles rounded as the chart's: present.ts), to be placed under the chart beside its bodies. The
 * cores are the plain modules beside it; the only ephemeris calls are the asteroids' and the stars'
 * positions (through ephemeris.ts). docs/astrology.md has the formulas, orbs and tables.
 */
import { FIXED_STAR_KEYS, FIXED_STARS, ASTEROID_KEYS, ASTEROIDS, asteroidsAt, fixedStarsAt, type BodyKey } from './bodies';
import type { NatalChart } from './chart';
import { almutenOf, dignityOf, type DignityKind } from './dignities';
import { houseOf } from './houses';
import { computeLots, LOT_FORMULAS, LOT_KEYS, LOT_NAMES, type LotKey } from './lots';
import { findPatterns, type Pattern } from './patterns';
import { findDeclinations, type DeclinationContact } from './declinations';
import { findAntiscia, type AntisciaContact } from './antiscia';
import { findMidpoints } from './midpoints';
import { siderealOffset, type ChartSettings } from './options';
import { deg, round } from './present';
import { CLASSICAL_PLANETS, type ClassicalPlanetKey } from './rulers';
import { degreeInSign, signIndex, SIGNS, type SignKey } from './zodiac';
import { norm360 } from './ephemeris';

export const CHART_EXTRAS = ['asteroids', 'fixedStars', 'lots', 'dignities', 'patterns', 'declinations', 'antiscia', 'midpoints'] as const;
export type ChartExtra = (typeof CHART_EXTRAS)[number];
/** Which blocks to add (absent or false: not added). */
export type ChartExtras = Partial<Record<ChartExtra, boolean>>;

/** Orb of a star's conjunction with a chart point, degrees of longitude (the limit included). */
export const STAR_ORB = 1;

/** The planets of the patterns and (with the Ascendant and the Midheaven) of the midpoints. */
const PLANETS: readonly BodyKey[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
/** The chart points that declinations, antiscia and star conjunctions look at. */
const POINTS: readonly BodyKey[] = [...PLANETS, 'chiron', 'north_node', 'south_node', 'ascendant', 'midheaven'];
const STAR_POINTS: readonly BodyKey[] = [...POINTS, 'descendant', 'ic'];
const MIDPOINT_POINTS: readonly BodyKey[] = [...PLANETS, 'ascendant', 'midheaven'];
const NODES: readonly (readonly [string, string])[] = [['north_node', 'south_node']];

interface Placed {
  longitude: number;
  sign: SignKey;
  degree: number;
  house: number;
}

export interface ChartExtrasAnswer {
  asteroids?: Record<string, { name: string; type: 'asteroid'; longitude: number; latitude: number; speed: number; isRetrograde: boolean; sign: SignKey; house: number }>;
  fixedStars?: Record<
    string,
    { name: string; longitude: number; latitude: number; magnitude: number; sign: SignKey; house: number; behenian: boolean; royal: boolean; conjunctions: { body: string; orb: number }[] }
  >;
  lots?: Record<string, Placed & { name: string; formula: string }>;
  dignities?: Record<string, { has: DignityKind[]; score: number }>;
  almuten?: { planet: ClassicalPlanetKey; scores: Record<ClassicalPlanetKey, number> };
  patterns?: Pattern[];
  declinations?: {
    obliquity: number;
    bodies: Record<string, { declination: number; outOfBounds: boolean }>;
    contacts: DeclinationContact[];
  };
  antiscia?: { bodies: Record<string, { antiscion: number; contraAntiscion: number }>; contacts: AntisciaContact[] };
  midpoints?: {
    pairs: { bodies: [string, string]; longitude: number; on: { body: string; aspect: 'conjunction' | 'opposition'; orb: number }[] }[];
    tree: Record<string, { midpoint: string; aspect: 'conjunction' | 'opposition'; orb: number }[]>;
  };
}

const cuspsOf = (chart: Pick<NatalChart, 'cusps'>): number[] => chart.cusps.map((c) => c.cusp);

const placed = (lon: number, cusps: readonly number[]): Placed => ({
  longitude: deg(lon),
  sign: SIGNS[signIndex(lon)]!.key,
  degree: round(degreeInSign(lon), 4),
  house: houseOf(lon, cusps),
});

/** True when any block is asked for. */
export const anyChartExtra = (extras: ChartExtras | undefined): boolean => !!extras && CHART_EXTRAS.some((k) => extras[k] === true);

/**
 * The asked blocks of a chart computed at `jdUT` with `settings` (the zodiac matters: asteroids and
 * stars are placed in it, declinations are taken from tropical longitudes).
 */
export function chartExtras(chart: Omit<NatalChart, 'input' | 'instant'>, jdUT: number, settings: ChartSettings, extras: ChartExtras): ChartExtrasAnswer {
  const out: ChartExtrasAnswer = {};
  if (!anyChartExtra(extras)) return out;
  const b = chart.bodies;
  const cusps = cuspsOf(chart);
  const day = chart.isDayChart;
  const sid = extras.asteroids || extras.fixedStars || extras.declinations ? siderealOffset(settings, jdUT) : undefined;

  if (extras.asteroids) {
    const pos = asteroidsAt(jdUT, sid);
    out.asteroids = {};
    for (const k of ASTEROID_KEYS) {
      const p = pos[k];
      out.asteroids[k] = {
        name: ASTEROIDS[k].name,
        type: 'asteroid',
        longitude: deg(p.longitude),
        latitude: round(p.latitude, 4),
        speed: round(p.speed, 4),
        isRetrograde: p.speed < 0,
        sign: SIGNS[signIndex(p.longitude)]!.key,
        house: houseOf(p.longitude, cusps),
      };
    }
  }

  if (extras.fixedStars) {
    const pos = fixedStarsAt(jdUT, sid?.value ?? 0);
    out.fixedStars = {};
    for (const k of FIXED_STAR_KEYS) {
      const p = pos[k];
      const def = FIXED_STARS[k];
      const conjunctions: { body: string; orb: number }[] = [];
      for (const key of STAR_POINTS) {
        const d = norm360(b[key].longitude - p.longitude);
        const orb = d > 180 ? 360 - d : d;
        if (orb <= STAR_ORB) conjunctions.push({ body: key, orb: round(orb, 2) });
      }
      out.fixedStars[k] = {
        name: def.name,
        longitude: deg(p.longitude),
        latitude: round(p.latitude, 4),
        magnitude: p.magnitude,
        sign: SIGNS[signIndex(p.longitude)]!.key,
        house: houseOf(p.longitude, cusps),
        behenian: def.behenian,
        royal: def.royal,
        conjunctions,
      };
    }
  }

  if (extras.lots) {
    const lots = computeLots(
      {
        ascendant: b.ascendant.longitude,
        sun: b.sun.longitude,
        moon: b.moon.longitude,
        mercury: b.mercury.longitude,
        venus: b.venus.longitude,
        mars: b.mars.longitude,
        jupiter: b.jupiter.longitude,
        saturn: b.saturn.longitude,
      },
      day,
    );
    out.lots = {};
    for (const k of LOT_KEYS as readonly LotKey[]) out.lots[k] = { name: LOT_NAMES[k], ...placed(lots[k], cusps), formula: LOT_FORMULAS[k][day ? 'day' : 'night'] };
  }

  if (extras.dignities) {
    out.dignities = {};
    for (const p of CLASSICAL_PLANETS) out.dignities[p] = dignityOf(p, b[p].longitude, day);
    out.almuten = almutenOf(
      { sun: b.sun.longitude, moon: b.moon.longitude, ascendant: b.ascendant.longitude, midheaven: b.midheaven.longitude, part_of_fortune: b.part_of_fortune.longitude },
      day,
    );
  }

  if (extras.patterns) {
    out.patterns = findPatterns(PLANETS.map((k) => ({ key: k, longitude: b[k].longitude, sign: b[k].sign, house: b[k].house })));
  }

  if (extras.declinations) {
    const shift = sid?.value ?? 0;
    const d = findDeclinations(
      POINTS.map((k) => ({ key: k, longitude: b[k].longitude + shift, latitude: b[k].latitude })),
      chart.obliquity,
      NODES,
    );
    out.declinations = {
      obliquity: round(chart.obliquity, 4),
      bodies: Object.fromEntries(Object.entries(d.bodies).map(([k, v]) => [k, { declination: round(v.declination, 4), outOfBounds: v.outOfBounds }])),
      contacts: d.contacts.map((c) => ({ ...c, orb: round(c.orb, 2) })),
    };
  }

  if (extras.antiscia) {
    const a = findAntiscia(
      POINTS.map((k) => ({ key: k, longitude: b[k].longitude })),
      NODES,
    );
    out.antiscia = {
      bodies: Object.fromEntries(Object.entries(a.bodies).map(([k, v]) => [k, { antiscion: deg(v.antiscion), contraAntiscion: deg(v.contraAntiscion) }])),
      contacts: a.contacts.map((c) => ({ ...c, orb: round(c.orb, 2) })),
    };
  }

  if (extras.midpoints) {
    const m = findMidpoints(MIDPOINT_POINTS.map((k) => ({ key: k, longitude: b[k].longitude })));
    out.midpoints = {
      pairs: m.pairs.map((p) => ({ bodies: p.bodies, longitude: deg(p.longitude), on: p.on.map((o) => ({ ...o, orb: round(o.orb, 2) })) })),
      tree: Object.fromEntries(Object.entries(m.tree).map(([k, v]) => [k, v.map((o) => ({ ...o, orb: round(o.orb, 2) }))])),
    };
  }
  return out;
}
