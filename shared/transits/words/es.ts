/** Las frases del informe de tránsitos en español (tuteo, como el redactor sin conexión). */
import { bySign, decimal, degrees, extraName, lookup, signKeyOf, type AspectTable, type InfluenceTable, type StrengthTable } from './common';
import type { TransitWords } from './types';
import { formatDate, formatMoment } from '../../i18n/format';

/** A moment in words, as the language writes it ("el 28 de noviembre de 2026, 12:16 UTC"). */
const shortTime = (iso: string): string => `el ${formatMoment(iso, 'es')}`;

const subject = lookup(
  { sun: 'el Sol', moon: 'la Luna', mercury: 'Mercurio', venus: 'Venus', mars: 'Marte', jupiter: 'Júpiter', saturn: 'Saturno', uranus: 'Urano', neptune: 'Neptuno', pluto: 'Plutón', chiron: 'Quirón', north_node: 'el Nodo Norte', south_node: 'el Nodo Sur', ascendant: 'el Ascendente', midheaven: 'el Medio Cielo' },
  extraName('es'),
);
const natal = lookup(
  { sun: 'tu Sol natal', moon: 'tu Luna natal', mercury: 'tu Mercurio natal', venus: 'tu Venus natal', mars: 'tu Marte natal', jupiter: 'tu Júpiter natal', saturn: 'tu Saturno natal', uranus: 'tu Urano natal', neptune: 'tu Neptuno natal', pluto: 'tu Plutón natal', chiron: 'tu Quirón natal', north_node: 'tu Nodo Norte natal', south_node: 'tu Nodo Sur natal', ascendant: 'tu Ascendente natal', midheaven: 'tu Medio Cielo natal' },
  (k) => `tu punto natal ${extraName('es')(k)}`,
);
const theme = lookup(
  {
    sun: 'la identidad y la vitalidad', moon: 'los sentimientos y las necesidades', mercury: 'el pensamiento y la comunicación', venus: 'el amor, el placer y los valores', mars: 'el impulso y el coraje', jupiter: 'el crecimiento y las oportunidades', saturn: 'la estructura y la responsabilidad', uranus: 'el cambio y el despertar', neptune: 'los sueños y la intuición', pluto: 'la transformación y el poder', chiron: 'las viejas heridas y la sanación', north_node: 'el rumbo y el propósito', south_node: 'los hábitos y el pasado', ascendant: 'la forma de presentarte y las primeras impresiones', midheaven: 'la vocación y el rumbo público',
  },
  (k) => `lo que representa ${extraName('es')(k)}`,
);
/** Cada casa como la nombra "la de …". */
const HOUSES = ['', 'el yo y la apariencia', 'el dinero y los valores', 'la comunicación y los contactos cotidianos', 'el hogar y la familia', 'la creatividad, el romance y el juego', 'el trabajo, la salud y las rutinas', 'la pareja y las alianzas', 'los recursos compartidos y la intimidad', 'los viajes, las creencias y el estudio', 'la carrera y la reputación', 'los amigos, los grupos y las esperanzas', 'el descanso, la soledad y la vida interior'];
const ASPECT: AspectTable = { conjunction: 'conjunción', opposition: 'oposición', square: 'cuadratura', trine: 'trígono', sextile: 'sextil', quincunx: 'quincuncio' };
const NOUN: AspectTable = { conjunction: 'una fusión', opposition: 'un tira y afloja', square: 'una fricción productiva', trine: 'un flujo fácil', sextile: 'una puerta abierta', quincunx: 'una llamada a ajustar' };
const STRENGTH: StrengthTable = { 'very strong': 'muy fuerte', strong: 'fuerte', moderate: 'moderado', weak: 'débil' };
const INFLUENCE: InfluenceTable = { harmonious: 'armonioso', challenging: 'tenso', intense: 'intenso', adjusting: 'de ajuste' };
const SIGNS = bySign(['Aries', 'Tauro', 'Géminis', 'Cáncer', 'Leo', 'Virgo', 'Libra', 'Escorpio', 'Sagitario', 'Capricornio', 'Acuario', 'Piscis']);
const PHASES = {
  'New Moon': 'Empieza un nuevo ciclo lunar: momento de fijar intenciones y arrancar sin ruido.',
  'Waxing Crescent': 'La Luna crece: el primer impulso premia los pasos pequeños y constantes.',
  'First Quarter': 'La Luna está a medias iluminada y creciente: momento de decidir y vencer las resistencias.',
  'Waxing Gibbous': 'La Luna está casi llena: pule, ajusta y prepara lo que empezaste.',
  'Full Moon': 'La Luna está llena: las cosas salen a la luz, las emociones culminan y se ven los resultados.',
  'Waning Gibbous': 'La Luna empieza a menguar: comparte lo que aprendiste y da las gracias.',
  'Last Quarter': 'La Luna está a medias iluminada y menguante: ordena, suelta y replantéate lo necesario.',
  'Waning Crescent': 'El ciclo se cierra: descansa, reflexiona y suelta antes de la próxima luna nueva.',
} as const;
const ELEMENT = { fire: 'fuego', earth: 'tierra', air: 'aire', water: 'agua' } as const;
/** La modalidad concordada con el elemento (tierra y agua son femeninas). */
const MODALITY = { cardinal: ['cardinal', 'cardinal'], fixed: ['fijo', 'fija'], mutable: ['mutable', 'mutable'] } as const;
const FEMININE = new Set(['earth', 'water']);
const ELEMENT_WORDS = { fire: 'la iniciativa, el entusiasmo y el coraje', earth: 'los pasos prácticos, la paciencia y el cuerpo', air: 'las ideas, las conversaciones y los vínculos', water: 'los sentimientos, la intuición y la cercanía' } as const;
const MODALITY_WORDS = { cardinal: 'poner las cosas en marcha', fixed: 'la constancia', mutable: 'adaptarse y soltar' } as const;
const TONE = { challenging: 'sobre todo contactos tensos', harmonious: 'sobre todo contactos armoniosos', mixed: 'una mezcla de facilidad y tensión' } as const;

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** "tu casa 2, la del dinero y los valores": de + el se contrae. */
const house = (n: number): string => `tu casa ${n}, la ${HOUSES[n]!.startsWith('el ') ? `del ${HOUSES[n]!.slice(3)}` : `de ${HOUSES[n]}`}`;
const withNatal = (f: { body: string; aspect: keyof AspectTable; point: string }): string => `${subject(f.body)} en ${ASPECT[f.aspect]} con ${natal(f.point)}`;

