/**
 * El cielo del día y los doce horóscopos, en español: los mismos hechos calculados que el inglés
 * (casas solares, regente del signo, aspectos del día y su hora exacta), con frases escritas para
 * el español y tuteo. Los hechos destacados se cuentan a partir de sus campos (tipo, cuerpos, hora),
 * nunca traducidos de la descripción inglesa.
 */
import type { Highlight } from '../../../daily/highlights';
import type { DailyInsightFacts, SignHoroscopeTextFacts } from '../../daily-facts';
import type { AstroBody, ZodiacSign } from '../../facts';
import { labelOf } from '../../../i18n/labels/index';
import { aspectoUn, CUERPOS, CUERPO_SUJETO, lista, may, SIGNOS } from './vocab';
import { fnv1a as hash } from '../variation';

const nombre = (b: string): string => CUERPOS[b as AstroBody] ?? b;
const sujeto = (b: string): string => CUERPO_SUJETO[b as AstroBody] ?? b;
const signo = (s: string): string => SIGNOS[s as ZodiacSign]?.name ?? s;
const hora = (iso: string): string => iso.slice(11, 16);
/** «Luna llena» conserva la mayúscula del astro; «cuarto creciente», «gibosa menguante» van en minúscula. */
const fase = (p: string): string => {
  const l = labelOf('es', 'lunarPhases', p);
  return l.startsWith('Luna') ? l : l.charAt(0).toLowerCase() + l.slice(1);
};
/** El tema entre comillas, en minúscula salvo si empieza por un astro: «transformación», «Saturno directo». */
const temaDelDia = (tema: string): string => (Object.values(CUERPOS).some((c) => tema.startsWith(`${c} `)) ? tema : tema.charAt(0).toLowerCase() + tema.slice(1));
const iluminado = (n: number): string => `con el ${Math.round(n)} % del disco iluminado`;

/** Los ámbitos de las doce casas solares (grupos nominales; nunca tras «a» ni «de»). */
const AMBITOS: readonly string[] = [
  'tu persona, tu cuerpo y tu forma de presentarte',
  'el dinero, tus bienes y lo que de verdad valoras',
  'las conversaciones, los trayectos cortos y el vecindario',
  'el hogar, la familia y tus raíces',
  'la creatividad, el amor, el juego y las ganas de brillar',
  'el día a día, el trabajo y los hábitos de salud',
  'la pareja y los acuerdos entre dos',
  'los recursos compartidos, la intimidad y los cambios profundos',
  'los estudios, los viajes y la mirada amplia',
  'la carrera, la reputación y las metas a largo plazo',
  'los amigos, los grupos y los planes de futuro',
  'el descanso, el retiro y lo que se mueve entre bastidores',
];

/** Lo que remueve la Luna en cada casa solar. */
const LUNA_EN_CASA: readonly string[] = [
  'el ánimo se te nota en la cara; hazle caso al instinto sobre lo que necesitas',
  'aparece la necesidad de comodidad y de seguridad; una pequeña decisión sensata con el dinero llega en buen momento',
  'la mente se acelera y pide conversación; un mensaje o un recado rápido puede pesar más de lo que parece',
  'el hogar tira de ti; un rato en familia, o simplemente ordenar tu rincón, te devuelve las fuerzas',
  'un humor juguetón y cálido favorece la creación, las citas y todo lo que te hace brillar',
  'el orden tranquiliza; terminar las tareas pequeñas y cuidar el cuerpo da fruto',
  'los demás pasan a primer plano; escuchar bien allana un proyecto en común',
  'las emociones calan hondo; una charla franca sobre la confianza o el dinero compartido despeja el ambiente',
  'las ganas de horizonte piden perspectiva: lee, planea un viaje o aprende algo nuevo',
  'tu faceta pública está a la vista; el esfuerzo constante en el trabajo se nota',
  'los amigos y los grupos te sostienen; una causa común o un reencuentro sencillo sientan bien',
  'te hace falta más calma de lo habitual; el descanso y la reflexión recargan las pilas para lo que viene',
];

/** Lo que representa el regente del signo (siempre empieza por «tu» o «tus»). */
const PAPEL: Record<string, string> = {
  sun: 'tu vitalidad y tu empuje',
  moon: 'tus emociones y tus necesidades',
  mercury: 'tus ideas y tus conversaciones',
  venus: 'tus afectos y tus placeres',
  mars: 'tu energía y tu valentía',
  jupiter: 'tu optimismo y tus ganas de crecer',
  saturn: 'tu disciplina y tus límites',
  uranus: 'tu sed de libertad y de cambio',
  neptune: 'tus sueños y tu intuición',
  pluto: 'tu capacidad de transformarte',
  chiron: 'tus viejas heridas y su curación',
  north_node: 'tu rumbo y tus decisiones de fondo',
};

