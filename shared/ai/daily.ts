/**
 * The daily texts (spec 2.6 `dailyInsight`, spec 2.8 sign horoscopes) through the AI layer.
 *
 * Their facts are richer than the generic free-text purposes of ./facts (solar houses, the
 * sign's ruler, importance of each highlight), so they have their own prompts here and their own
 * offline composition (./offline/<language>/daily.ts). `dailyWriterFor(writer)` adapts the container's
 * writer: the offline writer composes the text locally; the Anthropic writer is asked through
 * its public `streamText` (one Messages API call, the writing rules and the cached day context
 * as system blocks, its retries, timeouts and usage accounting).
 */
import type { Highlight } from '../daily/highlights';
import type { DailyInsightFacts, SignHoroscopeTextFacts } from './daily-facts';
import { cleanText } from './anthropic-writer';
import { HOUSE_AREAS } from './offline/en/daily';
import { hasOfflineRoom, offlineRoom } from './offline/pack';
import { OFFLINE_MODEL } from './offline-writer';
import type { AiLanguage, AiUsage, AiWriter, WriterKind } from './types';
import { languageLine } from './prompts';
import { detectLanguage } from './language-check';
import { LANGUAGE_NAMES } from '../i18n/languages';
import { addUsage, AI_LANGUAGES, emptyUsage } from './types';

export type { DailyInsightFacts, SignHoroscopeTextFacts, SkyBody } from './daily-facts';

export type DailyTextRequest = (
  | { purpose: 'daily-insight'; facts: DailyInsightFacts }
  /** `day`: the day's sky (the shared, cached context of the prompt). */
  | { purpose: 'sign-horoscope'; facts: SignHoroscopeTextFacts; day: DailyInsightFacts }
) & {
  /** The language to write in (default English); the Anthropic writer's answer is checked for it. */
  language?: AiLanguage;
};

export interface DailyText {
  text: string;
  writer: WriterKind | string;
  model: string;
  usage: AiUsage;
}

/** What the daily core needs from the AI layer. Tests inject their own (e.g. counting) implementation. */
export interface DailyWriter {
  write(req: DailyTextRequest, signal?: AbortSignal): Promise<DailyText>;
  /** The languages this writer writes the daily texts in (English only when absent). */
  languages?: readonly AiLanguage[];
}

const cap = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const label = (k: string): string => k.split('_').map(cap).join(' ');
const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

function highlightLine(h: Highlight): string {
  return `- [${h.importance}] ${h.description}${h.type !== 'lunar-phase' ? ` (orb ${h.orb.toFixed(2)}°, ${h.applying ? 'applying' : 'separating'} at 00:00 UTC)` : ''}`;
}

/**
 * The day's sky, shared by the daily insight and the twelve horoscopes of that day: the system
 * block after the writing rules, marked for prompt caching, so that the 13 calls of a day share
 * one cached prefix and differ only in their user message.
 */
export function dayContext(f: DailyInsightFacts): string {
  return [
    `DAILY SKY CONTEXT for ${f.day} (UTC). These computed facts are authoritative; every text must agree with them.`,
    `Theme tag: ${f.theme}. Energy: ${f.energy}.`,
    'Positions at 00:00 UTC (tropical zodiac):',
    ...f.sky.map((b) => `- ${label(b.body)} in ${cap(b.sign)} ${b.degree.toFixed(1)}°${b.retrograde ? ', retrograde' : ''}`),
    'Highlights of the day, most important first:',
    ...f.highlights.map(highlightLine),
    `Moon phase at 00:00 UTC: ${f.lunarPhase.phase}, ${Math.round(f.lunarPhase.illumination)}% lit.`,
  ].join('\n');
}

