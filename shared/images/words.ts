/**
 * The words the image routes draw and describe (title, `<desc>`, captions, legends), in each
 * language of shared/i18n. Identifiers' names (signs, bodies, houses, Human Design types) come from
 * the label tables (GET /labels); glyphs, degrees, dates and times stay as drawn. English is the
 * wording the images always had (byte for byte: the hash tests hold it).
 */
import type { WheelPattern } from '../drawing/wheel';
import { patternLine as englishPatternLine } from '../drawing/wheel';
import { labelOf } from '../i18n/labels/index';
import type { Language } from '../i18n/languages';

export interface ImageWords {
  /** Between a heading and what follows ("Transits: …"; French sets a space before the colon). */
  colon: string;
  natalChart: string;
  natalDesc: (who: string, bodies: number, aspects: number) => string;
  /** The wheel of an unknown birth time: the bodies of 12:00 local time, no houses or angles. */
  natalDescNoTime: (who: string, bodies: number, aspects: number) => string;
  transits: string;
  transitDesc: (who: string, when: string, aspects: number) => string;
  bodygraph: string;
  bodygraphDesc: (who: string, centres: number, gates: number) => string;
  personality: string;
  design: string;
  timeUnknown: string;
  sidereal: (ayanamsha: string) => string;
  synastry: string;
  synastryDesc: (a: string, b: string, aspects: number) => string;
  innerRing: string;
  outerRing: string;
  composite: string;
  compositeDesc: (names: string) => string;
  compositeCaption: string;
  davison: string;
  davisonLabel: string;
  davisonDesc: (names: string, when: string) => string;
  connection: string;
  connectionDesc: (names: string, type: string, centres: number) => string;
  /** The bodygraph legend's third line: the gates both sides (or both people) activate. */
  both: (people: boolean, gates: readonly number[]) => string;
  patterns: string;
  apex: string;
  /** A pattern's name with its sign or house (`place`: the display name). */
  where: (name: string, place: string, kind: 'sign' | 'house') => string;
  /** A house in the narrow legend, when the label's name is too long for it (default: the label). */
  legendHouse?: (house: number) => string;
}

const gateList = (g: readonly number[]): string => g.join(', ');

const EN: ImageWords = {
  colon: ': ',
  natalChart: 'Natal chart',
  natalDesc: (who, b, a) => `Natal chart wheel of ${who}: signs, houses, the angles, ${b} bodies and ${a} aspects.`,
  natalDescNoTime: (who, b, a) => `Natal chart wheel of ${who}, birth time unknown: signs, ${b} bodies at 12:00 local time and ${a} aspects between them; no houses and no angles (they depend on the birth time).`,
  transits: 'Transits',
  transitDesc: (who, when, a) => `Natal chart of ${who} in the inner ring, the bodies of ${when} in the ring next to the zodiac, with ${a} transit aspects.`,
  bodygraph: 'Bodygraph',
  bodygraphDesc: (who, c, g) => `Human Design bodygraph of ${who}: ${c} defined centres, ${g} active gates.`,
  personality: 'Personality',
  design: 'Design',
  timeUnknown: '(time unknown)',
  sidereal: (a) => `Sidereal zodiac (${a})`,
  synastry: 'Synastry',
  synastryDesc: (a, b, n) => `${a}'s chart in the inner ring, ${b}'s bodies in the outer ring, with ${n} aspects between them.`,
  innerRing: 'Inner ring',
  outerRing: 'Outer ring',
  composite: 'Composite chart',
  compositeDesc: (names) => `The midpoint composite chart of ${names}.`,
  compositeCaption: 'Composite (midpoints)',
  davison: 'Davison chart',
  davisonLabel: 'Davison',
  davisonDesc: (names, when) => `The Davison chart of ${names}: ${when}.`,
  connection: 'Connection bodygraph',
  connectionDesc: (names, type, c) => `The combined bodygraph of ${names}: ${type}, ${c} defined centres`,
  both: (people, g) => `${people ? 'Both' : 'Both sides'}${g.length ? `: gates ${gateList(g)}` : ''}`,
  patterns: 'Patterns',
  apex: 'apex',
  where: (name, place) => `${name} in ${place}`,
};

