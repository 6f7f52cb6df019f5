/**
 * A life path answer in a language: its name and keywords from the label tables, its description,
 * strengths and challenges from the offline writer's pack of the language (English when the
 * language has not written them yet: `fallback`). The life path, big three and personal cycles
 * routes answer in the request's language with it; other rooms reach it through the ai room's index.
 */
import { offlineRoom } from './pack';
import type { LifePathResult } from '../../numerology/life-path';
import type { PersonalCycles } from '../../numerology/personal';
import type { SignKey } from '../../astro/zodiac';
import { labelOf } from '../../i18n/labels/index';
import type { Language } from '../../i18n/languages';

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

/** The personal cycles' descriptions in a language (English when its pack has not written them). */
export function localizeCycles(cycles: PersonalCycles, language: Language): PersonalCycles {
  if (language === 'en') return cycles;
  const prose = offlineRoom(language, 'personalCycles');
  if (prose.fallback) return cycles;
  const t = (n: number) => prose.text[n];
  return {
    personalYear: { ...cycles.personalYear, description: t(cycles.personalYear.number)?.year ?? cycles.personalYear.description },
    personalMonth: { ...cycles.personalMonth, description: t(cycles.personalMonth.number)?.month ?? cycles.personalMonth.description },
    personalDay: { ...cycles.personalDay, description: t(cycles.personalDay.number)?.day ?? cycles.personalDay.description },
  };
}

/** The big three calculator's keywords and descriptions in a language; `fallback`: English stood in. */
export function localizeBigThree<T extends { sun: BigThreeSlot; moon: BigThreeSlot; rising: BigThreeSlot | null }>(big: T, language: Language): { data: T; fallback: boolean } {
  if (language === 'en') return { data: big, fallback: false };
  const prose = offlineRoom(language, 'bigThree');
  if (prose.fallback) return { data: big, fallback: true };
  const slot = <S extends BigThreeSlot>(s: S, role: 'sun' | 'moon' | 'rising'): S => ({ ...s, ...prose.text[s.sign][role] });
  return { data: { ...big, sun: slot(big.sun, 'sun'), moon: slot(big.moon, 'moon'), rising: big.rising && slot(big.rising, 'rising') }, fallback: false };
}

interface BigThreeSlot {
  sign: SignKey;
  keywords: string;
  description: string;
}
