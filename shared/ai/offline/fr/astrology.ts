/**
 * Les 19 sections d'astrologie et la synthèse du thème, en français. Même lecture du thème que
 * l'anglais (chart-analysis.ts), phrases écrites pour le français : chaque section a ses propres
 * tournures, seule la phrase d'aspect vient d'un jeu commun dont les sections voisines tirent des
 * tournures différentes. Aucun adjectif ne porte sur « vous » (genre inconnu).
 */
import type { AstroBody, AstrologyFacts, BlueprintFacts, BodyFacts } from '../../facts';
import type { AstrologySection } from '../../sections';
import { ASTROLOGY_SECTIONS, SECTION_BODY } from '../../sections';
import { TRADITIONAL_RULERS } from '../../../astro/rulers';
import { chartKeyAspects, chartRuler, chartShape, elementBalance, hemispheres, modalityBalance, normalAspect, sectionReading, type ChosenAspect, type Element, type Modality } from '../chart-analysis';
import { aspectUn, cEst, CORPS, CORPS_SUJET, liste, MAISONS, maj, nombre, orbe, deg, sensAspect, SIGNES, THEMES, type MaisonMots, type SignMots } from './vocab';

/** « à » + groupe nominal, contracté : au, aux. */
const aLe = (np: string): string => (np.startsWith('le ') ? `au ${np.slice(3)}` : np.startsWith('les ') ? `aux ${np.slice(4)}` : `à ${np}`);
/** « de » + groupe nominal, contracté ou élidé : du, des, de l’, d’un. */
const deLe = (np: string): string =>
  np.startsWith('le ') ? `du ${np.slice(3)}` : np.startsWith('les ') ? `des ${np.slice(4)}` : np.startsWith('des ') ? (/^[aeéèêiîoôuh]/i.test(np.slice(4)) ? `d’${np.slice(4)}` : `de ${np.slice(4)}`) : /^(un|une)\b/.test(np) ? `d’${np}` : `de ${np}`;
/** Le signe avec son article : « le Bélier », « la Vierge », « les Gémeaux ». */
const leSigne = (s: SignMots): string => s.de.replace(/^du /, 'le ').replace(/^de la /, 'la ').replace(/^des /, 'les ');

const paragraphs = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const phrases = (...xs: (string | undefined | false)[]): string => xs.filter((x): x is string => !!x).join(' ');

const CADRES_ASPECT: ((a: { self: string; other: string; un: string; orb: string; sens: string; t1: string; t2: string }) => string)[] = [
  (x) => `Votre ${x.self} forme ${x.un} avec votre ${x.other} (orbe ${x.orb}) : ${x.sens}, qui relie ${x.t1} à ${x.t2}.`,
  (x) => `Le lien le plus fort mène à votre ${x.other}, ${x.un} à ${x.orb} près, avec d’un côté ${x.t1} et de l’autre ${x.t2} : ${x.sens}.`,
  (x) => `Avec votre ${x.other}, votre ${x.self} forme ${x.un} à ${x.orb} près ; concrètement, c’est ${x.sens} chaque fois que ${x.t1} rencontre ${x.t2}.`,
  (x) => `S’y ajoute ${x.un} avec votre ${x.other} (orbe de ${x.orb}) : ${x.sens}, entre ${x.t1} et ${x.t2}.`,
  (x) => `Un aspect se détache, à ${x.orb} seulement : ${x.un} avec votre ${x.other}. Il unit ${x.t1} et ${x.t2} par ${x.sens}.`,
  (x) => `Voyez aussi ${x.un} avec votre ${x.other}, à ${x.orb} près : ${x.sens}, si bien que ${x.t1} et ${x.t2} se vivent rarement séparément.`,
];

function aspectPhrase(body: AstroBody, a: ChosenAspect | undefined, i: number): string | undefined {
  if (!a) return undefined;
  const type = normalAspect(a.type);
  return CADRES_ASPECT[i % CADRES_ASPECT.length]!({ self: CORPS[body], other: CORPS[a.other], un: aspectUn(type), orb: orbe(a.orb), sens: sensAspect(type), t1: THEMES[body], t2: THEMES[a.other] });
}

