/**
 * Prompts of the Anthropic writer: the writing rules, the cached grounding context (the chart's
 * facts as structured data), and the per-section / per-purpose instructions.
 */
import type {
  AstrologyFacts,
  BlueprintFacts,
  BodyFacts,
  HdCenter,
  HumanDesignFacts,
  NumerologyFacts,
  SignHoroscopeFacts,
  SkyTextFacts,
  TextRequest,
  TransitTextFacts,
} from './facts';
import { ASTRO_BODIES, capitalize } from './facts';
import type { AiModule, SectionKey } from './sections';
import { AI_MODULE_NAMES, AI_MODULES, MODULE_SECTIONS, SECTION_BODY, SECTION_FOCUS, SECTION_TITLES } from './sections';
import { composeSection } from './offline/compose';
import { RELATIONSHIP_INSTRUCTION, relationshipFactsText } from './relationship';
import { VEDIC_INSTRUCTION, vedicFactsText } from './vedic';
import { CENTER_TEXTS } from './offline/hd-texts';
import type { AiLanguage } from './types';
import { LANGUAGE_NAMES } from '../i18n/languages';

/**
 * The line that tells the model which language to write in: the language named in itself and in
 * English (`Language: Deutsch (German).`), so the instruction is clear whatever language the
 * rest of the prompt is in. The fake server of the tests reads it too.
 */
export function languageLine(language: AiLanguage): string {
  const n = LANGUAGE_NAMES[language];
  if (language === 'en') return 'Language: English. Write the whole text in English.';
  return `Language: ${n.native} (${n.english}). Write the whole text in ${n.english}, every sentence, with the terms astrologers writing in ${n.english} use${language === 'hi' ? ', in Devanagari script' : ''}; keep only personal names as given.`;
}

export const WRITING_RULES = `You are the writer of a personal astrology, Human Design and numerology blueprint service.

How you write:
- Warm, respectful and encouraging, addressing the reader as "you". Grounded and concrete rather than vague.
- Specific to this person's chart: name the actual placements (sign, house, degree, type, authority, profile, centers, numbers) that you are interpreting, and connect them.
- Use only the facts given in the chart context. Never invent or change a placement, house, aspect, center, channel or number. If a fact is missing, do not guess it.
- Offer possibilities and invitations, never fixed outcomes. No fatalism, no predictions of doom, illness, death, accidents or breakups. Challenges are described as growth edges with a constructive way to work with them.
- No medical, psychological-diagnostic, legal or financial advice. Do not recommend treatments, medication, investments or legal steps; where such a topic comes up, suggest consulting a qualified professional.
- Describe astrology, Human Design and numerology as reflective tools, not scientific certainty.
- Plain text only: no markdown, no headings, no bullet lists, no emojis. Separate paragraphs with one blank line.
- Write in the language requested in the instruction, with natural idiom for that language. Keep proper terms (e.g. sign and center names) in that language's usual form.`;

/** 28.9 -> 28°54' (rounded to the arc minute, never rounded up into the next sign). */
export const fmtDeg = (d: number): string => {
  const total = Math.min(Math.round(d * 60), 30 * 60 - 1);
  return `${Math.floor(total / 60)}°${String(total % 60).padStart(2, '0')}'`;
};

export function describeBody(name: string, b: BodyFacts): string {
  const parts = [`${name}: ${capitalize(b.sign)} ${fmtDeg(b.degree)}`];
  if (b.house !== undefined) parts.push(`house ${b.house}`);
  if (b.isRetrograde) parts.push('retrograde');
  return parts.join(', ');
}

const bodyLabel = (key: string): string => key.split('_').map(capitalize).join(' ').replace(/^Ic$/, 'IC');

function astrologyContext(a: AstrologyFacts): string {
  const lines = ['ASTROLOGY (tropical zodiac' + (a.houseSystem ? `, ${a.houseSystem} houses` : '') + ')'];
  for (const key of ASTRO_BODIES) {
    const b = a.bodies[key];
    if (b) lines.push(`- ${describeBody(bodyLabel(key), b)}`);
  }
  if (a.aspects && a.aspects.length > 0) {
    lines.push('Main aspects:');
    for (const asp of a.aspects) {
      lines.push(`- ${bodyLabel(asp.body1)} ${asp.type} ${bodyLabel(asp.body2)} (orb ${asp.orb.toFixed(1)}°)`);
    }
  }
  return lines.join('\n');
}

