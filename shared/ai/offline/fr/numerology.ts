/**
 * La numérologie en français : la section du blueprint (chemin de vie, nombre d'expression, élan
 * du cœur) et la prose du calculateur de chemin de vie. Écrit pour des lecteurs français, au
 * vouvoiement, sans adjectif accordé au lecteur (genre inconnu).
 */
import type { BlueprintFacts } from '../../facts';
import type { LifePathProse, PersonalCycleProse } from '../pack-types';

const paragraphs = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');

interface Nombre {
  /** Ce que le nombre met en jeu, après « le nombre de » / « le goût de ». */
  mots: string;
  lecon: string;
  dons: string;
  defi: string;
}

const NOMBRES: Record<number, Nombre> = {
  1: {
    mots: 'l’indépendance, de l’initiative et du commandement',
    lecon: 'Le chemin de vie 1 est celui du pionnier. Votre leçon consiste à faire confiance à votre propre jugement et à tracer votre route, en lançant ce qui n’existait pas avant vous.',
    dons: 'Vous apportez de l’originalité, du cran et cette énergie qui transforme une idée en premier pas.',
    defi: 'Votre marge de progression : mener sans vous isoler, et accepter l’aide des autres sans y voir une faiblesse.',
  },
  2: {
    mots: 'la coopération, de la sensibilité et du partenariat',
    lecon: 'Le chemin de vie 2 est celui de l’artisan de paix. Votre leçon consiste à reconnaître la valeur de votre influence discrète : les liens que vous tissez, l’équilibre que vous apportez.',
    dons: 'Vous apportez du tact, de la patience et une perception fine de ce que les autres ressentent et attendent.',
    defi: 'Votre marge de progression : garder votre propre voix dans une relation au lieu de vous fondre dans les souhaits d’autrui.',
  },
  3: {
    mots: 'l’expression, de la créativité et de la joie',
    lecon: 'Le chemin de vie 3 est celui du communicant. Votre leçon consiste à laisser votre créativité et vos mots circuler dans le monde, avec légèreté et générosité.',
    dons: 'Vous apportez de l’imagination, de l’humour et le talent d’inspirer par la parole, l’art ou la simple présence.',
    defi: 'Votre marge de progression : concentrer vos nombreux talents assez longtemps pour qu’ils mûrissent, et partager vos sentiments profonds autant que vos élans lumineux.',
  },
  4: {
    mots: 'la stabilité, du travail et de la structure',
    lecon: 'Le chemin de vie 4 est celui du bâtisseur. Votre leçon consiste à poser, pas à pas, des fondations solides sur lesquelles d’autres peuvent compter.',
    dons: 'Vous apportez de la persévérance, de l’ordre et le talent de rendre les projets concrets.',
    defi: 'Votre marge de progression : rester souple quand les plans changent, et vous rappeler que le repos fait lui aussi partie de la construction.',
  },
  5: {
    mots: 'la liberté, du changement et de l’expérience',
    lecon: 'Le chemin de vie 5 est celui de l’explorateur. Votre leçon consiste à bien user de votre liberté : apprendre de la variété et du changement plutôt que de simplement les poursuivre.',
    dons: 'Vous apportez de la souplesse, de la curiosité et un vrai talent pour aller vers toutes sortes de gens.',
    defi: 'Votre marge de progression : choisir des engagements qui vous laissent respirer, et rester assez longtemps sur une chose pour la maîtriser.',
  },
  6: {
    mots: 'l’attention aux autres, de la responsabilité et de l’harmonie',
    lecon: 'Le chemin de vie 6 est celui du protecteur. Votre leçon consiste à aimer et soutenir les autres à partir d’un réservoir plein, et non d’un réservoir vide.',
    dons: 'Vous apportez de la chaleur, le sens du beau et le don de créer des foyers et des communautés où chacun se sent entouré.',
    defi: 'Votre marge de progression : prendre soin sans contrôler, et laisser chacun, vous compris, être imparfait.',
  },
  7: {
    mots: 'la réflexion, de l’intuition et de la vérité',
    lecon: 'Le chemin de vie 7 est celui du chercheur. Votre leçon consiste à faire confiance à votre savoir intérieur tout en continuant d’étudier et de questionner.',
    dons: 'Vous apportez de la profondeur, un esprit d’analyse et une intuition qui voit sous les apparences.',
    defi: 'Votre marge de progression : laisser entrer les autres, et trouver l’équilibre entre solitude et lien.',
  },
  8: {
    mots: 'la réussite, de l’autorité et de l’abondance',
    lecon: 'Le chemin de vie 8 est celui du dirigeant. Votre leçon consiste à manier le pouvoir et la vie matérielle avec intégrité et mesure.',
    dons: 'Vous apportez de la vision, une grande force d’organisation et la capacité de rebondir après un revers.',
    defi: 'Votre marge de progression : mesurer la réussite à autre chose qu’aux résultats, et faire de la place aux relations et au repos.',
  },
  9: {
    mots: 'la compassion, de l’accomplissement et du service',
    lecon: 'Le chemin de vie 9 est celui de l’humaniste. Votre leçon consiste à donner d’un cœur large et à lâcher prise avec grâce quand un chapitre se termine.',
    dons: 'Vous apportez de l’idéal, de la tolérance et un esprit créatif et généreux.',
    defi: 'Votre marge de progression : prendre soin de vos propres besoins aussi, et libérer le passé au lieu de le porter.',
  },
  11: {
    mots: 'l’intuition, de l’inspiration et de l’éveil',
    lecon: 'Le chemin de vie 11 est un nombre maître, celui de l’inspirateur. Il porte la sensibilité du 2 à plus haute intensité ; votre leçon consiste à faire confiance à votre intuition et à partager ce qu’elle vous montre.',
    dons: 'Vous apportez de la vision, une sensibilité spirituelle et la capacité d’élever les autres simplement en restant vous-même.',
    defi: 'Votre marge de progression : ancrer cette grande sensibilité dans des habitudes quotidiennes, pour que la tension nerveuse devienne inspiration.',
  },
  22: {
    mots: 'la vision, de la maîtrise et des grandes constructions',
    lecon: 'Le chemin de vie 22 est un nombre maître, celui du maître bâtisseur. Il unit le sens pratique du 4 à une vision de grande ampleur ; votre leçon consiste à transformer des idéaux en structures durables.',
    dons: 'Vous réunissez un mélange rare : rêver grand et travailler avec méthode.',
    defi: 'Votre marge de progression : accueillir la pression de votre propre potentiel avec patience, une étape réalisable après l’autre.',
  },
  33: {
    mots: 'la compassion, de la transmission et de la présence qui soigne',
    lecon: 'Le chemin de vie 33 est un nombre maître, celui du maître enseignant. Il approfondit la bienveillance du 6 ; votre leçon consiste à servir avec amour tout en gardant des limites saines.',
    dons: 'Vous apportez de la compassion, de la créativité et une présence encourageante qui aide les autres à grandir.',
    defi: 'Votre marge de progression : ne pas prendre sur vous les fardeaux de tout le monde, et laisser le service rester joyeux plutôt que pesant.',
  },
};

