/**
 * Name numbers (Pythagorean). A name is reduced to the letters A-Z: accents are stripped
 * and other scripts are transliterated with any-ascii; every other character (spaces,
 * hyphens, apostrophes, digits, symbols) is ignored except as a word boundary.
 *
 * Y rule: Y is a vowel when neither neighbouring letter in its word is A, E, I, O or U
 * (Lynn, Mary, Kyle); it is a consonant next to one of them (Yolanda, Bryan, Murray).
 */
import anyAscii from 'any-ascii';
import { invalidInput } from '../errors';
import { reduce } from './reduce';

/** Pythagorean value of A..Z: (position - 1) mod 9 + 1. */
export const letterValue = (letter: string): number => ((letter.charCodeAt(0) - 65) % 9) + 1;

const PLAIN_VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/** Uppercase A-Z words of a name, transliterated. Throws "Invalid name" when no letter remains. */
export function nameWords(fullName: string): string[] {
  if (typeof fullName !== 'string') throw invalidInput('Invalid name', 'The name must be a string');
  const words = PRINTABLE_ASCII.test(fullName) ? asciiWords(fullName) : unicodeWords(fullName);
  if (words.length === 0) throw invalidInput('Invalid name', 'The name contains no letters');
  return words;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const APOSTROPHE = 39;
const BACKTICK = 96;

/** Fast path for plain ASCII names (same result as the Unicode path). */
function asciiWords(name: string): string[] {
  const words: string[] = [];
  let cur = '';
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c >= 65 && c <= 90) cur += name[i];
    else if (c >= 97 && c <= 122) cur += String.fromCharCode(c - 32);
    else if (c === APOSTROPHE || c === BACKTICK) continue;
    else if (cur) {
      words.push(cur);
      cur = '';
    }
  }
  if (cur) words.push(cur);
  return words;
}

/** General path: any script (exported for tests). */
export function unicodeWords(fullName: string): string[] {
  // Keep letters and combining marks of any script; everything else separates words. This drops
  // emoji and symbols before transliteration (any-ascii would spell them out as words).
  // Apostrophes join (O'Brien is one word); hyphens and spaces separate.
  const lettersOnly = fullName
    .normalize('NFC')
    .replace(/['\u2019\u02bc`\u00b4]/gu, '')
    .replace(/[^\p{L}\p{M}]+/gu, ' ');
  return anyAscii(lettersOnly)
    .replace(/['`]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((w) => w.length > 0);
}

const Y = 89;
/** A, E, I, O, U by char code (NaN, i.e. outside the word, is not a vowel). */
const isVowelCode = (c: number): boolean => c === 65 || c === 69 || c === 73 || c === 79 || c === 85;

/** Whether the letter at `i` of an uppercase word counts as a vowel (A E I O U, and Y by the rule above). */
export const isVowelAt = (word: string, i: number): boolean => {
  const c = word[i];
  if (c === undefined) return false;
  if (PLAIN_VOWELS.has(c)) return true;
  if (c !== 'Y') return false;
  const prev = word[i - 1];
  const next = word[i + 1];
  return !(prev !== undefined && PLAIN_VOWELS.has(prev)) && !(next !== undefined && PLAIN_VOWELS.has(next));
};

export interface NameSums {
  /** Sum of all letter values of the whole name (before reduction). */
  total: number;
  vowels: number;
  consonants: number;
  /** The letters used, words joined by spaces. */
  letters: string;
}

export function nameSums(fullName: string): NameSums {
  const words = nameWords(fullName);
  let vowels = 0;
  let consonants = 0;
  for (const w of words) {
    for (let i = 0; i < w.length; i++) {
      const code = w.charCodeAt(i);
      const v = ((code - 65) % 9) + 1;
      if (isVowelCode(code) || (code === Y && !isVowelCode(w.charCodeAt(i - 1)) && !isVowelCode(w.charCodeAt(i + 1)))) vowels += v;
      else consonants += v;
    }
  }
  return { total: vowels + consonants, vowels, consonants, letters: words.join(' ') };
}

export interface NameNumbers {
  expressionNumber: number;
  soulUrgeNumber: number;
  personalityNumber: number;
}

/**
 * Each number is the sum over the whole name, reduced once at the end keeping 11, 22, 33
 * (Barack Obama: consonants 22 -> personality 22).
 */
export function nameNumbers(fullName: string): NameNumbers {
  const s = nameSums(fullName);
  return { expressionNumber: reduce(s.total), soulUrgeNumber: reduce(s.vowels), personalityNumber: reduce(s.consonants) };
}
