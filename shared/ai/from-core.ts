/**
 * Builders from the cores' results to the AI layer's facts. Kept apart from facts.ts so that the
 * facts type stays independent of the cores.
 */
import type { NatalChart } from '../astro/chart';
import type { HumanDesignChart } from '../human-design/chart';
import type { DayHumanDesign } from '../sensitivity/day';
import type { NumerologyNumbers } from '../numerology/index';
import type { AspectFacts, AstrologyFacts, BlueprintFacts, BodyFacts, HumanDesignFacts, NumerologyFacts } from './facts';
import { ASTRO_BODIES, HD_CENTERS } from './facts';
import { rankAspects } from './offline/chart-analysis';

/** How many aspects go into the grounding context (the strongest by weight). */
export const CONTEXT_ASPECTS = 12;

export function factsFromAstrology(chart: NatalChart): AstrologyFacts {
  const bodies: AstrologyFacts['bodies'] = {};
  for (const key of ASTRO_BODIES) {
    const b = chart.bodies[key];
    if (!b) continue;
    const f: BodyFacts = { sign: b.sign, degree: b.degree, house: b.house };
    if (b.isRetrograde) f.isRetrograde = true;
    bodies[key] = f;
  }
  // The strongest by weight (shared/ai/offline/chart-analysis.ts: luminaries and personal planets,
  // tight orbs, majors first), so a tight aspect between two derived points does not crowd them out.
  const aspects: AspectFacts[] = rankAspects(chart.aspects.map((a) => ({ body1: a.body1, body2: a.body2, type: a.type, orb: Math.round(a.orb * 100) / 100 }))).slice(0, CONTEXT_ASPECTS);
  const houseSystem = chart.houseSystem.used.replace(/(^|-)(\w)/g, (_m, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`);
  return { bodies, aspects, houseSystem };
}

export function factsFromHumanDesign(hd: HumanDesignChart): HumanDesignFacts {
  const v = hd.variables;
  const g = hd.incarnationCross.gates;
  return {
    type: hd.type,
    strategy: hd.strategy,
    authority: hd.authority,
    profile: `${hd.profile.personalityLine}/${hd.profile.designLine}`,
    definition: hd.definition,
    signature: hd.signature,
    notSelfTheme: hd.notSelfTheme,
    incarnationCross: { name: hd.incarnationCross.name, angle: hd.incarnationCross.angle, gates: [g.personalitySun, g.personalityEarth, g.designSun, g.designEarth] },
    definedCenters: HD_CENTERS.filter((c) => hd.centers[c].defined),
    undefinedCenters: HD_CENTERS.filter((c) => !hd.centers[c].defined),
    channels: hd.channels.map((c) => ({ gates: c.gates, name: c.name })),
    gates: [...hd.gates],
    variables: {
      motivation: v.motivation.name,
      perspective: v.perspective.name,
      digestion: `${v.determination.name} (color ${v.determination.color}, tone ${v.determination.tone})`,
      environment: v.environment.name,
      designSense: v.cognition.name,
    },
  };
}

export function factsFromNumerology(n: NumerologyNumbers): NumerologyFacts {
  return {
    lifePathNumber: n.lifePathNumber,
    expressionNumber: n.expressionNumber,
    soulUrgeNumber: n.soulUrgeNumber,
    personalYear: n.personalYear,
    personalMonth: n.personalMonth,
    personalDay: n.personalDay,
  };
}

/** All facts of a blueprint from whichever core results are present. */
export function blueprintFacts(parts: { name?: string; chart?: NatalChart; humanDesign?: HumanDesignChart; numerology?: NumerologyNumbers }): BlueprintFacts {
  const facts: BlueprintFacts = {};
  if (parts.name) facts.name = parts.name;
  if (parts.chart) facts.astrology = factsFromAstrology(parts.chart);
  if (parts.humanDesign) facts.humanDesign = factsFromHumanDesign(parts.humanDesign);
  if (parts.numerology) facts.numerology = factsFromNumerology(parts.numerology);
  return facts;
}

const UNKNOWN_TIME = 'unknown (depends on the birth time)';

/** The facts of a Human Design over a birth day without a time: the features that hold, "depends on the birth time" for the others. */
export function factsFromHumanDesignDay(day: Pick<DayHumanDesign, 'holds' | 'channels' | 'noon'>): HumanDesignFacts {
  const { holds, noon } = day;
  const c = noon.incarnationCross;
  return {
    type: holds.type ? noon.type : UNKNOWN_TIME,
    strategy: holds.type ? noon.strategy : UNKNOWN_TIME,
    authority: holds.authority ? noon.authority : UNKNOWN_TIME,
    profile: holds.profile ? `${noon.profile.personalityLine}/${noon.profile.designLine}` : UNKNOWN_TIME,
    definition: holds.definition ? noon.definition : UNKNOWN_TIME,
    signature: holds.type ? noon.signature : UNKNOWN_TIME,
    notSelfTheme: holds.type ? noon.notSelfTheme : UNKNOWN_TIME,
    incarnationCross: holds.incarnationCross ? { name: c.name, angle: c.angle, gates: [c.gates.personalitySun, c.gates.personalityEarth, c.gates.designSun, c.gates.designEarth] } : { name: UNKNOWN_TIME },
    definedCenters: [],
    undefinedCenters: [],
    channels: day.channels.map((ch) => ({ gates: ch.gates, name: ch.name })),
    gates: [],
    variables: { motivation: UNKNOWN_TIME, perspective: UNKNOWN_TIME, digestion: UNKNOWN_TIME, environment: UNKNOWN_TIME, designSense: UNKNOWN_TIME },
  };
}
