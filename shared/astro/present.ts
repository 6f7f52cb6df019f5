/**
 * Presenters: the NatalChart core object -> the JSON shapes of the spec.
 * Numbers are rounded for transport: angles to 4 decimals (0.36 arcsecond),
 * speeds to 4 decimals, orbs to 2 decimals.
 */
import { TIME_BODY_KEYS, type BodyKey, type BodyPosition, type EphemerisBodyKey } from './bodies';
import type { AspectType } from './aspects';
import type { HouseSystem } from './houses';
import type { NatalChart } from './chart';
import type { SignKey } from './zodiac';

/** Rounds for transport (no negative zero). */
export const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
};
/** A longitude for transport: 4 decimals, 360 folded to 0. */
export const deg = (x: number): number => {
  const r = round(x, 4);
  return r >= 360 ? 0 : r;
};

/** Bodies of the natal-chart calculator (spec 2.7): 10 planets, Chiron, North and South Node. */
export type NatalChartBodyKey = Exclude<EphemerisBodyKey, 'lilith'>;
export const NATAL_CHART_BODIES: readonly NatalChartBodyKey[] = TIME_BODY_KEYS.filter((k): k is NatalChartBodyKey => k !== 'lilith');

export const HOUSE_NUMBERS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type HouseNumber = (typeof HOUSE_NUMBERS)[number];

export interface NatalChartResponse {
  /** Keyed by the lower-case snake key (sun, north_node, ...); `name` is the display name. */
  celestialBodies: Record<NatalChartBodyKey, Omit<BodyPosition, 'key' | 'degree'> & { house: number }>;
  houses: Record<
    HouseNumber,
    { sign: SignKey; cusp: number; degree: number; temporalPosition: number; equatorialPosition: number }
  >;
  /** planet1/planet2 are the snake keys in upper case, e.g. SUN, NORTH_NODE. */
  aspects: { planet1: string; planet2: string; type: AspectType; orb: number; applying: boolean }[];
  houseSystem: { requested: HouseSystem; used: HouseSystem; fallback: boolean };
}

/** spec 2.7 `data.chart` of POST /calculators/natal-chart. */
export function toNatalChartResponse(chart: NatalChart): NatalChartResponse {
  const included = new Set<BodyKey>(NATAL_CHART_BODIES);
  const celestialBodies = {} as NatalChartResponse['celestialBodies'];
  for (const key of NATAL_CHART_BODIES) {
    const b = chart.bodies[key];
    celestialBodies[key] = {
      name: b.name,
      type: b.type,
      longitude: deg(b.longitude),
      latitude: round(b.latitude, 4),
      speed: round(b.speed, 4),
      isRetrograde: b.isRetrograde,
      sign: b.sign,
      house: b.house,
    };
  }
  const houses = {} as NatalChartResponse['houses'];
  chart.cusps.forEach((c, i) => {
    houses[HOUSE_NUMBERS[i]!] = {
      sign: c.sign,
      cusp: deg(c.cusp),
      degree: round(c.degree, 4),
      temporalPosition: deg(c.temporalPosition),
      equatorialPosition: deg(c.equatorialPosition),
    };
  });
  const aspects = chart.aspects
    .filter((a) => included.has(a.body1) && included.has(a.body2))
    .map((a) => ({
      planet1: a.body1.toUpperCase(),
      planet2: a.body2.toUpperCase(),
      type: a.type,
      orb: round(a.orb, 2),
      applying: a.applying,
    }));
  return {
    celestialBodies,
    houses,
    aspects,
    houseSystem: { requested: chart.houseSystem.requested, used: chart.houseSystem.used, fallback: chart.houseSystem.fallback },
  };
}

export interface BlueprintAstrology {
  /**
   * All 19 bodies and points keyed by lower-case snake key, with every field of the natal chart
   * calculator's bodies that a drawing reads (latitude, speed, retrograde), so that a saved
   * blueprint draws as the calculator does. Blueprints saved before these were kept lack them
   * (readers fall back to sign, longitude and house: shared/chart-views/model.ts astroView).
   */
  celestialBodies: Record<BodyKey, { sign: SignKey; longitude: number; latitude: number; speed: number; isRetrograde: boolean; house: number }>;
  houses: Record<HouseNumber, { sign: SignKey; longitude: number }>;
  /** planet1/planet2 are lower-case snake keys, as the keys of celestialBodies. */
  aspects: { planet1: BodyKey; planet2: BodyKey; type: AspectType; orb: number }[];
  houseSystem: { requested: HouseSystem; used: HouseSystem; fallback: boolean };
  isDayChart: boolean;
}

/** spec 2.3 `data.astrology` of POST /generate-blueprint. */
export function toBlueprintAstrology(chart: NatalChart): BlueprintAstrology {
  const celestialBodies = {} as BlueprintAstrology['celestialBodies'];
  for (const b of Object.values(chart.bodies)) {
    celestialBodies[b.key] = {
      sign: b.sign,
      longitude: deg(b.longitude),
      latitude: round(b.latitude, 4),
      speed: round(b.speed, 4),
      isRetrograde: b.isRetrograde,
      house: b.house,
    };
  }
  const houses = {} as BlueprintAstrology['houses'];
  chart.cusps.forEach((c, i) => {
    houses[HOUSE_NUMBERS[i]!] = { sign: c.sign, longitude: deg(c.cusp) };
  });
  return {
    celestialBodies,
    houses,
    aspects: chart.aspects.map((a) => ({ planet1: a.body1, planet2: a.body2, type: a.type, orb: round(a.orb, 2) })),
    houseSystem: { requested: chart.houseSystem.requested, used: chart.houseSystem.used, fallback: chart.houseSystem.fallback },
    isDayChart: chart.isDayChart,
  };
}
