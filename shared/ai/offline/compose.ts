/**
 * Deterministic composition of every text from the facts and the team's interpretation texts.
 * Same facts in, same text out; different placements, different texts.
 */
import type { BlueprintFacts, HumanDesignFacts, NumerologyFacts, SkyTextFacts, TextRequest, ZodiacSign } from '../facts';
import { capitalize, isZodiacSign, ZODIAC_SIGNS } from '../facts';
import type { AstrologySection, HumanDesignSection, SectionKey } from '../sections';
import { SECTION_BODY } from '../sections';
import { aspectText, ELEMENT_NOTES, POINT_TEXTS, SIGN_TEXTS } from './astro-texts';
import { offlinePack } from './pack';
import type { AiLanguage } from '../types';
import {
  AUTHORITY_TEXTS,
  authorityKey,
  CENTER_TEXTS,
  CROSS_ANGLE_TEXTS,
  crossAngleKey,
  DEFINITION_TEXTS,
  definitionKey,
  DESIGN_SENSE_TEXTS,
  DIGESTION_TEXTS,
  ENVIRONMENT_TEXTS,
  hdTypeKey,
  MOTIVATION_TEXTS,
  parseProfile,
  PERSPECTIVE_TEXTS,
  PROFILE_LINES,
  TYPE_TEXTS,
  variableText,
} from './hd-texts';
import { LIFE_PATH_TEXTS, numberKeywords } from './numerology-texts';
import { composeRelationship } from '../relationship';
import { composeVedic } from '../vedic';


const paragraphs = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const fmtOrb = (orb: number): string => `${Math.abs(orb).toFixed(1)}°`;
const ordinal = (n: number): string => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
const bodyName = (key: string): string => (POINT_TEXTS as Record<string, { name: string } | undefined>)[key.toLowerCase()]?.name ?? key.split('_').map(capitalize).join(' ');

/* ------------------------------------------------------------------------------------ astrology */

/** One astrology section in a language (English when the language has no texts yet). */
export function astrologySection(key: AstrologySection, facts: BlueprintFacts, language?: AiLanguage): string {
  return offlinePack(language).pack.astrologySection(key, facts);
}

/* -------------------------------------------------------------------------------- human design */

const centerList = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

function signatureOf(h: HumanDesignFacts): { signature: string; notSelf: string } {
  const k = hdTypeKey(h.type);
  return {
    signature: h.signature ?? (k ? TYPE_TEXTS[k].signature : 'Alignment'),
    notSelf: h.notSelfTheme ?? (k ? TYPE_TEXTS[k].notSelf : 'Resistance'),
  };
}

const missingVariable = (what: string): string =>
  `The ${what} variable could not be determined for this chart (it needs a precise birth time), so this part stays general: notice, without pressure, which conditions make you feel clearest, and let that observation guide you.`;

