/**
 * Deterministic composition of every text from the facts and the team's interpretation texts.
 * Same facts in, same text out; different placements, different texts.
 */
import type { BlueprintFacts, SkyTextFacts, TextRequest, ZodiacSign } from '../facts';
import { capitalize, isZodiacSign, ZODIAC_SIGNS } from '../facts';
import type { AstrologySection, HumanDesignSection, SectionKey } from '../sections';
import { SECTION_BODY } from '../sections';
import { aspectText, ELEMENT_NOTES, POINT_TEXTS, SIGN_TEXTS } from './astro-texts';
import { offlinePack, offlineRoom } from './pack';
import type { AiLanguage } from '../types';
import { numberKeywords } from './numerology-texts';


const paragraphs = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const fmtOrb = (orb: number): string => `${Math.abs(orb).toFixed(1)}°`;
const centerList = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
const bodyName = (key: string): string => (POINT_TEXTS as Record<string, { name: string } | undefined>)[key.toLowerCase()]?.name ?? key.split('_').map(capitalize).join(' ');

/* ------------------------------------------------------------------------------------ astrology */

/** One astrology section in a language (English when the language has no texts yet). */
export function astrologySection(key: AstrologySection, facts: BlueprintFacts, language?: AiLanguage): string {
  return offlinePack(language).pack.astrologySection(key, facts);
}

/** One section of a blueprint in a language (English when the language has no texts for its room yet). */
export function composeSection(key: SectionKey, facts: BlueprintFacts, language?: AiLanguage): string {
  if (key in SECTION_BODY) return astrologySection(key as AstrologySection, facts, language);
  if (key === 'lifePath') return offlineRoom(language, 'numerologySection').text(facts);
  return offlineRoom(language, 'humanDesignSection').text(key as HumanDesignSection, facts);
}

/* ---------------------------------------------------------------------------------- free texts */

const LUNAR_PHASES: Record<string, string> = {
  new: 'The New Moon favours quiet intentions and fresh starts.',
  'waxing crescent': 'The Waxing Crescent supports first steps and gathering momentum.',
  'first quarter': 'The First Quarter Moon asks for decisions and a little courage.',
  'waxing gibbous': 'The Waxing Gibbous Moon is good for refining and adjusting what is under way.',
  full: 'The Full Moon brings things into the light: feelings, results and what needs balance.',
  'waning gibbous': 'The Waning Gibbous Moon invites sharing what you have learned.',
  'last quarter': 'The Last Quarter Moon is a time to release what no longer fits.',
  'third quarter': 'The Last Quarter Moon is a time to release what no longer fits.',
  'waning crescent': 'The Waning Crescent favours rest, reflection and closure.',
};

function lunarText(phase: string | undefined): string | undefined {
  if (!phase) return undefined;
  const p = phase.toLowerCase();
  const key = Object.keys(LUNAR_PHASES)
    .sort((a, b) => b.length - a.length)
    .find((k) => p.includes(k));
  return key ? LUNAR_PHASES[key] : `The Moon is in its ${phase} phase.`;
}

const SIGN_DISTANCE_ASPECT = ['conjunction', 'semi-sextile', 'sextile', 'square', 'trine', 'quincunx', 'opposition'];

function signRelation(from: ZodiacSign, to: ZodiacSign): string {
  const d = Math.abs(ZODIAC_SIGNS.indexOf(from) - ZODIAC_SIGNS.indexOf(to));
  return SIGN_DISTANCE_ASPECT[Math.min(d, 12 - d)] ?? 'conjunction';
}

interface SkyLines {
  sun?: string;
  moon?: string;
  retro?: string;
  aspect?: string;
}

function skyLines(f: SkyTextFacts): SkyLines {
  const out: SkyLines = {};
  const sun = f.sky.sun;
  const moon = f.sky.moon;
  if (sun) out.sun = `The Sun is in ${SIGN_TEXTS[sun.sign].name}, setting a ${SIGN_TEXTS[sun.sign].qualities} tone for the season.`;
  if (moon) out.moon = `The Moon in ${SIGN_TEXTS[moon.sign].name} colours the day's mood as ${SIGN_TEXTS[moon.sign].qualities}.`;
  const retro = Object.entries(f.sky)
    .filter(([k, b]) => b?.isRetrograde && !['north_node', 'south_node', 'lilith'].includes(k))
    .map(([k]) => bodyName(k));
  if (retro.length) out.retro = `${centerList(retro)} ${retro.length === 1 ? 'is' : 'are'} retrograde, a cue to review rather than rush in ${retro.length === 1 ? 'its' : 'their'} areas.`;
  const top = [...f.highlights].sort((x, y) => Math.abs(x.orb) - Math.abs(y.orb))[0];
  if (top) out.aspect = `The standout aspect is ${bodyName(top.planet1)} ${top.type.toLowerCase()} ${bodyName(top.planet2)} (orb ${fmtOrb(top.orb)}), which ${aspectText(top.type)}.`;
  return out;
}

