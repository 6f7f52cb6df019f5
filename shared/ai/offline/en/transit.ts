/**
 * The reading of a transit report, in English: the strongest transits in the report's order
 * (strength first), each with when it is exact inside the period (the transit core's root finding,
 * given as a date in the report's time zone), how far from exact it stands as the period opens,
 * and what it means; then the Moon's phase and the numerology cycle.
 */
import type { AstroBody, TransitAspectFacts, TransitTextFacts } from '../../facts';
import { PERSONAL_YEAR_TEXTS } from '../numerology-texts';
import { BODY_NAMES, cap, listAnd, orbText } from './vocab';

/** How many transits the reading covers. */
export const READING_TRANSITS = 3;

const name = (k: string): string => BODY_NAMES[k.toLowerCase() as AstroBody] ?? cap(k.toLowerCase().replace(/_/g, ' '));

const VERB: Record<string, string> = {
  conjunction: 'meets',
  opposition: 'opposes',
  square: 'squares',
  trine: 'forms a trine to',
  sextile: 'forms a sextile to',
  quincunx: 'forms a quincunx to',
};

/** What the transiting body brings, as an object. */
const BRINGS: Record<string, string> = {
  sun: 'attention and vitality',
  moon: 'a passing mood',
  mercury: 'talks, plans and messages',
  venus: 'affection, pleasure and questions of money',
  mars: 'energy, haste and ambition',
  jupiter: 'growth and opportunity',
  saturn: 'tests, limits and hard work',
  uranus: 'sudden change',
  neptune: 'dreams and uncertainty',
  pluto: 'deep change and questions of power',
  chiron: 'old hurts and the chance to heal them',
  north_node: 'questions of direction',
};

/** The natal point touched, as an object. */
const TOUCHES: Record<string, string> = {
  sun: 'your sense of purpose',
  moon: 'your feelings and needs',
  mercury: 'the way you think and speak',
  venus: 'your affections and values',
  mars: 'your drive',
  jupiter: 'your faith and optimism',
  saturn: 'your commitments',
  uranus: 'your need for freedom',
  neptune: 'your ideals',
  pluto: 'your deepest motives',
  chiron: 'an old, tender hurt',
  north_node: 'your direction in life',
  south_node: 'old habits',
  ascendant: 'the way you come across',
  midheaven: 'your career and reputation',
};

/** Three ways of saying what to do with each aspect: the transits of one reading take turns. */
const ADVICE: Record<string, readonly string[]> = {
  conjunction: ['a new chapter starts here, so begin deliberately', 'the two themes merge for a while, so give them your full attention', 'something is seeded now, so choose what you plant'],
  opposition: ['other people mirror the issue, so look for the middle ground', 'a partner or rival shows you the other side, so listen before you push', 'the tension asks for balance rather than victory'],
  square: ['pressure builds toward a decision, so act rather than stew', 'friction shows where change is overdue, so make the adjustment', 'effort pays here, though not without some strain'],
  trine: ['things fall into place, so use the ease rather than coast on it', 'help comes without much asking, so accept it', 'what you start now flows, so start what matters'],
  sextile: ['a door opens if you knock, so make the call', 'a small opportunity appears, and it rewards a first step', 'a helpful contact or idea is within reach if you reach for it'],
  quincunx: ['small adjustments work better than big gestures', 'something does not quite fit, so fine-tune rather than force it', 'a change of routine eases the strain'],
};
const adviceFor = (aspect: string, i: number): string => ADVICE[aspect]?.[i % 3] ?? 'watch how it unfolds';

const PERIOD_WORD = { day: 'day', week: 'week', month: 'month' } as const;

/** A date in the report's zone: "Thursday 26 November". */
export function localDay(iso: string, timezone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, weekday: 'long', day: 'numeric', month: 'long' }).formatToParts(new Date(iso));
  const get = (t: string): string => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')}`;
}

const dayOfDate = (date: string): string => localDay(`${date}T12:00:00Z`, 'UTC');

