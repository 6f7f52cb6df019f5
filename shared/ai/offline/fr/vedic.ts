/** La lecture védique en français (hors ligne), à partir des mêmes faits que l’anglais. */
import type { VedicTextFacts } from '../../vedic';
import { paragraphs } from '../relationship-common';
import { vedicNamesIn } from '../vedic-common';

const N = vedicNamesIn('fr');
/** « le Soleil », « la Lune », « Saturne ». */
const sujet = (k: string): string => (k === 'sun' ? 'le Soleil' : k === 'moon' ? 'la Lune' : N.graha(k));
/** « du Soleil », « de la Lune », « de Saturne ». */
const de = (k: string): string => (k === 'sun' ? 'du Soleil' : k === 'moon' ? 'de la Lune' : `de ${N.graha(k)}`);
const maj = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const DIGNITE: Record<string, string> = {
  exalted: 'est en exaltation et donne le meilleur de ses qualités',
  debilitated: 'est en chute et demande de la patience dans ses domaines',
  moolatrikona: 'est dans son signe de moolatrikona, où sa force est stable',
  own: 'est dans son propre signe, où sa force est fiable',
};

export function vedicReading(f: VedicTextFacts): string {
  const ps: string[] = [];
  ps.push(
    `Avec un lagna en ${N.rashi(f.lagna.rashi)} (${N.sign(f.lagna.sign)}), dans le nakshatra ${N.nakshatra(f.lagna.nakshatra.name)}, l’ascendant donne le ton de tout le thème : le corps, le tempérament et votre manière d’aborder le monde. La Lune en ${N.rashi(f.moon.rashi)}, dans ${N.nakshatra(f.moon.nakshatra.name)} (pada ${f.moon.nakshatra.pada}), votre janma nakshatra, colore l’esprit et les émotions ; son maître, ${sujet(f.moon.nakshatra.lord)}, a aussi ouvert votre cycle Vimshottari à la naissance.`,
  );
  if (f.dasha) {
    const d = f.dasha;
    ps.push(
      `Le ${N.date(d.date)}, la mahadasha ${de(d.maha.lord)} est en cours (du ${N.date(d.maha.start)} au ${N.date(d.maha.end)}), avec en son sein l’antardasha ${de(d.antar.lord)} jusqu’au ${N.date(d.antar.end)}. ${
        d.maha.lord === d.antar.lord ? `La période et sa sous-période ont le même maître : les thèmes ${de(d.maha.lord)} sont au plus clair.` : `${maj(sujet(d.maha.lord))} donne le thème de fond, ${sujet(d.antar.lord)} le chapitre en cours.`
      }`,
    );
  }
  const notables = f.grahas.filter((g) => g.dignity !== null);
  if (notables.length) ps.push(`Dignités notables : ${notables.map((g) => `${sujet(g.graha)} en ${N.rashi(g.rashi)} (maison ${g.house}) ${DIGNITE[g.dignity!] ?? `est ${g.dignity}`}`).join(' ; ')}.`);
  else ps.push('Aucun graha n’est en exaltation, en chute ou dans son propre signe : le thème agit par ses maisons et ses aspects plutôt que par de fortes dignités.');
  ps.push('Une suggestion concrète : suivez cette année, dans votre vie, les maisons du maître de la dasha en cours, et relisez le thème quand l’antardasha change. (Lecture hors ligne, composée sans modèle d’IA.)');
  return paragraphs(ps);
}
