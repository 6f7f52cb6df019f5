/** The image routes' words in Hindi (shared/images/words/types.ts). */
import { gateList, type ImageWords } from './types';

export const HI: ImageWords = {
  colon: ': ',
  natalChart: 'जन्म कुंडली',
  natalDesc: (who, b, a) => `${who} की जन्म कुंडली का चक्र: राशियाँ, भाव, कोण, ${b} ग्रह-बिंदु और ${a} दृष्टियाँ।`,
  natalDescNoTime: (who, b, a) => `${who} की जन्म कुंडली का चक्र, जन्म समय अज्ञात: राशियाँ, स्थानीय समय 12:00 के ${b} ग्रह-बिंदु और उनके बीच ${a} दृष्टियाँ; भाव और कोण नहीं (वे जन्म समय पर निर्भर हैं)।`,
  transits: 'गोचर',
  transitDesc: (who, when, a) => `भीतरी घेरे में ${who} की जन्म कुंडली, राशिचक्र के पास वाले घेरे में ${when} के ग्रह, और ${a} गोचर दृष्टियाँ।`,
  bodygraph: 'बॉडीग्राफ़',
  bodygraphDesc: (who, c, g) => `${who} का ह्यूमन डिज़ाइन बॉडीग्राफ़: ${c} परिभाषित केंद्र, ${g} सक्रिय द्वार।`,
  personality: 'व्यक्तित्व',
  design: 'डिज़ाइन',
  timeUnknown: '(समय अज्ञात)',
  sidereal: (a) => `निरयण राशिचक्र (${a})`,
  synastry: 'सिनेस्ट्री',
  synastryDesc: (a, b, n) => `भीतरी घेरे में ${a} की कुंडली, बाहरी घेरे में ${b} के ग्रह, और दोनों के बीच ${n} दृष्टियाँ।`,
  innerRing: 'भीतरी घेरा',
  outerRing: 'बाहरी घेरा',
  composite: 'संयुक्त कुंडली',
  compositeDesc: (names) => `${names} की मध्यबिंदु वाली संयुक्त कुंडली।`,
  compositeCaption: 'संयुक्त (मध्यबिंदु)',
  davison: 'डेविसन कुंडली',
  davisonLabel: 'डेविसन',
  davisonDesc: (names, when) => `${names} की डेविसन कुंडली: ${when}।`,
  connection: 'संबंध बॉडीग्राफ़',
  connectionDesc: (names, type, c) => `${names} का साझा बॉडीग्राफ़: ${type}, ${c} परिभाषित केंद्र`,
  both: (people, g) => `${people ? 'दोनों' : 'दोनों पक्ष'}${g.length ? `: द्वार ${gateList(g)}` : ''}`,
  patterns: 'ग्रह योग',
  apex: 'शीर्ष',
  // Hindi puts the place first, with its postposition: "मकर में ग्रह-पुंज"
  where: (name, place) => `${place} में ${name}`,
  // "सप्तम भाव में ग्रह-पुंज" does not fit the corner: the house by its number
  legendHouse: (house) => `भाव ${house}`,
};
