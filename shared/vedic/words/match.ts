/**
 * The Vedic match's `verdict.summary` in the request's language (the verdict's band and the
 * doshas as the label tables and each language write them; the total through shared/i18n/format.ts).
 */
import { formatNumber } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { labelOf } from '../../i18n/labels/index';

type Manglik = 'both' | 'neither' | 'one';
interface MatchWords {
  total: (t: string) => string;
  nadi: string;
  bhakoot: string;
  manglik: Record<Manglik, string>;
}

const WORDS: Record<Exclude<Language, 'en'>, MatchWords> = {
  fr: { total: (t) => `${t} gunas sur 36`, nadi: 'Nadi dosha (la même nadi)', bhakoot: 'Bhakoot dosha', manglik: { both: 'tous deux manglik (les doshas s’annulent)', neither: 'aucun des deux n’est manglik', one: 'l’un est manglik, l’autre non' } },
  es: { total: (t) => `${t} de 36 gunas`, nadi: 'Nadi dosha (la misma nadi)', bhakoot: 'Bhakoot dosha', manglik: { both: 'ambos son manglik (los doshas se anulan)', neither: 'ninguno de los dos es manglik', one: 'uno es manglik y el otro no' } },
  de: { total: (t) => `${t} von 36 Gunas`, nadi: 'Nadi-Dosha (dieselbe Nadi)', bhakoot: 'Bhakoot-Dosha', manglik: { both: 'beide manglik (die Doshas heben sich auf)', neither: 'keiner von beiden manglik', one: 'einer manglik, der andere nicht' } },
  pt: { total: (t) => `${t} de 36 gunas`, nadi: 'Nadi dosha (a mesma nadi)', bhakoot: 'Bhakoot dosha', manglik: { both: 'os dois são manglik (os doshas se anulam)', neither: 'nenhum dos dois é manglik', one: 'um é manglik e o outro não' } },
  it: { total: (t) => `${t} guna su 36`, nadi: 'Nadi dosha (la stessa nadi)', bhakoot: 'Bhakoot dosha', manglik: { both: 'entrambi manglik (i dosha si annullano)', neither: 'nessuno dei due è manglik', one: 'uno è manglik e l’altro no' } },
  hi: { total: (t) => `36 में से ${t} गुण`, nadi: 'नाड़ी दोष (एक ही नाड़ी)', bhakoot: 'भकूट दोष', manglik: { both: 'दोनों मांगलिक (दोष एक-दूसरे को काट देते हैं)', neither: 'दोनों में से कोई मांगलिक नहीं', one: 'एक मांगलिक है और दूसरा नहीं' } },
};

/** The summary in a language other than English (English keeps the core's sentence). */
export function matchSummary(language: Exclude<Language, 'en'>, total: number, band: string, nadiDosha: boolean, bhakootDosha: boolean, manglik: Manglik): string {
  const w = WORDS[language];
  const doshas = [nadiDosha ? w.nadi : '', bhakootDosha ? w.bhakoot : ''].filter(Boolean);
  const verdict = labelOf(language, 'matchVerdicts', band);
  return `${w.total(formatNumber(total, language, 1, 0))}: ${language === 'de' ? verdict : verdict.toLowerCase()}${doshas.length ? `; ${doshas.join(', ')}` : ''}; ${w.manglik[manglik]}`;
}
