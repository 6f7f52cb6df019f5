/**
 * The fixed words of the blueprint PDF in one language: headings, notes, table heads,
 * glossary lines, the cover. Identifiers' names (signs, bodies, centres, types, channels)
 * come from the label tables (shared/i18n/labels); the written sections stay as written.
 */
export const HD_LABEL_KEYS = [
  'Type', 'Strategy', 'Authority', 'Profile', 'Definition', 'Incarnation Cross', 'Signature', 'Not-Self Theme',
  'Motivation', 'Perspective', 'Digestion', 'Environment', 'Design Sense', 'Sense',
] as const;
export type HdLabelKey = (typeof HD_LABEL_KEYS)[number];

export const NUMBER_KEYS = [
  'lifePathNumber', 'expressionNumber', 'soulUrgeNumber', 'personalityNumber', 'birthdayNumber', 'maturityNumber',
  'personalYear', 'personalMonth', 'personalDay',
] as const;
export type NumberKey = (typeof NUMBER_KEYS)[number];

export const SECTION_TERM_KEYS = [
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'ascendant', 'ic',
  'descendant', 'midheaven', 'lilith', 'northnode', 'southnode', 'partoffortune', 'definedcenters', 'undefinedcenters', 'lifepathnumber',
] as const;
export type SectionTermKey = (typeof SECTION_TERM_KEYS)[number];

export const ASPECT_WORD_KEYS = [
  'conjunction', 'opposition', 'trine', 'square', 'sextile', 'quincunx', 'semisextile', 'semisquare', 'sesquiquadrate', 'quintile', 'biquintile',
] as const;
export type AspectWordKey = (typeof ASPECT_WORD_KEYS)[number];

export interface PdfWords {
  /** Cover line and running head. */
  blueprint: string;
  titleOf: (name: string) => string;
  subject: (modules: string, name: string, date: string, place: string) => string;
  /** The footer's page number: "Page 2 of 28". */
  pageOf: (n: number, total: number) => string;
  contents: string;
  modules: { astrology: string; humanDesign: string; numerology: string };
  born: (when: string) => string;
  timeUnknown: string;
  localTime: string;
  inPlace: (place: string) => string;
  withSections: (n: number) => string;
  noSections: string;
  preparedOn: (date: string) => string;
  wheelAltOf: (name: string) => string;
  motion: { retrograde: string; stationary: string; direct: string };
  astrology: {
    intro: string;
    wheel: string;
    wheelAlt: string;
    /** The wheel's reading note; `aspects` is the list of the major aspects with their colours. */
    wheelNote: (aspects: string) => string;
    colors: { hard: string; soft: string; conjunction: string };
    bodies: string;
    bodiesNote: string;
    heads: { body: string; sign: string; position: string; house: string; longitude: string; motion: string; cusp: string };
    houses: string;
    housesNote: string;
    grid: string;
    gridNote: string;
  };
  aspects: Record<AspectWordKey, { name: string; meaning: string }>;
  hd: {
    intro: string;
    bodygraph: string;
    bodygraphAlt: string;
    labels: Record<HdLabelKey, string>;
    terms: Record<HdLabelKey, string>;
    activations: string;
    design: string;
    personality: string;
    legendPersonality: string;
    legendDesign: string;
    legendGate: string;
    legendFilled: string;
    detail: string;
    personalityMoment: string;
    personalityMomentNote: string;
    designMoment: string;
    designMomentNote: string;
    centres: string;
    centresNote: string;
    defined: string;
    open: string;
    none: string;
    channels: string;
    channelsNote: string;
    channelHeads: { channel: string; name: string; joins: string };
    noChannels: string;
    gates: string;
    gatesNote: string;
    /** One-letter marks of the personality and design activations. */
    p: string;
    d: string;
  };
  numerology: {
    intro: string;
    numbers: string;
    labels: Record<NumberKey, string>;
    notes: Record<NumberKey, string>;
  };
  interpretation: (module: string) => string;
  interpretationIntro: string;
  sections: Record<SectionTermKey, string>;
}
