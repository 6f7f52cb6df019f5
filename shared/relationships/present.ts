/**
 * The relationship charts in the API's JSON shapes: longitudes to 4 decimals, orbs to 2, houses
 * keyed "1".."12" and bodies by lower-case snake key as in the blueprint's astrology module.
 */
import type { AspectType } from '../astro/aspects';
import type { BodyKey } from '../astro/bodies';
import type { NatalChart } from '../astro/chart';
import type { HouseSystem } from '../astro/houses';
import { type BlueprintAstrology, deg, HOUSE_NUMBERS, type HouseNumber, round, toBlueprintAstrology } from '../astro/present';
import { signOf, type SignKey } from '../astro/zodiac';
import { COMPOSITE_BODY_KEYS, type AngleRule, type CompositeBodyKey, type CompositeChart } from './composite';
import type { DavisonChart } from './davison';
import type { RelationshipScore } from './score';
import type { Balance, Influence, Synastry, SynastryAspectType, SynastryPoint } from './synastry';
import type { Element, Modality } from '../astro/zodiac';


export interface PresentedSynastry {
  aspects: { pointA: SynastryPoint; pointB: SynastryPoint; type: SynastryAspectType; orb: number; influence: Influence }[];
  houseOverlays: {
    aInB: { point: SynastryPoint; sign: SignKey; longitude: number; house: number }[];
    bInA: { point: SynastryPoint; sign: SignKey; longitude: number; house: number }[];
  };
  elements: Balance<Element>;
  modalities: Balance<Modality>;
  score: RelationshipScore;
  harmony: { value: number; harmonious: number; challenging: number };
}

export function presentSynastry(s: Synastry): PresentedSynastry {
  const overlay = (o: Synastry['houseOverlays']['aInB'][number]) => ({ point: o.point, sign: signOf(o.longitude).key, longitude: deg(o.longitude), house: o.house });
  return {
    aspects: s.aspects.map((a) => ({ pointA: a.pointA, pointB: a.pointB, type: a.type, orb: round(a.orb, 2), influence: a.influence })),
    houseOverlays: { aInB: s.houseOverlays.aInB.map(overlay), bInA: s.houseOverlays.bInA.map(overlay) },
    elements: s.elements,
    modalities: s.modalities,
    score: { ...s.score, contributions: s.score.contributions.map((c) => ({ ...c, orb: c.orb === null ? null : round(c.orb, 2) })) },
    harmony: { value: s.harmony.value, harmonious: round(s.harmony.harmonious, 2), challenging: round(s.harmony.challenging, 2) },
  };
}

export interface PresentedComposite {
  celestialBodies: Record<CompositeBodyKey, { sign: SignKey; longitude: number; house: number }>;
  houses: Record<HouseNumber, { sign: SignKey; longitude: number }>;
  aspects: { planet1: BodyKey; planet2: BodyKey; type: AspectType; orb: number }[];
  angles: { ascendant: number; midheaven: number; rule: AngleRule };
  houseSystem: { requested: HouseSystem; used: HouseSystem; fallback: boolean };
}

export function presentComposite(c: CompositeChart): PresentedComposite {
  const celestialBodies = {} as PresentedComposite['celestialBodies'];
  for (const k of COMPOSITE_BODY_KEYS) celestialBodies[k] = { sign: c.bodies[k].sign, longitude: deg(c.bodies[k].longitude), house: c.bodies[k].house };
  const houses = {} as PresentedComposite['houses'];
  c.cusps.forEach((h, i) => (houses[HOUSE_NUMBERS[i]!] = { sign: h.sign, longitude: deg(h.cusp) }));
  return {
    celestialBodies,
    houses,
    aspects: c.aspects.map((a) => ({ planet1: a.body1, planet2: a.body2, type: a.type, orb: round(a.orb, 2) })),
    angles: { ascendant: deg(c.angles.ascendant), midheaven: deg(c.angles.midheaven), rule: c.angles.rule },
    houseSystem: c.houseSystem,
  };
}

export interface PresentedDavison extends BlueprintAstrology {
  moment: { utc: string; jdUT: number };
  place: { latitude: number; longitude: number };
}

export function presentDavison(d: DavisonChart): PresentedDavison {
  return {
    moment: { utc: d.moment.utc, jdUT: round(d.moment.jdUT, 6) },
    place: { latitude: round(d.place.latitude, 4), longitude: round(d.place.longitude, 4) },
    ...toBlueprintAstrology(d as unknown as NatalChart),
  };
}
