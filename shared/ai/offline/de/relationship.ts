/** Die Deutung einer Beziehung auf Deutsch (offline), aus denselben Fakten wie die englische. */
import type { RelationshipTextFacts } from '../../relationship';
import { gatesOf, momentIn, namesIn, oneDecimal, paragraphs } from '../relationship-common';
import type { ZodiacSign } from '../../facts';
import { ZEICHEN } from './vocab';

const N = namesIn('de');
/** Mit Artikel im Nominativ: "die Sonne", "der Mond", "Venus" (Planetennamen ohne Artikel). */
const nominativ = (key: string): string => {
  const name = N.body(key);
  if (key === 'sun') return 'die Sonne';
  if (key === 'moon') return 'der Mond';
  if (key === 'ascendant' || key === 'midheaven' || key === 'north_node' || key === 'south_node') return `${key === 'midheaven' ? 'das' : 'der'} ${name}`;
  return name;
};
/** Dativ nach "zu"/"mit". */
const dativ = (key: string): string => {
  const nom = nominativ(key);
  if (nom.startsWith('die ')) return `der ${nom.slice(4)}`;
  if (nom.startsWith('der ') || nom.startsWith('das ')) return `dem ${key === 'ascendant' ? 'Aszendenten' : nom.slice(4)}`;
  return nom;
};
/** "Annas Sonne" geht nur ohne Artikel: "die Sonne von Anna". */
const von = (np: string, person: string): string => `${np} von ${person}`;
const gross = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const IM: Record<string, string> = { conjunction: 'in Konjunktion mit', opposition: 'in Opposition zu', square: 'im Quadrat zu', trine: 'im Trigon zu', sextile: 'im Sextil zu', quincunx: 'im Quincunx zu' };
const WIRKUNG: Record<string, string> = {
  harmonious: 'eine Verbindung, die leicht zwischen euch fließt',
  challenging: 'eine Verbindung, die Geduld und offene Worte verlangt',
  intense: 'eine Verbindung, die eure Energien kraftvoll verschmilzt',
  adjusting: 'eine Verbindung, die kleine, wiederholte Anpassungen braucht',
};
/** "die fixe Qualität": das Adjektiv nach "die". */
const QUALITAET: Record<string, string> = { cardinal: 'kardinale', fixed: 'fixe', mutable: 'veränderliche' };
const WERTUNG: Record<string, string> = { Minimal: 'minimal', Medium: 'mittel', Important: 'wichtig', 'Very Important': 'sehr wichtig', Exceptional: 'außergewöhnlich', 'Rare Exceptional': 'selten außergewöhnlich' };
const PASSUNG: Record<string, string> = { Excellent: 'ausgezeichnet', Good: 'gut', Moderate: 'mittel', Challenging: 'fordernd' };

export function relationshipReading(f: RelationshipTextFacts): string {
  const [a, b] = f.names;
  const ps: string[] = [];
  if (f.synastry) {
    const s = f.synastry;
    const neigung = s.harmony >= 60 ? 'die Kontakte neigen zur Leichtigkeit' : s.harmony >= 40 ? 'Leichtigkeit und Reibung halten sich die Waage' : 'Wachstum entsteht durch Reibung';
    const kontakte = s.aspects
      .slice(0, 3)
      .map((x) => `${von(nominativ(x.pointA), a)} steht ${`${IM[x.type] ?? `im Aspekt ${N.aspect(x.type)} zu`} ${dativ(x.pointB)}`.replace(/ zu dem /, ' zum ').replace(/ zu der /, ' zur ')} von ${b} (Orbis ${oneDecimal(x.orb, true)}°): ${WIRKUNG[x.influence] ?? 'eine Verbindung, die die Beziehung färbt'}`);
    ps.push(
      `Zwischen ${a} und ${b} liegt die Beziehungswertung bei ${s.score.value} (${WERTUNG[s.score.band] ?? s.score.band}) und der Harmonie-Index bei ${s.harmony} von 100: ${neigung}. ${kontakte.length ? `${gross(kontakte.join('; '))}.` : ''} Zusammen betonen eure Horoskope das Element ${N.element(s.dominantElement)} und die ${QUALITAET[s.dominantModality.toLowerCase()] ?? N.modality(s.dominantModality)} Qualität.`,
    );
  }
  if (f.composite) {
    const c = f.composite;
    ps.push(`Das Composit-Horoskop, die Beziehung als eigenes Wesen, hat seine Sonne ${ZEICHEN[c.sun.sign as ZodiacSign].im} im ${c.sun.house}. Haus und seinen Mond ${ZEICHEN[c.moon.sign as ZodiacSign].im}: Hier leuchtet die Partnerschaft, und das braucht sie, um sich sicher zu fühlen.`);
  }
  if (f.davison) ps.push(`Das Davison-Horoskop, berechnet für den ${momentIn(f.davison.moment, 'de')}, hat seinen Aszendenten ${ZEICHEN[f.davison.ascendant.sign as ZodiacSign].im} und seinen Mond ${ZEICHEN[f.davison.moon.sign as ZodiacSign].im}.`);
  if (f.humanDesign) {
    const h = f.humanDesign;
    const em = h.electromagnetic.map(gatesOf);
    const ko = h.compromise.map((x) => gatesOf(x.channel));
    ps.push(
      `Im Human Design bilden ${a} (${N.hdType(h.a.type)}, Autorität ${N.authority(h.a.authority)}) und ${b} (${N.hdType(h.b.type)}, Autorität ${N.authority(h.b.authority)}) eine ${h.theme}-Verbindung, die zusammen wie ein ${N.hdType(h.combinedType)} wirkt. ${
        em.length ? `${em.length === 1 ? `Der elektromagnetische Kanal ${em[0]} erzeugt` : `Die elektromagnetischen Kanäle ${em.join(', ')} erzeugen`} Anziehung.` : ''
      } ${ko.length ? `Der Kompromiss ${ko.length === 1 ? `im Kanal ${ko[0]}` : `in den Kanälen ${ko.join(', ')}`} zeigt, wo einer von euch meist den Ton angibt.` : ''}`,
    );
  }
  if (f.numerology) ps.push(`In der Numerologie ergeben die Lebenszahlen ${f.numerology.a.lifePath} und ${f.numerology.b.lifePath} eine Verträglichkeit von ${f.numerology.score} von 100 (${PASSUNG[f.numerology.band] ?? f.numerology.band}).`);
  ps.push('Ein praktischer Vorschlag: Benennt die leichten Kontakte laut und stützt euch auf sie, wenn die fordernden aktiv sind. (Offline-Deutung, ohne KI-Modell verfasst.)');
  return paragraphs(ps);
}
