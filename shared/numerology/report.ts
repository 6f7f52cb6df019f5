/**
 * The numerology report's numbers (docs/numerology.md): the core numbers in the Pythagorean or the
 * Chaldean system, birthday and maturity, the four pinnacles and challenges with their ages, the
 * karmic debts met on the way, the karmic lessons and hidden passion of the name, the Lo Shu grid
 * of the birth date, and the personal year, month and day. Pure: no texts (./words) and no I/O.
 */
import type { CalendarDate } from '../astro/time';
import { lifePathOf } from './life-path';
import { personalNumbersOf } from './personal';
import { digitSum, reduce } from './reduce';
import { transliterateName, type Transliteration } from './transliterate';

export const NUMEROLOGY_SYSTEMS = ['pythagorean', 'chaldean'] as const;
export type NumerologySystem = (typeof NUMEROLOGY_SYSTEMS)[number];

/** Pythagorean: A..I 1..9, J..R 1..9, S..Z 1..8. */
const pythagorean = (letter: string): number => ((letter.charCodeAt(0) - 65) % 9) + 1;
/** Chaldean (by sound, 1..8; 9 is never given to a letter): A I J Q Y 1, B K R 2, C G L S 3, D M T 4, E H N X 5, U V W 6, O Z 7, F P 8. */
const CHALDEAN: Record<string, number> = { A: 1, I: 1, J: 1, Q: 1, Y: 1, B: 2, K: 2, R: 2, C: 3, G: 3, L: 3, S: 3, D: 4, M: 4, T: 4, E: 5, H: 5, N: 5, X: 5, U: 6, V: 6, W: 6, O: 7, Z: 7, F: 8, P: 8 };
export const letterValueIn = (system: NumerologySystem, letter: string): number => (system === 'chaldean' ? CHALDEAN[letter]! : pythagorean(letter));

const PLAIN_VOWELS = 'AEIOU';
/** Y is a vowel when neither neighbour in its word is A, E, I, O or U (as the blueprint's numbers). */
const isVowelAt = (word: string, i: number): boolean => {
  const c = word[i]!;
  if (PLAIN_VOWELS.includes(c)) return true;
  if (c !== 'Y') return false;
  const prev = word[i - 1];
  const next = word[i + 1];
  return !(prev !== undefined && PLAIN_VOWELS.includes(prev)) && !(next !== undefined && PLAIN_VOWELS.includes(next));
};

export const KARMIC_DEBTS = [13, 14, 16, 19] as const;

/** Every value met while reducing n (n itself included) down to one digit or a master number. */
export function reductionChain(n: number, keepMasters = true): number[] {
  const chain = [n];
  let x = n;
  while (x > 9 && !(keepMasters && (x === 11 || x === 22 || x === 33))) {
    x = digitSum(x);
    chain.push(x);
  }
  return chain;
}

export interface NameAnalysis {
  transliteration: Transliteration;
  total: number;
  vowels: number;
  consonants: number;
  /** how often each value 1..9 occurs among the letters (index 1..9; 0 unused) */
  valueCounts: number[];
}

export function analyseName(name: string, system: NumerologySystem): NameAnalysis {
  const transliteration = transliterateName(name);
  let vowels = 0;
  let consonants = 0;
  const valueCounts = Array(10).fill(0) as number[];
  for (const w of transliteration.letters.split(' ')) {
    for (let i = 0; i < w.length; i++) {
      const v = letterValueIn(system, w[i]!);
      valueCounts[v]!++;
      if (isVowelAt(w, i)) vowels += v;
      else consonants += v;
    }
  }
  return { transliteration, total: vowels + consonants, vowels, consonants, valueCounts };
}

export interface Period {
  number: number;
  fromAge: number;
  /** null: to the end of life */
  toAge: number | null;
}

export interface KarmicDebt {
  number: (typeof KARMIC_DEBTS)[number];
  /** the number whose calculation met it */
  in: 'lifePath' | 'expression' | 'soulUrge' | 'personality' | 'birthday';
}

export const LO_SHU_GRID = [
  [4, 9, 2],
  [3, 5, 7],
  [8, 1, 6],
] as const;
/** The eight lines of the Lo Shu square and their names (docs/numerology.md). */
export const LO_SHU_ARROWS = [
  { id: 'mental', digits: [4, 9, 2] },
  { id: 'emotional', digits: [3, 5, 7] },
  { id: 'practical', digits: [8, 1, 6] },
  { id: 'thought', digits: [4, 3, 8] },
  { id: 'will', digits: [9, 5, 1] },
  { id: 'action', digits: [2, 7, 6] },
  { id: 'success', digits: [4, 5, 6] },
  { id: 'property', digits: [2, 5, 8] },
] as const;
export type LoShuArrow = (typeof LO_SHU_ARROWS)[number]['id'];

