/** La lettura di una relazione in italiano (offline), dagli stessi fatti dell’inglese. */
import type { RelationshipTextFacts } from '../../relationship';
import { gatesOf, momentIn, namesIn, oneDecimal, paragraphs } from '../relationship-common';

const N = namesIn('it');
const FEMMINILI = new Set(['moon', 'venus', 'lilith']);
/** «il Sole», «la Luna», «l’Ascendente», «lo …» non serve: nessun nome comincia per s impura o z. */
const conArticolo = (key: string): string => {
  const nome = N.body(key);
  if (/^[AEIOU]/.test(nome)) return `l’${nome}`;
  return `${FEMMINILI.has(key) ? 'la' : 'il'} ${nome}`;
};
/** «di Anna», «d’Irene»: il nome della persona dopo «di». */
const di = (persona: string): string => `di ${persona}`;
const maiusc = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const INFLUSSO: Record<string, string> = {
  harmonious: 'un legame che scorre con facilità tra voi',
  challenging: 'un legame che chiede pazienza e parole sincere',
  intense: 'un legame che fonde con forza le vostre energie',
  adjusting: 'un legame che chiede piccoli aggiustamenti ripetuti',
};
const PUNTEGGIO: Record<string, string> = { Minimal: 'minimo', Medium: 'medio', Important: 'importante', 'Very Important': 'molto importante', Exceptional: 'eccezionale', 'Rare Exceptional': 'eccezionale e raro' };
const INTESA: Record<string, string> = { Excellent: 'eccellente', Good: 'buona', Moderate: 'moderata', Challenging: 'impegnativa' };

/** La modalità accordata al sostantivo femminile. */
const MODALITA: Record<string, string> = { cardinal: 'cardinale', fixed: 'fissa', mutable: 'mobile' };

export function relationshipReading(f: RelationshipTextFacts): string {
  const [a, b] = f.names;
  const ps: string[] = [];
  if (f.synastry) {
    const s = f.synastry;
    const tendenza = s.harmony >= 60 ? 'i contatti pendono verso la facilità' : s.harmony >= 40 ? 'facilità e attrito si bilanciano' : 'la crescita passa attraverso l’attrito';
    const legami = s.aspects
      .slice(0, 3)
      .map((x) => `${conArticolo(x.pointA)} ${di(a)} in ${N.aspect(x.type).toLowerCase()} con ${conArticolo(x.pointB)} ${di(b)} (orbe di ${oneDecimal(x.orb, true)}°): ${INFLUSSO[x.influence] ?? 'un legame che colora la relazione'}`);
    ps.push(
      `Tra ${a} e ${b} il punteggio della relazione è ${s.score.value} (${PUNTEGGIO[s.score.band] ?? s.score.band}) e l’indice di armonia ${s.harmony} su 100: ${tendenza}. ${legami.length ? `${maiusc(legami.join('; '))}.` : ''} Insieme, i vostri temi pendono verso l’elemento ${N.element(s.dominantElement)} e la modalità ${MODALITA[s.dominantModality.toLowerCase()] ?? N.modality(s.dominantModality).toLowerCase()}.`,
    );
  }
  if (f.composite) {
    const c = f.composite;
    ps.push(`Il tema composito, la relazione vista come un’entità a sé, ha il Sole in ${N.sign(c.sun.sign)} nella casa ${c.sun.house} e la Luna in ${N.sign(c.moon.sign)}: è lì che la coppia brilla, ed è di questo che ha bisogno per sentirsi al sicuro.`);
  }
  if (f.davison) ps.push(`Il tema Davison, calcolato per il ${momentIn(f.davison.moment, 'it')}, ha l’Ascendente in ${N.sign(f.davison.ascendant.sign)} e la Luna in ${N.sign(f.davison.moon.sign)}.`);
  if (f.humanDesign) {
    const h = f.humanDesign;
    const em = h.electromagnetic.map(gatesOf);
    const co = h.compromise.map((x) => gatesOf(x.channel));
    ps.push(
      `Nello Human Design, ${a} (${N.hdType(h.a.type)}, autorità ${N.authority(h.a.authority).toLowerCase()}) e ${b} (${N.hdType(h.b.type)}, autorità ${N.authority(h.b.authority).toLowerCase()}) formano una connessione ${h.theme} che insieme funziona come un ${N.hdType(h.combinedType)}. ${
        em.length ? `${em.length === 1 ? `Il canale elettromagnetico ${em[0]} crea` : `I canali elettromagnetici ${em.join(', ')} creano`} attrazione.` : ''
      } ${co.length ? `Il compromesso, ${co.length === 1 ? `nel canale ${co[0]}` : `nei canali ${co.join(', ')}`}, mostra dove uno di voi tende a dare il tono.` : ''}`,
    );
  }
  if (f.numerology) ps.push(`In numerologia, i sentieri di vita ${f.numerology.a.lifePath} e ${f.numerology.b.lifePath} danno una compatibilità di ${f.numerology.score} su 100 (${INTESA[f.numerology.band] ?? f.numerology.band}).`);
  ps.push('Un suggerimento pratico: nominate ad alta voce i contatti facili e appoggiatevi a loro quando sono attivi quelli più impegnativi. (Lettura offline, composta senza un modello di IA.)');
  return paragraphs(ps);
}
