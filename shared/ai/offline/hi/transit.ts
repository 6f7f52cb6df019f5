/**
 * गोचर रिपोर्ट का पाठ, हिन्दी में: रिपोर्ट के क्रम में सबसे प्रबल गोचर, अवधि में हर गोचर किस दिन
 * सटीक होता है (गोचर-गणना का परिणाम, रिपोर्ट के समय-क्षेत्र में), अवधि की शुरुआत में उसकी दूरी,
 * और उसका अर्थ। तारीख़ें Intl 'hi-IN' से, लैटिन अंकों में।
 */
import type { AstroBody, TransitAspectFacts, TransitTextFacts } from '../../facts';
import { GRAH, orb, suchi } from './vocab';

export const READING_TRANSITS = 3;

const naam = (k: string): string => GRAH[k.toLowerCase() as AstroBody] ?? k.toLowerCase().replace(/_/g, ' ');
/** "आपके जन्मकालीन सूर्य", "आपकी जन्मकालीन लिलिथ" (परसर्ग से पहले)। */
const janm = (k: string): string => `${k.toLowerCase() === 'lilith' ? 'आपकी' : 'आपके'} जन्मकालीन ${naam(k)}`;

/** गोचर ग्रह (पुल्लिंग) की क्रिया, जन्मकालीन बिंदु के बाद। */
const KRIYA: Record<string, string> = {
  conjunction: 'से युति कर रहा है',
  opposition: 'के ठीक सामने आकर प्रतियुति बना रहा है',
  square: 'से चतुष्कोण बना रहा है',
  trine: 'से त्रिकोण बना रहा है',
  sextile: 'से षट्कोण बना रहा है',
  quincunx: 'से क्विनकंक्स बना रहा है',
};

const DRISHTI_NAAM: Record<string, string> = { conjunction: 'युति', opposition: 'प्रतियुति', square: 'चतुष्कोण', trine: 'त्रिकोण', sextile: 'षट्कोण', quincunx: 'क्विनकंक्स' };

const LATA: Record<string, string> = {
  sun: 'ध्यान और जीवन-शक्ति',
  moon: 'क्षणिक मनोदशा',
  mercury: 'बातचीत, योजनाओं और संदेशों',
  venus: 'स्नेह, आनंद और धन के मामलों',
  mars: 'ऊर्जा, जल्दबाज़ी और महत्वाकांक्षा',
  jupiter: 'विकास और अवसरों',
  saturn: 'परीक्षा, सीमाओं और मेहनत',
  uranus: 'अचानक बदलाव',
  neptune: 'सपनों और अनिश्चितता',
  pluto: 'गहरे रूपांतरण और शक्ति के सवालों',
  chiron: 'पुराने घावों और उन्हें भरने के अवसर',
  north_node: 'जीवन की दिशा के सवालों',
};

const CHHUTA: Record<string, string> = {
  sun: 'आपके आत्मबल',
  moon: 'आपके मन और भावनात्मक ज़रूरतों',
  mercury: 'आपके सोचने और बोलने के ढंग',
  venus: 'आपके प्रेम-जीवन और मूल्यों',
  mars: 'आपकी ऊर्जा',
  jupiter: 'आपके आत्मविश्वास',
  saturn: 'आपकी ज़िम्मेदारियों',
  uranus: 'आपकी स्वतंत्रता की चाह',
  neptune: 'आपके आदर्शों',
  pluto: 'आपकी गहरी प्रेरणाओं',
  chiron: 'एक पुराने घाव',
  north_node: 'आपके जीवन की दिशा',
  south_node: 'आपकी पुरानी आदतों',
  ascendant: 'आपके व्यक्तित्व की छाप',
  midheaven: 'आपके करियर और प्रतिष्ठा',
};

