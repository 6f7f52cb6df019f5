/**
 * ज्योतिष के 19 खंड और कुंडली का सार, हिन्दी में। वही तथ्य जो अंग्रेज़ी में हैं (chart-analysis.ts),
 * पर वाक्य हिन्दी के लिए लिखे गए: हर खंड की अपनी बनावट; केवल दृष्टि वाला वाक्य एक साझा समूह से
 * आता है, जिसमें पड़ोसी खंड अलग-अलग ढाँचे लेते हैं। पाठक के लिंग पर टिकी कोई क्रिया नहीं।
 */
import type { AstroBody, AstrologyFacts, BlueprintFacts, BodyFacts } from '../../facts';
import type { AstrologySection } from '../../sections';
import { ASTROLOGY_SECTIONS, SECTION_BODY } from '../../sections';
import { TRADITIONAL_RULERS } from '../../../astro/rulers';
import { chartKeyAspects, chartRuler, chartShape, elementBalance, hemispheres, modalityBalance, normalAspect, sectionReading, type ChosenAspect, type Element, type Modality } from '../chart-analysis';
import { aapke, ansh, arth, kaKi, BHAV, bhav, drishti, GRAH, KARAK, orb, RASHI, sankhya, suchi, type BhavShabd, type RashiShabd } from './vocab';

const paragraphs = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const vakya = (...xs: (string | undefined | false)[]): string => xs.filter((x): x is string => !!x).join(' ');

interface DrishtiShabd { self: string; other: string; d: string; orb: string; arth: string; k1: string; k2: string }

const DRISHTI_DHANCHE: ((x: DrishtiShabd) => string)[] = [
  (x) => `${x.self} और ${x.other} के बीच ${x.d} का संबंध है (ऑर्ब ${x.orb}): ${x.arth}। इसमें ${x.k1} और ${x.k2} का मेल है।`,
  (x) => `सबसे मज़बूत जुड़ाव ${x.other} से है, ${x.orb} के भीतर ${x.d}; एक ओर ${x.k1} है और दूसरी ओर ${x.k2}, और दोनों के बीच ${x.arth}।`,
  (x) => `${x.other} के साथ ${x.d} का योग ${x.orb} के भीतर है; व्यवहार में इसका अर्थ है ${x.arth}, जब भी ${x.k1} और ${x.k2} आमने-सामने हों।`,
  (x) => `इसके साथ ${x.other} से ${x.d} भी है (ऑर्ब ${x.orb}): ${x.k1} और ${x.k2} के बीच ${x.arth}।`,
  (x) => `कुंडली में एक दृष्टि ख़ास तौर पर उभरती है, केवल ${x.orb} के ऑर्ब में: ${x.other} से ${x.d}। इसका स्वभाव है ${x.arth}; इसी से ${x.k1} और ${x.k2} का बंधन बना रहता है।`,
  (x) => `${x.other} के साथ ${x.d} पर भी ध्यान दें (ऑर्ब ${x.orb}): ${x.arth}, इसलिए ${x.k1} और ${x.k2} को अलग-अलग जीना कठिन है।`,
];

function drishtiVakya(body: AstroBody, a: ChosenAspect | undefined, i: number): string | undefined {
  if (!a) return undefined;
  const t = normalAspect(a.type);
  return DRISHTI_DHANCHE[i % DRISHTI_DHANCHE.length]!({ self: aapke(body), other: aapke(a.other), d: drishti(t), orb: orb(a.orb), arth: arth(t), k1: KARAK[body], k2: KARAK[a.other] });
}

function sandhiAnsh(b: BodyFacts, i: number): string | undefined {
  const d = Math.floor(b.degree);
  if (d === 0) return i % 2 ? `${d}° पर, राशि की बिलकुल शुरुआत में, ये गुण कच्चे और ताज़ा रूप में सामने आते हैं।` : `राशि का पहला अंश, ${d}°, इन विषयों को नई कोंपल जैसी ताज़गी देता है।`;
  if (d === 29) return i % 2 ? `${d}° पर, राशि के अंतिम अंश में, एक जल्दी-सी महसूस होती है, जैसे कोई सबक पूरा करना बाकी हो।` : `राशि का आख़िरी अंश, ${d}°, किसी अध्याय को पूरा करने का स्वाद लिए रहता है।`;
  return undefined;
}

interface Ctx {
  a: AstrologyFacts;
  b: BodyFacts;
  s: RashiShabd;
  n?: number;
  h?: BhavShabd;
  retro: boolean;
  asp?: string;
  crit?: string;
}

