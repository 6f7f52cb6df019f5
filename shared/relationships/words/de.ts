/** Die berechneten Teile einer Beziehung auf Deutsch. */
import type { RelationshipWords } from './types';

const FAMILIE = { mind: 'unabhängige, fragende Köpfe', practical: 'Baumeister, denen Sicherheit und Ergebnisse wichtig sind', creative: 'ausdrucksstarke, den Menschen zugewandte Herzen' } as const;
const BAND = {
  same: 'ihr habt dieselbe Lebenszahl: Ihr erkennt einander schnell und teilt dieselben blinden Flecken',
  natural: 'eure Lebenszahlen gehören zur selben Zahlenfamilie, und ihr versteht einander ohne viele Erklärungen',
  compatible: 'eure Lebenszahlen stammen aus verschiedenen, aber verträglichen Zahlenfamilien: Jeder bringt mit, was dem anderen fehlt',
  challenging: 'eure Lebenszahlen stammen aus Zahlenfamilien, die in verschiedene Richtungen ziehen: Die Verbindung wächst durch bewusste Mühe und Respekt vor dem Unterschied',
} as const;
const STUFE = { Excellent: 'ausgezeichnet', Good: 'gut', Moderate: 'mittel', Challenging: 'anspruchsvoll' } as const;
const MODI = { cardinal: 'kardinalen', fixed: 'fixen', mutable: 'veränderlichen' } as const;

export const DE: RelationshipWords = {
  destinySign: (m) => `Beide Sonnen stehen in ${MODI[m]} Zeichen`,
  contact: (a, aspect, _k, b, orb) => `${a} (A) ${aspect} ${b} (B), Orbis ${orb}°`,
  numerology: (n) =>
    `Lebenszahlen ${n.a} und ${n.b} (${n.familyA === n.familyB ? `beide ${FAMILIE[n.familyA]}` : `${FAMILIE[n.familyA]} und ${FAMILIE[n.familyB]}`}): ${BAND[n.relation]}. ` +
    `Die Ausdruckszahl ${n.expressionChallenging ? 'verlangt Geduld damit, wie jeder von euch handelt und spricht' : 'unterstützt eure Zusammenarbeit'}, ` +
    `und die Seelenzahl ${n.soulUrgeChallenging ? 'zeigt unterschiedliche innere Bedürfnisse, über die ihr offen sprechen solltet' : 'zeigt innere Bedürfnisse, die leicht zusammenfinden'}. ` +
    `Gesamte Verträglichkeit: ${n.score}/100 (${STUFE[n.band]}).`,
};
