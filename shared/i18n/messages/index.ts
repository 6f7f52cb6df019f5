/**
 * The `message` of an error answer in the request's language. The `error` string and `code` stay as
 * the specification writes them (apps key on them); English keeps each error's own detailed message,
 * the other languages say what the error means (one sentence per error string, ./<language>.ts), and
 * `issues` (per field) stay as they are: they name fields, which are identifiers.
 */
import type { Language } from '../languages';
import { DE_MESSAGES } from './de';
import { ES_MESSAGES } from './es';
import { FR_MESSAGES } from './fr';
import { HI_MESSAGES } from './hi';
import { IT_MESSAGES } from './it';
import { PT_MESSAGES } from './pt';

export const ERROR_MESSAGES: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = {
  fr: FR_MESSAGES,
  es: ES_MESSAGES,
  de: DE_MESSAGES,
  pt: PT_MESSAGES,
  it: IT_MESSAGES,
  hi: HI_MESSAGES,
};

/** The message of an error in a language: the translation of its error string, else the English message as is. */
export function errorMessageIn(language: Language, error: string, english: string): string {
  if (language === 'en') return english;
  return ERROR_MESSAGES[language][error] ?? english;
}
