/**
 * Le parole italiane dello scrittore offline: segni, case, corpi e aspetti, come gruppi che entrano
 * nelle frasi di it/astrology.ts e it/transit.ts. Ogni gruppo ha un solo ruolo (scritto sul campo);
 * le preposizioni articolate si formano con `prep` (del, dello, della, dell’, dei, degli, nel, al,
 * sul...), così non compare mai un «di il». Nessun aggettivo si accorda con il lettore, di cui non
 * si conosce il genere. I nomi di segni e corpi sono quelli di shared/i18n/labels/it.ts (un test lo
 * verifica), copiati qui per non caricare tutto il catalogo delle etichette nello scrittore.
 */
import type { AstroBody, ZodiacSign } from '../../facts';

export interface SegnoParole {
  /** «Ariete»: dopo «in» («Sole in Ariete»). */
  name: string;
  /** Con l'articolo: «l’Ariete», «lo Scorpione», «i Gemelli»; solo dopo `prep` o come complemento. */
  art: string;
  /** Gruppo nominale con articolo: complemento diretto, oppure dopo `prep`. */
  traits: string;
  /** Complemento di modo, dopo un verbo. */
  manner: string;
  /** Complemento di «hai bisogno», con il suo «di» già scritto. */
  bisogno: string;
  /** Gruppo nominale con articolo: complemento diretto o dopo «è». */
  gift: string;
  /** Gruppo nominale con articolo: complemento diretto soltanto. */
  shadow: string;
}

export const SEGNI: Record<ZodiacSign, SegnoParole> = {
  aries: { name: 'Ariete', art: 'l’Ariete', traits: 'la franchezza, il coraggio e il gusto di cominciare', manner: 'con slancio diretto e il gusto delle partenze', bisogno: 'di spazio per agire a modo tuo', gift: 'l’audacia di aprire la strada', shadow: 'l’impazienza davanti alla lentezza' },
  taurus: { name: 'Toro', art: 'il Toro', traits: 'la costanza, la sensualità e la fedeltà', manner: 'con calma e sicurezza, fidandoti dei sensi', bisogno: 'di comodità, di continuità e di un terreno solido sotto i piedi', gift: 'la resistenza', shadow: 'l’attaccamento ostinato a ciò che conosci' },
  gemini: { name: 'Gemelli', art: 'i Gemelli', traits: 'la curiosità, la prontezza e il gusto dello scambio', manner: 'con leggerezza e rapidità, tra domande e conversazioni', bisogno: 'di varietà e di qualcuno con cui parlare', gift: 'una mente agile che collega un’idea all’altra', shadow: 'la dispersione' },
  cancer: { name: 'Cancro', art: 'il Cancro', traits: 'la cura, la protezione e l’intuito', manner: 'prima di tutto con il sentimento, con un istinto protettivo', bisogno: 'di una casa sicura e di persone care che valgano come una famiglia', gift: 'il dono di far sentire gli altri accolti', shadow: 'gli sbalzi d’umore che si chiudono nel guscio' },
  leo: { name: 'Leone', art: 'il Leone', traits: 'il calore, l’espressione e la generosità', manner: 'apertamente e con calore, con il senso della scena', bisogno: 'di riconoscimento per ciò che sei davvero', gift: 'un cuore generoso che incoraggia gli altri', shadow: 'un orgoglio che si ferisce facilmente' },
  virgo: { name: 'Vergine', art: 'la Vergine', traits: 'l’attenzione, il senso pratico e il desiderio di rendersi utili', manner: 'con cura, con l’occhio su ciò che potrebbe funzionare meglio', bisogno: 'di un lavoro utile e di un po’ di ordine', gift: 'la competenza e il discernimento', shadow: 'una voce critica che non si riposa mai' },
  libra: { name: 'Bilancia', art: 'la Bilancia', traits: 'il senso della giustizia, la grazia e il gusto per gli altri', manner: 'con diplomazia, soppesando ogni punto di vista prima di agire', bisogno: 'di armonia, di bellezza e di buona compagnia', gift: 'il senso dell’equilibrio e dell’equità', shadow: 'l’indecisione quando ogni parte sembra avere ragione' },
  scorpio: { name: 'Scorpione', art: 'lo Scorpione', traits: 'l’intensità, la perspicacia e la lealtà', manner: 'in profondità e con riserbo, senza mezze misure', bisogno: 'di onestà, di fiducia e di profondità', gift: 'il coraggio di guardare sotto la superficie', shadow: 'la diffidenza e la fatica di lasciar andare' },
  sagittarius: { name: 'Sagittario', art: 'il Sagittario', traits: 'il gusto dell’avventura, l’ottimismo e la schiettezza', manner: 'in grande, con umorismo e lo sguardo rivolto all’orizzonte', bisogno: 'di libertà, di senso e di spazio per esplorare', gift: 'la fiducia in ciò che verrà', shadow: 'l’irrequietezza e le promesse fatte troppo in fretta' },
  capricorn: { name: 'Capricorno', art: 'il Capricorno', traits: 'l’ambizione, il senso di responsabilità e la pazienza', manner: 'con disciplina e una visione a lungo termine', bisogno: 'di una meta che valga la fatica e del tempo per raggiungerla', gift: 'la pazienza di costruire ciò che dura', shadow: 'una severità eccessiva nel giudicarti' },
  aquarius: { name: 'Acquario', art: 'l’Acquario', traits: 'l’indipendenza, l’inventiva e l’idealismo', manner: 'a modo tuo, con un occhio al gruppo', bisogno: 'di libertà di pensiero e di una causa da condividere', gift: 'le idee originali messe al servizio del gruppo', shadow: 'il distacco quando le emozioni salgono' },
  pisces: { name: 'Pesci', art: 'i Pesci', traits: 'la compassione, l’immaginazione e la ricettività', manner: 'con dolcezza e intuito, percependo più di quanto sai dire', bisogno: 'di calma, di bellezza e di tempo per sognare', gift: 'l’immaginazione unita alla compassione', shadow: 'i confini che si dissolvono troppo facilmente' },
};

