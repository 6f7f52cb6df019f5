/**
 * The transit report's sentences in the seven languages (shared/transits/words/, issue 35): every
 * description, the lunar phase, the dominant energy and the key influences of real reports are
 * written in the language (franc), carry no English sentence, no doubled word and nothing left
 * unfilled, keep the core's exact moments, and are spelled right (Hunspell by nspell for French,
 * Spanish and German; Italian, Portuguese and Hindi by the hunspell test of the offline texts' words). The same facts in every language: only the words change.
 */
import dictionaryEs from 'dictionary-es';
import dictionaryFr from 'dictionary-fr';
import { franc } from 'franc';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { formatMoment } from '#shared/i18n/format';
import type { Language } from '#shared/i18n/languages';
import { computeTransits, natalFrameFromChart, type TransitReport } from '#shared/transits/compute';
import { TRANSIT_WORDS } from '#shared/transits/words/index';
import { transitWindow } from '#shared/transits/window';
import { BEGRIFFE_DE, germanSpellerWith } from '#test/support/german-speller';
import { doubledWords, wordsOf } from '#test/support/text-quality';

const BIRTHS = [
  { date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 },
  { date: '1975-01-03', time: '06:10', timezone: 'America/New_York', latitude: 40.7128, longitude: -74.006 },
  { date: '1962-04-19', time: '12:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
] as const;
/** A month with a Mercury station, a day, a week: stations, lunations, quiet and busy windows. */
const WINDOWS = [['2026-11-09', 'month'], ['2026-11-27', 'day'], ['2027-03-15', 'week']] as const;

const reportsIn = (language: Language): TransitReport[] =>
  BIRTHS.flatMap((b) => {
    const frame = natalFrameFromChart(computeNatalChart(b));
    return WINDOWS.map(([date, period]) => computeTransits(frame, transitWindow(date, period, b.timezone), undefined, TRANSIT_WORDS[language]));
  });

/** Every sentence a report writes. */
const textsOf = (r: TransitReport): string[] => [
  ...r.majorTransits.map((t) => t.description),
  ...r.significantAspects.map((a) => a.description),
  r.lunarPhase.description,
  r.dominantEnergy,
  ...r.keyInfluences,
];

const ISO3: Record<Exclude<Language, 'en'>, string> = { fr: 'fra', es: 'spa', de: 'deu', pt: 'por', it: 'ita', hi: 'hin' };
const ENGLISH = /\b(?:the|your|and|with|while|between|house|exactly|closest|stations|Transiting|Moon|lit)\b/;
/** Two equal words in a row, split at spaces (Devanagari's vowel signs are not \\w). */
const doubled = (t: string): string[] => t.split(/[\s,.:;()]+/).filter((w, i, a) => w !== '' && w.toLowerCase() === a[i + 1]?.toLowerCase());

describe.each(Object.keys(ISO3) as Exclude<Language, 'en'>[])('the transit report in %s', (language) => {
  const en = reportsIn('en');
  const reports = reportsIn(language);

  it('computes the same facts as in English: only the sentences change', () => {
    const facts = (r: TransitReport) => ({
      ...r,
      majorTransits: r.majorTransits.map(({ description: _d, ...t }) => t),
      significantAspects: r.significantAspects.map(({ description: _d, ...a }) => a),
      lunarPhase: { ...r.lunarPhase, description: '' },
      dominantEnergy: '',
      keyInfluences: r.keyInfluences.length,
    });
    expect(reports.map(facts)).toEqual(en.map(facts));
    expect(reports.flatMap(textsOf)).not.toEqual(en.flatMap(textsOf));
  });

  it('writes every sentence in the language, with no English, no doubled word and nothing unfilled', () => {
    const texts = reports.flatMap(textsOf);
    expect(texts.length).toBeGreaterThan(100);
    expect(reports.some((r) => r.stations.length > 0) && reports.some((r) => r.lunarPhase.lunations.length > 0)).toBe(true);
    for (const t of texts) {
      expect(t, t).not.toMatch(/undefined|NaN|\{|\}/);
      expect(t.replace(/UTC|Lilith/g, ''), t).not.toMatch(ENGLISH);
      expect(language === 'hi' ? doubled(t) : doubledWords(t), t).toEqual([]);
    }
    // franc on each report's text, and on each sentence long enough to judge (a short line is mostly names and numbers)
    const only = [...Object.values(ISO3), 'eng'];
    for (const r of reports) expect(franc(textsOf(r).join(' '), { only })).toBe(ISO3[language]);
    for (const t of texts.filter((x) => x.length >= 140)) expect({ t, lang: franc(t, { only }) }).toEqual({ t, lang: ISO3[language] });
  });

  it('keeps the exact moments and the stations of the core, written as the language writes a moment (no ISO date)', () => {
    // "9 novembre 2026 à 06:19 UTC", never "2026-11-09" (shared/i18n/format.ts)
    const moment = (at: string): string => formatMoment(at, language);
    reports.forEach((r, i) => {
      for (const t of r.majorTransits) for (const at of t.exactAt) expect(en[i]!.majorTransits.some((e) => e.exactAt.includes(at))).toBe(true);
      // the three strongest transits' key influences name their exact moments
      for (const t of r.majorTransits.slice(0, 3)) for (const at of t.exactAt) expect(r.keyInfluences.join(' ')).toContain(moment(at));
      for (const s of r.stations) expect(r.keyInfluences.some((k) => k.includes(moment(s.at)))).toBe(true);
      for (const a of r.significantAspects) for (const at of a.exactAt) expect(a.description).toContain(moment(at));
      for (const t of textsOf(r)) expect(t, t).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    });
  });
});

describe('spelling of the transit sentences', () => {
  const TERMS: Record<'fr' | 'es', string[]> = {
    fr: ['sextile', 'quinconce', 'Chiron', 'UTC'],
    es: ['Quirón', 'quincuncio', 'Escorpio', 'Neptuno', 'Plutón', 'Urano', 'UTC'],
  };
  it.each([
    ['fr', dictionaryFr],
    ['es', dictionaryEs],
  ] as const)('%s: every word is in the Hunspell dictionary or the short list of terms', (language, dictionary) => {
    const spell = nspell(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic));
    for (const w of TERMS[language]) spell.add(w);
    const unknown = new Set<string>();
    for (const t of reportsIn(language).flatMap(textsOf))
      for (const w of wordsOf(t.replace(/’/g, "'")))
        for (const part of w.split(/(?<=^(?:[dlnsjmtc]|qu)')|-/i)) if (part && !/\d/.test(part) && !spell.correct(part) && !spell.correct(part.toLowerCase())) unknown.add(part);
    expect([...unknown].sort()).toEqual([]);
  }, 120_000);

  it('de: every word is in the Hunspell dictionary, a known compound or the short list of terms', () => {
    const correct = germanSpellerWith([...BEGRIFFE_DE, 'Radix', 'Radixpunkte', 'Radixpunkt', 'Mondknoten', 'MC', 'UTC', 'direktläufig', 'rückläufig', 'spannungsreich', 'spannungsreiche']);
    const unknown = new Set<string>();
    for (const t of reportsIn('de').flatMap(textsOf)) for (const w of wordsOf(t)) if (!/\d/.test(w) && !correct(w)) unknown.add(w);
    expect([...unknown].sort()).toEqual([]);
  }, 120_000);
});

describe('the small words that follow the facts', () => {
  it('Italian reads the percentage with its article (allo 0%, all’8%, al 50%); German puts the sign in the dative; Spanish contracts de + el', () => {
    expect(TRANSIT_WORDS.it.phase('New Moon', 0, 'scorpio')).toContain('illuminata allo 0%, in Scorpione.');
    expect(TRANSIT_WORDS.it.phase('Waxing Crescent', 8, 'aries')).toContain('illuminata all’8%,');
    expect(TRANSIT_WORDS.it.phase('First Quarter', 50, 'aries')).toContain('illuminata al 50%,');
    expect(TRANSIT_WORDS.de.lunation('full-moon', 'gemini', '2026-11-24T14:53:00Z')).toBe('Vollmond in den Zwillingen (am 24. November 2026 um 14:53 UTC)');
    const f = { body: 'mars', point: 'sun', aspect: 'square', natalHouse: 2, transitHouse: 2, strength: 'strong', influence: 'challenging', exactAt: [], orb: 1.5, duration: 9, activeFrom: '2026-11-01T00:00:00Z', activeUntil: '2026-11-10T00:00:00Z' } as const;
    expect(TRANSIT_WORDS.es.major(f)).toContain('en tu casa 2, la del dinero y los valores:');
    expect(TRANSIT_WORDS.fr.major({ ...f, point: 'moon' })).toContain('Mars en transit est en carré avec votre Lune natale');
    expect(TRANSIT_WORDS.en.major(f)).toBe('Transiting Mars squares your natal Sun in your 2nd house of money and values: productive friction between drive and courage on one side and identity and vitality on the other.');
  });
});

describe('the English transit report', () => {
  it('writes its moments and spans as English dates in its prose, never an ISO date', () => {
    const texts = reportsIn('en').flatMap(textsOf);
    const withDates = texts.filter((t) => /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/.test(t));
    expect(withDates.length).toBeGreaterThan(5);
    expect(texts.filter((t) => /\d{4}-\d{2}-\d{2}/.test(t))).toEqual([]);
    expect(TRANSIT_WORDS.en.lunation('full-moon', 'gemini', '2026-11-24T14:53:00Z')).toBe('Full Moon in Gemini (24 November 2026 at 14:53 UTC)');
  });
});
