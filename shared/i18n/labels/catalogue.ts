/**
 * Every identifier the API answers with, by category, in the order the translation tables list
 * their names (shared/i18n/labels/<language>.ts). The keys come from the catalogues that compute
 * them (shared/astro/bodies.ts, shared/human-design, shared/vedic, shared/numerology): a body,
 * gate or nakshatra added there is a key here, and the table test fails until every language names it.
 */
import { ASPECTS } from '../../astro/aspects';
import { BODIES, BODY_KEYS, GRAHA_KEYS, type BodyType } from '../../astro/bodies';
import { LUNAR_PHASES } from '../../astro/lunar';
import { PATTERN_NAMES, PATTERN_TYPES } from '../../astro/patterns';
import { SIGN_KEYS } from '../../astro/zodiac';
import { STRATEGY, SIGNATURE, type Authority, type Definition, type HdType } from '../../human-design/analysis';
import { BODY_THEMES, ENERGY_LABELS } from '../../daily/highlights';
import { CENTER_IDS, CENTER_NAMES, CHANNELS } from '../../human-design/bodygraph';
import { JUXTAPOSITION_NAMES, LEFT_ANGLE_PAIRS, RIGHT_ANGLE_GROUPS, type CrossAngle } from '../../human-design/crosses';
import { COGNITION, DETERMINATION, ENVIRONMENT, LINE_NAMES, MOTIVATION, PERSPECTIVE, SENSE } from '../../human-design/variables';
import { LIFE_PATH_TEXTS } from '../../numerology/texts';
import { NAKSHATRAS, RASHIS, VARGAS, VARGA_NAMES } from '../../vedic/core';
import { GANAS, KOOTAS, NADIS, VASHYA_GROUPS, YONI_ANIMALS } from '../../vedic/match';
import { karanaName, tithiName, VARAS, YOGAS } from '../../vedic/panchang';
import { MASAS, RITUS } from '../../vedic/hindu-calendar';
import { CHOGHADIYAS } from '../../vedic/muhurta';
import { YOGINI_KEYS } from '../../vedic/dasha-systems';
import { PORUTHAMS, RAJJUS } from '../../vedic/porutham';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

const HD_TYPES: readonly HdType[] = ['Generator', 'Manifesting Generator', 'Manifestor', 'Projector', 'Reflector'];
const AUTHORITIES: readonly Authority[] = ['Emotional', 'Sacral', 'Splenic', 'Ego Manifested', 'Ego Projected', 'Self-Projected', 'Mental', 'Lunar'];
const DEFINITIONS: readonly Definition[] = ['None', 'Single', 'Split', 'Triple Split', 'Quadruple Split'];
const BODY_TYPES: readonly BodyType[] = ['luminary', 'planet', 'asteroid', 'node', 'point', 'angle'];
/** The Human Design profiles: Personality line / Design line. */
export const PROFILES = ['1/3', '1/4', '2/4', '2/5', '3/5', '3/6', '4/6', '4/1', '5/1', '5/2', '6/2', '6/3'] as const;
/** The names of the incarnation crosses without their angle (crosses.ts), each once. */
export const CROSS_STEMS: readonly string[] = unique([...RIGHT_ANGLE_GROUPS.map(([n]) => n), ...LEFT_ANGLE_PAIRS.map(([n]) => n), ...JUXTAPOSITION_NAMES.filter(Boolean)]);
const TITHI_NAMES = unique(Array.from({ length: 30 }, (_, i) => tithiName(i + 1)));
const KARANA_NAMES = unique(Array.from({ length: 60 }, (_, i) => karanaName(i + 1)));
const VARNAS = ['brahmin', 'kshatriya', 'vaishya', 'shudra'] as const;
/** The words a day's theme is made of (shared/daily/highlights.ts themeOf): a body's keyword, or one of the sky's. */
export const THEME_WORDS: readonly string[] = unique([...Object.values(BODY_THEMES), 'reflection', 'new-beginnings', 'culmination', 'adjustment', 'momentum', 'balance']);
/** The bodies whose stations name a day (`mercury-retrograde`, `saturn-direct`). */
export const STATION_BODIES = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron'] as const;
/** The bodies of the Human Design chart that the astrology catalogue has not (its Earth). */
const HD_ONLY_BODIES = ['earth'] as const;

/**
 * The categories: each one's keys (as the answers carry them) and their English names. A
 * language's table lists the names of a category in this order, separated by `|`.
 */
