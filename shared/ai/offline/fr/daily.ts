/**
 * Le ciel du jour et les douze horoscopes, en français : mêmes faits calculés que l'anglais
 * (maisons solaires, maître du signe, aspects du jour et leur heure exacte), phrases écrites pour
 * le français. Les faits marquants sont redits à partir de leurs champs (type, corps, heure),
 * jamais traduits depuis la description anglaise.
 */
import type { Highlight } from '../../../daily/highlights';
import type { DailyInsightFacts, SignHoroscopeTextFacts } from '../../daily-facts';
import type { AstroBody, ZodiacSign } from '../../facts';
import { labelOf } from '../../../i18n/labels/index';
import { aspectUn, CORPS, CORPS_SUJET, liste, maj, SIGNES } from './vocab';
import { fnv1a as hachage } from '../variation';

const nom = (b: string): string => CORPS[b as AstroBody] ?? b;
const sujet = (b: string): string => CORPS_SUJET[b as AstroBody] ?? b;
const signe = (s: string): string => SIGNES[s as ZodiacSign]?.name ?? s;
/** « en Bélier », « en Vierge » : l'usage des astrologues. */
const enSigne = (s: string): string => `en ${signe(s)}`;
const heure = (iso: string): string => `${iso.slice(11, 13)} h ${iso.slice(14, 16)}`;
const phaseFr = (p: string): string => labelOf('fr', 'lunarPhases', p);

/** Les domaines des douze maisons solaires. */
const DOMAINES: readonly string[] = [
  'vous-même, votre corps et votre manière de vous présenter',
  'l’argent, vos biens et ce qui compte pour vous',
  'les échanges, les petits trajets et le voisinage',
  'le foyer, la famille et vos racines',
  'la créativité, l’amour, le jeu et l’expression de soi',
  'le quotidien, le travail et les rythmes de santé',
  'le couple et les accords à deux',
  'les ressources partagées, l’intimité et les transformations profondes',
  'les études, les voyages et la vision d’ensemble',
  'la carrière, la réputation et les objectifs à long terme',
  'les amis, les groupes et les projets d’avenir',
  'le repos, le retrait et ce qui se joue en coulisses',
];

/** Ce que remue la Lune dans chaque maison solaire. */
const LUNE_EN_MAISON: readonly string[] = [
  'votre humeur affleure et se lit facilement ; fiez-vous à votre instinct sur ce dont vous avez besoin',
  'un besoin de confort et de sécurité se fait sentir ; une petite décision d’argent raisonnable tombe à point',
  'l’esprit s’active et bavarde ; un message ou une course rapide peut compter plus qu’il n’y paraît',
  'la maison vous appelle ; un moment en famille, ou simplement ranger votre intérieur, vous ressource',
  'une humeur joueuse et chaleureuse favorise la création, les rendez-vous et tout ce qui vous fait briller',
  'l’ordre apaise ; venir à bout des petites tâches et prendre soin de votre corps porte ses fruits',
  'les autres passent au premier plan ; bien écouter facilite un projet commun',
  'les émotions vont loin ; une conversation franche sur la confiance ou l’argent partagé assainit l’atmosphère',
  'une envie d’ailleurs demande de prendre de la hauteur : lisez, préparez un voyage, apprenez quelque chose',
  'votre côté public est en vue ; un effort régulier au travail se remarque',
  'les amis et les groupes vous portent ; une cause commune ou des retrouvailles simples font du bien',
  'il vous faut plus de calme que d’habitude ; le repos et la réflexion rechargent vos batteries pour la suite',
];

/** Ce que représente le maître du signe. */
const ROLE: Record<string, string> = {
  sun: 'votre vitalité et votre élan',
  moon: 'vos émotions et vos besoins',
  mercury: 'vos pensées et vos échanges',
  venus: 'vos affections et vos plaisirs',
  mars: 'votre énergie et votre courage',
  jupiter: 'votre optimisme et votre croissance',
  saturn: 'votre discipline et vos limites',
  uranus: 'votre besoin de liberté et de changement',
  neptune: 'vos rêves et votre intuition',
  pluto: 'vos forces de transformation',
  chiron: 'les blessures anciennes et leur guérison',
  north_node: 'votre cap et vos choix de direction',
};

const VERBE_ASPECT: Record<string, string> = {
  conjunction: 'concentre',
  opposition: 'fait contrepoids à',
  trine: 'soutient',
  square: 'met à l’épreuve',
  sextile: 'ouvre une porte à',
};
/** Le même verbe avec un pronom, pour le second aspect (les rôles sont tous au pluriel). */
const VERBE_PRONOM: Record<string, string> = {
  conjunction: 'les concentre',
  opposition: 'leur fait contrepoids',
  trine: 'les soutient',
  square: 'les met à l’épreuve',
  sextile: 'leur ouvre une porte',
};

/** Les domaines en deux mots, pour les planètes lentes. */
const DOMAINES_COURTS: readonly string[] = ['votre image', 'vos finances', 'vos échanges', 'votre foyer', 'vos plaisirs', 'votre quotidien', 'vos relations à deux', 'vos ressources partagées', 'vos études', 'votre carrière', 'vos amitiés', 'votre repos'];

