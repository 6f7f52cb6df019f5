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
import { silentLogger } from '#shared/ai/log';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { HI } from '#shared/ai/offline/hi/index';
import { BIG_THREE } from '#shared/ai/offline/hi/big-three';
import { HUMAN_DESIGN_SECTIONS } from '#shared/ai/sections';
import { offlineRoom, type OfflineRoom } from '#shared/ai/offline/pack';
import { dailyInsight, signHoroscope } from '#shared/ai/offline/hi/daily';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';
import { localizeCycles, localizeLifePath } from '#shared/ai/offline/localize-numerology';
import { lifePath } from '#shared/numerology/life-path';
import { CHART_A } from '#test/support/ai-fixtures';
import { roomFactSweep } from '#test/support/offline-quality';
import { doubledWords, sentencesOf } from '#test/support/text-quality';

const DAYS = ['2026-11-22', '2027-03-20', '2026-12-10', '2027-07-01'];

const writer = new OfflineWriter({ logger: silentLogger });
/** जो कमरे हिन्दी पैक लिखता है। */
const ROOMS: OfflineRoom[] = ['humanDesignSection', 'dailyInsight', 'signHoroscope', 'bigThree', 'lifePath', 'numerologySection', 'personalCycles'];

async function hindiTexts(): Promise<string[]> {
  const texts: string[] = [];
  for (const f of roomFactSweep()) {
    const hd = await writer.writeModuleSections('humanDesign', f, { language: 'hi' });
    const nu = await writer.writeModuleSections('numerology', f, { language: 'hi' });
    for (const r of [hd, nu]) {
      expect(r.language).toBe('hi');
      expect(r.languageFallback).toBeUndefined();
      if (!r.ok) throw new Error('module failed');
      texts.push(...Object.values<string>(r.sections));
    }
    expect(hd.ok && Object.keys(hd.sections)).toEqual([...HUMAN_DESIGN_SECTIONS]);
  }
  for (const date of ['1990-07-15', '1985-11-11', '1980-01-02', '1991-02-03', '1989-12-21', '1977-03-04', '1982-05-05', '1990-12-10', '1979-11-29', '1992-09-18', '1975-06-06', '1984-08-09']) {
    const l = localizeLifePath(lifePath(date), 'hi');
    // सूचियाँ छोटी संज्ञा-सूचियाँ हैं (franc उन्हें अकेले मगही भी समझ लेता है): विवरण के साथ पढ़ी जाती हैं, जैसे उत्तर में आती हैं
    texts.push(l.description, `${l.description} ${l.strengths.join('। ')}। ${l.challenges.join('। ')}।`);
  }
  // बिग थ्री: हर राशि हर भूमिका में
  for (const sign of SIGN_KEYS)
    for (const role of ['sun', 'moon', 'rising'] as const) {
      const t = BIG_THREE[sign][role];
      texts.push(`${t.keywords}। ${t.description}`);
    }
  // व्यक्तिगत वर्ष, मास और दिन, 1 से 9, हर अंक के साथ पढ़े गए
  for (let n = 1; n <= 9; n++) {
    const c = localizeCycles({ personalYear: { number: n, description: '' }, personalMonth: { number: n, description: '' }, personalDay: { number: n, description: '' } }, 'hi');
    texts.push(`${c.personalYear.description} ${c.personalMonth.description} ${c.personalDay.description}`);
  }
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
  'अ', 'अँधेरे', 'अंतःप्रेरणा', 'अंतरंगता', 'अंतरतम', 'अंतर्ज्ञान', 'अंतर्दृष्टि', 'अग्रदूत', 'अचेत', 'अति', 'अधीरता', 'अनकही', 'अनदेखा', 'अनुकूलन',
  'अनोखापन', 'अन्वेषक', 'अपनेपन', 'अपराधबोध', 'अपरिभाषित', 'अलगाव', 'अवधारणाओं', 'अवलोकन', 'अवसरवादी', 'अवसरों', 'असफलता', 'अहं', 'आ', 'आज़माएँ',
  'आज़माने', 'आज्ञा', 'आत्म', 'आदतें', 'आपमें', 'आभामंडल', 'आशावाद', 'आश्रय', 'इंद्रियाँ', 'इंद्रियों', 'इच्छाएँ', 'इच्छाओं', 'उचितता', 'उतरती',
  'उत्सुक', 'उदारता', 'उपयोगिता', 'उमंगों', 'ऊँ', 'ऊर्जाएँ', 'ऊर्जाओं', 'एकांत', 'एकांतवासी', 'कंधों', 'कठोरता', 'कतराना', 'कद्र', 'करुणा',
  'कलात्मक', 'कसौटी', 'क़िस्सागोई', 'क़ैद', 'कार्यकुशलता', 'कूटनीति', 'कोण', 'कोमलता', 'क्षमा', 'क्षितिज', 'खरापन', 'ख़ुशमिज़ाजी', 'ख़ूबी', 'खाती',
  'खिंचाव', 'खिल', 'खिलंदड़', 'खिलती', 'खुलता', 'खुलती', 'खुलते', 'खुलापन', 'खोजना', 'खोलता', 'खोलती', 'खोलना', 'गहनता', 'गुंजाइश',
  'गुज़रता', 'गुणवत्ता', 'गुफाएँ', 'गुफाओं', 'गेटों', 'ग्रहणशीलता', 'घाटियाँ', 'घाटियों', 'घुल', 'चखकर', 'चतुर्', 'चपलता', 'चमकती', 'चर',
  'चार्ट', 'चिंतन', 'चुंबकीय', 'छवियों', 'छाँटती', 'छाँटने', 'छोड़ें', 'जगाती', 'जटिलता', 'जनरेटर', 'जागृति', 'जालक', 'जीवनसाथी', 'जुगाड़',
  'जुलने', 'जोल', 'झगड़े', 'झाँकें', 'टकराकर', 'टटोलना', 'टलती', 'टिकना', 'टिकाऊ', 'टिकाना', 'ठहराव', 'ठहरी', 'ठाठ', 'ठोसपन',
  'ढकी', 'ढाँचों', 'ढोने', 'तटस्थता', 'तौलना', 'त्रि', 'त्रिक', 'थका', 'थामे', 'दायाँ', 'दिखावे', 'दिखें', 'दिनचर्या', 'दिलासा',
  'दिलेरी', 'दिशाएँ', 'दूरदृष्टि', 'दृढ़ता', 'दोस्तियाँ', 'दोहराता', 'धागा', 'न', 'नरमी', 'निखारता', 'निखारें', 'निभाएँ', 'नियति', 'निरंतरता',
  'उत्तरजीविता', 'निर्दोषता', 'निश्चितता', 'न्यायपूर्ण', 'न्योता', 'पचता', 'पचाने', 'पटल', 'पड़ेंगी', 'परखना', 'परिवेश', 'पलों', 'पाचन', 'पारस्परिक', 'पिंजरा',
  'पूछें', 'पूर्णता', 'पेय', 'पैटर्न', 'पैना', 'पोषण', 'पोषित', 'पोसना', 'प्यास', 'प्रक्षेपित', 'प्रतिभाएँ', 'प्रायिकता', 'प्रोजेक्टर', 'प्रोफ़ाइल',
  'प्लीहा', 'फिरते', 'फिरें', 'फुसफुसाहट', 'बदलें', 'बहकर', 'बहती', 'बहुमुखी', 'बाँटकर', 'बायाँ', 'बारीक', 'बारीकियाँ', 'बारीकियों', 'बाह्य',
  'बिखेरने', 'बिताएँ', 'बुनता', 'बूझ', 'बेचैनी', 'बैठें', 'भरते', 'भाटे', 'भाती', 'भार', 'भिड़ना', 'भेदने', 'मनोदशा', 'मनोदशाएँ',
  'मर्यादा', 'महक', 'महीना', 'मानवतावादी', 'मापक', 'मापना', 'मार्गदर्शक', 'मित्रताओं', 'मिलनसारिता', 'मुलाक़ातों', 'मृदुता', 'मैनिफ़ेस्टर', 'मैनिफ़ेस्टिंग', 'मोटर',
  'मनोदशाओं', 'मोड़ता', 'यात्राएँ', 'रचनात्मकता', 'रचें', 'रहस्यमयी', 'रिफ़्लेक्टर', 'रुकें', 'रूपांतरण', 'रौब', 'लचीलेपन', 'लाज', 'लालित्य', 'लेंस', 'लौटता',
  'लौटती', 'वचनबद्धता', 'वचनबद्धताएँ', 'वचनों', 'विधर्मी', 'विनम्रता', 'व्यावहारिकता', 'शालीनता', 'शिष्टता', 'शुरुआतें', 'शुरुआतों', 'सँभालने', 'सँवरी', 'सँवारना',
  'सँवारें', 'संगत', 'संज्ञान', 'संतुलन', 'संपर्कों', 'सजगता', 'सटीकता', 'सतही', 'सद्भाव', 'सधी', 'सन्निधि', 'समेटता', 'सराहें', 'सादी',
  'साधक', 'साफ़गोई', 'सामंजस्य', 'सावधानी', 'सीखती', 'सुलझी', 'सूँघ', 'सूझ', 'सोएँ', 'सोते', 'स्पंज', 'स्पर्श', 'स्पष्टता', 'स्पष्टवादिता', 'स्व',
  'स्वप्नशीलता', 'स्वीकारें', 'हँसना', 'हड़बड़ी', 'हलों', 'हल्कापन', 'हल्केपन', 'हिले',
];

