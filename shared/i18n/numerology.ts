/**
 * The fixed short texts of a life path answer in a language: its name and keywords (the label
 * tables). The description, strengths and challenges are the writer's prose: English until the
 * writer speaks the language (docs/languages.md).
 */
import type { LifePathResult } from '../numerology/life-path';
import { labelOf } from './labels/index';
import type { Language } from './languages';

export function localizeLifePath(result: LifePathResult, language: Language): LifePathResult {
  if (language === 'en') return result;
  return { ...result, name: labelOf(language, 'lifePaths', result.lifePathNumber), keywords: labelOf(language, 'lifePathKeywords', result.lifePathNumber) };
}
