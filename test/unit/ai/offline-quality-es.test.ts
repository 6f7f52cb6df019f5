/**
 * Los textos sin conexión en español (astrología y tránsitos) pasan los mismos controles que el
 * inglés y el francés (test/support/text-quality.ts): ortografía (Hunspell español con nspell, más
 * los términos de astrología), ninguna palabra repetida, ningún par de las 19 secciones que comparta
 * más de un tercio de sus estructuras de frase, las fechas exactas del núcleo de tránsitos, la
 * identificación del idioma (franc: `spa`) y ninguna frase en inglés.
 */
import dictionaryEs from 'dictionary-es';
import { franc } from 'franc';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import type { AstroBody, BlueprintFacts, ZodiacSign } from '#shared/ai/facts';
import { ASTROLOGY_SECTIONS } from '#shared/ai/sections';
import { CUERPOS, NUMEROS, SIGNOS } from '#shared/ai/offline/es/vocab';
import { diaLocal } from '#shared/ai/offline/es/transit';
import { labelOf } from '#shared/i18n/labels/index';
import { CHART_A } from '#test/support/ai-fixtures';
import { doubledWords, frameMasker, framePairsOver, sentencesOf, wordsOf } from '#test/support/text-quality';
import { astrologyIn, qualityCharts, qualityWriter as writer, transitsIn } from '#test/support/offline-quality';

const CHARTS: BlueprintFacts[] = qualityCharts();

const sections = (facts: BlueprintFacts): Promise<Record<string, string>> => astrologyIn('es', facts);
const transits = () => transitsIn('es', { week: 'Europe/Madrid', month: 'America/Mexico_City' });

/** Every text once: the sections of each chart (the synthesis opens the Sun's) and the transit readings. */
let cached: Promise<{ label: string; text: string }[]> | undefined;
function everyText(): Promise<{ label: string; text: string }[]> {
  cached ??= (async () => {
    const texts: { label: string; text: string }[] = [];
    for (const [c, f] of CHARTS.entries()) for (const [k, t] of Object.entries(await sections(f))) texts.push({ label: `chart ${c} ${k}`, text: t });
    for (const [i, t] of (await transits()).entries()) texts.push({ label: `transit ${i}`, text: t.text });
    return texts;
  })();
  return cached;
}

/** Términos de astrología (y nombres de los ejemplos) que el diccionario general no trae (docs/languages.md). */
const TERMINOS_ES = ['blueprint', 'quincuncio', 'semisextil', 'semicuadratura', 'sesquicuadratura', 'quintil', 'biquintil', 'Quirón', 'Plutón', 'Neptuno', 'Urano', 'Lilith', 'Escorpio', 'numerología', 'Ada', 'Lena', 'Ortiz'];

const mask = frameMasker({
  bodies: [...Object.values(CUERPOS), 'Luna Negra'],
  signs: Object.values(SIGNOS).map((s) => s.name),
  houses: [],
  numbers: NUMEROS,
});

describe('textos sin conexión en español', () => {
  it('usan los nombres de signos y cuerpos de la tabla de etiquetas', () => {
    for (const [k, s] of Object.entries(SIGNOS)) expect(s.name).toBe(labelOf('es', 'signs', k as ZodiacSign));
    for (const [k, n] of Object.entries(CUERPOS)) expect(n).toBe(labelOf('es', 'bodies', k as AstroBody));
  });

  it('están bien escritos (Hunspell es + términos de astrología)', async () => {
    const spell = nspell(Buffer.from(dictionaryEs.aff), Buffer.from(dictionaryEs.dic));
    for (const w of TERMINOS_ES) spell.add(w);
    const unknown = new Set<string>();
    for (const { text } of await everyText()) for (const w of wordsOf(text)) if (!spell.correct(w) && !spell.correct(w.toLowerCase())) unknown.add(w);
    expect([...unknown].sort()).toEqual([]);
  }, 120_000);

  it('no tienen palabras repetidas ni frases en inglés', async () => {
    for (const { label, text } of await everyText()) {
      expect(doubledWords(text), label).toEqual([]);
      for (const s of sentencesOf(text)) expect(s, label).not.toMatch(/\b(?:the|your|you|and|with|is|of|to)\b/i);
    }
  }, 60_000);

  it('franc reconoce el español en cada sección, en la síntesis y en cada lectura de tránsitos', async () => {
    const texts = await everyText();
    const wrong = texts.map(({ label, text }) => ({ label, lang: franc(text, { minLength: 40 }) })).filter((x) => x.lang !== 'spa');
    expect(wrong).toEqual([]);
    for (const f of CHARTS) {
      const synthesis = (await import('#shared/ai/offline/es/astrology')).chartSynthesis(f);
      expect(franc(synthesis, { minLength: 40 })).toBe('spa');
    }
    // franc sabe distinguir: el mismo control rechaza la sección en inglés
    const en = await writer.writeModuleSections('astrology', CHART_A, { language: 'en' });
    if (!en.ok) throw new Error('astrology failed');
    expect(franc(en.sections.moon!, { minLength: 40 })).toBe('eng');
  }, 60_000);

  it('ningún par de las 19 secciones comparte más de un tercio de sus estructuras de frase', async () => {
    for (const f of CHARTS) {
      const s = await sections(f);
      expect(Object.keys(s)).toHaveLength(ASTROLOGY_SECTIONS.length);
      expect(framePairsOver(s, mask)).toEqual([]);
    }
  });

  it('la síntesis abre la sección del Sol: elementos, modalidades, figura, regente de la carta', async () => {
    const s = await sections(CHART_A);
    expect(s.sun).toMatch(/^Ada, aquí empieza tu blueprint/);
    expect(s.sun).toContain('El fuego reúne tres de los diez planetas; le siguen el agua con tres, la tierra con dos y el aire con dos.');
    expect(s.sun).toContain('balancín');
    expect(s.sun).toContain('Tu Ascendente está en Escorpio, así que Marte es el regente de tu carta (con Plutón como regente moderno).');
    expect(s.sun).toContain('en su propio signo');
  });

  it('se queda en lo general, en español, cuando falta una posición', async () => {
    const facts: BlueprintFacts = structuredClone(CHART_A);
    delete facts.astrology!.bodies.lilith;
    const s = await sections(facts);
    expect(s.lilith).toBe('La posición exacta de tu Lilith no está disponible para esta carta, así que esta lectura se queda en lo general.');
    expect(franc(s.lilith!, { minLength: 40 })).toBe('spa');
  });

  it('da la fecha exacta que encuentra el núcleo de tránsitos, en la zona horaria del informe', async () => {
    let checked = 0;
    for (const { facts, text } of await transits()) {
      for (const t of facts.transits.slice(0, 3)) {
        if (!t.exactAt?.length) continue;
        for (const at of t.exactAt) expect(text).toContain(`el ${diaLocal(at, facts.timezone)}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2);
    expect(diaLocal('2026-11-26T23:30:00Z', 'Europe/Madrid')).toBe('viernes 27 de noviembre');
    expect(diaLocal('2026-11-27T03:30:00Z', 'America/Mexico_City')).toBe('jueves 26 de noviembre');
  }, 60_000);
});
