/** The transit report's sentences in English (the words of shared/transits/texts.ts). */
import { formatLongitude, SIGNS } from '../../astro/zodiac';
import { ASPECT_NOUN, ASPECT_VERB, displayName, ELEMENT_WORDS, HOUSE_THEMES, MODALITY_WORDS, ordinal, PHASE_TEXTS, THEMES } from '../texts';
import { shortTime, type TransitWords } from './types';
import { formatDate } from '../../i18n/format';

const signName = (key: string): string => SIGNS.find((s) => s.key === key)?.name ?? key;
const TONES = { challenging: 'mostly challenging contacts', harmonious: 'mostly harmonious contacts', mixed: 'a mix of ease and tension' } as const;

export const EN: TransitWords = {
  major: ({ body, point, aspect, natalHouse, transitHouse }) => {
    const where = `your ${ordinal(natalHouse)} house of ${HOUSE_THEMES[natalHouse]}`;
    const through = transitHouse !== natalHouse ? `, while ${displayName(body)} moves through your ${ordinal(transitHouse)} house of ${HOUSE_THEMES[transitHouse]}` : '';
    // A planet aspecting its own natal place (a return, a half return...) touches one theme twice.
    const what = (body as string) === point ? `${ASPECT_NOUN[aspect]} in your own ${THEMES[body]}` : `${ASPECT_NOUN[aspect]} between ${THEMES[body]} on one side and ${THEMES[point]} on the other`;
    return `Transiting ${displayName(body)} ${ASPECT_VERB[aspect]} your natal ${displayName(point)} in ${where}: ${what}${through}.`;
  },
  sky: (a, b, aspect, exactAt) => {
    const when = exactAt.length ? `, exact on ${exactAt.map(shortTime).join(' and ')}` : '';
    return `${displayName(a)} ${ASPECT_VERB[aspect]} ${displayName(b)}: ${ASPECT_NOUN[aspect]} between ${THEMES[a]} on one side and ${THEMES[b]} on the other, for everyone${when}.`;
  },
  phase: (phase, lit, sign) => `${PHASE_TEXTS[phase]} At the start of the period the Moon is ${lit}% lit, in ${signName(sign)}.`,
  quiet: 'Quiet: no transit reaches your natal points within orb in this period',
  dominant: (modality, element, tone) => `${modality.charAt(0).toUpperCase()}${modality.slice(1)} ${element}: ${ELEMENT_WORDS[element]}, with an accent on ${MODALITY_WORDS[modality]} (${TONES[tone]})`,
  influence: (f) => {
    const exact = f.exactAt.length ? `exact on ${f.exactAt.map(shortTime).join(', ')}` : `closest ${f.orb.toFixed(2)}°`;
    return `${displayName(f.body)} ${ASPECT_VERB[f.aspect]} natal ${displayName(f.point)} (${f.strength}, ${f.influence}, ${exact})`;
  },
  backdrop: (f) => `Long-term backdrop: ${displayName(f.body)} ${ASPECT_VERB[f.aspect]} natal ${displayName(f.point)}, within orb for about ${f.duration} days (${formatDate(f.activeFrom, 'en')} to ${formatDate(f.activeUntil, 'en')})`,
  balance: (elements, modalities) => `Element balance of the contacts: ${elements.map(([k, v]) => `${k} ${v}%`).join(', ')}; modalities: ${modalities.map(([k, v]) => `${k} ${v}%`).join(', ')}`,
  station: (body, kind, longitude, at) => `${displayName(body)} stations ${kind} at ${formatLongitude(longitude)} (${shortTime(at)})`,
  lunation: (type, sign, at) => `${type === 'new-moon' ? 'New Moon' : 'Full Moon'} in ${signName(sign)} (${shortTime(at)})`,
};
