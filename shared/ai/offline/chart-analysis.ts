/**
 * What the offline writer reads in a chart before it writes a word, the same for every language:
 * the weight of each aspect (which ones are worth a sentence), the balance of elements and
 * modalities, the shape the planets draw, and the ruler of the chart with its condition.
 * Pure functions over the AI layer's facts; the texts of each language only phrase the results.
 */
import { TRADITIONAL_RULERS, type ClassicalPlanetKey } from '../../astro/rulers';
import type { AspectFacts, AstroBody, AstrologyFacts, BodyFacts, ZodiacSign } from '../facts';
import { ZODIAC_SIGNS } from '../facts';

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

export const SIGN_ELEMENT: Record<ZodiacSign, Element> = Object.fromEntries(ZODIAC_SIGNS.map((s, i) => [s, (['fire', 'earth', 'air', 'water'] as const)[i % 4]])) as Record<ZodiacSign, Element>;
export const SIGN_MODALITY: Record<ZodiacSign, Modality> = Object.fromEntries(ZODIAC_SIGNS.map((s, i) => [s, (['cardinal', 'fixed', 'mutable'] as const)[i % 3]])) as Record<ZodiacSign, Modality>;

/** The ten planets: what the balance of elements, modalities and the chart's shape are counted on. */
export const TEN_PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const satisfies readonly AstroBody[];

export const longitudeOf = (b: BodyFacts): number => ZODIAC_SIGNS.indexOf(b.sign) * 30 + b.degree;

/* ------------------------------------------------------------------------------------ aspects */

/**
 * How much a body counts in an aspect: the luminaries most, then the Ascendant and Midheaven and
 * the personal planets, the social planets, the outer planets, and last the derived points (the IC
 * and the Descendant mirror the Midheaven and the Ascendant, the lots and the Moon's apogee).
 */
export const BODY_WEIGHT: Record<AstroBody, number> = {
  sun: 10,
  moon: 10,
  ascendant: 8,
  midheaven: 7,
  mercury: 7,
  venus: 7,
  mars: 7,
  jupiter: 5,
  saturn: 5,
  uranus: 3,
  neptune: 3,
  pluto: 3,
  chiron: 2,
  north_node: 2,
  south_node: 1,
  descendant: 1,
  ic: 1,
  lilith: 1,
  part_of_fortune: 1,
};

export const MAJOR_ASPECTS = ['conjunction', 'opposition', 'square', 'trine', 'sextile'] as const;
const ASPECT_WEIGHT: Record<string, number> = { conjunction: 10, opposition: 9, square: 8, trine: 7, sextile: 5, quincunx: 3 };
/** Orb at which an aspect's weight falls to nothing (majors; minors count half as far). */
const ORB_LIMIT = 10;

export const normalAspect = (type: string): string => type.toLowerCase().replace(/[\s_]+/g, '-').replace(/^semi(sextile|square)$/, 'semi-$1');
export const isMajor = (type: string): boolean => (MAJOR_ASPECTS as readonly string[]).includes(normalAspect(type));

const weightOfBody = (k: string): number => BODY_WEIGHT[k.toLowerCase() as AstroBody] ?? 1;

/** The weight of an aspect: the product of the two bodies' weights (a luminary to a lot counts far less than a luminary to a planet), the aspect's weight, and how tight the orb is. */
export function aspectScore(a: AspectFacts): number {
  const type = normalAspect(a.type);
  const major = isMajor(type);
  const limit = major ? ORB_LIMIT : ORB_LIMIT / 2;
  const tight = Math.max(0, 1 - Math.abs(a.orb) / limit);
  return weightOfBody(a.body1) * weightOfBody(a.body2) * (ASPECT_WEIGHT[type] ?? 2) * tight;
}

/** Aspects strongest first: majors before minors, then by score, then by orb, then by name (stable). */
export function rankAspects(aspects: readonly AspectFacts[]): AspectFacts[] {
  return [...aspects].sort(
    (x, y) => Number(isMajor(y.type)) - Number(isMajor(x.type)) || aspectScore(y) - aspectScore(x) || Math.abs(x.orb) - Math.abs(y.orb) || `${x.body1}${x.body2}${x.type}`.localeCompare(`${y.body1}${y.body2}${y.type}`),
  );
}

/** Weight below which an aspect is not worth a sentence (e.g. an outer planet to the IC at 6°: 3 × 1 × 8 × 0.4). */
export const MIN_ASPECT_SCORE = 30;

export interface ChosenAspect {
  other: AstroBody;
  type: string;
  orb: number;
  score: number;
}

