/** Los hechos destacados del día en español (variedad latinoamericana neutra; ver ./index.ts). */
import type { HighlightFacts } from './types';

const ARTICULO: Record<string, string> = { sun: 'el ', moon: 'la ', north_node: 'el ' };
const nombre = (key: string, name: string): string => `${ARTICULO[key] ?? ''}${name}`;
const may = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** "a la 01:12", "a las 13:12". */
const aLas = (hour: number, time: string): string => `${hour === 1 ? 'a la' : 'a las'} ${time}`;

const ASPECTO: Record<string, [string, 'f' | 'm']> = {
  conjunction: ['en conjunción', 'f'],
  opposition: ['en oposición', 'f'],
  trine: ['en trígono', 'm'],
  square: ['en cuadratura', 'f'],
  sextile: ['en sextil', 'm'],
};
const SENTIDO: Record<string, string> = {
  conjunction: 'sus energías se funden y se concentran',
  opposition: 'dos polos tiran cada uno hacia su lado y piden equilibrio',
  trine: 'un apoyo fluye con facilidad entre ambos',
  square: 'una fricción empuja a tomar una decisión o a hacer un ajuste',
  sextile: 'una apertura premia una pequeña iniciativa',
};
const LUNACION: Record<string, string> = {
  'new-moon': 'Luna nueva: un momento de siembra para las intenciones y los nuevos comienzos',
  'first-quarter': 'Cuarto creciente: un punto de inflexión que pide acción',
  'full-moon': 'Luna llena: un punto culminante de visibilidad, cierre y liberación',
  'last-quarter': 'Cuarto menguante: momento de ordenar, soltar y ajustar',
};
const ELEMENTO: Record<string, string> = { fire: 'del Fuego', earth: 'de la Tierra', air: 'del Aire', water: 'del Agua' };
const MODALIDAD: Record<string, string> = { cardinal: 'cardinal', fixed: 'fija', mutable: 'mutable' };

export function ES(f: HighlightFacts): string {
  const { h } = f;
  const sujeto = may(nombre(h.planet1, f.body1));
  switch (h.type) {
    case 'station-retrograde':
      return `${sujeto} se estaciona e inicia su movimiento retrógrado ${aLas(f.hour, f.time)} UTC en ${f.sign}: sus temas se vuelven hacia adentro para una revisión.`;
    case 'station-direct':
      return `${sujeto} se estaciona y retoma su movimiento directo ${aLas(f.hour, f.time)} UTC en ${f.sign}: sus temas vuelven a avanzar después de la revisión.`;
    case 'ingress':
      return `${sujeto} entra en ${f.sign}${f.retrograde ? ' (en movimiento retrógrado)' : ''} ${aLas(f.hour, f.time)} UTC: el tono cambia hacia las cualidades ${ELEMENTO[f.elementKey] ?? ''} y de la modalidad ${MODALIDAD[f.modalityKey] ?? ''}.`;
    case 'new-moon':
    case 'first-quarter':
    case 'full-moon':
    case 'last-quarter':
      return `${LUNACION[h.type]}, ${aLas(f.hour, f.time)} UTC, con la Luna en ${f.sign}.`;
    case 'lunar-phase':
      return `${f.phase}: a las 00:00 UTC la Luna está iluminada al ${f.lit} %; ${f.waxing ? 'crece, y la energía va en aumento' : 'mengua, y la energía va en descenso'}.`;
    default: {
      const [aspecto, genero] = ASPECTO[h.type] ?? [h.type, 'm'];
      return `${sujeto} ${aspecto} con ${nombre(h.planet2 ?? '', f.body2)}${f.time ? `, ${genero === 'f' ? 'exacta' : 'exacto'} ${aLas(f.hour, f.time)} UTC` : ` (máxima cercanía: ${f.orb}°)`}: ${SENTIDO[h.type] ?? ''}.`;
    }
  }
}
