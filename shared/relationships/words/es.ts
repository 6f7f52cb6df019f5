/** Las partes calculadas de una relación en español (variedad latinoamericana neutra). */
import type { RelationshipWords } from './types';

const FAMILIA = { mind: 'mentes independientes y curiosas', practical: 'constructores que valoran la seguridad y los resultados', creative: 'corazones expresivos, volcados hacia los demás' } as const;
const VINCULO = {
  same: 'comparten el mismo camino de vida: se reconocen enseguida y tienen los mismos puntos ciegos',
  natural: 'sus caminos de vida pertenecen a la misma familia de números, y suelen entenderse sin muchas explicaciones',
  compatible: 'sus caminos de vida vienen de familias de números distintas pero compatibles: cada uno aporta lo que al otro le falta',
  challenging: 'sus caminos de vida vienen de familias de números que tiran en direcciones distintas: el vínculo crece con un esfuerzo consciente y respeto por las diferencias',
} as const;
const NIVEL = { Excellent: 'excelente', Good: 'buena', Moderate: 'moderada', Challenging: 'exigente' } as const;
const MODOS = { cardinal: 'cardinales', fixed: 'fijos', mutable: 'mutables' } as const;

export const ES: RelationshipWords = {
  destinySign: (m) => `Los dos Soles están en signos ${MODOS[m]}`,
  contact: (a, aspect, _k, b, orb) => `${a} (A) en ${aspect.toLowerCase()} con ${b} (B), orbe de ${orb}°`,
  numerology: (n) =>
    `Caminos de vida ${n.a} y ${n.b} (${n.familyA === n.familyB ? `ambos ${FAMILIA[n.familyA]}` : `${FAMILIA[n.familyA]} y ${FAMILIA[n.familyB]}`}): ${VINCULO[n.relation]}. ` +
    `El número de expresión ${n.expressionChallenging ? 'pide paciencia en la manera en que cada uno actúa y habla' : 'favorece la forma en que trabajan juntos'}, ` +
    `y el número del alma ${n.soulUrgeChallenging ? 'muestra necesidades interiores distintas, de las que conviene hablar abiertamente' : 'muestra necesidades interiores que se encuentran con facilidad'}. ` +
    `Compatibilidad general: ${n.score}/100 (${NIVEL[n.band]}).`,
};
