/** Le frasi del rapporto dei transiti in italiano (del tu, come il redattore offline). */
import { bySign, decimal, degrees, extraName, lookup, signKeyOf, type AspectTable, type InfluenceTable, type StrengthTable } from './common';
import type { TransitWords } from './types';
import { formatDate, formatMoment } from '../../i18n/format';

/** A moment in words, as the language writes it ("il 28 novembre 2026 alle ore 12:16 UTC"). */
const shortTime = (iso: string): string => `il ${formatMoment(iso, 'it')}`;

const subject = lookup(
  { sun: 'il Sole', moon: 'la Luna', mercury: 'Mercurio', venus: 'Venere', mars: 'Marte', jupiter: 'Giove', saturn: 'Saturno', uranus: 'Urano', neptune: 'Nettuno', pluto: 'Plutone', chiron: 'Chirone', north_node: 'il Nodo Nord', south_node: 'il Nodo Sud', ascendant: 'l’Ascendente', midheaven: 'il Medio Cielo' },
  extraName('it'),
);
const natal = lookup(
  { sun: 'il tuo Sole natale', moon: 'la tua Luna natale', mercury: 'il tuo Mercurio natale', venus: 'la tua Venere natale', mars: 'il tuo Marte natale', jupiter: 'il tuo Giove natale', saturn: 'il tuo Saturno natale', uranus: 'il tuo Urano natale', neptune: 'il tuo Nettuno natale', pluto: 'il tuo Plutone natale', chiron: 'il tuo Chirone natale', north_node: 'il tuo Nodo Nord natale', south_node: 'il tuo Nodo Sud natale', ascendant: 'il tuo Ascendente natale', midheaven: 'il tuo Medio Cielo natale' },
  (k) => `il tuo punto natale ${extraName('it')(k)}`,
);
const theme = lookup(
  {
    sun: 'l’identità e la vitalità', moon: 'i sentimenti e i bisogni', mercury: 'il pensiero e la comunicazione', venus: 'l’amore, il piacere e i valori', mars: 'la spinta e il coraggio', jupiter: 'la crescita e le opportunità', saturn: 'la struttura e la responsabilità', uranus: 'il cambiamento e il risveglio', neptune: 'i sogni e l’intuizione', pluto: 'la trasformazione e il potere', chiron: 'le vecchie ferite e la guarigione', north_node: 'la direzione e lo scopo', south_node: 'le abitudini e il passato', ascendant: 'il modo di presentarti e le prime impressioni', midheaven: 'la vocazione e la direzione pubblica',
  },
  (k) => `ciò che ${extraName('it')(k)} rappresenta`,
);
/** Ogni casa dopo "quella": "quella della carriera e della reputazione". */
const HOUSES = ['', 'dell’io e dell’aspetto', 'del denaro e dei valori', 'della comunicazione e dei contatti quotidiani', 'della casa e della famiglia', 'della creatività, dell’amore e del gioco', 'del lavoro, della salute e delle abitudini', 'delle relazioni e delle alleanze', 'delle risorse condivise e dell’intimità', 'dei viaggi, delle convinzioni e degli studi', 'della carriera e della reputazione', 'degli amici, dei gruppi e delle speranze', 'del riposo, della solitudine e della vita interiore'];
const ASPECT: AspectTable = { conjunction: 'congiunzione', opposition: 'opposizione', square: 'quadratura', trine: 'trigono', sextile: 'sestile', quincunx: 'quinconce' };
const NOUN: AspectTable = { conjunction: 'una fusione', opposition: 'un tiro alla fune', square: 'un attrito fecondo', trine: 'un flusso facile', sextile: 'una porta aperta', quincunx: 'un invito ad aggiustare il tiro' };
const STRENGTH: StrengthTable = { 'very strong': 'molto forte', strong: 'forte', moderate: 'moderato', weak: 'debole' };
const INFLUENCE: InfluenceTable = { harmonious: 'armonioso', challenging: 'teso', intense: 'intenso', adjusting: 'di aggiustamento' };
const SIGNS = bySign(['Ariete', 'Toro', 'Gemelli', 'Cancro', 'Leone', 'Vergine', 'Bilancia', 'Scorpione', 'Sagittario', 'Capricorno', 'Acquario', 'Pesci']);
const PHASES = {
  'New Moon': 'Inizia un nuovo ciclo lunare: è il momento di fissare le intenzioni e di cominciare senza clamore.',
  'Waxing Crescent': 'La Luna cresce: il primo slancio premia i passi piccoli e costanti.',
  'First Quarter': 'Metà della Luna è illuminata e cresce: è il momento di decidere e di superare le resistenze.',
  'Waxing Gibbous': 'La Luna è quasi piena: rifinisci, aggiusta e prepara ciò che hai iniziato.',
  'Full Moon': 'La Luna è piena: le cose vengono alla luce, le emozioni culminano, i risultati si vedono.',
  'Waning Gibbous': 'La Luna comincia a calare: condividi ciò che hai imparato e ringrazia.',
  'Last Quarter': 'Metà della Luna è illuminata e cala: fai ordine, lascia andare e riconsidera.',
  'Waning Crescent': 'Il ciclo si chiude: riposa, rifletti e lascia andare prima della prossima luna nuova.',
} as const;
const ELEMENT = { fire: 'fuoco', earth: 'terra', air: 'aria', water: 'acqua' } as const;
/** La modalità accordata all’elemento (terra, aria e acqua sono femminili). */
const MODALITY = { cardinal: ['cardinale', 'cardinale'], fixed: ['fisso', 'fissa'], mutable: ['mobile', 'mobile'] } as const;
const FEMININE = new Set(['earth', 'air', 'water']);
const ELEMENT_WORDS = { fire: 'l’iniziativa, l’entusiasmo e il coraggio', earth: 'i passi concreti, la pazienza e il corpo', air: 'le idee, le conversazioni e i legami', water: 'i sentimenti, l’intuizione e la vicinanza' } as const;
/** Dopo "con l’accento". */
const MODALITY_WORDS = { cardinal: 'sull’avviare le cose', fixed: 'sulla costanza', mutable: 'sull’adattarsi e sul lasciar andare' } as const;
const TONE = { challenging: 'soprattutto contatti tesi', harmonious: 'soprattutto contatti armoniosi', mixed: 'un misto di facilità e tensione' } as const;

