/**
 * Las palabras en español del redactor sin conexión: signos, casas, cuerpos y aspectos, como
 * grupos que entran en las frases de es/astrology.ts y es/transit.ts. Cada grupo tiene un solo
 * papel (anotado en su campo), para que ninguna preposición choque con un artículo («de el») y para
 * que ningún adjetivo tenga que concordar con «tú», cuyo género no conocemos.
 *
 * Los nombres de signos y cuerpos son los de shared/i18n/labels/es.ts (la misma forma gramatical);
 * se escriben aquí para no cargar el catálogo entero de etiquetas en cada función, y la prueba
 * test/unit/ai/offline-quality-es.test.ts comprueba que coinciden con la tabla de etiquetas.
 */
import type { AstroBody, ZodiacSign } from '../../facts';

export interface SignoPalabras {
  /** «Aries», tras «en» o «de». */
  name: string;
  /** Grupo nominal con artículo: complemento (tras «a través de», «por», «a») o sujeto en plural. */
  traits: string;
  /** Complemento de modo, tras un verbo cuyo sujeto es «tú». */
  manner: string;
  /** Complemento directo de «necesitas». */
  need: string;
  /** Grupo nominal: atributo tras «es» o complemento. */
  gift: string;
  /** Grupo nominal: complemento solamente. */
  shadow: string;
}

export const SIGNOS: Record<ZodiacSign, SignoPalabras> = {
  aries: { name: 'Aries', traits: 'la franqueza, el valor y el gusto por empezar', manner: 'de frente y con ganas de estrenar caminos', need: 'espacio para actuar a tu manera', gift: 'la audacia de abrir camino', shadow: 'la impaciencia ante la lentitud' },
  taurus: { name: 'Tauro', traits: 'la constancia, la sensualidad y la lealtad', manner: 'despacio pero con paso firme, fiándote de tus sentidos', need: 'comodidad, continuidad y un suelo firme bajo los pies', gift: 'la resistencia', shadow: 'el apego terco a lo conocido' },
  gemini: { name: 'Géminis', traits: 'la curiosidad, la agilidad mental y el gusto por la conversación', manner: 'con ligereza y rapidez, a base de preguntas y charlas', need: 'variedad y alguien con quien hablar', gift: 'una mente ágil que enlaza una idea con otra', shadow: 'la dispersión' },
  cancer: { name: 'Cáncer', traits: 'el cuidado, la protección y la intuición', manner: 'desde el sentimiento, con un instinto protector', need: 'un hogar seguro y gente que cuente como familia', gift: 'el don de hacer que los demás se sientan en casa', shadow: 'el humor cambiante que te encierra en tu caparazón' },
  leo: { name: 'Leo', traits: 'la calidez, la expresión y la generosidad', manner: 'abiertamente y con el corazón en la mano, con sentido del espectáculo', need: 'que te vean y te valoren por quien eres de verdad', gift: 'un corazón generoso que anima a los demás', shadow: 'un orgullo que se hiere con facilidad' },
  virgo: { name: 'Virgo', traits: 'la atención al detalle, el sentido práctico y las ganas de servir', manner: 'con esmero, fijándote en lo que podría funcionar mejor', need: 'un trabajo útil y un poco de orden', gift: 'el oficio y el discernimiento', shadow: 'una voz crítica que nunca descansa' },
  libra: { name: 'Libra', traits: 'el sentido de la justicia, la elegancia y el gusto por la compañía', manner: 'con diplomacia, sopesando cada punto de vista antes de actuar', need: 'armonía, belleza y buena compañía', gift: 'el sentido del equilibrio y de la equidad', shadow: 'la indecisión cuando todas las partes parecen tener razón' },
  scorpio: { name: 'Escorpio', traits: 'la intensidad, la perspicacia y la lealtad', manner: 'a fondo y con reserva, sin medias tintas', need: 'honestidad, confianza y profundidad', gift: 'el valor de mirar bajo la superficie', shadow: 'la desconfianza y la dificultad para soltar' },
  sagittarius: { name: 'Sagitario', traits: 'el espíritu de aventura, el optimismo y la franqueza', manner: 'a lo grande, con humor y la mirada puesta en el horizonte', need: 'libertad, sentido y espacio para explorar', gift: 'la confianza en lo que está por venir', shadow: 'la inquietud y las promesas hechas a la ligera' },
  capricorn: { name: 'Capricornio', traits: 'la ambición, el sentido de la responsabilidad y la paciencia', manner: 'con disciplina y una visión a largo plazo', need: 'una meta que valga la pena y tiempo para alcanzarla', gift: 'la paciencia de construir lo que perdura', shadow: 'el listón demasiado alto que te pones' },
  aquarius: { name: 'Acuario', traits: 'la independencia, la inventiva y el idealismo', manner: 'a tu manera, con un ojo puesto en el grupo', need: 'libertad de pensamiento y una causa que compartir', gift: 'un ingenio original al servicio del grupo', shadow: 'el distanciamiento cuando las emociones suben de tono' },
  pisces: { name: 'Piscis', traits: 'la compasión, la imaginación y la receptividad', manner: 'con suavidad e intuición, percibiendo más de lo que sabes decir', need: 'calma, belleza y tiempo para soñar', gift: 'la imaginación unida a la compasión', shadow: 'la facilidad con que se disuelven tus límites' },
};