const CONSEILS: readonly string[] = [
  'Notez une chose que vous voulez faire avancer aujourd’hui et accordez-lui vingt minutes de vraie concentration.',
  'Choisissez une conversation que vous repoussez depuis un moment et ouvrez-la en douceur.',
  'Laissez un peu de vide dans votre agenda : l’heure imprévue sera peut-être la meilleure.',
  'Bougez tôt dans la journée ; le corps en mouvement met de l’ordre dans les pensées.',
  'Rangez un petit coin de votre vie : un tiroir, une boîte de réception ou une liste.',
  'Acceptez une invitation et déclinez une obligation qui vous épuise.',
  'Posez une question au lieu de supposer la réponse.',
  'Terminez la journée en notant trois choses qui se sont mieux passées que prévu.',
  'Passez un moment dehors et laissez votre attention s’élargir.',
  'Faites de petites promesses, et tenez-les toutes.',
  'Partagez une idée avant qu’elle ne vous semble aboutie : les retours lui donneront forme.',
  'Réservez une heure à une activité pour le seul plaisir.',
  'Jetez un coup d’œil calme à votre budget ou à votre agenda, et ajustez une seule chose.',
];

const ENERGIE: Record<string, string> = {
  harmonious: 'L’énergie d’ensemble est harmonieuse : plus de portes s’ouvrent qu’il ne s’en ferme.',
  challenging: 'L’énergie d’ensemble est exigeante : les frictions deviennent utiles quand on les aborde avec patience.',
  intense: 'L’énergie d’ensemble est intense : quelques courants puissants dominent la journée.',
  dynamic: 'L’énergie d’ensemble est dynamique : soutiens et tensions alternent, restez souple.',
  calm: 'L’énergie d’ensemble est calme : une bonne journée pour garder un rythme régulier.',
};

const LUNAISON: Record<string, string> = {
  'new-moon': 'Nouvelle Lune',
  'full-moon': 'Pleine Lune',
  'first-quarter': 'Premier quartier de Lune',
  'last-quarter': 'Dernier quartier de Lune',
};