export function humanDesignSection(key: HumanDesignSection, facts: BlueprintFacts): string {
  const h = facts.humanDesign;
  if (!h) return '';
  const tk = hdTypeKey(h.type);
  const t = tk ? TYPE_TEXTS[tk] : undefined;
  const defined = h.definedCenters.map((c) => CENTER_TEXTS[c].name);
  const open = h.undefinedCenters.map((c) => CENTER_TEXTS[c].name);
  const { signature, notSelf } = signatureOf(h);
  const ak = authorityKey(h.authority);
  const v = h.variables ?? {};
  switch (key) {
    case 'type':
      return paragraphs(
        `You are a ${h.type}${defined.length ? `, with ${defined.length} of 9 centers defined (${centerList(defined)})` : ', with all nine centers open'}.`,
        t ? `${t.aura} ${t.gift}` : 'Your type describes how your energy meets the world and how you are designed to engage with life.',
        `When you live your type, the feeling that tells you so is ${signature.toLowerCase()}; ${notSelf.toLowerCase()} is a friendly signal that you have drifted from it.`,
      );
    case 'strategy':
      return paragraphs(
        `As a ${h.type}, your strategy is: ${h.strategy}.`,
        t?.strategy ?? 'Your strategy is a practical way of entering situations that reduces resistance in your life.',
        `It works hand in hand with your ${h.authority} authority: the strategy tells you how to meet an opportunity, the authority tells you whether it is right for you. Try it with small everyday choices first, such as which invitation to accept or which task to start, and watch how much smoother things become.`,
      );
    case 'authority':
      return paragraphs(
        `Your inner authority is ${h.authority}.`,
        ak ? AUTHORITY_TEXTS[ak] : 'Your authority is the inner compass that tells you, beyond the mind\'s arguments, what is correct for you.',
        `For a ${h.type}, this is the final step after your strategy (${h.strategy.toLowerCase()}). The mind remains a wonderful advisor for others; for your own decisions, let this authority have the last word.`,
      );
    case 'profile': {
      const lines = parseProfile(h.profile);
      if (!lines) return paragraphs(`Your profile is ${h.profile}.`, 'Your profile describes the costume your purpose wears: the role you tend to play with others.');
      const [c, d] = lines;
      const lc = PROFILE_LINES[c]!;
      const ld = PROFILE_LINES[d]!;
      return paragraphs(
        `Your profile is ${h.profile}, the ${lc.name}/${ld.name}.`,
        `Your conscious line, the ${ordinal(c)} line or ${lc.name}, ${lc.text}. Your unconscious line, the ${ordinal(d)} line or ${ld.name}, ${ld.text}.`,
        c === d
          ? 'Both lines share the same theme, which makes it especially pronounced in your life.'
          : `Together they describe someone who ${lc.short} and who ${ld.short}. Living your strategy and authority is what lets this profile unfold naturally.`,
      );
    }
    case 'definition': {
      const dk = definitionKey(h.definition);
      const ch = h.channels.map((c) => `${c.gates[0]}-${c.gates[1]}${c.name ? ` (${c.name})` : ''}`);
      return paragraphs(
        `Your definition is ${h.definition}.`,
        DEFINITION_TEXTS[dk] ?? '',
        ch.length
          ? `Your definition is built by ${ch.length === 1 ? 'the channel' : `${ch.length} channels:`} ${centerList(ch)}, linking ${centerList(defined)}.`
          : 'No channel is complete in your chart, so your consistency lies in openness itself.',
      );
    }
    case 'incarnationCross': {
      const c = h.incarnationCross;
      if (!c) return paragraphs('Your incarnation cross could not be determined for this chart.', 'It describes a life theme; meanwhile, your type, strategy and authority remain the most practical guides.');
      const ak2 = crossAngleKey(c.angle, c.name);
      return paragraphs(
        `Your incarnation cross is the ${c.name}${c.gates?.length ? `, formed by gates ${centerList(c.gates.map(String))}` : ''}.`,
        ak2 ? CROSS_ANGLE_TEXTS[ak2] : 'It describes the broad theme your life tends to circle around.',
        'A cross is not a task to accomplish or a fate to fear. It is a theme that tends to unfold by itself as you follow your strategy and authority, often becoming clearer in the second half of life.',
      );
    }
    case 'signature':
      return paragraphs(
        `As a ${h.type}, your signature is ${signature}, and your not-self theme is ${notSelf}.`,
        `${signature} is the quiet confirmation that you are living in line with your design: decisions made through your ${h.authority} authority tend to lead there.`,
        `${notSelf} is not a failure but a useful signal. When it shows up, pause and ask whether you entered a situation through your strategy (${h.strategy.toLowerCase()}) or through pressure from outside.`,
      );
    case 'motivation':
      return paragraphs(v.motivation ? `Your motivation is ${v.motivation}.` : undefined, variableText(MOTIVATION_TEXTS, v.motivation) ?? missingVariable('motivation'), 'Motivation describes why you do things when you are correct; it is not the same as what you think should drive you.');
    case 'perspective':
      return paragraphs(v.perspective ? `Your perspective is ${v.perspective}.` : undefined, variableText(PERSPECTIVE_TEXTS, v.perspective) ?? missingVariable('perspective'), 'Perspective, also called view, is the lens through which your mind naturally frames what it sees.');
    case 'digestion':
      return paragraphs(v.digestion ? `Your digestion (determination) is ${v.digestion}.` : undefined, variableText(DIGESTION_TEXTS, v.digestion) ?? missingVariable('digestion'), 'Treat this as a gentle experiment in how you take in food and information, never as a medical rule; anything health-related belongs with a qualified professional.');
    case 'environment':
      return paragraphs(v.environment ? `Your environment is ${v.environment}.` : undefined, variableText(ENVIRONMENT_TEXTS, v.environment) ?? missingVariable('environment'), 'The right environment supports everything else in your design; notice how different places change your clarity and well-being.');
    case 'designSense':
      return paragraphs(v.designSense ? `Your design sense (cognition) is ${v.designSense}.` : undefined, variableText(DESIGN_SENSE_TEXTS, v.designSense) ?? missingVariable('design sense'), 'Design sense shows the channel through which your body\'s awareness works best; trusting it can make your perception sharper.');
    case 'definedCenters':
      return h.definedCenters.length
        ? paragraphs(`Your defined centers are ${centerList(defined)}. They are your consistent energies, the parts of you that work the same way regardless of who you are with.`, h.definedCenters.map((c) => CENTER_TEXTS[c].defined).join(' '), 'Others feel these energies from you; they are reliable resources you can build on.')
        : paragraphs('You have no defined centers: every center in your chart is open.', 'Rather than a lack, this is your gift. You experience the full range of human energies through others, and you can become very wise about them, as long as you do not mistake them for your own.');
    case 'undefinedCenters':
      return h.undefinedCenters.length
        ? paragraphs(`Your undefined, or open, centers are ${centerList(open)}. Here you take in and amplify energies from others, which makes these places of learning and potential wisdom.`, h.undefinedCenters.map((c) => CENTER_TEXTS[c].open).join(' '), 'The practice is simple: notice what you are feeling in these areas and ask whether it is truly yours.')
        : paragraphs('All nine of your centers are defined, which is very rare.', 'You carry a highly consistent energy and are less affected by conditioning from others; the learning lies in understanding how strongly your fixed energies affect the people around you.');
  }
}