const BHAV_OF = (c: Ctx): string => (c.n ? bhav(c.n) : '');

const RACHNA: Record<AstrologySection, (c: Ctx) => string> = {
  sun: (c) =>
    paragraphs(
      vakya('सूर्य कुंडली का हृदय है: वह दिशा जिसमें आपका विकास होता है और जहाँ से जीवन-शक्ति मिलती है।', `आपका सूर्य ${c.s.name} राशि में ${ansh(c.b.degree)} पर है, इसलिए आपके स्वभाव की धुरी है: ${c.s.traits}।`, `आपका तेज ${c.s.manner} प्रकट होता है, और जीवन भर जो गुण निखरता रहता है, वह है ${c.s.gift}।`, c.crit),
      vakya(c.h && `${BHAV_OF(c)} में बैठा सूर्य चाहता है कि आपकी चमक ${c.h.scene} दिखे; ${c.h.area} से जुड़ी आपकी मेहनत यहाँ किसी से छिपी नहीं रहती।`, c.asp, `थकान के दिनों में एक कमज़ोरी पर नज़र रखें, ${c.s.shadow}; आराम और दिल के करीब कोई लक्ष्य रोशनी लौटा देते हैं।`),
      'नियमित रूप से ऐसे काम के लिए समय निकालें जिससे लगे कि अपनी कहानी की कलम आपके अपने हाथ में है।',
    ),
  moon: (c) =>
    paragraphs(
      vakya(`चंद्रमा मन का कारक है, और आपकी कुंडली में वह ${c.s.name} राशि में${c.n ? `, ${BHAV_OF(c)} में,` : ''} स्थित है।`, `मन को शांत करने के लिए आपको चाहिए ${c.s.need}।`, `सुकून अक्सर ${c.s.manner} मिलता है।`, c.crit),
      vakya(c.h && `भावनाओं की लहरें सबसे तेज़ ${c.h.scene} उठती हैं; मन का मौसम यहीं सबसे पहले बदलता है।`, c.asp, `दबाव में जिस चीज़ पर नज़र रखनी है, वह है ${c.s.shadow}; मूड के पीछे छिपी ज़रूरत को नाम देना ही अक्सर उसे हल्का कर देता है।`),
      'किसी कठिन दिन में जो चीज़ आपको सचमुच सहारा देती है, वह कोई सनक नहीं है, बल्कि आपकी एक असली ज़रूरत है।',
    ),
  mercury: (c) =>
    paragraphs(
      vakya(`बुध बताता है कि बुद्धि किस चाल से चलती है; ${c.s.name} राशि में यह चाल ${c.s.manner} आगे बढ़ती है।`, `सोचने के तरीके पर इन गुणों का रंग है: ${c.s.traits}; और बौद्धिक पूँजी के रूप में आपके पास है ${c.s.gift}।`, c.crit),
      vakya(c.h && `${BHAV_OF(c)} का बुध जिज्ञासा को ${c.h.area} से जुड़े सवालों की ओर मोड़ता है, और यहीं आपके शब्दों का वज़न सबसे अधिक होता है।`, c.retro && 'जन्म के समय बुध वक्री था: अच्छे विचार अक्सर दूसरी बार में आते हैं, दोबारा पढ़ने, दोबारा सोचने और अपने शब्दों में फिर से कहने पर।', c.asp),
      'दूसरों की अपेक्षा की गति से नहीं, अपनी गति से सीखें और बोलें।',
    ),
  venus: (c) =>
    paragraphs(
      vakya(`${c.s.name} का शुक्र प्रेम करने का ढंग और सुंदरता की आपकी कसौटी दिखाता है: प्रेम में आपके लिए मायने रखते हैं ${c.s.traits}।`, `स्नेह ${c.s.manner} व्यक्त होता है, और रिश्ते में आपको चाहिए ${c.s.need}।`, c.crit),
      vakya(c.h && `आकर्षण और आनंद ${c.h.scene} इकट्ठा होते हैं: ${BHAV_OF(c)} का शुक्र इसी रास्ते से लोगों और सौंदर्य को आपके जीवन में लाता है।`, c.retro && 'वक्री शुक्र प्रेम में जल्दबाज़ी नहीं करता: भावनाएँ भीतर ही भीतर तौली जाती हैं, और भरोसा उसी स्नेह पर होता है जो समय की कसौटी पर खरा उतरा हो।', c.asp),
      'अपने प्रियजनों को साफ़ बताएँ कि आपको सचमुच क्या छूता है: स्पष्टता अपने आप में एक उपहार है।',
    ),
  mars: (c) =>
    paragraphs(
      vakya(`मंगल आपका इंजन है, और ${c.s.name} राशि में यह इंजन ${c.s.manner} चलता है।`, `किसी चीज़ को पाने की ठान लेने पर सबसे बड़े सहारे हैं ${c.s.traits}; मुक़ाबले में तुरुप का पत्ता है ${c.s.gift}।`, c.crit),
      vakya(c.h && `ऊर्जा सबसे पहले ${BHAV_OF(c)} की ओर बहती है, यानी ${c.h.area} से जुड़े मामलों में: यहीं ज़ोर लगता है, होड़ होती है और प्रगति दिखती है।`, c.retro && 'जन्मकालीन वक्री मंगल के साथ क्रोध और महत्वाकांक्षा पहले भीतर काम करते हैं: मन में कदम का अभ्यास कर लेने के बाद ही कर्म सबसे सधा हुआ होता है।', c.asp),
      `ख़तरा है ${c.s.shadow}; उसे क़ाबू में रखता है एक साफ़ रास्ता, जैसे कोई लक्ष्य, कोई हुनर या कोई खेल।`,
    ),
  jupiter: (c) =>
    paragraphs(
      vakya(`बृहस्पति, जिसे गुरु भी कहा जाता है, ${c.s.name} राशि में यह दिखाता है कि जीवन कहाँ उदार है और आस्था कैसे बढ़ती है।`, `अवसर तब आते हैं जब इन गुणों को खुलकर जगह मिले: ${c.s.traits}; भाग्य को बल देता है यह गुण: ${c.s.gift}।`, c.crit),
      vakya(c.h && `${BHAV_OF(c)} में स्थित गुरु ${c.h.scene} दरवाज़े खोलता है।`, c.retro && 'जन्म के समय गुरु वक्री था: जीवन का अर्थ आपके लिए उधार के सिद्धांतों से नहीं, अपने अनुभव से बनता है।', c.asp),
      'इस स्थिति के विस्तार को स्वीकारें, पर अति पर नज़र रखें: ज़्यादा हमेशा बेहतर नहीं होता।',
    ),
  saturn: (c) =>
    paragraphs(
      vakya(`${c.s.name} राशि का शनि वह परीक्षा है जो धीरे-धीरे पास होती है: ${c.s.traits} को अपनाने में समय लगता है, पर यही साधना आगे चलकर महारत बनती है।`, `संदेह के क्षणों में ${c.s.shadow} सामने आ सकती है; उत्तर कठोरता नहीं, नियमित अभ्यास है।`, c.crit),
      vakya(c.h && `${BHAV_OF(c)} में शनि ${c.h.area} से जुड़े मामलों पर ज़िम्मेदारी का भार रखता है; वर्षों के साथ यहीं आपका अधिकार भी माना जाता है।`, c.retro && 'वक्री शनि अक्सर भीतर एक ऐसा आलोचक बिठा देता है जो किसी बाहरी न्यायाधीश से कड़ा हो; अपने न्यायपूर्ण नियम ख़ुद तय करना इस काम का हिस्सा है।', c.asp),
      'इस क्षेत्र में एक छोटा-सा संकल्प चुनें और उसे निभाएँ: शनि तीव्रता से कहीं अधिक निरंतरता का फल देता है।',
    ),
  uranus: (c) =>
    paragraphs(
      vakya(`यूरेनस किसी राशि में लगभग सात वर्ष रहता है, इसलिए ${c.s.name} राशि आपकी पूरी पीढ़ी की उस चाह को दर्शाती है जो चीज़ें ${c.s.manner} बदलना चाहती है।`, c.crit),
      vakya(c.h && `निजी पहलू भाव से तय होता है: ${BHAV_OF(c)} से यूरेनस ${c.h.scene} परंपराओं को तोड़ने की प्रेरणा देता है, और अचानक आए बदलाव यहाँ आगे ले जाते हैं।`, c.retro && 'जन्मकालीन वक्री यूरेनस के साथ विद्रोह चुपचाप होता है: आसपास कुछ बदलने से बहुत पहले भीतर राय बदल चुकी होती है।', c.asp),
      'यहाँ प्रयोग के लिए जगह छोड़ें: जो दूसरों को अजीब लगता है, वही शायद आपका असली योगदान है।',
    ),
  neptune: (c) =>
    paragraphs(
      vakya(`नेपच्यून बहुत धीमी चाल वाला ग्रह है: ${c.s.name} राशि पूरी पीढ़ी के आदर्शों को रंगती है, जिसकी तलाश है ${c.s.gift}।`, c.crit),
      vakya(c.h && `आपकी अपनी कुंडली में उसका भाव अधिक मायने रखता है: ${BHAV_OF(c)} में कल्पना और आदर्श ${c.h.scene} बहते हैं, जहाँ सीमाएँ धुंधली भी हो सकती हैं।`, c.retro && 'वक्री नेपच्यून खोज को भीतर की ओर मोड़ता है: अंतर्ज्ञान किसी दृश्य की तरह नहीं, शांत जानकारी की तरह आता है।', c.asp),
      'अपनी कल्पना को कोई रूप दें, चाहे कला, संगीत, सेवा या प्रार्थना, और सपने देखते समय एक पाँव ज़मीन पर रखें।',
    ),
  pluto: (c) =>
    paragraphs(
      vakya(`प्लूटो लंबे वर्षों तक ${c.s.name} राशि में रहता है, और आपकी पीढ़ी के सामने इन गुणों का अर्थ नए सिरे से गढ़ने का काम है: ${c.s.traits}।`, c.crit),
      vakya(c.h && `आपकी कुंडली में वह ${BHAV_OF(c)} के ज़रिए काम करता है: संकट और नवजीवन ${c.h.scene} आते हैं।`, 'जिसे यहाँ बहुत कसकर पकड़ा जाए, वह अक्सर टूटता है, और जो फिर से उगता है वह अधिक मज़बूत और सच्चा होता है।', c.retro && 'जन्मकालीन वक्री प्लूटो के साथ सबसे गहरे बदलाव नज़रों से दूर होते हैं, किसी के ध्यान देने से बहुत पहले।', c.asp),
      'जब इस क्षेत्र में कुछ समाप्त हो, तो उसे अधिक सच्चे रूप में दोबारा खड़ा करने की अपनी क्षमता पर भरोसा रखें।',
    ),
  chiron: (c) =>
    paragraphs(
      vakya(`${c.s.name} राशि का काइरॉन एक संवेदनशील बिंदु की ओर इशारा करता है: इन गुणों से जुड़ा कोई घाव (${c.s.traits}), या इन्हें जीने की अनुमति न मिलने की टीस।`, c.crit),
      vakya(c.h && `${BHAV_OF(c)} से यह घाव अक्सर ${c.h.scene} जाग उठता है।`, c.retro && 'जन्म के समय काइरॉन वक्री था, इसलिए उपचार एक निजी और धीमी यात्रा है।', c.asp),
      'इसका मरहम है अपने प्रति धैर्य; समय के साथ इस दर्द की समझ इतनी गहरी हो जाती है कि दूसरों का बोझ हल्का करने में भी काम आती है।',
    ),
  ascendant: (c) => {
    const r = chartRuler(c.a);
    const rn = r?.place?.house;
    return paragraphs(
      vakya(`आपका लग्न ${c.s.name} है, ${ansh(c.b.degree)} पर: यही वह द्वार है जिससे होकर नए लोगों और नई परिस्थितियों से आपका सामना होता है।`, `पहली नज़र में लोगों को आपमें जो दिखता है, वह है ${c.s.traits}, और हर काम की शुरुआत ${c.s.manner} होती है।`, c.crit),
      vakya(r?.place && `लग्नेश ${GRAH[r.ruler]} ${RASHI[r.place.sign].name} राशि में${rn ? ` और ${bhav(rn)} में है: पहली मुलाक़ात में दिखने वाली ऊर्जा ${BHAV[rn]!.scene} काम पर लगती है` : ' है'}।`, c.asp),
      'कुछ भी नया शुरू करते समय इस अंदाज़ का सोच-समझकर उपयोग करें: बाकी गुणों तक पहुँचने का यही सबसे आसान दरवाज़ा है।',
    );
  },
  ic: (c) =>
    paragraphs(
      vakya(`पाताल बिंदु कुंडली की जड़ है, और आपका पाताल बिंदु ${c.s.name} राशि में है।`, `घर के माहौल पर इन गुणों की छाप रहती है: ${c.s.traits}; और आपकी पारिवारिक कहानी में ${c.s.gift} भी है और ${c.s.shadow} भी।`),
      vakya(`घर किसी भी रूप में हो, वहाँ आपको चाहिए ${c.s.need}।`, c.asp),
      'ऐसा निजी जीवन बनाएँ जो आपके जैसा हो: बाकी सब इसी ज़मीन पर टिका है।',
    ),
  descendant: (c) =>
    paragraphs(
      vakya(`लग्न के ठीक सामने, सप्तम भाव के द्वार पर, अस्त बिंदु ${c.s.name} राशि में पड़ता है: यह बताता है कि साथी में आपकी तलाश क्या है।`, `ऐसे लोग आकर्षित करते हैं जिनमें ${c.s.traits} दिखें, और लंबे रिश्ते में आपको चाहिए ${c.s.need}।`),
      vakya(`साथी का जो गुण आपको सबसे ज़्यादा भाता है, वह अक्सर आपकी अपनी सीख का हिस्सा होता है, यहाँ ${c.s.gift}।`, c.asp),
      'देखें कि इनमें से कौन-से गुण साथी के भरोसे छोड़ दिए जाते हैं, और उन्हें अपने भीतर कैसे बढ़ाया जाए।',
    ),
  midheaven: (c) => {
    const ruler = TRADITIONAL_RULERS[c.b.sign];
    const rn = c.a.bodies[ruler]?.house;
    return paragraphs(
      vakya(`मध्य आकाश, यानी कुंडली का शिखर और सार्वजनिक जीवन की दिशा, आपकी कुंडली में ${c.s.name} राशि में है।`, `ऐसा पेशा रास आता है जो इन गुणों को जगह दे: ${c.s.traits}; और लोगों का सम्मान दिलाता है यह गुण: ${c.s.gift}।`),
      vakya(!!rn && `मध्य आकाश का स्वामी ${GRAH[ruler]} ${bhav(rn)} में है, जो आपके व्यवसाय को ${BHAV[rn]!.area} से जोड़ता है।`, c.asp),
      'सफलता को पदों से कम और इस बात से अधिक मापें कि आपका काम इन गुणों को कितनी जगह देता है।',
    );
  },
  lilith: (c) =>
    paragraphs(
      vakya(`${c.s.name} राशि की लिलिथ आपके उस हिस्से को दिखाती है जो वश में होने से इनकार करता है।`, `कहीं न कहीं यह सीख मिली थी कि ${c.s.traits} ज़रूरत से ज़्यादा हैं; आज ठीक इन्हीं पर आपका हक़ लौट रहा है।`),
      vakya(c.h && `${BHAV_OF(c)} में यह इनकार ${c.h.scene} सामने आता है।`, c.asp),
      'ध्यान दें कि यह हिस्सा अब भी कहाँ चुप करा दिया जाता है, और उसे बोलने देने के सुरक्षित तरीके खोजें।',
    ),
  northNode: (c) =>
    paragraphs(
      vakya(`उत्तरी चंद्र पात, जिसे भारतीय ज्योतिष राहु कहता है, ${c.s.name} राशि में है: इस जीवन में विकास की दिशा यही है।`, `जो गुण अभी पराए या अटपटे लगते हैं, वही विकसित करने हैं: ${c.s.traits}, और धीरे-धीरे ${c.s.gift}।`),
      vakya(c.h && `${BHAV_OF(c)} में होने से यह विकास ${c.h.area} से जुड़े मामलों की ओर मुड़ता है।`, c.asp),
      'यहाँ छोटे पर नियमित कदम सबसे कारगर हैं, और आसानी से ज़्यादा अर्थ प्रगति में है।',
    ),
  southNode: (c) =>
    paragraphs(
      vakya(`दक्षिणी चंद्र पात, यानी केतु, ${c.s.name} राशि में वे प्रतिभाएँ सँजोए है जो जन्म से साथ आई हैं: ${c.s.traits} बिना मेहनत के सधते हैं।`, `जाल यह है कि आदतन इन्हीं पर टिके रहें; ऐसे में यह कमज़ोरी उभर सकती है: ${c.s.shadow}।`),
      vakya(c.h && `${BHAV_OF(c)} में यह पुरानी सहजता ${c.h.scene} दिखाई देती है।`, c.asp),
      'इन गुणों का खुलकर उपयोग करें, और पहचानें कि कब इनकी ओर लौटना सिर्फ़ सुरक्षित महसूस करने की आदत भर है।',
    ),
  partOfFortune: (c) =>
    paragraphs(
      vakya(`भाग्य बिंदु, जो सूर्य, चंद्रमा और लग्न से निकाला जाता है, ${c.s.name} राशि में पड़ता है।`, `सहजता और प्रसन्नता तब आती है जब इन गुणों को जगह दी जाए: ${c.s.traits}।`),
      vakya(c.h && `इसका भाव, ${BHAV_OF(c)}, वह क्षेत्र है जहाँ सौभाग्य ख़ुद आपको ढूँढ लेता है: ${c.h.scene}।`, c.asp),
      'जब जीवन भारी लगे, इस स्थिति के बताए रास्ते पर लौटें: यह भाग्यशाली होने का एहसास लौटा देती है।',
    ),
};

