/** गोचर रिपोर्ट के वाक्य हिंदी में (आप, जैसे ऑफ़लाइन लेखक लिखता है)। */
import { bySign, decimal, degrees, extraName, lookup, signKeyOf, type AspectTable, type InfluenceTable, type StrengthTable } from './common';
import type { TransitWords } from './types';
import { formatDate, formatMoment } from '../../i18n/format';

/** A moment in words, as the language writes it ("28 नवंबर 2026, 12:16 UTC"). */
const shortTime = (iso: string): string => `${formatMoment(iso, 'hi')}`;

const name = lookup(
  { sun: 'सूर्य', moon: 'चंद्रमा', mercury: 'बुध', venus: 'शुक्र', mars: 'मंगल', jupiter: 'बृहस्पति', saturn: 'शनि', uranus: 'यूरेनस', neptune: 'नेपच्यून', pluto: 'प्लूटो', chiron: 'काइरॉन', north_node: 'उत्तरी चंद्र पात', south_node: 'दक्षिणी चंद्र पात', ascendant: 'लग्न', midheaven: 'मध्य आकाश' },
  extraName('hi'),
);
/** विषय, परसर्ग से पहले के (तिर्यक) रूप में: "… के बीच", "… को"। */
const theme = lookup(
  {
    sun: 'पहचान और जीवन शक्ति', moon: 'भावनाओं और ज़रूरतों', mercury: 'सोच और संवाद', venus: 'प्रेम, आनंद और मूल्यों', mars: 'ऊर्जा और साहस', jupiter: 'विकास और अवसरों', saturn: 'ढाँचे और ज़िम्मेदारी', uranus: 'परिवर्तन और जागृति', neptune: 'सपनों और अंतर्ज्ञान', pluto: 'रूपांतरण और शक्ति', chiron: 'पुराने घावों और उपचार', north_node: 'दिशा और उद्देश्य', south_node: 'आदतों और अतीत', ascendant: 'आत्म-प्रस्तुति और पहली छाप', midheaven: 'व्यवसाय और सार्वजनिक दिशा',
  },
  (k) => `${extraName('hi')(k)} के अर्थ`,
);
const HOUSES = ['', 'स्वयं और व्यक्तित्व', 'धन और मूल्य', 'संवाद और रोज़मर्रा के संपर्क', 'घर और परिवार', 'रचनात्मकता, प्रेम और खेल', 'काम, स्वास्थ्य और दिनचर्या', 'साझेदारी', 'साझा संसाधन और अंतरंगता', 'यात्रा, आस्था और अध्ययन', 'करियर और प्रतिष्ठा', 'मित्र, समूह और आशाएँ', 'विश्राम, एकांत और आंतरिक जीवन'];
/** "दसवें भाव में": क्रमसूचक, तिर्यक रूप। */
const ORDINAL = ['', 'पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें', 'ग्यारहवें', 'बारहवें'];
const ASPECT: AspectTable = { conjunction: 'युति', opposition: 'प्रतियुति', square: 'चतुष्कोण', trine: 'त्रिकोण', sextile: 'षट्कोण', quincunx: 'क्विनकंक्स' };
const NOUN: AspectTable = { conjunction: 'एक संगम', opposition: 'एक खींचतान', square: 'एक उपजाऊ घर्षण', trine: 'एक सहज प्रवाह', sextile: 'एक खुला द्वार', quincunx: 'तालमेल बिठाने की एक पुकार' };
const STRENGTH: StrengthTable = { 'very strong': 'बहुत प्रबल', strong: 'प्रबल', moderate: 'मध्यम', weak: 'कमज़ोर' };
const INFLUENCE: InfluenceTable = { harmonious: 'सामंजस्यपूर्ण', challenging: 'तनावपूर्ण', intense: 'तीव्र', adjusting: 'समायोजन माँगता' };
const SIGNS = bySign(['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन']);
const PHASES = {
  'New Moon': 'नया चंद्र चक्र शुरू होता है: संकल्प लेने और चुपचाप शुरुआत करने का समय।',
  'Waxing Crescent': 'चंद्रमा बढ़ रहा है: शुरुआती गति छोटे, नियमित कदमों को फल देती है।',
  'First Quarter': 'आधा चंद्रमा प्रकाशित है और बढ़ रहा है: निर्णय लेने और रुकावटें पार करने का समय।',
  'Waxing Gibbous': 'चंद्रमा लगभग पूर्ण है: जो शुरू किया है उसे निखारें, सुधारें और तैयार करें।',
  'Full Moon': 'पूर्णिमा है: बातें सामने आती हैं, भावनाएँ चरम पर होती हैं, परिणाम दिखते हैं।',
  'Waning Gibbous': 'चंद्रमा घटने लगा है: जो सीखा है उसे बाँटें और आभार व्यक्त करें।',
  'Last Quarter': 'आधा चंद्रमा प्रकाशित है और घट रहा है: छँटाई करें, छोड़ें और दोबारा सोचें।',
  'Waning Crescent': 'चक्र पूरा हो रहा है: अगली अमावस्या से पहले विश्राम करें, मनन करें और छोड़ना सीखें।',
} as const;
const ELEMENT = { fire: 'अग्नि', earth: 'पृथ्वी', air: 'वायु', water: 'जल' } as const;
const MODALITY = { cardinal: 'चर', fixed: 'स्थिर', mutable: 'द्विस्वभाव' } as const;
const ELEMENT_WORDS = { fire: 'पहल, उत्साह और साहस', earth: 'व्यावहारिक कदम, धैर्य और शरीर', air: 'विचार, बातचीत और संबंध', water: 'भावनाएँ, अंतर्ज्ञान और निकटता' } as const;
/** "… पर ज़ोर के साथ"। */
const MODALITY_WORDS = { cardinal: 'नई शुरुआत', fixed: 'दृढ़ता', mutable: 'ढलने और छोड़ने' } as const;
const TONE = { challenging: 'अधिकतर तनावपूर्ण संपर्क', harmonious: 'अधिकतर सामंजस्यपूर्ण संपर्क', mixed: 'सहजता और तनाव का मिश्रण' } as const;

