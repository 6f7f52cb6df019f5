/**
 * हिन्दी में ऑफ़लाइन लेखक के बाकी कमरे (आज का आकाश, बारह राशियों का राशिफल, और जो कमरे हिन्दी पैक लिख
 * चुका है): वर्तनी (Debian का hunspell-hi शब्दकोश, nspell से, जैसे offline-quality-hi.test.ts में;
 * REQUIRE_HUNSPELL_HI=1 में शब्दकोश न होना विफलता है), कोई दोहरा शब्द नहीं, franc से भाषा 'hin',
 * कोई अंग्रेज़ी वाक्य नहीं, और हर कमरे की भाषा hi, बिना अंग्रेज़ी के सहारे।
 */
import { existsSync, readFileSync } from 'node:fs';
import { franc } from 'franc';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import { HI } from '#shared/ai/offline/hi/index';
import { offlineRoom, type OfflineRoom } from '#shared/ai/offline/pack';
import { dailyInsight, signHoroscope } from '#shared/ai/offline/hi/daily';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';
import { doubledWords, sentencesOf } from '#test/support/text-quality';

const DAYS = ['2026-11-22', '2027-03-20', '2026-12-10', '2027-07-01'];

async function hindiTexts(): Promise<string[]> {
  const texts: string[] = [];
  // आज का आकाश और बारह राशियाँ, अलग-अलग दिनों पर (वक्री/मार्गी होना, चंद्र कलाएँ, राशि-प्रवेश)
  for (const day of DAYS) {
    const f = dayFacts(day);
    texts.push(dailyInsight(insightFacts(f)));
    for (const sign of SIGN_KEYS) texts.push(signHoroscope({ ...signFacts(f, sign), theme: f.theme, energy: f.energy }));
  }
  return Promise.resolve(texts);
}

/** ज्योतिष के शब्द और नाम जो सामान्य शब्दकोश में नहीं हैं (offline-quality-hi.test.ts की सूची के साथ)। */
const JYOTISH_SHABD: string[] = [
  'अमावस्या', 'अर्धचंद्र', 'अष्टम', 'उत्तल', 'कर्क', 'काइरॉन', 'कुंभ', 'चतुर्थ', 'चतुर्थांश', 'चतुष्कोण', 'तुला', 'त्रिकोण', 'दशम', 'द्वादश',
  'बिंब',   'धनु', 'नवम', 'नेपच्यून', 'पंचम', 'प्रतियुति', 'मकर', 'मार्गी', 'मीन', 'मेष', 'युति', 'यूरेनस', 'लिलिथ', 'वक्री',
  'वृश्चिक', 'वृषभ', 'षट्कोण', 'षष्ठ', 'सप्तम',
];
/** मानक हिन्दी के शब्द जो Debian के छोटे hi_IN शब्दकोश में नहीं हैं; हर शब्द पढ़कर जाँचा गया है। */
const SHABDKOSH_SE_BAHAR: string[] = [
  'अंतरंगता', 'अंतर्ज्ञान', 'आ', 'आत्म', 'आशावाद', 'एकांत', 'खिलंदड़', 'खुलते', 'खोलता', 'चिंतन', 'छोड़ें', 'जीवनसाथी', 'टलती', 'थका', 'दिनचर्या', 'नरमी', 'निभाएँ', 'न्योता', 'पूछें', 'फिरें', 'बदलें', 'बिताएँ', 'भरते', 'मित्रताओं', 'मुलाक़ातों', 'मोड़ता', 'यात्राएँ', 'रचनात्मकता', 'रूपांतरण', 'सँवारना', 'सँवारें', 'संतुलन', 'समेटता', 'सादी', 'सामंजस्य',
];

const DIC = '/usr/share/hunspell/hi_IN.dic';
const AFF = '/usr/share/hunspell/hi_IN.aff';
const haveDic = existsSync(DIC) && existsSync(AFF);

