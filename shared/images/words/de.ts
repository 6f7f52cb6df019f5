/** The image routes' words in German (shared/images/words/types.ts). */
import { gateList, type ImageWords } from './types';

export const DE: ImageWords = {
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
