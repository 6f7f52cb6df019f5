/**
 * The day's highlights (`highlights[].description` of GET /transits/today) in the request's
 * language, written again from each highlight's facts (type, bodies, sign, moment, orb), not
 * translated from the English sentence, which `shared/daily/highlights.ts` writes and the stored
 * record keeps. One module per language (./<language>.ts); names of bodies, signs, aspects,
 * elements, modalities and lunar phases from the label tables; times, numbers through
 * shared/i18n/format.ts.
 */
import { SIGNS, type SignKey } from '../../astro/zodiac';
import type { Language } from '../../i18n/languages';
import { labelOf } from '../../i18n/labels/index';
import { formatNumber, formatTime } from '../../i18n/format';
import { positionAt, signAt, type MovingBody } from '../../sky/index';
import type { Highlight } from '../highlights';
import type { HighlightFacts, HighlightWriter } from './types';
import { DE } from './de';
import { ES } from './es';
import { FR } from './fr';
import { HI } from './hi';

export type { HighlightFacts, HighlightWriter };
import { IT } from './it';
import { PT } from './pt';


const WRITERS: Partial<Record<Language, HighlightWriter>> = { fr: FR, es: ES, de: DE, pt: PT, it: IT, hi: HI };

const jdOf = (iso: string): number => Date.parse(iso) / 86_400_000 + 2440587.5;

/** The sign a body stands in at a moment (stations, lunations). */
const signOfBodyAt = (body: string, iso: string): SignKey => signAt(positionAt(body as MovingBody, jdOf(iso)).longitude);

/** Whether the Moon waxes at 00:00, from the phase and `applying` (see dayHighlights). */
const waxingOf = (h: Highlight): boolean => {
  switch (h.phase) {
    case 'New Moon':
      return !h.applying;
    case 'Full Moon':
      return h.applying;
    default:
      return /^(Waxing|First)/.test(h.phase ?? '');
  }
};

function factsOf(h: Highlight, language: Language): HighlightFacts {
  let signKey: SignKey | '' = '';
  if (h.type === 'ingress') signKey = (h.planet2 ?? '') as SignKey;
  else if ((h.type === 'station-retrograde' || h.type === 'station-direct') && h.exactAt) signKey = signOfBodyAt(h.planet1, h.exactAt);
  else if (h.type !== 'lunar-phase' && h.planet2 === 'sun' && h.planet1 === 'moon' && h.exactAt) signKey = signOfBodyAt('moon', h.exactAt);
  const sign = signKey ? SIGNS.find((s) => s.key === signKey) : undefined;
  return {
    h,
    body1: labelOf(language, 'bodies', h.planet1),
    body2: h.planet2 && h.type !== 'ingress' ? labelOf(language, 'bodies', h.planet2) : '',
    aspect: labelOf(language, 'aspects', h.type),
    sign: signKey ? labelOf(language, 'signs', signKey) : '',
    signKey,
    element: sign ? labelOf(language, 'elements', sign.element) : '',
    modality: sign ? labelOf(language, 'modalities', sign.modality) : '',
    elementKey: sign?.element ?? '',
    modalityKey: sign?.modality ?? '',
    retrograde: h.type === 'ingress' && h.exactAt !== undefined && positionAt(h.planet1 as MovingBody, jdOf(h.exactAt)).speed < 0,
    time: h.exactAt ? formatTime(h.exactAt, language) : '',
    hour: h.exactAt ? new Date(h.exactAt).getUTCHours() : 0,
    orb: formatNumber(h.orb, language, 1),
    phase: h.phase ? labelOf(language, 'lunarPhases', h.phase) : '',
    waxing: waxingOf(h),
    lit: formatNumber(h.illumination ?? 0, language, 0),
  };
}

/** A highlight's description in a language (English: the description as written). */
export function highlightDescription(h: Highlight, language: Language): string {
  const write = WRITERS[language];
  return write ? write(factsOf(h, language)) : h.description;
}

/** The day's highlights with their descriptions in the language (the same list, the same facts). */
export const localizeHighlights = (list: readonly Highlight[], language: Language): Highlight[] =>
  language === 'en' ? [...list] : list.map((h) => ({ ...h, description: highlightDescription(h, language) }));
