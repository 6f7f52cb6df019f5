/** La lettura vedica in italiano (offline), dagli stessi fatti dell’inglese. */
import type { VedicTextFacts } from '../../vedic';
import { paragraphs } from '../relationship-common';
import { vedicNamesIn } from '../vedic-common';

const N = vedicNamesIn('it');
const soggetto = (k: string): string => (k === 'sun' ? 'il Sole' : k === 'moon' ? 'la Luna' : N.graha(k));
const di = (k: string): string => (k === 'sun' ? 'del Sole' : k === 'moon' ? 'della Luna' : `di ${N.graha(k)}`);
const maiusc = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** «dal 3 marzo», «dall’8 marzo», «al 1 marzo» → «all’1»: l’articolo segue il numero letto. */
const conData = (prep: 'dal' | 'al', data: string): string => (/^(?:8|11|1)\b/.test(data) ? `${prep === 'dal' ? 'dall’' : 'all’'}${data}` : `${prep} ${data}`);
const DIGNITA: Record<string, string> = {
  exalted: 'è in esaltazione e dà il meglio di sé',
  debilitated: 'è in caduta e chiede pazienza nei suoi temi',
  moolatrikona: 'è nel suo segno di moolatrikona, con una forza stabile',
  own: 'è nel proprio segno, dove la sua forza è affidabile',
};

export function vedicReading(f: VedicTextFacts): string {
  const ps: string[] = [];
  ps.push(
    `Con ${N.rashi(f.lagna.rashi)} (${N.sign(f.lagna.sign)}) nel lagna, nel nakshatra ${N.nakshatra(f.lagna.nakshatra.name)}, l’ascendente dà il tono a tutto il tema: il corpo, il temperamento e il tuo modo di andare incontro al mondo. La Luna in ${N.rashi(f.moon.rashi)}, in ${N.nakshatra(f.moon.nakshatra.name)} (pada ${f.moon.nakshatra.pada}), il tuo janma nakshatra, colora la mente e le emozioni; il suo signore, ${soggetto(f.moon.nakshatra.lord)}, ha anche aperto il tuo ciclo Vimshottari alla nascita.`,
  );
  if (f.dasha) {
    const d = f.dasha;
    const il = (data: string): string => (/^(?:8|11|1)\b/.test(data) ? `L’${data}` : `Il ${data}`);
    ps.push(
      `${il(N.date(d.date))} è in corso la mahadasha ${di(d.maha.lord)} (${conData('dal', N.date(d.maha.start))} ${conData('al', N.date(d.maha.end))}), con l’antardasha ${di(d.antar.lord)} al suo interno fino ${conData('al', N.date(d.antar.end))}. ${
        d.maha.lord === d.antar.lord ? `Il periodo e il sottoperiodo hanno lo stesso signore, quindi i temi ${di(d.maha.lord)} sono più chiari che mai.` : `${maiusc(soggetto(d.maha.lord))} dà il tema lungo, ${soggetto(d.antar.lord)} il capitolo in corso.`
      }`,
    );
  }
  const notevoli = f.grahas.filter((g) => g.dignity !== null);
  if (notevoli.length) ps.push(`Dignità notevoli: ${notevoli.map((g) => `${soggetto(g.graha)} in ${N.rashi(g.rashi)} (casa ${g.house}) ${DIGNITA[g.dignity!] ?? `è ${g.dignity}`}`).join('; ')}.`);
  else ps.push('Nessun graha è in esaltazione, in caduta o nel proprio segno: il tema agisce più attraverso le case e gli aspetti che attraverso dignità forti.');
  ps.push('Un suggerimento pratico: segui quest’anno, nella tua vita, le case del signore della dasha in corso, e rileggi il tema quando cambia l’antardasha. (Lettura offline, composta senza un modello di IA.)');
  return paragraphs(ps);
}
