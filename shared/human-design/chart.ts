/**
 * Human Design chart: 26 activations (Personality at birth, Design at the moment the Sun
 * was 88 degrees of arc earlier), then the bodygraph, type, authority, profile, cross and
 * variables. Positions come from the shared Swiss Ephemeris wrapper only.
 */
import { SE, bodyPosition, norm360, sunCrossing } from '../astro/ephemeris';
import { epochMsFromJd } from '../astro/time';
import { birthMoment } from '../astro/moment';
import { recordZodiac } from '../astro/calculation';
import type { LocalDateTime, TimeResolution } from '../astro/time';
import { analyseGates } from './analysis';
import type { Authority, CenterState, Definition, HdType } from './analysis';
import { CENTER_NAMES } from './bodygraph';
import type { CenterId } from './bodygraph';
import { crossAngle, crossName } from './crosses';
import type { CrossAngle } from './crosses';
import { gateOf, oppositeOf } from './gates';
import type { GatePosition } from './gates';
import { LINE_NAMES, computeVariables } from './variables';
import type { Variables } from './variables';

export const PLANETS = [
  'sun',
  'earth',
  'northNode',
  'southNode',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type Planet = (typeof PLANETS)[number];
export type Side = 'personality' | 'design';

/** Solar arc between the Design and Personality Suns, degrees. */
export const DESIGN_ARC = 88;

const BODIES: ReadonlyArray<readonly [Planet, number]> = [
  ['moon', SE.MOON],
  ['mercury', SE.MERCURY],
  ['venus', SE.VENUS],
  ['mars', SE.MARS],
  ['jupiter', SE.JUPITER],
  ['saturn', SE.SATURN],
  ['uranus', SE.URANUS],
  ['neptune', SE.NEPTUNE],
  ['pluto', SE.PLUTO],
];

export interface Activation {
  side: Side;
  planet: Planet;
  /** Tropical ecliptic longitude, degrees [0, 360). */
  longitude: number;
  gate: number;
  line: number;
  color: number;
  tone: number;
  base: number;
}

export interface HumanDesignChart {
  birth: { utc: string; jdUT: number; offsetMinutes: number | null; resolution: TimeResolution | null };
  design: { utc: string; jdUT: number; daysBeforeBirth: number; sunLongitude: number };
  /** 13 activations each, in PLANETS order. */
  personalityActivations: Activation[];
  designActivations: Activation[];
  /** Personality then Design: 26 entries. */
  activations: Activation[];
  /** Activated gate numbers, ascending, unique. */
  gates: number[];
  centers: Record<CenterId, CenterState & { name: string }>;
  channels: Array<{ gates: [number, number]; name: string; centers: [CenterId, CenterId] }>;
  /** Connected components of the defined centers. */
  components: CenterId[][];
  type: HdType;
  strategy: string;
  authority: Authority;
  definition: Definition;
  profile: { personalityLine: number; designLine: number; label: string; lineNames: [string, string]; name: string };
  incarnationCross: {
    angle: CrossAngle;
    name: string;
    gates: { personalitySun: number; personalityEarth: number; designSun: number; designEarth: number };
    /** e.g. "55/59 | 34/20" */
    label: string;
  };
  signature: string;
  notSelfTheme: string;
  variables: Variables;
}

function activation(side: Side, planet: Planet, longitude: number, p: GatePosition): Activation {
  return { side, planet, longitude, gate: p.gate, line: p.line, color: p.color, tone: p.tone, base: p.base };
}

/** Tropical longitude of a Swiss Ephemeris body at a UT Julian day: the ephemeris itself by default. */
export type LongitudeSource = (jdUT: number, seBody: number) => number;
const ephemerisLongitude: LongitudeSource = (jd, body) => bodyPosition(jd, body).longitude;

/**
 * The 13 activations of one moment; `sunLongitude` may be passed when already known, and the
 * positions may come from another source than the ephemeris (an interpolated scan of a window).
 */
export function activationsAt(jdUT: number, side: Side, sunLongitude?: number, longitudeOf: LongitudeSource = ephemerisLongitude): Activation[] {
  const sunLon = sunLongitude ?? longitudeOf(jdUT, SE.SUN);
  const nodeLon = longitudeOf(jdUT, SE.TRUE_NODE);
  const sun = gateOf(sunLon);
  const node = gateOf(nodeLon);
  const out: Activation[] = [
    activation(side, 'sun', sunLon, sun),
    activation(side, 'earth', norm360(sunLon + 180), oppositeOf(sun)),
    activation(side, 'northNode', nodeLon, node),
    activation(side, 'southNode', norm360(nodeLon + 180), oppositeOf(node)),
  ];
  for (const [planet, body] of BODIES) {
    const lon = longitudeOf(jdUT, body);
    out.push(activation(side, planet, lon, gateOf(lon)));
  }
  return out;
}

/** The design moment: the UT Julian day before birth when the Sun stood DESIGN_ARC degrees earlier. */
export function designMoment(birthJdUT: number, birthSunLongitude: number): number {
  return sunCrossing(norm360(birthSunLongitude - DESIGN_ARC), birthJdUT - 100);
}

const isoFromJd = (jd: number): string => new Date(Math.round(epochMsFromJd(jd))).toISOString();

/** Chart for a UT Julian day (the core; `computeHumanDesign` resolves local time first). */
export function computeHumanDesignAtJd(
  jdUT: number,
  birthMeta: { utc?: string; offsetMinutes?: number; resolution?: TimeResolution } = {},
): HumanDesignChart {
  // Human Design reads the tropical zodiac (the gates' wheel starts at 0° Aries tropical)
  recordZodiac({ type: 'tropical' });
  const birthSun = bodyPosition(jdUT, SE.SUN).longitude;
  const designJd = designMoment(jdUT, birthSun);
  const designSun = norm360(birthSun - DESIGN_ARC);
  const personality = activationsAt(jdUT, 'personality', birthSun);
  const design = activationsAt(designJd, 'design', designSun);
  const activations = [...personality, ...design];

  const a = analyseGates(activations.map((x) => x.gate));
  const pSun = personality[0]!;
  const pEarth = personality[1]!;
  const pNode = personality[2]!;
  const dSun = design[0]!;
  const dEarth = design[1]!;
  const dNode = design[2]!;

  const lineNames: [string, string] = [LINE_NAMES[pSun.line]!, LINE_NAMES[dSun.line]!];
  const angle = crossAngle(pSun.line, dSun.line);

  const centers = {} as HumanDesignChart['centers'];
  for (const [id, state] of Object.entries(a.centers) as Array<[CenterId, CenterState]>) {
    centers[id] = { name: CENTER_NAMES[id], ...state };
  }

  return {
    birth: {
      utc: birthMeta.utc ?? isoFromJd(jdUT),
      jdUT,
      offsetMinutes: birthMeta.offsetMinutes ?? null,
      resolution: birthMeta.resolution ?? null,
    },
    design: { utc: isoFromJd(designJd), jdUT: designJd, daysBeforeBirth: jdUT - designJd, sunLongitude: designSun },
    personalityActivations: personality,
    designActivations: design,
    activations,
    gates: a.gates,
    centers,
    channels: a.channels.map((ch) => ({ gates: [ch.gates[0], ch.gates[1]], name: ch.name, centers: [ch.centers[0], ch.centers[1]] })),
    components: a.components,
    type: a.type,
    strategy: a.strategy,
    authority: a.authority,
    definition: a.definition,
    profile: {
      personalityLine: pSun.line,
      designLine: dSun.line,
      label: `${pSun.line}/${dSun.line}`,
      lineNames,
      name: `${lineNames[0]} / ${lineNames[1]}`,
    },
    incarnationCross: {
      angle,
      name: crossName(pSun.gate, angle),
      gates: { personalitySun: pSun.gate, personalityEarth: pEarth.gate, designSun: dSun.gate, designEarth: dEarth.gate },
      label: `${pSun.gate}/${pEarth.gate} | ${dSun.gate}/${dEarth.gate}`,
    },
    signature: a.signature,
    notSelfTheme: a.notSelfTheme,
    variables: computeVariables({ sun: pSun, node: pNode }, { sun: dSun, node: dNode }),
  };
}

/**
 * Human Design chart from local birth date, time and IANA zone (full zone history; the
 * birthplace longitude for local mean time and a caller's utcOffset are used when given).
 */
export function computeHumanDesign(input: LocalDateTime): HumanDesignChart {
  const t = birthMoment(input);
  return computeHumanDesignAtJd(t.jdUT, { utc: t.utc, offsetMinutes: t.offsetMinutes, resolution: t.resolution });
}