export function astrologySection(key: AstrologySection, facts: BlueprintFacts): string {
  const a = facts.astrology ?? { bodies: {} };
  const body = SECTION_BODY[key];
  const b = a.bodies[body];
  const i = ASTROLOGY_SECTIONS.indexOf(key);
  if (!b) return `इस कुंडली में ${aapke(body)} की सटीक स्थिति उपलब्ध नहीं है, इसलिए यह पाठ सामान्य ही रहेगा।`;
  const { house: n, aspect: chosen, isAngle, retro } = sectionReading(a, body, b);
  const asp = drishtiVakya(body, chosen, i);
  const crit = isAngle ? undefined : sandhiAnsh(b, i);
  const ctx: Ctx = { a, b, s: RASHI[b.sign], retro, ...(n ? { n, h: BHAV[n]! } : {}), ...(asp ? { asp } : {}), ...(crit ? { crit } : {}) };
  const text = RACHNA[key](ctx);
  return key === 'sun' ? paragraphs(chartSynthesis(facts), text) : text;
}

/* ------------------------------------------------------------------------------------ सार */

const TATVA: Record<Element, string> = { fire: 'अग्नि', earth: 'पृथ्वी', air: 'वायु', water: 'जल' };
const TATVA_JHUKAV: Record<Element, string> = {
  fire: 'उत्साह और प्रेरणा मिलते ही कर्म में उतरने की ओर',
  earth: 'व्यावहारिकता और ठोस परिणामों की ओर',
  air: 'विचारों, संवाद और दूरी से चीज़ें देखने की ओर',
  water: 'अनुभूति, अंतर्ज्ञान और भावनात्मक निकटता की ओर',
};
const TATVA_RANG: Record<Element, string> = { fire: 'उत्साह', earth: 'व्यावहारिकता', air: 'विचारशीलता', water: 'गहरी अनुभूति' };
const TATVA_ABHAV: Record<Element, string> = {
  fire: 'अग्नि तत्व में कोई ग्रह नहीं: उत्साह को कभी-कभी जगाना पड़ता है, और जोशीले लोग या परियोजनाएँ वह कमी पूरी करते हैं।',
  earth: 'पृथ्वी तत्व में कोई ग्रह नहीं: ठोसपन के लिए सचेत ढाँचा चाहिए, और दिनचर्या, सूचियाँ और शरीर की देखभाल विचारों को ज़मीन से जोड़े रखती हैं।',
  air: 'वायु तत्व में कोई ग्रह नहीं: तटस्थ दृष्टि अपने आप नहीं आती, और बातों को कहना या लिखना दूरी बनाने में मदद करता है।',
  water: 'जल तत्व में कोई ग्रह नहीं: भावनाएँ कभी-कभी देर से पचती हैं, और भावनाओं में सहज लोगों का साथ मदद करता है।',
};
const SWABHAV: Record<Modality, string> = { cardinal: 'चर', fixed: 'स्थिर', mutable: 'द्विस्वभाव' };
const SWABHAV_JHUKAV: Record<Modality, string> = {
  cardinal: 'आपकी प्रवृत्ति शुरुआत करने की है, और पहल यहाँ टिकाव से पहले आती है',
  fixed: 'आपकी प्रवृत्ति टिके रहने की है, और दृढ़ता यहाँ बदलाव से पहले आती है',
  mutable: 'टूटने के बजाय झुक जाना आपकी प्रवृत्ति है, और लचीलापन यहाँ स्थायित्व से पहले आता है',
};
const SWABHAV_JODI: Record<string, string> = {
  'cardinal+fixed': 'शुरू करना और टिके रहना बराबर वज़न रखते हैं',
  'cardinal+mutable': 'शुरुआत और ढलना आपको टिके रहने से अधिक सहज लगते हैं',
  'fixed+mutable': 'टिके रहना और ढलना आपको नई शुरुआत से अधिक सहज लगते हैं',
};
const BAL = {
  domicile: 'अपनी ही राशि में, स्वगृही, जहाँ उसका बल पूरा है',
  exaltation: 'अपनी उच्च राशि में, जहाँ उसका बल शिखर पर है',
  detriment: 'शत्रु-भाव वाली राशि में, जहाँ उसे धारा के विरुद्ध चलना पड़ता है',
  fall: 'अपनी नीच राशि में, जहाँ उसका बल पाना कठिन है',
} as const;

