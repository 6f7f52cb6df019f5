/**
 * Read the stored blueprint document into what the drawings and tables need.
 * The item shapes of Human Design centers, channels and gates are not fixed by the spec,
 * so they are read tolerantly (booleans, state strings, objects, "a-b" strings).
 */
import { CENTER_IDS, CHANNELS } from '../human-design/bodygraph';
import type { CenterId } from '../human-design/bodygraph';
import type { BlueprintAstrology, BlueprintHumanDesign } from '../blueprint/types';

export const SIGNS = [
  'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo',
  'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces',
] as const;
export const SIGN_GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'] as const;

interface BodyInfo {
  name: string;
  glyph: string;
  order: number;
}

const BODY_INFO: Record<string, BodyInfo> = {
  sun: { name: 'Sun', glyph: '☉', order: 1 },
  moon: { name: 'Moon', glyph: '☽', order: 2 },
  mercury: { name: 'Mercury', glyph: '☿', order: 3 },
  venus: { name: 'Venus', glyph: '♀', order: 4 },
  mars: { name: 'Mars', glyph: '♂', order: 5 },
  jupiter: { name: 'Jupiter', glyph: '♃', order: 6 },
  saturn: { name: 'Saturn', glyph: '♄', order: 7 },
  uranus: { name: 'Uranus', glyph: '♅', order: 8 },
  neptune: { name: 'Neptune', glyph: '♆', order: 9 },
  pluto: { name: 'Pluto', glyph: '♇', order: 10 },
  chiron: { name: 'Chiron', glyph: '⚷', order: 11 },
  lilith: { name: 'Lilith', glyph: '⚸', order: 12 },
  northnode: { name: 'North Node', glyph: '☊', order: 13 },
  truenode: { name: 'North Node', glyph: '☊', order: 13 },
  southnode: { name: 'South Node', glyph: '☋', order: 14 },
  ascendant: { name: 'Ascendant', glyph: 'AC', order: 15 },
  asc: { name: 'Ascendant', glyph: 'AC', order: 15 },
  midheaven: { name: 'Midheaven', glyph: 'MC', order: 16 },
  mc: { name: 'Midheaven', glyph: 'MC', order: 16 },
  descendant: { name: 'Descendant', glyph: 'DC', order: 17 },
  ic: { name: 'IC', glyph: 'IC', order: 18 },
  imumcoeli: { name: 'IC', glyph: 'IC', order: 18 },
  partoffortune: { name: 'Part of Fortune', glyph: '⊗', order: 19 },
  fortune: { name: 'Part of Fortune', glyph: '⊗', order: 19 },
  vertex: { name: 'Vertex', glyph: 'Vx', order: 20 },
};

const norm = (key: string): string => key.toLowerCase().replace(/[^a-z]/g, '');

/** "partOfFortune" / "part_of_fortune" -> "Part Of Fortune" for unknown keys. */
export function humanize(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .trim();
}

export function bodyName(key: string): string {
  return BODY_INFO[norm(key)]?.name ?? humanize(key);
}

export function bodyGlyph(key: string): string {
  return BODY_INFO[norm(key)]?.glyph ?? humanize(key).slice(0, 2);
}

const mod360 = (x: number): number => ((x % 360) + 360) % 360;

export function signIndex(longitude: number): number {
  return Math.min(11, Math.floor(mod360(longitude) / 30));
}

/** 123.456 -> "3°27′" (degrees and minutes within the sign). */
export function degreeInSign(longitude: number): string {
  const within = mod360(longitude) - signIndex(longitude) * 30;
  let d = Math.floor(within);
  let m = Math.round((within - d) * 60);
  if (m === 60) {
    d += 1;
    m = 0;
  }
  return `${d}°${String(m).padStart(2, '0')}′`;
}

export interface BodyRow {
  key: string;
  name: string;
  glyph: string;
  sign: string;
  longitude: number;
  house: number | null;
  retrograde: boolean;
  /** Angles (AC, MC, DC, IC) are drawn as axes, not as planets. */
  isAngle: boolean;
}

export interface AstroView {
  bodies: BodyRow[];
  houses: Array<{ number: number; sign: string; longitude: number }>;
  aspects: Array<{ planet1: string; planet2: string; type: string; orb: number }>;
  /** Null without a birth time (no Ascendant, no houses). */
  ascendant: number | null;
  midheaven: number | null;
}

