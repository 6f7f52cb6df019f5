/**
 * La lecture d'un rapport de transits, en français : les transits les plus forts dans l'ordre du
 * rapport, la date à laquelle chacun est exact dans la période (le calcul du cœur des transits,
 * dans le fuseau du rapport), son écart au début de la période, et ce qu'il signifie.
 */
import type { AstroBody, TransitAspectFacts, TransitTextFacts } from '../../facts';
import { CORPS, CORPS_SUJET, liste, maj, orbe } from './vocab';

export const READING_TRANSITS = 3;

const nom = (k: string): string => CORPS[k.toLowerCase() as AstroBody] ?? maj(k.toLowerCase().replace(/_/g, ' '));
const sujet = (k: string): string => CORPS_SUJET[k.toLowerCase() as AstroBody] ?? maj(k.toLowerCase().replace(/_/g, ' '));

const VERBE: Record<string, string> = {
  conjunction: 'rejoint',
  opposition: 's’oppose à',
  square: 'forme un carré avec',
  trine: 'forme un trigone avec',
  sextile: 'forme un sextile avec',
  quincunx: 'forme un quinconce avec',
};

const NOM_ASPECT: Record<string, string> = { conjunction: 'Cette conjonction', opposition: 'Cette opposition', square: 'Ce carré', trine: 'Ce trigone', sextile: 'Ce sextile', quincunx: 'Ce quinconce' };

const APPORTE: Record<string, string> = {
  sun: 'de l’attention et de la vitalité',
  moon: 'une humeur passagère',
  mercury: 'des échanges, des projets et des messages',
  venus: 'de l’affection, du plaisir et des questions d’argent',
  mars: 'de l’énergie, de la hâte et de l’ambition',
  jupiter: 'de la croissance et des occasions',
  saturn: 'des épreuves, des limites et du travail',
  uranus: 'un changement soudain',
  neptune: 'des rêves et de l’incertitude',
  pluto: 'une transformation profonde et des questions de pouvoir',
  chiron: 'de vieilles blessures et la chance de les soigner',
  north_node: 'des questions de direction',
};

const TOUCHE: Record<string, string> = {
  sun: 'votre élan vital',
  moon: 'vos émotions et vos besoins',
  mercury: 'votre façon de penser et de parler',
  venus: 'votre vie affective et vos valeurs',
  mars: 'votre énergie',
  jupiter: 'votre confiance',
  saturn: 'vos engagements',
  uranus: 'votre besoin de liberté',
  neptune: 'vos idéaux',
  pluto: 'vos motivations profondes',
  chiron: 'une ancienne blessure',
  north_node: 'votre direction de vie',
  south_node: 'vos vieilles habitudes',
  ascendant: 'votre manière d’apparaître',
  midheaven: 'votre carrière et votre réputation',
};

const CONSEIL: Record<string, readonly string[]> = {
  conjunction: ['un nouveau chapitre s’ouvre ici, commencez-le en conscience', 'les deux thèmes se fondent un temps, donnez-leur toute votre attention', 'quelque chose se sème maintenant, choisissez ce que vous plantez'],
  opposition: ['les autres vous renvoient la question, cherchez le juste milieu', 'un partenaire ou un rival vous montre l’autre versant, écoutez avant de pousser', 'la tension demande un équilibre plutôt qu’une victoire'],
  square: ['la pression monte vers une décision, agissez plutôt que de ruminer', 'la friction montre où un changement se fait attendre, faites l’ajustement', 'l’effort paie ici, non sans quelque tension'],
  trine: ['les choses se mettent en place, servez-vous de cette aisance au lieu de vous laisser porter', 'l’aide vient sans qu’on la demande, acceptez-la', 'ce que vous lancez maintenant coule de source, lancez ce qui compte'],
  sextile: ['une porte s’ouvre si vous frappez, passez l’appel', 'une petite occasion se présente, et elle récompense un premier pas', 'un contact ou une idée utile est à portée de main, si vous tendez la main'],
  quincunx: ['de petits ajustements valent mieux que de grands gestes', 'quelque chose ne s’emboîte pas tout à fait, ajustez plutôt que de forcer', 'un changement de routine allège la tension'],
};
const conseil = (aspect: string, i: number): string => CONSEIL[aspect]?.[i % 3] ?? 'observez comment cela se déploie';

const PERIODE = { day: 'la journée', week: 'la semaine', month: 'le mois' } as const;
const DEBUT_DE = { day: 'de la journée', week: 'de la semaine', month: 'du mois' } as const;
/** Les points natals féminins : « votre Lune natale ». */
const FEMININ = new Set(['moon', 'venus', 'lilith', 'part_of_fortune']);

/** Une date dans le fuseau du rapport : « jeudi 26 novembre ». */
export function jourLocal(iso: string, timezone = 'UTC'): string {
  // « 1er novembre », comme on l'écrit en français
  return new Intl.DateTimeFormat('fr-FR', { timeZone: timezone, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso)).replace(/(^|\s)1 /, '$11er ');
}

