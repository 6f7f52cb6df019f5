/** Le parti calcolate di una relazione in italiano. */
import type { RelationshipWords } from './types';

const FAMIGLIA = { mind: 'menti indipendenti e curiose', practical: 'costruttori che tengono alla sicurezza e ai risultati', creative: 'cuori espressivi, rivolti agli altri' } as const;
const LEGAME = {
  same: 'avete lo stesso sentiero di vita: vi riconoscete in fretta e condividete gli stessi punti ciechi',
  natural: 'i vostri sentieri di vita appartengono alla stessa famiglia di numeri, e tendete a capirvi senza troppe spiegazioni',
  compatible: 'i vostri sentieri di vita vengono da famiglie di numeri diverse ma compatibili: ciascuno porta ciò che all’altro manca',
  challenging: 'i vostri sentieri di vita vengono da famiglie di numeri che tirano in direzioni diverse: il legame cresce con un impegno consapevole e il rispetto delle differenze',
} as const;
const LIVELLO = { Excellent: 'eccellente', Good: 'buona', Moderate: 'moderata', Challenging: 'impegnativa' } as const;
const MODI = { cardinal: 'cardinali', fixed: 'fissi', mutable: 'mobili' } as const;

export const IT: RelationshipWords = {
  destinySign: (m) => `Entrambi i Soli sono in segni ${MODI[m]}`,
  contact: (a, aspect, _k, b, orb) => `${a} (A) in ${aspect.toLowerCase()} con ${b} (B), orbe di ${orb}°`,
  numerology: (n) =>
    `Sentieri di vita ${n.a} e ${n.b} (${n.familyA === n.familyB ? `entrambi ${FAMIGLIA[n.familyA]}` : `${FAMIGLIA[n.familyA]} e ${FAMIGLIA[n.familyB]}`}): ${LEGAME[n.relation]}. ` +
    `Il numero dell’espressione ${n.expressionChallenging ? 'chiede pazienza nel modo in cui ciascuno agisce e parla' : 'sostiene il vostro modo di lavorare insieme'}, ` +
    `e il numero dell’anima ${n.soulUrgeChallenging ? 'mostra bisogni interiori diversi, di cui parlare apertamente' : 'mostra bisogni interiori che si incontrano con facilità'}. ` +
    `Compatibilità complessiva: ${n.score}/100 (${LIVELLO[n.band]}).`,
};