function akriti(a: AstrologyFacts): string | undefined {
  const s = chartShape(a);
  if (!s) return undefined;
  switch (s.shape) {
    case 'bundle':
      return 'दसों ग्रह चक्र के एक तिहाई हिस्से में सिमटे हैं, जिसे पुंज आकृति कहते हैं: ऊर्जा कुछ ही क्षेत्रों पर केंद्रित है, जिससे शक्ति भी मिलती है और संकीर्णता का जोखिम भी।';
    case 'bowl':
      return 'ग्रह चक्र के आधे हिस्से में हैं और बाकी आधा खाली है, जिसे कटोरा आकृति कहते हैं: भीतर एक गहरा ध्येय-बोध है, और खाली आधा वह है जिसकी ओर आप बढ़ते हैं।';
    case 'bucket':
      return `ग्रह चक्र के आधे हिस्से में इकट्ठा हैं और दूसरी ओर केवल ${GRAH[s.focus!]} है, जिसे बाल्टी आकृति कहते हैं: यह अकेला ग्रह बाल्टी का हत्था है, और ऊर्जा का बड़ा भाग इसी से होकर बहता है।`;
    case 'locomotive':
      return 'ग्रह चक्र के दो-तिहाई हिस्से में फैले हैं और एक तिहाई खाली है, जिसे इंजन आकृति कहते हैं: ऐसी कुंडली जो अपनी कमी की ओर ख़ुद ही चल पड़ती है।';
    case 'seesaw':
      return 'ग्रह आमने-सामने के दो समूहों में बँटे हैं, जिसे झूला आकृति कहते हैं: जीवन के एक पक्ष को दूसरे के सामने तौलना और उनके बीच संतुलन खोजना ही विकास का रास्ता है।';
    case 'splash':
      return 'ग्रह पूरे चक्र में बिखरे हैं, जिसे बिखराव आकृति कहते हैं: रुचियों का दायरा बड़ा है और बहुत-सी चीज़ों में हाथ आज़माने की क्षमता है।';
    case 'splay':
      return 'ग्रह चक्र में अनियमित समूहों में बँटे हैं, जिसे पंखा आकृति कहते हैं: आपका ढर्रा अपना है और किसी साँचे में बँधना आपको मंज़ूर नहीं।';
  }
}