const joinDefined = (...xs: (string | undefined)[]): string => xs.filter(Boolean).join(' ');

export function composeText(req: TextRequest, language?: AiLanguage): string {
  switch (req.purpose) {
    case 'relationship':
      return offlineRoom(language, 'relationshipReading').text(req.facts);
    case 'vedic':
      return offlineRoom(language, 'vedicReading').text(req.facts);
    case 'transit':
      return offlinePack(language).pack.transitReading(req.facts);
    case 'daily-insight': {
      const f = req.facts;
      const moon = f.sky.moon;
      return paragraphs(
        (({ sun, moon: m, retro, aspect }) => joinDefined(sun, m, retro, aspect))(skyLines(f)),
        [lunarText(f.lunarPhase?.phase), moon ? `A practical suggestion: ${ELEMENT_NOTES[SIGN_TEXTS[moon.sign].element].replace(/^As an? \w+ placement it/, 'today').replace(/\.$/, '')}, so plan accordingly.` : undefined]
          .filter(Boolean)
          .join(' '),
      );
    }
    case 'sign-horoscope': {
      const f = req.facts;
      const s = isZodiacSign(f.sign) ? SIGN_TEXTS[f.sign] : undefined;
      const moon = f.sky.moon;
      const sun = f.sky.sun;
      const rel: string[] = [];
      if (moon) rel.push(`The Moon in ${SIGN_TEXTS[moon.sign].name} forms a ${signRelation(f.sign, moon.sign)} to ${s?.name ?? f.sign} today, so ${SIGN_TEXTS[moon.sign].qualities} feelings ${['trine', 'sextile', 'conjunction'].includes(signRelation(f.sign, moon.sign)) ? 'flow easily for you' : 'ask for a little extra patience'}.`);
      if (sun) rel.push(`With the Sun in ${SIGN_TEXTS[sun.sign].name}, the season ${signRelation(f.sign, sun.sign) === 'conjunction' ? 'puts you in the spotlight' : `speaks to you through a ${signRelation(f.sign, sun.sign)}`}.`);
      return paragraphs(
        s ? `${s.name}, your ${s.qualities} nature meets today's sky.` : `Today's sky for ${capitalize(f.sign)}.`,
        rel.join(' '),
        (({ retro, aspect }) => joinDefined(retro, aspect, lunarText(f.lunarPhase?.phase)))(skyLines(f)),
      );
    }
  }
}

/** The offline advisor's reply (chat), grounded on the facts when present. */
export function composeChatReply(lastUserMessage: string, facts: BlueprintFacts | undefined): string {
  const quoted = lastUserMessage.length > 120 ? `${lastUserMessage.slice(0, 117)}...` : lastUserMessage;
  const parts: string[] = [`You asked: "${quoted}". I am answering in offline mode, from your chart's key facts rather than a full conversation.`];
  const a = facts?.astrology?.bodies;
  if (a) {
    const big3 = (['sun', 'moon', 'ascendant'] as const)
      .map((k) => (a[k] ? `${POINT_TEXTS[k].name} in ${SIGN_TEXTS[a[k].sign].name}` : undefined))
      .filter(Boolean);
    if (big3.length) parts.push(`Your ${big3.join(', ')} suggest meeting this question in a way that honours both your core and your feelings.`);
  }
  const h = facts?.humanDesign;
  if (h) parts.push(`As a ${h.type} with ${h.authority} authority, the most reliable guide is your strategy: ${h.strategy.toLowerCase()}.`);
  const n = facts?.numerology;
  if (n) parts.push(`Your life path ${n.lifePathNumber} adds a theme of ${numberKeywords(n.lifePathNumber)}.`);
  if (!a && !h && !n) parts.push('Without a blueprint on file I can only answer in general terms: notice what feels genuinely energising, and give important decisions the time they need.');
  return parts.join(' ');
}