/** "allo 0%", "all’8%", "all’11%", "al 50%": the article follows how the number is read. */
const percentWith = (n: number): string => (n === 0 ? 'allo 0%' : /^(?:8|11|1[18]|8\d)$|^1$/.test(String(n)) ? `all’${n}%` : `al ${n}%`);
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const house = (n: number): string => `la tua casa ${n}, quella ${HOUSES[n]}`;
const withNatal = (f: { body: string; aspect: keyof AspectTable; point: string }): string => `${subject(f.body)} in ${ASPECT[f.aspect]} con ${natal(f.point)}`;

export const IT: TransitWords = {
  contact: (body, aspect, point) => cap(withNatal({ body, aspect, point })),
  major: (f) => {
    const through = f.transitHouse !== f.natalHouse ? `, mentre ${subject(f.body)} attraversa ${house(f.transitHouse)}` : '';
    const what = (f.body as string) === f.point ? `${NOUN[f.aspect]} che tocca due volte ${theme(f.body)}` : `${NOUN[f.aspect]} tra ${theme(f.body)} da una parte e ${theme(f.point)} dall’altra`;
    return `${cap(subject(f.body))} di transito è in ${ASPECT[f.aspect]} con ${natal(f.point)}, nel${house(f.natalHouse)}: ${what}${through}.`;
  },
  sky: (a, b, aspect, exactAt) => {
    const when = exactAt.length ? `, esatto ${exactAt.map(shortTime).join(' e ')}` : '';
    return `${cap(subject(a))} e ${subject(b)} in ${ASPECT[aspect]}: ${NOUN[aspect]} tra ${theme(a)} da una parte e ${theme(b)} dall’altra, per tutti${when}.`;
  },
  phase: (phase, lit, sign) => `${PHASES[phase]} All’inizio del periodo la Luna è illuminata ${percentWith(lit)}, in ${SIGNS[sign]}.`,
  quiet: 'Calma: in questo periodo nessun transito raggiunge i tuoi punti natali entro l’orbe',
  dominant: (modality, element, tone) =>
    `${cap(ELEMENT[element])} ${MODALITY[modality][FEMININE.has(element) ? 1 : 0]}: ${ELEMENT_WORDS[element]}, con l’accento ${MODALITY_WORDS[modality]} (${TONE[tone]})`,
  influence: (f) => {
    const exact = f.exactAt.length ? `esatto ${f.exactAt.map(shortTime).join(', ')}` : `massimo avvicinamento a ${decimal(f.orb, true)}°`;
    return `${cap(withNatal(f))} (${STRENGTH[f.strength]}, ${INFLUENCE[f.influence]}, ${exact})`;
  },
  backdrop: (f) => `Sfondo di lungo periodo: ${withNatal(f)}, entro l’orbe per circa ${f.duration} giorni (dal ${formatDate(f.activeFrom, 'it')} al ${formatDate(f.activeUntil, 'it')})`,
  balance: (elements, modalities) =>
    `Equilibrio degli elementi nei contatti: ${elements.map(([k, v]) => `${ELEMENT[k]} ${v}%`).join(', ')}; modalità: ${modalities.map(([k, v]) => `${MODALITY[k][0]} ${v}%`).join(', ')}`,
  station: (body, kind, longitude, at) => `${cap(subject(body))} fa stazione ${kind === 'retrograde' ? 'retrograda' : 'diretta'} a ${degrees(longitude)} ${SIGNS[signKeyOf(longitude)]} (${shortTime(at)})`,
  lunation: (type, sign, at) => `${type === 'new-moon' ? 'Luna nuova' : 'Luna piena'} in ${SIGNS[sign]} (${shortTime(at)})`,
};
