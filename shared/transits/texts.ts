/** The team's own words for transit descriptions: body themes, house themes, aspect phrases. */
import type { TransitAspect } from './rules';

export const THEMES: Readonly<Record<string, string>> = {
  sun: 'identity and vitality',
  moon: 'feelings and needs',
  mercury: 'thinking and communication',
  venus: 'love, pleasure and values',
  mars: 'drive and courage',
  jupiter: 'growth and opportunity',
  saturn: 'structure and responsibility',
  uranus: 'change and awakening',
  neptune: 'dreams and intuition',
  pluto: 'transformation and power',
  chiron: 'old wounds and healing',
  north_node: 'direction and purpose',
  south_node: 'habits and the past',
  ascendant: 'self-presentation and first impressions',
  midheaven: 'vocation and public direction',
  // the asteroids (natal chart option `asteroids`)
  ceres: 'nurture and care',
  pallas: 'strategy and practical wisdom',
  juno: 'commitment and partnership',
  vesta: 'devotion and focus',
  pholus: 'turning points and letting go',
  // the lots (natal chart option `lots`)
  lot_of_fortune: 'the body, luck and circumstance',
  lot_of_spirit: 'purpose and the choices of the mind',
  lot_of_eros: 'desire and attraction',
  lot_of_necessity: 'constraints and what must be done',
  lot_of_courage: 'boldness and daring',
  lot_of_victory: 'success and faith',
  lot_of_nemesis: 'debts and hidden opposition',
  lot_of_basis: 'foundations and footing',
  lot_of_exaltation: 'recognition and rising',
  lot_of_marriage: 'union and marriage',
};

export const HOUSE_THEMES: readonly string[] = [
  '',
  'self and appearance',
  'money and values',
  'communication and everyday contacts',
  'home and family',
  'creativity, romance and play',
  'work, health and routines',
  'partnerships',
  'shared resources and intimacy',
  'travel, beliefs and study',
  'career and reputation',
  'friends, groups and hopes',
  'rest, solitude and the inner life',
];

export const ASPECT_VERB: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'conjoins',
  opposition: 'opposes',
  square: 'squares',
  trine: 'trines',
  sextile: 'sextiles',
  quincunx: 'is quincunx',
};

/** What the contact is like, as a noun phrase: "a tug of war between X on one side and Y on the other". */
export const ASPECT_NOUN: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'a fusion',
  opposition: 'a tug of war',
  square: 'productive friction',
  trine: 'an easy flow',
  sextile: 'an open door',
  quincunx: 'a call for adjustments',
};

export const ELEMENT_WORDS: Readonly<Record<string, string>> = {
  fire: 'initiative, enthusiasm and courage',
  earth: 'practical steps, patience and the body',
  air: 'ideas, conversations and connections',
  water: 'feelings, intuition and closeness',
};

export const MODALITY_WORDS: Readonly<Record<string, string>> = {
  cardinal: 'starting things',
  fixed: 'staying power',
  mutable: 'adapting and letting go',
};

export const PHASE_TEXTS: Readonly<Record<string, string>> = {
  'New Moon': 'A new lunar cycle begins: a time to set intentions and start quietly.',
  'Waxing Crescent': 'The Moon is growing: early momentum rewards small, steady steps.',
  'First Quarter': 'Half the Moon is lit and waxing: a moment to decide and push through resistance.',
  'Waxing Gibbous': 'The Moon is nearly full: refine, adjust and prepare what you started.',
  'Full Moon': 'The Moon is full: things come to light, feelings peak, results show.',
  'Waning Gibbous': 'The Moon begins to wane: share what you learned and give thanks.',
  'Last Quarter': 'Half the Moon is lit and waning: clear out, release and reconsider.',
  'Waning Crescent': 'The cycle closes: rest, reflect and let go before the next new moon.',
};

const ORDINALS = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];
export const ordinal = (house: number): string => ORDINALS[house] ?? `${house}th`;

/** "north_node" -> "North Node", "lot_of_spirit" -> "Lot of Spirit". */
export const displayName = (key: string): string =>
  key
    .split('_')
    .map((w) => (w === 'ic' ? 'IC' : w === 'of' ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