/** The strongest aspects of one body, at most `n`, none below the threshold; the mirrored angles are left out. */
export function strongestAspects(a: AstrologyFacts, body: AstroBody, n = 1): ChosenAspect[] {
  const mirror: Partial<Record<AstroBody, AstroBody>> = { ic: 'midheaven', descendant: 'ascendant', midheaven: 'ic', ascendant: 'descendant', north_node: 'south_node', south_node: 'north_node' };
  return rankAspects((a.aspects ?? []).filter((x) => x.body1 === body || x.body2 === body))
    .map((x) => ({ other: (x.body1 === body ? x.body2 : x.body1) as AstroBody, type: normalAspect(x.type), orb: Math.abs(x.orb), score: aspectScore(x) }))
    .filter((x) => x.other !== mirror[body] && x.score >= MIN_ASPECT_SCORE && x.other in BODY_WEIGHT)
    .slice(0, n);
}

/** The chart's strongest aspects overall, between planets and the Ascendant and Midheaven (no mirrored angle, lot or Lilith). */
export function chartKeyAspects(a: AstrologyFacts, n: number): AspectFacts[] {
  const derived = ['ic', 'descendant', 'south_node', 'part_of_fortune', 'lilith'];
  return rankAspects((a.aspects ?? []).filter((x) => aspectScore(x) >= MIN_ASPECT_SCORE && !derived.includes(x.body1) && !derived.includes(x.body2))).slice(0, n);
}

/* ------------------------------------------------------------------- balance, shape and ruler */

export interface Balance<K extends string> {
  counts: Record<K, number>;
  /** Keys with the most planets (several on a tie). */
  strongest: K[];
  /** Keys with no planet. */
  missing: K[];
}

function balance<K extends string>(keys: readonly K[], of: (s: ZodiacSign) => K, a: AstrologyFacts): Balance<K> {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const p of TEN_PLANETS) {
    const b = a.bodies[p];
    if (b) counts[of(b.sign)] += 1;
  }
  const max = Math.max(...keys.map((k) => counts[k]));
  return { counts, strongest: keys.filter((k) => counts[k] === max), missing: keys.filter((k) => counts[k] === 0) };
}

export const elementBalance = (a: AstrologyFacts): Balance<Element> => balance(['fire', 'earth', 'air', 'water'], (s) => SIGN_ELEMENT[s], a);
export const modalityBalance = (a: AstrologyFacts): Balance<Modality> => balance(['cardinal', 'fixed', 'mutable'], (s) => SIGN_MODALITY[s], a);

/**
 * The shape the ten planets draw around the wheel (Marc Edmund Jones' patterns, by the empty arcs
 * between them): bundle (all within 120°), bowl (within 180°), bucket (a bowl and one planet on
 * the other side), locomotive (within 240°), seesaw (two groups facing each other across two
 * empty arcs of 60° or more), splash (spread evenly), splay (anything else: uneven clusters).
 */
export type ChartShape = 'bundle' | 'bowl' | 'bucket' | 'locomotive' | 'seesaw' | 'splash' | 'splay';

export interface ShapeResult {
  shape: ChartShape;
  /** Bucket: the single planet on the open side (the handle). Bowl, bundle, locomotive: the planet leading the group clockwise-first (the first one after the empty arc, in zodiac order). */
  focus?: AstroBody;
}

function gaps(lons: { body: AstroBody; lon: number }[]): { from: AstroBody; to: AstroBody; size: number }[] {
  const s = [...lons].sort((x, y) => x.lon - y.lon);
  return s.map((p, i) => {
    const next = s[(i + 1) % s.length]!;
    return { from: p.body, to: next.body, size: (next.lon - p.lon + 360) % 360 || (s.length === 1 ? 360 : 0) };
  });
}

export function chartShape(a: AstrologyFacts): ShapeResult | undefined {
  const lons = TEN_PLANETS.flatMap((p) => (a.bodies[p] ? [{ body: p as AstroBody, lon: longitudeOf(a.bodies[p]) }] : []));
  if (lons.length < 10) return undefined;
  const g = gaps(lons).sort((x, y) => y.size - x.size);
  const span = 360 - g[0]!.size;
  if (span <= 120) return { shape: 'bundle', focus: g[0]!.to };
  if (span <= 180) return { shape: 'bowl', focus: g[0]!.to };
  // Bucket: one planet alone in the empty half, the rest within 180°.
  for (const p of lons) {
    const rest = lons.filter((x) => x !== p);
    const rg = gaps(rest).sort((x, y) => y.size - x.size)[0]!;
    const restSpan = 360 - rg.size;
    const around = gaps(lons).filter((x) => x.from === p.body || x.to === p.body);
    if (restSpan <= 180 && around.every((x) => x.size >= 60)) return { shape: 'bucket', focus: p.body };
  }
  if (span <= 240) return { shape: 'locomotive', focus: g[0]!.to };
  if (g[1]!.size >= 60) return { shape: 'seesaw' };
  if (g.every((x) => x.size <= 60) && new Set(lons.map((x) => Math.floor(x.lon / 30))).size >= 7) return { shape: 'splash' };
  return { shape: 'splay' };
}

