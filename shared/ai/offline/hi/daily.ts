/**
 * आज का आकाश और बारह राशियों का राशिफल, हिन्दी में: वही गणना किए गए तथ्य जो अंग्रेज़ी और फ़्रेंच में
 * हैं (सूर्य-राशि से गिने गए भाव, राशि का स्वामी, दिन की दृष्टियाँ और उनका सटीक समय), वाक्य हिन्दी के
 * लिए लिखे गए। दिन की खास बातें उनके फ़ील्ड (प्रकार, ग्रह, समय) से दोबारा कही जाती हैं, अंग्रेज़ी
 * विवरण से अनुवाद नहीं। तारीख़ें Intl 'hi-IN' से, समय और अंश लैटिन अंकों में।
 */
import type { Highlight } from '../../../daily/highlights';
import type { DailyInsightFacts, SignHoroscopeTextFacts } from '../../daily-facts';
import type { AstroBody, ZodiacSign } from '../../facts';
import { labelOf } from '../../../i18n/labels/index';
import { BHAV, drishti, GRAH, RASHI, suchi } from './vocab';
import { fnv1a as hash } from '../variation';
import { TRADITIONAL_RULERS } from '../../../astro/rulers';
import type { SignKey } from '../../../astro/zodiac';

const naam = (b: string): string => GRAH[b as AstroBody] ?? b;
const rashi = (s: string): string => `${RASHI[s as ZodiacSign]?.name ?? s} राशि`;
const samay = (iso: string): string => `${iso.slice(11, 16)} बजे`;
const kala = (p: string): string => labelOf('hi', 'lunarPhases', p);
const bhavNaam = (n: number): string => `${BHAV[n]!.ordinal} भाव`;
/** लिलिथ स्त्रीलिंग है: "बना रही है", "देती है"; बाकी ग्रह पुल्लिंग। */
const ling = (b: string, kriya: string): string => (b === 'lilith' ? kriya.replace(/रहा है/g, 'रही है').replace(/ता है/g, 'ती है') : kriya);

/** सूर्य-राशि से गिने गए बारह भावों के विषय। */
const VISHAY: readonly string[] = [
  'आपकी छवि, शरीर और पहली छाप',
  'पैसा, संपत्ति और आपके मूल्य',
  'बातचीत, छोटी यात्राएँ और पड़ोस',
  'घर, परिवार और आपकी जड़ें',
  'रचनात्मकता, प्रेम, खेल और आत्म-अभिव्यक्ति',
  'रोज़ का काम, दिनचर्या और सेहत',
  'जीवनसाथी और साझेदारी के समझौते',
  'साझा संसाधन, अंतरंगता और गहरे बदलाव',
  'पढ़ाई, लंबी यात्राएँ और जीवन का बड़ा नज़रिया',
  'करियर, प्रतिष्ठा और लंबे लक्ष्य',
  'मित्र, समूह और भविष्य की योजनाएँ',
  'आराम, एकांत और परदे के पीछे की बातें',
];

/** हर भाव में चंद्रमा क्या जगाता है। */
const CHANDRA_BHAV: readonly string[] = [
  'मन की हालत चेहरे पर साफ़ झलकती है; अपनी ज़रूरतों के बारे में अपनी सहज बुद्धि पर भरोसा करें',
  'सुख और सुरक्षा की चाह जागती है; पैसे से जुड़ा कोई छोटा, समझदारी भरा फ़ैसला अभी ठीक बैठता है',
  'मन तेज़ चलता है और बात करना चाहता है; कोई संदेश या छोटा-सा काम उम्मीद से ज़्यादा मायने रख सकता है',
  'घर अपनी ओर खींचता है; परिवार के साथ बिताया समय, या बस घर को सँवारना, आपको फिर से ताज़गी देता है',
  'खिलंदड़ और गर्मजोशी भरा मिज़ाज रचना, मुलाक़ातों और हर उस काम के लिए अच्छा है जिसमें आपकी चमक दिखती है',
  'व्यवस्था से मन शांत होता है; छोटे काम निपटाने और शरीर का ध्यान रखने का अच्छा फल मिलता है',
  'दूसरे लोग सामने आते हैं; ध्यान से सुनने पर कोई साझा काम आसान हो जाता है',
  'भावनाएँ गहराई तक जाती हैं; भरोसे या साझा पैसे पर खुली बातचीत से माहौल साफ़ होता है',
  'कहीं दूर जाने की चाह ऊँचा सोचने को कहती है: कुछ पढ़ें, किसी यात्रा की योजना बनाएँ, कुछ नया सीखें',
  'आपका सार्वजनिक पक्ष नज़र में है; काम में लगातार की गई मेहनत पर लोगों का ध्यान जाता है',
  'मित्र और समूह आपका साथ देते हैं; कोई साझा उद्देश्य या दोस्तों से सीधी-सादी मुलाक़ात अच्छा असर करती है',
  'आज आपको आम दिनों से ज़्यादा शांति की ज़रूरत है; आराम और चिंतन आगे के लिए ऊर्जा भरते हैं',
];