function tatva(a: AstrologyFacts): string[] {
  const e = elementBalance(a);
  const order: Element[] = ['fire', 'earth', 'air', 'water'];
  if (order.reduce((n, k) => n + e.counts[k], 0) < 10) return [];
  const sorted = [...order].sort((x, y) => e.counts[y] - e.counts[x] || order.indexOf(x) - order.indexOf(y));
  const ginti = `दस ग्रहों में से ${sankhya(e.counts[sorted[0]!])} ${TATVA[sorted[0]!]} तत्व की राशियों में हैं, ${suchi(sorted.slice(1).map((k) => `${sankhya(e.counts[k])} ${TATVA[k]} में`))}।`;
  const pradhan =
    e.strongest.length === 1
      ? `${TATVA[e.strongest[0]!]} तत्व की प्रधानता कुंडली को ${TATVA_JHUKAV[e.strongest[0]!]} झुकाती है।`
      : e.strongest.length === 2
        ? `${TATVA[e.strongest[0]!]} और ${TATVA[e.strongest[1]!]} बराबरी पर आगे हैं: ${TATVA_RANG[e.strongest[0]!]} और ${TATVA_RANG[e.strongest[1]!]} का मिश्रण।`
        : 'तत्व बराबर बँटे हैं: कोई एक स्वभाव हावी नहीं।';
  return [ginti, pradhan, ...e.missing.map((m) => TATVA_ABHAV[m])];
}

