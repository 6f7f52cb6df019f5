/**
 * Offline texts of the daily sky insight and the twelve sign horoscopes: composed from the day's
 * computed facts (so they differ from one sign and one day to the next), in English, with the
 * team's own wording.
 */
import type { DailyInsightFacts, SignHoroscopeTextFacts } from '../../daily-facts';
import { fnv1a as hash } from '../variation';

const cap = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const bodyName = (k: string): string => k.split('_').map(cap).join(' ');
/** "the Sun", "the Moon", "the North Node", "Venus". */
const theBody = (k: string): string => (['sun', 'moon', 'north_node', 'south_node'].includes(k) ? `the ${bodyName(k)}` : bodyName(k));
const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** Areas of life of the twelve (solar) houses. */
export const HOUSE_AREAS: readonly string[] = [
  'yourself, your body and the way you show up',
  'money, possessions and what you value',
  'conversations, short trips and the people next door',
  'home, family and your private roots',
  'creativity, romance, play and self-expression',
  'daily routines, work habits and health rhythms',
  'partnerships and one-to-one agreements',
  'shared resources, intimacy and deep change',
  'learning, travel and the big picture',
  'career, reputation and long-term aims',
  'friends, groups and hopes for the future',
  'rest, retreat and what happens behind the scenes',
];

/** What the Moon passing through a solar house tends to stir. */
const MOON_IN_HOUSE: readonly string[] = [
  'your mood is close to the surface and others read it easily; trust your instincts about what you need',
  'you may feel a wish for comfort and security; a small, sensible money decision sits well',
  'your mind is busy and chatty; a message or a short errand could matter more than it looks',
  'home calls you; time with family or simply tidying your space restores you',
  'a playful, warm mood favours creative time, dates and anything that lets you shine',
  'order feels soothing; clearing small tasks and caring for your body pays off',
  'other people take the foreground; listening well makes a shared plan easier',
  'feelings run deep; an honest talk about trust or shared resources clears the air',
  'restlessness asks for a wider view; read, plan a trip or learn something new',
  'your public side is in view; steady effort at work is noticed',
  'friends and groups lift you; a shared cause or an easy catch-up helps',
  'you need more quiet than usual; rest and reflection recharge you for what comes next',
];

const BODY_ROLE: Record<string, string> = {
  sun: 'your vitality and sense of purpose',
  moon: 'your feelings and needs',
  mercury: 'your thinking and messages',
  venus: 'your affections and pleasures',
  mars: 'your drive and courage',
  jupiter: 'your optimism and growth',
  saturn: 'your discipline and limits',
  uranus: 'your need for freedom and change',
  neptune: 'your dreams and intuition',
  pluto: 'your power to transform',
  chiron: 'old wounds and their healing',
  north_node: 'your sense of direction',
};

const ASPECT_TONE: Record<string, string> = {
  conjunction: 'concentrates',
  opposition: 'pulls against',
  trine: 'supports',
  square: 'challenges',
  sextile: 'opens a door for',
};

