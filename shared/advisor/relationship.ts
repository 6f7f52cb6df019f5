/**
 * The advisor's relationship tool: two people saved in the account's blueprints compared with the
 * relationship core (shared/relationships): synastry score and harmony, the Human Design
 * connection chart and numerology compatibility. People are found by name; the first person
 * defaults to the user (the newest blueprint). Pure: works on the facts read for the answer.
 *
 * The charts are cast as POST /relationships casts them for the same two blueprints sent with the
 * chart options those blueprints were made with (zodiac and ayanamsha, house system, node, Lilith,
 * orbs) and with the UTC offset a blueprint was made with: the figures the advisor gives are the
 * route's. One set of options serves the pair (as in the route): the first person's; when the other
 * blueprint was made with other options, `note` says so.
 */
import { resolveChartSettings, type ChartOptions } from '../astro/options';
import { chartOptionsView, Pair, type PersonInput } from '../relationships/index';
import type { AdvisorFacts, SavedPersonFact } from './facts';

const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .trim();

/** The saved person a name designates: whole name contained, else a word in common (newest first). */
export function findPerson(people: readonly SavedPersonFact[], name: string): SavedPersonFact | undefined {
  const q = fold(name);
  if (!q) return undefined;
  const exact = people.find((p) => fold(p.fullName).includes(q));
  if (exact) return exact;
  const words = new Set(q.split(/\s+/).filter((w) => w.length >= 2));
  return people.find((p) => fold(p.fullName).split(/\s+/).some((w) => words.has(w)));
}

/** A saved person whose first name appears in a question (not the user), for the offline advisor. */
export function personNamedIn(facts: AdvisorFacts, question: string): SavedPersonFact | undefined {
  const q = ` ${fold(question)} `;
  return (facts.people ?? []).find((p) => {
    if (p.blueprintId === facts.blueprintId) return false;
    const first = fold(p.fullName).split(/\s+/)[0] ?? '';
    return first.length >= 2 && q.includes(` ${first} `);
  });
}

const input = (p: SavedPersonFact): PersonInput => ({
  fullName: p.fullName,
  birth: {
    date: p.birthDate,
    time: p.birthTime,
    timezone: p.place?.timezone ?? 'UTC',
    latitude: p.place?.latitude ?? 0,
    longitude: p.place?.longitude ?? 0,
    ...(p.utcOffset !== undefined ? { utcOffset: p.utcOffset } : {}),
  },
});

/** Chart options as one comparable value: defaults filled, the ayanamsha only for a sidereal zodiac, orbs in aspect order. */
const settingsKey = (o: ChartOptions | undefined): string => {
  const s = resolveChartSettings(o);
  const orbs = Object.entries(s.orbs).sort(([x], [y]) => x.localeCompare(y));
  return JSON.stringify([s.zodiac, s.zodiac === 'sidereal' ? s.ayanamsha : null, s.houseSystem, s.nodeType, s.lilithType, orbs]);
};

export interface Comparison {
  a: string;
  b: string;
  synastry?: { score: number; band: string; harmony: number; contacts: { a: string; b: string; aspect: string; orb: number; influence: string }[] };
  humanDesign?: { theme: string; together: string; electromagnetic: string[]; companionship: string[]; dominance: string[]; compromise: string[] };
  numerology: { score: number; band: string; description: string };
  /** The chart options both charts were cast with, when not the defaults (the ayanamsha filled in for a sidereal zodiac). */
  chartOptions?: ChartOptions;
  note?: string;
}

const PERSONAL = new Set(['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant']);

/** Compares `withName` to `ofName` (default: the user). Throws an Error the model can read. */
export function comparePeople(facts: AdvisorFacts, withName: string, ofName?: string): Comparison {
  const people = facts.people ?? [];
  if (people.length < 2) throw new Error('Comparing needs at least two saved blueprints in the account');
  const a = ofName ? findPerson(people, ofName) : people.find((p) => p.blueprintId === facts.blueprintId);
  if (!a) throw new Error(`No saved blueprint named "${ofName ?? ''}"; saved: ${people.map((p) => p.fullName).join(', ')}`);
  const b = findPerson(
    people.filter((p) => p.blueprintId !== a.blueprintId),
    withName,
  );
  if (!b) throw new Error(`No other saved blueprint named "${withName}"; saved: ${people.map((p) => p.fullName).join(', ')}`);
  const pair = new Pair(input(a), input(b), a.chartOptions ?? {});
  const n = pair.numerology();
  const out: Comparison = { a: a.fullName, b: b.fullName, numerology: { score: n.compatibility.score, band: n.compatibility.band, description: n.description } };
  if (!a.place || !b.place) {
    out.note = 'One of the blueprints was saved without its birthplace: only numerology can be compared';
    return out;
  }
  const shown = chartOptionsView(a.chartOptions);
  if (shown) out.chartOptions = shown;
  if (settingsKey(a.chartOptions) !== settingsKey(b.chartOptions)) {
    out.note = `${b.fullName}'s blueprint was made with other chart options than ${a.fullName}'s: both charts are cast with ${a.fullName}'s${shown ? '' : ' (the defaults: tropical, Placidus)'}`;
  }
  const s = pair.synastry();
  const rank = (x: (typeof s.aspects)[number]) => (PERSONAL.has(x.pointA) ? 0 : 1) + (PERSONAL.has(x.pointB) ? 0 : 1);
  out.synastry = {
    score: s.score.value,
    band: s.score.band,
    harmony: s.harmony.value,
    contacts: [...s.aspects]
      .sort((x, y) => rank(x) - rank(y) || x.orb - y.orb)
      .slice(0, 8)
      .map((x) => ({ a: x.pointA, b: x.pointB, aspect: x.type, orb: Math.round(x.orb * 100) / 100, influence: x.influence })),
  };
  const c = pair.connection();
  const kind = (k: string) => c.channels.filter((ch) => ch.kind === k).map((ch) => `${ch.name} (${ch.gates.join('-')})${ch.who ? ` held by ${ch.who === 'a' ? a.fullName : b.fullName}` : ''}`);
  out.humanDesign = { theme: c.theme, together: c.combined.type, electromagnetic: kind('electromagnetic'), companionship: kind('companionship'), dominance: kind('dominance'), compromise: kind('compromise') };
  return out;
}
