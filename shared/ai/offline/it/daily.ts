/**
 * Il cielo del giorno e i dodici oroscopi, in italiano: gli stessi fatti calcolati dell'inglese
 * (case solari, pianeta che governa il segno, aspetti del giorno e ora esatta), frasi scritte per
 * l'italiano. Gli eventi del giorno si riscrivono dai loro campi (tipo, corpi, ora), mai tradotti
 * dalla descrizione inglese. Il lettore è «tu»; nessun aggettivo si accorda con il suo genere, e
 * il moto retrogrado si dice «in moto retrogrado» (nessun accordo con il pianeta).
 */
import type { Highlight } from '../../../daily/highlights';
import type { DailyInsightFacts, SignHoroscopeTextFacts } from '../../daily-facts';
import type { AstroBody, ZodiacSign } from '../../facts';
import { labelOf } from '../../../i18n/labels/index';
import { aspettoUn, CORPI, elenco, maiusc, prep, SEGNI, SOGGETTO } from './vocab';
import { fnv1a as hash } from '../variation';

const nome = (b: string): string => CORPI[b as AstroBody] ?? b;
const soggetto = (b: string): string => SOGGETTO[b as AstroBody] ?? b;
const segno = (s: string): string => SEGNI[s as ZodiacSign]?.name ?? s;
/** «alle 14:30», «all’1:05», «alle 00:12». */
function alle(iso: string): string {
  const h = Number(iso.slice(11, 13));
  const m = iso.slice(14, 16);
  return h === 1 ? `all’1:${m}` : `alle ${h === 0 ? '00' : h}:${m}`;
}
/** Il nome della fase («Luna crescente», «primo quarto»): minuscolo tranne la Luna. */
const faseIt = (p: string): string => {
  const n = labelOf('it', 'lunarPhases', p);
  return n.startsWith('Luna') ? n : n.toLowerCase();
};
/** «disco illuminato al 45%», ma «all’8%», «all’11%», «all’80%» (si leggono otto, undici, ottanta). */
function disco(illum: number): string {
  const n = Math.round(illum);
  return `disco illuminato ${/^(?:1|11|8\d?)$/.test(String(n)) ? 'all’' : 'al '}${n}%`;
}

/** Gli ambiti delle dodici case solari, ciascuno con il suo articolo (perché ogni nome prenda la sua preposizione). */
const AMBITI: readonly (readonly string[])[] = [
  ['la tua persona', 'il corpo', 'il modo in cui ti presenti'],
  ['il denaro', 'i beni', 'ciò che per te ha valore'],
  ['gli scambi', 'i piccoli spostamenti', 'il vicinato'],
  ['la casa', 'la famiglia', 'le radici'],
  ['la creatività', 'l’amore', 'il gioco', 'l’espressione di te'],
  ['la routine', 'il lavoro', 'i ritmi della salute'],
  ['la coppia', 'gli accordi a due'],
  ['le risorse condivise', 'l’intimità', 'le trasformazioni profonde'],
  ['gli studi', 'i viaggi', 'lo sguardo d’insieme'],
  ['la carriera', 'la reputazione', 'gli obiettivi a lungo termine'],
  ['gli amici', 'i gruppi', 'i progetti per il futuro'],
  ['il riposo', 'il ritiro', 'ciò che accade dietro le quinte'],
];
/** «la casa, la famiglia e le radici»; con una preposizione ripetuta: «sulla casa, sulla famiglia e sulle radici». */
const ambito = (n: number, p?: 'su'): string => elenco(AMBITI[n - 1]!.map((x) => (p ? (x.startsWith('ciò') ? `su ${x}` : prep(p, x)) : x)));

