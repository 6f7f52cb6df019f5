/**
 * The period a question asks about, in any of the advisor's languages: today, tomorrow, this or
 * next week, this or next month, a named month (its next occurrence: the current month, or the
 * same month next year once it has passed), the rest of this year, next year. Without a period word: the seven
 * days from today. Dates are calendar dates (YYYY-MM-DD); weeks start on Monday.
 */
import type { AdvisorLanguage } from './request';

export type PeriodKind = 'today' | 'tomorrow' | 'thisWeek' | 'nextWeek' | 'thisMonth' | 'nextMonth' | 'namedMonth' | 'thisYear' | 'nextYear' | 'default';

export interface AskedPeriod {
  kind: PeriodKind;
  /** First and last date inside the period. */
  from: string;
  to: string;
  /** The span the transit core is asked for. */
  span: 'day' | 'week' | 'month' | 'year';
}

/**
 * Whole words (any script), case-insensitive: JavaScript's \\b does not see accented letters or
 * Devanagari as letters. A Devanagari word goes on through its vowel signs (marks, \\p{M}).
 */
const w = (alternatives: string): RegExp => new RegExp(`(?<![\\p{L}\\p{M}])(${alternatives.normalize('NFC')})(?![\\p{L}\\p{M}])`, 'iu');

const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const at = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const addDays = (date: string, n: number): string => iso(at(date) + n * DAY);
const monthStart = (y: number, m: number): string => iso(Date.UTC(y, m - 1, 1));
const monthEnd = (y: number, m: number): string => iso(Date.UTC(y, m, 0));