export interface LoShu {
  /** the square's layout, each cell the digit and how often the birth date holds it */
  grid: { digit: number; count: number }[][];
  /** counts of the digits 1..9, keyed "1".."9" */
  counts: Record<string, number>;
  /** lines whose three digits are all present */
  complete: LoShuArrow[];
  /** lines whose three digits are all absent */
  missing: LoShuArrow[];
}

export interface NumerologyReportNumbers {
  system: NumerologySystem;
  name: NameAnalysis;
  lifePath: number;
  expression: number;
  soulUrge: number;
  personality: number;
  birthday: number;
  maturity: number;
  pinnacles: Period[];
  challenges: Period[];
  karmicDebt: KarmicDebt[];
  /** digits 1..9 that no letter of the name gives */
  karmicLessons: number[];
  /** the values given by the most letters (several when tied) */
  hiddenPassion: number[];
  loShu: LoShu;
  personalYear: number;
  personalMonth: number;
  personalDay: number;
}

const single = (n: number) => reduce(n, false);

export function loShuOf(birth: CalendarDate): LoShu {
  const digits = `${String(birth.year).padStart(4, '0')}${String(birth.month).padStart(2, '0')}${String(birth.day).padStart(2, '0')}`;
  const counts: Record<string, number> = {};
  for (let d = 1; d <= 9; d++) counts[String(d)] = 0;
  for (const c of digits) if (c !== '0') counts[c]!++;
  const has = (d: number) => counts[String(d)]! > 0;
  return {
    grid: LO_SHU_GRID.map((row) => row.map((digit) => ({ digit, count: counts[String(digit)]! }))),
    counts,
    complete: LO_SHU_ARROWS.filter((a) => a.digits.every(has)).map((a) => a.id),
    missing: LO_SHU_ARROWS.filter((a) => a.digits.every((d) => !has(d))).map((a) => a.id),
  };
}

export function numerologyReport(input: { name: string; birth: CalendarDate; on: CalendarDate; system: NumerologySystem }): NumerologyReportNumbers {
  const { birth, on, system } = input;
  const name = analyseName(input.name, system);
  const lp = lifePathOf(birth);
  const lifePath = lp.lifePathNumber;
  const expression = reduce(name.total);
  const soulUrge = reduce(name.vowels);
  const personality = reduce(name.consonants);
  const birthday = reduce(birth.day);
  const maturity = reduce(single(lifePath) + single(expression));

  // pinnacles and challenges from the month, day and year each reduced to one digit
  const m = single(birth.month);
  const d = single(birth.day);
  const y = single(birth.year);
  const p1 = reduce(m + d);
  const p2 = reduce(d + y);
  const p3 = reduce(single(p1) + single(p2));
  const p4 = reduce(m + y);
  const c1 = Math.abs(m - d);
  const c2 = Math.abs(d - y);
  const c3 = Math.abs(c1 - c2);
  const c4 = Math.abs(m - y);
  const firstEnd = 36 - single(lifePath);
  const ages = [
    [0, firstEnd],
    [firstEnd, firstEnd + 9],
    [firstEnd + 9, firstEnd + 18],
    [firstEnd + 18, null],
  ] as const;
  const periods = (numbers: number[]): Period[] => numbers.map((number, i) => ({ number, fromAge: ages[i]![0], toAge: ages[i]![1] }));

  const karmicDebt: KarmicDebt[] = [];
  const meet = (values: number[], where: KarmicDebt['in']) => {
    for (const v of values) if ((KARMIC_DEBTS as readonly number[]).includes(v) && !karmicDebt.some((k) => k.number === v && k.in === where)) karmicDebt.push({ number: v as KarmicDebt['number'], in: where });
  };
  // the life path meets a debt in the reduction of its month, day or year, or of their sum
  for (const n of [birth.month, birth.day, birth.year, lp.calculation.sum]) meet(reductionChain(n), 'lifePath');
  meet(reductionChain(name.total), 'expression');
  meet(reductionChain(name.vowels), 'soulUrge');
  meet(reductionChain(name.consonants), 'personality');
  meet([birth.day], 'birthday');

  const karmicLessons: number[] = [];
  for (let v = 1; v <= 9; v++) if (name.valueCounts[v] === 0 && !(system === 'chaldean' && v === 9)) karmicLessons.push(v);
  const most = Math.max(...name.valueCounts.slice(1));
  const hiddenPassion = most > 0 ? name.valueCounts.map((c, v) => (v > 0 && c === most ? v : 0)).filter((v) => v > 0) : [];

  const personal = personalNumbersOf(birth, on);
  return {
    system,
    name,
    lifePath,
    expression,
    soulUrge,
    personality,
    birthday,
    maturity,
    pinnacles: periods([p1, p2, p3, p4]),
    challenges: periods([c1, c2, c3, c4]),
    karmicDebt,
    karmicLessons,
    hiddenPassion,
    loShu: loShuOf(birth),
    ...personal,
  };
}