/** राशि का स्वामी किस बात का प्रतिनिधि है (परसर्ग से पहले, तिर्यक रूप में)। */
const BHUMIKA: Record<string, string> = {
  sun: 'आपकी जीवन-शक्ति और उत्साह',
  moon: 'आपकी भावनाओं और ज़रूरतों',
  mercury: 'आपके विचारों और बातचीत',
  venus: 'आपके स्नेह और आनंद',
  mars: 'आपकी ऊर्जा और साहस',
  jupiter: 'आपके आशावाद और विकास',
  saturn: 'आपके अनुशासन और सीमाओं',
  uranus: 'आपकी स्वतंत्रता और बदलाव की चाह',
  neptune: 'आपके सपनों और अंतर्ज्ञान',
  pluto: 'आपकी रूपांतरण की शक्ति',
  chiron: 'पुराने घावों और उनके भरने',
  north_node: 'आपकी जीवन-दिशा और चुनावों',
};

/** पहली दृष्टि: "{भूमिका}" की जगह स्वामी की भूमिका। */
const DRISHTI_KRIYA: Record<string, string> = {
  conjunction: '{भूमिका} को एक बिंदु पर केंद्रित करता है',
  opposition: '{भूमिका} को संतुलन की चुनौती देता है',
  trine: '{भूमिका} को सहारा देता है',
  square: '{भूमिका} की परीक्षा लेता है',
  sextile: '{भूमिका} के लिए एक दरवाज़ा खोलता है',
};
/** दूसरी दृष्टि, सर्वनाम के साथ। */
const DRISHTI_SARVANAM: Record<string, string> = {
  conjunction: 'इन्हें एक जगह समेटता है',
  opposition: 'इन्हें दूसरी ओर से खींचता है',
  trine: 'इन्हें सहारा देता है',
  square: 'इनकी परीक्षा लेता है',
  sextile: 'इनके लिए रास्ता खोलता है',
};

/** धीमे ग्रहों के लिए भावों के छोटे नाम (तिर्यक रूप)। */
const VISHAY_CHHOTA: readonly string[] = ['आपकी छवि', 'आपके धन', 'आपकी बातचीत', 'आपके घर', 'आपके आनंद', 'आपकी दिनचर्या', 'आपके रिश्तों', 'आपके साझा संसाधनों', 'आपकी पढ़ाई', 'आपके करियर', 'आपकी मित्रताओं', 'आपके आराम'];

const SALAH: readonly string[] = [
  'आज जिस एक काम को आगे बढ़ाना है, उसे लिख लें और उसे बीस मिनट का पूरा ध्यान दें।',
  'कोई ऐसी बातचीत चुनें जो काफ़ी समय से टलती आ रही है, और उसे नरमी से शुरू करें।',
  'अपने कार्यक्रम में थोड़ी खाली जगह छोड़ें: हो सकता है बिना योजना वाला घंटा ही सबसे अच्छा निकले।',
  'दिन की शुरुआत में ही थोड़ा चलें-फिरें; चलता हुआ शरीर विचारों को भी सुलझा देता है।',
  'ज़िंदगी का कोई छोटा कोना सँवारें: एक दराज़, एक मेज़ या कोई सूची।',
  'एक न्योता स्वीकार करें और एक ऐसी ज़िम्मेदारी से मना करें जो आपको थका देती है।',
  'जवाब का अनुमान लगाने के बजाय सीधे सवाल पूछें।',
  'दिन के अंत में तीन ऐसी बातें लिखें जो उम्मीद से बेहतर रहीं।',
  'कुछ देर खुली हवा में बिताएँ और अपने ध्यान को फैलने दें।',
  'छोटे वादे करें, और हर वादा निभाएँ।',
  'किसी विचार को पूरा होने से पहले ही साझा करें: लोगों की प्रतिक्रिया उसे आकार देगी।',
  'एक घंटा किसी ऐसे काम के लिए रखें जो सिर्फ़ आनंद के लिए हो।',
  'अपने बजट या कार्यक्रम पर शांति से नज़र डालें और बस एक चीज़ बदलें।',
];