function swabhav(a: AstrologyFacts): string | undefined {
  const m = modalityBalance(a);
  if ((['cardinal', 'fixed', 'mutable'] as Modality[]).reduce((n, k) => n + m.counts[k], 0) < 10) return undefined;
  if (m.strongest.length === 1) {
    const k = m.strongest[0]!;
    return `राशियों के स्वभाव की दृष्टि से ${SWABHAV[k]} राशियों में ${sankhya(m.counts[k])} ग्रह हैं: ${SWABHAV_JHUKAV[k]}।`;
  }
  const [x, y] = m.strongest as [Modality, Modality];
  return `${SWABHAV[x]} और ${SWABHAV[y]} राशियों में ${sankhya(m.counts[x])}-${sankhya(m.counts[y])} ग्रह हैं: ${SWABHAV_JODI[`${x}+${y}`]}।`;
}

function golardh(a: AstrologyFacts): string | undefined {
  const h = hemispheres(a);
  if (h.known < 10) return undefined;
  const v = h.above >= 7 ? 'क्षितिज के ऊपर हैं, इसलिए जीवन का बड़ा भाग बाहरी दुनिया की ओर मुड़ा है' : h.below >= 7 ? 'क्षितिज के नीचे हैं: जीवन का बड़ा भाग पहले निजी दायरे में घटता है, फिर बाहर दिखता है' : undefined;
  const w = h.east >= 7 ? 'पूर्वी आधे में हैं, जहाँ राह बनाना आपके अपने हाथ में है' : h.west >= 7 ? 'पश्चिमी आधे में हैं, जहाँ जीवन दूसरों के माध्यम से आता है' : undefined;
  if (v && w) return `अधिकांश ग्रह ${v}; अधिकांश ग्रह ${w}।`;
  if (v ?? w) return `अधिकांश ग्रह ${v ?? w}।`;
  return undefined;
}