const ANGLES = new Set(['ascendant', 'asc', 'midheaven', 'mc', 'descendant', 'ic', 'imumcoeli']);

export function astroView(a: BlueprintAstrology): AstroView {
  const bodies: BodyRow[] = Object.entries(a.celestialBodies ?? {})
    .filter(([, b]) => b && typeof b.longitude === 'number' && Number.isFinite(b.longitude))
    .map(([key, b]) => ({
      key,
      name: bodyName(key),
      glyph: bodyGlyph(key),
      sign: typeof b.sign === 'string' && b.sign ? humanize(b.sign) : SIGNS[signIndex(b.longitude)]!,
      longitude: mod360(b.longitude),
      house: typeof b.house === 'number' ? b.house : null,
      retrograde: b.isRetrograde === true || (typeof b.speed === 'number' && b.speed < 0),
      isAngle: ANGLES.has(norm(key)),
    }))
    .sort((x, y) => (BODY_INFO[norm(x.key)]?.order ?? 99) - (BODY_INFO[norm(y.key)]?.order ?? 99));
  const houses = Object.entries(a.houses ?? {})
    .map(([n, h]) => ({
      number: Number(n),
      sign: typeof h?.sign === 'string' ? humanize(h.sign) : '',
      longitude: typeof h?.longitude === 'number' ? mod360(h.longitude) : NaN,
    }))
    .filter((h) => Number.isInteger(h.number) && h.number >= 1 && h.number <= 12 && Number.isFinite(h.longitude))
    .sort((x, y) => x.number - y.number);
  const asc = bodies.find((b) => norm(b.key) === 'ascendant' || norm(b.key) === 'asc')?.longitude ?? houses.find((h) => h.number === 1)?.longitude ?? null;
  const mc = bodies.find((b) => norm(b.key) === 'midheaven' || norm(b.key) === 'mc')?.longitude ?? houses.find((h) => h.number === 10)?.longitude ?? null;
  const aspects = (a.aspects ?? [])
    .filter((x) => x && typeof x.planet1 === 'string' && typeof x.planet2 === 'string')
    .map((x) => ({ planet1: x.planet1, planet2: x.planet2, type: String(x.type ?? ''), orb: Number(x.orb) }));
  return { bodies, houses, aspects, ascendant: asc, midheaven: mc };
}

/** Find a body by any spelling of its key ("north_node", "NORTH NODE", "northNode"). */
export function findBody(view: AstroView, name: string): BodyRow | undefined {
  const n = norm(name);
  return view.bodies.find((b) => norm(b.key) === n || norm(b.name) === n);
}

// ---------------------------------------------------------------------------------------
// Human Design

export type Side = 'personality' | 'design';

export interface HdView {
  defined: Set<CenterId>;
  channels: Array<readonly [number, number]>;
  /** Activated gates with the sides that activate them. */
  gates: Map<number, Set<Side>>;
  activations: Array<{ planet: string; side: Side; gate: number; line: number | null }>;
}

const CENTER_ALIASES: Record<string, CenterId> = {
  head: 'head', crown: 'head',
  ajna: 'ajna', mind: 'ajna',
  throat: 'throat',
  g: 'g', gcenter: 'g', identity: 'g', self: 'g',
  heart: 'heart', ego: 'heart', will: 'heart', willpower: 'heart',
  sacral: 'sacral',
  solarplexus: 'solarPlexus', emotional: 'solarPlexus', emotions: 'solarPlexus', sp: 'solarPlexus',
  spleen: 'spleen', splenic: 'spleen',
  root: 'root',
};

export function centerId(name: string): CenterId | undefined {
  const n = norm(name);
  return CENTER_ALIASES[n] ?? CENTER_ALIASES[n.replace(/centers?$/, '')];
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isDefinedValue(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return /^defined$/i.test(v.trim());
  if (isObj(v)) {
    if (typeof v.defined === 'boolean') return v.defined;
    if (typeof v.isDefined === 'boolean') return v.isDefined;
    for (const k of ['state', 'status', 'definition']) if (typeof v[k] === 'string') return isDefinedValue(v[k]);
  }
  return false;
}

const toInt = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isInteger(n) ? n : null;
};

