/** The numerology section of a blueprint, in English (tables in ../numerology-texts.ts). */
import type { BlueprintFacts, NumerologyFacts } from '../../facts';
import { capitalize } from '../../facts';
import { LIFE_PATH_TEXTS as CALCULATOR_TEXTS, PERSONAL_TEXTS } from '../../../numerology/texts';
import type { LifePathProse, PersonalCycleProse } from '../pack-types';
import { LIFE_PATH_TEXTS, numberKeywords } from '../numerology-texts';

/** The life path calculator's prose (shared/numerology/texts.ts, the English of the calculator). */
export const LIFE_PATH_PROSE: Readonly<Record<number, LifePathProse>> = CALCULATOR_TEXTS;

/** The personal cycles' descriptions (shared/numerology/texts.ts). */
export const PERSONAL_CYCLES: Readonly<Record<number, PersonalCycleProse>> = PERSONAL_TEXTS;

const paragraphs = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');


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