function degreCritique(b: BodyFacts, i: number): string | undefined {
  const d = Math.floor(b.degree);
  if (d === 0) return i % 2 ? `À ${d}°, tout au début du signe, ces qualités s’expriment à l’état brut.` : `Le ${d}°, tout premier degré du signe, donne à ces thèmes une fraîcheur encore neuve.`;
  if (d === 29) return i % 2 ? `À ${d}°, le dernier degré du signe, une urgence se fait sentir, comme une leçon à terminer.` : `Le ${d}°, ultime degré du signe, a le goût d’un chapitre à achever.`;
  return undefined;
}

interface Ctx {
  a: AstrologyFacts;
  facts: BlueprintFacts;
  b: BodyFacts;
  s: SignMots;
  n?: number;
  h?: MaisonMots;
  retro: boolean;
  asp?: string;
  crit?: string;
}

const COMPOSERS: Record<AstrologySection, (c: Ctx) => string> = {
  sun: (c) =>
    paragraphs(
      phrases('Le Soleil est le cœur d’un thème : la direction dans laquelle vous grandissez et ce qui vous donne de l’élan.', `Le vôtre se trouve à ${deg(c.b.degree)} ${c.s.de}, et vous vous réalisez à travers ${c.s.traits}.`, `Vous rayonnez ${c.s.manner}, et ce que vous cultivez tout au long de votre vie, ${cEst(c.s.gift)}.`, c.crit),
      phrases(c.h && `En maison ${c.n}, votre Soleil demande à briller ${c.h.scene}, et vos efforts dans le domaine ${c.h.areaDe} ne passent pas inaperçus.`, c.asp, `Les jours de fatigue, surveillez ${c.s.shadow} : du repos et un but qui vous tient à cœur ramènent la lumière.`),
      'Gardez régulièrement du temps pour ce qui vous donne le sentiment d’écrire votre propre histoire.',
    ),
  moon: (c) =>
    paragraphs(
      phrases(`Votre Lune est en ${c.s.name}${c.h ? `, en maison ${c.n}` : ''}, et elle parle pour la part de vous qui réagit avant de réfléchir.`, `Pour vous apaiser, vous avez besoin ${c.s.needDe}.`, `Le réconfort vous vient ${c.s.manner}.`, c.crit),
      phrases(c.h && `Les émotions sont les plus vives ${c.h.scene} : c’est là que les humeurs montent en premier et que vous cherchez du réconfort auprès des vôtres.`, c.asp, `Sous la pression, guettez ${c.s.shadow} ; nommer le besoin qui se cache derrière l’humeur suffit souvent à l’apaiser.`),
      'Ce qui vous apaise à coup sûr un jour difficile est un vrai besoin, pas un caprice.',
    ),
  mercury: (c) =>
    paragraphs(
      phrases(`Mercure montre comment votre esprit se déplace, et en ${c.s.name} il avance ${c.s.manner}.`, `Votre pensée mise sur ${c.s.traits}, et votre meilleur atout intellectuel, ${cEst(c.s.gift)}.`, c.crit),
      phrases(c.h && `En maison ${c.n}, votre curiosité se tourne vers les questions ${c.h.areaDe}, et c’est là que vos paroles portent le plus.`, c.retro && 'Avec Mercure rétrograde à la naissance, vous trouvez souvent vos meilleures idées au second passage : en relisant, en repensant, en le redisant avec vos propres mots.', c.asp),
      'Apprenez et parlez à votre rythme plutôt qu’à celui qu’on attend de vous.',
    ),
  venus: (c) =>
    paragraphs(
      phrases(`Vénus en ${c.s.name} décrit votre façon d’aimer et ce que vous trouvez beau : en amour, ce qui compte pour vous, c’est ${c.s.traits}.`, `Vous montrez votre affection ${c.s.manner}, et dans le couple vous avez besoin ${c.s.needDe}.`, c.crit),
      phrases(c.h && `Le plaisir et l’attirance se rassemblent ${c.h.scene} : c’est par là que cette Vénus en maison ${c.n} fait entrer les gens et la beauté dans votre vie.`, c.retro && 'Une Vénus rétrograde prend son temps en amour : vous pesez vos sentiments en silence et faites confiance à l’affection qui a fait ses preuves.', c.asp),
      'Dites à vos proches ce qui vous touche vraiment : être précis est déjà un cadeau.',
    ),
  mars: (c) =>
    paragraphs(
      phrases(`Mars est votre moteur, et en ${c.s.name} il tourne ${c.s.manner}.`, `Quand vous voulez quelque chose, vous misez sur ${c.s.traits}, et votre meilleure carte dans une compétition, ${cEst(c.s.gift)}.`, c.crit),
      phrases(c.h && `Votre énergie va d’abord vers la maison ${c.n}, vers les questions ${c.h.areaDe} : c’est là que vous poussez, rivalisez et avancez.`, c.retro && 'Avec Mars rétrograde à la naissance, la colère et l’ambition travaillent d’abord en dedans : vous agissez mieux après avoir répété le geste en pensée.', c.asp),
      `Le risque, ${cEst(c.s.shadow)}, que tient en respect un exutoire clair : un objectif, un savoir-faire ou un sport.`,
    ),
  jupiter: (c) =>
    paragraphs(
      phrases(`Jupiter en ${c.s.name} montre où la vie se montre généreuse avec vous et comment grandit votre confiance en elle.`, `Les occasions arrivent quand vous laissez parler ${c.s.traits}, et votre chance grandit grâce à ce trait : ${c.s.gift}.`, c.crit),
      phrases(c.h && `Sa place en maison ${c.n} ouvre des portes ${c.h.scene}.`, c.retro && 'Jupiter était rétrograde à votre naissance : votre sens de la vie est fait maison, et vous croyez davantage à ce que vous avez éprouvé qu’à toute doctrine empruntée.', c.asp),
      'Dites oui à la croissance que promet cette position, tout en gardant un œil lucide sur l’excès : plus n’est pas toujours mieux.',
    ),
  saturn: (c) =>
    paragraphs(
      phrases(`Saturne en ${c.s.name} fixe l’examen que l’on passe lentement : il vous faut du temps pour faire vôtres ${c.s.traits}, mais cette conquête devient une vraie maîtrise.`, `Attendez-vous à rencontrer ${c.s.shadow} dans les moments de doute ; la réponse est une pratique régulière, pas la dureté.`, c.crit),
      phrases(c.h && `En maison ${c.n}, la responsabilité pèse sur les questions ${c.h.areaDe} ; avec les années, c’est aussi là que l’on reconnaît votre autorité.`, c.retro && 'Saturne rétrograde à la naissance donne souvent un critique intérieur plus sévère que n’importe quel juge extérieur, et apprendre à fixer vos propres règles, justes, fait partie du travail.', c.asp),
      'Choisissez un petit engagement dans ce domaine et tenez-le : Saturne récompense la constance bien plus que l’intensité.',
    ),
  uranus: (c) =>
    paragraphs(
      phrases(`Uranus reste environ sept ans dans un signe : ${leSigne(c.s)} marque le désir de votre génération de changer les choses ${c.s.manner}.`, c.crit),
      phrases(c.h && `La part personnelle tient à sa maison : depuis la maison ${c.n}, vous rompez avec les conventions ${c.h.scene}, et les changements soudains y font avancer.`, c.retro && 'Avec Uranus rétrograde à la naissance, vous vous rebellez en silence : vous changez d’avis bien avant de changer quoi que ce soit autour de vous.', c.asp),
      'Laissez de la place à l’expérience ici : ce qui paraît étrange aux autres est peut-être justement votre contribution.',
    ),
  neptune: (c) =>
    paragraphs(
      phrases(`Neptune avance lentement : le signe ${c.s.de} colore les idéaux de toute votre génération, qui aspire ${aLe(c.s.gift)}.`, c.crit),
      phrases(c.h && `Sa place dans votre propre thème compte davantage : en maison ${c.n}, l’imagination et l’idéal circulent ${c.h.scene}, là où les limites peuvent se brouiller.`, c.retro && 'Un Neptune rétrograde tourne la quête vers l’intérieur : l’intuition arrive comme un savoir tranquille plutôt que comme une vision.', c.asp),
      'Donnez une forme à votre imaginaire, art, musique, service ou prière, et gardez un pied sur la terre ferme pendant que vous rêvez.',
    ),
  pluto: (c) =>
    paragraphs(
      phrases(`Pluton reste de longues années en ${c.s.name}, et votre génération est appelée à transformer ce que veulent dire ${c.s.traits}.`, c.crit),
      phrases(c.h && `Dans votre thème, il agit par la maison ${c.n} : crises et renouveaux vous atteignent ${c.h.scene}.`, 'Ce que vous y retenez trop fort tend à être défait, et ce qui repousse est plus solide et plus vrai.', c.retro && 'Avec Pluton rétrograde à la naissance, les changements les plus profonds se font à l’abri des regards, bien avant que quiconque ne les remarque.', c.asp),
      'Quand quelque chose prend fin dans ce domaine, faites confiance à votre capacité de le reconstruire sous une forme plus juste.',
    ),
  chiron: (c) =>
    paragraphs(
      phrases(`Chiron en ${c.s.name} désigne un point sensible : une blessure liée ${aLe(c.s.traits)}, ou au fait de ne pas avoir eu le droit de les vivre.`, c.crit),
      phrases(c.h && `Depuis la maison ${c.n}, cette blessure tend à se réveiller ${c.h.scene}.`, c.retro && 'Chiron était rétrograde à votre naissance, ce qui fait de la guérison un chemin intime et sans hâte.', c.asp),
      'Ce qui la soigne, c’est la patience envers vous-même ; avec le temps, vous comprenez si bien cette douleur que vous aidez les autres à porter la leur.',
    ),
  ascendant: (c) => {
    const r = chartRuler(c.a);
    const rn = r?.place?.house;
    return paragraphs(
      phrases(`${maj(leSigne(c.s))} se lève dans votre thème, à ${deg(c.b.degree)} : c’est la porte par laquelle vous rencontrez les gens et les situations nouvelles.`, `Au premier regard, on perçoit chez vous ${c.s.traits}, et vous abordez les choses ${c.s.manner}.`, c.crit),
      phrases(r?.place && `${maj(CORPS_SUJET[r.ruler])}, maître ${c.s.de}, se trouve en ${SIGNES[r.place.sign].name}${rn ? ` en maison ${rn} : l’énergie que vous montrez d’emblée se met au travail ${MAISONS[rn]!.scene}` : ''}.`, c.asp),
      'Servez-vous de ce style en conscience chaque fois que vous commencez quelque chose : c’est la porte la plus facile pour vos autres qualités.',
    );
  },
  ic: (c) =>
    paragraphs(
      phrases(`Le Fond du Ciel est la racine du thème, et le vôtre est en ${c.s.name}.`, `Chez vous, ce qui domine, c’est ${c.s.traits}, et l’histoire familiale que vous portez parle autant ${deLe(c.s.gift)} que ${deLe(c.s.shadow)}.`),
      phrases(`Quelle que soit la forme de votre foyer, c’est l’endroit où vous avez besoin ${c.s.needDe}.`, c.asp),
      'Construisez une vie privée qui vous ressemble : c’est le sol sur lequel tout le reste repose.',
    ),
  descendant: (c) =>
    paragraphs(
      phrases(`À l’opposé de votre Ascendant, le Descendant tombe en ${c.s.name} : il décrit ce que vous cherchez, et rencontrez souvent, chez vos partenaires.`, `Vous vous tournez vers des personnes en qui l’on sent ${c.s.traits}, et dans un lien durable vous avez besoin ${c.s.needDe}.`),
      phrases(`Ce que vous admirez chez l’autre est souvent une qualité que vous apprenez vous-même, ici ${c.s.gift}.`, c.asp),
      'Remarquez lesquelles de ces qualités vous confiez à vos partenaires, et comment les faire grandir en vous.',
    ),
  midheaven: (c) => {
    const ruler = TRADITIONAL_RULERS[c.b.sign];
    const rn = c.a.bodies[ruler]?.house;
    return paragraphs(
      phrases(`Votre Milieu du Ciel est en ${c.s.name} : le sommet du thème et la direction de votre vie publique.`, `Un métier qui laisse place ${aLe(c.s.traits)} vous convient, et l’on vous respecte pour ${c.s.gift}.`),
      phrases(!!rn && `${maj(CORPS_SUJET[ruler])}, maître de votre Milieu du Ciel, se trouve en maison ${rn}, ce qui relie votre vocation aux questions ${MAISONS[rn]!.areaDe}.`, c.asp),
      'Mesurez la réussite moins aux titres qu’à la place que votre travail laisse à ces qualités.',
    );
  },
  lilith: (c) =>
    paragraphs(
      phrases(`La Lune noire en ${c.s.name} montre la part de vous qui refuse d’être domptée.`, `Quelque part, vous avez appris que ${c.s.traits}, c’était trop ; c’est justement là que vous les revendiquez aujourd’hui.`),
      phrases(c.h && `En maison ${c.n}, ce refus se manifeste ${c.h.scene}.`, c.asp),
      'Remarquez où vous faites encore taire cette part de vous, et cherchez des façons sûres de la laisser parler.',
    ),
  northNode: (c) =>
    paragraphs(
      phrases(`Votre Nœud Nord est en ${c.s.name} : la direction que prend votre croissance dans cette vie.`, `Les qualités qui vous semblent étrangères, voire maladroites, sont celles à développer : ${c.s.traits}, et peu à peu ${c.s.gift}.`),
      phrases(c.h && `Sa position en maison ${c.n} oriente cette croissance vers les questions ${c.h.areaDe}.`, c.asp),
      'De petits pas réguliers fonctionnent le mieux ici, et le progrès a plus de sens que de facilité.',
    ),
  southNode: (c) =>
    paragraphs(
      phrases(`Le Nœud Sud en ${c.s.name} garde les talents que vous apportez en naissant : ${c.s.traits} vous viennent sans effort.`, `Le piège serait de vous y appuyer par habitude ; surveillez alors ${c.s.shadow}.`),
      phrases(c.h && `En maison ${c.n}, cette aisance ancienne se retrouve ${c.h.scene}.`, c.asp),
      'Servez-vous généreusement de ces dons, et remarquez quand vous y revenez seulement parce qu’ils rassurent.',
    ),
  partOfFortune: (c) =>
    paragraphs(
      phrases(`La Part de Fortune, calculée à partir du Soleil, de la Lune et de l’Ascendant, tombe en ${c.s.name}.`, `L’aisance et la joie arrivent quand vous laissez place ${aLe(c.s.traits)}.`),
      phrases(c.h && `Sa maison, la maison ${c.n}, est celle où la chance semble vous trouver : ${c.h.scene}.`, c.asp),
      'Quand la vie pèse, revenez à ce que décrit cette position : elle tend à vous rendre le sentiment d’avoir de la chance.',
    ),
};

