/**
 * Les mots français du rédacteur hors ligne : signes, maisons, corps et aspects, sous forme de
 * groupes qui entrent dans les phrases de fr/astrology.ts et fr/transit.ts. Chaque groupe a un seul
 * rôle (noté sur son champ), pour que jamais une préposition ne se contracte avec lui (« de le »)
 * et que jamais un adjectif ne s'accorde avec « vous », dont le genre est inconnu.
 */
import type { AstroBody, ZodiacSign } from '../../facts';

export interface SignMots {
  /** « Bélier » (après « en ») */
  name: string;
  /** « du Bélier », « de la Vierge », « des Gémeaux » */
  de: string;
  /** Groupe nominal avec article, après « à travers » ou comme complément direct. */
  traits: string;
  /** Complément de manière, après un verbe. */
  manner: string;
  /** Complément de « besoin », avec son « de » déjà contracté (ou « que » + subjonctif). */
  needDe: string;
  /** Groupe nominal avec article : attribut après « c'est » ou complément direct seulement. */
  gift: string;
  /** Groupe nominal avec article : complément direct seulement. */
  shadow: string;
}

export const SIGNES: Record<ZodiacSign, SignMots> = {
  aries: { name: 'Bélier', de: 'du Bélier', traits: 'la franchise, le courage et le goût de commencer', manner: 'avec franchise et un goût marqué pour les commencements', needDe: 'd’espace pour agir à votre guise', gift: 'l’audace d’ouvrir la voie', shadow: 'l’impatience face à la lenteur' },
  taurus: { name: 'Taureau', de: 'du Taureau', traits: 'la constance, la sensualité et la fidélité', manner: 'lentement mais sûrement, en vous fiant à vos sens', needDe: 'de confort, de continuité et d’un sol ferme', gift: 'l’endurance', shadow: 'l’attachement obstiné à ce qui est connu' },
  gemini: { name: 'Gémeaux', de: 'des Gémeaux', traits: 'la curiosité, la vivacité et le goût de l’échange', manner: 'avec légèreté et rapidité, par questions et conversations', needDe: 'de variété et de quelqu’un avec qui parler', gift: 'un esprit agile qui relie une idée à l’autre', shadow: 'la dispersion' },
  cancer: { name: 'Cancer', de: 'du Cancer', traits: 'la sollicitude, la protection et l’intuition', manner: 'par le sentiment d’abord, avec un instinct protecteur', needDe: 'd’un foyer sûr et de proches qui comptent comme une famille', gift: 'le don de faire sentir aux autres qu’ils sont accueillis', shadow: 'les humeurs qui se replient dans leur coquille' },
  leo: { name: 'Lion', de: 'du Lion', traits: 'la chaleur, l’expression et la générosité', manner: 'ouvertement et chaleureusement, avec le sens de la mise en scène', needDe: 'qu’on vous voie et vous apprécie pour qui vous êtes vraiment', gift: 'un cœur généreux qui encourage les autres', shadow: 'une fierté vite blessée' },
  virgo: { name: 'Vierge', de: 'de la Vierge', traits: 'l’attention, le sens pratique et le désir de servir', manner: 'avec soin, l’œil sur ce qui pourrait mieux fonctionner', needDe: 'd’un travail utile et d’un peu d’ordre', gift: 'le savoir-faire et le discernement', shadow: 'une voix critique qui ne se repose jamais' },
  libra: { name: 'Balance', de: 'de la Balance', traits: 'le sens de la justice, la grâce et le goût des autres', manner: 'avec diplomatie, en pesant chaque point de vue avant d’agir', needDe: 'd’harmonie, de beauté et de bonne compagnie', gift: 'le sens de l’équilibre et de l’équité', shadow: 'l’indécision quand chaque parti semble avoir raison' },
  scorpio: { name: 'Scorpion', de: 'du Scorpion', traits: 'l’intensité, la perspicacité et la loyauté', manner: 'en profondeur et en secret, sans demi-mesure', needDe: 'd’honnêteté, de confiance et de profondeur', gift: 'le courage de regarder sous la surface', shadow: 'la méfiance et la difficulté à lâcher prise' },
  sagittarius: { name: 'Sagittaire', de: 'du Sagittaire', traits: 'le goût de l’aventure, l’optimisme et la franchise', manner: 'avec ampleur, avec humour et le regard tourné vers l’horizon', needDe: 'de liberté, de sens et d’espace pour explorer', gift: 'la confiance en ce qui vient', shadow: 'l’agitation et les promesses faites trop vite' },
  capricorn: { name: 'Capricorne', de: 'du Capricorne', traits: 'l’ambition, le sens des responsabilités et la patience', manner: 'avec discipline et une vision à long terme', needDe: 'd’un but qui en vaut la peine et du temps pour l’atteindre', gift: 'la patience de bâtir ce qui dure', shadow: 'la sévérité envers vous-même' },
  aquarius: { name: 'Verseau', de: 'du Verseau', traits: 'l’indépendance, l’inventivité et l’idéalisme', manner: 'à votre manière, avec un œil sur le groupe', needDe: 'de liberté de pensée et d’une cause à partager', gift: 'des idées originales au service du groupe', shadow: 'le détachement quand les émotions montent' },
  pisces: { name: 'Poissons', de: 'des Poissons', traits: 'la compassion, l’imagination et la réceptivité', manner: 'avec douceur et intuition, en percevant plus que vous ne savez dire', needDe: 'de calme, de beauté et de temps pour rêver', gift: 'l’imagination unie à la compassion', shadow: 'des limites qui se dissolvent trop facilement' },
};