const URJA: Record<string, string> = {
  harmonious: 'दिन की कुल ऊर्जा सामंजस्य भरी है: बंद होने वाले दरवाज़ों से ज़्यादा दरवाज़े खुलते हैं।',
  challenging: 'दिन की कुल ऊर्जा चुनौती भरी है: धैर्य से निपटा जाए तो घर्षण भी काम का साबित होता है।',
  intense: 'दिन की ऊर्जा तीव्र है: कुछ शक्तिशाली धाराएँ पूरे दिन पर छाई रहती हैं।',
  dynamic: 'दिन की ऊर्जा गतिशील है: सहारा और तनाव बारी-बारी से आते हैं, इसलिए लचीलापन बनाए रखें।',
  calm: 'दिन की ऊर्जा शांत है: एक स्थिर लय बनाए रखने के लिए यह अच्छा दिन है।',
};

/** "रविवार, 22 नवंबर 2026" (Intl 'hi-IN', लैटिन अंक)। */
export function poorniTithi(day: string): string {
  return new Intl.DateTimeFormat('hi-IN-u-nu-latn', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
}

/** दिन की एक खास बात, उसके फ़ील्ड से हिन्दी में। */
export function khasBaat(h: Highlight, i = 0): string {
  const t = h.exactAt ? ` ${samay(h.exactAt)} (UTC)` : '';
  const p = naam(h.planet1);
  switch (h.type) {
    case 'station-retrograde':
      return `${p}${t} ${ling(h.planet1, 'वक्री हो रहा है')}, और उसके विषय भीतर की ओर मुड़ते हैं`;
    case 'station-direct':
      return `${p}${t} ${ling(h.planet1, 'मार्गी हो रहा है')}, और उसके रुके हुए विषय फिर आगे बढ़ते हैं`;
    case 'ingress':
      return `${p}${t} ${rashi(h.planet2 ?? '')} में ${ling(h.planet1, 'प्रवेश कर रहा है')}`;
    case 'new-moon':
    case 'full-moon':
    case 'first-quarter':
    case 'last-quarter':
      return `${kala(h.type)}${h.exactAt ? `, ${samay(h.exactAt)} (UTC)` : ''}`;
    case 'lunar-phase':
      return `${kala(h.phase ?? '')}, चंद्र बिंब का ${Math.round(h.illumination ?? 0)}% भाग प्रकाशित`;
    default: {
      // तीन ढाँचे, ताकि लगातार तीन दृष्टियाँ एक जैसी न लगें
      const d = drishti(h.type);
      const b = naam(h.planet2 ?? '');
      const sateek = h.exactAt ? ` (सबसे सटीक ${samay(h.exactAt)}, UTC)` : '';
      if (i % 3 === 1) return `${p} ${b} से ${d} ${ling(h.planet1, 'बना रहा है')}${sateek}`;
      if (i % 3 === 2) return `${d} में ${p} और ${b} एक-दूसरे से जुड़ते हैं${sateek}`;
      return `${p} और ${b} ${h.type === 'conjunction' || h.type === 'opposition' ? 'की' : 'का'} ${d}${sateek}`;
    }
  }
}

export function dailyInsight(f: DailyInsightFacts): string {
  const surya = f.sky.find((b) => b.body === 'sun');
  const chandra = f.sky.find((b) => b.body === 'moon');
  const vakri = f.sky.filter((b) => b.retrograde && !['north_node', 'south_node', 'lilith'].includes(b.body)).map((b) => naam(b.body));
  const pramukh = f.highlights.filter((h) => h.type !== 'lunar-phase').slice(0, 3);
  const vishay = labelOf('hi', 'dailyThemes', f.theme);
  const p1 = [
    `${poorniTithi(f.day)}: आज का विषय है "${vishay === f.theme ? 'संतुलन' : vishay}"।`,
    surya && chandra ? `सूर्य ${rashi(surya.sign)} में है, और दिन की शुरुआत में चंद्रमा ${rashi(chandra.sign)} में है।` : '',
    URJA[f.energy] ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const p2 = pramukh.length ? `आज की खास बातें: ${pramukh.map((h, i) => khasBaat(h, i)).join('; ')}।` : 'आज कोई बड़ी दृष्टि दिन पर हावी नहीं है, इसलिए अपनी लय से चलने की पूरी गुंजाइश है।';
  const p3 = [
    `चंद्र कला: ${kala(f.lunarPhase.phase)}, चंद्र बिंब का ${Math.round(f.lunarPhase.illumination)}% भाग प्रकाशित।`,
    vakri.length ? `${suchi(vakri)} ${vakri.length === 1 ? 'वक्री है' : 'वक्री हैं'}: तेज़ी से आगे बढ़ने से पहले एक बार दोबारा जाँच लें।` : 'कोई ग्रह वक्री नहीं है: योजनाएँ सीधे आगे बढ़ सकती हैं।',
    SALAH[hash(f.day) % SALAH.length]!,
  ].join(' ');
  return [p1, p2, p3].join('\n\n');
}

export function signHoroscope(f: SignHoroscopeTextFacts): string {
  const h = hash(`${f.day}|${f.sign}`);
  const m1 = f.moonHouses[0]!;
  const m2 = f.moonHouses[1];
  const chandraVakya =
    m2 !== undefined
      ? `चंद्रमा आज आपके ${bhavNaam(m1)} (${VISHAY[m1 - 1]}) से ${bhavNaam(m2)} (${VISHAY[m2 - 1]}) में जा रहा है: ${CHANDRA_BHAV[m2 - 1]}।`
      : `चंद्रमा पूरे दिन आपके ${bhavNaam(m1)} (${VISHAY[m1 - 1]}) में रहता है: ${CHANDRA_BHAV[m1 - 1]}।`;
  const surya = f.placements.find((p) => p.body === 'sun');
  const suryaVakya = surya ? `सूर्य आपके ${bhavNaam(surya.solarHouse)} को रोशन कर रहा है, और इस मौसम के केंद्र में यही विषय हैं: ${VISHAY[surya.solarHouse - 1]}।` : '';
  const r = f.rulerPlacement;
  // यूरेनस, नेपच्यून और प्लूटो पाश्चात्य ज्योतिष के आधुनिक शासक हैं, राशि के स्वामी नहीं: हिन्दी पाठक के लिए
  // स्वामी वही है जो परंपरा (और वैदिक ज्योतिष) गिनती है (कुंभ का शनि, वृश्चिक का मंगल, मीन का गुरु)।
  const paramparik = TRADITIONAL_RULERS[f.sign as SignKey];
  const shasak = paramparik && paramparik !== f.ruler ? `आपकी राशि का आधुनिक शासक ग्रह ${naam(f.ruler)} (राशि के स्वामी ${naam(paramparik)} हैं)` : `आपकी राशि का स्वामी ${naam(f.ruler)}`;
  const swamiVakya = `${shasak} इस समय ${rashi(r.sign)} में, आपके ${bhavNaam(r.solarHouse)} में है${r.isRetrograde ? ' और वक्री भी है: ज़ोर लगाने से पहले एक बार दोबारा देख लें' : ''}।`;
  const drishtiyan = f.rulerAspects.slice(0, 2).map((a, i) => {
    const doosra = a.planet1 === f.ruler ? a.planet2! : a.planet1;
    const kriya = i === 0 ? (DRISHTI_KRIYA[a.type] ?? '{भूमिका} को छूता है').replace('{भूमिका}', BHUMIKA[f.ruler] ?? naam(f.ruler)) : (DRISHTI_SARVANAM[a.type] ?? 'इन्हें छूता है');
    return `${naam(doosra)} ${ling(doosra, kriya)}${a.exactAt ? ` (सबसे सटीक ${samay(a.exactAt)}, UTC)` : ''}`;
  });
  const drishtiVakya = drishtiyan.length ? `आज ${drishtiyan.join(', और ')}।` : `आज ${naam(f.ruler)} कोई बड़ी दृष्टि नहीं बना रहा है: दिन की लय आपके हाथ में है।`;
  const pravesh = f.ingresses.find((i) => i.body !== 'moon');
  const praveshVakya = pravesh ? `${naam(pravesh.body)} ${rashi(pravesh.sign)} में, आपके ${bhavNaam(pravesh.solarHouse)} में ${ling(pravesh.body, 'प्रवेश कर रहा है')} और ध्यान इस ओर मोड़ता है: ${VISHAY[pravesh.solarHouse - 1]}।` : '';
  const dheeme = f.placements.filter((p) => ['jupiter', 'saturn'].includes(p.body));
  const dheemeVakya = dheeme.length
    ? `${dheeme.map((p) => (p.body === 'jupiter' ? `${naam(p.body)} आपके ${bhavNaam(p.solarHouse)} में रहकर ${VISHAY_CHHOTA[p.solarHouse - 1]} को बढ़ावा देता है` : `${naam(p.body)} आपके ${bhavNaam(p.solarHouse)} में ${VISHAY_CHHOTA[p.solarHouse - 1]} के मामले में धैर्य माँगता है`)).join(', जबकि ')}।`
    : '';
  const mukhya = f.keyHighlights[0];
  const mukhyaVakya = mukhya ? `सबके आकाश में आज: ${khasBaat(mukhya)}।` : '';
  return [
    `${rashi(f.sign)}, ${poorniTithi(f.day)}। ${chandraVakya}`,
    [swamiVakya, drishtiVakya, praveshVakya].filter(Boolean).join(' '),
    [suryaVakya, dheemeVakya, mukhyaVakya, `चंद्र कला (${kala(f.lunarPhase.phase)}, बिंब का ${Math.round(f.lunarPhase.illumination)}% भाग प्रकाशित) दिन का रंग तय करती है। ${SALAH[h % SALAH.length]}`].filter(Boolean).join(' '),
  ].join('\n\n');
}
