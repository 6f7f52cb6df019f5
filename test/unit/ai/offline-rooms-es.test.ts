/**
 * Los demás ámbitos del redactor sin conexión en español (Human Design, numerología, prosa del
 * camino de vida, tres pilares, ciclos personales, el cielo del día y los horóscopos de los
 * signos): ortografía (Hunspell español con nspell, más una lista corta de términos que el
 * diccionario no trae), ninguna palabra repetida, `franc` reconoce el español en cada texto,
 * ninguna frase en inglés, ningún adjetivo que concuerde con «tú» y ningún ámbito que recurra al
 * inglés. Los hechos recorren todos los tipos, autoridades, perfiles, definiciones, ángulos de cruz,
 * centros y variables (roomFactSweep), los doce caminos de vida y cuatro días de cielo variados.
 */
import { readFileSync } from 'node:fs';
import dictionaryEs from 'dictionary-es';
import { franc } from 'franc';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import { labelOf } from '#shared/i18n/labels/index';
import { silentLogger } from '#shared/ai/log';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { offlineRoom } from '#shared/ai/offline/pack';
import { HUMAN_DESIGN_SECTIONS } from '#shared/ai/sections';
import { BIG_THREE } from '#shared/ai/offline/es/big-three';
import { dailyInsight, signHoroscope } from '#shared/ai/offline/es/daily';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';
import { localizeCycles, localizeLifePath } from '#shared/ai/offline/localize-numerology';
import { lifePath } from '#shared/numerology/life-path';
import { CHART_A } from '#test/support/ai-fixtures';
import { roomFactSweep } from '#test/support/offline-quality';
import { doubledWords, sentencesOf, wordsOf } from '#test/support/text-quality';

const writer = new OfflineWriter({ logger: silentLogger });
const DAYS = ['2026-11-22', '2027-03-20', '2026-12-10', '2027-07-01'];