const SALAH: Record<string, readonly string[]> = {
  conjunction: ['यहाँ एक नया अध्याय खुल रहा है, इसे सोच-समझकर शुरू करें', 'कुछ समय के लिए दोनों विषय एक हो जाते हैं, इन्हें पूरा ध्यान दें', 'अभी कुछ बोया जा रहा है, बीज सोच-समझकर चुनें'],
  opposition: ['दूसरे लोग यही सवाल आपके सामने रखते हैं, बीच का रास्ता खोजें', 'कोई साथी या प्रतिद्वंद्वी तस्वीर का दूसरा पहलू दिखाता है, ज़ोर लगाने से पहले सुनें', 'यह खिंचाव जीत नहीं, संतुलन माँगता है'],
  square: ['दबाव किसी फ़ैसले की ओर बढ़ रहा है, सोचते रहने के बजाय कदम उठाएँ', 'घर्षण दिखाता है कि कहाँ बदलाव रुका पड़ा है, वह सुधार अब कर लें', 'यहाँ मेहनत रंग लाती है, भले थोड़े तनाव के साथ'],
  trine: ['चीज़ें अपनी जगह बैठ रही हैं, बहाव में बहने के बजाय इस आसानी का उपयोग करें', 'मदद बिना माँगे आती है, उसे स्वीकारें', 'अभी शुरू किया गया काम सहज चलता है, इसलिए वही शुरू करें जो सचमुच मायने रखता है'],
  sextile: ['दस्तक देने पर दरवाज़ा खुलता है, वह फ़ोन कर ही लें', 'एक छोटा अवसर सामने है, और पहला कदम उठाने का फल मिलता है', 'कोई काम का संपर्क या विचार हाथ की पहुँच में है, बस हाथ बढ़ाएँ'],
  quincunx: ['बड़े कदमों से छोटे समायोजन बेहतर हैं', 'कुछ ठीक से बैठ नहीं रहा, ज़बरदस्ती के बजाय तालमेल बिठाएँ', 'दिनचर्या में छोटा-सा बदलाव तनाव हल्का करता है'],
};
const salah = (aspect: string, i: number): string => SALAH[aspect]?.[i % 3] ?? 'देखें कि यह कैसे खुलता है';

const AVADHI = { day: 'इस दिन', week: 'इस सप्ताह', month: 'इस महीने' } as const;

