/** The AI layer's grounding facts for one relationship (shared/ai `purpose: 'relationship'`). */
import type { RelationshipTextFacts } from '../ai/index';
import type { ModuleData } from './index';

/** How many synastry contacts and composite aspects go into the prompt. */
export const AI_ASPECTS = 12;
const PERSONAL = new Set(['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant']);

export function relationshipFacts(names: [string, string], d: { [M in keyof ModuleData]: ModuleData[M] | null }): RelationshipTextFacts {
  const f: RelationshipTextFacts = { names };
  if (d.synastry) {
    const s = d.synastry;
    // personal-to-personal contacts first, then by orb
    const rank = (x: (typeof s.aspects)[number]) => (PERSONAL.has(x.pointA) ? 0 : 1) + (PERSONAL.has(x.pointB) ? 0 : 1);
    const aspects = [...s.aspects].sort((x, y) => rank(x) - rank(y) || x.orb - y.orb).slice(0, AI_ASPECTS);
    f.synastry = { score: { value: s.score.value, band: s.score.band }, harmony: s.harmony.value, aspects, dominantElement: s.elements.dominant, dominantModality: s.modalities.dominant };
  }
  if (d.composite) {
    const b = d.composite.celestialBodies;
    f.composite = {
      sun: { sign: b.sun.sign, house: b.sun.house },
      moon: { sign: b.moon.sign, house: b.moon.house },
      ascendant: { sign: b.ascendant.sign },
      aspects: [...d.composite.aspects].sort((x, y) => x.orb - y.orb).slice(0, AI_ASPECTS),
    };
  }
  if (d.davison) {
    const b = d.davison.celestialBodies;
    f.davison = { moment: d.davison.moment.utc, sun: { sign: b.sun.sign, house: b.sun.house }, moon: { sign: b.moon.sign, house: b.moon.house }, ascendant: { sign: b.ascendant.sign } };
  }
  if (d.humanDesign) {
    const h = d.humanDesign;
    const names = (kind: string) => h.channels.filter((c) => c.kind === kind).map((c) => `${c.name} (${c.gates.join('-')})`);
    const withWho = (kind: string) => h.channels.filter((c) => c.kind === kind).map((c) => ({ channel: `${c.name} (${c.gates.join('-')})`, who: c.who ?? '' }));
    f.humanDesign = {
      theme: h.theme,
      combinedType: h.combined.type,
      a: { type: h.a.type, authority: h.a.authority, profile: h.a.profile },
      b: { type: h.b.type, authority: h.b.authority, profile: h.b.profile },
      electromagnetic: names('electromagnetic'),
      companionship: names('companionship'),
      dominance: withWho('dominance'),
      compromise: withWho('compromise'),
    };
  }
  if (d.numerology) {
    const n = d.numerology;
    const nums = (p: typeof n.a) => ({ lifePath: p.lifePathNumber, expression: p.expressionNumber, soulUrge: p.soulUrgeNumber });
    f.numerology = { a: nums(n.a), b: nums(n.b), score: n.compatibility.score, band: n.compatibility.band };
  }
  return f;
}