export const CATEGORIES = {
  signs: { keys: SIGN_KEYS, en: SIGN_KEYS.map(cap) },
  bodies: { keys: [...BODY_KEYS, ...HD_ONLY_BODIES], en: [...BODY_KEYS.map((k) => BODIES[k].name), 'Earth'] },
  bodyTypes: { keys: BODY_TYPES, en: BODY_TYPES.map(cap) },
  aspects: { keys: ASPECTS.map((a) => a.type), en: ASPECTS.map((a) => a.type.split('-').map(cap).join('-')) },
  aspectPatterns: { keys: PATTERN_TYPES, en: PATTERN_TYPES.map((t) => PATTERN_NAMES[t]) },
  elements: { keys: ['fire', 'earth', 'air', 'water'], en: ['Fire', 'Earth', 'Air', 'Water'] },
  modalities: { keys: ['cardinal', 'fixed', 'mutable'], en: ['Cardinal', 'Fixed', 'Mutable'] },
  lunarPhases: { keys: LUNAR_PHASES, en: [...LUNAR_PHASES] },
  hdTypes: { keys: HD_TYPES, en: [...HD_TYPES] },
  hdStrategies: { keys: unique(HD_TYPES.map((t) => STRATEGY[t])), en: unique(HD_TYPES.map((t) => STRATEGY[t])) },
  hdThemes: { keys: unique(HD_TYPES.flatMap((t) => [SIGNATURE[t].signature, SIGNATURE[t].notSelfTheme])), en: unique(HD_TYPES.flatMap((t) => [SIGNATURE[t].signature, SIGNATURE[t].notSelfTheme])) },
  hdAuthorities: { keys: AUTHORITIES, en: [...AUTHORITIES] },
  hdDefinitions: { keys: DEFINITIONS, en: [...DEFINITIONS] },
  hdCenters: { keys: CENTER_IDS, en: CENTER_IDS.map((c) => CENTER_NAMES[c]) },
  hdChannels: { keys: CHANNELS.map((c) => `${c.gates[0]}-${c.gates[1]}`), en: CHANNELS.map((c) => c.name) },
  hdLines: { keys: LINE_NAMES.slice(1).map((_, i) => String(i + 1)), en: LINE_NAMES.slice(1) },
  hdDetermination: { keys: DETERMINATION.slice(1), en: DETERMINATION.slice(1) },
  hdEnvironment: { keys: ENVIRONMENT.slice(1), en: ENVIRONMENT.slice(1) },
  hdMotivation: { keys: MOTIVATION.slice(1), en: MOTIVATION.slice(1) },
  hdPerspective: { keys: PERSPECTIVE.slice(1), en: PERSPECTIVE.slice(1) },
  hdCognition: { keys: COGNITION.slice(1), en: COGNITION.slice(1) },
  hdSense: { keys: SENSE.slice(1), en: SENSE.slice(1) },
  hdArrows: { keys: ['Left', 'Right'], en: ['Left', 'Right'] },
  crossStems: { keys: CROSS_STEMS, en: [...CROSS_STEMS] },
  grahas: { keys: GRAHA_KEYS, en: ['Surya', 'Chandra', 'Mangala', 'Budha', 'Guru', 'Shukra', 'Shani', 'Rahu', 'Ketu'] },
  rashis: { keys: RASHIS, en: [...RASHIS] },
  nakshatras: { keys: NAKSHATRAS, en: [...NAKSHATRAS] },
  tithis: { keys: TITHI_NAMES, en: TITHI_NAMES },
  yogas: { keys: YOGAS, en: [...YOGAS] },
  karanas: { keys: KARANA_NAMES, en: KARANA_NAMES },
  varas: { keys: VARAS, en: [...VARAS] },
  pakshas: { keys: ['shukla', 'krishna'], en: ['Shukla', 'Krishna'] },
  kootas: { keys: KOOTAS, en: ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi'] },
  varnas: { keys: VARNAS, en: ['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra'] },
  vashyas: { keys: VASHYA_GROUPS, en: ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'] },
  yonis: { keys: YONI_ANIMALS, en: YONI_ANIMALS.map(cap) },
  ganas: { keys: GANAS, en: GANAS.map(cap) },
  nadis: { keys: NADIS, en: NADIS.map(cap) },
  dignities: { keys: ['exalted', 'debilitated', 'moolatrikona', 'own'], en: ['Exalted', 'Debilitated', 'Moolatrikona', 'Own sign'] },
  vargas: { keys: VARGAS, en: VARGAS.map((v) => VARGA_NAMES[v]) },
  masas: { keys: MASAS, en: [...MASAS] },
  ritus: { keys: RITUS, en: [...RITUS] },
  choghadiyas: { keys: CHOGHADIYAS.map((c) => c.name), en: CHOGHADIYAS.map((c) => c.name) },
  yoginis: { keys: YOGINI_KEYS, en: YOGINI_KEYS.map(cap) },
  poruthams: { keys: PORUTHAMS, en: ['Dina', 'Gana', 'Mahendra', 'Stree Deergha', 'Yoni', 'Rasi', 'Rasi Adhipati', 'Vasya', 'Rajju', 'Vedha'] },
  rajjus: { keys: RAJJUS, en: RAJJUS.map(cap) },
  matchVerdicts: { keys: ['excellent', 'good', 'average', 'not recommended'], en: ['Excellent', 'Good', 'Average', 'Not recommended'] },
  themeWords: { keys: THEME_WORDS, en: THEME_WORDS.map((w) => cap(w.replace('-', ' '))) },
  dailyEnergies: { keys: ENERGY_LABELS, en: ENERGY_LABELS.map(cap) },
  lifePaths: { keys: Object.keys(LIFE_PATH_TEXTS), en: Object.values(LIFE_PATH_TEXTS).map((t) => t.name) },
  lifePathKeywords: { keys: Object.keys(LIFE_PATH_TEXTS), en: Object.values(LIFE_PATH_TEXTS).map((t) => t.keywords) },
} as const satisfies Record<string, { keys: readonly string[]; en: readonly string[] }>;

export type Category = keyof typeof CATEGORIES;
export const CATEGORY_NAMES = Object.keys(CATEGORIES) as Category[];

/** What a language writes itself (its grammar), besides the lists: houses, gates, profiles, crosses. */
export interface LabelGrammar {
  house: (n: number) => string;
  gate: (n: number) => string;
  /** "Hermit / Opportunist" of the translated line names. */
  profile: (personality: string, design: string) => string;
  /** A cross from its angle and translated stem, with its number (Right and Left Angle) or none. */
  cross: (angle: CrossAngle, stem: string, n: number | undefined) => string;
  /** A day's theme when a body changes sign: its keyword "shifts" (`identity-shift`). */
  shift: (word: string) => string;
  /** A station: the translated body name, and its key (for languages where the adjective agrees with it). */
  retrograde: (body: string, key: string) => string;
  direct: (body: string, key: string) => string;
}

/** One language's names: each category's names in CATEGORIES order, `|`-separated, and its grammar. */
export interface LabelTexts {
  lists: Record<Category, string>;
  grammar: LabelGrammar;
}

/** The Vedic terms in the conventional Latin transliteration the Latin-script languages share. */
export const LATIN_VEDIC: Pick<Record<Category, string>, 'grahas' | 'rashis' | 'nakshatras' | 'tithis' | 'yogas' | 'karanas' | 'varas' | 'pakshas' | 'kootas' | 'varnas' | 'vashyas' | 'ganas' | 'nadis' | 'vargas' | 'masas' | 'ritus' | 'choghadiyas' | 'yoginis' | 'poruthams' | 'rajjus'> = {
  grahas: CATEGORIES.grahas.en.join('|'),
  rashis: CATEGORIES.rashis.en.join('|'),
  nakshatras: CATEGORIES.nakshatras.en.join('|'),
  tithis: CATEGORIES.tithis.en.join('|'),
  yogas: CATEGORIES.yogas.en.join('|'),
  karanas: CATEGORIES.karanas.en.join('|'),
  varas: CATEGORIES.varas.en.join('|'),
  pakshas: CATEGORIES.pakshas.en.join('|'),
  kootas: CATEGORIES.kootas.en.join('|'),
  varnas: CATEGORIES.varnas.en.join('|'),
  vashyas: CATEGORIES.vashyas.en.join('|'),
  ganas: CATEGORIES.ganas.en.join('|'),
  nadis: CATEGORIES.nadis.en.join('|'),
  vargas: CATEGORIES.vargas.en.join('|'),
  masas: CATEGORIES.masas.en.join('|'),
  ritus: CATEGORIES.ritus.en.join('|'),
  choghadiyas: CATEGORIES.choghadiyas.en.join('|'),
  yoginis: CATEGORIES.yoginis.en.join('|'),
  poruthams: CATEGORIES.poruthams.en.join('|'),
  rajjus: CATEGORIES.rajjus.en.join('|'),
};

/** Roman numerals of the twelve houses, as French, Spanish, Portuguese and Italian astrologers write them. */
export const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;
