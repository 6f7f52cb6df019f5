/**
 * The advisor's tools: what the model may look up while it answers. Chart, Human Design and
 * numerology facts come from the caller's saved blueprint; transits for a date range come from
 * the transit core (shared/transits) over that blueprint's natal chart; the sky of a date (planet
 * signs, retrogrades) from the sky core (shared/sky), so general mode has grounded dates too.
 * Every result is JSON text of at most MAX_TOOL_RESULT_BYTES; a bad input is an error result
 * the model can read and correct, never an exception.
 */
import { signOf } from '../astro/zodiac';
import { jdFromEpochMs } from '../astro/time';
import { positionAt, type MovingBody } from '../sky/index';
import { computeNatalChart } from '../astro/chart';
import { moonRange } from '../astro/time-unknown';
import { computeTransits, natalFrameFromBlueprint, natalFrameFromChart, timeUnknownFrame, type NatalFrame } from '../transits/compute';
import { transitWindow } from '../transits/window';
import type { Period } from '../transits/rules';
import { AYANAMSHAS, parseAyanamsha } from '../astro/options';
import { computeVedicChart } from '../vedic/chart';
import { runningDasha } from '../vedic/dasha';
import type { AdvisorFacts } from './facts';
import { comparePeople } from './relationship';

export interface ToolDef {
  name: string;
  description: string;
  input_schema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
}

export const MAX_TOOL_RESULT_BYTES = 6_000;
/** Longest date range the transit tool computes in one call. */
export const MAX_TRANSIT_DAYS = 31;

const DATE = { type: 'string', description: 'YYYY-MM-DD' };

export const BLUEPRINT_TOOLS: readonly ToolDef[] = [
  {
    name: 'get_chart',
    description: 'Natal chart of the user from their saved blueprint: planets and points with sign, degree and house, house cusps, aspects.',
    input_schema: { type: 'object', properties: { part: { type: 'string', enum: ['planets', 'houses', 'aspects', 'all'] } } },
  },
  {
    name: 'get_human_design',
    description: 'Human Design of the user: type, strategy, authority, profile, definition, incarnation cross, centers, channels.',
    input_schema: { type: 'object', properties: {} },
  },
  {
    name: 'get_numerology',
    description: 'Numerology of the user: life path, expression, soul urge, personal year, month and day numbers.',
    input_schema: { type: 'object', properties: {} },
  },
  {
    name: 'get_transits',
    description: `Transits to the user's natal chart for a date range of at most ${MAX_TRANSIT_DAYS} days (UTC dates): major transits with exact times, lunar phase, lunations, stations, key influences.`,
    input_schema: { type: 'object', properties: { from: DATE, to: DATE }, required: ['from'] },
  },
];

export const SKY_TOOL: ToolDef = {
  name: 'get_sky',
  description: 'Positions of the Sun, Moon and planets at 12:00 UTC of a date: sign, degree, retrograde.',
  input_schema: { type: 'object', properties: { date: DATE }, required: ['date'] },
};

export const RELATIONSHIP_TOOL: ToolDef = {
  name: 'compare_people',
  description:
    'Compares two people saved in the account’s blueprints (by name): synastry score (Discepolo) and harmony index with the main contacts, the Human Design connection chart (electromagnetic, companionship, dominance, compromise channels; connection theme), numerology compatibility. `person` defaults to the user. The charts are cast with the chart options the first person’s blueprint was made with (`chartOptions` in the result when not the defaults).',
  input_schema: {
    type: 'object',
    properties: { with: { type: 'string', description: 'name of the other saved person, e.g. "Sam"' }, person: { type: 'string', description: 'name of the first person; default the user' } },
    required: ['with'],
  },
};

export const VEDIC_TOOL: ToolDef = {
  name: 'get_vedic_chart',
  description:
    'Vedic (sidereal, Jyotish) chart of the user from their saved blueprint’s birth data: the lagna and the nine grahas with rashi, degree, whole-sign house, nakshatra and pada, dignity, retrograde; and the Vimshottari mahadasha and antardasha running on a date (default today, UTC). Lahiri ayanamsha unless another is named.',
  input_schema: {
    type: 'object',
    properties: { date: { ...DATE, description: 'YYYY-MM-DD: the date the running dasha is read at; default today' }, ayanamsha: { type: 'string', description: `default lahiri; one of ${AYANAMSHAS.join(', ')}` } },
  },
};

/** The tools offered for an answer: all of them with a blueprint (comparing with two or more saved; the Vedic chart when it keeps its birthplace), the sky only in general mode. */
export const toolsFor = (facts: AdvisorFacts | null): ToolDef[] =>
  facts ? [...BLUEPRINT_TOOLS, ...(facts.birth ? [VEDIC_TOOL] : []), ...((facts.people?.length ?? 0) >= 2 ? [RELATIONSHIP_TOOL] : []), SKY_TOOL] : [SKY_TOOL];