const DIC = '/usr/share/hunspell/hi_IN.dic';
const AFF = '/usr/share/hunspell/hi_IN.aff';
const haveDic = existsSync(DIC) && existsSync(AFF);

/** text-quality.ts का doubledWords देवनागरी को मात्राओं पर तोड़ता है; यहाँ शब्द अक्षर और मात्राओं के पूरे क्रम हैं। */
const doubledDevanagari = (text: string): string[] => [...text.matchAll(/(?<![\p{L}\p{M}-])([\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*)\s+\1(?![\p{L}\p{M}-])/gu)].map((m) => m[0]);

describe('ऑफ़लाइन लेखक के बाकी कमरे, हिन्दी में', () => {
  it('हर लिखा कमरा हिन्दी का है, अंग्रेज़ी के सहारे के बिना', () => {
    for (const room of ROOMS) {
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
    expect(texts.length).toBeGreaterThan(120);
    for (const t of texts) {
      expect(franc(t, { minLength: 10 }), t).toBe('hin');
      for (const s of sentencesOf(t)) if (s.length >= 60) expect(franc(s, { minLength: 10 }), s).toBe('hin');
      expect(doubledWords(t).filter((d) => !/[\u0900-\u097F]/u.test(d))).toEqual([]);
      expect(doubledDevanagari(t)).toEqual([]);
      // लैटिन अक्षरों में केवल UTC
      expect((t.match(/\p{Script=Latin}+/gu) ?? []).filter((w) => w !== 'UTC')).toEqual([]);
    }
  });

  it('पाठक का लिंग नहीं मानते: "आप ... करते/करती हैं" जैसी क्रिया कहीं नहीं', async () => {
    // "आप" कर्ता के बाद अपूर्ण कृदंत (-ते/-ती) और सहायक क्रिया: पाठक का लिंग तय कर देते हैं
    const lingVala = /(?<![\p{L}\p{M}])(?<!अपने\s)आप\s+(?!(?:तक|से|पर|में|ने|के|की|का|को)(?![\p{L}\p{M}]))(?:[\p{L}\p{M}-]+\s+){0,8}?[\p{L}\p{M}]+(?:ते|ती|ते रहे|ती रही|ते हुए)\s+(?:हैं|थे|थीं|होंगे|होंगी)(?![\p{L}\p{M}])/u;
    for (const t of await hindiTexts()) for (const s of t.split(/[।:;]/u)) expect(s, s).not.toMatch(lingVala);
  });

  it('आज का आकाश और राशिफल दिन के तथ्य कहते हैं: तारीख़, राशियाँ, स्वामी, भाव', () => {
    const f = dayFacts('2026-11-22');
    const insight = dailyInsight(insightFacts(f));
    expect(insight).toMatch(/^रविवार, 22 नवंबर 2026: आज का विषय है "रूपांतरण"। सूर्य वृश्चिक राशि में है/u);
    expect(insight).toContain('यूरेनस और प्लूटो का त्रिकोण');
    const leo = signHoroscope({ ...signFacts(f, 'leo'), theme: f.theme, energy: f.energy });
    expect(leo).toMatch(/^सिंह राशि, रविवार, 22 नवंबर 2026। चंद्रमा आज आपके नवम भाव \(/u);
    expect(leo).toContain('आपकी राशि का स्वामी सूर्य इस समय वृश्चिक राशि में, आपके चतुर्थ भाव में है।');
    // कुंभ का स्वामी शनि है (परंपरा और वैदिक ज्योतिष): यूरेनस केवल पाश्चात्य आधुनिक शासक ग्रह कहलाता है, स्वामी नहीं
    for (const sign of ['aquarius', 'scorpio', 'pisces'] as const) {
      const t = signHoroscope({ ...signFacts(f, sign), theme: f.theme, energy: f.energy });
      expect(t).not.toMatch(/राशि का स्वामी (यूरेनस|प्लूटो|नेपच्यून)/u);
      expect(t).toContain(`(राशि के स्वामी ${{ aquarius: 'शनि', scorpio: 'मंगल', pisces: 'बृहस्पति' }[sign]} हैं)`);
    }
    // एक राशि के पाठ दूसरी राशि से अलग हैं, और हर दिन के अलग
    const aries = signHoroscope({ ...signFacts(f, 'aries'), theme: f.theme, energy: f.energy });
    expect(aries).not.toBe(leo);
    expect(aries).toMatch(/^मेष राशि, /u);
  });

  it('अंक ज्योतिष और बिग थ्री तथ्य कहते हैं: जीवन पथ, अभिव्यक्ति और आत्मा अंक, राशि की भूमिका', async () => {
    const nu = await writer.writeModuleSections('numerology', CHART_A, { language: 'hi' });
    if (!nu.ok) throw new Error('module failed');
    expect(nu.sections.lifePath).toMatch(/^आपका जीवन पथ अंक 7 है, चिंतन, अंतर्ज्ञान और सत्य का अंक।/u);
    const lp = localizeLifePath(lifePath('1990-07-15'), 'hi');
    expect(lp.description).toMatch(/^जीवन पथ 5 आज़ादी और अनुभव की राह है।/u);
    expect(lp.strengths).toHaveLength(lifePath('1990-07-15').strengths.length);
    expect(BIG_THREE.cancer.sun.keywords).toBe('देखभाल, संरक्षण, स्मृति, अंतर्ज्ञान');
    const c = localizeCycles({ personalYear: { number: 1, description: '' }, personalMonth: { number: 5, description: '' }, personalDay: { number: 9, description: '' } }, 'hi');
    expect([c.personalYear.description, c.personalMonth.description, c.personalDay.description]).toEqual([
      'शुरुआतों का वर्ष: नई योजनाएँ शुरू करें, पहल करें और आने वाले नौ वर्षों की दिशा तय करें।',
      'बदलावों, यात्राओं और अनपेक्षित अवसरों का महीना।',
      'काम निपटाने और जो पूरा हो चुका है उसे विदा करने का दिन।',
    ]);
  });

  it('ह्यूमन डिज़ाइन तथ्य कहता है: प्रकार, अधिकार, प्रोफ़ाइल, चैनल, क्रॉस', async () => {
    const hd = await writer.writeModuleSections('humanDesign', CHART_A, { language: 'hi' });
    if (!hd.ok) throw new Error('module failed');
    expect(hd.sections.type).toMatch(/^आपका प्रकार जनरेटर है: 9 में से 4 केंद्र परिभाषित हैं \(त्रिक, सौर जालक, कंठ और जी\)।/u);
    expect(hd.sections.authority).toMatch(/^आपका भीतरी अधिकार भावनात्मक है।/u);
    expect(hd.sections.profile).toMatch(/^आपकी प्रोफ़ाइल 4\/6 है, अवसरवादी\/आदर्श।/u);
    expect(hd.sections.definition).toContain('59-6 (संयोग) और 1-8 (प्रेरणा)');
    expect(hd.sections.incarnationCross).toContain('गेट 55, 59, 20 और 34');
    expect(hd.sections.strategy).toMatch(/^जनरेटर प्रकार के लिए रणनीति है: प्रतिक्रिया देना।/u);
  });
});
