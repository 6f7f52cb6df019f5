/**
 * The relationship reading (`purpose: 'relationship'`): its grounding facts, their text for the
 * model's context, and the offline writer's composition from the same facts.
 */
import { formatMoment } from '../i18n/format';
export interface RelationshipAspectFacts {
  /** Person A's point, person B's point (snake keys). */
  pointA: string;
  pointB: string;
  type: string;
  orb: number;
  influence: string;
}

export interface RelationshipTextFacts {
  names: [string, string];
  synastry?: {
    score: { value: number; band: string };
    harmony: number;
    /** The tightest contacts between personal points first. */
    aspects: RelationshipAspectFacts[];
    dominantElement: string;
    dominantModality: string;
  };
  composite?: { sun: { sign: string; house: number }; moon: { sign: string; house: number }; ascendant: { sign: string }; aspects: { planet1: string; planet2: string; type: string; orb: number }[] };
  davison?: { moment: string; sun: { sign: string; house: number }; moon: { sign: string; house: number }; ascendant: { sign: string } };
  humanDesign?: {
    theme: string;
    combinedType: string;
    a: { type: string; authority: string; profile: string };
    b: { type: string; authority: string; profile: string };
    electromagnetic: string[];
    companionship: string[];
    dominance: { channel: string; who: string }[];
    compromise: { channel: string; who: string }[];
  };
  numerology?: { a: { lifePath: number; expression: number; soulUrge: number }; b: { lifePath: number; expression: number; soulUrge: number }; score: number; band: string };
}

const cap = (s: string): string => s.split('_').map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');

/** The facts as plain lines for the model's context. */
export function relationshipFactsText(f: RelationshipTextFacts): string {
  const [a, b] = f.names;
  const lines = [`Person A: ${a}. Person B: ${b}.`];
  if (f.synastry) {
    const s = f.synastry;
    lines.push(`Synastry: relationship score ${s.score.value} (${s.score.band}, Discepolo's method); harmony index ${s.harmony}/100; dominant element ${s.dominantElement}, modality ${s.dominantModality}.`);
    for (const x of s.aspects) lines.push(`- ${a}'s ${cap(x.pointA)} ${x.type} ${b}'s ${cap(x.pointB)} (orb ${x.orb.toFixed(1)}°, ${x.influence})`);
  }
  if (f.composite) {
    const c = f.composite;
    lines.push(`Composite chart: Sun in ${cap(c.sun.sign)} (house ${c.sun.house}), Moon in ${cap(c.moon.sign)} (house ${c.moon.house}), Ascendant ${cap(c.ascendant.sign)}.`);
    for (const x of c.aspects) lines.push(`- composite ${cap(x.planet1)} ${x.type} ${cap(x.planet2)} (orb ${x.orb.toFixed(1)}°)`);
  }
  if (f.davison) {
    const d = f.davison;
    lines.push(`Davison chart (${d.moment}): Sun in ${cap(d.sun.sign)} (house ${d.sun.house}), Moon in ${cap(d.moon.sign)} (house ${d.moon.house}), Ascendant ${cap(d.ascendant.sign)}.`);
  }
  if (f.humanDesign) {
    const h = f.humanDesign;
    lines.push(`Human Design: ${a} is a ${h.a.type} (${h.a.authority} authority, profile ${h.a.profile}); ${b} is a ${h.b.type} (${h.b.authority}, ${h.b.profile}). Together: ${h.combinedType}, connection theme ${h.theme}.`);
    if (h.electromagnetic.length) lines.push(`- electromagnetic channels: ${h.electromagnetic.join(', ')}`);
    if (h.companionship.length) lines.push(`- companionship channels: ${h.companionship.join(', ')}`);
    for (const x of h.dominance) lines.push(`- dominance: ${x.channel} (${x.who === 'a' ? a : b} has it)`);
    for (const x of h.compromise) lines.push(`- compromise: ${x.channel} (${x.who === 'a' ? a : b} has it)`);
  }
  if (f.numerology) {
    const n = f.numerology;
    lines.push(`Numerology: ${a} life path ${n.a.lifePath}, expression ${n.a.expression}, soul urge ${n.a.soulUrge}; ${b} life path ${n.b.lifePath}, expression ${n.b.expression}, soul urge ${n.b.soulUrge}; compatibility ${n.score}/100 (${n.band}).`);
  }
  return lines.join('\n');
}

export const RELATIONSHIP_INSTRUCTION =
  'Write one reading of this relationship for both people: what draws them together, where they meet easily, where they need care, and one practical suggestion. Name the actual contacts, channels and numbers you interpret. 220 to 380 words, plain text.';

const INFLUENCE_TEXT: Record<string, string> = {
  harmonious: 'flows easily between you',
  challenging: 'asks for patience and honest talk',
  intense: 'fuses your energies strongly',
  adjusting: 'needs small, repeated adjustments',
};

/** The offline writer's reading: deterministic, from the same facts. */
export function composeRelationship(f: RelationshipTextFacts): string {
  const [a, b] = f.names;
  const ps: string[] = [];
  if (f.synastry) {
    const s = f.synastry;
    const top = s.aspects.slice(0, 3).map((x) => `${a}'s ${cap(x.pointA)} ${x.type} ${b}'s ${cap(x.pointB)} (orb ${x.orb.toFixed(1)}°) ${INFLUENCE_TEXT[x.influence] ?? 'colours the bond'}`);
    ps.push(
      `Between ${a} and ${b}, the relationship score is ${s.score.value} (${s.score.band}) and the harmony index ${s.harmony} out of 100, ${s.harmony >= 60 ? 'so the contacts lean towards ease' : s.harmony >= 40 ? 'a balance of ease and friction' : 'so growth comes through friction'}. ${top.length ? `${top.join('; ')}.` : ''} Together your charts lean ${s.dominantElement} and ${s.dominantModality}.`,
    );
  }
  if (f.composite) ps.push(`The composite chart, the relationship as its own entity, has its Sun in ${cap(f.composite.sun.sign)} in house ${f.composite.sun.house} and its Moon in ${cap(f.composite.moon.sign)}: this is where the partnership shines and what it needs to feel safe.`);
  if (f.davison) ps.push(`The Davison chart, cast for ${formatMoment(f.davison.moment, 'en')}, rises in ${cap(f.davison.ascendant.sign)} with the Moon in ${cap(f.davison.moon.sign)}.`);
  if (f.humanDesign) {
    const h = f.humanDesign;
    ps.push(
      `In Human Design, ${a} (${h.a.type}, ${h.a.authority}) and ${b} (${h.b.type}, ${h.b.authority}) form a ${h.theme} connection that works together as a ${h.combinedType}. ${h.electromagnetic.length ? `The electromagnetic ${h.electromagnetic.length === 1 ? 'channel' : 'channels'} ${h.electromagnetic.join(', ')} create attraction.` : ''} ${h.compromise.length ? `Compromise in ${h.compromise.map((x) => x.channel).join(', ')} is where one of you tends to set the tone.` : ''}`,
    );
  }
  if (f.numerology) ps.push(`In numerology, life paths ${f.numerology.a.lifePath} and ${f.numerology.b.lifePath} give a compatibility of ${f.numerology.score} out of 100 (${f.numerology.band}).`);
  ps.push('A practical suggestion: name the easy contacts out loud and lean on them when the demanding ones are active. (Offline reading, composed without an AI model.)');
  return ps.map((p) => p.replace(/\s+/g, ' ').trim()).join('\n\n');
}
