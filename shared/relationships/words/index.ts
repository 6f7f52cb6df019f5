/**
 * A relationship's computed texts in the request's language: the numerology `description` and
 * the synastry score's `contributions[].description`, written again from their facts (the core
 * writes the English ones, unchanged). One module per language (./<language>.ts); bodies and
 * aspects named by the label tables, numbers through shared/i18n/format.ts.
 */
import { formatNumber } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { labelOf } from '../../i18n/labels/index';
import { SIGNS } from '../../astro/zodiac';
import type { PresentedSynastry } from '../present';
import { FAMILY, rootOf, type NumerologyCompatibility } from '../numerology';
import type { RelationshipScore } from '../score';
import { DE } from './de';
import { ES } from './es';
import { FR } from './fr';
import { HI } from './hi';
import { IT } from './it';
import { PT } from './pt';
import type { RelationshipWords } from './types';

const WORDS: Partial<Record<Language, RelationshipWords>> = { fr: FR, es: ES, de: DE, pt: PT, it: IT, hi: HI };

export function localizeNumerology(n: NumerologyCompatibility, language: Language): NumerologyCompatibility {
  const w = WORDS[language];
  if (!w) return n;
  return {
    ...n,
    description: w.numerology({
      a: n.a.lifePathNumber,
      b: n.b.lifePathNumber,
      familyA: FAMILY[rootOf(n.a.lifePathNumber)]!,
      familyB: FAMILY[rootOf(n.b.lifePathNumber)]!,
      relation: n.pairs.lifePath.relation,
      expressionChallenging: n.pairs.expression.relation === 'challenging',
      soulUrgeChallenging: n.pairs.soulUrge.relation === 'challenging',
      score: n.compatibility.score,
      band: n.compatibility.band,
    }),
  };
}

/** The score's contributions described in the language; `sunModality`: the modality both Suns share (the destiny sign). */
export function localizeScore(s: RelationshipScore, language: Language, sunModality: 'cardinal' | 'fixed' | 'mutable'): RelationshipScore {
  const w = WORDS[language];
  if (!w) return s;
  return {
    ...s,
    contributions: s.contributions.map((c) => ({
      ...c,
      description:
        c.rule === 'destiny-sign' || !c.pointA || !c.pointB || !c.aspect
          ? w.destinySign(sunModality)
          : w.contact(labelOf(language, 'bodies', c.pointA), labelOf(language, 'aspects', c.aspect), c.aspect, labelOf(language, 'bodies', c.pointB), formatNumber(c.orb ?? 0, language, 2)),
    })),
  };
}

/** The texts of a relationship's modules in the language (the same facts; English as computed). */
export function localizeRelationship<T extends { synastry: PresentedSynastry | null; numerology: NumerologyCompatibility | null }>(data: T, language: Language): T {
  if (language === 'en' || !WORDS[language]) return data;
  const sunSign = data.synastry?.houseOverlays.aInB.find((o) => o.point === 'sun')?.sign;
  const modality = SIGNS.find((s) => s.key === sunSign)?.modality ?? 'cardinal';
  return {
    ...data,
    synastry: data.synastry ? { ...data.synastry, score: localizeScore(data.synastry.score, language, modality) } : null,
    numerology: data.numerology ? localizeNumerology(data.numerology, language) : null,
  };
}