/** « l’indépendance, de l’initiative… » devient « le goût de l’indépendance, de l’initiative… ». */
const gout = (n: number): string => (NOMBRES[n] ? `le goût de ${NOMBRES[n].mots}` : 'une couleur personnelle bien à vous');

export function numerologySection(facts: BlueprintFacts): string {
  const n = facts.numerology;
  if (!n) return '';
  const t = NOMBRES[n.lifePathNumber];
  const extra: string[] = [];
  if (n.expressionNumber !== undefined) extra.push(`Votre nombre d’expression, le ${n.expressionNumber}, ajoute ${gout(n.expressionNumber)} à votre manière de le vivre`);
  if (n.soulUrgeNumber !== undefined) extra.push(`votre nombre intime, le ${n.soulUrgeNumber}, révèle une aspiration profonde : ${gout(n.soulUrgeNumber)}`);
  return paragraphs(
    `Votre chemin de vie est le ${n.lifePathNumber}, nombre de ${t ? t.mots : 'une couleur personnelle bien à vous'}. ${t?.lecon ?? ''}`.trim(),
    t ? `${t.dons} ${t.defi}` : undefined,
    extra.length ? `${extra.join(', tandis que ')}.` : 'Le chemin de vie décrit une direction de croissance, pas un destin figé : c’est vous qui choisissez comment l’emprunter.',
  );
}

