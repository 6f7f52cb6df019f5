/**
 * La lettura di un rapporto di transiti, in italiano: i transiti più forti nell'ordine del
 * rapporto, il giorno in cui ciascuno è esatto nel periodo (calcolato dal nucleo dei transiti, nel
 * fuso orario del rapporto), la sua distanza dall'esattezza all'inizio del periodo e il suo senso.
 */
import type { AstroBody, TransitAspectFacts, TransitTextFacts } from '../../facts';
import { CORPI, elenco, maiusc, orbita, prep, SOGGETTO, tuo } from './vocab';

export const READING_TRANSITS = 3;

const chiave = (k: string): string => k.toLowerCase();
const soggetto = (k: string): string => SOGGETTO[chiave(k) as AstroBody] ?? maiusc(chiave(k).replace(/_/g, ' '));
const tuoNatale = (k: string): string => `${chiave(k) in CORPI ? tuo(chiave(k) as AstroBody) : `il tuo ${maiusc(chiave(k).replace(/_/g, ' '))}`} natale`;

const VERBO: Record<string, (o: string) => string> = {
  conjunction: (o) => `si congiunge ${prep('a', o)}`,
  opposition: (o) => `si oppone ${prep('a', o)}`,
  square: (o) => `forma una quadratura con ${o}`,
  trine: (o) => `forma un trigono con ${o}`,
  sextile: (o) => `forma un sestile con ${o}`,
  quincunx: (o) => `forma un quinconce con ${o}`,
};

const NOME_ASPETTO: Record<string, string> = { conjunction: 'Questa congiunzione', opposition: 'Questa opposizione', square: 'Questa quadratura', trine: 'Questo trigono', sextile: 'Questo sestile', quincunx: 'Questo quinconce' };

const PORTA: Record<string, string> = {
  sun: 'attenzione e vitalità',
  moon: 'un umore passeggero',
  mercury: 'scambi, progetti e messaggi',
  venus: 'affetto, piacere e questioni di denaro',
  mars: 'energia, fretta e ambizione',
  jupiter: 'crescita e occasioni',
  saturn: 'prove, limiti e lavoro',
  uranus: 'un cambiamento improvviso',
  neptune: 'sogni e incertezza',
  pluto: 'una trasformazione profonda e questioni di potere',
  chiron: 'vecchie ferite e l’occasione di curarle',
  north_node: 'domande sulla direzione da prendere',
};

/** Gruppi nominali con articolo, dopo `prep('a', ...)`. */
const TOCCA: Record<string, string> = {
  sun: 'la tua vitalità',
  moon: 'il tuo mondo emotivo',
  mercury: 'il tuo modo di pensare',
  venus: 'la tua vita affettiva',
  mars: 'la tua energia',
  jupiter: 'la tua fiducia',
  saturn: 'i tuoi impegni',
  uranus: 'il tuo bisogno di libertà',
  neptune: 'i tuoi ideali',
  pluto: 'le tue motivazioni profonde',
  chiron: 'una vecchia ferita',
  north_node: 'la tua direzione di vita',
  south_node: 'le tue vecchie abitudini',
  ascendant: 'il tuo modo di apparire',
  midheaven: 'la tua carriera',
};

const CONSIGLIO: Record<string, readonly string[]> = {
  conjunction: ['qui si apre un nuovo capitolo, comincialo con consapevolezza', 'i due temi si fondono per un po’, dedica loro tutta la tua attenzione', 'adesso qualcosa viene seminato, scegli bene che cosa piantare'],
  opposition: ['gli altri ti rimandano la domanda, cerca il giusto mezzo', 'un partner o un rivale ti mostra l’altro versante, ascolta prima di spingere', 'la tensione chiede un equilibrio più che una vittoria'],
  square: ['la pressione sale verso una decisione, agisci invece di rimuginare', 'l’attrito mostra dove un cambiamento si fa attendere, fai quell’aggiustamento', 'qui lo sforzo ripaga, anche se non senza tensione'],
  trine: ['le cose si mettono a posto, usa questa facilità invece di lasciarti trasportare', 'l’aiuto arriva senza bisogno di chiederlo, accettalo', 'ciò che avvii ora scorre da sé, avvia ciò che conta'],
  sextile: ['una porta si apre se bussi, fai quella telefonata', 'si presenta una piccola occasione, e premia il primo passo', 'un contatto o un’idea utile è a portata di mano, se fai tu il primo gesto'],
  quincunx: ['piccoli aggiustamenti valgono più dei grandi gesti', 'qualcosa non combacia del tutto, aggiusta invece di forzare', 'un cambio di routine alleggerisce la tensione'],
};
const consiglio = (aspect: string, i: number): string => CONSIGLIO[aspect]?.[i % 3] ?? 'osserva come si sviluppa';

const PERIODO = { day: 'la giornata', week: 'la settimana', month: 'il mese' } as const;
const INIZIO_DI = { day: 'della giornata', week: 'della settimana', month: 'del mese' } as const;

/** Un giorno nel fuso orario del rapporto: «giovedì 26 novembre», «domenica 1º novembre». */
export function giornoLocale(iso: string, timezone = 'UTC'): string {
  return new Intl.DateTimeFormat('it-IT', { timeZone: timezone, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso)).replace(/(^|\s)1 /, '$11º ');
}