const SUGGESTIONS: readonly string[] = [
  'Write down one thing you want to move forward today and give it twenty focused minutes.',
  'Choose one conversation you have been postponing and start it gently.',
  'Leave some space in your schedule: the unplanned hour may be the best one.',
  'Move your body early; it will settle your thoughts for the rest of the day.',
  'Tidy one small corner of your life, a drawer, an inbox or a list.',
  'Say yes to one invitation and no to one obligation that drains you.',
  'Ask a question instead of assuming the answer.',
  'End the day by noting three things that went better than expected.',
  'Spend a little time outdoors and let your attention widen.',
  'Keep promises small and keep all of them.',
  'Share an idea before it feels finished; feedback will shape it.',
  'Protect an hour for something you do purely for joy.',
  'Check your budget or your calendar once, calmly, and adjust one thing.',
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "Sunday 22 November 2026" */
export function longDate(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "Full Moon" stays, "Waxing Gibbous" becomes "Waxing Gibbous Moon". */
const moonPhrase = (phase: string): string => (/moon$/i.test(phase) ? phase : `${phase} Moon`);

const ENERGY_TEXT: Record<string, string> = {
  harmonious: 'The overall energy is harmonious: more doors open than close.',
  challenging: 'The overall energy is challenging: friction is useful if you meet it with patience.',
  intense: 'The overall energy is intense: a few strong currents dominate the day.',
  dynamic: 'The overall energy is dynamic: support and tension alternate, so stay flexible.',
  calm: 'The overall energy is calm: a good day to keep a steady pace.',
};

export function composeDailyInsight(f: DailyInsightFacts): string {
  const sun = f.sky.find((b) => b.body === 'sun');
  const moon = f.sky.find((b) => b.body === 'moon');
  // the nodes and Lilith move backwards most of the time: only the planets' retrogrades are news
  const retro = f.sky.filter((b) => b.retrograde && !['north_node', 'south_node', 'lilith'].includes(b.body)).map((b) => bodyName(b.body));
  const top = f.highlights.filter((h) => h.type !== 'lunar-phase').slice(0, 3);
  const p1 = [
    `${longDate(f.day)}: the day's theme is ${f.theme.replace(/-/g, ' ')}.`,
    sun && moon ? `The Sun is in ${cap(sun.sign)} and the Moon starts the day in ${cap(moon.sign)}.` : '',
    ENERGY_TEXT[f.energy] ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const p2 = top.length
    ? `What stands out: ${top.map((h) => h.description.replace(/\.$/, '')).join('; ')}.`
    : 'No major aspect stands out today, which leaves room to follow your own rhythm.';
  const p3 = [
    `The Moon is in its ${f.lunarPhase.phase.toLowerCase().replace(/ moon$/, '')} phase, ${Math.round(f.lunarPhase.illumination)}% lit.`,
    retro.length ? `${retro.join(', ')} ${retro.length === 1 ? 'is' : 'are'} retrograde, so revisit before you rush.` : 'No planet is retrograde, so plans can move forward directly.',
    SUGGESTIONS[hash(f.day) % SUGGESTIONS.length]!,
  ].join(' ');
  return [p1, p2, p3].join('\n\n');
}

export function composeSignHoroscope(f: SignHoroscopeTextFacts): string {
  const name = cap(f.sign);
  const h = hash(`${f.day}|${f.sign}`);
  const moon1 = f.moonHouses[0]!;
  const moonLine =
    f.moonHouses.length > 1
      ? `The Moon moves from your ${ordinal(moon1)} house of ${HOUSE_AREAS[moon1 - 1]} into your ${ordinal(f.moonHouses[1]!)} house of ${HOUSE_AREAS[f.moonHouses[1]! - 1]}: ${MOON_IN_HOUSE[f.moonHouses[1]! - 1]}.`
      : `The Moon stays in your ${ordinal(moon1)} house of ${HOUSE_AREAS[moon1 - 1]}: ${MOON_IN_HOUSE[moon1 - 1]}.`;
  const sun = f.placements.find((p) => p.body === 'sun');
  const sunLine = sun ? `The Sun lights up your ${ordinal(sun.solarHouse)} house, keeping ${HOUSE_AREAS[sun.solarHouse - 1]} in focus this season.` : '';
  const r = f.rulerPlacement;
  const rulerName = bodyName(f.ruler);
  const rulerLine = `${cap(theBody(f.ruler))}, your ruling ${['sun', 'moon'].includes(f.ruler) ? 'light' : 'planet'}, is in ${cap(r.sign)}, your ${ordinal(r.solarHouse)} house${r.isRetrograde ? ', and retrograde: review before you push' : ''}.`;
  const aspects = f.rulerAspects.slice(0, 2).map((a) => {
    const other = a.planet1 === f.ruler ? a.planet2! : a.planet1;
    return `${theBody(other)} ${ASPECT_TONE[a.type] ?? 'touches'} ${BODY_ROLE[f.ruler] ?? rulerName}${a.exactAt ? ` (exact at ${a.exactAt.slice(11, 16)} UTC)` : ''}`;
  });
  const aspectLine = aspects.length ? `Today ${aspects.join(', and ')}.` : `${cap(theBody(f.ruler))} makes no major aspect today, so you set the pace.`;
  const ingress = f.ingresses.find((i) => i.body !== 'moon');
  const ingressLine = ingress ? `${cap(theBody(ingress.body))} enters ${cap(ingress.sign)}, your ${ordinal(ingress.solarHouse)} house, turning attention to ${HOUSE_AREAS[ingress.solarHouse - 1]}.` : '';
  const slow = f.placements.filter((p) => ['jupiter', 'saturn'].includes(p.body));
  const slowLine = slow.length ? slow.map((p) => `${bodyName(p.body)} in your ${ordinal(p.solarHouse)} house ${p.body === 'jupiter' ? 'brings growth to' : 'asks for patience with'} ${HOUSE_AREAS[p.solarHouse - 1]!.split(',')[0]}`).join(', while ') + '.' : '';
  const key = f.keyHighlights[0];
  const keyLine = key ? `In the wider sky: ${key.description}` : '';
  return [
    `${name}, ${longDate(f.day)}. ${moonLine}`,
    [rulerLine, aspectLine, ingressLine].filter(Boolean).join(' '),
    [sunLine, slowLine, keyLine, `The ${moonPhrase(f.lunarPhase.phase)} (${Math.round(f.lunarPhase.illumination)}% lit) colours the day. ${SUGGESTIONS[h % SUGGESTIONS.length]}`].filter(Boolean).join(' '),
  ].join('\n\n');
}

export const dailyInsight = composeDailyInsight;
export const signHoroscope = composeSignHoroscope;