/** La prose du calculateur de chemin de vie (son nom et ses mots-clés viennent des tables de libellés). */
export const LIFE_PATH_PROSE: Readonly<Record<number, LifePathProse>> = {
  1: {
    description:
      'Le chemin de vie 1 vous apprend à tenir debout par vous-même. Vous progressez en lançant des projets, en choisissant une direction avant les autres et en assumant où elle mène. Vous grandissez en vous fiant à votre jugement, sans oublier que mener, c’est aussi entraîner les autres avec vous.',
    strengths: ['Motivation personnelle et esprit de décision', 'Pensée originale', 'Le courage d’y aller en premier', 'Volonté et énergie'],
    challenges: ['Impatience envers les plus lents', 'Difficulté à demander de l’aide', 'Entêtement', 'Tendance à tout porter sans aide'],
  },
  2: {
    description:
      'Le chemin de vie 2 parle de travail avec les autres. Vous percevez ce que les gens ressentent et ce dont ils ont besoin, et vous donnez le meilleur de vous-même quand vous aidez deux camps à se rejoindre. Vous grandissez en accordant à vos propres besoins autant de valeur qu’à l’harmonie, et en vous exprimant avant que la rancœur ne s’installe.',
    strengths: ['Tact et diplomatie', 'Grande empathie', 'Patience dans le détail', 'Fidélité dans le couple et les associations'],
    challenges: ['Fuir le conflit à tout prix', 'Sensibilité excessive à la critique', 'Indécision', 'Se perdre dans les autres'],
  },
  3: {
    description:
      'Le chemin de vie 3 invite à exprimer ce qui vit en vous, par les mots, l’art ou le jeu. Vous savez réchauffer l’ambiance d’une pièce et faire de chaque expérience une histoire. Vous grandissez en donnant à vos talents de la discipline et de la profondeur, au lieu de les disperser dans trop de commencements.',
    strengths: ['Talent de conteur', 'Imagination créative', 'Optimisme communicatif', 'Aisance avec les gens'],
    challenges: ['Énergie dispersée', 'Éviter les sentiments difficiles', 'Sensibilité au manque d’attention', 'Projets inachevés'],
  },
  4: {
    description:
      'Le chemin de vie 4 consiste à bâtir quelque chose qui dure. Constance, sens pratique et goût du travail bien fait, étape par étape : voilà votre manière. Vous grandissez en laissant la structure vous servir plutôt que vous enfermer, et en acceptant le changement comme une part de tout projet solide.',
    strengths: ['Fiabilité et ardeur au travail', 'Solutions concrètes', 'Grand sens de l’ordre', 'Persévérance'],
    challenges: ['Rigidité', 'Résistance au changement', 'Excès de travail', 'Trop d’exigence envers soi et les autres'],
  },
  5: {
    description:
      'Le chemin de vie 5 est affaire de liberté et d’expérience. Vous apprenez par la variété, les voyages, les rencontres et les sens, et vous vous adaptez vite quand les plans changent. Vous grandissez en trouvant des engagements qui ressemblent à des choix et non à des cages.',
    strengths: ['Adaptabilité et débrouillardise', 'Curiosité pour tout', 'Vivacité et force de persuasion', 'Apprentissage rapide'],
    challenges: ['Agitation', 'Fuite devant l’engagement', 'Excès et impulsivité', 'Ennui face à la routine'],
  },
  6: {
    description:
      'Le chemin de vie 6 parle d’un amour qui s’exprime par la responsabilité. Vous prenez soin de votre famille, de vos amis et de votre entourage, et vous vous sentez chez vous quand ceux qui vous entourent vont bien. Vous grandissez en prenant soin sans contrôler, et en vous incluant dans le cercle dont vous vous occupez.',
    strengths: ['Chaleur et protection', 'Sens du devoir', 'Œil pour la beauté et l’équilibre', 'Soutien sur lequel on peut compter'],
    challenges: ['Perfectionnisme', 'Ingérence dans la vie des autres', 'Dévouement jusqu’à l’épuisement', 'Inquiétude'],
  },
  7: {
    description:
      'Le chemin de vie 7 est la quête de ce qui est vrai sous la surface. Il vous faut des moments de solitude pour penser, étudier et méditer, et vos intuitions naissent souvent d’une observation silencieuse. Vous grandissez en faisant assez confiance aux autres pour partager ce que vous découvrez.',
    strengths: ['Esprit profond et analytique', 'Intuition nourrie par l’étude', 'Indépendance de pensée', 'Calme sous la pression'],
    challenges: ['Isolement', 'Méfiance', 'Froideur face aux blessures', 'Tendance à trop réfléchir'],
  },
  8: {
    description:
      'Le chemin de vie 8 parle du pouvoir bien employé : l’argent, l’organisation, l’influence. Vous pensez en objectifs et en résultats, et vous savez porter de grandes responsabilités. Vous grandissez en équilibrant la réussite matérielle par l’intégrité, la générosité et du temps pour ceux avec qui vous travaillez.',
    strengths: ['Sens de la direction', 'Capacité de rebond', 'Bon jugement dans la gestion des ressources', 'Assurance'],
    challenges: ['Bourreau de travail', 'Besoin de contrôle', 'Mesurer sa valeur au statut', 'Impatience face à la faiblesse'],
  },
  9: {
    description:
      'Le chemin de vie 9 invite à servir quelque chose de plus grand que vous. Ouverture d’esprit, sensibilité aux besoins du monde : vous traversez souvent de nombreuses fins et autant de recommencements. Vous grandissez en lâchant prise avec grâce et en donnant sans attendre de retour.',
    strengths: ['Compassion et tolérance', 'Dons créatifs et artistiques', 'Vision large de la vie', 'Générosité'],
    challenges: ['Difficulté à lâcher prise', 'Esprit de sacrifice', 'Déception quand l’idéal n’est pas atteint', 'Négliger ses propres besoins'],
  },
  11: {
    description:
      'Le nombre maître 11 porte la coopération du 2 avec une charge plus intense. Vous sentez les idées et les humeurs avant qu’elles ne soient dites, et vous pouvez inspirer les autres en leur montrant un aperçu du possible. Vous grandissez en ancrant cette sensibilité, pour que la tension nerveuse devienne une boussole.',
    strengths: ['Intuition puissante', 'Présence inspirante', 'Compréhension spirituelle et artistique', 'Empathie'],
    challenges: ['Tension nerveuse', 'Doute de soi', 'Se laisser submerger par les autres', 'Rêves peu réalistes'],
  },
  22: {
    description:
      'Le nombre maître 22 unit la vision du 11 à la méthode du 4. Vous pouvez transformer de grandes idées en structures réelles au service de beaucoup de gens. Vous grandissez en acceptant l’ampleur de votre potentiel sans vous laisser écraser par la pression qu’il apporte.',
    strengths: ['Faire d’une vision un plan', 'Organiser les personnes et les ressources', 'Discipline et patience', 'Pensée à long terme'],
    challenges: ['Pression des attentes élevées', 'Vouloir tout contrôler dans le détail', 'Peur de l’échec', 'Épuisement'],
  },
  33: {
    description:
      'Le nombre maître 33 élève la bienveillance du 6 au rang de vocation. Vous enseignez par l’exemple et aidez les autres à grandir, souvent par un travail créatif ou de soin. Vous grandissez en servant à partir de votre force plutôt qu’en vous sacrifiant.',
    strengths: ['Bienveillance sans condition', 'Don pour enseigner et encourager', 'Expression créative', 'Sens des responsabilités'],
    challenges: ['Porter les fardeaux des autres', 'Perfectionnisme', 'S’oublier soi-même', 'Prendre la critique trop à cœur'],
  },
};