/** text-quality.ts का doubledWords देवनागरी को मात्राओं पर तोड़ता है; यहाँ शब्द अक्षर और मात्राओं के पूरे क्रम हैं। */
const doubledDevanagari = (text: string): string[] => [...text.matchAll(/(?<![\p{L}\p{M}-])([\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*)\s+\1(?![\p{L}\p{M}-])/gu)].map((m) => m[0]);

describe('ऑफ़लाइन लेखक के बाकी कमरे, हिन्दी में', () => {
  it('हर लिखा कमरा हिन्दी का है, अंग्रेज़ी के सहारे के बिना', () => {
    const rooms: OfflineRoom[] = ['dailyInsight', 'signHoroscope'];
    for (const room of rooms) {
      const r = offlineRoom('hi', room);
      expect({ room, language: r.language, fallback: r.fallback }).toEqual({ room, language: 'hi', fallback: false });
      expect(r.text).toBe(HI[room]);
    }
  });

  it.runIf(haveDic || process.env.REQUIRE_HUNSPELL_HI === '1')('वर्तनी सही है (hunspell-hi और ज्योतिष के शब्द)', async () => {
    expect(haveDic, `${DIC} missing: apt-get install hunspell-hi`).toBe(true);
    const spell = nspell(readFileSync(AFF), readFileSync(DIC));
    for (const w of [...JYOTISH_SHABD, ...SHABDKOSH_SE_BAHAR]) spell.add(w);
    const unknown = new Set<string>();
    for (const t of await hindiTexts()) for (const w of t.match(/[\u0900-\u0963\u0970-\u097F]+/gu) ?? []) if (!spell.correct(w)) unknown.add(w);
    expect([...unknown].sort()).toEqual([]);
  }, 120_000);

  it('हिन्दी के रूप में पहचाने जाते हैं (franc), कोई दोहरा शब्द या अंग्रेज़ी वाक्य नहीं', async () => {
    const texts = await hindiTexts();
    expect(texts.length).toBeGreaterThan(50);
    for (const t of texts) {
      expect(franc(t, { minLength: 10 }), t).toBe('hin');
      for (const s of sentencesOf(t)) if (s.length >= 60) expect(franc(s, { minLength: 10 }), s).toBe('hin');
      expect(doubledWords(t).filter((d) => !/[\u0900-\u097F]/u.test(d))).toEqual([]);
      expect(doubledDevanagari(t)).toEqual([]);
      // लैटिन अक्षरों में केवल UTC
      expect((t.match(/\p{Script=Latin}+/gu) ?? []).filter((w) => w !== 'UTC')).toEqual([]);
    }
  });

  it('आज का आकाश और राशिफल दिन के तथ्य कहते हैं: तारीख़, राशियाँ, स्वामी, भाव', () => {
    const f = dayFacts('2026-11-22');
    const insight = dailyInsight(insightFacts(f));
    expect(insight).toMatch(/^रविवार, 22 नवंबर 2026: आज का विषय है "रूपांतरण"। सूर्य वृश्चिक राशि में है/u);
    expect(insight).toContain('यूरेनस और प्लूटो का त्रिकोण');
    const leo = signHoroscope({ ...signFacts(f, 'leo'), theme: f.theme, energy: f.energy });
    expect(leo).toMatch(/^सिंह राशि, रविवार, 22 नवंबर 2026। चंद्रमा आज आपके नवम भाव \(/u);
    expect(leo).toContain('आपकी राशि का स्वामी सूर्य इस समय वृश्चिक राशि में, आपके चतुर्थ भाव में है।');
    // एक राशि के पाठ दूसरी राशि से अलग हैं, और हर दिन के अलग
    const aries = signHoroscope({ ...signFacts(f, 'aries'), theme: f.theme, energy: f.energy });
    expect(aries).not.toBe(leo);
    expect(aries).toMatch(/^मेष राशि, /u);
  });
});
