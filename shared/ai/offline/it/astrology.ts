/**
 * Le 19 sezioni di astrologia e la sintesi del tema, in italiano. Stessa lettura del tema
 * dell'inglese (chart-analysis.ts), frasi scritte per l'italiano: ogni sezione ha i suoi giri di
 * frase; solo la frase dell'aspetto viene da un gruppo comune, da cui sezioni vicine prendono
 * giri diversi. Il lettore è sempre «tu», e nessun aggettivo si accorda con il suo genere.
 */
import type { AstroBody, AstrologyFacts, BlueprintFacts, BodyFacts } from '../../facts';
import type { AstrologySection } from '../../sections';
import { ASTROLOGY_SECTIONS, SECTION_BODY } from '../../sections';
import { TRADITIONAL_RULERS } from '../../../astro/rulers';
import { chartKeyAspects, chartRuler, chartShape, elementBalance, hemispheres, modalityBalance, normalAspect, sectionReading, type ChosenAspect, type Element, type Modality } from '../chart-analysis';
import { aspettoUn, CASE, CORPI, elenco, essere, gradi, maiusc, numero, orbita, prep, SEGNI, sensoAspetto, SOGGETTO, TEMI, tuo, type CasaParole, type SegnoParole } from './vocab';

const paragraphs = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const frasi = (...xs: (string | undefined | false)[]): string => xs.filter((x): x is string => !!x).join(' ');
/** «il tuo Sole», o la chiave stessa se non è un corpo noto. */
const tuoK = (k: string): string => (k in CORPI ? tuo(k as AstroBody) : k);

const GIRI_ASPETTO: ((a: { self: string; other: string; un: string; orb: string; senso: string; t1: string; t2: string }) => string)[] = [
  (x) => `${maiusc(x.self)} forma ${x.un} con ${x.other} (orbe ${x.orb}): ${x.senso}, che lega ${x.t1} ${prep('a', x.t2)}.`,
  (x) => `Il legame più stretto è con ${x.other}, ${x.un} a ${x.orb} dall’esattezza: da una parte ${x.t1}, dall’altra ${x.t2}, e ne nasce ${x.senso}.`,
  (x) => `Con ${x.other} ${x.self} forma ${x.un} a ${x.orb} dall’esattezza; in pratica, ${x.senso} si fa sentire ogni volta che entrano in gioco insieme ${x.t1} e ${x.t2}.`,
  (x) => `A questo si aggiunge ${x.un} con ${x.other} (orbe di ${x.orb}): ${x.senso}, tra ${x.t1} e ${x.t2}.`,
  (x) => `Spicca un aspetto, a soli ${x.orb}: ${x.un} con ${x.other}, che unisce ${x.t1} e ${x.t2} attraverso ${x.senso}.`,
  (x) => `Guarda anche ${x.un} con ${x.other}, a ${x.orb} dall’esattezza: ${x.senso}, tanto che ${x.t1} e ${x.t2} si vivono di rado separatamente.`,
];

function fraseAspetto(body: AstroBody, a: ChosenAspect | undefined, i: number): string | undefined {
  if (!a) return undefined;
  const type = normalAspect(a.type);
  return GIRI_ASPETTO[i % GIRI_ASPETTO.length]!({ self: tuo(body), other: tuo(a.other), un: aspettoUn(type), orb: orbita(a.orb), senso: sensoAspetto(type), t1: TEMI[body], t2: TEMI[a.other] });
}

function gradoCritico(b: BodyFacts, i: number): string | undefined {
  const d = Math.floor(b.degree);
  if (d === 0) return i % 2 ? `A ${d}°, proprio all’inizio del segno, queste qualità si esprimono allo stato puro.` : `Il grado ${d}, il primissimo del segno, dà a questi temi una freschezza ancora intatta.`;
  if (d === 29) return i % 2 ? `A ${d}°, l’ultimo grado del segno, si avverte un’urgenza, come una lezione da portare a termine.` : `Il grado ${d}, ultimo del segno, ha il sapore di un capitolo da chiudere.`;
  return undefined;
}

interface Ctx {
  a: AstrologyFacts;
  b: BodyFacts;
  s: SegnoParole;
  n?: number;
  h?: CasaParole;
  retro: boolean;
  asp?: string;
  crit?: string;
}