/** Les cycles personnels (année, mois, jour) de 1 à 9. */
export const PERSONAL_CYCLES: Readonly<Record<number, PersonalCycleProse>> = {
  1: {
    year: 'Une année de commencements : lancez des projets, prenez l’initiative et fixez le cap des neuf années à venir.',
    month: 'Un mois pour commencer quelque chose et suivre vos propres idées.',
    day: 'Une journée pour démarrer, décider et prendre les devants.',
  },
  2: {
    year: 'Une année de patience et de partenariat : laissez les projets mûrir lentement, coopérez et soignez vos relations.',
    month: 'Un mois de coopération, d’écoute et de petits pas prudents.',
    day: 'Une journée de diplomatie, de travail d’équipe et d’attention discrète aux détails.',
  },
  3: {
    year: 'Une année d’expression et de vie sociale : créez, communiquez et profitez de votre entourage.',
    month: 'Un mois pour vous exprimer, sortir et créer.',
    day: 'Une journée de conversation, de créativité et de légèreté.',
  },
  4: {
    year: 'Une année de travail et de fondations : organisez-vous, construisez avec régularité et occupez-vous de la santé comme des affaires pratiques.',
    month: 'Un mois de travail régulier, de planification et d’ordre.',
    day: 'Une journée pour vous organiser et boucler les tâches pratiques.',
  },
  5: {
    year: 'Une année de changement et de liberté : attendez-vous à du mouvement, à des expériences nouvelles et à un besoin de variété.',
    month: 'Un mois de changements, de voyages et d’ouvertures inattendues.',
    day: 'Une journée de souplesse, de variété et de nouveautés à essayer.',
  },
  6: {
    year: 'Une année du foyer et des responsabilités : la famille, les relations et les engagements passent au premier plan.',
    month: 'Un mois pour prendre soin du foyer, de la famille et de vos engagements.',
    day: 'Une journée pour aider, soutenir et mettre de l’harmonie.',
  },
  7: {
    year: 'Une année de réflexion : étudiez, reposez-vous, regardez en vous et affinez ce que vous avez bâti.',
    month: 'Un mois de réflexion, d’étude et de moments à soi.',
    day: 'Une journée pour penser, chercher et recharger vos batteries.',
  },
  8: {
    year: 'Une année de réussite : l’ambition, les finances et la reconnaissance des efforts passés viennent au premier plan.',
    month: 'Un mois pour les affaires, les décisions et les résultats.',
    day: 'Une journée pour gérer l’argent, l’autorité et les décisions importantes.',
  },
  9: {
    year: 'Une année d’aboutissement : terminez les cycles, laissez partir ce qui ne vous correspond plus et faites place à un nouveau départ.',
    month: 'Un mois pour terminer, faire le tri et pardonner.',
    day: 'Une journée pour achever les tâches et libérer ce qui est fini.',
  },
};
