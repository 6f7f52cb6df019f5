/**
 * I testi offline in italiano (astrologia e transiti) passano gli stessi controlli dell'inglese e
 * del francese (test/support/text-quality.ts): nessuna parola doppia, nessuna coppia delle 19 sezioni che condivida più
 * di un terzo dei giri di frase, i giorni esatti del nucleo dei transiti, la lingua riconosciuta da
 * franc come italiano e nessuna frase in inglese. L'ortografia la controlla Hunspell stesso
 * (il dizionario it_IT di Debian) in test/unit/ai/offline-spelling-hunspell.test.ts: nspell
 * espande tutti gli affissi italiani al caricamento e ci mette minuti.
 */
import { franc } from 'franc';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AstroBody, BlueprintFacts, ZodiacSign } from '#shared/ai/facts';
import { ASTROLOGY_SECTIONS } from '#shared/ai/sections';
import { CORPI, NUMERI, prep, SEGNI } from '#shared/ai/offline/it/vocab';
import { giornoLocale } from '#shared/ai/offline/it/transit';
import { labelOf } from '#shared/i18n/labels/index';
import { doubledWords, frameMasker, framePairsOver, sentencesOf } from '#test/support/text-quality';
import { astrologyIn, qualityCharts, QUALITY_BIRTHS, transitsIn } from '#test/support/offline-quality';

const CHARTS: BlueprintFacts[] = qualityCharts();

const sections = (facts: BlueprintFacts): Promise<Record<string, string>> => astrologyIn('it', facts);
const transits = () => transitsIn('it', { week: 'Europe/Rome', month: 'America/New_York' });

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
    expect(texts.length).toBe(CHARTS.length * ASTROLOGY_SECTIONS.length + QUALITY_BIRTHS.length);
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