const COMPOSERS: Record<AstrologySection, (c: Ctx) => string> = {
  sun: (c) =>
    paragraphs(
      frasi('Il Sole è il cuore del tema natale: la direzione in cui cresci e ciò che ti dà slancio.', `Il tuo si trova a ${gradi(c.b.degree)} in ${c.s.name}, e ti realizzi attraverso ${c.s.traits}.`, `Splendi ${c.s.manner}, e ciò che coltivi nel corso della vita ${essere(c.s.gift)}.`, c.crit),
      frasi(c.h && `In casa ${c.n} il tuo Sole chiede di brillare ${c.h.scene}, e l’impegno che metti nei temi ${c.h.areaDi} non passa inosservato.`, c.asp, `Nei giorni di stanchezza, fai attenzione ${prep('a', c.s.shadow)}: il riposo e uno scopo in cui credi riportano la luce.`),
      'Ritagliati con regolarità del tempo per ciò che ti permette di scrivere la tua storia con parole tue.',
    ),
  moon: (c) =>
    paragraphs(
      frasi(`La tua Luna è in ${c.s.name}${c.h ? `, in casa ${c.n}` : ''}, e dà voce alla parte di te che reagisce prima di ragionare.`, `Per ritrovare la pace hai bisogno ${c.s.bisogno}.`, `Il conforto ti arriva ${c.s.manner}.`, c.crit),
      frasi(c.h && `Le emozioni sono più vive ${c.h.scene}: lì gli umori salgono per primi, ed è lì che cerchi rassicurazione fra le persone care.`, c.asp, `Sotto pressione, tieni d’occhio ${c.s.shadow}; dare un nome al bisogno nascosto dietro l’umore spesso basta a calmarlo.`),
      'Ciò che ti rasserena di sicuro in una giornata difficile è un bisogno vero, non un capriccio.',
    ),
  mercury: (c) =>
    paragraphs(
      frasi(`Mercurio mostra come si muove la tua mente, e in ${c.s.name} procede ${c.s.manner}.`, `Il tuo pensiero mette in gioco ${c.s.traits}, e la tua risorsa intellettuale migliore ${essere(c.s.gift)}.`, c.crit),
      frasi(c.h && `In casa ${c.n} la tua curiosità si rivolge ai temi ${c.h.areaDi}, ed è lì che le tue parole pesano di più.`, c.retro && 'Con Mercurio retrogrado alla nascita, le idee migliori arrivano spesso al secondo passaggio: rileggendo, ripensando, ridicendo le cose con parole tue.', c.asp),
      'Impara e parla al tuo ritmo, non a quello che gli altri si aspettano da te.',
    ),
  venus: (c) =>
    paragraphs(
      frasi(`Venere in ${c.s.name} racconta il tuo modo di amare e ciò che trovi bello: in amore per te contano ${c.s.traits}.`, `Mostri il tuo affetto ${c.s.manner}, e nella coppia hai bisogno ${c.s.bisogno}.`, c.crit),
      frasi(c.h && `Piacere e attrazione si raccolgono ${c.h.scene}: è da lì che questa Venere in casa ${c.n} porta persone e bellezza nella tua vita.`, c.retro && 'Una Venere retrograda si prende il suo tempo in amore: soppesi i sentimenti in silenzio e ti fidi dell’affetto che ha già dato prova di sé.', c.asp),
      'Di’ alle persone che ami che cosa ti tocca davvero: la precisione, qui, è già un regalo.',
    ),
  mars: (c) =>
    paragraphs(
      frasi(`Marte è il tuo motore, e in ${c.s.name} gira ${c.s.manner}.`, `Quando vuoi qualcosa metti in campo ${c.s.traits}, e la tua carta migliore in una sfida ${essere(c.s.gift)}.`, c.crit),
      frasi(c.h && `La tua energia va prima di tutto verso la casa ${c.n}, verso i temi ${c.h.areaDi}: è lì che spingi, gareggi e vai avanti.`, c.retro && 'Con Marte retrogrado alla nascita, rabbia e ambizione lavorano prima dentro di te: agisci meglio dopo aver provato il gesto nella mente.', c.asp),
      `Il rischio ${essere(c.s.shadow)}, che si tiene a bada con uno sfogo chiaro: un obiettivo, un mestiere o uno sport.`,
    ),
  jupiter: (c) =>
    paragraphs(
      frasi(`Giove in ${c.s.name} indica dove la vita si mostra generosa con te e come cresce la tua fiducia in essa.`, `Le occasioni arrivano quando lasci emergere ${c.s.traits}, e la tua fortuna cresce grazie a una qualità precisa: ${c.s.gift}.`, c.crit),
      frasi(c.h && `La sua posizione in casa ${c.n} apre porte ${c.h.scene}.`, c.retro && 'Giove era retrogrado alla tua nascita: il tuo senso della vita è fatto in casa, e credi più a ciò che hai sperimentato che a qualsiasi dottrina presa in prestito.', c.asp),
      'Di’ sì alla crescita che questa posizione promette, con un occhio lucido sugli eccessi: di più non vuol dire sempre meglio.',
    ),
  saturn: (c) =>
    paragraphs(
      frasi(`Saturno in ${c.s.name} fissa l’esame che si supera lentamente: ci vuole tempo prima che ${c.s.traits} diventino una seconda natura, ma con gli anni questa conquista si trasforma in vera padronanza.`, `Aspettati di incontrare ${c.s.shadow} nei momenti di dubbio; la risposta è una pratica costante, non la durezza.`, c.crit),
      frasi(c.h && `In casa ${c.n} la responsabilità pesa sui temi ${c.h.areaDi}; con gli anni è proprio lì che gli altri riconoscono la tua autorità.`, c.retro && 'Saturno retrogrado alla nascita porta spesso un critico interiore più severo di qualsiasi giudice esterno, e imparare a darti regole tue, e giuste, fa parte del lavoro.', c.asp),
      'Scegli un piccolo impegno in questo campo e non mollarlo: Saturno premia la costanza molto più dell’intensità.',
    ),
  uranus: (c) =>
    paragraphs(
      frasi(`Urano resta circa sette anni in un segno, e il suo passaggio ${prep('in', c.s.art)} segna il desiderio della tua generazione di cambiare le cose ${c.s.manner}.`, c.crit),
      frasi(c.h && `La parte personale dipende dalla casa: dalla casa ${c.n} rompi con le convenzioni ${c.h.scene}, e lì i cambiamenti improvvisi ti fanno avanzare.`, c.retro && 'Con Urano retrogrado alla nascita, la tua ribellione è silenziosa: cambi idea molto prima di cambiare qualcosa intorno a te.', c.asp),
      'Lascia spazio alla sperimentazione: ciò che agli altri sembra strano forse è proprio il tuo contributo.',
    ),
  neptune: (c) =>
    paragraphs(
      frasi(`Nettuno si muove piano: il segno ${prep('di', c.s.art)} colora gli ideali di tutta la tua generazione, che aspira ${prep('a', c.s.gift)}.`, c.crit),
      frasi(c.h && `Conta di più la sua posizione nel tuo tema: in casa ${c.n} l’immaginazione e l’ideale circolano ${c.h.scene}, dove i confini possono confondersi.`, c.retro && 'Un Nettuno retrogrado rivolge la ricerca verso l’interno: l’intuizione arriva come un sapere tranquillo più che come una visione.', c.asp),
      'Dai una forma alla tua immaginazione, che sia arte, musica, servizio o preghiera, e tieni un piede per terra mentre sogni.',
    ),
  pluto: (c) =>
    paragraphs(
      frasi(`Plutone resta molti anni in ${c.s.name}, e la tua generazione è chiamata a trasformare il modo di vivere ${c.s.traits}.`, c.crit),
      frasi(c.h && `Nel tuo tema agisce attraverso la casa ${c.n}: crisi e rinascite ti raggiungono ${c.h.scene}.`, 'Ciò che lì trattieni troppo forte tende a sciogliersi, e quello che ricresce è più solido e più vero.', c.retro && 'Con Plutone retrogrado alla nascita, i cambiamenti più profondi avvengono al riparo dagli sguardi, molto prima che qualcuno se ne accorga.', c.asp),
      'Quando qualcosa finisce in questo campo, fidati della tua capacità di ricostruirlo in una forma più giusta.',
    ),
  chiron: (c) =>
    paragraphs(
      frasi(`Chirone in ${c.s.name} segnala un punto sensibile: una ferita che tocca ${c.s.traits}, o il diritto stesso di esprimere queste qualità.`, c.crit),
      frasi(c.h && `Dalla casa ${c.n}, questa ferita tende a risvegliarsi ${c.h.scene}.`, c.retro && 'Chirone era retrogrado alla tua nascita: la guarigione diventa un cammino intimo e senza fretta.', c.asp),
      'A curarla è la pazienza verso di te; col tempo comprendi così bene quel dolore da aiutare gli altri a portare il loro.',
    ),
  ascendant: (c) => {
    const r = chartRuler(c.a);
    const rn = r?.place?.house;
    return paragraphs(
      frasi(`Al momento della tua nascita sorgeva all’orizzonte il segno ${prep('di', c.s.art)}, a ${gradi(c.b.degree)}: è la porta attraverso cui incontri le persone e le situazioni nuove.`, `A prima vista si colgono in te ${c.s.traits}, e affronti le cose ${c.s.manner}.`, c.crit),
      frasi(r?.place && `${maiusc(SOGGETTO[r.ruler])}, governatore ${prep('di', c.s.art)}, si trova in ${SEGNI[r.place.sign].name}${rn ? ` in casa ${rn}: l’energia che mostri subito entra in azione ${CASE[rn]!.scene}` : ''}.`, c.asp),
      'Usa questo stile con consapevolezza ogni volta che inizi qualcosa: è la porta più facile per tutte le tue altre qualità.',
    );
  },
  ic: (c) =>
    paragraphs(
      frasi(`Il Fondo Cielo è la radice del tema, e il tuo è in ${c.s.name}.`, `Fra le mura di casa dominano ${c.s.traits}, e la storia familiare che porti con te parla tanto ${prep('di', c.s.gift)} quanto ${prep('di', c.s.shadow)}.`),
      frasi(`Qualunque forma abbia la tua casa, è il luogo in cui hai bisogno ${c.s.bisogno}.`, c.asp),
      'Costruisci una vita privata che ti somigli: è il terreno su cui poggia tutto il resto.',
    ),
  descendant: (c) =>
    paragraphs(
      frasi(`Di fronte al tuo Ascendente, il Discendente cade in ${c.s.name}: descrive ciò che cerchi, e spesso trovi, nei partner.`, `Ti attraggono persone in cui si avvertono ${c.s.traits}, e in un legame duraturo hai bisogno ${c.s.bisogno}.`),
      frasi(`Ciò che ammiri nell’altro è spesso una qualità che stai imparando a coltivare in prima persona, qui ${c.s.gift}.`, c.asp),
      'Nota quali di queste qualità deleghi ai partner, e come farle crescere in te.',
    ),
  midheaven: (c) => {
    const ruler = TRADITIONAL_RULERS[c.b.sign];
    const rn = c.a.bodies[ruler]?.house;
    return paragraphs(
      frasi(`Il tuo Medio Cielo è in ${c.s.name}: il punto più alto del tema e la direzione della tua vita pubblica.`, `Ti si addice un lavoro che valorizzi ${c.s.traits}, e gli altri ti stimano per ${c.s.gift}.`),
      frasi(!!rn && `${maiusc(SOGGETTO[ruler])}, governatore del tuo Medio Cielo, si trova in casa ${rn}, e così la tua vocazione si lega ai temi ${CASE[rn]!.areaDi}.`, c.asp),
      'Misura il successo meno sui titoli e più sullo spazio che il tuo lavoro lascia a queste qualità.',
    );
  },
  lilith: (c) =>
    paragraphs(
      frasi(`Lilith, la Luna Nera, in ${c.s.name} mostra la parte di te che rifiuta di essere addomesticata.`, `Da qualche parte hai imparato che ${c.s.traits} erano troppo, ed è proprio lì che oggi reclami spazio.`),
      frasi(c.h && `In casa ${c.n} questo rifiuto si manifesta ${c.h.scene}.`, c.asp),
      'Osserva dove metti ancora a tacere questa parte di te, e cerca modi sicuri per lasciarla parlare.',
    ),
  northNode: (c) =>
    paragraphs(
      frasi(`Il tuo Nodo Nord è in ${c.s.name}: la direzione che prende la tua crescita in questa vita.`, `Le qualità che ti sembrano estranee, persino goffe, sono quelle da sviluppare: ${c.s.traits}, e a poco a poco ${c.s.gift}.`),
      frasi(c.h && `La sua posizione in casa ${c.n} orienta questa crescita verso i temi ${c.h.areaDi}.`, c.asp),
      'Qui funzionano meglio piccoli passi regolari, e il progresso conta più della facilità.',
    ),
  southNode: (c) =>
    paragraphs(
      frasi(`Il Nodo Sud in ${c.s.name} custodisce i talenti che porti con te dalla nascita: ${c.s.traits} ti vengono senza sforzo.`, `La trappola sarebbe appoggiarti a loro per abitudine; in quel caso fai attenzione ${prep('a', c.s.shadow)}.`),
      frasi(c.h && `In casa ${c.n} questa antica facilità si ritrova ${c.h.scene}.`, c.asp),
      'Usa con generosità questi doni, e accorgiti di quando ci torni solo perché rassicurano.',
    ),
  partOfFortune: (c) =>
    paragraphs(
      frasi(`La Parte di Fortuna, calcolata dal Sole, dalla Luna e dall’Ascendente, cade in ${c.s.name}.`, `Leggerezza e gioia arrivano quando nella tua vita trovano posto ${c.s.traits}.`),
      frasi(c.h && `La sua casa, la casa ${c.n}, è quella in cui la fortuna sembra venirti a cercare: ${c.h.scene}.`, c.asp),
      'Quando la vita pesa, torna a ciò che descrive questa posizione: tende a restituirti la sensazione di avere fortuna.',
    ),
};