export interface CasaParole {
  /** «dell’io, del corpo...»: sempre dopo un nome («i temi dell’io»), con le preposizioni già articolate. */
  areaDi: string;
  /** Complemento di luogo, dopo un verbo. */
  scene: string;
}

/** Indici da 1 a 12; la casella 0 è vuota. */
export const CASE: readonly CasaParole[] = [
  { areaDi: '', scene: '' },
  { areaDi: 'dell’io, del corpo e della prima impressione', scene: 'nel modo in cui ti presenti e cominci le cose' },
  { areaDi: 'del denaro, dei beni e della stima di sé', scene: 'in ciò che guadagni, possiedi e apprezzi' },
  { areaDi: 'della comunicazione, degli studi, dei fratelli e del vicinato', scene: 'negli scambi quotidiani, negli spostamenti e negli studi' },
  { areaDi: 'della casa, della famiglia e delle radici', scene: 'nella vita privata e familiare' },
  { areaDi: 'della creatività, del gioco, degli amori e dei figli', scene: 'in ciò che crei e in ciò che ti rallegra' },
  { areaDi: 'del lavoro quotidiano, della salute e delle abitudini', scene: 'nel lavoro di ogni giorno e nelle abitudini' },
  { areaDi: 'della coppia e degli impegni presi con gli altri', scene: 'nelle relazioni più strette, a tu per tu' },
  { areaDi: 'dell’intimità, delle risorse condivise e delle trasformazioni', scene: 'nei legami profondi, nel denaro condiviso e nei periodi di cambiamento' },
  { areaDi: 'dei viaggi, degli studi superiori e della ricerca di senso', scene: 'nei viaggi, negli studi e nella ricerca di senso' },
  { areaDi: 'della carriera, della reputazione e del ruolo sociale', scene: 'nella carriera e nella vita pubblica' },
  { areaDi: 'delle amicizie, dei gruppi e dei progetti futuri', scene: 'tra gli amici, nei gruppi e nelle cause condivise' },
  { areaDi: 'della solitudine, del ritiro e dell’inconscio', scene: 'dietro le quinte, nella solitudine e nella riflessione' },
];

/** Il nome del corpo, senza articolo: «Sole», «Nodo Nord». */
export const CORPI: Record<AstroBody, string> = {
  sun: 'Sole',
  moon: 'Luna',
  mercury: 'Mercurio',
  venus: 'Venere',
  mars: 'Marte',
  jupiter: 'Giove',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Nettuno',
  pluto: 'Plutone',
  chiron: 'Chirone',
  north_node: 'Nodo Nord',
  south_node: 'Nodo Sud',
  lilith: 'Lilith',
  ascendant: 'Ascendente',
  midheaven: 'Medio Cielo',
  descendant: 'Discendente',
  ic: 'Fondo Cielo',
  part_of_fortune: 'Parte di Fortuna',
};

/** I corpi di genere femminile: «la tua Luna», «la tua Venere». */
export const FEMMINILI: ReadonlySet<AstroBody> = new Set<AstroBody>(['moon', 'venus', 'lilith', 'part_of_fortune']);

/** Il corpo con il possessivo e il suo articolo: «il tuo Sole», «la tua Venere». */
export const tuo = (b: AstroBody): string => `${FEMMINILI.has(b) ? 'la tua' : 'il tuo'} ${CORPI[b]}`;

/** Il corpo come soggetto, con l'articolo dove l'italiano lo vuole: «il Sole», «Marte», «l’Ascendente». */
export const SOGGETTO: Record<AstroBody, string> = {
  sun: 'il Sole',
  moon: 'la Luna',
  mercury: 'Mercurio',
  venus: 'Venere',
  mars: 'Marte',
  jupiter: 'Giove',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Nettuno',
  pluto: 'Plutone',
  chiron: 'Chirone',
  north_node: 'il Nodo Nord',
  south_node: 'il Nodo Sud',
  lilith: 'Lilith',
  ascendant: 'l’Ascendente',
  midheaven: 'il Medio Cielo',
  descendant: 'il Discendente',
  ic: 'il Fondo Cielo',
  part_of_fortune: 'la Parte di Fortuna',
};

