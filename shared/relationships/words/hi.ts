/** संबंध के गणना किए गए हिस्से हिन्दी में। */
import type { RelationshipWords } from './types';

const PARIVAR = { mind: 'स्वतंत्र, सवाल करने वाले मन', practical: 'सुरक्षा और नतीजों को महत्व देने वाले निर्माता', creative: 'अभिव्यक्ति से भरे, लोगों से जुड़े दिल' } as const;
const RISHTA = {
  same: 'आप दोनों का जीवन पथ अंक एक ही है: आप एक-दूसरे को जल्दी पहचान लेते हैं, और आपकी कमज़ोरियाँ भी एक जैसी हैं',
  natural: 'आप दोनों के जीवन पथ अंक एक ही अंक-परिवार के हैं, और आप बिना ज़्यादा समझाए एक-दूसरे को समझ लेते हैं',
  compatible: 'आप दोनों के जीवन पथ अंक अलग-अलग पर मेल खाने वाले अंक-परिवारों से आते हैं: हर एक वह लाता है जो दूसरे में कम है',
  challenging: 'आप दोनों के जीवन पथ अंक ऐसे अंक-परिवारों से आते हैं जो अलग-अलग दिशाओं में खींचते हैं: यह रिश्ता सचेत प्रयास और अंतर के सम्मान से बढ़ता है',
} as const;
const STAR = { Excellent: 'उत्कृष्ट', Good: 'अच्छी', Moderate: 'मध्यम', Challenging: 'चुनौती भरी' } as const;
const SWABHAV = { cardinal: 'चर', fixed: 'स्थिर', mutable: 'द्विस्वभाव' } as const;
/** युति, प्रतियुति स्त्रीलिंग ("की"); बाकी दृष्टियाँ पुल्लिंग ("का")। */
const STRI = new Set(['conjunction', 'opposition']);

export const HI: RelationshipWords = {
  destinySign: (m) => `दोनों के सूर्य ${SWABHAV[m]} राशियों में हैं`,
  contact: (a, aspect, k, b, orb) => `${a} (A) और ${b} (B) ${STRI.has(k) ? 'की' : 'का'} ${aspect}, ${orb}° का अंतर`,
  numerology: (n) =>
    `जीवन पथ अंक ${n.a} और ${n.b} (${n.familyA === n.familyB ? `दोनों ${PARIVAR[n.familyA]}` : `${PARIVAR[n.familyA]} और ${PARIVAR[n.familyB]}`}): ${RISHTA[n.relation]}। ` +
    `अभिव्यक्ति अंक ${n.expressionChallenging ? 'बताता है कि आप दोनों के काम करने और बोलने के ढंग में धैर्य चाहिए' : 'साथ मिलकर काम करने के आपके ढंग को सहारा देता है'}, ` +
    `और आत्मा अंक ${n.soulUrgeChallenging ? 'अलग-अलग भीतरी ज़रूरतें दिखाता है, जिन पर खुलकर बात करनी चाहिए' : 'ऐसी भीतरी ज़रूरतें दिखाता है जो आसानी से मिल जाती हैं'}। ` +
    `कुल अनुकूलता: ${n.score}/100 (${STAR[n.band]})।`,
};
