/**
 * The Human Design connection chart of two people (docs/relationships.md#human-design).
 *
 * For each of the 36 channels, with a1/a2 whether A has its first/second gate and b1/b2 for B:
 * - electromagnetic: A has one gate and B the other, neither has the whole channel;
 * - companionship: both have the whole channel;
 * - dominance: one has the whole channel, the other neither gate (`who` names the one with it);
 * - compromise: one has the whole channel, the other exactly one of its gates (`who` as above).
 * Channels neither completes (alone or together) are not listed. The combined bodygraph is the
 * union of the two gate sets analysed as one person's (shared/human-design/analysis.ts).
 */
import { analyseGates, type Authority, type Definition, type HdType } from '../human-design/analysis';
import { CENTER_IDS, CENTER_NAMES, CHANNELS, type CenterId, type ChannelDef } from '../human-design/bodygraph';
import type { HumanDesignChart } from '../human-design/chart';

export type ConnectionKind = 'electromagnetic' | 'companionship' | 'dominance' | 'compromise';
export type Who = 'a' | 'b';

export interface ConnectionChannel {
  gates: [number, number];
  name: string;
  centers: [CenterId, CenterId];
  kind: ConnectionKind;
  /** For dominance and compromise: the person who has the whole channel. */
  who: Who | null;
}

/** Who defines a centre of the combined bodygraph. */
export type CenterDefinedBy = 'a' | 'b' | 'both' | 'together' | null;

export interface ConnectionCenter {
  name: string;
  defined: boolean;
  definedBy: CenterDefinedBy;
}

export interface PersonDesign {
  type: HdType;
  strategy: string;
  authority: Authority;
  definition: Definition;
  profile: string;
  gates: number[];
}

export interface ConnectionChart {
  channels: ConnectionChannel[];
  counts: Record<ConnectionKind, number>;
  centers: Record<CenterId, ConnectionCenter>;
  combined: { type: HdType; authority: Authority; definition: Definition; gates: number[]; channels: [number, number][] };
  /** Defined minus undefined centres of the combined bodygraph, e.g. "7-2". */
  theme: string;
  definedCenters: number;
  a: PersonDesign;
  b: PersonDesign;
}

/** The classification of one channel for two gate sets; null when neither completes it. */
export function classifyChannel(channel: Pick<ChannelDef, 'gates'>, a: ReadonlySet<number>, b: ReadonlySet<number>): { kind: ConnectionKind; who: Who | null } | null {
  const [g1, g2] = channel.gates;
  const a1 = a.has(g1);
  const a2 = a.has(g2);
  const b1 = b.has(g1);
  const b2 = b.has(g2);
  const aWhole = a1 && a2;
  const bWhole = b1 && b2;
  if (aWhole && bWhole) return { kind: 'companionship', who: null };
  if (aWhole || bWhole) {
    const other = aWhole ? Number(b1) + Number(b2) : Number(a1) + Number(a2);
    return { kind: other === 0 ? 'dominance' : 'compromise', who: aWhole ? 'a' : 'b' };
  }
  if ((a1 && b2) || (a2 && b1)) return { kind: 'electromagnetic', who: null };
  return null;
}

const person = (c: Pick<HumanDesignChart, 'type' | 'strategy' | 'authority' | 'definition' | 'profile' | 'gates'>): PersonDesign => ({
  type: c.type,
  strategy: c.strategy,
  authority: c.authority,
  definition: c.definition,
  profile: c.profile.label,
  gates: [...c.gates],
});

export type ConnectionInput = Pick<HumanDesignChart, 'type' | 'strategy' | 'authority' | 'definition' | 'profile' | 'gates'>;

export function computeConnection(a: ConnectionInput, b: ConnectionInput): ConnectionChart {
  const ga = new Set(a.gates);
  const gb = new Set(b.gates);
  const channels: ConnectionChannel[] = [];
  const counts: Record<ConnectionKind, number> = { electromagnetic: 0, companionship: 0, dominance: 0, compromise: 0 };
  for (const ch of CHANNELS) {
    const c = classifyChannel(ch, ga, gb);
    if (!c) continue;
    counts[c.kind]++;
    channels.push({ gates: [ch.gates[0], ch.gates[1]], name: ch.name, centers: [ch.centers[0], ch.centers[1]], ...c });
  }
  const combined = analyseGates([...ga, ...gb]);
  const alone = (gates: ReadonlySet<number>) => new Set(CHANNELS.filter((ch) => gates.has(ch.gates[0]) && gates.has(ch.gates[1])).flatMap((ch) => [...ch.centers]));
  const byA = alone(ga);
  const byB = alone(gb);
  const centers = {} as Record<CenterId, ConnectionCenter>;
  let defined = 0;
  for (const id of CENTER_IDS) {
    const isDefined = combined.centers[id].defined;
    if (isDefined) defined++;
    const definedBy: CenterDefinedBy = !isDefined ? null : byA.has(id) && byB.has(id) ? 'both' : byA.has(id) ? 'a' : byB.has(id) ? 'b' : 'together';
    centers[id] = { name: CENTER_NAMES[id], defined: isDefined, definedBy };
  }
  return {
    channels,
    counts,
    centers,
    combined: {
      type: combined.type,
      authority: combined.authority,
      definition: combined.definition,
      gates: combined.gates,
      channels: combined.channels.map((ch) => [ch.gates[0], ch.gates[1]]),
    },
    theme: `${defined}-${CENTER_IDS.length - defined}`,
    definedCenters: defined,
    a: person(a),
    b: person(b),
  };
}
