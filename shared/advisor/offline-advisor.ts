/**
 * The offline advisor: answers with no Anthropic key configured, in the same stream, from the same
 * facts as the model's tools (the saved blueprint, the transit core, the sky of the day). It is
 * deterministic (same facts, question and date: same text), speaks the six languages, says
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
import { skyOn, transitsFor } from './tools';

export const OFFLINE_MODEL = 'offline';

const fill = (t: string, v: Record<string, string | number>): string => t.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? `{${k}}`));

/** Small pieces of about two words, whitespace kept, like a model's deltas. */
export const piecesOf = (text: string): string[] => {
  const words = text.match(/\S+\s*/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 2) out.push(words.slice(i, i + 2).join(''));
  return out;
};

const addDays = (date: string, n: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

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
  const short = input.agent.responseStyle === 'short';
  const skyParagraph = (date: string): string => {
    state.toolCalls.push('get_sky');
    const sky = skyOn(date);
    const of = (b: string) => sky.bodies.find((x) => x.body === b)?.sign;
    const retro = sky.bodies.filter((b) => b.retrograde && b.body !== 'north_node').map((b) => planet(b.body));
    return `${fill(p.skyIntro, { date, sun: sign(of('sun')), moon: sign(of('moon')) })} ${retro.length ? fill(p.retro, { list: retro.join(', ') }) : p.noRetro}`;
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
      yield fill(p.love, { venus: sign(venus?.sign), venusHouse: venus?.house ?? '?', mars: sign(bodyOf(facts, 'mars')?.sign) });
    }
    if (!short && topics.includes('work')) {
      yield fill(p.work, { mc: sign(bodyOf(facts, 'midheaven')?.sign), saturnHouse: bodyOf(facts, 'saturn')?.house ?? '?' });
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
    if (c) yield fill(p.relationship, {
      other: c.b,
      score: c.synastry?.score ?? '?',
      band: c.synastry?.band ?? '?',
      harmony: c.synastry?.harmony ?? '?',
      theme: c.humanDesign?.theme ?? '?',
      combined: c.humanDesign?.together ?? '?',
      numerology: c.numerology.score,
    });
  }
  const hd = facts.humanDesign;
  if (hd && (topics.includes('hd') || (!short && topics.length === 0))) {
    state.toolCalls.push('get_human_design');
    yield fill(p.hd, { type: hd.type, authority: hd.authority, profile: hd.profile, strategy: hd.strategy.charAt(0).toLowerCase() + hd.strategy.slice(1) });
  }
  const num = facts.numerology;
  if (num && (topics.includes('numerology') || (!short && topics.length === 0))) {
    state.toolCalls.push('get_numerology');
    yield fill(p.numerology, { lifePath: num.lifePathNumber, personalYear: num.personalYear });
  }
  if (topics.includes('time') || topics.length === 0) {
    if (astro) {
      state.toolCalls.push('get_transits');
      const to = addDays(input.today, 6);
      const r = transitsFor(facts, input.today, to);
      const lines = r.majorTransits
        .slice(0, short ? 1 : 3)
        .map((t) => fill(p.transitLine, { transiting: planet(t.transiting), aspect: p.aspects[t.aspect] ?? t.aspect, natal: planet(t.natal), strength: t.strength }));
      yield `${fill(p.transitsIntro, { from: input.today, to: r.to })} ${lines.length ? lines.join(' ') : p.noTransits}`;
    } else {
      yield skyParagraph(input.today);
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
    const header = fill(p.header, { name: input.agent.name, source: input.facts ? p.personal : p.general });
    yield* emit(`${header}\n\n`, true);
    for (const para of paragraphs(p, input, input.facts, question, state)) yield* emit(`${para}\n\n`, false);
    state.stopReason = 'end_turn';
  }
}