function lagnesh(a: AstrologyFacts): string[] {
  const r = chartRuler(a);
  if (!r) return [];
  const co = r.coRuler ? ` (पाश्चात्य ज्योतिष ${GRAH[r.coRuler]} को इस राशि का आधुनिक शासक ग्रह भी मानता है, पर स्वामी ${GRAH[r.ruler]} ही है)` : '';
  const out = [`लग्न ${RASHI[r.rising].name} राशि का है, इसलिए कुंडली का स्वामी, यानी लग्नेश, ${GRAH[r.ruler]} है${co}।`];
  if (r.place) {
    const n = r.place.house;
    out.push(`लग्नेश ${RASHI[r.place.sign].name} राशि में${n ? ` और ${bhav(n)} में` : ''} है${r.dignity ? `, ${BAL[r.dignity]}` : ''}।`);
    if (n) out.push(`जीवन की बागडोर का बड़ा हिस्सा यहीं से चलता है, ${BHAV[n]!.scene}।`);
    if (r.place.isRetrograde) out.push('लग्नेश की वक्री गति जीवन चलाने के ढंग में ठहराव और दोबारा सोचने का गुण जोड़ती है।');
    if (r.aspect) out.push(`लग्नेश का सबसे मज़बूत संपर्क ${aapke(r.aspect.other)} से ${drishti(normalAspect(r.aspect.type))} है (${orb(r.aspect.orb)}), और यह संपर्क अपने साथ लाता है ${arth(normalAspect(r.aspect.type))}।`);
  }
  return out;
}