export function astrologySection(key: AstrologySection, facts: BlueprintFacts): string {
  const a = facts.astrology ?? { bodies: {} };
  const body = SECTION_BODY[key];
  const b = a.bodies[body];
  const i = ASTROLOGY_SECTIONS.indexOf(key);
  if (!b) return `La position exacte de votre ${CORPS[body]} n’est pas disponible pour ce thème : cette lecture reste donc générale.`;
  const { house: n, aspect: chosen, isAngle, retro } = sectionReading(a, body, b);
  const asp = aspectPhrase(body, chosen, i);
  const crit = isAngle ? undefined : degreCritique(b, i);
  const ctx: Ctx = { a, facts, b, s: SIGNES[b.sign], retro, ...(n ? { n, h: MAISONS[n]! } : {}), ...(asp ? { asp } : {}), ...(crit ? { crit } : {}) };
  const text = COMPOSERS[key](ctx);
  return key === 'sun' ? paragraphs(chartSynthesis(facts), text) : text;
}

/* ------------------------------------------------------------------------------------ synthèse */

const ELEMENT_NOM: Record<Element, string> = { fire: 'le feu', earth: 'la terre', air: 'l’air', water: 'l’eau' };
const ELEMENT_PENTE: Record<Element, string> = {
  fire: 'l’enthousiasme et le besoin d’agir sous l’inspiration',
  earth: 'le sens pratique et le besoin de résultats tangibles',
  air: 'les idées, l’échange et le besoin de recul',
  water: 'le ressenti, l’intuition et le besoin de proximité affective',
};
const ELEMENT_MELANGE: Record<Element, string> = { fire: 'd’enthousiasme', earth: 'de sens pratique', air: 'd’idées vives', water: 'de ressenti profond' };
const ELEMENT_MANQUE: Record<Element, string> = {
  fire: 'Aucune planète en feu : l’enthousiasme demande parfois à être attisé, et des personnes ou des projets pleins d’élan apportent ce que le thème laisse ouvert.',
  earth: 'Aucune planète en terre : le concret demande une structure consciente, et des routines, des listes et un corps dont on prend soin gardent les idées ancrées.',
  air: 'Aucune planète en air : le recul ne vient pas tout seul, et parler des choses ou les écrire aide à prendre de la distance.',
  water: 'Aucune planète en eau : les émotions se digèrent parfois lentement ou de loin, et la compagnie de personnes à l’aise avec les sentiments aide.',
};
const MODALITE_NOM: Record<Modality, string> = { cardinal: 'cardinaux', fixed: 'fixes', mutable: 'mutables' };
const MODALITE_PENTE: Record<Modality, string> = {
  cardinal: 'vous êtes du côté de ceux qui lancent, et l’initiative passe chez vous avant la consolidation',
  fixed: 'vous êtes du côté de ceux qui tiennent, et la persévérance passe chez vous avant le changement',
  mutable: 'vous pliez plutôt que de rompre, et la souplesse passe chez vous avant la permanence',
};
const MODALITE_PAIRE: Record<string, string> = {
  'cardinal+fixed': 'lancer et tenir pèsent autant l’un que l’autre',
  'cardinal+mutable': 'vous lancez et vous adaptez plus volontiers que vous ne persévérez',
  'fixed+mutable': 'vous persévérez et vous adaptez plus volontiers que vous ne lancez',
};
const DIGNITE = {
  domicile: 'dans son propre signe, où sa force est entière',
  exaltation: 'dans son signe d’exaltation, où sa force est à son sommet',
  detriment: 'dans son signe d’exil, où sa force doit aller à contre-courant',
  fall: 'dans son signe de chute, où sa force est plus difficile à trouver',
} as const;