/** Che cosa smuove la Luna in ciascuna casa solare. */
const LUNA_IN_CASA: readonly string[] = [
  'l’umore affiora e si legge in faccia; fidati dell’istinto su ciò di cui hai bisogno',
  'si fa sentire un bisogno di comodità e di sicurezza; una piccola scelta di denaro, fatta con buon senso, arriva al momento giusto',
  'la mente si accende e chiacchiera; un messaggio o una commissione veloce può contare più di quanto sembri',
  'la casa ti chiama; un momento in famiglia, o anche solo rimettere in ordine le stanze, ti ricarica',
  'un umore giocoso e caloroso favorisce la creatività, gli appuntamenti e tutto ciò che ti fa brillare',
  'l’ordine dà pace; sbrigare le piccole faccende e prenderti cura del corpo porta frutto',
  'gli altri passano in primo piano; ascoltare bene rende più facile un progetto comune',
  'le emozioni scendono in profondità; un discorso franco sulla fiducia o sul denaro in comune rasserena l’aria',
  'la voglia di altrove chiede di guardare più lontano; leggi, progetta un viaggio o impara qualcosa di nuovo',
  'il tuo lato pubblico è in vista; l’impegno costante sul lavoro viene notato',
  'gli amici e i gruppi ti sostengono; una causa comune o un incontro semplice fanno bene',
  'ti serve più quiete del solito; il riposo e la riflessione ricaricano le energie per ciò che verrà',
];

/** Che cosa rappresenta il pianeta che governa il segno: nomi con articolo (ognuno prende la sua preposizione). */
const RUOLO: Record<string, readonly string[]> = {
  sun: ['la tua vitalità', 'il tuo slancio'],
  moon: ['le tue emozioni', 'i tuoi bisogni'],
  mercury: ['i tuoi pensieri', 'i tuoi scambi'],
  venus: ['i tuoi affetti', 'i tuoi piaceri'],
  mars: ['la tua energia', 'il tuo coraggio'],
  jupiter: ['il tuo ottimismo', 'la tua crescita'],
  saturn: ['la tua disciplina', 'i tuoi limiti'],
  uranus: ['il tuo bisogno di libertà e di cambiamento'],
  neptune: ['i tuoi sogni', 'la tua intuizione'],
  pluto: ['la tua forza di trasformazione'],
  chiron: ['le vecchie ferite', 'la loro guarigione'],
  north_node: ['la tua rotta', 'le tue scelte di direzione'],
};

/** Il verbo del primo aspetto, con la preposizione che regge il ruolo (se ne vuole una). */
const VERBO_ASPETTO: Record<string, { v: string; p?: 'a' | 'su' }> = {
  conjunction: { v: 'concentra' },
  opposition: { v: 'fa da contrappeso', p: 'a' },
  trine: { v: 'sostiene' },
  square: { v: 'mette alla prova' },
  sextile: { v: 'apre una porta', p: 'a' },
};
/** Il secondo aspetto, senza complemento (nessun pronome da accordare). */
const VERBO_SECONDO: Record<string, string> = {
  conjunction: 'si unisce al gioco',
  opposition: 'tira dalla parte opposta',
  trine: 'offre un appoggio',
  square: 'crea attrito',
  sextile: 'apre uno spiraglio',
};

/** Gli ambiti in due parole, per i pianeti lenti (con l'articolo, per `prep`). */
const AMBITI_BREVI: readonly string[] = ['la tua immagine', 'le tue finanze', 'i tuoi scambi', 'la tua casa', 'i tuoi piaceri', 'il tuo lavoro quotidiano', 'la vita di coppia', 'le risorse condivise', 'i tuoi studi', 'la tua carriera', 'le tue amicizie', 'la tua vita interiore'];

const CONSIGLI: readonly string[] = [
  'Scrivi una cosa che vuoi far avanzare oggi e dedicale venti minuti di concentrazione vera.',
  'Scegli una conversazione che rimandi da tempo e aprila con garbo.',
  'Lascia un po’ di vuoto in agenda: l’ora imprevista potrebbe rivelarsi la migliore.',
  'Muoviti presto nella giornata: il corpo in movimento mette ordine nei pensieri.',
  'Riordina un piccolo angolo della tua vita: un cassetto, la casella di posta o una lista.',
  'Accetta un invito e declina un impegno che ti prosciuga.',
  'Fai una domanda invece di dare per scontata la risposta.',
  'Chiudi la giornata annotando tre cose andate meglio del previsto.',
  'Passa un po’ di tempo all’aperto e lascia che l’attenzione si allarghi.',
  'Prometti poco, e mantieni tutto quello che prometti.',
  'Condividi un’idea prima che ti sembri perfetta: i commenti degli altri le daranno forma.',
  'Riserva un’ora a qualcosa che fai solo per piacere.',
  'Dai un’occhiata tranquilla al bilancio o all’agenda, e correggi una cosa sola.',
];

