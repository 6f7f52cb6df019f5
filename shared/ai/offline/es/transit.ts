/**
 * La lectura de un informe de tránsitos, en español: los tránsitos más fuertes en el orden del
 * informe, la fecha en que cada uno es exacto dentro del periodo (el cálculo del núcleo de
 * tránsitos, en la zona horaria del informe), su distancia a la exactitud al empezar el periodo y
 * lo que significa.
 */
import type { AstroBody, TransitAspectFacts, TransitTextFacts } from '../../facts';
import { CUERPO_SUJETO, CUERPOS, lista, may, orbe } from './vocab';

export const READING_TRANSITS = 3;

const nombre = (k: string): string => CUERPOS[k.toLowerCase() as AstroBody] ?? may(k.toLowerCase().replace(/_/g, ' '));
const sujeto = (k: string): string => CUERPO_SUJETO[k.toLowerCase() as AstroBody] ?? may(k.toLowerCase().replace(/_/g, ' '));

const VERBO: Record<string, string> = {
  conjunction: 'forma una conjunción con',
  opposition: 'se opone a',
  square: 'forma una cuadratura con',
  trine: 'forma un trígono con',
  sextile: 'forma un sextil con',
  quincunx: 'forma un quincuncio con',
};

const ESTE_ASPECTO: Record<string, string> = { conjunction: 'Esta conjunción', opposition: 'Esta oposición', square: 'Esta cuadratura', trine: 'Este trígono', sextile: 'Este sextil', quincunx: 'Este quincuncio' };

const TRAE: Record<string, string> = {
  sun: 'atención y vitalidad',
  moon: 'un estado de ánimo pasajero',
  mercury: 'conversaciones, planes y mensajes',
  venus: 'cariño, placer y asuntos de dinero',
  mars: 'energía, prisa y ambición',
  jupiter: 'crecimiento y oportunidades',
  saturn: 'pruebas, límites y trabajo',
  uranus: 'un cambio repentino',
  neptune: 'sueños e incertidumbre',
  pluto: 'una transformación profunda y cuestiones de poder',
  chiron: 'viejas heridas y la ocasión de sanarlas',
  north_node: 'preguntas sobre el rumbo',
};

const TOCA: Record<string, string> = {
  sun: 'tu impulso vital',
  moon: 'tus emociones y necesidades',
  mercury: 'tu forma de pensar y de hablar',
  venus: 'tu vida afectiva y tus valores',
  mars: 'tu energía',
  jupiter: 'tu confianza',
  saturn: 'tus compromisos',
  uranus: 'tu necesidad de libertad',
  neptune: 'tus ideales',
  pluto: 'tus motivaciones profundas',
  chiron: 'una vieja herida',
  north_node: 'tu rumbo vital',
  south_node: 'tus viejos hábitos',
  ascendant: 'tu manera de presentarte',
  midheaven: 'tu carrera y tu reputación',
};

const CONSEJO: Record<string, readonly string[]> = {
  conjunction: ['aquí se abre un capítulo nuevo, y conviene comenzarlo con plena conciencia', 'los dos temas se funden por un tiempo, así que dales toda tu atención', 'algo se siembra ahora, de modo que elige bien lo que plantas'],
  opposition: ['los demás te devuelven la pregunta, así que busca el término medio', 'una pareja o un rival te muestra la otra cara, y conviene escuchar antes de empujar', 'la tensión pide equilibrio más que victoria'],
  square: ['la presión empuja hacia una decisión, así que actúa en lugar de darle vueltas', 'la fricción señala dónde hace falta un cambio, y ha llegado el momento de hacer el ajuste', 'el esfuerzo rinde aquí, aunque no sin cierta tensión'],
  trine: ['las cosas encajan, así que aprovecha esa facilidad en lugar de dejarte llevar', 'la ayuda llega sin que la pidas, y basta con aceptarla', 'lo que inicies ahora fluirá con naturalidad, así que pon en marcha lo que importa'],
  sextile: ['se abre una puerta si llamas, así que haz esa llamada', 'se presenta una pequeña oportunidad que premia el primer paso', 'un contacto o una idea útil está a tu alcance si tiendes la mano'],
  quincunx: ['los pequeños ajustes valen más que los grandes gestos', 'algo no acaba de encajar, así que ajusta en lugar de forzar', 'un cambio de rutina alivia la tensión'],
};
const consejo = (aspect: string, i: number): string => CONSEJO[aspect]?.[i % 3] ?? 'observa cómo se desarrolla';

const PERIODO = { day: 'el día', week: 'la semana', month: 'el mes' } as const;
const AL_EMPEZAR = { day: 'Al empezar el día', week: 'Al empezar la semana', month: 'Al empezar el mes' } as const;

