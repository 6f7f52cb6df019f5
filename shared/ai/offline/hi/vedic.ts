/** वैदिक व्याख्या हिंदी में (ऑफ़लाइन), उन्हीं तथ्यों से जिनसे अंग्रेज़ी; नाम देवनागरी में। */
import type { VedicTextFacts } from '../../vedic';
import { paragraphs } from '../relationship-common';
import { vedicNamesIn } from '../vedic-common';

const N = vedicNamesIn('hi');
/** "दसवें भाव": क्रमसूचक, तिर्यक रूप। */
const ORDINAL = ['', 'पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें', 'ग्यारहवें', 'बारहवें'];
const GARIMA: Record<string, string> = {
  exalted: 'उच्च का है और अपना श्रेष्ठ देता है',
  debilitated: 'नीच का है और अपने विषयों में धैर्य माँगता है',
  moolatrikona: 'अपनी मूलत्रिकोण राशि में है, स्थिर और उद्देश्यपूर्ण',
  own: 'स्वगृही है, अपने घर में और भरोसेमंद',
};

export function vedicReading(f: VedicTextFacts): string {
  const ps: string[] = [];
  ps.push(
    `लग्न में ${N.rashi(f.lagna.rashi)} राशि उदित है, ${N.nakshatra(f.lagna.nakshatra.name)} नक्षत्र में; यही पूरी कुंडली का स्वर तय करती है: शरीर, स्वभाव और संसार से मिलने का आपका ढंग। चंद्रमा ${N.rashi(f.moon.rashi)} राशि में ${N.nakshatra(f.moon.nakshatra.name)} नक्षत्र (पद ${f.moon.nakshatra.pada}) में है, जो आपका जन्म नक्षत्र है; यह मन और भावनाओं को रंगता है, और इसके स्वामी ${N.graha(f.moon.nakshatra.lord)} से ही जन्म के समय आपकी विंशोत्तरी दशा शुरू हुई।`,
  );
  if (f.dasha) {
    const d = f.dasha;
    ps.push(
      `${N.date(d.date)} को ${N.graha(d.maha.lord)} की महादशा चल रही है (${N.date(d.maha.start)} से ${N.date(d.maha.end)} तक), और उसके भीतर ${N.graha(d.antar.lord)} की अंतर्दशा ${N.date(d.antar.end)} तक। ${
        d.maha.lord === d.antar.lord ? `महादशा और अंतर्दशा का स्वामी एक ही है, इसलिए ${N.graha(d.maha.lord)} के विषय सबसे स्पष्ट हैं।` : `${N.graha(d.maha.lord)} लंबा विषय तय करता है और ${N.graha(d.antar.lord)} वर्तमान अध्याय।`
      }`,
    );
  }
  const ullekhniya = f.grahas.filter((g) => g.dignity !== null);
  if (ullekhniya.length) ps.push(`उल्लेखनीय गरिमाएँ: ${ullekhniya.map((g) => `${N.graha(g.graha)} ${N.rashi(g.rashi)} राशि में (${ORDINAL[g.house] ?? g.house} भाव में) ${GARIMA[g.dignity!] ?? g.dignity}`).join('; ')}।`);
  else ps.push('कोई भी ग्रह उच्च, नीच या स्वगृही नहीं है: कुंडली प्रबल गरिमाओं के बजाय अपने भावों और दृष्टियों से काम करती है।');
  ps.push('एक व्यावहारिक सुझाव: इस वर्ष अपने जीवन में चल रही दशा के स्वामी के भावों पर ध्यान दें, और अंतर्दशा बदलने पर कुंडली फिर से पढ़ें। (ऑफ़लाइन व्याख्या, एआई मॉडल के बिना लिखी गई।)');
  return paragraphs(ps);
}