export type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall';

const EXALTATION: Record<ClassicalPlanetKey, ZodiacSign> = { sun: 'aries', moon: 'taurus', mercury: 'virgo', venus: 'pisces', mars: 'capricorn', jupiter: 'cancer', saturn: 'libra' };
const opposite = (s: ZodiacSign): ZodiacSign => ZODIAC_SIGNS[(ZODIAC_SIGNS.indexOf(s) + 6) % 12]!;

/** The essential dignity of a classical planet in a sign (traditional rulerships and exaltations), if any. */
export function dignityOf(planet: ClassicalPlanetKey, sign: ZodiacSign): Dignity | undefined {
  if (TRADITIONAL_RULERS[sign] === planet) return 'domicile';
  if (EXALTATION[planet] === sign) return 'exaltation';
  if (TRADITIONAL_RULERS[opposite(sign)] === planet) return 'detriment';
  if (EXALTATION[planet] === opposite(sign)) return 'fall';
  return undefined;
}

/** The modern co-rulers of Scorpio, Aquarius and Pisces. */
export const MODERN_CORULER: Partial<Record<ZodiacSign, AstroBody>> = { scorpio: 'pluto', aquarius: 'uranus', pisces: 'neptune' };

export interface ChartRuler {
  ruler: ClassicalPlanetKey;
  rising: ZodiacSign;
  place?: BodyFacts;
  dignity?: Dignity;
  coRuler?: AstroBody;
  /** Its strongest aspect, if one is worth a sentence. */
  aspect?: ChosenAspect;
}

/** The ruler of the chart: the traditional ruler of the rising sign, where it stands and how it fares. */
export function chartRuler(a: AstrologyFacts): ChartRuler | undefined {
  const asc = a.bodies.ascendant;
  if (!asc) return undefined;
  const ruler = TRADITIONAL_RULERS[asc.sign];
  const place = a.bodies[ruler];
  return {
    ruler,
    rising: asc.sign,
    ...(place ? { place } : {}),
    ...(place && dignityOf(ruler, place.sign) ? { dignity: dignityOf(ruler, place.sign)! } : {}),
    ...(MODERN_CORULER[asc.sign] ? { coRuler: MODERN_CORULER[asc.sign]! } : {}),
    ...(strongestAspects(a, ruler, 1)[0] ? { aspect: strongestAspects(a, ruler, 1)[0]! } : {}),
  };
}

/** Houses 7 to 12 lie above the horizon, 10 to 3 (through 12, 1, 2) on the eastern side. */
export function hemispheres(a: AstrologyFacts): { above: number; below: number; east: number; west: number; known: number } {
  let above = 0;
  let east = 0;
  let known = 0;
  for (const p of TEN_PLANETS) {
    const h = a.bodies[p]?.house;
    if (!h) continue;
    known += 1;
    if (h >= 7) above += 1;
    if (h >= 10 || h <= 3) east += 1;
  }
  return { above, below: known - above, east, west: known - east, known };
}

/** The four angles: a section about one names no house and no critical degree. */
export const CHART_ANGLES: readonly AstroBody[] = ['ascendant', 'midheaven', 'descendant', 'ic'];
/** Points whose retrograde flag is structural (mean nodes) or meaningless (angles, lots). */
const NO_RETROGRADE: readonly AstroBody[] = [...CHART_ANGLES, 'north_node', 'south_node', 'part_of_fortune', 'lilith'];

export interface SectionReading {
  isAngle: boolean;
  /** The body's house, 1 to 12 (none for an angle or an unknown house). */
  house?: number;
  /** Whether its retrograde motion is worth a sentence. */
  retro: boolean;
  /** The one aspect the section names. */
  aspect?: ChosenAspect;
}

/**
 * What the section about one placed body reads, the same in every language: its house, whether its
 * retrograde motion counts, and the aspect it names: the strongest, except that the IC and the
 * Descendant, mirrors of the Midheaven and the Ascendant, name only a close (3 degrees) conjunction
 * or opposition, which says something the other angle does not already say.
 */
export function sectionReading(a: AstrologyFacts, body: AstroBody, b: BodyFacts): SectionReading {
  const isAngle = CHART_ANGLES.includes(body);
  const house = b.house !== undefined && b.house >= 1 && b.house <= 12 && !isAngle ? b.house : undefined;
  const mirrored = body === 'ic' || body === 'descendant';
  const aspect = strongestAspects(a, body, 3).filter((x) => !mirrored || (x.orb <= 3 && (x.type === 'conjunction' || x.type === 'opposition')))[0];
  return { isAngle, retro: !!b.isRetrograde && !NO_RETROGRADE.includes(body), ...(house ? { house } : {}), ...(aspect ? { aspect } : {}) };
}
