/**
 * The highlights of a UTC day (spec 2.6 `highlights[]`), their importance, and the day's
 * `theme` and `energy`. Rules (documented in docs/daily.md):
 *
 * Aspects: the five major aspects between the Sun, Moon, Mercury..Pluto, Chiron and the North
 * Node (the South Node mirrors the North Node, Lilith is a point; the Sun-Moon pair is covered
 * by the lunar items) that perfect during the UTC day or come within the orb table's orb at some
 * moment of it. `orb` is the closest approach during the day (0 when it perfects, with
 * `exactAt`), `applying` tells whether it was closing in at 00:00 UTC.
 * Also: stations (a planet's longitude speed changes sign during the day), ingresses (a body
 * enters a sign), the principal lunar phases that happen that day, and the Moon's phase at 00:00.
 *
 * Importance: `high`, `medium`, `low`, see `importanceOf*` below.
 */
import { ASPECTS, pairOrbClass, type AspectType } from '../astro/aspects';
import { BODIES } from '../astro/bodies';
import { signOf, SIGNS } from '../astro/zodiac';
import { aspectTargets, findIngresses, findLunarPhases, findStations, isoFromJd, lunarPhaseAt, signedSeparation, SkyContext } from '../sky/index';
import type { LunarEventType } from '../sky/index';
import type { DayBounds } from './sky';

export const IMPORTANCE_LEVELS = ['high', 'medium', 'low'] as const;
export type Importance = (typeof IMPORTANCE_LEVELS)[number];

export type { LunarEventType };
export type HighlightType = AspectType | 'station-retrograde' | 'station-direct' | 'ingress' | LunarEventType | 'lunar-phase';

export interface Highlight {
  /** The aspect (conjunction, ...) or the event kind. */
  type: HighlightType;
  /** Lower-case body key. */
  planet1: string;
  /** The other body of an aspect, the sign entered by an ingress, "sun" for lunar items, null for a station. */
  planet2: string | null;
  /** Degrees: closest approach to exact during the day (0 when it happens that day). */
  orb: number;
  /** Closing in at 00:00 UTC. */
  applying: boolean;
  importance: Importance;
  description: string;
  /** When the aspect perfects / the event happens during the day (ISO, UTC). */
  exactAt?: string;
  /** Lunar items: phase name and illuminated percent at 00:00 UTC. */
  phase?: string;
  illumination?: number;
}

/** Bodies whose aspects, stations and ingresses are considered. */
export const HIGHLIGHT_BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'north_node'] as const;