const DE: ImageWords = {
  colon: ': ',
  natalChart: 'Geburtshoroskop',
  natalDesc: (who, b, a) => `Radix von ${who}: Tierkreiszeichen, Häuser, die Achsen, ${b} Himmelskörper und ${a} Aspekte.`,
  natalDescNoTime: (who, b, a) => `Radix von ${who}, Geburtszeit unbekannt: Tierkreiszeichen, ${b} Himmelskörper um 12:00 Ortszeit und ${a} Aspekte zwischen ihnen; keine Häuser und keine Achsen (sie hängen von der Geburtszeit ab).`,
  transits: 'Transite',
  transitDesc: (who, when, a) => `Im inneren Ring das Geburtshoroskop von ${who}, im Ring am Tierkreis die Himmelskörper am ${when}, mit ${a} Transitaspekten.`,
  bodygraph: 'Bodygraph',
  bodygraphDesc: (who, c, g) => `Human-Design-Bodygraph von ${who}: ${c} definierte Zentren, ${g} aktive Tore.`,
  personality: 'Persönlichkeit',
  design: 'Design',
  timeUnknown: '(Uhrzeit unbekannt)',
  sidereal: (a) => `Siderischer Tierkreis (${a})`,
  synastry: 'Synastrie',
  synastryDesc: (a, b, n) => `Im inneren Ring das Horoskop von ${a}, im äußeren die Himmelskörper von ${b}, mit ${n} Aspekten zwischen beiden.`,
  innerRing: 'Innerer Ring',
  outerRing: 'Äußerer Ring',
  composite: 'Composit',
  compositeDesc: (names) => `Das Composit-Horoskop der Halbsummen von ${names}.`,
  compositeCaption: 'Composit (Halbsummen)',
  davison: 'Davison-Horoskop',
  davisonLabel: 'Davison',
  davisonDesc: (names, when) => `Das Davison-Horoskop von ${names}: ${when}.`,
  connection: 'Verbindungs-Bodygraph',
  connectionDesc: (names, type, c) => `Der gemeinsame Bodygraph von ${names}: ${type}, ${c} definierte Zentren`,
  both: (people, g) => `${people ? 'Beide' : 'Beide Seiten'}${g.length ? `: Tore ${gateList(g)}` : ''}`,
  patterns: 'Aspektfiguren',
  apex: 'Spitze',
  // a sign makes a compound (Wassermann-Stellium: no article, which varies: im Widder, in den Zwillingen)
  where: (name, place, kind) => (kind === 'sign' ? `${place}-${name}` : `${name} im ${place}`),
};

const FR: ImageWords = {
  colon: ' : ',
  natalChart: 'Thème natal',
  natalDesc: (who, b, a) => `Roue du thème natal de ${who} : signes, maisons, angles, ${b} corps et ${a} aspects.`,
  natalDescNoTime: (who, b, a) => `Roue du thème natal de ${who}, heure de naissance inconnue : signes, ${b} corps à 12:00 heure locale et ${a} aspects entre eux ; ni maisons ni angles (ils dépendent de l’heure de naissance).`,
  transits: 'Transits',
  transitDesc: (who, when, a) => `Le thème natal de ${who} dans l’anneau intérieur, les corps du ${when} dans l’anneau voisin du zodiaque, avec ${a} aspects de transit.`,
  bodygraph: 'Bodygraph',
  bodygraphDesc: (who, c, g) => `Bodygraph Human Design de ${who} : ${c} centres définis, ${g} portes actives.`,
  personality: 'Personnalité',
  design: 'Design',
  timeUnknown: '(heure inconnue)',
  sidereal: (a) => `Zodiaque sidéral (${a})`,
  synastry: 'Synastrie',
  synastryDesc: (a, b, n) => `Le thème de ${a} dans l’anneau intérieur, les corps de ${b} dans l’anneau extérieur, avec ${n} aspects entre eux.`,
  innerRing: 'Anneau intérieur',
  outerRing: 'Anneau extérieur',
  composite: 'Thème composite',
  compositeDesc: (names) => `Le thème composite des points médians de ${names}.`,
  compositeCaption: 'Composite (points médians)',
  davison: 'Thème de Davison',
  davisonLabel: 'Davison',
  davisonDesc: (names, when) => `Le thème de Davison de ${names} : ${when}.`,
  connection: 'Bodygraph de connexion',
  connectionDesc: (names, type, c) => `Le bodygraph commun de ${names} : ${type}, ${c} centres définis`,
  both: (people, g) => `${people ? 'Les deux' : 'Les deux côtés'}${g.length ? ` : portes ${gateList(g)}` : ''}`,
  patterns: 'Configurations',
  apex: 'sommet',
  where: (name, place) => `${name} en ${place}`,
};