export function astrologySection(key: AstrologySection, facts: BlueprintFacts): string {
  const a = facts.astrology ?? { bodies: {} };
  const body = SECTION_BODY[key];
  const b = a.bodies[body];
  const i = ASTROLOGY_SECTIONS.indexOf(key);
  if (!b) return `La posizione esatta ${prep('di', tuo(body))} non è disponibile per questo tema: la lettura resta quindi generale.`;
  const { house: n, aspect: chosen, isAngle, retro } = sectionReading(a, body, b);
  const asp = fraseAspetto(body, chosen, i);
  const crit = isAngle ? undefined : gradoCritico(b, i);
  const ctx: Ctx = { a, b, s: SEGNI[b.sign], retro, ...(n ? { n, h: CASE[n]! } : {}), ...(asp ? { asp } : {}), ...(crit ? { crit } : {}) };
  const text = COMPOSERS[key](ctx);
  return key === 'sun' ? paragraphs(chartSynthesis(facts), text) : text;
}

/* ------------------------------------------------------------------------------------ sintesi */

const ELEMENTO_NOME: Record<Element, string> = { fire: 'il fuoco', earth: 'la terra', air: 'l’aria', water: 'l’acqua' };
const ELEMENTO_SEGNI: Record<Element, string> = { fire: 'fuoco', earth: 'terra', air: 'aria', water: 'acqua' };
const ELEMENTO_VERSO: Record<Element, string> = {
  fire: 'l’entusiasmo e il bisogno di agire sull’onda dell’ispirazione',
  earth: 'il senso pratico e il bisogno di risultati tangibili',
  air: 'le idee, lo scambio e il bisogno di prendere le distanze',
  water: 'il sentire, l’intuito e il bisogno di vicinanza affettiva',
};
const ELEMENTO_MIX: Record<Element, string> = { fire: 'di entusiasmo', earth: 'di senso pratico', air: 'di idee vivaci', water: 'di sentire profondo' };
const ELEMENTO_MANCA: Record<Element, string> = {
  fire: 'l’entusiasmo a volte va alimentato, e persone o progetti pieni di slancio portano ciò che il tema lascia aperto.',
  earth: 'la concretezza chiede una struttura consapevole, e routine, elenchi e cura del corpo tengono le idee ancorate.',
  air: 'la distanza critica non arriva da sola, e parlare delle cose o scriverle aiuta a prendere respiro.',
  water: 'le emozioni a volte si digeriscono lentamente o da lontano, e la compagnia di chi vive i sentimenti con naturalezza aiuta.',
};
const MODALITA_NOME: Record<Modality, string> = { cardinal: 'cardinali', fixed: 'fissi', mutable: 'mobili' };
const MODALITA_VERSO: Record<Modality, string> = {
  cardinal: 'appartieni a chi avvia, e in te l’iniziativa viene prima del consolidamento',
  fixed: 'appartieni a chi tiene duro, e in te la perseveranza viene prima del cambiamento',
  mutable: 'ti pieghi piuttosto che spezzarti, e in te la flessibilità viene prima della permanenza',
};
const MODALITA_COPPIA: Record<string, string> = {
  'cardinal+fixed': 'avviare e tenere duro pesano allo stesso modo',
  'cardinal+mutable': 'avvii e ti adatti più volentieri di quanto perseveri',
  'fixed+mutable': 'perseveri e ti adatti più volentieri di quanto avvii',
};
const DIGNITA = {
  domicile: 'nel suo domicilio, dove la sua forza è piena',
  exaltation: 'nel segno della sua esaltazione, dove la sua forza tocca il culmine',
  detriment: 'nel segno del suo esilio, dove la sua forza deve andare controcorrente',
  fall: 'nel segno della sua caduta, dove la sua forza è più difficile da trovare',
} as const;