export const ES: TransitWords = {
  contact: (body, aspect, point) => cap(withNatal({ body, aspect, point })),
  major: (f) => {
    const through = f.transitHouse !== f.natalHouse ? `, mientras ${subject(f.body)} recorre ${house(f.transitHouse)}` : '';
    const what = (f.body as string) === f.point ? `${NOUN[f.aspect]} que toca dos veces ${theme(f.body)}` : `${NOUN[f.aspect]} entre ${theme(f.body)} por un lado y ${theme(f.point)} por el otro`;
    return `${cap(subject(f.body))} en tránsito está en ${ASPECT[f.aspect]} con ${natal(f.point)}, en ${house(f.natalHouse)}: ${what}${through}.`;
  },
  sky: (a, b, aspect, exactAt) => {
    const when = exactAt.length ? `, exacto ${exactAt.map(shortTime).join(' y ')}` : '';
    return `${cap(subject(a))} y ${subject(b)} en ${ASPECT[aspect]}: ${NOUN[aspect]} entre ${theme(a)} por un lado y ${theme(b)} por el otro, para todos${when}.`;
  },
  phase: (phase, lit, sign) => `${PHASES[phase]} Al comienzo del periodo la Luna está iluminada al ${lit} %, en ${SIGNS[sign]}.`,
  quiet: 'Calma: ningún tránsito alcanza tus puntos natales dentro del orbe en este periodo',
  dominant: (modality, element, tone) =>
    `${cap(ELEMENT[element])} ${MODALITY[modality][FEMININE.has(element) ? 1 : 0]}: ${ELEMENT_WORDS[element]}, con el acento en ${MODALITY_WORDS[modality]} (${TONE[tone]})`,
  influence: (f) => {
    const exact = f.exactAt.length ? `exacto ${f.exactAt.map(shortTime).join(', ')}` : `máxima cercanía a ${decimal(f.orb, true)}°`;
    return `${cap(withNatal(f))} (${STRENGTH[f.strength]}, ${INFLUENCE[f.influence]}, ${exact})`;
  },
  backdrop: (f) => `Telón de fondo duradero: ${withNatal(f)}, dentro del orbe durante unos ${f.duration} días (del ${formatDate(f.activeFrom, 'es')} al ${formatDate(f.activeUntil, 'es')})`,
  balance: (elements, modalities) =>
    `Equilibrio de elementos en los contactos: ${elements.map(([k, v]) => `${ELEMENT[k]} ${v} %`).join(', ')}; modalidades: ${modalities.map(([k, v]) => `${MODALITY[k][1]} ${v} %`).join(', ')}`,
  station: (body, kind, longitude, at) => `${cap(subject(body))} hace estación ${kind === 'retrograde' ? 'retrógrada' : 'directa'} en ${degrees(longitude)} ${SIGNS[signKeyOf(longitude)]} (${shortTime(at)})`,
  lunation: (type, sign, at) => `${type === 'new-moon' ? 'Luna nueva' : 'Luna llena'} en ${SIGNS[sign]} (${shortTime(at)})`,
};