const ES: ImageWords = {
  colon: ': ',
  natalChart: 'Carta natal',
  natalDesc: (who, b, a) => `Rueda de la carta natal de ${who}: signos, casas, ángulos, ${b} cuerpos y ${a} aspectos.`,
  natalDescNoTime: (who, b, a) => `Rueda de la carta natal de ${who}, hora de nacimiento desconocida: signos, ${b} cuerpos a las 12:00 hora local y ${a} aspectos entre ellos; sin casas ni ángulos (dependen de la hora de nacimiento).`,
  transits: 'Tránsitos',
  transitDesc: (who, when, a) => `La carta natal de ${who} en el anillo interior, los cuerpos del ${when} en el anillo junto al zodíaco, con ${a} aspectos de tránsito.`,
  bodygraph: 'Bodygraph',
  bodygraphDesc: (who, c, g) => `Bodygraph de Diseño Humano de ${who}: ${c} centros definidos, ${g} puertas activas.`,
  personality: 'Personalidad',
  design: 'Diseño',
  timeUnknown: '(hora desconocida)',
  sidereal: (a) => `Zodíaco sideral (${a})`,
  synastry: 'Sinastría',
  synastryDesc: (a, b, n) => `La carta de ${a} en el anillo interior, los cuerpos de ${b} en el exterior, con ${n} aspectos entre ambos.`,
  innerRing: 'Anillo interior',
  outerRing: 'Anillo exterior',
  composite: 'Carta compuesta',
  compositeDesc: (names) => `La carta compuesta de puntos medios de ${names}.`,
  compositeCaption: 'Compuesta (puntos medios)',
  davison: 'Carta Davison',
  davisonLabel: 'Davison',
  davisonDesc: (names, when) => `La carta Davison de ${names}: ${when}.`,
  connection: 'Bodygraph de conexión',
  connectionDesc: (names, type, c) => `El bodygraph conjunto de ${names}: ${type}, ${c} centros definidos`,
  both: (people, g) => `${people ? 'Ambos' : 'Ambos lados'}${g.length ? `: puertas ${gateList(g)}` : ''}`,
  patterns: 'Configuraciones',
  apex: 'ápice',
  where: (name, place) => `${name} en ${place}`,
};

const PT: ImageWords = {
  colon: ': ',
  natalChart: 'Mapa natal',
  natalDesc: (who, b, a) => `Roda do mapa natal de ${who}: signos, casas, ângulos, ${b} corpos e ${a} aspectos.`,
  natalDescNoTime: (who, b, a) => `Roda do mapa natal de ${who}, hora de nascimento desconhecida: signos, ${b} corpos às 12:00 hora local e ${a} aspectos entre eles; sem casas nem ângulos (dependem da hora de nascimento).`,
  transits: 'Trânsitos',
  transitDesc: (who, when, a) => `O mapa natal de ${who} no anel interno, os corpos de ${when} no anel junto ao zodíaco, com ${a} aspectos de trânsito.`,
  bodygraph: 'Bodygraph',
  bodygraphDesc: (who, c, g) => `Bodygraph de Human Design de ${who}: ${c} centros definidos, ${g} portais ativos.`,
  personality: 'Personalidade',
  design: 'Design',
  timeUnknown: '(hora desconhecida)',
  sidereal: (a) => `Zodíaco sideral (${a})`,
  synastry: 'Sinastria',
  synastryDesc: (a, b, n) => `O mapa de ${a} no anel interno, os corpos de ${b} no anel externo, com ${n} aspectos entre os dois.`,
  innerRing: 'Anel interno',
  outerRing: 'Anel externo',
  composite: 'Mapa composto',
  compositeDesc: (names) => `O mapa composto dos pontos médios de ${names}.`,
  compositeCaption: 'Composto (pontos médios)',
  davison: 'Mapa Davison',
  davisonLabel: 'Davison',
  davisonDesc: (names, when) => `O mapa Davison de ${names}: ${when}.`,
  connection: 'Bodygraph de conexão',
  connectionDesc: (names, type, c) => `O bodygraph conjunto de ${names}: ${type}, ${c} centros definidos`,
  both: (people, g) => `${people ? 'Ambos' : 'Os dois lados'}${g.length ? `: portais ${gateList(g)}` : ''}`,
  patterns: 'Configurações',
  apex: 'ápice',
  where: (name, place) => `${name} em ${place}`,
};