export interface CasaPalabras {
  /** «del yo, del cuerpo…»: siempre tras un nombre («los asuntos»), con sus «de» ya contraídos. */
  areaDe: string;
  /** Complemento de lugar, tras un verbo. */
  scene: string;
}

/** Índices del 1 al 12; la casilla 0 queda vacía. */
export const CASAS: readonly CasaPalabras[] = [
  { areaDe: '', scene: '' },
  { areaDe: 'del yo, del cuerpo y de la primera impresión', scene: 'en tu manera de presentarte y de emprender' },
  { areaDe: 'del dinero, de los bienes y de la autoestima', scene: 'en lo que ganas, posees y valoras' },
  { areaDe: 'de la comunicación, del aprendizaje, de los hermanos y del entorno cercano', scene: 'en los intercambios del día a día, los trayectos cortos y el aprendizaje' },
  { areaDe: 'del hogar, de la familia y de las raíces', scene: 'en tu vida privada y familiar' },
  { areaDe: 'de la creatividad, del juego, del amor y de los hijos', scene: 'en lo que creas y en lo que te alegra' },
  { areaDe: 'del trabajo diario, de la salud y de los hábitos', scene: 'en tu trabajo de cada día y en tus rutinas' },
  { areaDe: 'de la pareja y de los compromisos', scene: 'en tus relaciones más cercanas, de tú a tú' },
  { areaDe: 'de la intimidad, de los recursos compartidos y de las transformaciones', scene: 'en los vínculos profundos, el dinero compartido y las épocas de cambio' },
  { areaDe: 'de los viajes, de los estudios superiores y de la búsqueda de sentido', scene: 'en los viajes, los estudios y la búsqueda de sentido' },
  { areaDe: 'de la carrera, de la reputación y del lugar en la sociedad', scene: 'en tu carrera y en tu vida pública' },
  { areaDe: 'de las amistades, de los grupos y de los proyectos de futuro', scene: 'entre tus amistades, en los grupos y en las causas compartidas' },
  { areaDe: 'de la soledad, del retiro y del inconsciente', scene: 'entre bastidores, en la soledad y la reflexión' },
];

/** Tras «tu»: «tu Sol», «tu Nodo Norte» (los nombres de shared/i18n/labels/es.ts). */
export const CUERPOS: Record<AstroBody, string> = {
  sun: 'Sol',
  moon: 'Luna',
  mercury: 'Mercurio',
  venus: 'Venus',
  mars: 'Marte',
  jupiter: 'Júpiter',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Neptuno',
  pluto: 'Plutón',
  chiron: 'Quirón',
  north_node: 'Nodo Norte',
  south_node: 'Nodo Sur',
  lilith: 'Lilith',
  ascendant: 'Ascendente',
  midheaven: 'Medio Cielo',
  descendant: 'Descendente',
  ic: 'Fondo del Cielo',
  part_of_fortune: 'Parte de la Fortuna',
};

/** El cuerpo con su artículo, como sujeto: «el Sol», «Marte», «el Ascendente». */
export const CUERPO_SUJETO: Record<AstroBody, string> = {
  ...CUERPOS,
  sun: 'el Sol',
  moon: 'la Luna',
  north_node: 'el Nodo Norte',
  south_node: 'el Nodo Sur',
  ascendant: 'el Ascendente',
  midheaven: 'el Medio Cielo',
  descendant: 'el Descendente',
  ic: 'el Fondo del Cielo',
  part_of_fortune: 'la Parte de la Fortuna',
};

