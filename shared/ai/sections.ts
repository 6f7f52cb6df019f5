/**
 * The 34 blueprint AI sections (spec 2.3): fixed keys, display titles, and what each is about.
 * The keys are the names under `data.aiContent`; they never change.
 */
import type { AstroBody } from './facts';

export const AI_MODULES = ['astrology', 'humanDesign', 'numerology'] as const;
export type AiModule = (typeof AI_MODULES)[number];

export const AI_MODULE_NAMES: Record<AiModule, string> = {
  astrology: 'Astrology',
  humanDesign: 'Human Design',
  numerology: 'Numerology',
};

export const ASTROLOGY_SECTIONS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
  'ascendant',
  'ic',
  'descendant',
  'midheaven',
  'lilith',
  'northNode',
  'southNode',
  'partOfFortune',
] as const;

export const HUMAN_DESIGN_SECTIONS = [
  'type',
  'strategy',
  'authority',
  'profile',
  'definition',
  'incarnationCross',
  'signature',
  'motivation',
  'perspective',
  'digestion',
  'environment',
  'designSense',
  'definedCenters',
  'undefinedCenters',
] as const;

export const NUMEROLOGY_SECTIONS = ['lifePath'] as const;

export type AstrologySection = (typeof ASTROLOGY_SECTIONS)[number];
export type HumanDesignSection = (typeof HUMAN_DESIGN_SECTIONS)[number];
export type NumerologySection = (typeof NUMEROLOGY_SECTIONS)[number];
export type SectionKey = AstrologySection | HumanDesignSection | NumerologySection;

export interface ModuleSectionMap {
  astrology: AstrologySection;
  humanDesign: HumanDesignSection;
  numerology: NumerologySection;
}

export const MODULE_SECTIONS: { [M in AiModule]: readonly ModuleSectionMap[M][] } = {
  astrology: ASTROLOGY_SECTIONS,
  humanDesign: HUMAN_DESIGN_SECTIONS,
  numerology: NUMEROLOGY_SECTIONS,
};

/** Number of sections per module (19 + 14 + 1 = 34). */
export const SECTION_COUNT: Record<AiModule, number> = {
  astrology: ASTROLOGY_SECTIONS.length,
  humanDesign: HUMAN_DESIGN_SECTIONS.length,
  numerology: NUMEROLOGY_SECTIONS.length,
};

/** Display titles (PDF headings). */
export const SECTION_TITLES: Record<SectionKey, string> = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  chiron: 'Chiron',
  ascendant: 'Ascendant',
  ic: 'IC (Imum Coeli)',
  descendant: 'Descendant',
  midheaven: 'Midheaven',
  lilith: 'Lilith',
  northNode: 'North Node',
  southNode: 'South Node',
  partOfFortune: 'Part of Fortune',
  type: 'Type',
  strategy: 'Strategy',
  authority: 'Authority',
  profile: 'Profile',
  definition: 'Definition',
  incarnationCross: 'Incarnation Cross',
  signature: 'Signature',
  motivation: 'Motivation',
  perspective: 'Perspective',
  digestion: 'Digestion',
  environment: 'Environment',
  designSense: 'Design Sense',
  definedCenters: 'Defined Centers',
  undefinedCenters: 'Undefined Centers',
  lifePath: 'Life Path Number',
};

/** Astrology section key -> body in the facts. */
export const SECTION_BODY: Record<AstrologySection, AstroBody> = {
  sun: 'sun',
  moon: 'moon',
  mercury: 'mercury',
  venus: 'venus',
  mars: 'mars',
  jupiter: 'jupiter',
  saturn: 'saturn',
  uranus: 'uranus',
  neptune: 'neptune',
  pluto: 'pluto',
  chiron: 'chiron',
  ascendant: 'ascendant',
  ic: 'ic',
  descendant: 'descendant',
  midheaven: 'midheaven',
  lilith: 'lilith',
  northNode: 'north_node',
  southNode: 'south_node',
  partOfFortune: 'part_of_fortune',
};

/** What each section should explore (used in the model prompt). */
export const SECTION_FOCUS: Record<SectionKey, string> = {
  sun: 'core identity, vitality and what the person is growing into',
  moon: 'emotional needs, instincts and what brings a feeling of safety',
  mercury: 'thinking, learning and communication style',
  venus: 'love, values, pleasure and how they relate',
  mars: 'drive, desire, anger and how they take action',
  jupiter: 'growth, faith, generosity and where luck tends to open up',
  saturn: 'responsibility, discipline, fears and the mastery built over time',
  uranus: 'individuality, change and where they break with convention',
  neptune: 'imagination, spirituality, ideals and where boundaries blur',
  pluto: 'power, transformation and what they are asked to release and renew',
  chiron: 'the tender spot that becomes a source of understanding for others',
  ascendant: 'first impressions, outer style and the approach to new situations',
  ic: 'roots, home, family patterns and inner foundations',
  descendant: 'partnership, what they seek and meet in close others',
  midheaven: 'vocation, public direction and the reputation they build',
  lilith: 'the untamed, unapologetic part of the self and where they refuse to be diminished',
  northNode: 'the direction of growth and the unfamiliar skills worth developing',
  southNode: 'familiar gifts and habits to draw on without retreating into them',
  partOfFortune: 'where ease, joy and a sense of flow come most naturally',
  type: 'the energy type and how their aura meets the world',
  strategy: 'the strategy for making decisions and entering situations, with everyday examples',
  authority: 'the inner authority and how to recognise a correct decision in the body',
  profile: 'the two profile lines, their interplay, and the role in relationships and life',
  definition: 'how the defined centers connect and what that means for processing and relating',
  incarnationCross: 'the incarnation cross as a life theme or purpose, and how it can be lived',
  signature: 'the signature feeling of alignment and the not-self theme as a gentle warning sign',
  motivation: 'the motivation variable and what honestly drives them',
  perspective: 'the perspective (view) variable and what they naturally notice',
  digestion: 'digestion (determination): how and when they best take in food and information',
  environment: 'the environment variable and the physical settings where they thrive',
  designSense: 'design sense (cognition): the sense through which their awareness works best',
  definedCenters: 'the defined centers as consistent, reliable energies',
  undefinedCenters: 'the undefined or open centers as places of openness, learning and wisdom, and their conditioning traps',
  lifePath: 'the life path number: its lessons, gifts and challenges',
};

export const isAiModule = (s: string): s is AiModule => (AI_MODULES as readonly string[]).includes(s);