/** Che cosa rappresenta un corpo natale: gruppo nominale con possessivo, complemento soltanto. */
export const TEMI: Record<AstroBody, string> = {
  sun: 'la tua vitalità',
  moon: 'le tue emozioni',
  mercury: 'il tuo modo di pensare',
  venus: 'la tua vita affettiva',
  mars: 'la tua energia',
  jupiter: 'la tua fiducia',
  saturn: 'il tuo senso del dovere',
  uranus: 'il tuo bisogno di libertà',
  neptune: 'la tua immaginazione',
  pluto: 'la tua intensità',
  chiron: 'una vecchia ferita',
  north_node: 'la tua strada di crescita',
  south_node: 'le tue vecchie abitudini',
  lilith: 'la tua parte indomita',
  ascendant: 'il tuo modo di presentarti al mondo',
  midheaven: 'il tuo percorso pubblico',
  descendant: 'le tue relazioni di coppia',
  ic: 'la tua vita intima',
  part_of_fortune: 'la tua fortuna naturale',
};

/** Il nome dell'aspetto con l'articolo indeterminativo. */
export const ASPETTI_UN: Record<string, string> = {
  conjunction: 'una congiunzione',
  opposition: 'un’opposizione',
  square: 'una quadratura',
  trine: 'un trigono',
  sextile: 'un sestile',
  quincunx: 'un quinconce',
  'semi-sextile': 'un semisestile',
  'semi-square': 'un semiquadrato',
  sesquiquadrate: 'un sesquiquadrato',
  sesquisquare: 'un sesquiquadrato',
  quintile: 'un quintile',
  'bi-quintile': 'un biquintile',
};
export const aspettoUn = (type: string): string => ASPETTI_UN[type] ?? 'un aspetto';

/** Che cosa fa un aspetto: gruppo nominale (dopo «è» o come complemento). */
export const SENSO_ASPETTO: Record<string, string> = {
  conjunction: 'una fusione in cui nessuna delle due energie agisce da sola',
  opposition: 'una tensione fra due poli che chiede equilibrio',
  square: 'un attrito che spinge ad agire',
  trine: 'una scorrevolezza naturale che basta saper usare',
  sextile: 'un’apertura che premia un piccolo sforzo',
  quincunx: 'un accordo difficile che chiede continui piccoli aggiustamenti',
  'semi-sextile': 'un legame discreto fra vicini che imparano a collaborare',
  'semi-square': 'una piccola irritazione costante che ti tiene in movimento',
  sesquiquadrate: 'un’inquietudine che chiede regolazioni sottili',
  quintile: 'un talento creativo che aspetta solo di essere coltivato',
  'bi-quintile': 'un talento creativo che aspetta solo di essere coltivato',
};
export const sensoAspetto = (type: string): string => SENSO_ASPETTO[type] ?? 'un legame da esplorare';

/** Numeri al maschile («pianeti»). */
export const NUMERI = ['nessuno', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'];
export const numero = (n: number): string => NUMERI[n] ?? String(n);

type Prep = 'di' | 'a' | 'da' | 'in' | 'su';
const BASE: Record<Prep, string> = { di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su' };
/** Preposizione articolata: prep('di', 'lo Scorpione') = «dello Scorpione», prep('in', 'l’ombra') = «nell’ombra». */
export function prep(p: Prep, np: string): string {
  const b = BASE[p];
  const m = /^(il|lo|la|i|gli|le) (.*)$/s.exec(np);
  if (m) {
    const art = m[1]!;
    const joined = art === 'il' ? `${b}l` : art === 'i' ? `${b}i` : art === 'gli' ? `${b}gli` : `${b}l${art}`;
    return `${joined} ${m[2]!}`;
  }
  if (np.startsWith('l’')) return `${b}ll’${np.slice(2)}`;
  return `${p} ${np}`;
}

export const maiusc = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
export const gradi = (d: number): string => `${Math.floor(d)}°`;
export function orbita(orb: number): string {
  const total = Math.round(Math.abs(orb) * 60);
  return `${Math.floor(total / 60)}°${String(total % 60).padStart(2, '0')}′`;
}
/** «a, b e c» */
export const elenco = (xs: string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} e ${xs[xs.length - 1]}`);

/** Il verbo essere concorda con il nome del predicato plurale: "è la pazienza", "sono le idee". */
export const plurale = (sn: string): boolean => /^(i|gli|le|dei|degli|delle) /.test(sn);
export const essere = (sn: string): string => `${plurale(sn) ? 'sono' : 'è'} ${sn}`;
