/** Die Ereignisse des Tages auf Deutsch (siehe ./index.ts). Ohne Artikel vor Aspekten ("Sonne und Saturn im Quadrat"), mit Artikel als Satzsubjekt. */
import type { HighlightFacts } from './types';

/** Als Subjekt eines Satzes: "Die Sonne", "Der Mond"; die Planeten ohne Artikel. */
const SUBJEKT: Record<string, string> = { sun: 'Die Sonne', moon: 'Der Mond', north_node: 'Der Nördliche Mondknoten' };
const ASPEKT: Record<string, string> = { conjunction: 'in Konjunktion', opposition: 'in Opposition', trine: 'im Trigon', square: 'im Quadrat', sextile: 'im Sextil' };
const SINN: Record<string, string> = {
  conjunction: 'Ihre Energien verbinden und bündeln sich',
  opposition: 'Zwei Seiten ziehen aneinander und verlangen nach Ausgleich',
  trine: 'Unterstützung fließt mühelos zwischen beiden',
  square: 'Reibung drängt zu einer Entscheidung oder einer Anpassung',
  sextile: 'Eine Gelegenheit belohnt eine kleine Initiative',
};
const LUNATION: Record<string, string> = {
  'new-moon': 'Neumond: ein Moment der Aussaat für Vorsätze und Neuanfänge',
  'first-quarter': 'Erstes Viertel: ein Wendepunkt, der zum Handeln auffordert',
  'full-moon': 'Vollmond: ein Höhepunkt an Sichtbarkeit, Vollendung und Loslassen',
  'last-quarter': 'Letztes Viertel: Zeit zum Sortieren, Loslassen und Nachjustieren',
};
const ZEICHEN: Record<string, string> = { fire: 'Feuerzeichen', earth: 'Erdzeichen', air: 'Luftzeichen', water: 'Wasserzeichen' };
/** Nach "einem": Dativ. */
const MODUS: Record<string, string> = { cardinal: 'kardinalen', fixed: 'fixen', mutable: 'veränderlichen' };

export function DE(f: HighlightFacts): string {
  const { h } = f;
  const subjekt = SUBJEKT[h.planet1] ?? f.body1;
  switch (h.type) {
    case 'station-retrograde':
      return `${subjekt} wird um ${f.time} UTC im Zeichen ${f.sign} rückläufig: Die Themen wenden sich nach innen, zur Überprüfung.`;
    case 'station-direct':
      return `${subjekt} wird um ${f.time} UTC im Zeichen ${f.sign} wieder direktläufig: Nach der Überprüfung gehen die Themen wieder voran.`;
    case 'ingress':
      return `${subjekt} tritt um ${f.time} UTC in das Zeichen ${f.sign} ein${f.retrograde ? ' (rückläufig)' : ''}: Der Ton wechselt zu einem ${MODUS[f.modalityKey] ?? ''} ${ZEICHEN[f.elementKey] ?? ''}.`;
    case 'new-moon':
    case 'first-quarter':
    case 'full-moon':
    case 'last-quarter':
      return `${LUNATION[h.type]}, um ${f.time} UTC, mit dem Mond im Zeichen ${f.sign}.`;
    case 'lunar-phase':
      return `${f.phase}: Um 00:00 UTC ist der Mond zu ${f.lit} % beleuchtet; ${f.waxing ? 'er nimmt zu, die Energie baut sich auf' : 'er nimmt ab, die Energie klingt aus'}.`;
    default:
      return `${f.body1} und ${f.body2} ${ASPEKT[h.type] ?? h.type}${f.time ? `, exakt um ${f.time} UTC` : ` (größte Nähe: ${f.orb}°)`}: ${SINN[h.type] ?? ''}.`;
  }
}
