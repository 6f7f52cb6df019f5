/** दिन की खास बातें हिन्दी में (देखें ./index.ts)। समय 24 घंटे की घड़ी में, "pm" नहीं। */
import type { HighlightFacts } from './types';

/** दृष्टि का लिंग: युति, प्रतियुति स्त्रीलिंग ("की"); त्रिकोण, चतुष्कोण, षट्कोण पुल्लिंग ("का")। */
const STRI = new Set(['conjunction', 'opposition']);
const ARTH: Record<string, string> = {
  conjunction: 'दोनों की ऊर्जाएँ मिलकर एक जगह केंद्रित होती हैं',
  opposition: 'दो पक्षों के बीच का खिंचाव संतुलन माँगता है',
  trine: 'दोनों के बीच सहारा सहजता से बहता है',
  square: 'घर्षण किसी फ़ैसले या बदलाव की ओर धकेलता है',
  sextile: 'एक अवसर खुलता है जो छोटी-सी पहल का फल देता है',
};
const KALA: Record<string, string> = {
  'new-moon': 'अमावस्या: संकल्पों और नई शुरुआत के बीज बोने का समय',
  'first-quarter': 'प्रथम चतुर्थांश: एक मोड़ जो कदम उठाने को कहता है',
  'full-moon': 'पूर्णिमा: स्पष्टता, पूर्णता और छोड़ देने का शिखर',
  'last-quarter': 'अंतिम चतुर्थांश: छाँटने, छोड़ने और सुधारने का समय',
};

export function HI(f: HighlightFacts): string {
  const { h } = f;
  switch (h.type) {
    case 'station-retrograde':
      return `${f.body1} ${f.time} UTC पर ${f.sign} राशि में वक्री होता है: उसके विषय समीक्षा के लिए भीतर की ओर मुड़ते हैं।`;
    case 'station-direct':
      return `${f.body1} ${f.time} UTC पर ${f.sign} राशि में मार्गी होता है: समीक्षा के बाद उसके विषय फिर आगे बढ़ते हैं।`;
    case 'ingress':
      return `${f.body1}${f.retrograde ? ' (वक्री)' : ''} ${f.time} UTC पर ${f.sign} राशि में प्रवेश करता है: स्वर ${f.element} तत्व और ${f.modality} स्वभाव के गुणों की ओर मुड़ता है।`;
    case 'new-moon':
    case 'first-quarter':
    case 'full-moon':
    case 'last-quarter':
      return `${KALA[h.type]}, ${f.time} UTC पर, जब चंद्रमा ${f.sign} राशि में है।`;
    case 'lunar-phase':
      return `${f.phase}: 00:00 UTC पर चंद्र बिंब का ${f.lit}% भाग प्रकाशित है; ${f.waxing ? 'चंद्रमा बढ़ रहा है और ऊर्जा जुट रही है' : 'चंद्रमा घट रहा है और ऊर्जा धीमी पड़ रही है'}।`;
    default:
      return `${f.body1} और ${f.body2} ${STRI.has(h.type) ? 'की' : 'का'} ${f.aspect}${f.time ? `, ${f.time} UTC पर सटीक` : ` (सबसे निकट ${f.orb}°)`}: ${ARTH[h.type] ?? ''}।`;
  }
}