function forme(a: AstrologyFacts): string | undefined {
  const s = chartShape(a);
  if (!s) return undefined;
  switch (s.shape) {
    case 'bundle':
      return 'Les dix planètes tiennent dans un tiers de la roue, la figure dite en faisceau : votre énergie se concentre sur quelques domaines, ce qui donne de la force et un risque d’étroitesse.';
    case 'bowl':
      return 'Les planètes occupent une moitié de la roue et laissent l’autre vide, la figure dite en bol : vous portez un fort sentiment de mission, et la moitié vide décrit ce vers quoi vous tendez.';
    case 'bucket':
      return `Les planètes se rassemblent dans une moitié de la roue, avec une seule planète de l’autre côté, ${CORPS_SUJET[s.focus!]}, la figure dite en seau : cette planète isolée en est l’anse, et une grande part de votre énergie passe par elle.`;
    case 'locomotive':
      return 'Les planètes occupent les deux tiers de la roue et en laissent un tiers vide, la figure dite en locomotive : un thème qui se met en mouvement tout seul vers ce qui lui manque.';
    case 'seesaw':
      return 'Les planètes forment deux groupes qui se font face, la figure dite en balançoire : vous pesez un pan de la vie contre l’autre et grandissez en trouvant l’équilibre entre eux.';
    case 'splash':
      return 'Les planètes sont dispersées sur toute la roue, la figure dite éclatée : vos intérêts sont vastes et vous savez vous essayer à beaucoup de choses.';
    case 'splay':
      return 'Les planètes forment des groupes irréguliers autour de la roue, la figure dite en éventail : vous suivez un dessin bien à vous et refusez de vous laisser enfermer.';
  }
}

