/**
 * The words the image routes draw and describe (title, `<desc>`, captions, legends), in each
 * language of shared/i18n. Identifiers' names (signs, bodies, houses, Human Design types) come from
 * the label tables (GET /labels); glyphs, degrees, dates and times stay as drawn. English is the
 * wording the images always had (byte for byte: the hash tests hold it).
 */
import type { WheelPattern } from '../../drawing/wheel';
import { patternLine as englishPatternLine } from '../../drawing/wheel';
import { labelOf } from '../../i18n/labels/index';
import type { Language } from '../../i18n/languages';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { HI } from './hi';
import { IT } from './it';
import { PT } from './pt';
import type { ImageWords } from './types';

export type { ImageWords };

export const IMAGE_WORDS: Readonly<Record<Language, ImageWords>> = { en: EN, fr: FR, es: ES, de: DE, pt: PT, it: IT, hi: HI };

export const imageWords = (language: Language): ImageWords => IMAGE_WORDS[language];

/** "Natal chart: Ada" with a name, "Natal chart" without (never a place). */
export const titled = (kind: string, name: string | undefined, colon = ': '): string => (name ? `${kind}${colon}${name}` : kind);

/**
 * A line of the wheel's pattern legend in a language: English keeps the wheel's own short line
 * ("T-square: apex Moon, Sun, Sat"); the others name the bodies, signs and houses as the label
 * tables do ("T-Quadrat: Spitze Mond, Sonne, Saturn", "मकर में ग्रह-पुंज: शनि, यूरेनस, नेपच्यून").
 */
export function patternLineIn(language: Language, p: WheelPattern): string {
  if (language === 'en') return englishPatternLine(p);
  const w = IMAGE_WORDS[language];
  const body = (key: string): string => labelOf(language, 'bodies', key);
  const name = labelOf(language, 'aspectPatterns', p.type);
  const place = p.sign ? labelOf(language, 'signs', p.sign) : p.house !== undefined ? (w.legendHouse?.(p.house) ?? labelOf(language, 'houses', p.house)) : undefined;
  const head = place ? w.where(name, place, p.sign ? 'sign' : 'house') : name;
  const bodies = p.apex ? [`${w.apex} ${body(p.apex)}`, ...p.bodies.filter((b) => b !== p.apex).map(body)] : p.bodies.map(body);
  return `${head}${w.colon}${bodies.join(', ')}`;
}
