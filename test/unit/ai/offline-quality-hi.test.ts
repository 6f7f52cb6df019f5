/**
 * हिन्दी ऑफ़लाइन पाठ (ज्योतिष खंड, सार, गोचर) वही जाँचें पास करते हैं जो अंग्रेज़ी और फ़्रेंच
 * (test/support/text-quality.ts): वर्तनी (Debian का hunspell-hi शब्दकोश, nspell से, साथ में
 * ज्योतिष के शब्द), कोई दोहरा शब्द नहीं, 19 खंडों में से किसी जोड़ी के एक तिहाई से अधिक वाक्य-ढाँचे
 * साझा नहीं, गोचर-गणना की सटीक तारीख़ें, franc से भाषा 'hin', और कोई अंग्रेज़ी वाक्य नहीं।
 * शब्दकोश न हो तो वर्तनी की जाँच छूट जाती है; REQUIRE_HUNSPELL_HI=1 (npm run test:hunspell) में वह विफलता है।
 * The pack is called directly: 'hi' is not yet an AiLanguage of the writer (docs/languages.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { franc } from 'franc';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { blueprintFacts } from '#shared/ai/from-core';
import type { AstroBody, BlueprintFacts, TransitTextFacts, ZodiacSign } from '#shared/ai/facts';
import { ASTROLOGY_SECTIONS } from '#shared/ai/sections';
import { HI } from '#shared/ai/offline/hi/index';
import { BHAV, DRISHTI, GRAH, RASHI, SANKHYA } from '#shared/ai/offline/hi/vocab';
import { sthaniyaDin } from '#shared/ai/offline/hi/transit';
import { labelOf } from '#shared/i18n/labels/index';
import { transitFacts } from '#shared/transits/ai';
import { computeTransits, natalFrameFromChart } from '#shared/transits/compute';
import { transitWindow } from '#shared/transits/window';
import { CHART_A, CHART_B } from '#test/support/ai-fixtures';
import { doubledWords, frameMasker, framePairsOver, sentencesOf } from '#test/support/text-quality';

const BIRTHS = [
  { date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 },
  { date: '1975-01-03', time: '06:10', timezone: 'America/New_York', latitude: 40.7128, longitude: -74.006 },
  { date: '2001-10-28', time: '23:45', timezone: 'Australia/Sydney', latitude: -33.8688, longitude: 151.2093 },
  { date: '1962-04-19', time: '12:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
];
const CHARTS: BlueprintFacts[] = [CHART_A, CHART_B, ...BIRTHS.map((b) => blueprintFacts({ name: 'Lena Ortiz', chart: computeNatalChart(b) }))];

const sections = (f: BlueprintFacts): Record<string, string> => Object.fromEntries(ASTROLOGY_SECTIONS.map((k) => [k, HI.astrologySection(k, f)]));

function transits(): { facts: TransitTextFacts; text: string }[] {
  const cases = [
    { date: '2026-11-22', period: 'week', timezone: 'Asia/Kolkata' },
    { date: '2026-12-01', period: 'month', timezone: 'America/New_York' },
    { date: '2027-03-10', period: 'day', timezone: 'UTC' },
  ] as const;
  return BIRTHS.map((b, i) => {
    const c = cases[i % cases.length]!;
    const frame = natalFrameFromChart(computeNatalChart(b));
    const facts = transitFacts(computeTransits(frame, transitWindow(c.date, c.period, c.timezone)), frame);
    return { facts, text: HI.transitReading(facts) };
  });
}

const everyText = (): string[] => [...CHARTS.flatMap((f) => Object.values(sections(f))), ...transits().map((t) => t.text)];

/** ज्योतिष के शब्द और नाम जो सामान्य शब्दकोश में नहीं हैं (docs/languages.md)। */
const JYOTISH_SHABD: string[] = [
  'अग्नि', 'ऑर्ब', 'अमावस्या', 'अष्टम', 'अस्त', 'उत्तल', 'कर्क', 'काइरॉन', 'कारक', 'कुंभ', 'केतु', 'क्विनकंक्स', 'खंडों',
  'गोचर', 'गोचरों', 'चतुर्थ', 'चतुर्थांश', 'चतुष्कोण', 'चर', 'जन्मकालीन', 'ज्योतिष', 'झूला', 'तुला', 'त्रिकोण', 'दशम',
  'दृष्टियाँ', 'द्वादश', 'द्विस्वभाव', 'धनु', 'नवम', 'नेपच्यून', 'पंचम', 'पाताल', 'प्रतियुति', 'ब्लूप्रिंट', 'मकर', 'मीन',
  'मेष', 'युति', 'यूरेनस', 'राशियों', 'राहु', 'लग्न', 'लग्नेश', 'लिलिथ', 'वक्री', 'वृश्चिक', 'वृषभ', 'षट्कोण',
  'षष्ठ', 'सप्तम', 'स्वगृही',
];
/**
 * मानक हिन्दी के शब्द (और उनके रूप) जो Debian के छोटे hi_IN शब्दकोश (लगभग 16 हज़ार शब्द) में नहीं हैं;
 * हर शब्द पढ़कर जाँचा गया है। नया शब्द यहाँ तभी जोड़ें जब वह सही हिन्दी हो।
 */
