/**
 * The Vedic reading (`purpose: 'vedic'`, POST /vedic/chart with includeAI): its grounding facts
 * (the lagna, the Moon's nakshatra, the Vimshottari mahadasha and antardasha running, the grahas
 * with their whole-sign houses and notable dignities), their text for the model's context, and the
 * offline writer's composition from the same facts.
 */
export interface VedicPointFacts {
  /** English sign key (lower case) and its Sanskrit rashi. */
  sign: string;
  rashi: string;
  /** Degree within the sign. */
  degree: number;
  nakshatra: { name: string; pada: number; lord: string };
}

export interface VedicGrahaFacts {
  graha: string;
  sign: string;
  rashi: string;
  house: number;
  dignity: string | null;
  isRetrograde: boolean;
}

export interface VedicDashaFacts {
  /** The date the running periods are read at (YYYY-MM-DD, UTC). */
  date: string;
  maha: { lord: string; start: string; end: string };
  antar: { lord: string; start: string; end: string };
}

export interface VedicTextFacts {
  ayanamsha: string;
  lagna: VedicPointFacts;
  moon: VedicPointFacts;
  grahas: VedicGrahaFacts[];
  dasha: VedicDashaFacts | null;
}

const cap = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const day = (iso: string): string => iso.slice(0, 10);
const ordinal = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** The facts as plain lines for the model's context. */
export function vedicFactsText(f: VedicTextFacts): string {
  const lines = [
    `Sidereal zodiac, ${f.ayanamsha} ayanamsha; whole-sign houses from the lagna.`,
    `Lagna: ${f.lagna.rashi} (${cap(f.lagna.sign)}) ${f.lagna.degree.toFixed(1)}°, nakshatra ${f.lagna.nakshatra.name} pada ${f.lagna.nakshatra.pada}.`,
    `Moon: ${f.moon.rashi} (${cap(f.moon.sign)}), janma nakshatra ${f.moon.nakshatra.name} pada ${f.moon.nakshatra.pada}, its lord ${cap(f.moon.nakshatra.lord)}.`,
  ];
  if (f.dasha) lines.push(`Vimshottari on ${f.dasha.date}: ${cap(f.dasha.maha.lord)} mahadasha (${day(f.dasha.maha.start)} to ${day(f.dasha.maha.end)}), ${cap(f.dasha.antar.lord)} antardasha (${day(f.dasha.antar.start)} to ${day(f.dasha.antar.end)}).`);
  for (const g of f.grahas) lines.push(`- ${cap(g.graha)} in ${g.rashi} (${cap(g.sign)}), house ${g.house}${g.dignity ? `, ${g.dignity}` : ''}${g.isRetrograde ? ', retrograde' : ''}`);
  return lines.join('\n');
}

export const VEDIC_INSTRUCTION =
  'Write one Vedic (Jyotish) reading of this chart: the lagna and what it gives the person, the Moon and its janma nakshatra, the running mahadasha and antardasha and what this period asks for, and the notable dignities (exalted, debilitated, own sign, moolatrikona). Name the actual signs, houses, nakshatras and lords you interpret; no predictions of events, no remedies that cost money. 200 to 350 words, plain text.';

const DIGNITY_TEXT: Record<string, string> = {
  exalted: 'is exalted and gives its best',
  debilitated: 'is debilitated and asks for patience with its themes',
  moolatrikona: 'is in its moolatrikona sign, steady and purposeful',
  own: 'is in its own sign, at home and reliable',
};

/** The offline writer's reading: deterministic, from the same facts. */
export function composeVedic(f: VedicTextFacts): string {
  const ps: string[] = [];
  ps.push(
    `With ${f.lagna.rashi} (${cap(f.lagna.sign)}) rising, in the nakshatra ${f.lagna.nakshatra.name}, the lagna sets the tone of the whole chart: the body, the temperament and the way you meet the world. The Moon in ${f.moon.rashi} in ${f.moon.nakshatra.name} (pada ${f.moon.nakshatra.pada}), your janma nakshatra, colours the mind and the feelings; its lord ${cap(f.moon.nakshatra.lord)} also began your Vimshottari cycle at birth.`,
  );
  if (f.dasha) {
    const d = f.dasha;
    ps.push(
      `On ${d.date} the ${cap(d.maha.lord)} mahadasha runs (${day(d.maha.start)} to ${day(d.maha.end)}), with the ${cap(d.antar.lord)} antardasha inside it until ${day(d.antar.end)}. ${d.maha.lord === d.antar.lord ? `The period and its sub-period share one lord, so ${cap(d.maha.lord)}'s themes are at their clearest.` : `${cap(d.maha.lord)} sets the long theme and ${cap(d.antar.lord)} the current chapter.`}`,
    );
  }
  const notable = f.grahas.filter((g) => g.dignity !== null);
  if (notable.length) ps.push(`Notable dignities: ${notable.map((g) => `${cap(g.graha)} in ${g.rashi} (the ${ordinal(g.house)} house) ${DIGNITY_TEXT[g.dignity!] ?? `is ${g.dignity}`}`).join('; ')}.`);
  else ps.push('No graha is exalted, debilitated or in its own sign: the chart works through its houses and aspects rather than through strong dignities.');
  ps.push('A practical suggestion: follow the running dasha lord’s houses in your own life this year, and read the chart again when the antardasha changes. (Offline reading, composed without an AI model.)');
  return ps.map((p) => p.replace(/\s+/g, ' ').trim()).join('\n\n');
}