function mukhyaDrishti(a: AstrologyFacts): string | undefined {
  const top = chartKeyAspects(a, 3);
  if (!top.length) return undefined;
  const naam = (k: string): string => GRAH[k as AstroBody] ?? k;
  const items = top.map((x) => `${naam(x.body1)} और ${naam(x.body2)} ${kaKi(normalAspect(x.type))} ${drishti(normalAspect(x.type))} (${orb(x.orb)})`);
  return top.length === 1 ? `कुंडली की सबसे प्रबल दृष्टि है ${items[0]}; आगे के खंडों में इसका ज़िक्र बार-बार आएगा।` : `कुंडली की सबसे प्रबल दृष्टियाँ हैं ${suchi(items)}; आगे के खंडों में इनका ज़िक्र बार-बार आएगा।`;
}

export function chartSynthesis(facts: BlueprintFacts): string {
  const a = facts.astrology;
  if (!a) return '';
  const name = facts.name?.trim().split(/\s+/)[0];
  const shuruat = `${name ? `${name}, यहाँ` : 'यहाँ'} से आपका ब्लूप्रिंट शुरू होता है: पहले पूरी कुंडली एक नज़र में, फिर एक-एक ग्रह की स्थिति।`;
  return paragraphs(vakya(shuruat, ...tatva(a), swabhav(a)), vakya(akriti(a), golardh(a)), vakya(...lagnesh(a), mukhyaDrishti(a)));
}
