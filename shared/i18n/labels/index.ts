/**
 * Display names of every identifier the API answers with, in each language (GET /v1/labels, and
 * the answers' own display texts). Keys stay the identifiers (`aries`, `north_node`, `Generator`,
 * `Ashwini`); the names come from one table per language (./<language>.ts).
 */
import { GATE_WHEEL } from '../../human-design/bodygraph';
import { JUXTAPOSITION_NAMES, LEFT_ANGLE_PAIRS, RIGHT_ANGLE_GROUPS, crossName, type CrossAngle } from '../../human-design/crosses';
import type { Language } from '../languages';
import { BODY_THEMES } from '../../daily/highlights';
import { CATEGORIES, CATEGORY_NAMES, CROSS_STEMS, PROFILES, STATION_BODIES, type Category, type LabelTexts } from './catalogue';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { HI } from './hi';
import { IT } from './it';
import { PT } from './pt';

export const LABEL_TABLES: Readonly<Record<Language, LabelTexts>> = { en: EN, fr: FR, es: ES, de: DE, pt: PT, it: IT, hi: HI };

/** The categories an answer of GET /labels carries: the lists (without the cross stems, a part of crosses) and the built ones. */
/** Internal lists (parts of built names): not answered as such. */
const PARTS = ['crossStems', 'themeWords'] as const;
export type LabelCategory = Exclude<Category, (typeof PARTS)[number]> | 'houses' | 'hdGates' | 'hdProfiles' | 'hdCrosses' | 'dailyThemes';
export type Labels = Record<LabelCategory, Record<string, string>>;

/** A language's names of one list category, by key. */
const listOf = (t: LabelTexts, c: Category): Record<string, string> => {
  const names = t.lists[c].split('|');
  return Object.fromEntries(CATEGORIES[c].keys.map((k, i) => [k, names[i] ?? CATEGORIES[c].en[i]!]));
};

const crossPart = (gate: number, angle: CrossAngle): { stem: string; n: number | undefined } => {
  if (angle === 'Right Angle') {
    const [stem, gates] = RIGHT_ANGLE_GROUPS.find(([, gs]) => gs.includes(gate))!;
    return { stem, n: gates.indexOf(gate) + 1 };
  }
  if (angle === 'Left Angle') {
    const [stem, gates] = LEFT_ANGLE_PAIRS.find(([, gs]) => gs.includes(gate))!;
    return { stem, n: gates.indexOf(gate) + 1 };
  }
  return { stem: JUXTAPOSITION_NAMES[gate]!, n: undefined };
};

const build = (language: Language): Labels => {
  const t = LABEL_TABLES[language];
  const lists = Object.fromEntries(CATEGORY_NAMES.filter((c) => !(PARTS as readonly string[]).includes(c)).map((c) => [c, listOf(t, c)])) as Record<Exclude<Category, (typeof PARTS)[number]>, Record<string, string>>;
  const stems = listOf(t, 'crossStems');
  const crosses: Record<string, string> = {};
  for (const angle of ['Right Angle', 'Juxtaposition', 'Left Angle'] as const) {
    for (const gate of GATE_WHEEL) {
      const { stem, n } = crossPart(gate, angle);
      crosses[crossName(gate, angle)] = t.grammar.cross(angle, stems[stem]!, n);
    }
  }
  const lines = lists.hdLines;
  // a day's theme (shared/daily/highlights.ts themeOf): a word, a word's shift, or a station
  const words = listOf(t, 'themeWords');
  const themes: Record<string, string> = { ...words };
  for (const word of Object.values(BODY_THEMES)) themes[`${word}-shift`] = t.grammar.shift(words[word]!);
  for (const body of STATION_BODIES) {
    themes[`${body}-retrograde`] = t.grammar.retrograde(lists.bodies[body]!, body);
    themes[`${body}-direct`] = t.grammar.direct(lists.bodies[body]!, body);
  }
  return {
    ...lists,
    houses: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), t.grammar.house(i + 1)])),
    hdGates: Object.fromEntries(Array.from({ length: 64 }, (_, i) => [String(i + 1), t.grammar.gate(i + 1)])),
    hdProfiles: Object.fromEntries(PROFILES.map((p) => [p, t.grammar.profile(lines[p[0]!]!, lines[p[2]!]!)])),
    hdCrosses: crosses,
    dailyThemes: themes,
  };
};

const cache = new Map<Language, Labels>();

/** Every display name in one language (built once per container and language). */
export function labelsFor(language: Language): Labels {
  let out = cache.get(language);
  if (!out) {
    out = build(language);
    cache.set(language, out);
  }
  return out;
}

/** One display name; the key itself when the category does not know it (never throws on a new identifier). */
export function labelOf(language: Language, category: LabelCategory, key: string | number): string {
  return labelsFor(language)[category][String(key)] ?? String(key);
}

export { CATEGORIES, CROSS_STEMS, PROFILES };
/** The German label table itself (the offline German texts decline its names). */
export { DE as DE_LABELS };
