/**
 * Le rapport de numérologie en français, au vouvoiement. Un thème est un groupe nominal avec son
 * article, lu après « pour », « vers » ou comme complément direct ; aucune tournure ne le fait
 * suivre « de » ou « à », qui se contracteraient avec l’article (du, au).
 */
import type { NumerologyWords } from './types';

export const fr: NumerologyWords = {
  themes: {
    1: 'l’indépendance, l’initiative et le sens du commandement',
    2: 'la coopération, le tact et la vie à deux',
    3: 'l’expression, la créativité et la joie',
    4: 'l’ordre, le travail suivi et la stabilité',
    5: 'la liberté, le changement et l’expérience',
    6: 'le soin des autres, la responsabilité et l’harmonie',
    7: 'la réflexion, l’intuition et la vérité',
    8: 'la réussite, l’autorité et la maîtrise matérielle',
    9: 'la compassion, la générosité et l’accomplissement',
    11: 'l’intuition, l’inspiration et la vision',
    22: 'les grandes entreprises et la vision concrète',
    33: 'le dévouement, l’enseignement et la guérison',
  },
  lifePath: (t) => `Votre chemin de vie est tourné vers ${t}.`,
  expression: (t) => `Votre nom de naissance révèle des dons pour ${t}.`,
  soulUrge: (t) => `Au fond de vous, votre cœur penche vers ${t}.`,
  personality: (t) => `Au premier abord, on perçoit chez vous un penchant pour ${t}.`,
  birthday: (t) => `Le jour du mois de votre naissance ajoute un talent pour ${t}.`,
  maturity: (t) => `Avec les années, votre vie converge vers ${t}.`,
  hiddenPassion: (t) => `La valeur que votre nom répète le plus trahit un élan pour ${t}.`,
  currentName: (t) => `Le nom que vous portez aujourd’hui oriente votre façon d’agir vers ${t}.`,
  pinnacle: (t) => `Une saison qui récompense ${t}.`,
  challenges: {
    0: 'Le défi du choix : aucune leçon ne s’impose, vous les rencontrez toutes et choisissez celles que vous travaillez.',
    1: 'Apprendre à vous affirmer sans écarter les autres.',
    2: 'Apprendre à ne pas tout prendre à cœur et à compter vos besoins autant que l’harmonie.',
    3: 'Apprendre à dire ce que vous ressentez au lieu de vous disperser ou de vous cacher derrière le charme.',
    4: 'Apprendre la patience avec la routine et la méthode, et terminer ce que vous bâtissez.',
    5: 'Apprendre à bien user de la liberté au lieu de fuir tout engagement.',
    6: 'Apprendre à prendre soin sans contrôler, et à accepter l’imperfection, la vôtre comprise.',
    7: 'Apprendre à faire confiance aux autres et à la vie, pas seulement à votre analyse.',
    8: 'Apprendre un rapport sain à l’argent et au pouvoir, sans les poursuivre ni les craindre.',
  },
  karmicDebt: {
    13: 'Dette karmique 13 : l’effort a été esquivé autrefois ; ici, c’est le travail patient et régulier qui porte ses fruits.',
    14: 'Dette karmique 14 : la liberté a été mal employée autrefois ; ici, la mesure et l’engagement vous rendent libre.',
    16: 'Dette karmique 16 : l’orgueil a chuté autrefois ; ici, l’humilité et une connaissance de soi honnête rebâtissent l’essentiel.',
    19: 'Dette karmique 19 : le pouvoir a été exercé seul autrefois ; ici, l’indépendance grandit en acceptant l’aide.',
  },
  karmicLessons: {
    1: 'Le 1 manque : apprendre à compter sur vous-même et à faire le premier pas.',
    2: 'Le 2 manque : apprendre la patience, le tact et l’attention aux autres.',
    3: 'Le 3 manque : apprendre à vous exprimer et à y prendre plaisir.',
    4: 'Le 4 manque : apprendre l’ordre, la méthode et la persévérance.',
    5: 'Le 5 manque : apprendre à accueillir le changement et l’inconnu.',
    6: 'Le 6 manque : apprendre la responsabilité envers le foyer et les proches.',
    7: 'Le 7 manque : apprendre à regarder en vous et à vous fier à ce que vous y trouvez.',
    8: 'Le 8 manque : apprendre à gérer l’argent, le pouvoir et votre propre autorité.',
    9: 'Le 9 manque : apprendre la tolérance et un regard plus large sur le monde.',
  },
  personalYear: (t) => `Une année qui invite à cultiver ${t}.`,
  personalMonth: (t) => `Un mois qui invite à cultiver ${t}.`,
  personalDay: (t) => `Une journée qui invite à cultiver ${t}.`,
  loShu: {
    mental: { name: 'Plan mental (4-9-2)', complete: 'Les trois chiffres de l’esprit : une bonne mémoire et une pensée claire.', missing: 'Aucun chiffre de l’esprit : vous apprenez par la pratique plus que par la théorie.' },
    emotional: { name: 'Plan émotionnel (3-5-7)', complete: 'Les trois chiffres du sentiment : équilibre et finesse émotionnelle.', missing: 'Aucun chiffre du sentiment : les émotions s’expriment difficilement et demandent de la patience.' },
    practical: { name: 'Plan pratique (8-1-6)', complete: 'Les trois chiffres pratiques : de l’habileté avec les mains, l’argent et les choses concrètes.', missing: 'Aucun chiffre pratique : les questions matérielles demandent de l’organisation et de l’aide.' },
    thought: { name: 'Plan de la pensée (4-3-8)', complete: 'La ligne de la planification : les idées deviennent des plans solides.', missing: 'Aucun chiffre de la planification : mieux vaut écrire vos plans et les vérifier.' },
    will: { name: 'Plan de la volonté (9-5-1)', complete: 'La ligne de la volonté : une détermination qui mène les choses à terme.', missing: 'Aucun chiffre de la volonté : les buts s’atteignent à petits pas plutôt qu’en force.' },
    action: { name: 'Plan de l’action (2-7-6)', complete: 'La ligne de l’action : les idées passent aux actes.', missing: 'Aucun chiffre de l’action : le plus dur est de commencer, alors commencez petit.' },
    success: { name: 'Ligne du succès (4-5-6)', complete: 'La ligne du succès : l’effort se change en reconnaissance.', missing: 'Aucun chiffre du succès : la reconnaissance vient tard, par la persévérance.' },
    property: { name: 'Ligne des biens (2-5-8)', complete: 'La ligne des biens : un talent pour bâtir une sécurité matérielle.', missing: 'Aucun chiffre des biens : la sécurité se construit par l’épargne et le soin.' },
  },
};