/** Month names per language, January first (with the spellings without accents people type). */
const MONTH_NAMES: Record<AdvisorLanguage, string[]> = {
  en: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  fr: ['janvier', 'février|fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août|aout', 'septembre', 'octobre', 'novembre', 'décembre|decembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre|setiembre', 'octubre', 'noviembre', 'diciembre'],
  de: ['januar', 'februar', 'märz|maerz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  pt: ['janeiro', 'fevereiro', 'março|marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  hi: ['जनवरी', 'फ़रवरी|फरवरी', 'मार्च', 'अप्रैल|अप्रेल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर|सितम्बर', 'अक्टूबर|अक्तूबर', 'नवंबर|नवम्बर', 'दिसंबर|दिसम्बर'],
};

/**
 * Month names that are also other words: English "may" (a verb, and "March" is a verb too) and
 * French "mars" (the planet). They count as months only after a preposition or before a number.
 */
const AMBIGUOUS: Partial<Record<AdvisorLanguage, Record<number, RegExp>>> = {
  en: {
    3: /\b(?:in|of|for|during|until|by|through|next|this|early|late|mid|about|before|after|from|to|since|and)[\s-]+march\b|\bmarch\s*(?:\d|\?|$)/i,
    5: /\b(?:in|of|for|during|until|by|through|next|this|early|late|mid|about|before|after|from|to|since|and)[\s-]+may\b|\bmay\s*(?:\d|\?|$)/i,
  },
  fr: { 3: /(?:\ben|\bde|\bd['’]|\bau|\bdu|\bdébut|\bfin|\bmi)[\s-]*mars\b|\bmars\s+\d/i },
};

function namedMonth(q: string, language: AdvisorLanguage): number | undefined {
  let best: { m: number; index: number } | undefined;
  MONTH_NAMES[language].forEach((names, i) => {
    const hit = w(names).exec(q);
    if (!hit) return;
    const guard = AMBIGUOUS[language]?.[i + 1];
    if (guard && !guard.test(q)) return;
    if (!best || hit.index < best.index) best = { m: i + 1, index: hit.index };
  });
  return best?.m;
}

const WORDS: Record<Exclude<PeriodKind, 'namedMonth' | 'default'>, RegExp> = {
  nextYear: w('next year|coming year|l\'année prochaine|l’année prochaine|année prochaine|el año que viene|el próximo año|próximo año|nächstes jahr|nächsten jahr|no próximo ano|próximo ano|l\'anno prossimo|l’anno prossimo|anno prossimo|prossimo anno|अगले साल|अगले वर्ष|अगला साल|अगला वर्ष|आने वाले साल'),
  thisYear: w('this year|cette année|este año|dieses jahr|diesem jahr|este ano|neste ano|quest\'anno|quest’anno|questo anno|इस साल|इस वर्ष'),
  nextMonth: w('next month|coming month|le mois prochain|mois prochain|el mes que viene|el próximo mes|próximo mes|nächsten monat|nächster monat|no próximo mês|próximo mês|il mese prossimo|mese prossimo|prossimo mese|अगले महीने|अगले माह|अगला महीना|आने वाले महीने'),
  thisMonth: w('this month|ce mois|este mes|diesen monat|diesem monat|este mês|neste mês|questo mese|इस महीने|इस माह'),
  nextWeek: w('next week|la semaine prochaine|semaine prochaine|la semana que viene|la próxima semana|próxima semana|nächste woche|nächsten woche|na próxima semana|la settimana prossima|settimana prossima|prossima settimana|अगले हफ़्ते|अगले हफ्ते|अगले सप्ताह|अगला हफ़्ता|अगला सप्ताह'),
  thisWeek: w('this week|my week|the week|cette semaine|esta semana|diese woche|dieser woche|nesta semana|questa settimana|इस हफ़्ते|इस हफ्ते|इस सप्ताह|मेरा हफ़्ता|मेरा सप्ताह'),
  tomorrow: w('tomorrow|demain|mañana|morgen|amanhã|domani|कल|आने वाला कल'),
  today: w('today|tonight|aujourd\'hui|aujourd’hui|ce soir|hoy|esta noche|heute|hoje|oggi|stasera|आज|आज रात'),
};

export function askedPeriod(question: string, today: string, language: AdvisorLanguage = 'en'): AskedPeriod {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const q = question.normalize('NFC');
  if (WORDS.nextYear.test(q)) return { kind: 'nextYear', from: `${y + 1}-01-01`, to: `${y + 1}-12-31`, span: 'year' };
  // "This year" looks ahead: from today to the end of the year.
  if (WORDS.thisYear.test(q)) return { kind: 'thisYear', from: today, to: `${y}-12-31`, span: 'year' };
  if (WORDS.nextMonth.test(q)) {
    const ny = m === 12 ? y + 1 : y;
    const nm = m === 12 ? 1 : m + 1;
    return { kind: 'nextMonth', from: monthStart(ny, nm), to: monthEnd(ny, nm), span: 'month' };
  }
  if (WORDS.thisMonth.test(q)) return { kind: 'thisMonth', from: monthStart(y, m), to: monthEnd(y, m), span: 'month' };
  const named = namedMonth(q, language) ?? (language === 'en' ? undefined : namedMonth(q, 'en'));
  if (named !== undefined) {
    const ny = named < m ? y + 1 : y;
    return { kind: 'namedMonth', from: monthStart(ny, named), to: monthEnd(ny, named), span: 'month' };
  }
  if (WORDS.nextWeek.test(q)) {
    const weekday = (new Date(at(today)).getUTCDay() + 6) % 7; // Monday 0
    const from = addDays(today, 7 - weekday);
    return { kind: 'nextWeek', from, to: addDays(from, 6), span: 'week' };
  }
  if (WORDS.tomorrow.test(q)) return { kind: 'tomorrow', from: addDays(today, 1), to: addDays(today, 1), span: 'day' };
  if (WORDS.today.test(q)) return { kind: 'today', from: today, to: today, span: 'day' };
  if (WORDS.thisWeek.test(q)) return { kind: 'thisWeek', from: today, to: addDays(today, 6), span: 'week' };
  return { kind: 'default', from: today, to: addDays(today, 6), span: 'week' };
}

/** Whether the question names a period at all (then the answer is about time). */
export const namesPeriod = (question: string, today: string, language: AdvisorLanguage = 'en'): boolean => askedPeriod(question, today, language).kind !== 'default';