/** The Vedic chart (D1) of the blueprint's birth and the dasha running at noon UTC of `date`. */
export function vedicChartFor(facts: AdvisorFacts, date: string, ayanamsha = 'lahiri') {
  if (!facts.birth) throw new Error('The saved blueprint keeps no birthplace: the Vedic chart needs it');
  const { jdUT, latitude, longitude } = facts.birth;
  const chart = computeVedicChart(jdUT, latitude, longitude, { ayanamsha, nodeType: 'mean' }, ['D1']);
  const point = (p: { sign: string; rashi: string; degree: number; nakshatra: { name: string; pada: number; lord: string } }) => ({
    sign: p.sign,
    rashi: p.rashi,
    degree: Math.round(p.degree * 100) / 100,
    nakshatra: `${p.nakshatra.name} ${p.nakshatra.pada}`,
    nakshatraLord: p.nakshatra.lord,
  });
  return {
    ayanamsha: { name: chart.ayanamsha.name, value: Math.round(chart.ayanamsha.value * 1e4) / 1e4 },
    lagna: point(chart.lagna),
    grahas: Object.fromEntries(Object.entries(chart.grahas).map(([k, g]) => [k, { ...point(g), house: g.house, dignity: g.dignity, ...(g.isRetrograde ? { retrograde: true } : {}) }])),
    dasha: runningDasha(chart, jdFromEpochMs(Date.parse(`${date}T12:00:00Z`))),
  };
}

export interface ToolOutcome {
  content: string;
  isError: boolean;
}

const ok = (v: unknown): ToolOutcome => ({ content: clip(JSON.stringify(v)), isError: false });
const fail = (message: string): ToolOutcome => ({ content: JSON.stringify({ error: message }), isError: true });

export const clip = (s: string): string => {
  if (Buffer.byteLength(s, 'utf8') <= MAX_TOOL_RESULT_BYTES) return s;
  let cut = s.slice(0, MAX_TOOL_RESULT_BYTES - 40);
  while (Buffer.byteLength(cut, 'utf8') > MAX_TOOL_RESULT_BYTES - 40) cut = cut.slice(0, -100);
  return `${cut} …(truncated)`;
};

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: unknown): s is string => typeof s === 'string' && DATE_RE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
const dayMs = 86_400_000;

const SKY_BODIES: readonly MovingBody[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'north_node'];

/** Planet signs at 12:00 UTC of a date (general mode and the offline advisor). */
export function skyOn(date: string): { date: string; bodies: { body: string; sign: string; degree: number; retrograde: boolean }[] } {
  const year = Number(date.slice(0, 4));
  if (year < 1800 || year > 2399) throw new RangeError('Date out of range: 1800-2399');
  const jd = jdFromEpochMs(Date.parse(`${date}T12:00:00Z`));
  return {
    date,
    bodies: SKY_BODIES.map((b) => {
      const p = positionAt(b, jd);
      return { body: b, sign: signOf(p.longitude).key, degree: Math.round((p.longitude % 30) * 10) / 10, retrograde: p.speed < 0 };
    }),
  };
}

/**
 * The natal frame of the transits: the blueprint's stored chart, or, for a blueprint of an unknown
 * birth time, its noon chart without houses, angles or the Moon's contacts (the frame POST /v1/transits uses).
 */
function natalOf(facts: AdvisorFacts): NatalFrame {
  const natal = natalFrameFromBlueprint(facts.astrology?.raw as never, facts.person.birthDate) ?? (facts.noonBirth ? timeUnknownFrame(natalFrameFromChart(computeNatalChart(facts.noonBirth)), moonRange(facts.noonBirth)) : undefined);
  if (!natal) throw new Error('The saved blueprint has no complete natal chart');
  return natal;
}

/** The transit core's report for the range, trimmed to what an answer needs. */
export function transitsFor(facts: AdvisorFacts, from: string, to: string) {
  if (!facts.astrology) throw new Error('The saved blueprint has no astrology module');
  const natal = natalOf(facts);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
  const period: Period = days <= 1 ? 'day' : days <= 7 ? 'week' : 'month';
  const r = computeTransits(natal, transitWindow(from, period, 'UTC'));
  return {
    from,
    to: r.window.lastDate,
    period,
    majorTransits: r.majorTransits.slice(0, 8).map((t) => ({
      transiting: t.transitingPlanet,
      aspect: t.aspect,
      natal: t.natalPlanet,
      orb: Math.round(t.orb * 100) / 100,
      exactAt: t.exactAt,
      strength: t.strength,
      influence: t.influence,
      activeFrom: t.activeFrom,
      activeUntil: t.activeUntil,
    })),
    lunarPhase: { phase: r.lunarPhase.phase, illumination: r.lunarPhase.illumination, lunations: r.lunarPhase.lunations },
    stations: r.stations,
    dominantEnergy: r.dominantEnergy,
    keyInfluences: r.keyInfluences.slice(0, 6),
  };
}

/** The bodies followed over a whole year: one month's fast contacts would crowd out the year's themes. */
export const YEAR_BODIES: readonly string[] = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'north_node'];