function elements(a: AstrologyFacts): string[] {
  const e = elementBalance(a);
  const order: Element[] = ['fire', 'earth', 'air', 'water'];
  if (order.reduce((n, k) => n + e.counts[k], 0) < 10) return [];
  const sorted = [...order].sort((x, y) => e.counts[y] - e.counts[x] || order.indexOf(x) - order.indexOf(y));
  const count = `${maj(ELEMENT_NOM[sorted[0]!])} réunit ${nombre(e.counts[sorted[0]!])} des dix planètes, ${liste(sorted.slice(1).map((k) => `${ELEMENT_NOM[k]} ${nombre(e.counts[k])}`))}.`;
  const lead =
    e.strongest.length === 1
      ? `Dominé par ${ELEMENT_NOM[e.strongest[0]!]}, le thème penche vers ${ELEMENT_PENTE[e.strongest[0]!]}.`
      : e.strongest.length === 2
        ? `${maj(ELEMENT_NOM[e.strongest[0]!])} et ${ELEMENT_NOM[e.strongest[1]!]} se partagent la tête : un mélange ${ELEMENT_MELANGE[e.strongest[0]!]} et ${ELEMENT_MELANGE[e.strongest[1]!]}.`
        : 'Les éléments sont répartis de façon égale : aucun tempérament ne domine.';
  return [count, lead, ...e.missing.map((m) => ELEMENT_MANQUE[m])];
}