function figura(a: AstrologyFacts): string | undefined {
  const s = chartShape(a);
  if (!s) return undefined;
  switch (s.shape) {
    case 'bundle':
      return 'I dieci pianeti stanno in un terzo della ruota, la figura detta a fascio: la tua energia si concentra su pochi campi, e questo dà forza ma anche il rischio di restringere lo sguardo.';
    case 'bowl':
      return 'I pianeti occupano metà della ruota e lasciano vuota l’altra, la figura detta a ciotola: porti in te un forte senso di missione, e la metà vuota descrive ciò verso cui tendi.';
    case 'bucket':
      return `I pianeti si raccolgono in metà della ruota, con un solo pianeta dall’altra parte, ${SOGGETTO[s.focus!]}: è la figura detta a secchio, e quel pianeta isolato ne è il manico, attraverso cui passa gran parte della tua energia.`;
    case 'locomotive':
      return 'I pianeti occupano due terzi della ruota e ne lasciano vuoto un terzo, la figura detta a locomotiva: un tema che si mette in moto da solo verso ciò che gli manca.';
    case 'seesaw':
      return 'I pianeti formano due gruppi che si fronteggiano, la figura detta ad altalena: metti a confronto un lato della vita con l’altro e cresci trovando l’equilibrio fra i due.';
    case 'splash':
      return 'I pianeti sono sparsi su tutta la ruota, la figura detta sparpagliata: hai interessi ampi e sai cimentarti in molte cose.';
    case 'splay':
      return 'I pianeti formano gruppi irregolari intorno alla ruota, la figura detta a ventaglio: segui un disegno tutto tuo e non ti lasci rinchiudere in uno schema.';
  }
}