function sideOf(v: Record<string, unknown>): Side | null {
  for (const k of ['side', 'activation', 'type', 'kind', 'source', 'layer']) {
    const s = v[k];
    if (typeof s !== 'string') continue;
    if (/personality|conscious|black/i.test(s) && !/unconscious/i.test(s)) return 'personality';
    if (/design|unconscious|red/i.test(s)) return 'design';
  }
  if (v.personality === true || v.isPersonality === true || v.conscious === true) return 'personality';
  if (v.design === true || v.isDesign === true || v.unconscious === true) return 'design';
  return null;
}

function channelGates(v: unknown): readonly [number, number] | null {
  let pair: unknown[] | null = null;
  if (typeof v === 'string') pair = v.match(/\d+/g)?.slice(0, 2) ?? null;
  else if (Array.isArray(v)) pair = v;
  else if (isObj(v)) {
    if (Array.isArray(v.gates)) pair = v.gates;
    else if (v.gate1 !== undefined && v.gate2 !== undefined) pair = [v.gate1, v.gate2];
    else for (const k of ['channel', 'id', 'key', 'name']) {
      if (typeof v[k] === 'string' && /\d+\D+\d+/.test(v[k] as string)) {
        pair = (v[k] as string).match(/\d+/g)!.slice(0, 2);
        break;
      }
    }
  }
  if (!pair || pair.length < 2) return null;
  const a = toInt(pair[0]);
  const b = toInt(pair[1]);
  if (a === null || b === null) return null;
  return a < b ? [a, b] : [b, a];
}

export function hdView(hd: BlueprintHumanDesign): HdView {
  const defined = new Set<CenterId>();
  if (Array.isArray(hd.centers)) {
    for (const c of hd.centers as unknown[]) {
      if (isObj(c) && typeof c.name === 'string' && isDefinedValue(c)) {
        const id = centerId(c.name);
        if (id) defined.add(id);
      }
    }
  } else if (isObj(hd.centers)) {
    for (const [name, v] of Object.entries(hd.centers)) {
      const id = centerId(name) ?? (isObj(v) && typeof v.name === 'string' ? centerId(v.name) : undefined);
      if (id && isDefinedValue(v)) defined.add(id);
    }
  }
  const known = new Set(CHANNELS.map((c) => `${c.gates[0]}-${c.gates[1]}`));
  const channels = (hd.channels ?? [])
    .map(channelGates)
    .filter((p): p is readonly [number, number] => p !== null && known.has(`${p[0]}-${p[1]}`));

  const gates = new Map<number, Set<Side>>();
  const activations: HdView['activations'] = [];
  const add = (gate: number, side: Side | null): void => {
    if (gate < 1 || gate > 64) return;
    const set = gates.get(gate) ?? new Set<Side>();
    if (side) set.add(side);
    gates.set(gate, set);
  };
  const readActivation = (v: unknown, forcedSide: Side | null, planetKey?: string): void => {
    if (typeof v === 'number' || typeof v === 'string') {
      const g = toInt(typeof v === 'string' ? v.split('.')[0] : v);
      if (g !== null) add(g, forcedSide);
      return;
    }
    if (!isObj(v)) return;
    const g = toInt(v.gate ?? v.number ?? v.id);
    if (g === null) return;
    const side = forcedSide ?? sideOf(v);
    add(g, side);
    // { gate, activations: [{ side, planet, line }] }: the sides of a gate item.
    if (Array.isArray(v.activations)) for (const a of v.activations) if (isObj(a)) add(g, sideOf(a));
    const planet = typeof v.planet === 'string' ? v.planet : typeof v.body === 'string' ? v.body : planetKey;
    if (planet && side) activations.push({ planet, side, gate: g, line: toInt(v.line) });
  };
  for (const item of hd.gates ?? []) readActivation(item, null);
  // Activations may also be given per side: { personality: [...] | {sun: {...}}, design: ... }.
  for (const side of ['personality', 'design'] as const) {
    const group = hd[side] ?? (isObj(hd.activations) ? hd.activations[side] : undefined);
    if (Array.isArray(group)) for (const item of group) readActivation(item, side);
    else if (isObj(group)) for (const [planet, item] of Object.entries(group)) readActivation(item, side, planet);
  }
  // Channels imply their gates even when the gate list is sparse.
  for (const [a, b] of channels) {
    if (!gates.has(a)) add(a, null);
    if (!gates.has(b)) add(b, null);
  }
  return { defined, channels, gates, activations };
}

export const ALL_CENTERS = CENTER_IDS;