const VERBO_ASPECTO: Record<string, string> = {
  conjunction: 'concentra',
  opposition: 'hace de contrapeso a',
  trine: 'respalda',
  square: 'pone a prueba',
  sextile: 'abre una puerta a',
};

/** Los ámbitos en dos palabras, para los planetas lentos. */
const AMBITOS_CORTOS: readonly string[] = ['tu imagen', 'tus finanzas', 'tus conversaciones', 'tu hogar', 'tus placeres', 'tu rutina', 'tu vida en pareja', 'tus recursos compartidos', 'tus estudios', 'tu carrera', 'tus amistades', 'tu descanso'];

const CONSEJOS: readonly string[] = [
  'Apunta una cosa que quieras sacar adelante hoy y dale veinte minutos de concentración de verdad.',
  'Elige esa conversación que llevas tiempo aplazando y ábrela con suavidad.',
  'Deja algún hueco libre en la agenda: puede que la hora imprevista sea la mejor del día.',
  'Muévete temprano; el cuerpo en marcha pone orden en las ideas.',
  'Ordena un rincón pequeño de tu vida: un cajón, la bandeja de entrada o una lista.',
  'Acepta una invitación y di que no a una obligación que te agota.',
  'Pregunta en lugar de dar la respuesta por sabida.',
  'Cierra el día anotando tres cosas que han salido mejor de lo previsto.',
  'Pasa un rato al aire libre y deja que la atención se abra.',
  'Haz promesas pequeñas y cúmplelas todas.',
  'Comparte una idea antes de que te parezca terminada: las opiniones de otros le darán forma.',
  'Reserva una hora para algo que hagas por puro gusto.',
  'Echa un vistazo tranquilo al presupuesto o a la agenda y cambia una sola cosa.',
];

const ENERGIA: Record<string, string> = {
  harmonious: 'La energía general es armoniosa: se abren más puertas de las que se cierran.',
  challenging: 'La energía general es exigente: los roces se vuelven útiles si se abordan con paciencia.',
  intense: 'La energía general es intensa: unas pocas corrientes poderosas marcan la jornada.',
  dynamic: 'La energía general es dinámica: apoyos y tensiones se alternan, así que conviene mantener la flexibilidad.',
  calm: 'La energía general es tranquila: un buen día para llevar un ritmo constante.',
};

const LUNACION: Record<string, string> = {
  'new-moon': 'Luna nueva',
  'full-moon': 'Luna llena',
  'first-quarter': 'cuarto creciente',
  'last-quarter': 'cuarto menguante',
};