function modalites(a: AstrologyFacts): string | undefined {
  const m = modalityBalance(a);
  if ((['cardinal', 'fixed', 'mutable'] as Modality[]).reduce((n, k) => n + m.counts[k], 0) < 10) return undefined;
  if (m.strongest.length === 1) {
    const k = m.strongest[0]!;
    return `Côté modalités, les signes ${MODALITE_NOM[k]} accueillent ${nombre(m.counts[k])} planètes : ${MODALITE_PENTE[k]}.`;
  }
  const [x, y] = m.strongest as [Modality, Modality];
  return `Les signes ${MODALITE_NOM[x]} et ${MODALITE_NOM[y]} accueillent ${nombre(m.counts[x])} planètes chacun : ${MODALITE_PAIRE[`${x}+${y}`]}.`;
}

function hemis(a: AstrologyFacts): string | undefined {
  const h = hemispheres(a);
  if (h.known < 10) return undefined;
  const v = h.above >= 7 ? 'au-dessus de l’horizon, ce qui tourne une grande part de votre vie vers le monde extérieur' : h.below >= 7 ? 'sous l’horizon : une grande part de votre vie se joue en privé avant de se montrer' : undefined;
  const w = h.east >= 7 ? 'à l’est, là où vous tracez vous-même votre chemin' : h.west >= 7 ? 'à l’ouest, là où la vie vous arrive par les autres' : undefined;
  if (v && w) return `La plupart des planètes se trouvent ${v} ; la plupart aussi ${w}.`;
  if (v ?? w) return `La plupart des planètes se trouvent ${v ?? w}.`;
  return undefined;
}