/** रिपोर्ट के समय-क्षेत्र में तारीख़: "गुरुवार, 26 नवंबर"। */
export function sthaniyaDin(iso: string, timezone = 'UTC'): string {
  return new Intl.DateTimeFormat('hi-IN', { timeZone: timezone, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
}

function kab(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const exact = [...new Set((t.exactAt ?? []).map((x) => sthaniyaDin(x, f.timezone)))];
  if (exact.length) {
    const din = suchi(exact);
    if (t.orbAtStart !== undefined && t.orbAtStart >= 1 / 120)
      return i % 2 ? `यह गोचर ${din} को सटीक होता है; अवधि की शुरुआत में यह सटीकता से ${orb(t.orbAtStart)} दूर है।` : `अवधि शुरू होते समय यह सटीकता से ${orb(t.orbAtStart)} दूर है और ${din} को पूरी तरह सटीक हो जाता है।`;
    return `यह गोचर ${din} को सटीक होता है।`;
  }
  const disha = t.applying ? 'और अभी निकट आ रहा है' : 'और अब हटता जा रहा है';
  return `${AVADHI[f.period]} के दौरान यह गोचर सटीक नहीं होता: सबसे निकट होने पर भी यह सटीकता से ${orb(t.orb)} दूर रहता है, ${disha}।`;
}

function anuchhed(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const tp = t.transitingPlanet.toLowerCase();
  const np = t.natalPlanet.toLowerCase();
  const aspect = t.aspect.toLowerCase();
  const pahla = `गोचर का ${naam(tp)} ${janm(np)} ${KRIYA[aspect] ?? 'को छू रहा है'}।`;
  const arth =
    tp === np
      ? `जब कोई ग्रह लौटकर अपनी ही जन्म-स्थिति को छूता है, तो उसका विषय फिर से सामने आ जाता है: ${salah(aspect, i)}।`
      : `इस ${DRISHTI_NAAM[aspect] ?? 'संबंध'} के ज़रिए ${CHHUTA[np] ?? 'कुंडली के इस हिस्से'} पर ${LATA[tp] ?? 'इस ग्रह के विषय'} का असर पड़ता है: ${salah(aspect, i)}।`;
  const span =
    i === 0 && t.activeFrom && t.activeUntil && t.activeUntil.slice(0, 10) !== t.activeFrom.slice(0, 10) && t.activeFrom.slice(0, 4) === t.activeUntil.slice(0, 4)
      ? `इसका असर ${sthaniyaDin(t.activeFrom, f.timezone)} से ${sthaniyaDin(t.activeUntil, f.timezone)} तक महसूस होता है।`
      : undefined;
  return [pahla, kab(t, f, i), arth, span].filter(Boolean).join(' ');
}

const CHANDRA: Record<string, string> = {
  'new moon': 'अवधि अमावस्या से शुरू होती है: चुपचाप संकल्प लेने और नई शुरुआत का समय।',
  'waxing crescent': 'अवधि की शुरुआत में बढ़ता अर्धचंद्र है, जो पहले कदमों के लिए अनुकूल है।',
  'first quarter': 'अवधि प्रथम चतुर्थांश से खुलती है, जो फ़ैसले और थोड़ा साहस माँगता है।',
  'waxing gibbous': 'अवधि की शुरुआत में चंद्रमा बढ़ता उत्तल है: जो चल रहा है उसे निखारने का समय।',
  'full moon': 'अवधि पूर्णिमा से शुरू होती है, जब भावनाएँ और परिणाम पूरी रोशनी में आते हैं।',
  'waning gibbous': 'अवधि की शुरुआत में चंद्रमा घटता उत्तल है: जो सीखा है उसे बाँटने का अच्छा समय।',
  'last quarter': 'अवधि अंतिम चतुर्थांश से खुलती है: जो अब उपयोगी नहीं, उसे छोड़ने का समय।',
  'third quarter': 'अवधि अंतिम चतुर्थांश से खुलती है: जो अब उपयोगी नहीं, उसे छोड़ने का समय।',
  'waning crescent': 'अवधि की शुरुआत में घटता अर्धचंद्र है, जो आराम और कामों को समेटने के पक्ष में है।',
};

const VARSH: Record<number, string> = {
  1: 'शुरुआत और बीज बोने का वर्ष',
  2: 'धैर्य, साझेदारी और शांत विकास का वर्ष',
  3: 'अभिव्यक्ति, रचनात्मकता और मेल-जोल का वर्ष',
  4: 'मेहनत, व्यवस्था और मज़बूत नींव का वर्ष',
  5: 'बदलाव, गतिशीलता और नए अनुभवों का वर्ष',
  6: 'घर, ज़िम्मेदारियों और रिश्तों का वर्ष',
  7: 'चिंतन, अध्ययन और आत्म-मंथन का वर्ष',
  8: 'उपलब्धि, महत्वाकांक्षा और ठोस परिणामों का वर्ष',
  9: 'समापन, त्याग और अगले चक्र की तैयारी का वर्ष',
};

export function transitReading(f: TransitTextFacts): string {
  const top = f.transits.slice(0, READING_TRANSITS);
  const shuru = sthaniyaDin(`${f.date}T12:00:00Z`, 'UTC');
  const khulna = f.period === 'day' ? `${shuru} के लिए: ` : `${shuru} से शुरू होने वाले ${f.period === 'week' ? 'सप्ताह' : 'महीने'} में `;
  const kitne =
    top.length === 0
      ? 'कोई भी गोचर आपकी जन्मकुंडली को नहीं छूता: यह शांत समय है, जो जमी हुई चीज़ों को पक्का करने के लिए अच्छा है।'
      : top.length === 1
        ? 'एक गोचर सबसे प्रमुख है।'
        : `${top.length === 2 ? 'दो' : 'तीन'} गोचर सबसे प्रमुख हैं, सबसे प्रबल से शुरू करके।`;
  const phase = f.lunarPhase?.phase.toLowerCase();
  const chandra = phase ? CHANDRA[phase] : undefined;
  const py = f.numerology?.personalYear;
  const varsh = py !== undefined && VARSH[py] ? `अंक ज्योतिष के अनुसार आपका व्यक्तिगत वर्ष ${py} चल रहा है: ${VARSH[py]}।` : undefined;
  return [`${khulna}${kitne}`, ...top.map((t, i) => anuchhed(t, f, i)), [chandra, varsh].filter(Boolean).join(' '), top.length ? 'अनुकूल गोचरों का सहारा लें और कठिन गोचरों को धैर्य से स्वीकारें: हर गोचर बीत जाता है।' : undefined]
    .filter((p): p is string => !!p && p.trim() !== '')
    .join('\n\n');
}
