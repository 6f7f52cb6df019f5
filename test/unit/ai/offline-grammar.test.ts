/**
 * Grammar rules per language and the repetition bound of a blueprint (issue 46, docs/languages.md
 * "Grammar rules and repetition"). No grammar checker is packaged for these languages here
 * (LanguageTool needs Java and a download), so each language's rules are written out: agreement of
 * articles, adjectives and verbs with the bodies and signs the texts name, the contractions of
 * prepositions with articles, and the copula with a plural predicate. They run over the offline
 * texts of many charts: the 19 astrology sections of each, the Human Design and numerology rooms and
 * the daily texts, transit readings, Vedic readings and relationship readings.
 */
import { describe, expect, it } from 'vitest';
import type { BirthInput } from '#shared/astro/types';
import type { AiLanguage } from '#shared/ai/types';
import { COMMON_RULES, faults, RULES } from '#test/support/grammar-rules';
import { REPEAT_LIMIT, runsOf } from '#shared/ai/offline/repetition';
import { LANGUAGES } from '#shared/i18n/languages';
import { astrologyIn, otherRoomTextsIn, qualityCharts, QUALITY_BIRTHS, qualityWriter, transitsIn } from '#test/support/offline-quality';
import { jdFromEpochMs, localToUtc } from '#shared/astro/time';
import { computeVedicChart } from '#shared/vedic/chart';
import { vedicTextFacts } from '#shared/vedic/reading';
import { computeRelationship } from '#shared/relationships/index';
import { relationshipFacts } from '#shared/relationships/ai';

/** Twelve more births, one a month across the century, both hemispheres, so that every sign holds planets. */
const MORE_BIRTHS: BirthInput[] = Array.from({ length: 12 }, (_, i) => ({
  date: `${1950 + i * 6}-${String(i + 1).padStart(2, '0')}-${String(3 + i * 2).padStart(2, '0')}`,
  time: `${String((i * 7) % 24).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`,
  timezone: 'UTC',
  latitude: [51.5, -33.9, 40.7, 28.6, 48.9, -23.5, 19.4, 52.5, 41.9, -34.6, 35.7, 55.8][i]!,
  longitude: [-0.1, 151.2, -74, 77.2, 2.35, -46.6, -99.1, 13.4, 12.5, -58.4, 139.7, 37.6][i]!,
}));
const BIRTHS = [...QUALITY_BIRTHS, ...MORE_BIRTHS];
const CHARTS = qualityCharts(BIRTHS);

/** The Vedic readings of every birth (charts of 2026-11-27) and the relationship readings of consecutive births as couples. */
const VEDIC = BIRTHS.map((b) => vedicTextFacts(computeVedicChart(localToUtc(b).jdUT, b.latitude, b.longitude), jdFromEpochMs(Date.parse('2026-11-27T12:00:00Z'))));
const ALL_MODULES = { synastry: true, composite: true, davison: true, humanDesign: true, numerology: true };
const COUPLES = BIRTHS.slice(0, 8).map((b, i) => {
  const [a, c] = [{ fullName: 'Ana Souza', birth: b }, { fullName: 'Léo Martin', birth: BIRTHS[i + 8]! }];
  return relationshipFacts([a.fullName, c.fullName], computeRelationship(a, c, ALL_MODULES).data);
});

async function textsIn(language: AiLanguage): Promise<string[]> {
  const texts: string[] = [];
  for (const f of CHARTS) texts.push(...Object.values(await astrologyIn(language, f)));
  texts.push(...(await otherRoomTextsIn(language)));
  texts.push(...(await transitsIn(language, { week: 'UTC', month: 'Asia/Kolkata' })).map((t) => t.text));
  for (const facts of VEDIC) texts.push((await qualityWriter.writeText({ purpose: 'vedic', facts, language })).text);
  for (const facts of COUPLES) texts.push((await qualityWriter.writeText({ purpose: 'relationship', facts, language })).text);
  return texts;
}

describe('grammar rules per language over the offline texts of many charts', () => {
  for (const language of Object.keys(RULES) as (keyof typeof RULES)[]) {
    it(`${language}: no sentence breaks a rule`, async () => {
      const texts = await textsIn(language);
      expect(texts.length).toBeGreaterThan(400);
      expect(faults(texts, [...COMMON_RULES, ...RULES[language]]).join('\n')).toBe('');
    }, 120_000);
  }

  it('the rules can fail: each catches the fault it names', () => {
    const samples: Record<keyof typeof RULES, string[]> = {
      fr: ['Le don de votre Verseau, c’est des idées originales.', 'Votre Lune natal est en Cancer.', 'Il parle de le Soleil.', 'Saturne en carré avec votre Soleil natale.', 'Du 1 novembre au 3 décembre.'],
      es: ['Un vínculo que fluye entre ustedes.', 'La fuerza de el Sol.', 'El compromiso, en el canal 20-57, muestra algo.'],
      de: ['Dein Mond steht im Zwillinge.', 'Das liegt an deinem Geburts-Sonne.', 'Dein Mars steht in den Fische.'],
      pt: ['O seu maior trunfo é ideias originais.', 'A partir de o seu mapa.', 'Desde 1 de novembro.'],
      it: ['La tua risorsa è le idee originali.', 'Il tuo Luna è in Cancro.', 'Un’orbita di 2°.', 'Esatto il 8 novembre.', 'Dal 1 novembre in poi.'],
      hi: ['आपकी राशि का स्वामी यूरेनस इस समय मेष में है।', 'इच्छा आपको जोश देता है।', '3:52 pm बजे।', 'सूर्य आपको साहस देती है।', 'बृहस्पति आपके चंद्रमा से त्रिकोण बना रही है।', 'आपकी सूर्य कर्क में है।'],
    };
    for (const [language, xs] of Object.entries(samples)) for (const x of xs) expect(faults([x], RULES[language as keyof typeof RULES]), `${language}: ${x}`).toHaveLength(1);
  });
});

/** Runs of six words said more than twice within one blueprint (its astrology, Human Design and numerology sections). */
async function repeatsIn(language: AiLanguage, facts: (typeof CHARTS)[number]): Promise<string[]> {
  const texts: string[] = [];
  for (const module of ['astrology', 'humanDesign', 'numerology'] as const) {
    if (!facts[module]) continue;
    const r = await qualityWriter.writeModuleSections(module, facts, { language });
    if (r.ok) texts.push(...Object.values<string>(r.sections));
  }
  const counts = new Map<string, number>();
  for (const t of texts) for (const s of t.split(/(?<=[.!?…।]["»”’)]?)\s+/u)) for (const run of runsOf(s)) counts.set(run, (counts.get(run) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > REPEAT_LIMIT).map(([run, n]) => `${n}x ${run}`);
}

describe('the repetition bound of a blueprint', () => {
  for (const language of LANGUAGES) {
    it(`${language}: no frame or keyword list (a run of six words) more than twice in one blueprint, over ${CHARTS.length} charts`, async () => {
      const over: string[] = [];
      for (const [i, f] of CHARTS.entries()) for (const r of await repeatsIn(language, f)) over.push(`chart ${i}: ${r}`);
      expect(over.slice(0, 30).join('\n')).toBe('');
    }, 120_000);
  }
});