/** Jupiter to Pluto: the slow (social and outer) planets. */
export const SLOW_BODIES: ReadonlySet<string> = new Set(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
/** The Sun to Mars: the personal bodies other than the Moon. */
export const PERSONAL_BODIES: ReadonlySet<string> = new Set(['sun', 'mercury', 'venus', 'mars']);
const STATION_BODIES: readonly (typeof HIGHLIGHT_BODIES)[number][] = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron'];

const MAJORS = ASPECTS.filter((a) => a.major);

const label = (key: string): string => (key in BODIES ? BODIES[key as keyof typeof BODIES].name : key);
const hhmm = (iso: string): string => `${iso.slice(11, 16)} UTC`;
/** Exact moments to the second (the sky primitives solve far below that). */
const toSecond = (iso: string): string => `${iso.slice(0, 19)}Z`;

const ASPECT_VERBS: Record<string, string> = {
  conjunction: 'meets',
  opposition: 'opposes',
  trine: 'trines',
  square: 'squares',
  sextile: 'sextiles',
};
const ASPECT_MEANING: Record<string, string> = {
  conjunction: 'their energies merge and concentrate',
  opposition: 'a pull between two sides asks for balance',
  trine: 'an easy flow of support between them',
  square: 'friction that pushes for a decision or an adjustment',
  sextile: 'an opening that rewards a small initiative',
};
const LUNAR_TEXT: Record<LunarEventType, string> = {
  'new-moon': 'New Moon: a seed moment for intentions and fresh starts',
  'first-quarter': 'First Quarter Moon: a turning point that asks for action',
  'full-moon': 'Full Moon: a peak of visibility, completion and release',
  'last-quarter': 'Last Quarter Moon: a time to sort, let go and adjust',
};

/** Importance of an aspect: the Moon's are fleeting (low); two slow planets (high); a personal body to a slow planet perfecting that day (high); otherwise medium. */
export function importanceOfAspect(p1: string, p2: string, perfectsToday: boolean): Importance {
  if (p1 === 'moon' || p2 === 'moon') return 'low';
  if (SLOW_BODIES.has(p1) && SLOW_BODIES.has(p2)) return 'high';
  if (perfectsToday && (SLOW_BODIES.has(p1) || SLOW_BODIES.has(p2))) return 'high';
  return 'medium';
}

/** Stations are always high. Ingresses: Jupiter..Pluto high, the Moon low, the others medium. */
export const importanceOfIngress = (body: string): Importance => (SLOW_BODIES.has(body) ? 'high' : body === 'moon' ? 'low' : 'medium');
/** New and full moons high, quarters medium, the phase at 00:00 low. */
export const importanceOfLunar = (t: LunarEventType | 'lunar-phase'): Importance =>
  t === 'new-moon' || t === 'full-moon' ? 'high' : t === 'lunar-phase' ? 'low' : 'medium';

const RANK: Record<Importance, number> = { high: 0, medium: 1, low: 2 };

/** Orders highlights: importance, then closeness to exact, then names (stable and deterministic). */
export function sortHighlights(list: Highlight[]): Highlight[] {
  return list.sort(
    (a, b) =>
      RANK[a.importance] - RANK[b.importance] ||
      a.orb - b.orb ||
      a.planet1.localeCompare(b.planet1) ||
      String(a.planet2).localeCompare(String(b.planet2)) ||
      a.type.localeCompare(b.type),
  );
}

/**
 * Every highlight of the day, sorted. Exact moments, closest approaches, stations, ingresses and
 * lunar phases come from the shared sky primitives (shared/sky), one SkyContext for the day.
 */
export function dayHighlights(bounds: DayBounds): Highlight[] {
  const { startJd, endJd } = bounds;
  const ctx = new SkyContext(startJd);
  const out: Highlight[] = [];

  // ---- aspects
  for (let i = 0; i < HIGHLIGHT_BODIES.length; i++) {
    for (let j = i + 1; j < HIGHLIGHT_BODIES.length; j++) {
      const b1 = HIGHLIGHT_BODIES[i]!;
      const b2 = HIGHLIGHT_BODIES[j]!;
      if (b1 === 'sun' && b2 === 'moon') continue;
      const cls = pairOrbClass(BODIES[b1].type, BODIES[b2].type);
      // value = lon(b2) - lon(b1): an aspect of angle A is exact where it equals +A or -A
      const track = ctx.pairTrack(b2, b1);
      const p1 = ctx.position(b1, startJd);
      const p2 = ctx.position(b2, startJd);
      for (const asp of MAJORS) {
        const limit = asp.orb[cls];
        let minOrb = Infinity;
        let exactJd: number | undefined;
        for (const target of aspectTargets(0, asp.angle)) {
          minOrb = Math.min(minOrb, Math.abs(track.closest(target, startJd, endJd).offset));
          const hit = track.crossings(target, startJd, endJd)[0];
          if (hit && (exactJd === undefined || hit.t < exactJd)) exactJd = hit.t;
        }
        if (exactJd !== undefined) minOrb = 0;
        if (minOrb > limit) continue;
        const d0 = signedSeparation(p1.longitude, p2.longitude);
        const rate = (d0 >= 0 ? 1 : -1) * (p2.speed - p1.speed);
        const offset = Math.abs(d0) - asp.angle;
        const applying = offset !== 0 && (offset > 0 ? 1 : -1) * rate < 0;
        const exactAt = exactJd !== undefined ? toSecond(isoFromJd(exactJd)) : undefined;
        out.push({
          type: asp.type,
          planet1: b1,
          planet2: b2,
          orb: Math.round(minOrb * 100) / 100,
          applying,
          importance: importanceOfAspect(b1, b2, exactAt !== undefined),
          description: `${label(b1)} ${ASPECT_VERBS[asp.type]} ${label(b2)}${exactAt ? `, exact at ${hhmm(exactAt)}` : ` (closest ${minOrb.toFixed(1)}°)`}: ${ASPECT_MEANING[asp.type]}.`,
          ...(exactAt ? { exactAt } : {}),
        });
      }
    }
  }

  // ---- stations
  for (const b of STATION_BODIES) {
    for (const st of findStations(b, startJd, endJd, ctx)) {
      const retro = st.kind === 'retrograde';
      const exactAt = toSecond(st.at);
      out.push({
        type: retro ? 'station-retrograde' : 'station-direct',
        planet1: b,
        planet2: null,
        orb: 0,
        applying: false,
        importance: 'high',
        description: `${label(b)} stations ${retro ? 'retrograde' : 'direct'} at ${hhmm(exactAt)} in ${signOf(st.longitude).name}: ${retro ? 'its themes turn inward for review' : 'its themes move forward again after a review'}.`,
        exactAt,
      });
    }
  }

  // ---- ingresses
  for (const b of HIGHLIGHT_BODIES) {
    for (const ing of findIngresses(b, startJd, endJd, ctx)) {
      const sign = SIGNS.find((s) => s.key === ing.sign)!;
      const exactAt = toSecond(ing.at);
      out.push({
        type: 'ingress',
        planet1: b,
        planet2: sign.key,
        orb: 0,
        applying: false,
        importance: importanceOfIngress(b),
        description: `${label(b)} enters ${sign.name}${ing.retrograde ? ' (retrograde)' : ''} at ${hhmm(exactAt)}: a change of tone toward ${sign.element} and ${sign.modality} qualities.`,
        exactAt,
      });
    }
  }

  // ---- lunar phases
  for (const ev of findLunarPhases(startJd, endJd, undefined, ctx)) {
    const exactAt = toSecond(ev.at);
    out.push({
      type: ev.type,
      planet1: 'moon',
      planet2: 'sun',
      orb: 0,
      applying: false,
      importance: importanceOfLunar(ev.type),
      description: `${LUNAR_TEXT[ev.type]}, at ${hhmm(exactAt)} with the Moon in ${signOf(ev.moonLongitude).name}.`,
      exactAt,
    });
  }
  const lp = lunarPhaseAt(startJd);
  const nearest = Math.round(lp.angle / 90) * 90;
  const illumination = Math.round(lp.illumination * 10) / 10;
  out.push({
    type: 'lunar-phase',
    planet1: 'moon',
    planet2: 'sun',
    orb: Math.round(Math.abs(lp.angle - nearest) * 100) / 100,
    applying: lp.angle < nearest,
    importance: importanceOfLunar('lunar-phase'),
    description: `${lp.phase}, ${illumination.toFixed(0)}% lit at 00:00 UTC, ${lp.waxing ? 'waxing: building up' : 'waning: winding down'}.`,
    phase: lp.phase,
    illumination,
  });

  return sortHighlights(out);
}

/* --------------------------------------------------------------------------- theme, energy */

/** One keyword per body: the theme of a day is the keyword of its leading highlight. */
export const BODY_THEMES: Record<string, string> = {
  sun: 'identity',
  moon: 'feelings',
  mercury: 'communication',
  venus: 'relationships',
  mars: 'action',
  jupiter: 'growth',
  saturn: 'structure',
  uranus: 'change',
  neptune: 'imagination',
  pluto: 'transformation',
  chiron: 'healing',
  north_node: 'direction',
};

const SLOW_ORDER = ['pluto', 'neptune', 'uranus', 'saturn', 'jupiter', 'chiron', 'north_node', 'mars', 'venus', 'mercury', 'sun', 'moon'];
/** The slower of two bodies (by mean motion). */
const slower = (a: string, b: string): string => (SLOW_ORDER.indexOf(a) <= SLOW_ORDER.indexOf(b) ? a : b);

/**
 * The theme tag, from the first highlight (the most important, closest):
 * a station gives `<planet>-retrograde` / `<planet>-direct`; a new moon `new-beginnings`, a full
 * moon `culmination`, a quarter `adjustment`; an ingress `<body-keyword>-shift`; an aspect the
 * keyword of its slower body; with nothing but the phase of the Moon, `reflection` (waning) or
 * `momentum` (waxing).
 */
export function themeOf(highlights: readonly Highlight[]): string {
  const top = highlights[0];
  if (!top) return 'reflection';
  switch (top.type) {
    case 'station-retrograde':
      return `${top.planet1}-retrograde`;
    case 'station-direct':
      return `${top.planet1}-direct`;
    case 'new-moon':
      return 'new-beginnings';
    case 'full-moon':
      return 'culmination';
    case 'first-quarter':
    case 'last-quarter':
      return 'adjustment';
    case 'ingress':
      return `${BODY_THEMES[top.planet1] ?? top.planet1}-shift`;
    case 'lunar-phase':
      return top.phase?.startsWith('Wan') || top.phase === 'Last Quarter' ? 'reflection' : 'momentum';
    default:
      return BODY_THEMES[slower(top.planet1, top.planet2 ?? top.planet1)] ?? 'balance';
  }
}

export const ENERGY_LABELS = ['harmonious', 'challenging', 'intense', 'dynamic', 'calm'] as const;
export type Energy = (typeof ENERGY_LABELS)[number];
const WEIGHT: Record<Importance, number> = { high: 3, medium: 2, low: 1 };

/**
 * The energy label. Each aspect scores its importance weight (high 3, medium 2, low 1): trines
 * and sextiles count as ease, squares and oppositions as tension, conjunctions, stations and
 * new/full moons as intensity. Then, in order: intensity >= 6 and above both others: `intense`;
 * ease - tension >= 3: `harmonious`; tension - ease >= 3: `challenging`; ease + tension +
 * intensity >= 8: `dynamic`; otherwise `calm`.
 */
export function energyOf(highlights: readonly Highlight[]): Energy {
  let ease = 0;
  let tension = 0;
  let intensity = 0;
  for (const h of highlights) {
    const w = WEIGHT[h.importance];
    if (h.type === 'trine' || h.type === 'sextile') ease += w;
    else if (h.type === 'square' || h.type === 'opposition') tension += w;
    else if (h.type === 'conjunction' || h.type === 'station-retrograde' || h.type === 'station-direct' || h.type === 'new-moon' || h.type === 'full-moon') intensity += w;
  }
  if (intensity >= 6 && intensity > ease && intensity > tension) return 'intense';
  if (ease - tension >= 3) return 'harmonious';
  if (tension - ease >= 3) return 'challenging';
  if (ease + tension + intensity >= 8) return 'dynamic';
  return 'calm';
}
