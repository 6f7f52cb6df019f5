/** Die vedische Deutung auf Deutsch (offline), aus denselben Fakten wie die englische. */
import type { VedicTextFacts } from '../../vedic';
import { paragraphs } from '../relationship-common';
import { vedicNamesIn } from '../vedic-common';

const N = vedicNamesIn('de');
/** Nominativ: "die Sonne", "der Mond", "Saturn". */
const nominativ = (k: string): string => (k === 'sun' ? 'die Sonne' : k === 'moon' ? 'der Mond' : N.graha(k));
/** Genitiv: "der Sonne", "des Mondes", "des Saturn", "von Rahu". */
const genitiv = (k: string): string => (k === 'sun' ? 'der Sonne' : k === 'moon' ? 'des Mondes' : k === 'venus' ? 'der Venus' : k === 'rahu' || k === 'ketu' ? `von ${N.graha(k)}` : `des ${N.graha(k)}`);
const gross = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const WUERDE: Record<string, string> = {
  exalted: 'steht in Erhöhung und zeigt sich von der besten Seite',
  debilitated: 'steht im Fall, was bei diesen Themen Geduld verlangt',
  moolatrikona: 'steht im Moolatrikona-Zeichen: stetig und zielstrebig',
  own: 'steht im eigenen Zeichen: zu Hause und verlässlich',
};

export function vedicReading(f: VedicTextFacts): string {
  const ps: string[] = [];
  ps.push(
    `Mit ${N.rashi(f.lagna.rashi)} (${N.sign(f.lagna.sign)}) im Lagna, im Nakshatra ${N.nakshatra(f.lagna.nakshatra.name)}, gibt der Aszendent den Ton des ganzen Horoskops an: den Körper, das Temperament und die Art, wie du der Welt begegnest. Der Mond in ${N.rashi(f.moon.rashi)}, in ${N.nakshatra(f.moon.nakshatra.name)} (Pada ${f.moon.nakshatra.pada}), dein Janma-Nakshatra, färbt Geist und Gefühle; sein Herrscher, ${nominativ(f.moon.nakshatra.lord)}, hat bei deiner Geburt auch deinen Vimshottari-Zyklus eröffnet.`,
  );
  if (f.dasha) {
    const d = f.dasha;
    ps.push(
      `Am ${N.date(d.date)} läuft die Mahadasha ${genitiv(d.maha.lord)} (${N.date(d.maha.start)} bis ${N.date(d.maha.end)}), darin die Antardasha ${genitiv(d.antar.lord)} bis zum ${N.date(d.antar.end)}. ${
        d.maha.lord === d.antar.lord ? `Periode und Unterperiode haben denselben Herrscher, so treten die Themen ${genitiv(d.maha.lord)} am deutlichsten hervor.` : `${gross(nominativ(d.maha.lord))} gibt das lange Thema vor, ${nominativ(d.antar.lord)} das aktuelle Kapitel.`
      }`,
    );
  }
  const wuerden = f.grahas.filter((g) => g.dignity !== null);
  if (wuerden.length) ps.push(`Bemerkenswerte Würden: ${wuerden.map((g) => `${gross(nominativ(g.graha))} in ${N.rashi(g.rashi)} (Haus ${g.house}) ${WUERDE[g.dignity!] ?? `ist ${g.dignity}`}`).join('; ')}.`);
  else ps.push('Kein Graha steht in Erhöhung, im Fall oder im eigenen Zeichen: Das Horoskop wirkt eher über seine Häuser und Aspekte als über starke Würden.');
  ps.push('Ein praktischer Vorschlag: Beobachte in diesem Jahr in deinem Leben die Häuser des laufenden Dasha-Herrschers und lies das Horoskop neu, wenn die Antardasha wechselt. (Offline-Deutung, ohne KI-Modell verfasst.)');
  return paragraphs(ps);
}