function humanDesignContext(h: HumanDesignFacts): string {
  const lines = [
    'HUMAN DESIGN',
    `- Type: ${h.type}`,
    `- Strategy: ${h.strategy}`,
    `- Authority: ${h.authority}`,
    `- Profile: ${h.profile}`,
    `- Definition: ${h.definition}`,
  ];
  if (h.signature) lines.push(`- Signature: ${h.signature}` + (h.notSelfTheme ? `; not-self theme: ${h.notSelfTheme}` : ''));
  if (h.incarnationCross) {
    const c = h.incarnationCross;
    lines.push(`- Incarnation cross: ${c.name}` + (c.gates?.length ? ` (gates ${c.gates.join('/')})` : ''));
  }
  const centers = (cs: HdCenter[]): string => (cs.length ? cs.map((c) => CENTER_TEXTS[c].name).join(', ') : 'none');
  lines.push(`- Defined centers: ${centers(h.definedCenters)}`);
  lines.push(`- Undefined (open) centers: ${centers(h.undefinedCenters)}`);
  lines.push(
    `- Channels: ${h.channels.length ? h.channels.map((c) => `${c.gates[0]}-${c.gates[1]}${c.name ? ` ${c.name}` : ''}`).join('; ') : 'none'}`,
  );
  if (h.gates?.length) lines.push(`- Activated gates: ${h.gates.join(', ')}`);
  const v = h.variables;
  if (v) {
    if (v.motivation) lines.push(`- Motivation: ${v.motivation}`);
    if (v.perspective) lines.push(`- Perspective: ${v.perspective}`);
    if (v.digestion) lines.push(`- Digestion (determination): ${v.digestion}`);
    if (v.environment) lines.push(`- Environment: ${v.environment}`);
    if (v.designSense) lines.push(`- Design sense (cognition): ${v.designSense}`);
  }
  return lines.join('\n');
}

function numerologyContext(n: NumerologyFacts): string {
  const lines = ['NUMEROLOGY', `- Life path number: ${n.lifePathNumber}`];
  if (n.expressionNumber !== undefined) lines.push(`- Expression number: ${n.expressionNumber}`);
  if (n.soulUrgeNumber !== undefined) lines.push(`- Soul urge number: ${n.soulUrgeNumber}`);
  if (n.personalYear !== undefined) lines.push(`- Personal year: ${n.personalYear}`);
  return lines.join('\n');
}

/**
 * The grounding context of a blueprint. Identical for every section of the blueprint (it does
 * not depend on the section or the language), so it is cached once and read by all calls.
 * It carries the facts of every module present; reference notes only for `referenceNotes` modules.
 */
export function blueprintContext(facts: BlueprintFacts, opts: { referenceNotes?: readonly AiModule[] } = {}): string {
  const parts = ['CHART CONTEXT. These computed facts are authoritative; every text must agree with them.'];
  if (facts.name) parts.push(`Person: ${facts.name}`);
  if (facts.astrology) parts.push(astrologyContext(facts.astrology));
  if (facts.humanDesign) parts.push(humanDesignContext(facts.humanDesign));
  if (facts.numerology) parts.push(numerologyContext(facts.numerology));
  if (opts.referenceNotes?.length) parts.push(referenceNotes(facts, opts.referenceNotes));
  return parts.join('\n\n');
}

/**
 * The team's own interpretation building blocks for this chart (the offline writer's texts), per
 * section. They anchor meanings and house style, and they lift the cached prefix above the
 * models' minimum cacheable length (up to 4096 tokens), so caching really applies.
 */
function referenceNotes(facts: BlueprintFacts, modules: readonly AiModule[]): string {
  const lines = [
    'REFERENCE NOTES. The team\'s interpretation building blocks for this chart, per section key. Use their meanings; do not copy their sentences. Write fresh, richer prose that connects the placements.',
  ];
  for (const m of AI_MODULES) {
    if (!facts[m] || !modules.includes(m)) continue;
    for (const key of MODULE_SECTIONS[m]) lines.push(`[${key}] ${composeSection(key, facts).replace(/\s*\n+\s*/g, ' ')}`);
  }
  return lines.join('\n');
}

/** The system line of a streamed answer (the advisor, the daily texts). */
export function answerLanguageLine(language: AiLanguage): string {
  const n = LANGUAGE_NAMES[language];
  return language === 'en' ? 'Answer in English.' : `Answer in ${n.native} (${n.english}).`;
}

