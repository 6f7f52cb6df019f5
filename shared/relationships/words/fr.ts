/** Les parties calculées d'une relation en français. */
import type { RelationshipWords } from './types';

const FAMILLE = { mind: 'des esprits indépendants et curieux', practical: 'des bâtisseurs attachés à la sécurité et aux résultats', creative: 'des cœurs expressifs, tournés vers les autres' } as const;
const LIEN = {
  same: 'vous avez le même chemin de vie : vous vous reconnaissez vite, et vous partagez les mêmes angles morts',
  natural: 'vos chemins de vie appartiennent à la même famille de nombres, et vous vous comprenez sans beaucoup d’explications',
  compatible: 'vos chemins de vie viennent de familles de nombres différentes mais compatibles : chacun apporte ce qui manque à l’autre',
  challenging: 'vos chemins de vie viennent de familles de nombres qui tirent dans des directions différentes : le lien grandit par un effort conscient et le respect de vos différences',
} as const;
const NIVEAU = { Excellent: 'excellente', Good: 'bonne', Moderate: 'moyenne', Challenging: 'exigeante' } as const;
const MODES = { cardinal: 'cardinaux', fixed: 'fixes', mutable: 'mutables' } as const;

export const FR: RelationshipWords = {
  destinySign: (m) => `Les deux Soleils sont dans des signes ${MODES[m]}`,
  contact: (a, aspect, _k, b, orb) => `${a} (A) ${aspect.toLowerCase()} ${b} (B), orbe de ${orb}°`,
  numerology: (n) =>
    `Chemins de vie ${n.a} et ${n.b} (${n.familyA === n.familyB ? `tous deux ${FAMILLE[n.familyA]}` : `${FAMILLE[n.familyA]} et ${FAMILLE[n.familyB]}`}) : ${LIEN[n.relation]}. ` +
    `Le nombre d’expression ${n.expressionChallenging ? 'demande de la patience dans votre manière d’agir et de parler' : 'soutient votre façon de travailler ensemble'}, ` +
    `et le nombre intime ${n.soulUrgeChallenging ? 'montre des besoins intérieurs différents, à aborder ouvertement' : 'montre des besoins intérieurs qui se rejoignent facilement'}. ` +
    `Compatibilité globale : ${n.score}/100 (${NIVEAU[n.band]}).`,
};