const JOURS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
/** « dimanche 22 novembre 2026 », « mardi 1er décembre 2026 ». */
export function dateLongue(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const n = d.getUTCDate();
  return `${JOURS[d.getUTCDay()]} ${n === 1 ? '1er' : n} ${MOIS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Un fait marquant du jour, redit en français à partir de ses champs. */
export function faitMarquant(h: Highlight, i = 0): string {
  const aQuelleHeure = h.exactAt ? ` (au plus près à ${heure(h.exactAt)} UTC)` : '';
  switch (h.type) {
    case 'station-retrograde':
      return `${maj(sujet(h.planet1))} marque sa station rétrograde${h.exactAt ? ` à ${heure(h.exactAt)} (UTC)` : ''} : ses thèmes se tournent vers l’intérieur`;
    case 'station-direct':
      return `${maj(sujet(h.planet1))} reprend sa marche directe${h.exactAt ? ` à ${heure(h.exactAt)} (UTC)` : ''} : ses thèmes avancent de nouveau`;
    case 'ingress':
      return `${maj(sujet(h.planet1))} entre ${enSigne(h.planet2 ?? '')}${h.exactAt ? ` à ${heure(h.exactAt)} (UTC)` : ''}`;
    case 'new-moon':
    case 'full-moon':
    case 'first-quarter':
    case 'last-quarter':
      return `${LUNAISON[h.type]}${h.exactAt ? ` à ${heure(h.exactAt)} (UTC)` : ''}`;
    case 'lunar-phase':
      return `${phaseFr(h.phase ?? '')}, ${Math.round(h.illumination ?? 0)} % du disque éclairé`;
    default: {
      // trois tournures, pour que trois aspects à la suite ne se répètent pas
      const un = aspectUn(h.type);
      const a = sujet(h.planet1);
      const b = sujet(h.planet2 ?? '');
      if (i % 3 === 1) return `${maj(a)} et ${b} sont en ${un.replace(/^une? /, '')}${aQuelleHeure}`;
      if (i % 3 === 2) return `${maj(un)} unit ${a} et ${b}${aQuelleHeure}`;
      return `${maj(a)} forme ${un} avec ${b}${aQuelleHeure}`;
    }
  }
}

export function dailyInsight(f: DailyInsightFacts): string {
  const soleil = f.sky.find((b) => b.body === 'sun');
  const lune = f.sky.find((b) => b.body === 'moon');
  const retro = f.sky.filter((b) => b.retrograde && !['north_node', 'south_node', 'lilith'].includes(b.body)).map((b) => nom(b.body));
  const top = f.highlights.filter((h) => h.type !== 'lunar-phase').slice(0, 3);
  const theme = labelOf('fr', 'dailyThemes', f.theme);
  const p1 = [
    `${maj(dateLongue(f.day))} : le thème du jour est ${theme === f.theme ? 'l’équilibre' : `« ${theme.toLowerCase()} »`}.`,
    soleil && lune ? `Le Soleil est ${enSigne(soleil.sign)} et la Lune commence la journée ${enSigne(lune.sign)}.` : '',
    ENERGIE[f.energy] ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const p2 = top.length ? `À retenir : ${top.map((h, i) => faitMarquant(h, i).replace(/^(Le |La |Les |L’|Un |Une )/, (x) => (i === 0 ? x : x.toLowerCase()))).join(' ; ')}.` : 'Aucun aspect majeur ne domine aujourd’hui, ce qui laisse de la place pour suivre votre propre rythme.';
  const p3 = [
    `Phase de la Lune : ${phaseFr(f.lunarPhase.phase)}, ${Math.round(f.lunarPhase.illumination)} % du disque éclairé.`,
    retro.length ? `${liste(retro)} ${retro.length === 1 ? 'est rétrograde' : 'sont rétrogrades'} : revoyez avant de foncer.` : 'Aucune planète n’est rétrograde : les projets peuvent avancer tout droit.',
    CONSEILS[hachage(f.day) % CONSEILS.length]!,
  ].join(' ');
  return [p1, p2, p3].join('\n\n');
}

export function signHoroscope(f: SignHoroscopeTextFacts): string {
  const h = hachage(`${f.day}|${f.sign}`);
  const m1 = f.moonHouses[0]!;
  const m2 = f.moonHouses[1];
  const ligneLune =
    m2 !== undefined
      ? `La Lune passe de votre maison ${m1} (${DOMAINES[m1 - 1]}) à votre maison ${m2} (${DOMAINES[m2 - 1]}) : ${LUNE_EN_MAISON[m2 - 1]}.`
      : `La Lune reste dans votre maison ${m1} (${DOMAINES[m1 - 1]}) : ${LUNE_EN_MAISON[m1 - 1]}.`;
  const soleil = f.placements.find((p) => p.body === 'sun');
  const ligneSoleil = soleil ? `Le Soleil éclaire votre maison ${soleil.solarHouse} et garde ${DOMAINES[soleil.solarHouse - 1]} au centre de la saison.` : '';
  const r = f.rulerPlacement;
  const luminaire = ['sun', 'moon'].includes(f.ruler);
  const ligneMaitre = `${maj(sujet(f.ruler))}, ${luminaire ? 'le luminaire' : 'la planète'} qui gouverne votre signe, se trouve ${enSigne(r.sign)}, dans votre maison ${r.solarHouse}${r.isRetrograde ? ', et rétrograde : révisez avant de pousser' : ''}.`;
  const aspects = f.rulerAspects.slice(0, 2).map((a, i) => {
    const autre = a.planet1 === f.ruler ? a.planet2! : a.planet1;
    const verbe = i === 0 ? `${VERBE_ASPECT[a.type] ?? 'touche'} ${ROLE[f.ruler] ?? nom(f.ruler)}` : (VERBE_PRONOM[a.type] ?? 'les touche');
    return `${sujet(autre)} ${verbe}${a.exactAt ? ` (au plus près à ${heure(a.exactAt)} UTC)` : ''}`;
  });
  const ligneAspects = aspects.length ? `Aujourd’hui, ${aspects.join(', et ')}.` : `${maj(sujet(f.ruler))} ne forme aucun aspect majeur aujourd’hui : c’est vous qui donnez le tempo.`;
  const entree = f.ingresses.find((i) => i.body !== 'moon');
  const ligneEntree = entree ? `${maj(sujet(entree.body))} entre ${enSigne(entree.sign)}, dans votre maison ${entree.solarHouse}, et tourne l’attention vers ${DOMAINES[entree.solarHouse - 1]}.` : '';
  const lentes = f.placements.filter((p) => ['jupiter', 'saturn'].includes(p.body));
  const ligneLentes = lentes.length
    ? `${lentes.map((p) => `${nom(p.body)}, dans votre maison ${p.solarHouse}, ${p.body === 'jupiter' ? 'fait grandir' : 'demande de la patience pour'} ${DOMAINES_COURTS[p.solarHouse - 1]}`).join(', tandis que ')}.`
    : '';
  const cle = f.keyHighlights[0];
  const ligneCle = cle ? `Dans le ciel de tous : ${faitMarquant(cle).replace(/^(Le |La |Les |L’)/, (a) => a.toLowerCase())}.` : '';
  return [
    `${signe(f.sign)}, ${dateLongue(f.day)}. ${ligneLune}`,
    [ligneMaitre, ligneAspects, ligneEntree].filter(Boolean).join(' '),
    [ligneSoleil, ligneLentes, ligneCle, `La phase de la Lune (${phaseFr(f.lunarPhase.phase)}, ${Math.round(f.lunarPhase.illumination)} % du disque éclairé) colore la journée. ${CONSEILS[h % CONSEILS.length]}`].filter(Boolean).join(' '),
  ].join('\n\n');
}
