/**
 * A life path answer in a language: its name and keywords from the label tables, its description,
 * strengths and challenges from the offline writer's pack of the language (English when the
 * language has not written them yet: `fallback`).
 */
import { offlineRoom } from '../ai/offline/pack';
import type { LifePathResult } from '../numerology/life-path';
import { labelOf } from './labels/index';
import type { Language } from './languages';

export function localizeLifePath(result: LifePathResult, language: Language): LifePathResult {
  if (language === 'en') return result;
  const prose = offlineRoom(language, 'lifePath');
  const own = prose.fallback ? undefined : prose.text[result.lifePathNumber];
  return {
    ...result,
    name: labelOf(language, 'lifePaths', result.lifePathNumber),
    keywords: labelOf(language, 'lifePathKeywords', result.lifePathNumber),
    ...(own ? { description: own.description, strengths: [...own.strengths], challenges: [...own.challenges] } : {}),
  };
}

/** Whether the life path prose of a language is its own (false: English stands in). */
export const lifePathProseInLanguage = (language: Language): boolean => language === 'en' || !offlineRoom(language, 'lifePath').fallback;
