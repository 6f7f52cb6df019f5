/** संबंध की व्याख्या हिंदी में (ऑफ़लाइन), उन्हीं तथ्यों से जिनसे अंग्रेज़ी। */
import type { RelationshipTextFacts } from '../../relationship';
import { gatesOf, momentIn, namesIn, oneDecimal, paragraphs } from '../relationship-common';

const N = namesIn('hi');
const PRABHAV: Record<string, string> = {
  harmonious: 'आप दोनों के बीच सहजता से बहता है',
  challenging: 'धैर्य और खुली बातचीत माँगता है',
  intense: 'आपकी ऊर्जाओं को गहराई से मिला देता है',
  adjusting: 'छोटे-छोटे, बार-बार के समायोजन माँगता है',
};
/** "छठे भाव में": क्रमसूचक, तिर्यक रूप। */
const ORDINAL = ['', 'पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें', 'ग्यारहवें', 'बारहवें'];
const SCORE: Record<string, string> = { Minimal: 'न्यूनतम', Medium: 'मध्यम', Important: 'महत्वपूर्ण', 'Very Important': 'बहुत महत्वपूर्ण', Exceptional: 'असाधारण', 'Rare Exceptional': 'दुर्लभ रूप से असाधारण' };
const MEL: Record<string, string> = { Excellent: 'उत्कृष्ट', Good: 'अच्छी', Moderate: 'मध्यम', Challenging: 'चुनौतीपूर्ण' };

export function relationshipReading(f: RelationshipTextFacts): string {
  const [a, b] = f.names;
  const ps: string[] = [];
  if (f.synastry) {
    const s = f.synastry;
    const jhukav = s.harmony >= 60 ? 'संपर्क सहजता की ओर झुकते हैं' : s.harmony >= 40 ? 'सहजता और घर्षण में संतुलन है' : 'विकास घर्षण से होकर आता है';
    const sampark = s.aspects
      .slice(0, 3)
      .map((x) => `${a} के ${N.body(x.pointA)} और ${b} के ${N.body(x.pointB)} के बीच ${N.aspect(x.type)} (ऑर्ब ${oneDecimal(x.orb, false)}°) ${PRABHAV[x.influence] ?? 'इस रिश्ते को रंग देता है'}`);
    ps.push(
      `${a} और ${b} के बीच संबंध स्कोर ${s.score.value} (${SCORE[s.score.band] ?? s.score.band}) है और सामंजस्य सूचकांक 100 में से ${s.harmony} है: ${jhukav}। ${sampark.length ? `${sampark.join('; ')}।` : ''} साथ मिलकर आपकी कुंडलियाँ ${N.element(s.dominantElement)} तत्व और ${N.modality(s.dominantModality)} स्वभाव की ओर झुकती हैं।`,
    );
  }
  if (f.composite) {
    const c = f.composite;
    ps.push(`संयुक्त (कंपोज़िट) कुंडली में, जो रिश्ते को एक स्वतंत्र इकाई की तरह देखती है, सूर्य ${N.sign(c.sun.sign)} राशि में ${ORDINAL[c.sun.house] ?? c.sun.house} भाव में है और चंद्रमा ${N.sign(c.moon.sign)} राशि में: यहीं यह साझेदारी चमकती है, और इसी से इसे सुरक्षा का एहसास मिलता है।`);
  }
  if (f.davison) ps.push(`${momentIn(f.davison.moment, 'hi')} के लिए बनाई गई डेविसन कुंडली का लग्न ${N.sign(f.davison.ascendant.sign)} है और चंद्रमा ${N.sign(f.davison.moon.sign)} राशि में है।`);
  if (f.humanDesign) {
    const h = f.humanDesign;
    const em = h.electromagnetic.map(gatesOf);
    const co = h.compromise.map((x) => gatesOf(x.channel));
    ps.push(
      `ह्यूमन डिज़ाइन में ${a} (${N.hdType(h.a.type)}, अधिकार ${N.authority(h.a.authority)}) और ${b} (${N.hdType(h.b.type)}, अधिकार ${N.authority(h.b.authority)}) मिलकर ${h.theme} जुड़ाव बनाते हैं, जो साथ में ${N.hdType(h.combinedType)} की तरह काम करता है। ${
        em.length ? `इलेक्ट्रोमैग्नेटिक ${em.length === 1 ? `चैनल ${em[0]}` : `चैनल ${em.join(', ')}`} आकर्षण पैदा ${em.length === 1 ? 'करता है' : 'करते हैं'}।` : ''
      } ${co.length ? `${co.length === 1 ? `चैनल ${co[0]}` : `चैनल ${co.join(', ')}`} में समझौता दिखाता है कि आप में से कौन आम तौर पर सुर तय करता है।` : ''}`,
    );
  }
  if (f.numerology) ps.push(`अंकशास्त्र में जीवन पथ अंक ${f.numerology.a.lifePath} और ${f.numerology.b.lifePath} से 100 में से ${f.numerology.score} की अनुकूलता बनती है (${MEL[f.numerology.band] ?? f.numerology.band})।`);
  ps.push('एक व्यावहारिक सुझाव: सहज संपर्कों को खुलकर पहचानें और जब कठिन संपर्क सक्रिय हों, तब उन्हीं का सहारा लें। (ऑफ़लाइन व्याख्या, एआई मॉडल के बिना लिखी गई।)');
  return paragraphs(ps);
}