const SHABDKOSH_SE_BAHAR: string[] = [
  'पाश्चात्य',
  'अंतर्ज्ञान', 'हटता', 'अटपटा', 'अटपटे', 'अति', 'अधूरे', 'अनिर्णय', 'अवचेतन', 'आ', 'आकृति', 'आज़माने', 'आत्म', 'आदतन',
  'आदर्शवाद', 'आपमें', 'आशावाद', 'उगता', 'उदारता', 'उमड़ने', 'ऊर्जाएँ', 'एकांत', 'कठोरता', 'करीबी', 'करुणा', 'कल्पनाशक्ति',
  'कल्पनाशीलता', 'कसकर', 'कसौटी', 'कुशलता', 'कूटनीति', 'कोंपल', 'कोमलता', 'क्षणिक', 'क्षितिज', 'खरा', 'खरापन', 'खिंचाव',
  'खुलता', 'खुलती', 'खोजना', 'खोलता', 'गढ़ने', 'गतिशीलता', 'गहनता', 'गुंजाइश', 'घर्षण', 'घाव', 'चिंतन', 'छिपी',
  'छूता', 'छोड़ें', 'जोशीले', 'झुंझलाहट', 'झुकाती', 'टिका', 'टिकाऊ', 'टिकाव', 'टीस', 'टूटता', 'ठोसपन', 'तुरुप',
  'तेज', 'तौलकर', 'तौलना', 'तौली', 'थकने', 'दिखें', 'दिनचर्या', 'दूरदृष्टि', 'दृढ़ता', 'धुंधली', 'ध्येय', 'न',
  'नवजीवन', 'निखरता', 'निखारने', 'निभाएँ', 'निरंतरता', 'न्यायपूर्ण', 'न्यायप्रियता', 'पत्ता', 'पलों', 'पहचानें', 'प्रतिभाएँ', 'प्रधानता',
  'प्रसन्नता', 'बहता', 'बहती', 'बहते', 'बहाव', 'बाल्टी', 'बेचैनी', 'बोलें', 'बौद्धिक', 'भार', 'मनोदशा', 'मरहम',
  'मापें', 'मुड़ता', 'मोड़ता', 'योग', 'रंगती', 'रचनात्मकता', 'वचनबद्धता', 'वृत्ति', 'व्यावहारिकता', 'शालीनता', 'सँजोए', 'संगत',
  'संचय', 'संतान', 'संतुलन', 'सजगता', 'सटीकता', 'सधते', 'सनक', 'सामंजस्य', 'सार्थक', 'सूचियाँ', 'स्पष्टता', 'स्पष्टवादिता',
  'स्वीकारें', 'हत्था',
];

const mask = frameMasker({
  bodies: Object.values(GRAH),
  signs: Object.values(RASHI).map((s) => s.name),
  houses: BHAV.map((b) => b.ordinal).filter(Boolean),
  numbers: SANKHYA,
});

/** text-quality.ts's doubledWords splits Devanagari at its vowel signs (\\p{M}); here words are runs of letters and marks, hyphenated doublets (बार-बार) being one word. */
function doubledDevanagari(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\p{M}-])([\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*)\s+\1(?![\p{L}\p{M}-])/gu)].map((m) => m[0]);
}

const DIC = '/usr/share/hunspell/hi_IN.dic';
const AFF = '/usr/share/hunspell/hi_IN.aff';
const haveDic = existsSync(DIC) && existsSync(AFF);

