/**
 * Grammar rules per language and the repetition bound of a blueprint (issue 46, docs/languages.md
 * "Grammar rules and repetition"). No grammar checker is packaged for these languages here
 * (LanguageTool needs Java and a download), so each language's rules are written out: agreement of
 * articles, adjectives and verbs with the bodies and signs the texts name, the contractions of
 * prepositions with articles, and the copula with a plural predicate. They run over the offline
 * texts of many charts: the 19 astrology sections of each, the Human Design and numerology rooms and
 * the daily texts, and transit readings.
 */
import { describe, expect, it } from 'vitest';
import type { BirthInput } from '#shared/astro/types';
import type { AiLanguage } from '#shared/ai/types';
import { sentencesOf } from '#test/support/text-quality';
import { REPEAT_LIMIT, runsOf } from '#shared/ai/offline/repetition';
import { LANGUAGES } from '#shared/i18n/languages';
import { astrologyIn, otherRoomTextsIn, qualityCharts, QUALITY_BIRTHS, qualityWriter, transitsIn } from '#test/support/offline-quality';

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

interface Rule {
  /** What the rule asks, as a grammar book would say it. */
  rule: string;
  bad: RegExp;
}

/** Rules per language: each pattern is a fault; none may match any generated sentence. */
const RULES: Record<Exclude<AiLanguage, 'en'>, Rule[]> = {
  fr: [
    { rule: 'de + le/les se contractent (du, des); à + le/les (au, aux)', bad: /(?<![\p{L}’'])(?:de|à) (?:le|les) (?:[\p{Lu}]|(?:thème|signe|monde|corps|cœur|couple|groupe|travail|temps|ciel|lien|foyer|domaine|partenaire)(?![\p{L}]))/u },
    { rule: 'élision devant voyelle (l’, d’, qu’)', bad: /(?<![\p{L}’'-])(?:le|la|de|que|ne|se|je) (?:[aeiouéèêâîôû]|h(?:umeur|umain|armonie|eure|istoire|orizon))/iu },
    { rule: 'ce sont devant un attribut pluriel', bad: /c’est (?:des|les|vos|ces) /iu },
    { rule: 'adjectif accordé aux noms féminins (Lune, Vénus)', bad: /(?:Lune|Vénus|Lilith) (?:natal|progressé|transitant)(?![\p{L}])/u },
    { rule: 'possessif/article accordé: votre/la Lune, pas le/un', bad: /(?<![\p{L}])(?:le|un|du|au) (?:Lune|Vénus|Balance|Vierge)(?![\p{L}])/u },
  ],
  es: [
    { rule: 'de + el = del; a + el = al', bad: /(?<![\p{L}])(?:de|a) el(?![\p{L}])/iu },
    { rule: 'variedad peninsular: vosotros, no ustedes', bad: /(?<![\p{L}])ustedes(?![\p{L}])/iu },
    { rule: 'artículo concordado: la Luna, la casa; el Sol', bad: /(?<![\p{L}])(?:el|un|del|al) (?:Luna|Venus|Luna natal|casa)(?![\p{L}])/u },
    { rule: 'canal de concesión, no compromiso (Diseño Humano)', bad: /(?:canal|canales) de compromiso|El compromiso, en (?:el|los) canal/u },
    { rule: 'cópula con atributo plural', bad: /(?<![\p{L}])es (?:los|las) ideas/iu },
  ],
  de: [
    { rule: 'Dativ nach in: in der Jungfrau, in der Waage, in den Zwillingen/Fischen, in der Opposition', bad: /(?<![\p{L}])im (?:Zwillinge|Zwillingen|Waage|Jungfrau|Fische|Fischen|Opposition|Konjunktion|Sonne|Venus)(?![\p{L}])/u },
    { rule: 'Genus der Körper: deine Sonne, dein Mond', bad: /(?<![\p{L}])(?:deinem|deinen|dem|einem) (?:Geburts-)?(?:Sonne|Venus|Waage|Jungfrau)(?![\p{L}-])/u },
    { rule: 'keine doppelte Präposition mit Artikel (in dem → im)', bad: /(?<![\p{L}])in dem (?=[\p{Lu}])/u },
  ],
  pt: [
    { rule: 'contração de preposição e artigo (do, da, no, na, ao, pelo)', bad: /(?<![\p{L}])(?:de|em|por) (?:o|a|os|as)(?![\p{L}])/iu },
    { rule: 'verbo ser concorda com predicativo plural', bad: /(?<![\p{L}])é (?:ideias|limites|as ideias|os limites)(?![\p{L}])/iu },
    { rule: 'artigo concordado: a Lua, a Vênus; o Sol', bad: /(?<![\p{L}])(?:o|um|do|no|ao) (?:Lua|Vênus)(?![\p{L}])/u },
  ],
  it: [
    { rule: 'preposizioni articolate (del, nel, al, dal, sul)', bad: /(?<![\p{L}’'])(?:di|in|a|da|su) (?:il|lo|la|i|gli|le)(?![\p{L}’'])/iu },
    { rule: 'essere concorda con il predicato plurale', bad: /(?<![\p{L}])è (?:le|i|gli) /iu },
    { rule: 'possessivo concordato: la tua Luna, non il tuo Luna', bad: /(?<![\p{L}])(?:[Ii]l tuo|[Ii]l suo|[Uu]n) (?:Luna|Venere|Bilancia|Vergine)(?![\p{L}])/u },
    { rule: 'orbe, non orbita (l’orbe di un aspetto)', bad: /(?<![\p{L}])orbita(?![\p{L}])/iu },
  ],
  hi: [
    { rule: 'कुंभ, वृश्चिक, मीन के स्वामी शनि, मंगल, बृहस्पति हैं; यूरेनस, प्लूटो, नेपच्यून स्वामी नहीं', bad: /(?:राशि का|का) स्वामी (?:यूरेनस|प्लूटो|नेपच्यून)|(?:यूरेनस|प्लूटो|नेपच्यून) (?:स्वामी|लग्नेश)/u },
    { rule: 'स्त्रीलिंग कर्ता के साथ स्त्रीलिंग क्रिया (इच्छा/आशा/ऊर्जा देती है)', bad: /^(?:इच्छा|आशा|ऊर्जा|प्रेरणा|शक्ति|दृष्टि|दशा|कुंडली|भावना)(?! (?:का|की|के) )(?: एक प्रेरणा के रूप में)? [^,;:।]*?(?:देता|करता|बताता|लाता|दिखाता|रहता) है/u },
    { rule: 'पुल्लिंग ग्रह के साथ पुल्लिंग क्रिया (सूर्य/चंद्रमा/मंगल ... करता है)', bad: /^(?:सूर्य|चंद्रमा|मंगल|बुध|गुरु|बृहस्पति|शुक्र|शनि|राहु|केतु) [^,;:।]*?(?:देती|करती|बताती|लाती|दिखाती|रहती) है/u },
    { rule: 'शब्द सही अर्थ में: निर्दोषता (अपराध से मुक्ति) नहीं, अस्तित्व (होना) नहीं; धीमा और तात्कालिक साथ नहीं', bad: /निर्दोषता एक प्रेरणा|अस्तित्व का दृष्टिकोण|धीमा, तात्कालिक/u },
    { rule: 'समय में pm/am नहीं', bad: /\b[ap]m\b/iu },
  ],
};

async function textsIn(language: AiLanguage): Promise<string[]> {
  const texts: string[] = [];
  for (const f of CHARTS) texts.push(...Object.values(await astrologyIn(language, f)));
  texts.push(...(await otherRoomTextsIn(language)));
  texts.push(...(await transitsIn(language, { week: 'UTC', month: 'Asia/Kolkata' })).map((t) => t.text));
  return texts;
}

const faults = (texts: readonly string[], rules: readonly Rule[]): string[] => {
  const out = new Set<string>();
  for (const t of texts) for (const s of sentencesOf(t).flatMap((x) => x.split(/(?<=।)\s*/u)).map((x) => x.trim())) for (const r of rules) if (r.bad.test(s)) out.add(`${r.rule}: ${s}`);
  return [...out].slice(0, 20);
};

describe('grammar rules per language over the offline texts of many charts', () => {
  for (const language of Object.keys(RULES) as (keyof typeof RULES)[]) {
    it(`${language}: no sentence breaks a rule`, async () => {
      const texts = await textsIn(language);
      expect(texts.length).toBeGreaterThan(400);
      expect(faults(texts, RULES[language]).join('\n')).toBe('');
    }, 120_000);
  }

  it('the rules can fail: each catches the fault it names', () => {
    const samples: Record<keyof typeof RULES, string[]> = {
      fr: ['Le don de votre Verseau, c’est des idées originales.', 'Votre Lune natal est en Cancer.', 'Il parle de le Soleil.'],
      es: ['Un vínculo que fluye entre ustedes.', 'La fuerza de el Sol.', 'El compromiso, en el canal 20-57, muestra algo.'],
      de: ['Dein Mond steht im Zwillinge.', 'Das liegt an deinem Geburts-Sonne.'],
      pt: ['O seu maior trunfo é ideias originais.', 'A partir de o seu mapa.'],
      it: ['La tua risorsa è le idee originali.', 'Il tuo Luna è in Cancro.', 'Un’orbita di 2°.'],
      hi: ['आपकी राशि का स्वामी यूरेनस इस समय मेष में है।', 'इच्छा आपको जोश देता है।', '3:52 pm बजे।', 'सूर्य आपको साहस देती है।'],
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
