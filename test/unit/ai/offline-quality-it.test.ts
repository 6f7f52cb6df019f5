/**
 * I testi offline in italiano (astrologia e transiti) passano gli stessi controlli dell'inglese e
 * del francese (test/support/text-quality.ts): nessuna parola doppia, nessuna coppia delle 19 sezioni che condivida più
 * di un terzo dei giri di frase, i giorni esatti del nucleo dei transiti, la lingua riconosciuta da
 * franc come italiano e nessuna frase in inglese. Manca ancora l'ortografia con nspell e
 * dictionary-it: nspell espande tutti gli affissi italiani al caricamento e ci mette minuti
 * (docs/languages.md).
 */
import { franc } from 'franc';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { blueprintFacts } from '#shared/ai/from-core';
import type { AstroBody, BlueprintFacts, ZodiacSign } from '#shared/ai/facts';
import { silentLogger } from '#shared/ai/log';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { ASTROLOGY_SECTIONS } from '#shared/ai/sections';
import { CORPI, NUMERI, prep, SEGNI } from '#shared/ai/offline/it/vocab';
import { giornoLocale } from '#shared/ai/offline/it/transit';
import { labelOf } from '#shared/i18n/labels/index';
import { transitFacts } from '#shared/transits/ai';
import { computeTransits, natalFrameFromChart } from '#shared/transits/compute';
import { transitWindow } from '#shared/transits/window';
import { CHART_A, CHART_B } from '#test/support/ai-fixtures';
import { doubledWords, frameMasker, framePairsOver, sentencesOf } from '#test/support/text-quality';

const writer = new OfflineWriter({ logger: silentLogger });
const BIRTHS = [
  { date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 },
  { date: '1975-01-03', time: '06:10', timezone: 'America/New_York', latitude: 40.7128, longitude: -74.006 },
  { date: '2001-10-28', time: '23:45', timezone: 'Australia/Sydney', latitude: -33.8688, longitude: 151.2093 },
  { date: '1962-04-19', time: '12:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
];
const CHARTS: BlueprintFacts[] = [CHART_A, CHART_B, ...BIRTHS.map((b) => blueprintFacts({ name: 'Lena Ortiz', chart: computeNatalChart(b) }))];

async function sections(facts: BlueprintFacts): Promise<Record<string, string>> {
  const r = await writer.writeModuleSections('astrology', facts, { language: 'it' });
  if (!r.ok) throw new Error('astrology failed');
  expect(r.language).toBe('it');
  expect(r.languageFallback).toBeUndefined();
  return r.sections;
}

async function transits() {
  const cases = [
    { date: '2026-11-22', period: 'week', timezone: 'Europe/Rome' },
    { date: '2026-12-01', period: 'month', timezone: 'America/New_York' },
    { date: '2027-03-10', period: 'day', timezone: 'UTC' },
  ] as const;
  const out = [];
  for (const [i, b] of BIRTHS.entries()) {
    const c = cases[i % cases.length]!;
    const frame = natalFrameFromChart(computeNatalChart(b));
    const facts = transitFacts(computeTransits(frame, transitWindow(c.date, c.period, c.timezone)), frame);
    const r = await writer.writeText({ purpose: 'transit', facts, language: 'it' });
    expect(r.language).toBe('it');
    out.push({ facts, text: r.text });
  }
  return out;
}

let ALL: { sections: Record<string, string>[]; transits: { facts: Awaited<ReturnType<typeof transits>>[number]['facts']; text: string }[] };
const everyText = (): string[] => [...ALL.sections.flatMap((s) => Object.values(s)), ...ALL.transits.map((t) => t.text)];

beforeAll(async () => {
  const s = [];
  for (const f of CHARTS) s.push(await sections(f));
  ALL = { sections: s, transits: await transits() };
}, 60_000);

const mask = frameMasker({
  bodies: [...Object.values(CORPI), 'Sole', 'Luna', 'Ascendente'],
  signs: Object.values(SEGNI).flatMap((s) => [s.name, s.art]),
  houses: [],
  numbers: NUMERI,
});

describe('testi offline in italiano', () => {
  it('i nomi di segni e corpi sono quelli del catalogo delle etichette', () => {
    for (const [k, s] of Object.entries(SEGNI)) expect(s.name).toBe(labelOf('it', 'signs', k as ZodiacSign));
    for (const [k, n] of Object.entries(CORPI)) expect(n).toBe(labelOf('it', 'bodies', k as AstroBody));
  });

  it('le preposizioni articolate si formano bene', () => {
    expect(prep('di', 'lo Scorpione')).toBe('dello Scorpione');
    expect(prep('a', 'l’impazienza')).toBe('all’impazienza');
    expect(prep('in', 'i Gemelli')).toBe('nei Gemelli');
    expect(prep('a', 'gli sbalzi')).toBe('agli sbalzi');
    expect(prep('su', 'la Luna')).toBe('sulla Luna');
    expect(prep('di', 'il tuo Sole')).toBe('del tuo Sole');
    expect(prep('a', 'le tue emozioni')).toBe('alle tue emozioni');
    expect(prep('a', 'un cuore')).toBe('a un cuore');
  });

  it('non hanno parole doppie, sono riconosciuti come italiano e non contengono frasi inglesi', () => {
    const texts = everyText();
    expect(texts.length).toBe(CHARTS.length * ASTROLOGY_SECTIONS.length + BIRTHS.length);
    for (const t of texts) {
      expect(doubledWords(t)).toEqual([]);
      expect(t).not.toMatch(/\b(?:the|your|and|with|is|of)\b/);
      expect(franc(t, { minLength: 10 }), t).toBe('ita');
      for (const s of sentencesOf(t)) if (s.length >= 60) expect(franc(s, { minLength: 10 }), s).not.toBe('eng');
    }
  });

  it('nessuna coppia delle 19 sezioni condivide più di un terzo dei giri di frase', () => {
    for (const s of ALL.sections) {
      expect(Object.keys(s)).toHaveLength(ASTROLOGY_SECTIONS.length);
      expect(framePairsOver(s, mask)).toEqual([]);
    }
  });

  it('la sintesi apre la sezione del Sole: elementi, modalità, figura, governatore del tema', () => {
    const sun = ALL.sections[0]!.sun!;
    expect(sun).toMatch(/^Ada, è qui che comincia il tuo blueprint/);
    expect(sun).toContain('Il fuoco riunisce tre dei dieci pianeti, l’acqua tre, la terra due e l’aria due.');
    expect(sun).toContain('altalena');
    expect(sun).toContain('Con l’Ascendente in Scorpione, Marte è il governatore del tuo tema (con Plutone come governatore moderno).');
    expect(sun).toContain('nel suo domicilio');
  });

  it('dà il giorno esatto trovato dal nucleo dei transiti', () => {
    let checked = 0;
    for (const { facts, text } of ALL.transits) {
      for (const t of facts.transits.slice(0, 3)) {
        if (!t.exactAt?.length) continue;
        for (const at of t.exactAt) expect(text).toContain(giornoLocale(at, facts.timezone));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2);
    expect(giornoLocale('2026-11-26T23:30:00Z', 'Europe/Rome')).toBe('venerdì 27 novembre');
  });
});
