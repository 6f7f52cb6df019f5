/**
 * The offline advisor: answers with no Anthropic key configured, in the same stream, from the same
 * facts as the model's tools (the saved blueprint, the transit core, the sky of the day). It is
 * deterministic (same facts, question and date: same text), speaks the seven languages, says
 * plainly that it is offline, and streams its text in small pieces paced like a model
 * (`offlineChunkMs` between pieces, 0 in tests) so that `curl -N` shows the stream.
 *
 * Usage it reports: characters / 4 of the messages and of the answer (pricing.offlineTokens).
 */
import type { Advisor, AnswerInput, AnswerState } from './advisor';
import { bodyOf, type AdvisorFacts } from './facts';
import { PHRASES, TOPIC_WORDS, type OfflinePhrases } from './offline-texts';
import { offlineTokens } from './pricing';
import { comparePeople, personNamedIn } from './relationship';
import { INTL_LOCALES } from '../i18n/languages';
import { formatDate } from '../i18n/format';
import { labelOf } from '../i18n/labels/index';
import { askedPeriod } from './period';
import type { AdvisorLanguage } from './request';
import { skyOn, transitsFor, transitsOverYear } from './tools';
import type { AnyNatalPoint, TransitAspect, TransitingBody } from '../transits/rules';
import { TRANSIT_WORDS } from '../transits/index';

export const OFFLINE_MODEL = 'offline';

const fill = (t: string, v: Record<string, string | number>): string => t.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? `{${k}}`));

/** Small pieces of about two words, whitespace kept, like a model's deltas. */
export const piecesOf = (text: string): string[] => {
  const words = text.match(/\S+\s*/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 2) out.push(words.slice(i, i + 2).join(''));
  return out;
};