function elementi(a: AstrologyFacts): string[] {
  const e = elementBalance(a);
  const order: Element[] = ['fire', 'earth', 'air', 'water'];
  if (order.reduce((n, k) => n + e.counts[k], 0) < 10) return [];
  const sorted = [...order].sort((x, y) => e.counts[y] - e.counts[x] || order.indexOf(x) - order.indexOf(y));
  const conta = `${maiusc(ELEMENTO_NOME[sorted[0]!])} riunisce ${numero(e.counts[sorted[0]!])} dei dieci pianeti, ${elenco(sorted.slice(1).map((k) => `${ELEMENTO_NOME[k]} ${numero(e.counts[k])}`))}.`;
  const guida =
    e.strongest.length === 1
      ? `Con ${ELEMENTO_NOME[e.strongest[0]!]} in testa, il tema pende verso ${ELEMENTO_VERSO[e.strongest[0]!]}.`
      : e.strongest.length === 2
        ? `${maiusc(ELEMENTO_NOME[e.strongest[0]!])} e ${ELEMENTO_NOME[e.strongest[1]!]} si dividono il primato: un impasto ${ELEMENTO_MIX[e.strongest[0]!]} e ${ELEMENTO_MIX[e.strongest[1]!]}.`
        : 'Gli elementi sono distribuiti in modo uniforme: nessun temperamento prevale.';
  return [conta, guida, ...e.missing.map((m) => `Nessun pianeta in segni di ${ELEMENTO_SEGNI[m]}: ${ELEMENTO_MANCA[m]}`)];
}

