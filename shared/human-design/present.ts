/**
 * HumanDesignChart -> `data.humanDesign` of /generate-blueprint (spec 2.3).
 * Shapes are documented in docs/human-design.md.
 */
import type { CenterId } from './bodygraph';
import { CENTER_IDS, GATE_CENTER } from './bodygraph';
import type { Activation, HumanDesignChart, Planet, Side } from './chart';
import type { CrossAngle } from './crosses';
import type { Variables } from './variables';

export interface BlueprintActivation {
  planet: Planet;
  gate: number;
  line: number;
  color: number;
  tone: number;
  base: number;
  longitude: number;
}

export interface BlueprintHumanDesign {
  type: string;
  strategy: string;
  authority: string;
  /** "2/4" */
  profile: string;
  /** "Hermit / Opportunist" */
  profileName: string;
  centers: Record<CenterId, { defined: boolean; gates: number[] }>;
  definedCenters: CenterId[];
  undefinedCenters: CenterId[];
  channels: Array<{ gates: [number, number]; name: string; centers: [CenterId, CenterId] }>;
  /** One entry per activated gate, ascending by gate. */
  gates: Array<{ gate: number; center: CenterId; activations: Array<{ side: Side; planet: Planet; line: number }> }>;
  definition: string;
  incarnationCross: {
    name: string;
    angle: CrossAngle;
    /** [Personality Sun, Personality Earth, Design Sun, Design Earth] */
    gates: [number, number, number, number];
    label: string;
  };
  signature: string;
  notSelfTheme: string;
  /** Variable names, flat for convenience (details, colors, tones and arrows in `variables`). */
  motivation: string;
  perspective: string;
  digestion: string;
  environment: string;
  designSense: string;
  variables: Variables;
  activations: { personality: BlueprintActivation[]; design: BlueprintActivation[] };
  /** ISO 8601 UTC instants. */
  birthUtc: string;
  designUtc: string;
}

const roundTo = (x: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

const presentActivation = (a: Activation): BlueprintActivation => ({
  planet: a.planet,
  gate: a.gate,
  line: a.line,
  color: a.color,
  tone: a.tone,
  base: a.base,
  longitude: roundTo(a.longitude, 6),
});

export function toBlueprintHumanDesign(chart: HumanDesignChart): BlueprintHumanDesign {
  const centers = {} as BlueprintHumanDesign['centers'];
  for (const id of CENTER_IDS) centers[id] = { defined: chart.centers[id].defined, gates: [...chart.centers[id].gates] };

  const byGate = new Map<number, Array<{ side: Side; planet: Planet; line: number }>>();
  for (const a of chart.activations) {
    const list = byGate.get(a.gate) ?? [];
    list.push({ side: a.side, planet: a.planet, line: a.line });
    byGate.set(a.gate, list);
  }
  const gates = [...byGate.entries()]
    .sort((x, y) => x[0] - y[0])
    .map(([gate, activations]) => ({ gate, center: GATE_CENTER[gate]!, activations }));

  const c = chart.incarnationCross;
  return {
    type: chart.type,
    strategy: chart.strategy,
    authority: chart.authority,
    profile: chart.profile.label,
    profileName: chart.profile.name,
    centers,
    definedCenters: CENTER_IDS.filter((id) => chart.centers[id].defined),
    undefinedCenters: CENTER_IDS.filter((id) => !chart.centers[id].defined),
    channels: chart.channels.map((ch) => ({ gates: [ch.gates[0], ch.gates[1]], name: ch.name, centers: [ch.centers[0], ch.centers[1]] })),
    gates,
    definition: chart.definition,
    incarnationCross: {
      name: c.name,
      angle: c.angle,
      gates: [c.gates.personalitySun, c.gates.personalityEarth, c.gates.designSun, c.gates.designEarth],
      label: c.label,
    },
    signature: chart.signature,
    notSelfTheme: chart.notSelfTheme,
    motivation: chart.variables.motivation.name,
    perspective: chart.variables.perspective.name,
    digestion: chart.variables.determination.name,
    environment: chart.variables.environment.name,
    designSense: chart.variables.cognition.name,
    variables: structuredClone(chart.variables),
    activations: {
      personality: chart.personalityActivations.map(presentActivation),
      design: chart.designActivations.map(presentActivation),
    },
    birthUtc: chart.birth.utc,
    designUtc: chart.design.utc,
  };
}
