/** La lectura de una relación en español (sin conexión), a partir de los mismos hechos que el inglés. */
import type { RelationshipTextFacts } from '../../relationship';
import { gatesOf, momentIn, namesIn, oneDecimal, paragraphs } from '../relationship-common';

const N = namesIn('es');
const FEMENINO = new Set(['moon', 'lilith']);
/** «el Sol», «la Luna», «Venus» (los planetas sin artículo, como se escriben). */
const conArticulo = (key: string): string => {
  const nombre = N.body(key);
  if (key === 'sun' || key === 'ascendant' || key === 'midheaven' || key === 'north_node' || key === 'south_node') return `el ${nombre}`;
  return FEMENINO.has(key) ? `la ${nombre}` : nombre;
};
/** de + el se contrae. */
const de = (np: string): string => (np.startsWith('el ') ? `del ${np.slice(3)}` : `de ${np}`);
const may = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const INFLUENCIA: Record<string, string> = {
  harmonious: 'un vínculo que fluye con facilidad entre vosotros',
  challenging: 'un vínculo que pide paciencia y conversaciones francas',
  intense: 'un vínculo que funde vuestras energías con fuerza',
  adjusting: 'un vínculo que pide pequeños ajustes repetidos',
};
const PUNTAJE: Record<string, string> = { Minimal: 'mínimo', Medium: 'medio', Important: 'importante', 'Very Important': 'muy importante', Exceptional: 'excepcional', 'Rare Exceptional': 'excepcional y poco común' };
const AFINIDAD: Record<string, string> = { Excellent: 'excelente', Good: 'buena', Moderate: 'moderada', Challenging: 'exigente' };

/** La modalidad concordada con el sustantivo femenino. */
const MODALIDAD: Record<string, string> = { cardinal: 'cardinal', fixed: 'fija', mutable: 'mutable' };

export function relationshipReading(f: RelationshipTextFacts): string {
  const [a, b] = f.names;
  const ps: string[] = [];
  if (f.synastry) {
    const s = f.synastry;
    const tendencia = s.harmony >= 60 ? 'los contactos se inclinan hacia la facilidad' : s.harmony >= 40 ? 'la facilidad y la fricción se equilibran' : 'el crecimiento llega a través de la fricción';
    const lazos = s.aspects
      .slice(0, 3)
      .map((x) => `${conArticulo(x.pointA)} ${de(a)} en ${N.aspect(x.type).toLowerCase()} con ${conArticulo(x.pointB)} ${de(b)} (orbe ${oneDecimal(x.orb, true)}°): ${INFLUENCIA[x.influence] ?? 'un vínculo que da color a la relación'}`);
    ps.push(
      `Entre ${a} y ${b}, la puntuación de la relación es ${s.score.value} (${PUNTAJE[s.score.band] ?? s.score.band}) y el índice de armonía, ${s.harmony} sobre 100: ${tendencia}. ${lazos.length ? `${may(lazos.join('; '))}.` : ''} Juntas, vuestras cartas se inclinan hacia el elemento ${N.element(s.dominantElement)} y la modalidad ${MODALIDAD[s.dominantModality.toLowerCase()] ?? N.modality(s.dominantModality).toLowerCase()}.`,
    );
  }
  if (f.composite) {
    const c = f.composite;
    ps.push(`La carta compuesta, la relación vista como una entidad propia, tiene su Sol en ${N.sign(c.sun.sign)} en la casa ${c.sun.house} y su Luna en ${N.sign(c.moon.sign)}: ahí brilla la pareja, y eso es lo que necesita para sentirse segura.`);
  }
  if (f.davison) ps.push(`La carta Davison, calculada para el ${momentIn(f.davison.moment, 'es')}, tiene su Ascendente en ${N.sign(f.davison.ascendant.sign)} y su Luna en ${N.sign(f.davison.moon.sign)}.`);
  if (f.humanDesign) {
    const h = f.humanDesign;
    const em = h.electromagnetic.map(gatesOf);
    const co = h.compromise.map((x) => gatesOf(x.channel));
    ps.push(
      `En Human Design, ${a} (${N.hdType(h.a.type)}, autoridad ${N.authority(h.a.authority).toLowerCase()}) y ${b} (${N.hdType(h.b.type)}, autoridad ${N.authority(h.b.authority).toLowerCase()}) forman una conexión ${h.theme} que funciona en conjunto como un ${N.hdType(h.combinedType)}. ${
        em.length ? `${em.length === 1 ? `El canal electromagnético ${em[0]} crea` : `Los canales electromagnéticos ${em.join(', ')} crean`} atracción.` : ''
      } ${co.length ? `La concesión, en ${co.length === 1 ? `el canal ${co[0]}` : `los canales ${co.join(', ')}`}, muestra dónde uno de los dos suele marcar el tono.` : ''}`,
    );
  }
  if (f.numerology) ps.push(`En numerología, los caminos de vida ${f.numerology.a.lifePath} y ${f.numerology.b.lifePath} dan una compatibilidad de ${f.numerology.score} sobre 100 (${AFINIDAD[f.numerology.band] ?? f.numerology.band}).`);
  ps.push('Una sugerencia práctica: nombrad en voz alta los contactos fáciles y apoyaos en ellos cuando los más exigentes estén activos. (Lectura sin conexión, compuesta sin un modelo de IA.)');
  return paragraphs(ps);
}