function modalita(a: AstrologyFacts): string | undefined {
  const m = modalityBalance(a);
  if ((['cardinal', 'fixed', 'mutable'] as Modality[]).reduce((n, k) => n + m.counts[k], 0) < 10) return undefined;
  if (m.strongest.length === 1) {
    const k = m.strongest[0]!;
    return `Quanto alle modalità, i segni ${MODALITA_NOME[k]} ospitano ${numero(m.counts[k])} pianeti: ${MODALITA_VERSO[k]}.`;
  }
  const [x, y] = m.strongest as [Modality, Modality];
  return `I segni ${MODALITA_NOME[x]} e quelli ${MODALITA_NOME[y]} ospitano ${numero(m.counts[x])} pianeti ciascuno: ${MODALITA_COPPIA[`${x}+${y}`]}.`;
}

function emisferi(a: AstrologyFacts): string | undefined {
  const h = hemispheres(a);
  if (h.known < 10) return undefined;
  const v = h.above >= 7 ? 'sopra l’orizzonte, e questo rivolge gran parte della tua vita al mondo esterno' : h.below >= 7 ? 'sotto l’orizzonte: gran parte della tua vita si gioca nel privato prima di mostrarsi' : undefined;
  const w = h.east >= 7 ? 'a est, dove tracci da te la tua strada' : h.west >= 7 ? 'a ovest, dove la vita ti arriva attraverso gli altri' : undefined;
  if (v && w) return `La maggior parte dei pianeti si trova ${v}; e la maggior parte anche ${w}.`;
  if (v ?? w) return `La maggior parte dei pianeti si trova ${v ?? w}.`;
  return undefined;
}