export interface MaisonMots {
  /** « des questions du moi... » : toujours après un nom, avec ses « de » déjà contractés. */
  areaDe: string;
  /** Complément de lieu, après un verbe. */
  scene: string;
}

/** Index 1 à 12 ; la case 0 est vide. */
export const MAISONS: readonly MaisonMots[] = [
  { areaDe: '', scene: '' },
  { areaDe: 'du moi, du corps et de la première impression', scene: 'dans votre façon de vous présenter et d’entreprendre' },
  { areaDe: 'de l’argent, des biens et de l’estime de soi', scene: 'dans ce que vous gagnez, possédez et estimez' },
  { areaDe: 'de la communication, des études, de la fratrie et du voisinage', scene: 'dans les échanges du quotidien, les déplacements et les études' },
  { areaDe: 'du foyer, de la famille et des racines', scene: 'dans votre vie privée et familiale' },
  { areaDe: 'de la création, du jeu, des amours et des enfants', scene: 'dans ce que vous créez et ce qui vous réjouit' },
  { areaDe: 'du travail quotidien, de la santé et des habitudes', scene: 'dans votre travail de tous les jours et vos habitudes' },
  { areaDe: 'du couple et des engagements', scene: 'dans vos relations les plus proches, en tête-à-tête' },
  { areaDe: 'de l’intimité, des ressources partagées et des transformations', scene: 'dans les liens profonds, l’argent partagé et les périodes de mue' },
  { areaDe: 'des voyages, des études supérieures et de la quête de sens', scene: 'dans les voyages, les études et la quête de sens' },
  { areaDe: 'de la carrière, de la réputation et de la place sociale', scene: 'dans votre carrière et votre vie publique' },
  { areaDe: 'des amitiés, des groupes et des projets d’avenir', scene: 'parmi vos amis, dans les groupes et les causes partagées' },
  { areaDe: 'de la solitude, du retrait et de l’inconscient', scene: 'en coulisses, dans la solitude et la réflexion' },
];

/** Après « votre » : « votre Soleil », « votre Nœud Nord ». */
export const CORPS: Record<AstroBody, string> = {
  sun: 'Soleil',
  moon: 'Lune',
  mercury: 'Mercure',
  venus: 'Vénus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturne',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluton',
  chiron: 'Chiron',
  north_node: 'Nœud Nord',
  south_node: 'Nœud Sud',
  lilith: 'Lune noire',
  ascendant: 'Ascendant',
  midheaven: 'Milieu du Ciel',
  descendant: 'Descendant',
  ic: 'Fond du Ciel',
  part_of_fortune: 'Part de Fortune',
};