function quando(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const esatto = [...new Set((t.exactAt ?? []).map((x) => giornoLocale(x, f.timezone)))];
  if (esatto.length) {
    const giorni = elenco(esatto);
    if (t.orbAtStart !== undefined && t.orbAtStart >= 1 / 120)
      return i % 2 ? `Il transito è esatto ${giorni}, e all’inizio ${INIZIO_DI[f.period]} si trova a ${orbita(t.orbAtStart)} dall’esattezza.` : `All’inizio ${INIZIO_DI[f.period]} il transito è a ${orbita(t.orbAtStart)} dall’esattezza, e diventa esatto ${giorni}.`;
    return `Il transito è esatto ${giorni}.`;
  }
  const fase = t.applying ? 'ancora in avvicinamento' : 'già in fase di separazione';
  return `Il transito non diventa esatto durante ${PERIODO[f.period]}: al massimo arriva a ${orbita(t.orb)} dall’esattezza, ${fase}.`;
}

function paragrafo(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const tp = chiave(t.transitingPlanet);
  const np = chiave(t.natalPlanet);
  const aspect = chiave(t.aspect);
  const verbo = VERBO[aspect] ?? ((o: string) => `tocca ${o}`);
  const prima = `${maiusc(soggetto(tp))} in transito ${verbo(tuoNatale(np))}.`;
  const senso =
    tp === np
      ? `Quando un pianeta torna a toccare la propria posizione natale, il suo tema ritorna in primo piano: ${consiglio(aspect, i)}.`
      : `${NOME_ASPETTO[aspect] ?? 'Questo aspetto'} porta ${PORTA[tp] ?? 'il suo tema'} ${prep('a', TOCCA[np] ?? 'questa parte del tuo tema')}: ${consiglio(aspect, i)}.`;
  const arco = i === 0 && t.activeFrom && t.activeUntil && t.activeUntil.slice(0, 10) !== t.activeFrom.slice(0, 10) && t.activeFrom.slice(0, 4) === t.activeUntil.slice(0, 4) ? `La sua influenza si fa sentire da ${giornoLocale(t.activeFrom, f.timezone)} a ${giornoLocale(t.activeUntil, f.timezone)}.` : undefined;
  return [prima, quando(t, f, i), senso, arco].filter(Boolean).join(' ');
}

const LUNA: Record<string, string> = {
  'new moon': 'Il periodo si apre con la Luna Nuova, tempo di intenzioni discrete e di nuovi inizi.',
  'waxing crescent': 'All’inizio del periodo la Luna è crescente, propizia ai primi passi.',
  'first quarter': 'Il periodo si apre con il primo quarto, che chiede decisioni e un po’ di coraggio.',
  'waxing gibbous': 'All’inizio del periodo la Luna è gibbosa crescente: è il momento di rifinire ciò che è in corso.',
  'full moon': 'Il periodo si apre con la Luna Piena, quando emozioni e risultati vengono alla luce.',
  'waning gibbous': 'All’inizio del periodo la Luna è gibbosa calante, un buon momento per condividere ciò che hai imparato.',
  'last quarter': 'Il periodo si apre con l’ultimo quarto, un tempo per lasciar andare ciò che non serve più.',
  'third quarter': 'Il periodo si apre con l’ultimo quarto, un tempo per lasciar andare ciò che non serve più.',
  'waning crescent': 'All’inizio del periodo la Luna è calante, e favorisce il riposo e le conclusioni.',
};

const ANNO: Record<number, string> = {
  1: 'un anno di inizi, in cui si semina',
  2: 'un anno di pazienza, di collaborazione e di crescita tranquilla',
  3: 'un anno di espressione, di creatività e di vita sociale',
  4: 'un anno di lavoro, di struttura e di fondamenta solide',
  5: 'un anno di cambiamento, di movimento e di esperienze nuove',
  6: 'un anno di casa, di responsabilità e di relazioni',
  7: 'un anno di riflessione, di studio e di lavoro interiore',
  8: 'un anno di realizzazioni, di ambizione e di risultati concreti',
  9: 'un anno di compimento, di distacco e di preparazione al ciclo successivo',
};

export function transitReading(f: TransitTextFacts): string {
  const top = f.transits.slice(0, READING_TRANSITS);
  const inizio = giornoLocale(`${f.date}T12:00:00Z`, 'UTC');
  const apertura = f.period === 'day' ? `Per ${inizio}, ` : `Per ${f.period === 'week' ? 'la settimana' : 'il mese'} che comincia ${inizio}, `;
  const quanti = top.length === 0 ? 'nessun transito raggiunge il tuo tema natale: un periodo tranquillo, buono per consolidare.' : top.length === 1 ? 'spicca un transito.' : `spiccano ${top.length === 2 ? 'due' : 'tre'} transiti, dal più forte al meno forte.`;
  const fase = f.lunarPhase?.phase.toLowerCase();
  const luna = fase ? LUNA[fase] : undefined;
  const py = f.numerology?.personalYear;
  const anno = py !== undefined && ANNO[py] ? `In numerologia sei nel tuo anno personale ${py}, ${ANNO[py]}.` : undefined;
  return [`${apertura}${quanti}`, ...top.map((t, i) => paragrafo(t, f, i)), [luna, anno].filter(Boolean).join(' '), top.length ? 'Appoggiati ai contatti favorevoli e accogli con pazienza quelli più impegnativi: ognuno passa.' : undefined]
    .filter((p): p is string => !!p && p.trim() !== '')
    .join('\n\n');
}