const LOCALES = INTL_LOCALES;
/** "1 December 2026", "1er décembre 2026" in the language (calendar dates are UTC dates): the one date writer, shared/i18n/format.ts. */
const longDate = (date: string, l: AdvisorLanguage): string => formatDate(date, l);
/** "14 December" for an exact moment (ISO UTC). */
const shortDate = (isoTime: string, l: AdvisorLanguage): string => formatDate(isoTime, l, { year: false });
const monthName = (date: string, l: AdvisorLanguage): string => new Intl.DateTimeFormat(LOCALES[l], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const joinList = (xs: string[], l: AdvisorLanguage): string => new Intl.ListFormat(LOCALES[l], { type: 'conjunction' }).format(xs);

/**
 * The strategy as words of the sentence: in English "to respond" after "your strategy is" (the
 * Human Design name "To Respond" already carries its "to"); the other languages keep the English
 * term, as they keep the other Human Design names.
 */
export function strategyWords(strategy: string, l: AdvisorLanguage): string {
  if (l !== 'en') {
    // the glossary's name (an infinitive: "Répondre", "Reagieren"); after a colon inside a sentence the
    // Romance languages write it in lower case, German keeps its noun's capital
    const name = labelOf(l, 'hdStrategies', strategy);
    return LOWER_AFTER_COLON.has(l) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
  }
  const s = strategy.trim().toLowerCase();
  return s.startsWith('to ') ? s : `to ${s}`;
}

/** The languages that go on in lower case after a colon inside a sentence. */
const LOWER_AFTER_COLON: ReadonlySet<AdvisorLanguage> = new Set(['fr', 'es', 'pt', 'it']);
/** A sentence's first word after a colon: the article of a contact phrase ("Le Nœud Nord") goes to lower case there; a name stays. */
const ARTICLE_START = /^(?:Le|La|Les|L’|El|Los|Las|Il|Lo|Gli|I|O|A|Os|As) /u;
const afterColon = (s: string, l: AdvisorLanguage): string => (LOWER_AFTER_COLON.has(l) && ARTICLE_START.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** One of the language's openings, chosen by the question and the day (same question, same day: same opening). */
function headerFrame(p: OfflinePhrases, question: string, today: string): string {
  let h = 2166136261;
  for (const ch of `${today}|${question}`) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return p.headers[h % p.headers.length]!;
}
const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const STRENGTHS = ['very strong', 'strong', 'moderate', 'weak'];
const strengthRank = (s: string): number => (STRENGTHS.includes(s) ? STRENGTHS.indexOf(s) : STRENGTHS.length);
/** Slowest first: a slow planet's contact lasts longer and colours more of the period. */
const SLOW_ORDER = ['moon', 'mercury', 'venus', 'sun', 'mars', 'north_node', 'jupiter', 'chiron', 'saturn', 'uranus', 'neptune', 'pluto'];
const slowness = (b: string): number => SLOW_ORDER.indexOf(b);

/** The natal points and planets a topic is about. */
function focusBodies(topics: string[]): Set<string> {
  const out = new Set<string>();
  if (topics.includes('love')) for (const b of ['venus', 'mars', 'moon', 'descendant']) out.add(b);
  if (topics.includes('work')) for (const b of ['midheaven', 'saturn', 'sun', 'jupiter', 'mars']) out.add(b);
  return out;
}

type Topic = keyof typeof TOPIC_WORDS;

export const topicsOf = (question: string): Topic[] => (Object.keys(TOPIC_WORDS) as Topic[]).filter((t) => TOPIC_WORDS[t].test(question));

/** The paragraphs of the answer after the header, computed lazily (the header streams first). */
function* paragraphs(p: OfflinePhrases, input: AnswerInput, facts: AdvisorFacts | null, question: string, state: AnswerState): Generator<string> {
  const sign = (k: string | undefined): string => (k ? (p.signs[k] ?? k) : '?');
  const planet = (k: string): string => p.planets[k] ?? k;
  const declined = input.agent.prohibitedTopics.some((t) => question.toLowerCase().includes(t.toLowerCase()));
  if (declined) {
    yield p.declined;
    yield p.closing;
    return;
  }
  const topics = topicsOf(question);
  const period = askedPeriod(question, input.today, input.agent.language);
  const short = input.agent.responseStyle === 'short';
  const skyParagraph = (date: string): string => {
    state.toolCalls.push('get_sky');
    const sky = skyOn(date);
    const of = (b: string) => sky.bodies.find((x) => x.body === b)?.sign;
    const retro = sky.bodies.filter((b) => b.retrograde && b.body !== 'north_node').map((b) => planet(b.body));
    const lang = input.agent.language;
    return `${capitalize(fill(p.skyIntro, { date: longDate(date, lang), day: p.day(longDate(date, lang)), sun: sign(of('sun')), moon: sign(of('moon')) }))} ${retro.length ? fill(p.retro, { list: retro.join(', ') }) : p.noRetro}`;
  };

  if (!facts) {
    yield skyParagraph(input.today);
    yield p.closing;
    return;
  }
  const astro = facts.astrology;
  if (astro) {
    state.toolCalls.push('get_chart');
    const sun = bodyOf(facts, 'sun');
    const moon = bodyOf(facts, 'moon');
    const asc = bodyOf(facts, 'ascendant');
    yield fill(asc ? p.big3 : p.big3NoAsc, { sun: sign(sun?.sign), moon: sign(moon?.sign), asc: sign(asc?.sign) });
    if (!short && topics.includes('love')) {
      const venus = bodyOf(facts, 'venus');
      // a blueprint of an unknown birth time has no houses: the sentence without one
      const v = { venus: sign(venus?.sign), venusHouse: venus?.house ?? '', mars: sign(bodyOf(facts, 'mars')?.sign) };
      yield fill(venus?.house ? p.love : p.loveNoHouse, v);
    }
    if (!short && topics.includes('work')) {
      const mc = bodyOf(facts, 'midheaven');
      const saturn = bodyOf(facts, 'saturn');
      // without a birth time there is no Midheaven and no house: the Sun and Saturn by sign
      yield mc && saturn?.house ? fill(p.work, { mc: sign(mc.sign), saturnHouse: saturn.house }) : fill(p.workNoTime, { sun: sign(sun?.sign), saturn: sign(saturn?.sign) });
    }
  }
  const other = personNamedIn(facts, question);
  if (other) {
    state.toolCalls.push('compare_people');
    let c: ReturnType<typeof comparePeople> | undefined;
    try {
      c = comparePeople(facts, other.fullName);
    } catch {
      c = undefined; // a chart that cannot be cast: the answer goes on without the comparison
    }
    const l = input.agent.language;
    if (c) yield fill(p.relationship, {
      other: c.b,
      score: c.synastry?.score ?? '?',
      band: c.synastry ? (p.bands[c.synastry.band] ?? c.synastry.band) : '?',
      harmony: c.synastry?.harmony ?? '?',
      theme: c.humanDesign?.theme ?? '?',
      combined: c.humanDesign ? (l === 'en' ? c.humanDesign.together : labelOf(l, 'hdTypes', c.humanDesign.together)) : '?',
      numerology: c.numerology.score,
    });
  }
  const hd = facts.humanDesign;
  if (hd && (topics.includes('hd') || (!short && topics.length === 0))) {
    state.toolCalls.push('get_human_design');
    const l = input.agent.language;
    // the glossary's names of the type and authority (English keeps the Human Design names as they are)
    const named = (category: 'hdTypes' | 'hdAuthorities', key: string): string => (l === 'en' ? key : labelOf(l, category, key));
    yield fill(p.hd, { type: named('hdTypes', hd.type), authority: named('hdAuthorities', hd.authority), profile: hd.profile, strategy: strategyWords(hd.strategy, l) });
  }
  const num = facts.numerology;
  if (num && (topics.includes('numerology') || (!short && topics.length === 0))) {
    state.toolCalls.push('get_numerology');
    yield fill(p.numerology, { lifePath: num.lifePathNumber, personalYear: num.personalYear });
  }
  if (topics.includes('time') || topics.length === 0 || period.kind !== 'default') {
    if (astro) {
      state.toolCalls.push('get_transits');
      const lang = input.agent.language;
      const label = fill(p.periods[period.kind], { month: monthName(period.from, lang) });
      const intro = period.from === period.to ? fill(p.transitsIntroDay, { period: label, day: p.day(longDate(period.from, lang)) }) : fill(p.transitsIntro, { period: label, span: p.span(longDate(period.from, lang), longDate(period.to, lang)) });
      const focus = focusBodies(topics);
      const year = period.span === 'year';
      const all = year ? transitsOverYear(facts, Number(period.from.slice(0, 4)), Number(period.from.slice(5, 7))) : transitsFor(facts, period.from, period.to).majorTransits;
      // The question's topic first (love: Venus, Mars, the Moon...; work: the Midheaven, Saturn, the Sun...),
      // then the report's strength, then the slower planet (its contact lasts and weighs more), then the report's order.
      const touches = (t: { natal: string; transiting: string }): number => Number(focus.has(t.natal) || focus.has(t.transiting));
      const ranked = all
        .map((t, i) => ({ t, i }))
        .sort((x, y) => touches(y.t) - touches(x.t) || strengthRank(x.t.strength) - strengthRank(y.t.strength) || slowness(y.t.transiting) - slowness(x.t.transiting) || x.i - y.i)
        .map((x) => x.t);
      const lines = ranked.slice(0, short ? 1 : year ? 4 : 3).map((t, i) => {
        // the contact with the grammar of the language (gender, case, articles: the transit report's words), English as it was
        const words = TRANSIT_WORDS[lang];
        const contact = words.contact ? words.contact(t.transiting as TransitingBody, t.aspect as TransitAspect, t.natal as AnyNatalPoint) : '';
        // the first line follows the intro's colon
        const said = i === 0 ? afterColon(capitalize(contact), lang) : capitalize(contact);
        const v = { transiting: planet(t.transiting), aspect: p.aspects[t.aspect] ?? t.aspect, natal: planet(t.natal), strength: p.strengths[t.strength] ?? t.strength, contact: said };
        const days = [...new Set(t.exactAt.filter((x) => x.slice(0, 10) >= period.from && x.slice(0, 10) <= period.to).map((x) => shortDate(x, lang)))];
        return days.length ? fill(p.transitExact, { ...v, on: p.on(days, (xs) => joinList(xs, lang)) }) : fill(p.transitLine, v);
      });
      yield `${intro} ${lines.length ? lines.join(' ') : p.noTransits}${year && lines.length ? ` ${p.yearNote}` : ''}`;
    } else {
      yield skyParagraph(period.from);
    }
  }
  yield p.closing;
}

const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const t = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(t);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

export class OfflineAdvisor implements Advisor {
  readonly kind = 'offline' as const;

  constructor(private readonly chunkMs: number) {}

  modelId(): string {
    return OFFLINE_MODEL;
  }

  async *answer(input: AnswerInput, state: AnswerState): AsyncGenerator<string, void, undefined> {
    const p = PHRASES[input.agent.language];
    const question = [...input.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const inputChars = input.messages.reduce((n, m) => n + m.content.length, 0);
    let outputChars = 0;
    const emit = async function* (this: OfflineAdvisor, text: string, first: boolean): AsyncGenerator<string> {
      const pieces = piecesOf(text);
      for (let i = 0; i < pieces.length; i++) {
        if (!(first && i === 0) && this.chunkMs > 0) await pause(this.chunkMs, input.signal);
        if (input.signal.aborted) throw input.signal.reason as Error;
        outputChars += pieces[i]!.length;
        state.usage.outputTokens = Math.ceil(outputChars / 4);
        yield pieces[i]!;
      }
    }.bind(this);
    state.usage.inputTokens = offlineTokens(inputChars, 0);
    const header = fill(headerFrame(p, question, input.today), { name: input.agent.name, source: input.facts ? p.personal : p.general });
    yield* emit(`${header}\n\n`, true);
    for (const para of paragraphs(p, input, input.facts, question, state)) yield* emit(`${para}\n\n`, false);
    state.stopReason = 'end_turn';
  }
}