/** Le corps avec son article, comme sujet : « le Soleil », « Mars », « l’Ascendant ». */
export const CORPS_SUJET: Record<AstroBody, string> = {
  sun: 'le Soleil',
  moon: 'la Lune',
  mercury: 'Mercure',
  venus: 'Vénus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturne',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluton',
  chiron: 'Chiron',
  north_node: 'le Nœud Nord',
  south_node: 'le Nœud Sud',
  lilith: 'la Lune noire',
  ascendant: 'l’Ascendant',
  midheaven: 'le Milieu du Ciel',
  descendant: 'le Descendant',
  ic: 'le Fond du Ciel',
  part_of_fortune: 'la Part de Fortune',
};

/** Ce que représente un corps natal, complément direct seulement. */
export const THEMES: Record<AstroBody, string> = {
  sun: 'votre élan vital',
  moon: 'vos émotions',
  mercury: 'votre pensée',
  venus: 'votre vie affective',
  mars: 'votre énergie',
  jupiter: 'votre confiance',
  saturn: 'votre sens du devoir',
  uranus: 'votre besoin de liberté',
  neptune: 'votre imaginaire',
  pluto: 'votre intensité',
  chiron: 'une ancienne blessure',
  north_node: 'votre voie de croissance',
  south_node: 'vos vieilles habitudes',
  lilith: 'votre part indomptée',
  ascendant: 'votre manière d’aborder le monde',
  midheaven: 'votre trajectoire publique',
  descendant: 'vos relations de couple',
  ic: 'votre vie intime',
  part_of_fortune: 'votre chance naturelle',
};

/** Le nom de l'aspect avec son article indéfini. */
export const ASPECTS_UN: Record<string, string> = {
  conjunction: 'une conjonction',
  opposition: 'une opposition',
  square: 'un carré',
  trine: 'un trigone',
  sextile: 'un sextile',
  quincunx: 'un quinconce',
  'semi-sextile': 'un semi-sextile',
  'semi-square': 'un semi-carré',
  sesquiquadrate: 'un sesqui-carré',
  sesquisquare: 'un sesqui-carré',
  quintile: 'un quintile',
  'bi-quintile': 'un biquintile',
};
export const aspectUn = (type: string): string => ASPECTS_UN[type] ?? 'un aspect';

/** Ce que fait un aspect, groupe nominal (attribut ou complément seulement). */
export const SENS_ASPECT: Record<string, string> = {
  conjunction: 'une fusion où aucune des deux énergies n’agit seule',
  opposition: 'un tiraillement entre deux pôles qui demande un équilibre',
  square: 'une friction qui pousse à agir',
  trine: 'une fluidité naturelle qu’il suffit d’utiliser',
  sextile: 'une ouverture qui récompense un petit effort',
  quincunx: 'un accord difficile qui demande de constants petits ajustements',
  'semi-sextile': 'un lien discret entre voisins qui apprennent à coopérer',
  'semi-square': 'une petite irritation persistante qui vous tient en mouvement',
  sesquiquadrate: 'une tension agitée qui demande des réglages fins',
  quintile: 'un talent créatif qui ne demande qu’à être travaillé',
  'bi-quintile': 'un talent créatif qui ne demande qu’à être travaillé',
};
export const sensAspect = (type: string): string => SENS_ASPECT[type] ?? 'un lien à explorer';

/** Nombres au féminin (« planètes »). */
export const NOMBRES = ['aucune', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
export const nombre = (n: number): string => NOMBRES[n] ?? String(n);

export const maj = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
export const deg = (d: number): string => `${Math.floor(d)}°`;
export function orbe(orb: number): string {
  const total = Math.round(Math.abs(orb) * 60);
  return `${Math.floor(total / 60)}°${String(total % 60).padStart(2, '0')}′`;
}
/** « a, b et c » */
export const liste = (xs: string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}`);

/** « c’est » devant un groupe nominal singulier, « ce sont » devant un pluriel (des idées, les humeurs). */
export const estPluriel = (gn: string): boolean => /^(des|les|ces|vos|mes|tes|ses|nos|leurs) /.test(gn);
export const cEst = (gn: string): string => `${estPluriel(gn) ? 'ce sont' : 'c’est'} ${gn}`;
