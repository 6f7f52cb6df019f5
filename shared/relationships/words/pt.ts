/** As partes calculadas de uma relação em português do Brasil. */
import type { RelationshipWords } from './types';

const FAMILIA = { mind: 'mentes independentes e questionadoras', practical: 'construtores que valorizam segurança e resultados', creative: 'corações expressivos, voltados para as pessoas' } as const;
const VINCULO = {
  same: 'vocês têm o mesmo caminho de vida: se reconhecem depressa e compartilham os mesmos pontos cegos',
  natural: 'os caminhos de vida de vocês pertencem à mesma família de números, e vocês costumam se entender sem muitas explicações',
  compatible: 'os caminhos de vida de vocês vêm de famílias de números diferentes, mas compatíveis: cada um traz o que falta ao outro',
  challenging: 'os caminhos de vida de vocês vêm de famílias de números que puxam em direções diferentes: o vínculo cresce com esforço consciente e respeito pelas diferenças',
} as const;
const NIVEL = { Excellent: 'excelente', Good: 'boa', Moderate: 'moderada', Challenging: 'desafiadora' } as const;
const MODOS = { cardinal: 'cardinais', fixed: 'fixos', mutable: 'mutáveis' } as const;

export const PT: RelationshipWords = {
  destinySign: (m) => `Os dois Sóis estão em signos ${MODOS[m]}`,
  contact: (a, aspect, _k, b, orb) => `${a} (A) em ${aspect.toLowerCase()} com ${b} (B), orbe de ${orb}°`,
  numerology: (n) =>
    `Caminhos de vida ${n.a} e ${n.b} (${n.familyA === n.familyB ? `ambos ${FAMILIA[n.familyA]}` : `${FAMILIA[n.familyA]} e ${FAMILIA[n.familyB]}`}): ${VINCULO[n.relation]}. ` +
    `O número de expressão ${n.expressionChallenging ? 'pede paciência no jeito como cada um age e fala' : 'apoia a forma como vocês trabalham juntos'}, ` +
    `e o número da alma ${n.soulUrgeChallenging ? 'mostra necessidades interiores diferentes, que vale a pena conversar abertamente' : 'mostra necessidades interiores que se encontram com facilidade'}. ` +
    `Compatibilidade geral: ${n.score}/100 (${NIVEL[n.band]}).`,
};
