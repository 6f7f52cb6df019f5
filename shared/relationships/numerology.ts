/**
 * Numerology compatibility (docs/relationships.md#numerology). Each person's life path, expression
 * and soul urge come from the numerology core. The method is symmetric:
 *
 * 1. A master number counts as its root for the comparison (11 -> 2, 22 -> 4, 33 -> 6).
 * 2. The nine roots fall into three families: mind (1, 5, 7), practical (2, 4, 8) and creative
 *    (3, 6, 9). A pair of numbers scores: the same number 80 (mirrors: easy understanding, shared
 *    blind spots); the same family 90; creative with either other family 65 (compatible); mind
 *    with practical 40 (challenging).
 * 3. compatibility = round(0.5 x lifePath pair + 0.25 x expression pair + 0.25 x soul urge pair);
 *    bands: >= 80 Excellent, >= 65 Good, >= 50 Moderate, else Challenging.
 */
import { parseDate } from '../astro/time';
import { lifePathOf, nameNumbers } from '../numerology/index';

export type Family = 'mind' | 'practical' | 'creative';
export type PairRelation = 'same' | 'natural' | 'compatible' | 'challenging';
export type CompatibilityBand = 'Excellent' | 'Good' | 'Moderate' | 'Challenging';

export const FAMILY: Readonly<Record<number, Family>> = { 1: 'mind', 5: 'mind', 7: 'mind', 2: 'practical', 4: 'practical', 8: 'practical', 3: 'creative', 6: 'creative', 9: 'creative' };
export const RELATION_SCORE: Readonly<Record<PairRelation, number>> = { same: 80, natural: 90, compatible: 65, challenging: 40 };
export const WEIGHTS = { lifePath: 0.5, expression: 0.25, soulUrge: 0.25 } as const;

const MASTER_ROOT: Readonly<Record<number, number>> = { 11: 2, 22: 4, 33: 6 };
export const rootOf = (n: number): number => MASTER_ROOT[n] ?? n;

export function pairRelation(x: number, y: number): PairRelation {
  const a = rootOf(x);
  const b = rootOf(y);
  if (a === b) return 'same';
  const fa = FAMILY[a];
  const fb = FAMILY[b];
  if (fa === fb) return 'natural';
  if (fa === 'creative' || fb === 'creative') return 'compatible';
  return 'challenging';
}

export const compatibilityBand = (score: number): CompatibilityBand => (score >= 80 ? 'Excellent' : score >= 65 ? 'Good' : score >= 50 ? 'Moderate' : 'Challenging');

export interface PersonNumbers {
  lifePathNumber: number;
  expressionNumber: number;
  soulUrgeNumber: number;
}

export interface PairScore {
  a: number;
  b: number;
  relation: PairRelation;
  score: number;
}

export interface NumerologyCompatibility {
  a: PersonNumbers;
  b: PersonNumbers;
  pairs: { lifePath: PairScore; expression: PairScore; soulUrge: PairScore };
  compatibility: { score: number; band: CompatibilityBand };
  description: string;
}

export const personNumbers = (fullName: string, birthDate: string): PersonNumbers => ({
  lifePathNumber: lifePathOf(parseDate(birthDate, 'Invalid birth date')).lifePathNumber,
  ...(({ expressionNumber, soulUrgeNumber }) => ({ expressionNumber, soulUrgeNumber }))(nameNumbers(fullName)),
});

const pair = (a: number, b: number): PairScore => {
  const relation = pairRelation(a, b);
  return { a, b, relation, score: RELATION_SCORE[relation] };
};

const FAMILY_TEXT: Record<Family, string> = { mind: 'independent, questioning minds', practical: 'builders who value security and results', creative: 'expressive, people-centred hearts' };
const RELATION_TEXT: Record<PairRelation, string> = {
  same: 'share the same life path number: you recognise each other quickly, and share the same blind spots',
  natural: 'belong to the same family of numbers and tend to understand each other without much explaining',
  compatible: 'come from different but compatible families of numbers: each brings what the other lacks',
  challenging: 'come from families of numbers that pull in different directions: the bond grows through conscious effort and respect for difference',
};

export function compareNumbers(a: PersonNumbers, b: PersonNumbers): NumerologyCompatibility {
  const pairs = { lifePath: pair(a.lifePathNumber, b.lifePathNumber), expression: pair(a.expressionNumber, b.expressionNumber), soulUrge: pair(a.soulUrgeNumber, b.soulUrgeNumber) };
  const score = Math.round(WEIGHTS.lifePath * pairs.lifePath.score + WEIGHTS.expression * pairs.expression.score + WEIGHTS.soulUrge * pairs.soulUrge.score);
  const band = compatibilityBand(score);
  const fa = FAMILY[rootOf(a.lifePathNumber)]!;
  const fb = FAMILY[rootOf(b.lifePathNumber)]!;
  const families = fa === fb ? `both ${FAMILY_TEXT[fa]}` : `${FAMILY_TEXT[fa]} and ${FAMILY_TEXT[fb]}`;
  const description =
    `Life paths ${a.lifePathNumber} and ${b.lifePathNumber} (${families}) ${RELATION_TEXT[pairs.lifePath.relation]}. ` +
    `Expression ${pairs.expression.relation === 'challenging' ? 'asks for patience in how you each act and speak' : 'supports how you work together'}, ` +
    `and soul urge ${pairs.soulUrge.relation === 'challenging' ? 'shows different inner needs to talk about openly' : 'shows inner needs that meet easily'}. ` +
    `Overall compatibility ${score}/100 (${band}).`;
  return { a, b, pairs, compatibility: { score, band }, description };
}

export const computeNumerologyCompatibility = (a: { fullName: string; birthDate: string }, b: { fullName: string; birthDate: string }): NumerologyCompatibility =>
  compareNumbers(personNumbers(a.fullName, a.birthDate), personNumbers(b.fullName, b.birthDate));