function whenSentence(t: TransitAspectFacts, period: string, tz: string | undefined, i: number): string {
  const exact = [...new Set((t.exactAt ?? []).map((x) => localDay(x, tz)))];
  const start = t.orbAtStart !== undefined ? orbText(t.orbAtStart) : undefined;
  if (exact.length) {
    const on = `exact on ${listAnd(exact)}`;
    if (start && t.orbAtStart! >= 1 / 120) return i % 2 ? `It is ${on}, and ${start} away as the ${period} opens.` : `As the ${period} opens it is ${start} from exact, and it perfects on ${listAnd(exact)}.`;
    return `It is ${on}.`;
  }
  const dir = t.applying ? 'still closing in' : 'already separating';
  const closest = orbText(t.orb);
  return `It does not perfect within the ${period}: at its closest it is ${closest} from exact, ${dir}.`;
}

function transitParagraph(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const tp = t.transitingPlanet.toLowerCase();
  const np = t.natalPlanet.toLowerCase();
  const aspect = t.aspect.toLowerCase();
  const first = `Transiting ${name(tp)} ${VERB[aspect] ?? `forms a ${aspect} to`} your natal ${name(np)}.`;
  const when = whenSentence(t, PERIOD_WORD[f.period], f.timezone, i);
  const meaning = tp === np ? `With a planet touching its own natal place, the theme of ${BRINGS[tp] ?? 'that planet'} returns to the foreground: ${adviceFor(aspect, i)}.` : `The ${aspect} brings ${BRINGS[tp] ?? 'its theme'} to ${TOUCHES[np] ?? 'this part of your chart'}: ${adviceFor(aspect, i)}.`;
  const span = t.activeFrom && t.activeUntil && t.activeUntil.slice(0, 10) !== t.activeFrom.slice(0, 10) && t.activeFrom.slice(0, 4) === t.activeUntil.slice(0, 4) ? `Its influence is felt from ${localDay(t.activeFrom, f.timezone)} to ${localDay(t.activeUntil, f.timezone)}.` : undefined;
  return [first, when, meaning, i === 0 ? span : undefined].filter(Boolean).join(' ');
}

const LUNAR: Record<string, string> = {
  'new moon': 'The period opens at the New Moon, a time for quiet intentions and fresh starts.',
  'waxing crescent': 'The Moon is a waxing crescent as the period opens, good for first steps and gathering momentum.',
  'first quarter': 'The period opens at the first quarter Moon, which asks for decisions and a little courage.',
  'waxing gibbous': 'The Moon is waxing gibbous as the period opens, a time to refine what is already under way.',
  'full moon': 'The period opens at the Full Moon, when feelings and results come into the light.',
  'waning gibbous': 'The Moon is waning gibbous as the period opens, a good time to share what you have learned.',
  'last quarter': 'The period opens at the last quarter Moon, a time to let go of what no longer fits.',
  'third quarter': 'The period opens at the last quarter Moon, a time to let go of what no longer fits.',
  'waning crescent': 'The Moon is a waning crescent as the period opens, which favours rest and closure.',
};

export function transitReading(f: TransitTextFacts): string {
  const top = f.transits.slice(0, READING_TRANSITS);
  const period = PERIOD_WORD[f.period];
  const opening =
    f.period === 'day'
      ? `For ${dayOfDate(f.date)}, `
      : `For the ${period} beginning ${dayOfDate(f.date)}, `;
  const count = top.length === 0 ? 'no transit reaches your natal chart within orb: a quiet stretch, good for consolidating.' : top.length === 1 ? 'one transit stands out.' : `${top.length === 2 ? 'two' : 'three'} transits stand out, strongest first.`;
  const phase = f.lunarPhase?.phase.toLowerCase();
  const lunar = phase ? (LUNAR[phase] ?? `The Moon is in its ${f.lunarPhase!.phase} phase as the period opens.`) : undefined;
  const py = f.numerology?.personalYear;
  const year = py !== undefined && PERSONAL_YEAR_TEXTS[py] ? `In numerology you are in personal year ${py}, ${PERSONAL_YEAR_TEXTS[py]}.` : undefined;
  return [
    `${opening}${count}`,
    ...top.map((t, i) => transitParagraph(t, f, i)),
    [lunar, year].filter(Boolean).join(' '),
    top.length ? 'Lean into the supportive contacts, and meet the demanding ones with patience: each passes.' : undefined,
  ]
    .filter((p): p is string => !!p && p.trim() !== '')
    .join('\n\n');
}
