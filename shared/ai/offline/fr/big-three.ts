/**
 * Le calculateur des trois piliers (Soleil, Lune, Ascendant) en français : mots-clés et
 * description de chaque signe dans chaque rôle. Mots-clés en noms (un adjectif s'accorderait au
 * lecteur, dont le genre est inconnu), vouvoiement.
 */
import type { BigThreeProse } from '../pack-types';

export const BIG_THREE: BigThreeProse = {
  aries: {
    sun: { keywords: 'initiative, courage, franchise, élan', description: 'Votre être profond s’éveille quand vous commencez quelque chose. Vous apprenez en agissant, préférez un défi clair à un consensus lent, et votre sens du but grandit quand vous suivez votre impulsion et assumez le résultat.' },
    moon: { keywords: 'émotions vives, indépendance, sincérité, impatience', description: 'Les émotions arrivent vite et repartent vite. Vous retrouvez votre calme quand vous pouvez bouger, décider et parler tout de suite, auprès de personnes qui ne prennent pas un coup de sang pour une offense.' },
    rising: { keywords: 'audace, énergie, franc-parler, esprit de compétition', description: 'On vous rencontre déjà en mouvement : un regard direct, un pas vif, peu de bavardage. Vous abordez les situations nouvelles de front, et les autres attendent souvent que vous fassiez le premier pas.' },
  },
  taurus: {
    sun: { keywords: 'constance, patience, sensualité, fidélité', description: 'Vous bâtissez votre vie comme un jardinier prépare sa terre : lentement, délibérément, pour durer. Le confort, la beauté et la fiabilité comptent pour vous, et quand vous vous engagez envers une personne ou un projet, vous tenez bon avec une ténacité remarquable.' },
    moon: { keywords: 'sécurité, confort, calme, stabilité', description: 'Il vous faut un sol émotionnel qui ne bouge pas. Un bon repas, des lieux familiers, la chaleur du corps et des habitudes régulières vous ressourcent, et vous montrez votre affection par des gestes concrets.' },
    rising: { keywords: 'calme, solidité, douceur, lenteur assumée', description: 'La première impression que vous donnez est celle du calme et de la solidité. Vous observez avant d’agir, choisissez le confort et la qualité, et votre présence rassure.' },
  },
  gemini: {
    sun: { keywords: 'curiosité, esprit, polyvalence, communication', description: 'Les idées, les conversations et la variété vous nourrissent. Votre esprit relie les choses très vite, vous aimez apprendre un peu de tout, et vous trouvez votre voie en posant des questions et en gardant plusieurs portes ouvertes.' },
    moon: { keywords: 'besoin d’en parler, stimulation, légèreté, changement', description: 'Vous traversez vos émotions en les nommant et en les partageant. L’ennui vous trouble davantage que le conflit, et un échange animé ou une information nouvelle peut changer votre humeur en quelques minutes.' },
    rising: { keywords: 'vivacité, humour, sociabilité, mobilité', description: 'On découvre en vous une vivacité curieuse de tout : vous posez des questions, faites des liens et mettez l’ambiance en mouvement. Les premières minutes avec vous ont souvent le goût d’une conversation passionnante.' },
  },
  cancer: {
    sun: { keywords: 'sollicitude, protection, mémoire, intuition', description: 'Votre identité se construit autour de ceux que vous aimez et des lieux où vous vous sentez chez vous. Vous protégez, nourrissez et vous souvenez, et votre but prend forme quand vous créez un abri pour les autres comme pour vous.' },
    moon: { keywords: 'besoin d’appartenance, tendresse, sensibilité, fidélité', description: 'Vos émotions sont profondes et changeantes comme des marées. Le foyer, les proches et les rituels familiers vous apaisent, et vous avez besoin de sentir que votre place est gardée.' },
    rising: { keywords: 'douceur, réserve, bienveillance, prudence', description: 'Au premier abord, vous dégagez de la douceur et une certaine réserve, et vous sondez l’atmosphère avant de vous livrer. Les autres sentent vite qu’ils peuvent compter sur votre bienveillance.' },
  },
  leo: {
    sun: { keywords: 'générosité, créativité, fierté, chaleur', description: 'Vous rayonnez quand vous pouvez créer, jouer et donner de votre cœur. Vous aimez être vu pour ce que vous faites de mieux, et votre générosité réchauffe tous ceux qui vous entourent.' },
    moon: { keywords: 'besoin de reconnaissance, loyauté, enthousiasme, théâtre', description: 'Vous avez besoin que vos émotions soient vues et honorées. Un compliment sincère, un moment de jeu ou un geste d’affection démonstratif vous remettent d’aplomb, et vous rendez cette chaleur au centuple.' },
    rising: { keywords: 'prestance, chaleur, assurance, panache', description: 'Vous faites une entrée, même sans le vouloir : une allure, un sourire, une présence qui remplit la pièce. Les autres se tournent volontiers vers vous pour donner le ton.' },
  },
  virgo: {
    sun: { keywords: 'précision, service, discernement, méthode', description: 'Vous trouvez votre sens en rendant les choses meilleures, plus claires et plus utiles. Vous remarquez les détails que d’autres manquent, et votre savoir-faire se met volontiers au service d’un travail bien fait.' },
    moon: { keywords: 'besoin d’ordre, utilité, attention, pudeur', description: 'Vous vous apaisez en remettant de l’ordre : une liste, une tâche menée à bien, un problème résolu. Vous montrez votre affection par de petites attentions pratiques plutôt que par de grandes déclarations.' },
    rising: { keywords: 'sobriété, attention, modestie, efficacité', description: 'La première impression est celle d’une présence soignée et attentive, qui observe avant de parler. Les autres remarquent vite votre sens pratique et votre fiabilité.' },
  },
  libra: {
    sun: { keywords: 'harmonie, justice, élégance, partenariat', description: 'Vous vous réalisez dans la relation et dans la recherche de l’équilibre. Vous pesez les points de vue, cherchez la solution juste, et la beauté des formes comme des échanges compte beaucoup pour vous.' },
    moon: { keywords: 'besoin de paix, douceur, échange, esthétique', description: 'Les tensions vous pèsent, et vous retrouvez votre calme dans un cadre harmonieux et une relation apaisée. Vous avez besoin de partager vos émotions avec quelqu’un pour les comprendre.' },
    rising: { keywords: 'charme, courtoisie, diplomatie, grâce', description: 'Vous abordez les autres avec courtoisie et un sens naturel de la mesure. Votre charme met les gens à l’aise, et l’on vous confie volontiers le soin de rapprocher les points de vue.' },
  },
  scorpio: {
    sun: { keywords: 'intensité, profondeur, loyauté, transformation', description: 'Vous vivez les choses entièrement ou pas du tout. Vous cherchez la vérité sous la surface, traversez les crises avec une force étonnante, et votre but grandit à travers les transformations que vous osez.' },
    moon: { keywords: 'émotions profondes, discrétion, confiance, passion', description: 'Vos émotions sont intenses et vous les gardez souvent pour vous. La confiance se gagne lentement, mais une fois donnée elle est totale, et vous avez besoin de liens vrais plutôt que de relations de surface.' },
    rising: { keywords: 'magnétisme, réserve, perspicacité, intensité', description: 'Vous dégagez une présence magnétique et un peu mystérieuse : vous observez beaucoup et révélez peu. Les autres sentent votre perspicacité avant même que vous ne parliez.' },
  },
  sagittarius: {
    sun: { keywords: 'liberté, optimisme, quête de sens, franchise', description: 'Vous avancez en élargissant vos horizons : voyages, études, rencontres et grandes idées. Votre optimisme est contagieux, et vous trouvez votre but en cherchant ce qui donne un sens à l’ensemble.' },
    moon: { keywords: 'besoin d’espace, enthousiasme, humour, spontanéité', description: 'Vous avez besoin d’air et de mouvement pour vous sentir bien. L’enfermement vous pèse, et une aventure, un projet ou un éclat de rire suffisent souvent à dissiper un nuage.' },
    rising: { keywords: 'enthousiasme, ouverture, franchise, bonne humeur', description: 'La première rencontre avec vous a un parfum d’aventure : un sourire, une ouverture, une envie d’aller voir plus loin. Votre franchise désarme, et votre bonne humeur donne envie de vous suivre.' },
  },
  capricorn: {
    sun: { keywords: 'ambition, responsabilité, persévérance, maîtrise', description: 'Vous construisez pas à pas, avec patience et sérieux, ce qui doit durer. Vous acceptez les responsabilités, visez haut, et votre réussite vient de l’effort régulier bien plus que de la chance.' },
    moon: { keywords: 'besoin de sécurité, retenue, devoir, fiabilité', description: 'Vous gardez vos émotions sous contrôle et vous sentez en sécurité quand les choses sont en ordre. Les preuves concrètes d’engagement comptent plus pour vous que les mots, et vous offrez une loyauté à toute épreuve.' },
    rising: { keywords: 'sérieux, maîtrise, discrétion, autorité', description: 'La première impression est celle d’une présence posée et sérieuse, qui inspire le respect. On vous confie vite des responsabilités, car vous semblez savoir où vous allez.' },
  },
  aquarius: {
    sun: { keywords: 'originalité, indépendance, idéal, amitié', description: 'Vous pensez par vous-même et regardez vers l’avenir. Les idées nouvelles, les causes communes et l’amitié vous portent, et vous trouvez votre but en contribuant à quelque chose de plus grand que vous.' },
    moon: { keywords: 'besoin de liberté, détachement, amitié, curiosité', description: 'Vous prenez du recul pour comprendre ce que vous ressentez. Vous avez besoin d’espace dans vos relations et d’amitiés qui respectent votre singularité.' },
    rising: { keywords: 'singularité, ouverture, humour décalé, indépendance', description: 'On remarque tout de suite votre singularité : une manière à part de voir et de dire les choses. Vous abordez chacun avec la même ouverture, sans vous soucier des conventions.' },
  },
  pisces: {
    sun: { keywords: 'compassion, imagination, sensibilité, inspiration', description: 'Vous percevez ce qui échappe aux autres : les ambiances, les non-dits, les rêves. Votre compassion et votre imagination sont vos forces, et vous trouvez votre but dans ce qui relie et console.' },
    moon: { keywords: 'empathie, rêverie, douceur, besoin de retrait', description: 'Vous absorbez les émotions de votre entourage comme une éponge. La musique, l’eau, l’art ou un moment de solitude vous permettent de retrouver vos propres contours.' },
    rising: { keywords: 'douceur, mystère, adaptabilité, réceptivité', description: 'Vous dégagez une douceur un peu insaisissable, et les autres se sentent compris en votre présence. Vous vous adaptez à l’atmosphère avec une grande finesse.' },
  },
};
