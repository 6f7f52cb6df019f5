/** Les faits marquants du jour en français (voir ./index.ts). */
import type { HighlightFacts } from './types';

const ARTICLE: Record<string, string> = { sun: 'le ', moon: 'la ', north_node: 'le ' };
const nom = (key: string, name: string): string => `${ARTICLE[key] ?? ''}${name}`;
const maj = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const ASPECT: Record<string, string> = { conjunction: 'en conjonction', opposition: 'en opposition', trine: 'en trigone', square: 'en carré', sextile: 'en sextile' };
/** L'accord de « exact » avec l'aspect : conjonction, opposition au féminin. */
const FEMININ = new Set(['conjunction', 'opposition']);
const SENS: Record<string, string> = {
  conjunction: 'leurs énergies se rejoignent et se concentrent',
  opposition: 'deux pôles tirent chacun de leur côté et demandent un équilibre',
  trine: 'un soutien circule facilement entre eux',
  square: 'une friction pousse à trancher ou à ajuster',
  sextile: 'une ouverture récompense une petite initiative',
};
const LUNAISON: Record<string, string> = {
  'new-moon': 'Nouvelle Lune : un moment de semence pour les intentions et les nouveaux départs',
  'first-quarter': 'Premier quartier : un tournant qui demande d’agir',
  'full-moon': 'Pleine Lune : un sommet de visibilité, d’aboutissement et de lâcher-prise',
  'last-quarter': 'Dernier quartier : le temps de trier, de laisser partir et d’ajuster',
};
const ELEMENT: Record<string, string> = { fire: 'du Feu', earth: 'de la Terre', air: 'de l’Air', water: 'de l’Eau' };
const MODE: Record<string, string> = { cardinal: 'cardinal', fixed: 'fixe', mutable: 'mutable' };

export function FR(f: HighlightFacts): string {
  const { h } = f;
  const sujet = maj(nom(h.planet1, f.body1));
  switch (h.type) {
    case 'station-retrograde':
      return `${sujet} marque sa station et devient rétrograde à ${f.time} UTC en ${f.sign} : ses thèmes se tournent vers l’intérieur, le temps d’une révision.`;
    case 'station-direct':
      return `${sujet} marque sa station et reprend sa marche directe à ${f.time} UTC en ${f.sign} : ses thèmes repartent de l’avant après la révision.`;
    case 'ingress':
      return `${sujet} entre en ${f.sign}${f.retrograde ? ' (en rétrogradation)' : ''} à ${f.time} UTC : le ton change et se tourne vers les qualités ${ELEMENT[f.elementKey] ?? ''} et du mode ${MODE[f.modalityKey] ?? ''}.`;
    case 'new-moon':
    case 'first-quarter':
    case 'full-moon':
    case 'last-quarter':
      return `${LUNAISON[h.type]}, à ${f.time} UTC, avec la Lune en ${f.sign}.`;
    case 'lunar-phase':
      return `${f.phase} : à 00:00 UTC, la Lune est éclairée à ${f.lit} % ; ${f.waxing ? 'elle croît, l’élan se construit' : 'elle décroît, le rythme ralentit'}.`;
    default:
      return `${sujet} ${ASPECT[h.type] ?? h.type} avec ${nom(h.planet2 ?? '', f.body2)}${f.time ? `, ${FEMININ.has(h.type) ? 'exacte' : 'exact'} à ${f.time} UTC` : ` (au plus près : ${f.orb}°)`} : ${SENS[h.type] ?? ''}.`;
  }
}