const IT: ImageWords = {
  colon: ': ',
  natalChart: 'Tema natale',
  natalDesc: (who, b, a) => `Ruota del tema natale di ${who}: segni, case, angoli, ${b} corpi e ${a} aspetti.`,
  natalDescNoTime: (who, b, a) => `Ruota del tema natale di ${who}, ora di nascita sconosciuta: segni, ${b} corpi alle 12:00 ora locale e ${a} aspetti tra loro; niente case né angoli (dipendono dall’ora di nascita).`,
  transits: 'Transiti',
  transitDesc: (who, when, a) => `Il tema natale di ${who} nell’anello interno, i corpi del ${when} nell’anello accanto allo zodiaco, con ${a} aspetti di transito.`,
  bodygraph: 'Bodygraph',
  bodygraphDesc: (who, c, g) => `Bodygraph di Human Design di ${who}: ${c} centri definiti, ${g} porte attive.`,
  personality: 'Personalità',
  design: 'Design',
  timeUnknown: '(ora sconosciuta)',
  sidereal: (a) => `Zodiaco siderale (${a})`,
  synastry: 'Sinastria',
  synastryDesc: (a, b, n) => `Il tema di ${a} nell’anello interno, i corpi di ${b} in quello esterno, con ${n} aspetti tra i due.`,
  innerRing: 'Anello interno',
  outerRing: 'Anello esterno',
  composite: 'Tema composito',
  compositeDesc: (names) => `Il tema composito dei punti medi di ${names}.`,
  compositeCaption: 'Composito (punti medi)',
  davison: 'Tema Davison',
  davisonLabel: 'Davison',
  davisonDesc: (names, when) => `Il tema Davison di ${names}: ${when}.`,
  connection: 'Bodygraph di connessione',
  connectionDesc: (names, type, c) => `Il bodygraph comune di ${names}: ${type}, ${c} centri definiti`,
  both: (people, g) => `${people ? 'Entrambi' : 'Entrambi i lati'}${g.length ? `: porte ${gateList(g)}` : ''}`,
  patterns: 'Configurazioni',
  apex: 'apice',
  where: (name, place) => `${name} in ${place}`,
};

const HI: ImageWords = {
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

export const IMAGE_WORDS: Readonly<Record<Language, ImageWords>> = { en: EN, fr: FR, es: ES, de: DE, pt: PT, it: IT, hi: HI };

export const imageWords = (language: Language): ImageWords => IMAGE_WORDS[language];

/** "Natal chart: Ada" with a name, "Natal chart" without (never a place). */
export const titled = (kind: string, name: string | undefined, colon = ': '): string => (name ? `${kind}${colon}${name}` : kind);

/**
 * A line of the wheel's pattern legend in a language: English keeps the wheel's own short line
 * ("T-square: apex Moon, Sun, Sat"); the others name the bodies, signs and houses as the label
 * tables do ("T-Quadrat: Spitze Mond, Sonne, Saturn", "मकर में ग्रह-पुंज: शनि, यूरेनस, नेपच्यून").
 */
export function patternLineIn(language: Language, p: WheelPattern): string {
  if (language === 'en') return englishPatternLine(p);
  const w = IMAGE_WORDS[language];
  const body = (key: string): string => labelOf(language, 'bodies', key);
  const name = labelOf(language, 'aspectPatterns', p.type);
  const place = p.sign ? labelOf(language, 'signs', p.sign) : p.house !== undefined ? (w.legendHouse?.(p.house) ?? labelOf(language, 'houses', p.house)) : undefined;
  const head = place ? w.where(name, place, p.sign ? 'sign' : 'house') : name;
  const bodies = p.apex ? [`${w.apex} ${body(p.apex)}`, ...p.bodies.filter((b) => b !== p.apex).map(body)] : p.bodies.map(body);
  return `${head}${w.colon}${bodies.join(', ')}`;
}
