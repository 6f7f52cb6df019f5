/**
 * Los demás ámbitos del redactor sin conexión en español (el cielo del día y los horóscopos de los
 * signos): ortografía (Hunspell español con nspell, más una lista corta de términos que el
 * diccionario no trae), ninguna palabra repetida, `franc` reconoce el español en cada texto,
 * ninguna frase en inglés y ningún adjetivo que concuerde con «tú». Los hechos recorren días
 * variados (estaciones, lunaciones, ingresos) y los doce signos.
 */
import dictionaryEs from 'dictionary-es';
import { franc } from 'franc';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import { labelOf } from '#shared/i18n/labels/index';
import { offlineRoom } from '#shared/ai/offline/pack';
import { dailyInsight, signHoroscope } from '#shared/ai/offline/es/daily';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';
import { doubledWords, sentencesOf, wordsOf } from '#test/support/text-quality';

const DAYS = ['2026-11-22', '2027-03-20', '2026-12-10', '2027-07-01'];

let cached: Promise<string[]> | undefined;
function spanishTexts(): Promise<string[]> {
  cached ??= (async () => {
    const texts: string[] = [];
    // el cielo del día y los doce signos, en días variados (estaciones, lunaciones, ingresos)
    for (const day of DAYS) {
      const f = dayFacts(day);
      texts.push(dailyInsight(insightFacts(f)));
      for (const sign of SIGN_KEYS) texts.push(signHoroscope({ ...signFacts(f, sign), theme: f.theme, energy: f.energy }));
    }
    return texts;
  })();
  return cached;
}

/** Términos que el diccionario general no trae (astrología, Human Design, abreviaturas). */
const TERMINOS_ES = ['Quirón', 'Plutón', 'Neptuno', 'Urano', 'Lilith', 'Escorpio', 'sextil', 'quincuncio', 'semisextil', 'semicuadratura', 'sesquicuadratura', 'quintil', 'biquintil', 'gibosa', 'UTC', 'cúmplelas'];

describe('los demás ámbitos del redactor sin conexión, en español', () => {
  it('están bien escritos (Hunspell es)', async () => {
    const spell = nspell(Buffer.from(dictionaryEs.aff), Buffer.from(dictionaryEs.dic));
    for (const w of TERMINOS_ES) spell.add(w);
    const unknown = new Set<string>();
    for (const t of await spanishTexts()) for (const w of wordsOf(t)) if (!/^\d/.test(w) && !spell.correct(w) && !spell.correct(w.toLowerCase())) unknown.add(w);
    expect([...unknown].sort()).toEqual([]);
  }, 120_000);

  it('franc los reconoce como español, sin palabras repetidas ni frases en inglés', async () => {
    const texts = await spanishTexts();
    expect(texts.length).toBeGreaterThan(50);
    for (const t of texts) {
      if (t.length > 60) expect({ t, lang: franc(t, { minLength: 40 }) }).toEqual({ t, lang: 'spa' });
      expect(doubledWords(t), t).toEqual([]);
      for (const s of sentencesOf(t)) expect(s).not.toMatch(/\b(?:the|your|you|and|with|is|of|to)\b/i);
    }
  }, 60_000);

  it('no hace concordar ningún adjetivo con «tú» (género desconocido)', async () => {
    for (const t of await spanishTexts()) expect(t).not.toMatch(/\b(?:estás|eres|serás|te sientes|te sentirás) (?:\p{L}+ )?(?:list[oa]|sol[oa]|preparad[oa]|cansad[oa]|seguro|segura|tranquil[oa]|invitad[oa]|reconocid[oa]|agotad[oa]|abiert[oa]|atent[oa])\b/u);
  });

  it('el día y los signos dicen los hechos calculados y se escriben en español, sin recurrir al inglés', () => {
    for (const room of ['dailyInsight', 'signHoroscope'] as const) expect(offlineRoom('es', room)).toMatchObject({ language: 'es', fallback: false });
    const f = dayFacts('2026-11-22');
    expect(dailyInsight(insightFacts(f))).toMatch(/^Domingo 22 de noviembre de 2026: el tema del día es /);
    const aries = signHoroscope({ ...signFacts(f, 'aries'), theme: f.theme, energy: f.energy });
    const facts = signFacts(f, 'aries');
    expect(aries).toMatch(/^Aries, domingo 22 de noviembre de 2026\. La Luna /);
    expect(aries).toContain(`Marte, el planeta que rige tu signo, está en ${labelOf('es', 'signs', facts.rulerPlacement.sign)}, en tu casa ${facts.rulerPlacement.solarHouse}`);
  });
});
