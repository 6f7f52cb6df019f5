/** Les phrases du rapport de transits en français (vouvoiement, comme le rédacteur hors ligne). */
import { bySign, decimal, degrees, extraName, lookup, signKeyOf, type AspectTable, type InfluenceTable, type StrengthTable } from './common';
import type { TransitWords } from './types';
import { formatDate, formatMoment } from '../../i18n/format';

/** A moment in words, as the language writes it ("le 28 novembre 2026 à 12:16 UTC"). */
const shortTime = (iso: string): string => `le ${formatMoment(iso, 'fr')}`;

/** Sujet d’une phrase, avec l’article là où le français en met un. */
const subject = lookup(
  { sun: 'le Soleil', moon: 'la Lune', mercury: 'Mercure', venus: 'Vénus', mars: 'Mars', jupiter: 'Jupiter', saturn: 'Saturne', uranus: 'Uranus', neptune: 'Neptune', pluto: 'Pluton', chiron: 'Chiron', north_node: 'le Nœud Nord', south_node: 'le Nœud Sud', ascendant: 'l’Ascendant', midheaven: 'le Milieu du Ciel' },
  extraName('fr'),
);
/** Le point natal, accordé en genre. */
const natal = lookup(
  { sun: 'votre Soleil natal', moon: 'votre Lune natale', mercury: 'votre Mercure natal', venus: 'votre Vénus natale', mars: 'votre Mars natal', jupiter: 'votre Jupiter natal', saturn: 'votre Saturne natal', uranus: 'votre Uranus natal', neptune: 'votre Neptune natal', pluto: 'votre Pluton natal', chiron: 'votre Chiron natal', north_node: 'votre Nœud Nord natal', south_node: 'votre Nœud Sud natal', ascendant: 'votre Ascendant natal', midheaven: 'votre Milieu du Ciel natal' },
  (k) => `votre point natal ${extraName('fr')(k)}`,
);
const theme = lookup(
  {
    sun: 'l’identité et la vitalité', moon: 'les sentiments et les besoins', mercury: 'la pensée et la communication', venus: 'l’amour, le plaisir et les valeurs', mars: 'l’élan et le courage', jupiter: 'la croissance et les occasions', saturn: 'la structure et les responsabilités', uranus: 'le changement et l’éveil', neptune: 'les rêves et l’intuition', pluto: 'la transformation et le pouvoir', chiron: 'les vieilles blessures et la guérison', north_node: 'la direction et le sens', south_node: 'les habitudes et le passé', ascendant: 'la manière de se présenter et les premières impressions', midheaven: 'la vocation et l’orientation publique',
  },
  (k) => `ce que représente ${extraName('fr')(k)}`,
);
const HOUSES = ['', 'soi et apparence', 'argent et valeurs', 'communication et contacts du quotidien', 'foyer et famille', 'créativité, amours et jeux', 'travail, santé et habitudes', 'partenariats', 'ressources partagées et intimité', 'voyages, convictions et études', 'carrière et réputation', 'amis, groupes et espoirs', 'repos, solitude et vie intérieure'];
const ASPECT: AspectTable = { conjunction: 'conjonction', opposition: 'opposition', square: 'carré', trine: 'trigone', sextile: 'sextile', quincunx: 'quinconce' };
const NOUN: AspectTable = { conjunction: 'une fusion', opposition: 'un tiraillement', square: 'une friction féconde', trine: 'un courant facile', sextile: 'une porte ouverte', quincunx: 'un appel à s’ajuster' };
const STRENGTH: StrengthTable = { 'very strong': 'très fort', strong: 'fort', moderate: 'modéré', weak: 'faible' };
const INFLUENCE: InfluenceTable = { harmonious: 'harmonieux', challenging: 'tendu', intense: 'intense', adjusting: 'd’ajustement' };
const SIGNS = bySign(['Bélier', 'Taureau', 'Gémeaux', 'Cancer', 'Lion', 'Vierge', 'Balance', 'Scorpion', 'Sagittaire', 'Capricorne', 'Verseau', 'Poissons']);
const PHASES = {
  'New Moon': 'Un nouveau cycle lunaire commence : le moment de poser des intentions et de démarrer en douceur.',
  'Waxing Crescent': 'La Lune croît : le premier élan récompense les petits pas réguliers.',
  'First Quarter': 'La Lune est à moitié éclairée et croissante : le moment de trancher et de dépasser les résistances.',
  'Waxing Gibbous': 'La Lune est presque pleine : affinez, ajustez et préparez ce que vous avez commencé.',
  'Full Moon': 'La Lune est pleine : les choses se révèlent, les émotions culminent, les résultats se montrent.',
  'Waning Gibbous': 'La Lune commence à décroître : partagez ce que vous avez appris et remerciez.',
  'Last Quarter': 'La Lune est à moitié éclairée et décroissante : faites le tri, lâchez prise et reconsidérez.',
  'Waning Crescent': 'Le cycle se referme : reposez-vous, faites le point et laissez aller avant la prochaine nouvelle lune.',
} as const;
const ELEMENT = { fire: 'feu', earth: 'terre', air: 'air', water: 'eau' } as const;
/** La modalité accordée à l’élément (terre et eau sont féminines). */
const MODALITY = { cardinal: ['cardinal', 'cardinale'], fixed: ['fixe', 'fixe'], mutable: ['mutable', 'mutable'] } as const;
const FEMININE = new Set(['earth', 'water']);
const ELEMENT_WORDS = { fire: 'l’initiative, l’enthousiasme et le courage', earth: 'les pas concrets, la patience et le corps', air: 'les idées, les conversations et les liens', water: 'les sentiments, l’intuition et la proximité' } as const;
const MODALITY_WORDS = { cardinal: 'le démarrage des projets', fixed: 'la persévérance', mutable: 'l’adaptation et le lâcher-prise' } as const;
const TONE = { challenging: 'surtout des contacts tendus', harmonious: 'surtout des contacts harmonieux', mixed: 'un mélange d’aisance et de tension' } as const;

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const house = (n: number): string => `votre maison ${n} (${HOUSES[n]})`;
const withNatal = (f: { body: string; aspect: keyof AspectTable; point: string }): string => `${subject(f.body)} en ${ASPECT[f.aspect]} avec ${natal(f.point)}`;