const ENERGIA: Record<string, string> = {
  harmonious: 'L’energia complessiva è armoniosa: si aprono più porte di quante se ne chiudano.',
  challenging: 'L’energia complessiva è impegnativa: gli attriti diventano utili se li affronti con pazienza.',
  intense: 'L’energia complessiva è intensa: poche correnti potenti dominano la giornata.',
  dynamic: 'L’energia complessiva è dinamica: sostegni e tensioni si alternano, quindi resta flessibile.',
  calm: 'L’energia complessiva è calma: una buona giornata per tenere un ritmo regolare.',
};

const LUNAZIONE: Record<string, string> = {
  'new-moon': 'Luna nuova',
  'full-moon': 'Luna piena',
  'first-quarter': 'primo quarto di Luna',
  'last-quarter': 'ultimo quarto di Luna',
};

const GIORNI = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];
const MESI = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
/** «domenica 22 novembre 2026», «martedì 1º dicembre 2026». */
export function dataEstesa(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const n = d.getUTCDate();
  return `${GIORNI[d.getUTCDay()]} ${n === 1 ? '1º' : n} ${MESI[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Un evento del giorno, riscritto in italiano dai suoi campi (comincia in minuscolo dove l'italiano lo consente). */
export function evento(h: Highlight, i = 0): string {
  const ora = h.exactAt ? ` ${alle(h.exactAt)} (UTC)` : '';
  switch (h.type) {
    case 'station-retrograde':
      return `${soggetto(h.planet1)} si ferma e comincia il moto retrogrado${ora}, e i suoi temi si rivolgono verso l’interno`;
    case 'station-direct':
      return `${soggetto(h.planet1)} si ferma e riprende il moto diretto${ora}, e i suoi temi tornano ad avanzare`;
    case 'ingress':
      return `${soggetto(h.planet1)} entra in ${segno(h.planet2 ?? '')}${ora}`;
    case 'new-moon':
    case 'full-moon':
    case 'first-quarter':
    case 'last-quarter':
      return `${LUNAZIONE[h.type]}${ora}`;
    case 'lunar-phase':
      return `${faseIt(h.phase ?? '')}, ${disco(h.illumination ?? 0)}`;
    default: {
      // tre giri di frase, perché tre aspetti di fila non si ripetano
      const un = aspettoUn(h.type);
      const a = soggetto(h.planet1);
      const b = soggetto(h.planet2 ?? '');
      const culmine = h.exactAt ? ` (al culmine ${alle(h.exactAt)} UTC)` : '';
      if (i % 3 === 1) return `${a} e ${b} sono in ${un.replace(/^(?:una? |un’)/, '')}${culmine}`;
      if (i % 3 === 2) return `${un} lega ${a} e ${b}${culmine}`;
      return `${a} forma ${un} con ${b}${culmine}`;
    }
  }
}

export function dailyInsight(f: DailyInsightFacts): string {
  const sole = f.sky.find((b) => b.body === 'sun');
  const luna = f.sky.find((b) => b.body === 'moon');
  const retro = f.sky.filter((b) => b.retrograde && !['north_node', 'south_node', 'lilith'].includes(b.body)).map((b) => nome(b.body));
  const top = f.highlights.filter((h) => h.type !== 'lunar-phase').slice(0, 3);
  const tema = labelOf('it', 'dailyThemes', f.theme);
  const p1 = [
    `${maiusc(dataEstesa(f.day))}: il tema della giornata è ${tema === f.theme ? 'l’equilibrio' : `«${/-(?:retrograde|direct)$/.test(f.theme) ? tema : tema.toLowerCase()}»`}.`,
    sole && luna ? `Il Sole è in ${segno(sole.sign)} e la Luna apre la giornata in ${segno(luna.sign)}.` : '',
    ENERGIA[f.energy] ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const p2 = top.length ? `Da tenere d’occhio: ${top.map((h, i) => evento(h, i)).join('; ')}.` : 'Nessun aspetto importante domina la giornata, e resta spazio per seguire il tuo ritmo.';
  const p3 = [
    `Fase lunare: ${faseIt(f.lunarPhase.phase)}, ${disco(f.lunarPhase.illumination)}.`,
    retro.length ? `${elenco(retro)} ${retro.length === 1 ? 'è' : 'sono'} in moto retrogrado: rivedi prima di correre.` : 'Nessun pianeta è in moto retrogrado: i progetti possono andare dritti alla meta.',
    CONSIGLI[hash(f.day) % CONSIGLI.length]!,
  ].join(' ');
  return [p1, p2, p3].join('\n\n');
}

export function signHoroscope(f: SignHoroscopeTextFacts): string {
  const h = hash(`${f.day}|${f.sign}`);
  const m1 = f.moonHouses[0]!;
  const m2 = f.moonHouses[1];
  const lineaLuna =
    m2 !== undefined
      ? `La Luna passa dalla tua casa ${m1} (${ambito(m1)}) alla tua casa ${m2} (${ambito(m2)}): ${LUNA_IN_CASA[m2 - 1]}.`
      : `La Luna resta nella tua casa ${m1} (${ambito(m1)}): ${LUNA_IN_CASA[m1 - 1]}.`;
  const sole = f.placements.find((p) => p.body === 'sun');
  const lineaSole = sole ? `Il Sole illumina la tua casa ${sole.solarHouse} e in questa stagione mette al centro ${ambito(sole.solarHouse)}.` : '';
  const r = f.rulerPlacement;
  const luminare = ['sun', 'moon'].includes(f.ruler);
  const lineaGuida = `${maiusc(soggetto(f.ruler))}, ${luminare ? 'il luminare' : 'il pianeta'} che governa il tuo segno, si trova in ${segno(r.sign)}, nella tua casa ${r.solarHouse}${r.isRetrograde ? ', in moto retrogrado: rivedi prima di spingere' : ''}.`;
  const aspetti = f.rulerAspects.slice(0, 2).map((a, i) => {
    const altro = a.planet1 === f.ruler ? a.planet2! : a.planet1;
    const culmine = a.exactAt ? ` (al culmine ${alle(a.exactAt)} UTC)` : '';
    if (i > 0) return `${soggetto(altro)} ${VERBO_SECONDO[a.type] ?? 'fa sentire la sua voce'}${culmine}`;
    const v = VERBO_ASPETTO[a.type];
    const parti = RUOLO[f.ruler] ?? [nome(f.ruler)];
    const p = v?.p;
    const ruolo = elenco(p ? parti.map((x) => prep(p, x)) : [...parti]);
    return `${soggetto(altro)} ${v ? v.v : 'tocca'} ${ruolo}${culmine}`;
  });
  const lineaAspetti = aspetti.length ? `Oggi ${aspetti.join(', mentre ')}.` : `${maiusc(soggetto(f.ruler))} oggi non forma aspetti importanti: il ritmo lo decidi tu.`;
  const ingresso = f.ingresses.find((i) => i.body !== 'moon');
  const lineaIngresso = ingresso ? `In giornata ${soggetto(ingresso.body)} entra in ${segno(ingresso.sign)}, nella tua casa ${ingresso.solarHouse}, e sposta l’attenzione ${ambito(ingresso.solarHouse, 'su')}.` : '';
  const lenti = f.placements.filter((p) => ['jupiter', 'saturn'].includes(p.body));
  const lineaLenti = lenti.length
    ? `${lenti.map((p) => `${nome(p.body)}, nella tua casa ${p.solarHouse}, ${p.body === 'jupiter' ? `fa crescere ${AMBITI_BREVI[p.solarHouse - 1]}` : `chiede pazienza sul fronte ${prep('di', AMBITI_BREVI[p.solarHouse - 1]!)}`}`).join(', mentre ')}.`
    : '';
  const chiave = f.keyHighlights[0];
  const lineaChiave = chiave ? `Nel cielo di tutti: ${evento(chiave)}.` : '';
  return [
    `${segno(f.sign)}, ${dataEstesa(f.day)}. ${lineaLuna}`,
    [lineaGuida, lineaAspetti, lineaIngresso].filter(Boolean).join(' '),
    [lineaSole, lineaLenti, lineaChiave, `La fase lunare (${faseIt(f.lunarPhase.phase)}, ${disco(f.lunarPhase.illumination)}) dà il tono alla giornata. ${CONSIGLI[h % CONSIGLI.length]}`].filter(Boolean).join(' '),
  ].join('\n\n');
}