describe('हिन्दी ऑफ़लाइन पाठ', () => {
  it('राशि, ग्रह, भाव और दृष्टि के नाम labels/hi.ts वाले ही हैं', () => {
    for (const [k, s] of Object.entries(RASHI)) expect(s.name).toBe(labelOf('hi', 'signs', k as ZodiacSign));
    for (const [k, n] of Object.entries(GRAH)) expect(n).toBe(labelOf('hi', 'bodies', k as AstroBody));
    for (let n = 1; n <= 12; n++) expect(`${BHAV[n]!.ordinal} भाव`).toBe(labelOf('hi', 'houses', n));
    for (const k of ['conjunction', 'opposition', 'square', 'trine', 'sextile', 'quincunx']) expect(DRISHTI[k]).toBe(labelOf('hi', 'aspects', k));
  });

  it.runIf(haveDic || process.env.REQUIRE_HUNSPELL_HI === '1')('वर्तनी सही है (hunspell-hi और ज्योतिष के शब्द)', () => {
    expect(haveDic, `${DIC} missing: apt-get install hunspell-hi`).toBe(true);
    const spell = nspell(readFileSync(AFF), readFileSync(DIC));
    for (const w of [...JYOTISH_SHABD, ...SHABDKOSH_SE_BAHAR]) spell.add(w);
    const unknown = new Set<string>();
    for (const t of everyText()) for (const w of t.match(/[\u0900-\u0963\u0970-\u097F]+/gu) ?? []) if (!spell.correct(w)) unknown.add(w);
    expect([...unknown].sort()).toEqual([]);
  }, 120_000);

  it('कोई दोहरा शब्द नहीं, कोई अंग्रेज़ी वाक्य नहीं, भाषा हिन्दी (franc)', () => {
    for (const t of everyText()) {
      expect(doubledWords(t).filter((d) => !/[\u0900-\u097F]/u.test(d))).toEqual([]);
      expect(doubledDevanagari(t).filter((d) => d !== 'भीतर भीतर')).toEqual([]);
      // लैटिन अक्षरों में केवल नाम (Ada, Lena) हो सकते हैं
      expect((t.match(/\p{Script=Latin}+/gu) ?? []).filter((w) => !['Ada', 'Lena', 'Ben'].includes(w))).toEqual([]);
      expect(franc(t, { minLength: 10 })).toBe('hin');
      for (const s of sentencesOf(t)) if (s.length >= 60) expect(franc(s, { minLength: 10 }), s).toBe('hin');
    }
  });

  it('19 खंडों में से कोई जोड़ी एक तिहाई से अधिक वाक्य-ढाँचे साझा नहीं करती', () => {
    for (const f of CHARTS) {
      const s = sections(f);
      expect(Object.keys(s)).toHaveLength(19);
      expect(framePairsOver(s, mask)).toEqual([]);
    }
  });

  it('सार सूर्य के खंड से पहले आता है: तत्व, स्वभाव, आकृति, लग्नेश, प्रमुख दृष्टियाँ', () => {
    const sun = HI.astrologySection('sun', CHART_A);
    const syn = HI.chartSynthesis(CHART_A);
    expect(sun.startsWith(syn)).toBe(true);
    expect(syn).toMatch(/^Ada, यहाँ से आपका ब्लूप्रिंट शुरू होता है/u);
    expect(syn).toContain('दस ग्रहों में से तीन अग्नि तत्व की राशियों में हैं, तीन जल में, दो पृथ्वी में और दो वायु में।');
    expect(syn).toContain('झूला आकृति');
    expect(syn).toContain('लग्न वृश्चिक राशि का है, इसलिए कुंडली का स्वामी, यानी लग्नेश, मंगल है (पाश्चात्य ज्योतिष प्लूटो को इस राशि का आधुनिक शासक ग्रह भी मानता है, पर स्वामी मंगल ही है)।');
    expect(syn).not.toMatch(/(प्लूटो|यूरेनस|नेपच्यून)[^।]{0,20}स्वामी/);
    expect(syn).toContain('स्वगृही');
    expect(syn).toContain('चंद्रमा और शनि की प्रतियुति (1°54′), सूर्य और मंगल का त्रिकोण (3°06′)');
    expect(franc(syn)).toBe('hin');
  });

  it('गोचर-गणना की सटीक तारीख़ें रिपोर्ट के समय-क्षेत्र में देता है', () => {
    let checked = 0;
    for (const { facts, text } of transits()) {
      for (const t of facts.transits.slice(0, 3)) {
        if (!t.exactAt?.length) continue;
        for (const at of t.exactAt) expect(text).toContain(`${sthaniyaDin(at, facts.timezone)}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2);
    expect(sthaniyaDin('2026-11-26T20:00:00Z', 'Asia/Kolkata')).toBe('शुक्रवार, 27 नवंबर');
  });
});
