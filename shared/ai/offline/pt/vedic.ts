/** A leitura védica em português do Brasil (offline), a partir dos mesmos fatos do inglês. */
import type { VedicTextFacts } from '../../vedic';
import { paragraphs } from '../relationship-common';
import { vedicNamesIn } from '../vedic-common';

const N = vedicNamesIn('pt');
const sujeito = (k: string): string => (k === 'sun' ? 'o Sol' : k === 'moon' ? 'a Lua' : N.graha(k));
const de = (k: string): string => (k === 'sun' ? 'do Sol' : k === 'moon' ? 'da Lua' : `de ${N.graha(k)}`);
const mai = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const DIGNIDADE: Record<string, string> = {
  exalted: 'está em exaltação e dá o melhor de si',
  debilitated: 'está em queda e pede paciência com os seus temas',
  moolatrikona: 'está no seu signo de moolatrikona, com uma força estável',
  own: 'está no próprio signo, onde a sua força é confiável',
};

export function vedicReading(f: VedicTextFacts): string {
  const ps: string[] = [];
  ps.push(
    `Com ${N.rashi(f.lagna.rashi)} (${N.sign(f.lagna.sign)}) no lagna, no nakshatra ${N.nakshatra(f.lagna.nakshatra.name)}, o ascendente dá o tom de todo o mapa: o corpo, o temperamento e o seu jeito de encarar o mundo. A Lua em ${N.rashi(f.moon.rashi)}, em ${N.nakshatra(f.moon.nakshatra.name)} (pada ${f.moon.nakshatra.pada}), o seu janma nakshatra, colore a mente e as emoções; o regente dele, ${sujeito(f.moon.nakshatra.lord)}, também abriu o seu ciclo Vimshottari no nascimento.`,
  );
  if (f.dasha) {
    const d = f.dasha;
    ps.push(
      `Em ${N.date(d.date)} corre a mahadasha ${de(d.maha.lord)} (de ${N.date(d.maha.start)} a ${N.date(d.maha.end)}), com a antardasha ${de(d.antar.lord)} dentro dela até ${N.date(d.antar.end)}. ${
        d.maha.lord === d.antar.lord ? `O período e o subperíodo têm o mesmo regente, então os temas ${de(d.maha.lord)} aparecem com toda a clareza.` : `${mai(sujeito(d.maha.lord))} dá o tema longo, e ${sujeito(d.antar.lord)}, o capítulo atual.`
      }`,
    );
  }
  const notaveis = f.grahas.filter((g) => g.dignity !== null);
  if (notaveis.length) ps.push(`Dignidades notáveis: ${notaveis.map((g) => `${sujeito(g.graha)} em ${N.rashi(g.rashi)} (casa ${g.house}) ${DIGNIDADE[g.dignity!] ?? `está ${g.dignity}`}`).join('; ')}.`);
  else ps.push('Nenhum graha está em exaltação, em queda ou no próprio signo: o mapa age mais pelas casas e aspectos do que por dignidades fortes.');
  ps.push('Uma sugestão prática: acompanhe neste ano, na sua vida, as casas do regente da dasha em curso, e leia o mapa de novo quando a antardasha mudar. (Leitura offline, composta sem um modelo de IA.)');
  return paragraphs(ps);
}