/** Una fecha en la zona horaria del informe, como se escribe en español: «jueves 26 de noviembre». */
export function diaLocal(iso: string, timezone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('es-ES', { timeZone: timezone, weekday: 'long', day: 'numeric', month: 'long' }).formatToParts(new Date(iso));
  const get = (t: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('weekday')} ${get('day')} de ${get('month')}`;
}

function cuando(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const p = PERIODO[f.period];
  const exact = [...new Set((t.exactAt ?? []).map((x) => diaLocal(x, f.timezone)))];
  if (exact.length) {
    const el = lista(exact.map((d) => `el ${d}`));
    if (t.orbAtStart !== undefined && t.orbAtStart >= 1 / 120)
      return i % 2 ? `El tránsito es exacto ${el}, y cuando empieza ${p} está a ${orbe(t.orbAtStart)} de la exactitud.` : `${AL_EMPEZAR[f.period]}, el tránsito está a ${orbe(t.orbAtStart)} de la exactitud, y se vuelve exacto ${el}.`;
    return `El tránsito es exacto ${el}.`;
  }
  const sentido = t.applying ? 'todavía acercándose' : 'ya alejándose';
  return `El tránsito no llega a ser exacto durante ${p}: en su punto más cercano queda a ${orbe(t.orb)} de la exactitud, ${sentido}.`;
}

function parrafo(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const tp = t.transitingPlanet.toLowerCase();
  const np = t.natalPlanet.toLowerCase();
  const aspect = t.aspect.toLowerCase();
  const primera = `${may(sujeto(tp))} en tránsito ${VERBO[aspect] ?? 'toca'} tu ${nombre(np)} natal.`;
  const sentido =
    tp === np
      ? `Cuando un planeta vuelve a tocar su propio lugar natal, su tema pasa a primer plano: ${consejo(aspect, i)}.`
      : `${ESTE_ASPECTO[aspect] ?? 'Este aspecto'} trae ${TRAE[tp] ?? 'su tema'} a ${TOCA[np] ?? 'esta parte de tu carta'}: ${consejo(aspect, i)}.`;
  const tramo =
    i === 0 && t.activeFrom && t.activeUntil && t.activeUntil.slice(0, 10) !== t.activeFrom.slice(0, 10) && t.activeFrom.slice(0, 4) === t.activeUntil.slice(0, 4)
      ? `Su influencia se deja sentir desde el ${diaLocal(t.activeFrom, f.timezone)} hasta el ${diaLocal(t.activeUntil, f.timezone)}.`
      : undefined;
  return [primera, cuando(t, f, i), sentido, tramo].filter(Boolean).join(' ');
}

const LUNA: Record<string, string> = {
  'new moon': 'El periodo se abre con la Luna nueva, un momento para las intenciones discretas y los nuevos comienzos.',
  'waxing crescent': 'Al comenzar el periodo, la Luna está creciente, propicia para los primeros pasos.',
  'first quarter': 'El periodo se abre en cuarto creciente, una fase que pide decisiones y un poco de valor.',
  'waxing gibbous': 'Al comenzar el periodo, la Luna está gibosa creciente: es momento de pulir lo que ya está en marcha.',
  'full moon': 'El periodo se abre con la Luna llena, cuando las emociones y los resultados salen a plena luz.',
  'waning gibbous': 'Al comenzar el periodo, la Luna está gibosa menguante, un buen momento para compartir lo aprendido.',
  'last quarter': 'El periodo se abre en cuarto menguante, un momento para soltar lo que ya no te sirve.',
  'third quarter': 'El periodo se abre en cuarto menguante, un momento para soltar lo que ya no te sirve.',
  'waning crescent': 'Al comenzar el periodo, la Luna está menguante, lo que favorece el descanso y los cierres.',
};

const ANO: Record<number, string> = {
  1: 'un año de comienzos y de siembra',
  2: 'un año de paciencia, de alianzas y de crecimiento tranquilo',
  3: 'un año de expresión, de creatividad y de vida social',
  4: 'un año de trabajo, de estructura y de cimientos sólidos',
  5: 'un año de cambio, de movimiento y de experiencias nuevas',
  6: 'un año de hogar, de responsabilidades y de relaciones',
  7: 'un año de reflexión, de estudio y de trabajo interior',
  8: 'un año de logros, de ambición y de resultados concretos',
  9: 'un año de cierre, de desapego y de preparación del ciclo siguiente',
};

export function transitReading(f: TransitTextFacts): string {
  const top = f.transits.slice(0, READING_TRANSITS);
  const inicio = diaLocal(`${f.date}T12:00:00Z`, 'UTC');
  const apertura = f.period === 'day' ? `Para este ${inicio}, ` : `Para ${f.period === 'week' ? 'la semana' : 'el mes'} que empieza el ${inicio}, `;
  const cuantos = top.length === 0 ? 'ningún tránsito toca tu carta natal: un periodo tranquilo, bueno para consolidar.' : top.length === 1 ? 'destaca un tránsito.' : `destacan ${top.length === 2 ? 'dos' : 'tres'} tránsitos, del más fuerte al menos fuerte.`;
  const fase = f.lunarPhase?.phase.toLowerCase();
  const luna = fase ? LUNA[fase] : undefined;
  const py = f.numerology?.personalYear;
  const ano = py !== undefined && ANO[py] ? `En numerología, estás en un año personal ${py}, ${ANO[py]}.` : undefined;
  return [`${apertura}${cuantos}`, ...top.map((t, i) => parrafo(t, f, i)), [luna, ano].filter(Boolean).join(' '), top.length ? 'Apóyate en los contactos favorables y recibe con paciencia los más exigentes: todos pasan.' : undefined]
    .filter((p): p is string => !!p && p.trim() !== '')
    .join('\n\n');
}