function governatore(a: AstrologyFacts): string[] {
  const r = chartRuler(a);
  if (!r) return [];
  const co = r.coRuler ? ` (con ${SOGGETTO[r.coRuler]} come governatore moderno)` : '';
  const out = [`Con l’Ascendente in ${SEGNI[r.rising].name}, ${SOGGETTO[r.ruler]} è il governatore del tuo tema${co}.`];
  if (r.place) {
    const n = r.place.house;
    out.push(`${maiusc(SOGGETTO[r.ruler])} si trova in ${SEGNI[r.place.sign].name}${n ? ` in casa ${n}` : ''}${r.dignity ? `, ${DIGNITA[r.dignity]}` : ''}.`);
    if (n) out.push(`Gran parte della tua vita si guida da lì, ${CASE[n]!.scene}.`);
    if (r.place.isRetrograde) out.push('Il suo moto retrogrado dà al tuo modo di condurre la vita una qualità riflessiva, fatta di ripensamenti.');
    if (r.aspect) out.push(`Il suo contatto più forte, ${aspettoUn(r.aspect.type)} con ${tuo(r.aspect.other)} (${orbita(r.aspect.orb)}), vi aggiunge ${sensoAspetto(r.aspect.type)}.`);
  }
  return out;
}

function aspettiChiave(a: AstrologyFacts): string | undefined {
  const top = chartKeyAspects(a, 3);
  if (!top.length) return undefined;
  const items = top.map((x) => `${aspettoUn(normalAspect(x.type))} fra ${tuoK(x.body1)} e ${tuoK(x.body2)} (${orbita(x.orb)})`);
  return top.length === 1 ? `L’aspetto più forte del tema è ${items[0]}; tornerà nelle sezioni che seguono.` : `Gli aspetti più forti del tema sono ${elenco(items)}; torneranno nelle sezioni che seguono.`;
}

export function chartSynthesis(facts: BlueprintFacts): string {
  const a = facts.astrology;
  if (!a) return '';
  const name = facts.name?.trim().split(/\s+/)[0];
  const apertura = `${name ? `${name}, è` : 'È'} qui che comincia il tuo blueprint: prima il tema nel suo insieme, poi ogni posizione, una per una.`;
  return paragraphs(frasi(apertura, ...elementi(a), modalita(a)), frasi(figura(a), emisferi(a)), frasi(...governatore(a), aspettiChiave(a)));
}