/** Lo que representa un cuerpo natal; complemento solamente. */
export const TEMAS: Record<AstroBody, string> = {
  sun: 'tu impulso vital',
  moon: 'tus emociones',
  mercury: 'tu forma de pensar',
  venus: 'tu vida afectiva',
  mars: 'tu energía',
  jupiter: 'tu confianza',
  saturn: 'tu sentido del deber',
  uranus: 'tu necesidad de libertad',
  neptune: 'tu imaginación',
  pluto: 'tu intensidad',
  chiron: 'una vieja herida',
  north_node: 'tu camino de crecimiento',
  south_node: 'tus viejos hábitos',
  lilith: 'tu parte indómita',
  ascendant: 'tu manera de abordar el mundo',
  midheaven: 'tu trayectoria pública',
  descendant: 'tus relaciones de pareja',
  ic: 'tu vida íntima',
  part_of_fortune: 'tu suerte natural',
};

/** El nombre del aspecto con su artículo indefinido. */
export const ASPECTOS_UN: Record<string, string> = {
  conjunction: 'una conjunción',
  opposition: 'una oposición',
  square: 'una cuadratura',
  trine: 'un trígono',
  sextile: 'un sextil',
  quincunx: 'un quincuncio',
  'semi-sextile': 'un semisextil',
  'semi-square': 'una semicuadratura',
  sesquiquadrate: 'una sesquicuadratura',
  sesquisquare: 'una sesquicuadratura',
  quintile: 'un quintil',
  'bi-quintile': 'un biquintil',
};
export const aspectoUn = (type: string): string => ASPECTOS_UN[type] ?? 'un aspecto';

/** Lo que hace un aspecto: grupo nominal (atributo o complemento solamente). */
export const SENTIDO_ASPECTO: Record<string, string> = {
  conjunction: 'una fusión en la que ninguna de las dos energías actúa por separado',
  opposition: 'un tira y afloja entre dos polos que pide equilibrio',
  square: 'una fricción que empuja a actuar',
  trine: 'una facilidad natural que basta con aprovechar',
  sextile: 'una oportunidad que premia un pequeño esfuerzo',
  quincunx: 'un encaje difícil que exige pequeños ajustes constantes',
  'semi-sextile': 'un vínculo discreto entre vecinos que aprenden a cooperar',
  'semi-square': 'una pequeña irritación persistente que te mantiene en movimiento',
  sesquiquadrate: 'una tensión inquieta que pide ajustes finos',
  quintile: 'un talento creativo que solo espera que lo trabajes',
  'bi-quintile': 'un talento creativo que solo espera que lo trabajes',
};
export const sentidoAspecto = (type: string): string => SENTIDO_ASPECTO[type] ?? 'un vínculo por explorar';

/** Números en masculino («planetas»). */
export const NUMEROS = ['ninguno', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];
export const numero = (n: number): string => NUMEROS[n] ?? String(n);

export const may = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
export const grado = (d: number): string => `${Math.floor(d)}°`;
export function orbe(orb: number): string {
  const total = Math.round(Math.abs(orb) * 60);
  return `${Math.floor(total / 60)}°${String(total % 60).padStart(2, '0')}′`;
}

/** «y», o «e» delante de una palabra que empieza por el sonido i («e ideas», pero «y hielo»). */
export const yDelante = (next: string): string => (/^h?[iíIÍ](?![aeoáéó])/.test(next) ? 'e' : 'y');
/** «a, b y c» (o «b e ideas»). */
export const lista = (xs: string[]): string => {
  if (xs.length <= 1) return xs[0] ?? '';
  const last = xs[xs.length - 1]!;
  return `${xs.slice(0, -1).join(', ')} ${yDelante(last)} ${last}`;
};
/** «de» + grupo nominal, contraído: «del valor», «de la calma». */
export const deLo = (np: string): string => (np.startsWith('el ') ? `del ${np.slice(3)}` : `de ${np}`);
/** «a» + grupo nominal, contraído: «al valor», «a la calma». */
export const aLo = (np: string): string => (np.startsWith('el ') ? `al ${np.slice(3)}` : `a ${np}`);