function quand(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const p = PERIODE[f.period];
  const exact = [...new Set((t.exactAt ?? []).map((x) => jourLocal(x, f.timezone)))];
  if (exact.length) {
    const le = `le ${liste(exact)}`;
    if (t.orbAtStart !== undefined && t.orbAtStart >= 1 / 120) return i % 2 ? `Le transit est exact ${le}, et à ${orbe(t.orbAtStart)} de l’exactitude quand commence ${p}.` : `Au début ${DEBUT_DE[f.period]}, le transit est à ${orbe(t.orbAtStart)} de l’exactitude, et il devient exact ${le}.`;
    return `Le transit est exact ${le}.`;
  }
  const sens = t.applying ? 'encore en approche' : 'déjà en train de se défaire';
  return `Le transit ne devient pas exact pendant ${p} : au plus près, il est à ${orbe(t.orb)} de l’exactitude, ${sens}.`;
}

function paragraphe(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const tp = t.transitingPlanet.toLowerCase();
  const np = t.natalPlanet.toLowerCase();
  const aspect = t.aspect.toLowerCase();
  const first = `${maj(sujet(tp))} en transit ${VERBE[aspect] ?? 'touche'} votre ${nom(np)} ${FEMININ.has(np) ? 'natale' : 'natal'}.`;
  const sensPhrase =
    tp === np
      ? `Quand une planète revient toucher sa propre place natale, son thème repasse au premier plan : ${conseil(aspect, i)}.`
      : `${NOM_ASPECT[aspect] ?? 'Cet aspect'} apporte ${APPORTE[tp] ?? 'son thème'} à ${TOUCHE[np] ?? 'cette part de votre thème'} : ${conseil(aspect, i)}.`;
  const span = i === 0 && t.activeFrom && t.activeUntil && t.activeUntil.slice(0, 10) !== t.activeFrom.slice(0, 10) && t.activeFrom.slice(0, 4) === t.activeUntil.slice(0, 4) ? `Son influence se fait sentir du ${jourLocal(t.activeFrom, f.timezone)} au ${jourLocal(t.activeUntil, f.timezone)}.` : undefined;
  return [first, quand(t, f, i), sensPhrase, span].filter(Boolean).join(' ');
}

const LUNE: Record<string, string> = {
  'new moon': 'La période s’ouvre à la Nouvelle Lune, un temps pour les intentions discrètes et les nouveaux départs.',
  'waxing crescent': 'La Lune est un croissant montant au début de la période, propice aux premiers pas.',
  'first quarter': 'La période s’ouvre au premier quartier, qui demande des décisions et un peu de courage.',
  'waxing gibbous': 'La Lune est gibbeuse croissante au début de la période, un temps pour affiner ce qui est en cours.',
  'full moon': 'La période s’ouvre à la Pleine Lune, quand les émotions et les résultats viennent en pleine lumière.',
  'waning gibbous': 'La Lune est gibbeuse décroissante au début de la période, un bon moment pour partager ce que vous avez appris.',
  'last quarter': 'La période s’ouvre au dernier quartier, un temps pour lâcher ce qui ne convient plus.',
  'third quarter': 'La période s’ouvre au dernier quartier, un temps pour lâcher ce qui ne convient plus.',
  'waning crescent': 'La Lune est un croissant descendant au début de la période, ce qui favorise le repos et les conclusions.',
};

const ANNEE: Record<number, string> = {
  1: 'une année de commencements, où l’on sème',
  2: 'une année de patience, de partenariat et de croissance tranquille',
  3: 'une année d’expression, de créativité et de vie sociale',
  4: 'une année de travail, de structure et de fondations solides',
  5: 'une année de changement, de mouvement et d’expériences nouvelles',
  6: 'une année de foyer, de responsabilités et de relations',
  7: 'une année de réflexion, d’étude et de travail intérieur',
  8: 'une année de réalisations, d’ambition et de résultats concrets',
  9: 'une année d’achèvement, de lâcher-prise et de préparation du cycle suivant',
};

export function transitReading(f: TransitTextFacts): string {
  const top = f.transits.slice(0, READING_TRANSITS);
  const debut = jourLocal(`${f.date}T12:00:00Z`, 'UTC');
  const ouverture = f.period === 'day' ? `Pour ce ${debut}, ` : `Pour ${f.period === 'week' ? 'la semaine' : 'le mois'} qui commence le ${debut}, `;
  const combien = top.length === 0 ? 'aucun transit n’atteint votre thème natal : une période calme, bonne pour consolider.' : top.length === 1 ? 'un transit se détache.' : `${top.length === 2 ? 'deux' : 'trois'} transits se détachent, du plus fort au moins fort.`;
  const phase = f.lunarPhase?.phase.toLowerCase();
  const lune = phase ? LUNE[phase] : undefined;
  const py = f.numerology?.personalYear;
  const annee = py !== undefined && ANNEE[py] ? `En numérologie, vous êtes en année personnelle ${py}, ${ANNEE[py]}.` : undefined;
  return [`${ouverture}${combien}`, ...top.map((t, i) => paragraphe(t, f, i)), [lune, annee].filter(Boolean).join(' '), top.length ? 'Appuyez-vous sur les contacts favorables et accueillez les plus exigeants avec patience : chacun passe.' : undefined]
    .filter((p): p is string => !!p && p.trim() !== '')
    .join('\n\n');
}