const SECTION_MARKER = 'Section key:';

/** The user message for one section. `Section key:` is a stable marker (logs, fake server). */
export function sectionInstruction(module: AiModule, key: SectionKey, facts: BlueprintFacts, language: AiLanguage): string {
  const title = SECTION_TITLES[key];
  const lines = [
    `${SECTION_MARKER} ${key}`,
    `Write the "${title}" section of the ${AI_MODULE_NAMES[module]} part of this person's blueprint.`,
    `Explore: ${SECTION_FOCUS[key]}.`,
  ];
  if (module === 'astrology') {
    const body = SECTION_BODY[key as keyof typeof SECTION_BODY];
    const b = facts.astrology?.bodies[body];
    lines.push(b ? `Placement to interpret: ${describeBody(title, b)}.` : `The exact placement of ${title} is not in the facts: interpret its general meaning only.`);
  }
  lines.push(
    `Length: 170 to 260 words in 2 to 4 paragraphs. Start directly with the interpretation (no title).`,
    languageLine(language),
  );
  return lines.join('\n');
}

function transitFactsText(f: TransitTextFacts): string {
  const lines = [`Period: ${f.period} starting ${f.date}`];
  for (const t of f.transits) {
    lines.push(
      `- Transiting ${capitalize(t.transitingPlanet.toLowerCase())} ${t.aspect.toLowerCase()} natal ${capitalize(t.natalPlanet.toLowerCase())} (orb ${t.orb.toFixed(1)}°${t.isExact ? ', exact' : ''}${t.influence ? `, ${t.influence}` : ''})`,
    );
  }
  if (f.lunarPhase) lines.push(`Moon phase: ${f.lunarPhase.phase}`);
  const n = f.numerology;
  if (n) lines.push(`Personal year ${n.personalYear ?? '-'}, month ${n.personalMonth ?? '-'}, day ${n.personalDay ?? '-'}`);
  if (f.natal) lines.push(astrologyContext(f.natal));
  return lines.join('\n');
}

function skyFactsText(f: SkyTextFacts): string {
  const lines = [`Date: ${f.date}`];
  for (const [body, b] of Object.entries(f.sky)) {
    if (b) lines.push(`- ${bodyLabel(body)} in ${capitalize(b.sign)}${b.isRetrograde ? ' (retrograde)' : ''}`);
  }
  for (const h of f.highlights) {
    lines.push(`- ${capitalize(h.planet1)} ${h.type} ${capitalize(h.planet2)} (orb ${h.orb.toFixed(1)}°${h.applying === undefined ? '' : h.applying ? ', applying' : ', separating'})`);
  }
  if (f.lunarPhase) lines.push(`Moon phase: ${f.lunarPhase.phase}`);
  return lines.join('\n');
}

/** Context and instruction of a free text (2.4, 2.6, 2.8). */
export function textPrompt(req: TextRequest, language: AiLanguage): { context: string; instruction: string } {
  const lang = languageLine(language);
  switch (req.purpose) {
    case 'transit':
      return {
        context: `TRANSIT CONTEXT\n${transitFactsText(req.facts)}`,
        instruction: `Write a holistic interpretation of these transits for the ${req.facts.period}, weaving in the moon phase and the personal numerology numbers. 180 to 300 words, plain text. ${lang}`,
      };
    case 'daily-insight':
      return {
        context: `SKY CONTEXT\n${skyFactsText(req.facts)}`,
        instruction: `Write the daily sky insight for everyone (no natal chart): the day's main energies and one practical suggestion. 90 to 160 words, plain text. ${lang}`,
      };
    case 'relationship':
      return { context: `RELATIONSHIP CONTEXT\n${relationshipFactsText(req.facts)}`, instruction: `${RELATIONSHIP_INSTRUCTION} ${lang}` };
    case 'vedic':
      return { context: `VEDIC CHART CONTEXT\n${vedicFactsText(req.facts)}`, instruction: `${VEDIC_INSTRUCTION} ${lang}` };
    case 'sign-horoscope': {
      const f: SignHoroscopeFacts = req.facts;
      return {
        context: `SKY CONTEXT\n${skyFactsText(f)}`,
        instruction: `Write today's horoscope for ${capitalize(f.sign)}, relating the day's sky to that sign. 110 to 180 words, plain text. ${lang}`,
      };
    }
  }
}