/** The day seen from one Sun sign (solar houses, ruler): part of that sign's user message. */
export function signContext(f: SignHoroscopeTextFacts): string {
  return [
    `SIGN HOROSCOPE CONTEXT: ${cap(f.sign)}, ${f.day} (UTC). Solar houses: ${cap(f.sign)} is the 1st house, the following signs the next houses.`,
    `The Moon crosses solar house${f.moonHouses.length > 1 ? 's' : ''} ${f.moonHouses.map((h) => `${ordinal(h)} (${HOUSE_AREAS[h - 1]})`).join(' then ')}.`,
    `Ruler: ${label(f.ruler)} in ${cap(f.rulerPlacement.sign)}, ${ordinal(f.rulerPlacement.solarHouse)} solar house${f.rulerPlacement.isRetrograde ? ', retrograde' : ''}.`,
    f.rulerAspects.length ? `Aspects to the ruler today:\n${f.rulerAspects.map(highlightLine).join('\n')}` : 'The ruler makes no major aspect today.',
    'Placements at 00:00 UTC with solar houses:',
    ...f.placements.map((p) => `- ${label(p.body)} in ${cap(p.sign)}, ${ordinal(p.solarHouse)} house${p.isRetrograde ? ', retrograde' : ''}`),
    ...(f.ingresses.length ? ['Ingresses today:', ...f.ingresses.map((i) => `- ${label(i.body)} enters ${cap(i.sign)} (${ordinal(i.solarHouse)} solar house)`)] : []),
  ].join('\n');
}

/** The system context of a daily text: the day's sky. */
export const dailyContext = (req: DailyTextRequest): string => dayContext(req.purpose === 'daily-insight' ? req.facts : req.day);

/** The user message of a daily text. It starts with a stable marker line (logs, the fake API). */
export function dailyInstruction(req: DailyTextRequest): string {
  if (req.purpose === 'daily-insight') {
    return `Daily insight ${req.facts.day}\nWrite the daily sky insight for everyone (no natal chart) from the context: the day's main energies, the most important highlights in plain words, and one practical suggestion. 120 to 200 words in 2 or 3 paragraphs, plain text.\n${languageLine(req.language ?? 'en')}`;
  }
  const f = req.facts;
  return [
    `Sign horoscope ${f.sign} ${f.day}`,
    signContext(f),
    `Write today's horoscope for ${cap(f.sign)} from the day's sky and this sign's view of it: what the Moon's solar houses and the aspects to the ruler mean for this sign today, with one concrete suggestion. Address the reader as "you". 110 to 180 words in 2 or 3 paragraphs, plain text.`,
    languageLine(req.language ?? 'en'),
  ].join('\n');
}

/** The offline writer's daily text in the request's language (its pack for the day's texts; shared/ai/offline/<language>/daily.ts). */
const composeOffline = (req: DailyTextRequest): string =>
  req.purpose === 'daily-insight' ? offlineRoom(req.language, 'dailyInsight').text(req.facts) : offlineRoom(req.language, 'signHoroscope').text(req.facts);

/** The languages whose daily texts the offline writer has written. */
export const OFFLINE_DAILY_LANGUAGES: readonly AiLanguage[] = AI_LANGUAGES.filter((l) => l === 'en' || (hasOfflineRoom(l, 'dailyInsight') && hasOfflineRoom(l, 'signHoroscope')));

/** Adapts an AI layer writer to the daily texts. */
export function dailyWriterFor(writer: AiWriter): DailyWriter {
  return {
    // the model writes every language of the AI layer; the offline writer those it has texts for
    languages: writer.kind === 'offline' ? OFFLINE_DAILY_LANGUAGES : AI_LANGUAGES,
    async write(req, signal) {
      if (writer.kind === 'offline') return { text: composeOffline(req), writer: 'offline', model: OFFLINE_MODEL, usage: emptyUsage() };
      const language = req.language ?? 'en';
      const usage = emptyUsage();
      // an answer in another language is asked for once more; a second one fails (nothing stored)
      for (let round = 1; ; round++) {
        const s = writer.streamText({
          system: dailyContext(req),
          messages: [{ role: 'user', content: dailyInstruction(req) }],
          language,
          maxTokens: 700,
          ...(signal ? { signal } : {}),
        });
        for await (const _chunk of s.textStream) {
          /* collected in `final` */
        }
        const final = await s.final;
        addUsage(usage, final.usage);
        const text = cleanText(final.text);
        if (!text) throw new Error(`The AI writer returned an empty ${req.purpose} text`);
        const found = await detectLanguage(text);
        if (found === undefined || found === language) return { text, writer: final.writer, model: final.model, usage };
        if (round >= 2) throw new Error(`the AI answer was not in ${LANGUAGE_NAMES[language].english} (it came back in ${LANGUAGE_NAMES[found].english}, twice)`);
      }
    },
  };
}