const house = (n: number): string => `आपके ${ORDINAL[n]} भाव (${HOUSES[n]})`;
const withNatal = (f: { body: string; aspect: keyof AspectTable; point: string }): string => `गोचर का ${name(f.body)} जन्म कुंडली के ${name(f.point)} से ${ASPECT[f.aspect]}`;

export const HI: TransitWords = {
  contact: (body, aspect, point) => withNatal({ body, aspect, point }),
  major: (f) => {
    const through = f.transitHouse !== f.natalHouse ? `; साथ ही गोचर का ${name(f.body)} ${house(f.transitHouse)} से गुज़र रहा है` : '';
    const what = (f.body as string) === f.point ? `यह ${theme(f.body)} के भीतर ही ${NOUN[f.aspect]} है` : `यह एक ओर ${theme(f.body)} और दूसरी ओर ${theme(f.point)} के बीच ${NOUN[f.aspect]} है`;
    return `गोचर का ${name(f.body)} आपकी जन्म कुंडली के ${name(f.point)} से ${ASPECT[f.aspect]} बना रहा है, जो ${house(f.natalHouse)} में है: ${what}${through}।`;
  },
  sky: (a, b, aspect, exactAt) => {
    const when = exactAt.length ? `; सटीक समय ${exactAt.map(shortTime).join(' और ')}` : '';
    return `${name(a)} और ${name(b)} के बीच ${ASPECT[aspect]}: एक ओर ${theme(a)} और दूसरी ओर ${theme(b)} के बीच ${NOUN[aspect]}, सभी के लिए${when}।`;
  },
  phase: (phase, lit, sign) => `${PHASES[phase]} अवधि की शुरुआत में चंद्रमा ${lit}% प्रकाशित है और ${SIGNS[sign]} राशि में है।`,
  quiet: 'शांत: इस अवधि में कोई भी गोचर ऑर्ब के भीतर आपकी जन्म कुंडली के बिंदुओं तक नहीं पहुँचता',
  dominant: (modality, element, tone) => `${MODALITY[modality]} ${ELEMENT[element]}: ${ELEMENT_WORDS[element]}, ${MODALITY_WORDS[modality]} पर ज़ोर के साथ (${TONE[tone]})`,
  influence: (f) => {
    const exact = f.exactAt.length ? `सटीक ${f.exactAt.map(shortTime).join(', ')}` : `न्यूनतम अंतर ${decimal(f.orb, false)}°`;
    return `${withNatal(f)} (${STRENGTH[f.strength]}, ${INFLUENCE[f.influence]}, ${exact})`;
  },
  backdrop: (f) => `दीर्घकालिक पृष्ठभूमि: ${withNatal(f)}, लगभग ${f.duration} दिनों तक ऑर्ब में (${formatDate(f.activeFrom, 'hi')} से ${formatDate(f.activeUntil, 'hi')} तक)`,
  balance: (elements, modalities) =>
    `संपर्कों में तत्वों का संतुलन: ${elements.map(([k, v]) => `${ELEMENT[k]} ${v}%`).join(', ')}; स्वभाव: ${modalities.map(([k, v]) => `${MODALITY[k]} ${v}%`).join(', ')}`,
  station: (body, kind, longitude, at) => `${name(body)} ${degrees(longitude)} ${SIGNS[signKeyOf(longitude)]} पर ${kind === 'retrograde' ? 'वक्री' : 'मार्गी'} होता है (${shortTime(at)})`,
  lunation: (type, sign, at) => `${SIGNS[sign]} राशि में ${type === 'new-moon' ? 'अमावस्या' : 'पूर्णिमा'} (${shortTime(at)})`,
};
