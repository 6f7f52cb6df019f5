/** La lectura védica en español (sin conexión), a partir de los mismos hechos que el inglés. */
import type { VedicTextFacts } from '../../vedic';
import { paragraphs } from '../relationship-common';
import { vedicNamesIn } from '../vedic-common';

const N = vedicNamesIn('es');
const sujeto = (k: string): string => (k === 'sun' ? 'el Sol' : k === 'moon' ? 'la Luna' : N.graha(k));
const de = (k: string): string => (k === 'sun' ? 'del Sol' : k === 'moon' ? 'de la Luna' : `de ${N.graha(k)}`);
const may = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const DIGNIDAD: Record<string, string> = {
  exalted: 'está en exaltación y da lo mejor de sí',
  debilitated: 'está en caída y pide paciencia en sus temas',
  moolatrikona: 'está en su signo de moolatrikona, con una fuerza estable',
  own: 'está en su propio signo, donde su fuerza es fiable',
};

export function vedicReading(f: VedicTextFacts): string {
  const ps: string[] = [];
  ps.push(
    `Con ${N.rashi(f.lagna.rashi)} (${N.sign(f.lagna.sign)}) en el lagna, en el nakshatra ${N.nakshatra(f.lagna.nakshatra.name)}, el ascendente marca el tono de toda la carta: el cuerpo, el temperamento y tu manera de salir al mundo. La Luna en ${N.rashi(f.moon.rashi)}, en ${N.nakshatra(f.moon.nakshatra.name)} (pada ${f.moon.nakshatra.pada}), tu janma nakshatra, tiñe la mente y las emociones; su regente, ${sujeto(f.moon.nakshatra.lord)}, también abrió tu ciclo Vimshottari al nacer.`,
  );
  if (f.dasha) {
    const d = f.dasha;
    ps.push(
      `El ${N.date(d.date)} corre la mahadasha ${de(d.maha.lord)} (del ${N.date(d.maha.start)} al ${N.date(d.maha.end)}), con la antardasha ${de(d.antar.lord)} dentro de ella hasta el ${N.date(d.antar.end)}. ${
        d.maha.lord === d.antar.lord ? `El periodo y su subperiodo comparten regente, así que los temas ${de(d.maha.lord)} se ven con toda claridad.` : `${may(sujeto(d.maha.lord))} marca el tema largo y ${sujeto(d.antar.lord)}, el capítulo actual.`
      }`,
    );
  }
  const notables = f.grahas.filter((g) => g.dignity !== null);
  if (notables.length) ps.push(`Dignidades destacadas: ${notables.map((g) => `${sujeto(g.graha)} en ${N.rashi(g.rashi)} (casa ${g.house}) ${DIGNIDAD[g.dignity!] ?? `está ${g.dignity}`}`).join('; ')}.`);
  else ps.push('Ningún graha está en exaltación, en caída ni en su propio signo: la carta actúa a través de sus casas y aspectos más que de dignidades fuertes.');
  ps.push('Una sugerencia práctica: sigue este año en tu vida las casas del regente de la dasha en curso, y vuelve a leer la carta cuando cambie la antardasha. (Lectura sin conexión, compuesta sin un modelo de IA.)');
  return paragraphs(ps);
}