let cached: Promise<string[]> | undefined;
function spanishTexts(): Promise<string[]> {
  cached ??= (async () => {
    const texts: string[] = [];
    for (const f of roomFactSweep()) {
      const hd = await writer.writeModuleSections('humanDesign', f, { language: 'es' });
      const nu = await writer.writeModuleSections('numerology', f, { language: 'es' });
      for (const r of [hd, nu]) {
        expect(r.language).toBe('es');
        expect(r.languageFallback).toBeUndefined();
        if (!r.ok) throw new Error('module failed');
        texts.push(...Object.values<string>(r.sections));
      }
      expect(hd.ok && Object.keys(hd.sections)).toEqual([...HUMAN_DESIGN_SECTIONS]);
    }
    for (const date of ['1990-07-15', '1985-11-11', '1980-01-02', '1991-02-03', '1989-12-21', '1977-03-04', '1982-05-05', '1990-12-10', '1979-11-29', '1992-09-18', '1975-06-06', '1984-08-09']) {
      const l = localizeLifePath(lifePath(date), 'es');
      // las listas son cortas: franc las lee juntas (fortalezas y después retos)
      texts.push(l.description, `${l.strengths.join('. ')}. ${l.challenges.join('. ')}.`);
    }
    // los tres pilares: cada signo en cada papel
    for (const sign of SIGN_KEYS)
      for (const role of ['sun', 'moon', 'rising'] as const) {
        const t = BIG_THREE[sign][role];
        texts.push(`${t.keywords}. ${t.description}`);
      }
    // los ciclos personales (año, mes y día) del 1 al 9, leídos juntos por número
    for (let n = 1; n <= 9; n++) {
      const c = localizeCycles({ personalYear: { number: n, description: '' }, personalMonth: { number: n, description: '' }, personalDay: { number: n, description: '' } }, 'es');
      texts.push(`${c.personalYear.description} ${c.personalMonth.description} ${c.personalDay.description}`);
    }
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
const TERMINOS_ES = ['Quirón', 'Plutón', 'Neptuno', 'Urano', 'Lilith', 'Escorpio', 'sextil', 'quincuncio', 'semisextil', 'semicuadratura', 'sesquicuadratura', 'quintil', 'biquintil', 'gibosa', 'UTC', 'cúmplelas', 'pruébala', 'hablarlo', 'perfeccionismo', 'Ajna', 'G', 'sacral', 'esplénica', 'autoproyectada', 'transpersonal', 'mm'];

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
    for (const t of await spanishTexts()) {
      // participios que solo podrían concordar con quien lee
      expect(t).not.toMatch(/\b(?:rodead|empujad|incluid|preparad|cansad|agotad|invitad)[oa]s?\b/u);
      expect(t).not.toMatch(/\b(?:estás|eres|serás|te sientes|te sentirás) (?:\p{L}+ )?(?:list[oa]|sol[oa]|preparad[oa]|cansad[oa]|seguro|segura|tranquil[oa]|invitad[oa]|reconocid[oa]|agotad[oa]|abiert[oa]|atent[oa])\b/u);
    }
  });

  it('el Human Design dice los hechos de la carta: tipo, autoridad, perfil, canales', async () => {
    expect(offlineRoom('es', 'humanDesignSection')).toMatchObject({ language: 'es', fallback: false });
    const hd = await writer.writeModuleSections('humanDesign', CHART_A, { language: 'es' });
    if (!hd.ok) throw new Error('module failed');
    expect(hd.sections.type).toContain('Tu tipo es Generador, con 4 centros definidos de 9');
    expect(hd.sections.authority).toContain('Tu autoridad interior es emocional.');
    expect(hd.sections.profile).toContain('Tu perfil es el 4/6, Oportunista/Modelo a seguir.');
    expect(hd.sections.definition).toMatch(/59-6 \(Apareamiento\) y 1-8 \(Inspiración\)/);
  });

  it('la numerología dice los hechos de la carta: camino de vida, maestros, ciclos', async () => {
    for (const room of ['numerologySection', 'lifePath', 'personalCycles', 'bigThree'] as const) expect(offlineRoom('es', room)).toMatchObject({ language: 'es', fallback: false });
    const nu = await writer.writeModuleSections('numerology', CHART_A, { language: 'es' });
    if (!nu.ok) throw new Error('module failed');
    expect(nu.sections.lifePath).toMatch(/^Tu camino de vida es el 7, número de reflexión, intuición y verdad\. /);
    expect(nu.sections.lifePath).toContain('el 11');
    const lp = localizeLifePath(lifePath('1990-07-15'), 'es');
    expect(lp.description).toMatch(/^El camino de vida 5 trata de libertad y de experiencia\./);
    expect(lp.strengths).toHaveLength(lifePath('1990-07-15').strengths.length);
    expect(localizeCycles({ personalYear: { number: 9, description: '' }, personalMonth: { number: 1, description: '' }, personalDay: { number: 4, description: '' } }, 'es')).toMatchObject({
      personalYear: { number: 9, description: expect.stringMatching(/^Un año de cierre/) as unknown },
      personalMonth: { number: 1, description: expect.stringMatching(/^Un mes para empezar/) as unknown },
      personalDay: { number: 4, description: expect.stringMatching(/^Un día para organizarte/) as unknown },
    });
  });

  it('el día y los signos dicen los hechos calculados y se escriben en español, sin recurrir al inglés', () => {
    for (const room of ['dailyInsight', 'signHoroscope'] as const) expect(offlineRoom('es', room)).toMatchObject({ language: 'es', fallback: false });
    // un tema que nombra un astro conserva su mayúscula
    expect(dailyInsight(insightFacts(dayFacts('2026-12-10')))).toMatch(/^Jueves 10 de diciembre de 2026: el tema del día es «Saturno directo»\./);
    const f = dayFacts('2026-11-22');
    expect(dailyInsight(insightFacts(f))).toMatch(/^Domingo 22 de noviembre de 2026: el tema del día es /);
    const aries = signHoroscope({ ...signFacts(f, 'aries'), theme: f.theme, energy: f.energy });
    const facts = signFacts(f, 'aries');
    expect(aries).toMatch(/^Aries, domingo 22 de noviembre de 2026\. La Luna /);
    expect(aries).toContain(`Marte, el planeta que rige tu signo, está en ${labelOf('es', 'signs', facts.rulerPlacement.sign)}, en tu casa ${facts.rulerPlacement.solarHouse}`);
  });

  it('las muestras de docs/languages.md son lo que escribe el redactor', async () => {
    const docs = readFileSync('docs/languages.md', 'utf8').replace(/^> ?/gm, '').replace(/\s+/g, ' ');
    const f = dayFacts('2026-11-22');
    const leo = signHoroscope({ ...signFacts(f, 'leo'), theme: f.theme, energy: f.energy }).replace(/^Leo, domingo 22 de noviembre de 2026\. /, '');
    const hd = await writer.writeModuleSections('humanDesign', CHART_A, { language: 'es' });
    if (!hd.ok) throw new Error('module failed');
    for (const p of [...leo.split('\n\n'), ...hd.sections.type!.split('\n\n')]) expect(docs).toContain(p);
  });
});