export const FR: TransitWords = {
  contact: (body, aspect, point) => cap(withNatal({ body, aspect, point })),
  major: (f) => {
    const through = f.transitHouse !== f.natalHouse ? `, tandis que ${subject(f.body)} traverse ${house(f.transitHouse)}` : '';
    const what = (f.body as string) === f.point ? `${NOUN[f.aspect]} qui touche deux fois ${theme(f.body)}` : `${NOUN[f.aspect]} entre ${theme(f.body)} d’un côté et ${theme(f.point)} de l’autre`;
    return `${cap(subject(f.body))} en transit est en ${ASPECT[f.aspect]} avec ${natal(f.point)}, dans ${house(f.natalHouse)} : ${what}${through}.`;
  },
  sky: (a, b, aspect, exactAt) => {
    const when = exactAt.length ? `, exact ${exactAt.map(shortTime).join(' et ')}` : '';
    return `${cap(subject(a))} et ${subject(b)} en ${ASPECT[aspect]} : ${NOUN[aspect]} entre ${theme(a)} d’un côté et ${theme(b)} de l’autre, pour tout le monde${when}.`;
  },
  phase: (phase, lit, sign) => `${PHASES[phase]} Au début de la période, la Lune est éclairée à ${lit} %, en ${SIGNS[sign]}.`,
  quiet: 'Calme : aucun transit n’atteint vos points natals dans l’orbe au cours de cette période',
  dominant: (modality, element, tone) =>
    `${cap(ELEMENT[element])} ${MODALITY[modality][FEMININE.has(element) ? 1 : 0]} : ${ELEMENT_WORDS[element]}, avec un accent sur ${MODALITY_WORDS[modality]} (${TONE[tone]})`,
  influence: (f) => {
    const exact = f.exactAt.length ? `exact ${f.exactAt.map(shortTime).join(', ')}` : `au plus près à ${decimal(f.orb, true)}°`;
    return `${cap(withNatal(f))} (${STRENGTH[f.strength]}, ${INFLUENCE[f.influence]}, ${exact})`;
  },
  backdrop: (f) => `Toile de fond durable : ${withNatal(f)}, dans l’orbe pendant environ ${f.duration} jours (du ${formatDate(f.activeFrom, 'fr')} au ${formatDate(f.activeUntil, 'fr')})`,
  balance: (elements, modalities) =>
    `Équilibre des éléments dans les contacts : ${elements.map(([k, v]) => `${ELEMENT[k]} ${v} %`).join(', ')} ; modalités : ${modalities.map(([k, v]) => `${MODALITY[k][0]} ${v} %`).join(', ')}`,
  station: (body, kind, longitude, at) => `${cap(subject(body))} fait sa station ${kind === 'retrograde' ? 'rétrograde' : 'directe'} à ${degrees(longitude)} ${SIGNS[signKeyOf(longitude)]} (${shortTime(at)})`,
  lunation: (type, sign, at) => `${type === 'new-moon' ? 'Nouvelle Lune' : 'Pleine Lune'} en ${SIGNS[sign]} (${shortTime(at)})`,
};