function maitre(a: AstrologyFacts): string[] {
  const r = chartRuler(a);
  if (!r) return [];
  const co = r.coRuler ? ` (avec ${CORPS_SUJET[r.coRuler]} pour maître moderne)` : '';
  const out = [`${maj(leSigne(SIGNES[r.rising]))} se lève : ${CORPS_SUJET[r.ruler]} est le maître de votre thème${co}.`];
  if (r.place) {
    const n = r.place.house;
    out.push(`${maj(CORPS_SUJET[r.ruler])} se trouve en ${SIGNES[r.place.sign].name}${n ? ` en maison ${n}` : ''}${r.dignity ? `, ${DIGNITE[r.dignity]}` : ''}.`);
    if (n) out.push(`Une grande part de votre vie se pilote depuis là, ${MAISONS[n]!.scene}.`);
    if (r.place.isRetrograde) out.push('Son mouvement rétrograde donne à votre façon de mener votre vie une qualité réfléchie, faite de secondes pensées.');
    if (r.aspect) out.push(`Son contact le plus fort, ${aspectUn(r.aspect.type)} avec votre ${CORPS[r.aspect.other]} (${orbe(r.aspect.orb)}), y ajoute ${sensAspect(r.aspect.type)}.`);
  }
  return out;
}

function aspectsCles(a: AstrologyFacts): string | undefined {
  const top = chartKeyAspects(a, 3);
  if (!top.length) return undefined;
  const items = top.map((x) => `${aspectUn(normalAspect(x.type))} entre votre ${CORPS[x.body1 as AstroBody] ?? x.body1} et votre ${CORPS[x.body2 as AstroBody] ?? x.body2} (${orbe(x.orb)})`);
  return top.length === 1 ? `L’aspect le plus fort du thème est ${items[0]} ; il revient dans les sections qui suivent.` : `Les aspects les plus forts du thème sont ${liste(items)} ; ils reviennent dans les sections qui suivent.`;
}

export function chartSynthesis(facts: BlueprintFacts): string {
  const a = facts.astrology;
  if (!a) return '';
  const name = facts.name?.trim().split(/\s+/)[0];
  const ouverture = `${name ? `${name}, c’est` : 'C’est'} ici que commence votre blueprint : d’abord le thème dans son ensemble, puis chaque position tour à tour.`;
  return paragraphs(phrases(ouverture, ...elements(a), modalites(a)), phrases(forme(a), hemis(a)), phrases(...maitre(a), aspectsCles(a)));
}