const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** «domingo 22 de noviembre de 2026». */
export function fechaLarga(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${DIAS[d.getUTCDay()]} ${d.getUTCDate()} de ${MESES[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
}

/** Un hecho destacado del día, contado en español a partir de sus campos; empieza en minúscula salvo nombre propio. */
export function hechoDestacado(h: Highlight, i = 0): string {
  const aLas = h.exactAt ? ` a las ${hora(h.exactAt)} (UTC)` : '';
  const exacto = h.exactAt ? ` (exacto a las ${hora(h.exactAt)} UTC)` : '';
  switch (h.type) {
    case 'station-retrograde':
      return `${sujeto(h.planet1)} se estaciona retrógrado${aLas}: sus temas se vuelven hacia dentro`;
    case 'station-direct':
      return `${sujeto(h.planet1)} retoma la marcha directa${aLas}: sus temas vuelven a avanzar`;
    case 'ingress':
      return `${sujeto(h.planet1)} entra en ${signo(h.planet2 ?? '')}${aLas}`;
    case 'new-moon':
    case 'full-moon':
    case 'first-quarter':
    case 'last-quarter':
      return `${LUNACION[h.type]}${aLas}`;
    case 'lunar-phase':
      return `${fase(h.phase ?? '')}, ${iluminado(h.illumination ?? 0)}`;
    default: {
      // tres giros, para que tres aspectos seguidos no suenen iguales
      const un = aspectoUn(h.type);
      const a = sujeto(h.planet1);
      const b = sujeto(h.planet2 ?? '');
      if (i % 3 === 1) return `${a} y ${b} están en ${un.replace(/^una? /, '')}${exacto}`;
      if (i % 3 === 2) return `entre ${a} y ${b} se forma ${un}${exacto}`;
      return `${a} forma ${un} con ${b}${exacto}`;
    }
  }
}

export function dailyInsight(f: DailyInsightFacts): string {
  const sol = f.sky.find((b) => b.body === 'sun');
  const luna = f.sky.find((b) => b.body === 'moon');
  const retro = f.sky.filter((b) => b.retrograde && !['north_node', 'south_node', 'lilith'].includes(b.body)).map((b) => nombre(b.body));
  const top = f.highlights.filter((h) => h.type !== 'lunar-phase').slice(0, 3);
  const tema = labelOf('es', 'dailyThemes', f.theme);
  const p1 = [
    `${may(fechaLarga(f.day))}: el tema del día es ${tema === f.theme ? 'el equilibrio' : `«${temaDelDia(tema)}»`}.`,
    sol && luna ? `El Sol está en ${signo(sol.sign)} y la Luna empieza el día en ${signo(luna.sign)}.` : '',
    ENERGIA[f.energy] ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const p2 = top.length ? `Lo más destacado: ${top.map((h, i) => hechoDestacado(h, i)).join('; ')}.` : 'Hoy no domina ningún aspecto mayor, así que queda sitio para seguir tu propio ritmo.';
  const p3 = [
    `Fase lunar: ${fase(f.lunarPhase.phase)}, ${iluminado(f.lunarPhase.illumination)}.`,
    retro.length ? `${lista(retro)} ${retro.length === 1 ? 'está retrógrado' : 'están retrógrados'}: repasa antes de lanzarte.` : 'Ningún planeta está retrógrado: los proyectos pueden avanzar en línea recta.',
    CONSEJOS[hash(f.day) % CONSEJOS.length]!,
  ].join(' ');
  return [p1, p2, p3].join('\n\n');
}

export function signHoroscope(f: SignHoroscopeTextFacts): string {
  const h = hash(`${f.day}|${f.sign}`);
  const m1 = f.moonHouses[0]!;
  const m2 = f.moonHouses[1];
  const lineaLuna =
    m2 !== undefined
      ? `La Luna pasa de tu casa ${m1} (${AMBITOS[m1 - 1]}) a tu casa ${m2} (${AMBITOS[m2 - 1]}): ${LUNA_EN_CASA[m2 - 1]}.`
      : `La Luna sigue en tu casa ${m1} (${AMBITOS[m1 - 1]}): ${LUNA_EN_CASA[m1 - 1]}.`;
  const sol = f.placements.find((p) => p.body === 'sun');
  const lineaSol = sol ? `El Sol ilumina tu casa ${sol.solarHouse} y deja en el centro de la temporada ${AMBITOS[sol.solarHouse - 1]}.` : '';
  const r = f.rulerPlacement;
  const luminaria = ['sun', 'moon'].includes(f.ruler);
  const lineaRegente = `${may(sujeto(f.ruler))}, ${luminaria ? 'la luminaria' : 'el planeta'} que rige tu signo, está en ${signo(r.sign)}, en tu casa ${r.solarHouse}${r.isRetrograde ? ', y además retrógrado: revisa antes de insistir' : ''}.`;
  const aspectos = f.rulerAspects.slice(0, 2).map((a, i) => {
    const otro = a.planet1 === f.ruler ? a.planet2! : a.planet1;
    const exacto = a.exactAt ? ` (exacto a las ${hora(a.exactAt)} UTC)` : '';
    return i === 0 ? `${sujeto(otro)} ${VERBO_ASPECTO[a.type] ?? 'toca'} ${PAPEL[f.ruler] ?? nombre(f.ruler)}${exacto}` : `${sujeto(otro)} se suma con ${aspectoUn(a.type)}${exacto}`;
  });
  const lineaAspectos = aspectos.length ? `Hoy ${aspectos.join(', y ')}.` : `${may(sujeto(f.ruler))} no forma hoy ningún aspecto mayor: el ritmo lo marcas tú.`;
  const entrada = f.ingresses.find((i) => i.body !== 'moon');
  const lineaEntrada = entrada ? `${may(sujeto(entrada.body))} entra en ${signo(entrada.sign)}, en tu casa ${entrada.solarHouse}, y dirige la atención hacia ${AMBITOS[entrada.solarHouse - 1]}.` : '';
  const lentos = f.placements.filter((p) => ['jupiter', 'saturn'].includes(p.body));
  const lineaLentos = lentos.length
    ? `${lentos.map((p) => `${nombre(p.body)}, en tu casa ${p.solarHouse}, ${p.body === 'jupiter' ? 'hace crecer' : 'pide paciencia con'} ${AMBITOS_CORTOS[p.solarHouse - 1]}`).join(', mientras que ')}.`
    : '';
  const clave = f.keyHighlights[0];
  const lineaClave = clave ? `En el cielo de todos: ${hechoDestacado(clave)}.` : '';
  return [
    `${signo(f.sign)}, ${fechaLarga(f.day)}. ${lineaLuna}`,
    [lineaRegente, lineaAspectos, lineaEntrada].filter(Boolean).join(' '),
    [lineaSol, lineaLentos, lineaClave, `La fase lunar (${fase(f.lunarPhase.phase)}, ${iluminado(f.lunarPhase.illumination)}) tiñe la jornada. ${CONSEJOS[h % CONSEJOS.length]}`].filter(Boolean).join(' '),
  ].join('\n\n');
}