/**
 * The slow planets' transits over the calendar months of a year from `fromMonth` on (one transit
 * report per month, from the transit core): each contact once, with every exact moment of the year, strongest
 * first, then earliest.
 */
export function transitsOverYear(facts: AdvisorFacts, year: number, fromMonth = 1) {
  if (!facts.astrology) throw new Error('The saved blueprint has no astrology module');
  const natal = natalOf(facts);
  const merged = new Map<string, { transiting: string; aspect: string; natal: string; orb: number; exactAt: string[]; strength: string; rank: number }>();
  const STRENGTH_RANK: Record<string, number> = { 'very strong': 0, strong: 1, moderate: 2, weak: 3 };
  for (let m = fromMonth; m <= 12; m++) {
    const r = computeTransits(natal, transitWindow(`${year}-${String(m).padStart(2, '0')}-01`, 'month', 'UTC'));
    for (const t of r.majorTransits) {
      if (!YEAR_BODIES.includes(t.transitingPlanet)) continue;
      const key = `${t.transitingPlanet}|${t.aspect}|${t.natalPlanet}`;
      const rank = STRENGTH_RANK[t.strength] ?? 4;
      const prev = merged.get(key);
      if (!prev) merged.set(key, { transiting: t.transitingPlanet, aspect: t.aspect, natal: t.natalPlanet, orb: t.orb, exactAt: [...t.exactAt], strength: t.strength, rank });
      else {
        prev.exactAt.push(...t.exactAt.filter((x) => !prev.exactAt.includes(x)));
        if (rank < prev.rank) Object.assign(prev, { rank, strength: t.strength });
        prev.orb = Math.min(prev.orb, t.orb);
      }
    }
  }
  return [...merged.values()]
    .map((t) => ({ ...t, exactAt: t.exactAt.sort() }))
    .sort((a, b) => Number(b.exactAt.length > 0) - Number(a.exactAt.length > 0) || a.rank - b.rank || (a.exactAt[0] ?? '').localeCompare(b.exactAt[0] ?? '') || a.orb - b.orb)
    .map(({ rank: _r, ...t }) => t);
}

/** Runs one tool call. Never throws. */
export function runTool(name: string, input: unknown, facts: AdvisorFacts | null): ToolOutcome {
  const args = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  try {
    switch (name) {
      case 'get_sky': {
        if (!validDate(args.date)) return fail('date must be YYYY-MM-DD');
        return ok(skyOn(args.date));
      }
      case 'get_chart': {
        if (!facts?.astrology) return fail('No saved blueprint with an astrology module');
        const part = typeof args.part === 'string' ? args.part : 'all';
        const a = facts.astrology;
        const planets = a.bodies.map(({ key, sign, degree, house }) => ({ body: key, sign, degree, house }));
        if (part === 'planets') return ok({ planets });
        if (part === 'houses') return ok({ houses: a.houses });
        if (part === 'aspects') return ok({ aspects: a.aspects });
        return ok({ person: facts.person, planets, houses: a.houses, aspects: a.aspects.slice(0, 25) });
      }
      case 'get_human_design':
        if (!facts?.humanDesign) return fail('No saved blueprint with a Human Design module');
        return ok(facts.humanDesign);
      case 'get_numerology':
        if (!facts?.numerology) return fail('No saved blueprint with a numerology module');
        return ok(facts.numerology);
      case 'get_transits': {
        if (!facts) return fail('No saved blueprint: transits need a natal chart');
        if (!validDate(args.from)) return fail('from must be YYYY-MM-DD');
        const to = args.to === undefined ? args.from : args.to;
        if (!validDate(to)) return fail('to must be YYYY-MM-DD');
        const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${args.from}T00:00:00Z`)) / dayMs;
        if (days < 0) return fail('to must not be before from');
        if (days >= MAX_TRANSIT_DAYS) return fail(`at most ${MAX_TRANSIT_DAYS} days per call`);
        return ok(transitsFor(facts, args.from, to));
      }
      case 'get_vedic_chart': {
        if (!facts) return fail('No saved blueprint: the Vedic chart needs birth data');
        const date = args.date === undefined ? new Date().toISOString().slice(0, 10) : args.date;
        if (!validDate(date)) return fail('date must be YYYY-MM-DD');
        let ayanamsha = 'lahiri';
        if (args.ayanamsha !== undefined) {
          try {
            ayanamsha = parseAyanamsha(String(args.ayanamsha));
          } catch {
            return fail(`ayanamsha must be one of ${AYANAMSHAS.join(', ')}`);
          }
        }
        return ok(vedicChartFor(facts, date, ayanamsha));
      }
      case 'compare_people': {
        if (!facts) return fail('No saved blueprint');
        if (typeof args.with !== 'string' || !args.with.trim()) return fail('with must be the name of a saved person');
        return ok(comparePeople(facts, args.with, typeof args.person === 'string' && args.person.trim() ? args.person : undefined));
      }
      default:
        return fail(`Unknown tool ${name}`);
    }
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
}
