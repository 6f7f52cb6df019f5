/**
 * From a set of activated gates to channels, centers, connected components, type,
 * strategy, authority and definition. Pure functions over plain data.
 */
import { CENTER_GATES, CENTER_IDS, CHANNELS, MOTOR_CENTERS } from './bodygraph';
import type { CenterId, ChannelDef } from './bodygraph';

export type HdType = 'Generator' | 'Manifesting Generator' | 'Manifestor' | 'Projector' | 'Reflector';
export type Authority =
  | 'Emotional'
  | 'Sacral'
  | 'Splenic'
  | 'Ego Manifested'
  | 'Ego Projected'
  | 'Self-Projected'
  | 'Mental'
  | 'Lunar';
export type Definition = 'None' | 'Single' | 'Split' | 'Triple Split' | 'Quadruple Split';

export const STRATEGY: Record<HdType, string> = {
  Generator: 'To Respond',
  'Manifesting Generator': 'To Respond',
  Manifestor: 'To Inform',
  Projector: 'Wait for the Invitation',
  Reflector: 'Wait a Lunar Cycle',
};

export const SIGNATURE: Record<HdType, { signature: string; notSelfTheme: string }> = {
  Generator: { signature: 'Satisfaction', notSelfTheme: 'Frustration' },
  'Manifesting Generator': { signature: 'Satisfaction', notSelfTheme: 'Frustration' },
  Manifestor: { signature: 'Peace', notSelfTheme: 'Anger' },
  Projector: { signature: 'Success', notSelfTheme: 'Bitterness' },
  Reflector: { signature: 'Surprise', notSelfTheme: 'Disappointment' },
};

const DEFINITIONS: readonly Definition[] = ['None', 'Single', 'Split', 'Triple Split', 'Quadruple Split'];

export interface CenterState {
  defined: boolean;
  /** Activated gates of this center, ascending. */
  gates: number[];
}

export interface BodygraphAnalysis {
  /** Activated gates, ascending, unique. */
  gates: number[];
  channels: ChannelDef[];
  centers: Record<CenterId, CenterState>;
  /** Connected components of defined centers (each in CENTER_IDS order), largest first. */
  components: CenterId[][];
  type: HdType;
  strategy: string;
  authority: Authority;
  definition: Definition;
  signature: string;
  notSelfTheme: string;
}

/** Components of the graph whose nodes are the defined centers and whose edges are the defined channels. */
export function connectedComponents(channels: readonly ChannelDef[]): CenterId[][] {
  const parent = new Map<CenterId, CenterId>();
  const find = (c: CenterId): CenterId => {
    let root = c;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(c, root);
    return root;
  };
  for (const ch of channels) {
    for (const c of ch.centers) if (!parent.has(c)) parent.set(c, c);
    const a = find(ch.centers[0]);
    const b = find(ch.centers[1]);
    if (a !== b) parent.set(a, b);
  }
  const groups = new Map<CenterId, CenterId[]>();
  for (const id of CENTER_IDS) {
    if (!parent.has(id)) continue;
    const root = find(id);
    const list = groups.get(root);
    if (list) list.push(id);
    else groups.set(root, [id]);
  }
  return [...groups.values()].sort((x, y) => y.length - x.length);
}

export function analyseGates(activated: Iterable<number>): BodygraphAnalysis {
  const on = new Set<number>(activated);
  const gates = [...on].sort((a, b) => a - b);
  const channels = CHANNELS.filter((ch) => on.has(ch.gates[0]) && on.has(ch.gates[1]));
  const components = connectedComponents(channels);

  const definedSet = new Set<CenterId>(components.flat());
  const centers = {} as Record<CenterId, CenterState>;
  for (const id of CENTER_IDS) {
    centers[id] = { defined: definedSet.has(id), gates: CENTER_GATES[id].filter((g) => on.has(g)).sort((a, b) => a - b) };
  }

  const throatComponent = new Set<CenterId>(components.find((c) => c.includes('throat')) ?? []);
  const defined = (id: CenterId): boolean => definedSet.has(id);

  let type: HdType;
  if (definedSet.size === 0) type = 'Reflector';
  else if (defined('sacral')) type = MOTOR_CENTERS.some((m) => throatComponent.has(m)) ? 'Manifesting Generator' : 'Generator';
  else type = (['heart', 'solarPlexus', 'root'] as const).some((m) => throatComponent.has(m)) ? 'Manifestor' : 'Projector';

  let authority: Authority;
  if (defined('solarPlexus')) authority = 'Emotional';
  else if (defined('sacral')) authority = 'Sacral';
  else if (defined('spleen')) authority = 'Splenic';
  else if (defined('heart')) authority = throatComponent.has('heart') ? 'Ego Manifested' : 'Ego Projected';
  else if (defined('g')) authority = 'Self-Projected';
  else if (definedSet.size > 0) authority = 'Mental';
  else authority = 'Lunar';

  return {
    gates,
    channels,
    centers,
    components,
    type,
    strategy: STRATEGY[type],
    authority,
    definition: DEFINITIONS[components.length] ?? 'Quadruple Split',
    ...SIGNATURE[type],
  };
}
