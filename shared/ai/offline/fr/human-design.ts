/**
 * Les 13 sections Human Design d'un blueprint, en français. Mêmes faits que l'anglais (type,
 * autorité, profil, définition, croix, centres, variables), phrases écrites pour le français, au
 * vouvoiement ; le type se dit « le type Générateur » et jamais « vous êtes Générateur » (genre
 * inconnu). Les noms affichés (types, centres, canaux, croix) viennent des tables de libellés.
 */
import type { BlueprintFacts, HdCenter, HumanDesignFacts } from '../../facts';
import type { HumanDesignSection } from '../../sections';
import { labelOf, labelsFor } from '../../../i18n/labels/index';
import { authorityKey, crossAngleKey, definitionKey, hdTypeKey, parseProfile, variableText, type AuthorityKey, type HdTypeKey } from '../hd-texts';

const paragraphs = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const liste = (xs: string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}`);
const minuscule = (s: string): string => (s ? s[0]!.toLowerCase() + s.slice(1) : s);

const TYPES: Record<HdTypeKey, { aura: string; don: string; strategie: string }> = {
  generator: {
    aura: 'Votre aura est ouverte et enveloppante : elle attire la vie vers vous et vous permet de sentir, dans le ventre, si une chose a de l’énergie pour vous.',
    don: 'Vous portez une force vitale renouvelable. Quand votre travail vous passionne vraiment, vous tenez bien après que les autres se sont arrêtés, et votre satisfaction devient contagieuse.',
    strategie: 'Plutôt que de forcer les choses, laissez la vie vous apporter de quoi réagir (une question, une proposition, une image, un son), puis écoutez la réponse du ventre, ce « hm-hm » ou ce « hm-mm » qui précède la pensée.',
  },
  manifestingGenerator: {
    aura: 'Votre aura est ouverte et enveloppante comme celle du Générateur, et un moteur relié à la Gorge vous donne en plus de la vitesse et le talent des raccourcis.',
    don: 'Votre design vous porte à mener plusieurs choses de front et avancer vite une fois que le ventre a dit oui. Sauter des étapes n’est pas un défaut chez vous : c’est souvent ainsi que vous trouvez le chemin le plus efficace.',
    strategie: 'Attendez quelque chose à quoi répondre, fiez-vous au oui du ventre et, avant de filer à votre allure habituelle, prévenez les personnes concernées de ce que vous allez faire.',
  },
  manifestor: {
    aura: 'Votre aura est fermée et protectrice : elle vous donne de l’indépendance et un impact que les autres ressentent avant même que vous ne parliez.',
    don: 'Votre rôle est d’initier : lancer des choses, ouvrir des directions nouvelles, mettre les autres en mouvement. Votre énergie vient par vagues, avec un vrai besoin de repos entre deux.',
    strategie: 'Avant d’agir, informez les personnes que votre action touchera. Il ne s’agit pas de demander la permission : cela réduit simplement les résistances et permet à vos initiatives d’aboutir en douceur.',
  },
  projector: {
    aura: 'Votre aura est concentrée et pénétrante : elle va à la rencontre des autres et vous montre comment ils fonctionnent, souvent plus clairement qu’ils ne le voient eux-mêmes.',
    don: 'Vous êtes là pour guider, gérer et orienter l’énergie plutôt que pour travailler comme un moteur. Votre regard a le plus de valeur quand il est reconnu et sollicité.',
    strategie: 'Pour les grandes décisions de la vie (le travail, l’amour, le lieu où vivre), attendez la reconnaissance et l’invitation. La reconnaissance ouvre la porte par laquelle vos conseils peuvent être reçus.',
  },
  reflector: {
    aura: 'Votre aura échantillonne et résiste : vous recevez les énergies qui vous entourent et vous renvoyez l’état de santé de votre communauté.',
    don: 'Tous vos centres étant ouverts, vous percevez les personnes et les lieux avec une netteté rare. Vous êtes le baromètre de votre environnement, et le fait d’être au bon endroit compte énormément.',
    strategie: 'Donnez aux décisions importantes environ 28 jours, un cycle lunaire complet. Pendant que la Lune traverse toutes les portes, en parler avec des proches de confiance laisse votre clarté se former.',
  },
};

const AUTORITES: Record<AuthorityKey, string> = {
  emotional:
    'Avec l’autorité émotionnelle, la clarté vient avec le temps, jamais dans l’instant. Vos sentiments avancent par vagues, de l’espoir au doute et retour, et aucun point de la vague ne dit toute la vérité. Dormez sur les choix importants, observez ce que vous en pensez à différents moments, et décidez quand un oui ou un non calme et posé s’est dégagé.',
  sacral:
    'Avec l’autorité sacrale, votre vérité parle par le ventre, au présent. C’est un son ou un élan du corps, vers la chose ou loin d’elle, qui arrive avant que le mental ait plaidé sa cause. Les questions auxquelles on répond par oui ou par non vous aident à l’entendre.',
  splenic:
    'Avec l’autorité splénique, votre guide est une intuition discrète et instantanée qui ne parle qu’une fois. C’est un savoir subtil de ce qui est sain et sûr pour vous, ici et maintenant. Elle ne se répète pas et ne discute pas : tout l’art consiste à remarquer ce premier murmure et à lui faire confiance.',
  ego:
    'Avec l’autorité de l’Ego, vos décisions viennent du centre du Cœur : ce que vous voulez vraiment, et ce à quoi vous voulez engager votre volonté. Écoutez ce que vous dites spontanément d’un choix ; les mots « je veux » et « je vais » portent votre vérité.',
  selfProjected:
    'Avec l’autorité auto-projetée, votre vérité devient claire quand vous vous entendez parler. Exposez vos décisions à des personnes de confiance, non pour recevoir leurs conseils, mais pour entendre votre propre voix et sentir quelle direction exprime vraiment qui vous êtes.',
  mental:
    'Avec une autorité mentale ou environnementale (parfois dite extérieure), aucun centre intérieur ne vous donne directement la réponse. La clarté vient en réfléchissant à voix haute avec des interlocuteurs de confiance et en observant l’effet des différents lieux sur vous : le bon endroit mène souvent aux bonnes décisions.',
  lunar:
    'Avec l’autorité lunaire, vos décisions mûrissent sur un cycle complet de la Lune. Accordez environ quatre semaines aux choix importants, observez ce que vous ressentez tout au long de cette période, et laissez des échanges de confiance vous montrer le fil qui ne change pas.',
};

const LIGNES: Record<number, { nom: string; texte: string; court: string }> = {
  1: { nom: 'Investigateur', texte: 'a besoin de bases solides et trouve sa sécurité en étudiant les choses en profondeur', court: 'enquête avant de s’engager' },
  2: { nom: 'Ermite', texte: 'possède des talents naturels qui s’épanouissent dans le calme, et que d’autres viennent chercher quand ils les remarquent', court: 'a besoin de tranquillité pour laisser mûrir ses dons' },
  3: { nom: 'Martyr', texte: 'apprend par essais et erreurs, découvre ce qui marche en se heurtant à ce qui ne marche pas, et en tire une sagesse à toute épreuve', court: 'apprend en expérimentant' },
  4: { nom: 'Opportuniste', texte: 's’épanouit grâce à son réseau : les occasions arrivent par les amis et les personnes déjà connues et appréciées', court: 'grandit par un réseau de confiance' },
  5: { nom: 'Hérétique', texte: 'est perçu comme la personne aux solutions pratiques, porte les projections des autres et y répond au mieux par des réponses concrètes et universelles', court: 'est sollicité pour ses solutions pratiques' },
  6: { nom: 'Modèle', texte: 'traverse la vie par étapes : expérimenter dans la jeunesse, observer ensuite avec du recul, puis incarner un exemple digne de confiance', court: 'mûrit jusqu’à devenir un exemple fiable' },
};

const DEFINITIONS: Record<string, string> = {
  none: 'Sans définition, tous les centres de votre carte sont ouverts. Aucune manière fixe de traiter les choses ne s’impose à vous, ce qui vous rend d’une grande souplesse et vous donne une fine connaissance des autres, et rend le choix de votre entourage et de vos lieux de vie particulièrement important.',
  single:
    'Avec une définition simple, tous vos centres définis sont reliés en un seul flux continu. Vous traitez les choses par vous-même, à votre rythme, avec une certaine autonomie ; personne n’a besoin de compléter quoi que ce soit pour vous.',
  split:
    'Avec une définition scindée, vos centres définis forment deux zones séparées. Les personnes ou les situations qui activent les portes entre elles font l’effet d’un pont : tout s’éclaire d’un coup. Prenez le temps de digérer, et ne confondez pas le soulagement d’être relié avec la bonne relation.',
  tripleSplit:
    'Avec une triple scission, vos centres définis forment trois zones séparées. La variété vous réussit, tout comme les lieux fréquentés, où les ponts arrivent d’eux-mêmes. Votre processus est minutieux : donnez à vos décisions un temps supplémentaire.',
  quadrupleSplit:
    'Avec une quadruple scission, quatre zones de définition agissent en vous. Cette configuration rare traite les choses lentement et de façon indépendante ; la presser crée du stress, tandis que la patience laisse votre grande complexité s’assembler.',
};

const ANGLES: Record<string, string> = {
  right: 'Croix à angle droit, elle décrit un chemin personnel : votre raison d’être se déploie surtout à travers vos propres expériences, et les personnes rencontrées en route jouent souvent un rôle dans votre évolution.',
  juxtaposition: 'Croix de juxtaposition, elle décrit un chemin singulier et constant : vous apportez une couleur bien précise à tout ce que vous faites, et votre rôle s’éclaire quand vous le vivez simplement, avec régularité.',
  left: 'Croix à angle gauche, elle décrit un chemin transpersonnel : votre raison d’être se tisse à travers les relations et les rencontres, et ce que vous faites compte pour beaucoup d’autres personnes.',
};

const CENTRES: Record<HdCenter, { defini: string; ouvert: string }> = {
  head: {
    defini: 'Votre Tête définie vous donne une source d’inspiration constante et un flot régulier de questions auxquelles vous revenez encore et encore.',
    ouvert: 'Votre Tête ouverte puise l’inspiration partout ; le piège serait de vouloir répondre à chaque question qui se présente : laissez passer celles qui ne sont pas les vôtres.',
  },
  ajna: {
    defini: 'Votre Ajna défini vous donne une manière fiable de penser et d’organiser les idées ; votre esprit tient ses concepts avec constance.',
    ouvert: 'Votre Ajna ouvert vous fait voir toutes les facettes d’un débat ; le piège serait de jouer la certitude, alors que votre sagesse tient dans la souplesse.',
  },
  throat: {
    defini: 'Votre Gorge définie vous donne une voix constante et une manière reconnaissable de vous exprimer et d’agir.',
    ouvert: 'Votre Gorge ouverte sait parler de mille façons ; le piège serait de parler pour attirer l’attention, alors que vos mots portent le plus quand ils viennent en leur temps.',
  },
  g: {
    defini: 'Votre centre G défini vous donne une identité, un amour et une direction stables, qui vous accompagnent partout.',
    ouvert: 'Votre centre G ouvert laisse circuler identité et direction ; le piège serait de chercher sans fin qui vous êtes, alors que votre sagesse consiste à laisser les bons lieux et les bonnes personnes vous guider.',
  },
  heart: {
    defini: 'Votre Cœur défini vous donne une volonté fiable et une saine estime de vous-même, tant que vous tenez les promesses que vous faites.',
    ouvert: 'Avec un Cœur ouvert, vous n’avez rien à prouver ; le piège serait de trop promettre pour montrer votre valeur, alors que votre sagesse est de savoir ce que vaut vraiment une personne.',
  },
  sacral: {
    defini: 'Votre Sacral défini est un moteur puissant et renouvelable de force vitale, qui donne le meilleur quand il sert ce à quoi votre ventre dit oui.',
    ouvert: 'Votre Sacral ouvert amplifie l’énergie des autres ; le piège est de ne pas sentir quand c’est assez : reposez-vous avant l’épuisement.',
  },
  solarPlexus: {
    defini: 'Votre Plexus solaire défini produit une vague émotionnelle qui fait partie de vous ; respecter son rythme apporte profondeur et clarté.',
    ouvert: 'Votre Plexus solaire ouvert ressent et amplifie les émotions alentour ; le piège serait d’éviter la vérité pour préserver la paix, alors que votre sagesse est le discernement émotionnel.',
  },
  spleen: {
    defini: 'Votre Rate définie vous donne un instinct constant de ce qui est sain et un sentiment naturel de bien-être.',
    ouvert: 'Votre Rate ouverte est sensible à la santé et aux atmosphères ; le piège serait de garder ce qui ne vous fait pas de bien, simplement parce que c’est familier.',
  },
  root: {
    defini: 'Votre Racine définie vous permet de gérer la pression à votre propre rythme, et de transformer le stress en carburant.',
    ouvert: 'Votre Racine ouverte amplifie la pression extérieure ; le piège serait de vous précipiter pour en finir et vous en libérer : prenez le temps dont vous avez réellement besoin.',
  },
};

const MOTIVATIONS: Record<string, string> = {
  fear: 'La peur comme motivation n’a rien d’une faiblesse : c’est une intelligence en éveil qui vous pousse à comprendre, à vous préparer et à mettre les choses en sécurité.',
  hope: 'L’espoir comme motivation vous fait avancer vers ce qui pourrait être ; la possibilité d’un mieux vous porte, et cet élan entraîne les autres.',
  desire: 'Le désir comme motivation vous donne la passion de mener et d’aller chercher ce qui compte pour vous, de tout votre cœur et à visage découvert.',
  need: 'Le besoin comme motivation aiguise votre attention à ce qui manque et à ce qui ferait fonctionner les choses, et vous pousse à combler de vrais manques.',
  guilt: 'La culpabilité comme motivation, bien comprise, est un sens fin de ce qui est juste et équitable, qui vous pousse à remettre les choses en ordre.',
  innocence: 'L’innocence comme motivation signifie que l’ouverture et une curiosité sincère vous mettent en mouvement : vous abordez la vie sans arrière-pensée.',
};

const PERSPECTIVES: Record<string, string> = {
  survival: 'Une perspective de survie vous fait remarquer l’essentiel et ce qui le menace ; vous voyez vite ce qui compte vraiment.',
  possibility: 'Une perspective de possibilité vous montre les nombreuses tournures que peut prendre une situation ; vous voyez d’emblée des options que d’autres négligent.',
  power: 'Une perspective de pouvoir vous fait repérer où se trouvent l’influence et l’énergie, et comment faire marcher les choses.',
  wanting: 'Une perspective du manque vous fait remarquer ce que les gens apprécient et désirent ; vous voyez ce qui ferait la différence.',
  probability: 'Une perspective de probabilité vous fait repérer les schémas et les tendances : vous voyez ce qui a le plus de chances d’arriver.',
  personal: 'Une perspective personnelle vous fait voir les choses de près : leur effet sur chacun, une personne à la fois.',
};

const DIGESTIONS: Record<string, string> = {
  appetite: 'La digestion par l’appétit concerne le rythme des repas : une chose à la fois, dans l’ordre, ou bien de petites prises tout au long de la journée, selon votre tonalité.',
  taste: 'La digestion par le goût affine votre sélection : la nourriture, comme l’information, vous profite quand vos sens la trouvent juste, et un cadre calme ou ouvert vous aide à l’assimiler.',
  thirst: 'La digestion par la soif concerne la température : les plats et boissons chauds ou froids vous conviennent mieux selon votre tonalité, et l’hydratation joue un rôle particulier.',
  touch: 'La digestion par le toucher concerne l’humeur : vous assimilez le mieux dans le calme, ou au contraire dans l’animation, selon votre tonalité.',
  sound: 'La digestion par le son concerne l’ambiance sonore des repas : le silence ou le bruit, selon votre tonalité, aide votre corps à assimiler ce qu’il reçoit.',
  light: 'La digestion par la lumière concerne le moment de la journée : manger à la lumière du jour ou dans l’obscurité, selon votre tonalité, convient le mieux à votre corps.',
};

const ENVIRONNEMENTS: Record<string, string> = {
  caves: 'L’environnement des grottes vous convient le mieux : des espaces protégés et choisis, le dos couvert, d’où vous voyez qui entre et qui sort.',
  markets: 'L’environnement des marchés vous convient le mieux : des lieux d’échange et de mouvement, intérieurs ou extérieurs, où la valeur circule et où les gens se croisent.',
  kitchens: 'L’environnement des cuisines vous convient le mieux : des lieux chaleureux et animés, où l’on mélange, prépare et transforme ensemble.',
  mountains: 'L’environnement des montagnes vous convient le mieux : des hauteurs avec une vue, d’où vous observez et où l’on vous voit de loin.',
  valleys: 'L’environnement des vallées vous convient le mieux : des lieux de rassemblement, où vous recevez ce qui descend vers vous et où vous vous liez aux autres.',
  shores: 'L’environnement des rivages vous convient le mieux : les lisières et les passages, entre l’eau et la terre, entre un monde et un autre.',
};

const SENS: Record<string, string> = {
  smell: 'L’odorat comme sens de conception signifie que votre conscience flaire, de façon subtile et instinctive, ce qui est juste, parfois littéralement par les odeurs.',
  taste: 'Le goût comme sens de conception signifie que vous connaissez les choses en les goûtant : votre conscience trie et choisit.',
  'outer vision': 'La vision extérieure comme sens de conception signifie que votre conscience passe par ce que vous voyez réellement : observer le monde vous éclaire.',
  'inner vision': 'La vision intérieure comme sens de conception signifie que votre conscience passe par des images intérieures et par la visualisation de ce qui pourrait être.',
  feeling: 'Le ressenti comme sens de conception signifie que votre conscience passe par la perception corporelle d’une personne ou d’une situation.',
  touch: 'Le toucher comme sens de conception signifie que votre conscience passe par le contact et la présence physique : vous comprenez en mettant la main à la pâte.',
};

const variableManquante = (quoi: string): string =>
  `La variable ${quoi} n’a pas pu être déterminée pour cette carte (il faut une heure de naissance précise) ; cette partie reste donc générale : observez sans pression dans quelles conditions votre esprit est le plus clair, et laissez cette observation vous guider.`;

/** Le type en français : « Générateur », etc. (tables de libellés). */
const typeFr = (h: HumanDesignFacts): string => labelOf('fr', 'hdTypes', h.type);
const autoriteFr = (h: HumanDesignFacts): string => minuscule(labelOf('fr', 'hdAuthorities', h.authority));
const strategieFr = (h: HumanDesignFacts): string => minuscule(labelOf('fr', 'hdStrategies', h.strategy));
const themeFr = (t: string): string => labelOf('fr', 'hdThemes', t);
const centreFr = (c: HdCenter): string => (c === 'g' ? 'centre G' : labelOf('fr', 'hdCenters', c));

const SIGNATURES: Record<HdTypeKey, { signature: string; nonSoi: string }> = {
  generator: { signature: 'Satisfaction', nonSoi: 'Frustration' },
  manifestingGenerator: { signature: 'Satisfaction', nonSoi: 'Frustration' },
  manifestor: { signature: 'Peace', nonSoi: 'Anger' },
  projector: { signature: 'Success', nonSoi: 'Bitterness' },
  reflector: { signature: 'Surprise', nonSoi: 'Disappointment' },
};

function signatureDe(h: HumanDesignFacts): { signature: string; nonSoi: string } {
  const k = hdTypeKey(h.type);
  return {
    signature: themeFr(h.signature ?? (k ? SIGNATURES[k].signature : 'Alignement')),
    nonSoi: themeFr(h.notSelfTheme ?? (k ? SIGNATURES[k].nonSoi : 'Résistance')),
  };
}

/** Le nom français d'une croix (tables de libellés), le numéro de variante ôté ; undefined si la table ne la connaît pas. */
function croixFr(name: string): string | undefined {
  const table = labelsFor('fr').hdCrosses;
  const exact = table[name];
  const key = exact ? name : Object.keys(table).find((k) => k.startsWith(`${name.replace(/\s*\(\d+\)$/, '')} (`));
  return key ? table[key]!.replace(/\s*\(\d+\)$/, '') : undefined;
}

function phraseCroix(name: string, gates: number[] | undefined): string {
  const nom = croixFr(name);
  const portes = gates?.length ? `formée des portes ${liste(gates.map(String))}` : '';
  if (!nom) return portes ? `Votre croix d’incarnation est ${portes}.` : 'Votre croix d’incarnation donne le grand thème de votre vie.';
  return `Votre croix d’incarnation : ${nom}${portes ? `, ${portes}` : ''}.`;
}

export function humanDesignSection(key: HumanDesignSection, facts: BlueprintFacts): string {
  const h = facts.humanDesign;
  if (!h) return '';
  const tk = hdTypeKey(h.type);
  const t = tk ? TYPES[tk] : undefined;
  const type = typeFr(h);
  const definis = h.definedCenters.map(centreFr);
  const ouverts = h.undefinedCenters.map(centreFr);
  const { signature, nonSoi } = signatureDe(h);
  const ak = authorityKey(h.authority);
  const v = h.variables ?? {};
  switch (key) {
    case 'type':
      return paragraphs(
        `Votre type est ${type}${definis.length === 1 ? `, avec un seul centre défini sur 9 (${definis[0]})` : definis.length ? `, avec ${definis.length} centres définis sur 9 (${liste(definis)})` : ', avec les neuf centres ouverts'}.`,
        t ? `${t.aura} ${t.don}` : 'Votre type décrit la manière dont votre énergie rencontre le monde et dont votre vie vous invite à vous engager dans la vie.',
        `Quand vous vivez selon votre type, le signe qui vous le confirme s’appelle ${minuscule(signature)} ; le signal du non-soi, ${minuscule(nonSoi)}, vous prévient avec bienveillance quand vous vous écartez de cette voie.`,
      );
    case 'strategy':
      return paragraphs(
        `Pour le type ${type}, la stratégie consiste à ${strategieFr(h)}.`,
        t?.strategie ?? 'Votre stratégie est une manière concrète d’entrer dans les situations qui réduit les résistances dans votre vie.',
        `Elle va de pair avec votre autorité ${autoriteFr(h)} : la stratégie vous dit comment accueillir une occasion, l’autorité vous dit si elle vous convient. Essayez-la d’abord sur de petits choix du quotidien, comme l’invitation à accepter ou la tâche à commencer, et voyez combien les choses deviennent plus fluides.`,
      );
    case 'authority':
      return paragraphs(
        `Votre autorité intérieure est ${autoriteFr(h)}.`,
        ak ? AUTORITES[ak] : 'Votre autorité est la boussole intérieure qui vous dit, au-delà des arguments du mental, ce qui est juste pour vous.',
        `Pour le type ${type}, c’est l’étape finale après la stratégie (${strategieFr(h)}). Le mental reste un excellent conseiller pour les autres ; pour vos propres décisions, laissez cette autorité trancher.`,
      );
    case 'profile': {
      const lignes = parseProfile(h.profile);
      if (!lignes) return paragraphs(`Votre profil est le ${h.profile}.`, 'Le profil décrit le costume que porte votre raison d’être : le rôle que vous jouez volontiers auprès des autres.');
      const [c, d] = lignes;
      const lc = LIGNES[c]!;
      const ld = LIGNES[d]!;
      return paragraphs(
        `Votre profil est le ${h.profile}, ${lc.nom}/${ld.nom}.`,
        `Votre ligne consciente, la ligne ${c} ou ${lc.nom}, ${lc.texte}. Votre ligne inconsciente, la ligne ${d} ou ${ld.nom}, ${ld.texte}.`,
        c === d
          ? 'Les deux lignes partagent le même thème, ce qui le rend particulièrement marqué dans votre vie.'
          : `Ensemble, elles décrivent une personne qui ${lc.court} et qui ${ld.court}. C’est en vivant votre stratégie et votre autorité que ce profil se déploie naturellement.`,
      );
    }
    case 'definition': {
      const dk = definitionKey(h.definition);
      const canaux = h.channels.map((c) => {
        const nom = labelOf('fr', 'hdChannels', `${Math.min(...c.gates)}-${Math.max(...c.gates)}`);
        return `${c.gates[0]}-${c.gates[1]}${/^\d+-\d+$/.test(nom) ? '' : ` (${nom})`}`;
      });
      return paragraphs(
        `Votre définition : ${minuscule(labelOf('fr', 'hdDefinitions', h.definition))}.`,
        DEFINITIONS[dk] ?? '',
        canaux.length
          ? `Elle repose sur ${canaux.length === 1 ? 'le canal' : `${canaux.length} canaux :`} ${liste(canaux)}, qui ${canaux.length === 1 ? 'relie' : 'relient'} ${liste(definis)}.`
          : 'Aucun canal n’est complet dans votre carte : votre constance réside dans l’ouverture elle-même.',
      );
    }
    case 'incarnationCross': {
      const c = h.incarnationCross;
      if (!c) return paragraphs('Votre croix d’incarnation n’a pas pu être déterminée pour cette carte.', 'Elle décrit un thème de vie ; en attendant, votre type, votre stratégie et votre autorité restent les guides les plus concrets.');
      const ak2 = crossAngleKey(c.angle, c.name);
      return paragraphs(
        phraseCroix(c.name, c.gates),
        ak2 ? ANGLES[ak2] : 'Elle décrit le grand thème autour duquel votre vie tend à tourner.',
        'Une croix n’est ni une mission à accomplir ni un destin à redouter. C’est un thème qui se déploie de lui-même à mesure que vous suivez votre stratégie et votre autorité, et qui s’éclaire souvent dans la seconde moitié de la vie.',
      );
    }
    case 'signature':
      return paragraphs(
        `Pour le type ${type}, la signature est ${minuscule(signature)}, et le thème du non-soi ${minuscule(nonSoi)}.`,
        `${signature} : c’est la confirmation discrète que vous vivez en accord avec votre design, et les décisions prises par votre autorité ${autoriteFr(h)} y mènent le plus souvent.`,
        `${nonSoi} : ce n’est pas un échec mais un signal utile. Quand ce signal apparaît, faites une pause et demandez-vous si vous avez abordé la situation par votre stratégie (${strategieFr(h)}) ou sous une pression extérieure.`,
      );
    case 'motivation':
      return paragraphs(
        v.motivation ? `Votre motivation : ${minuscule(labelOf('fr', 'hdMotivation', v.motivation))}.` : undefined,
        variableText(MOTIVATIONS, v.motivation) ?? variableManquante('de motivation'),
        'La motivation décrit pourquoi vous agissez quand vous vivez votre design, ce qui n’est pas forcément ce qui, selon vous, devrait vous pousser.',
      );
    case 'perspective':
      return paragraphs(
        v.perspective ? `Votre perspective : ${minuscule(labelOf('fr', 'hdPerspective', v.perspective))}.` : undefined,
        variableText(PERSPECTIVES, v.perspective) ?? variableManquante('de perspective'),
        'La perspective, aussi appelée vue, est l’objectif à travers lequel votre esprit cadre naturellement ce qu’il voit.',
      );
    case 'digestion':
      return paragraphs(
        v.digestion ? `Votre digestion (détermination) : ${minuscule(labelOf('fr', 'hdDetermination', v.digestion.replace(/\s*\(.*\)$/, '')))}.` : undefined,
        variableText(DIGESTIONS, v.digestion) ?? variableManquante('de digestion'),
        'Voyez-y une expérience en douceur sur la manière dont vous recevez la nourriture et l’information, jamais une règle médicale ; tout ce qui touche à la santé relève d’un professionnel qualifié.',
      );
    case 'environment':
      return paragraphs(
        v.environment ? `Votre environnement : ${minuscule(labelOf('fr', 'hdEnvironment', v.environment.replace(/\s*\(.*\)$/, '')))}.` : undefined,
        variableText(ENVIRONNEMENTS, v.environment) ?? variableManquante('d’environnement'),
        'Le bon environnement soutient tout le reste de votre design ; remarquez combien les lieux changent votre clarté et votre bien-être.',
      );
    case 'designSense':
      return paragraphs(
        v.designSense ? `Votre sens de conception (cognition) : ${minuscule(labelOf('fr', 'hdCognition', v.designSense))}.` : undefined,
        variableText(SENS, v.designSense) ?? variableManquante('du sens de conception'),
        'Le sens de conception montre par quel canal la conscience de votre corps fonctionne le mieux ; lui faire confiance affine votre perception.',
      );
    case 'definedCenters':
      return h.definedCenters.length
        ? paragraphs(
            `Vos centres définis : ${liste(definis)}. Ce sont vos énergies constantes, les parts de vous qui fonctionnent de la même manière, quelle que soit la compagnie.`,
            h.definedCenters.map((c) => CENTRES[c].defini).join(' '),
            'Les autres perçoivent ces énergies chez vous ; ce sont des ressources fiables sur lesquelles bâtir.',
          )
        : paragraphs('Aucun de vos centres n’est défini : tous les centres de votre carte sont ouverts.', 'Loin d’un manque, c’est votre don. Vous vivez toute la palette des énergies humaines à travers les autres, et vous pouvez acquérir à leur sujet une grande sagesse, à condition de ne pas les prendre pour les vôtres.');
    case 'undefinedCenters':
      return h.undefinedCenters.length
        ? paragraphs(
            `Vos centres non définis, ou ouverts : ${liste(ouverts)}. Là, vous recevez et amplifiez les énergies des autres, ce qui en fait des lieux d’apprentissage et de sagesse possible.`,
            h.undefinedCenters.map((c) => CENTRES[c].ouvert).join(' '),
            'La pratique est simple : remarquez ce que vous ressentez dans ces domaines et demandez-vous si cela vous appartient vraiment.',
          )
        : paragraphs('Vos neuf centres sont tous définis, ce qui est très rare.', 'Votre énergie est très constante et moins sensible au conditionnement des autres ; l’apprentissage consiste à comprendre combien vos énergies fixes agissent sur votre entourage.');
  }
}