/* ----------------------------------------------------------------------------------- numerology */

export function numerologySection(facts: BlueprintFacts): string {
  const n: NumerologyFacts | undefined = facts.numerology;
  if (!n) return '';
  const t = LIFE_PATH_TEXTS[n.lifePathNumber];
  const extra: string[] = [];
  if (n.expressionNumber !== undefined) extra.push(`Your expression number ${n.expressionNumber} adds ${numberKeywords(n.expressionNumber)} to how you apply it`);
  if (n.soulUrgeNumber !== undefined) extra.push(`your soul urge number ${n.soulUrgeNumber} shows an inner longing for ${numberKeywords(n.soulUrgeNumber)}`);
  return paragraphs(
    `Your life path number is ${n.lifePathNumber}, the number of ${t?.keywords ?? 'a distinctive personal theme'}. ${t?.lesson ?? ''}`.trim(),
    t ? `${t.gifts} ${t.challenge}` : undefined,
    extra.length ? `${capitalize(extra.join(', while '))}.` : 'The life path describes a direction of growth rather than a fixed destiny; you choose how to walk it.',
  );
}

export function composeSection(key: SectionKey, facts: BlueprintFacts, language?: AiLanguage): string {
  if (key in SECTION_BODY) return astrologySection(key as AstrologySection, facts, language);
  if (key === 'lifePath') return numerologySection(facts);
  return humanDesignSection(key as HumanDesignSection, facts);
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
      return composeRelationship(req.facts);
    case 'vedic':
      return composeVedic(req.facts);
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
