/**
 * English words of the offline writer: signs, houses, bodies and aspects as phrases that fit the
 * sentence frames of en/astrology.ts and en/transit.ts. Each phrase has one grammatical role, noted
 * on its field, so that a frame never puts a plural phrase where a singular verb follows.
 */
import { BODIES } from '../../../astro/bodies';
import type { AstroBody, ZodiacSign } from '../../facts';
import type { Element, Modality } from '../chart-analysis';

export interface SignWords {
  name: string;
  /** Adjectives, after "being" or "are": "direct, courageous and quick to start". */
  adj: string;
  /** An adverbial phrase, after a verb: "with directness and a taste for beginnings". */
  manner: string;
  /** The object of "you need": "room to act on your own initiative". */
  need: string;
  /** A noun phrase, as a complement or object only: "the nerve to go first". */
  gift: string;
  /** A noun phrase, as an object only: "impatience with anything slow". */
  shadow: string;
}

export const SIGNS: Record<ZodiacSign, SignWords> = {
  aries: { name: 'Aries', adj: 'direct, courageous and quick to start', manner: 'with directness and a taste for beginnings', need: 'room to act on your own initiative', gift: 'the nerve to go first', shadow: 'impatience with anything slow' },
  taurus: { name: 'Taurus', adj: 'steady, sensual and loyal', manner: 'slowly and surely, trusting the senses', need: 'comfort, continuity and something solid underfoot', gift: 'staying power', shadow: 'a stubborn hold on the familiar' },
  gemini: { name: 'Gemini', adj: 'curious, quick and talkative', manner: 'lightly and quickly, through questions and conversation', need: 'variety and someone to talk things over with', gift: 'a nimble mind that links one idea to the next', shadow: 'scattered attention' },
  cancer: { name: 'Cancer', adj: 'caring, protective and intuitive', manner: 'through feeling first, with a protective instinct', need: 'a safe base and people who feel like family', gift: 'the ability to make others feel held', shadow: 'moods that retreat into a shell' },
  leo: { name: 'Leo', adj: 'warm, expressive and generous', manner: 'openly and warmly, with a sense of occasion', need: 'to be seen and appreciated for who you really are', gift: 'a generous heart that encourages others', shadow: 'pride that is easily wounded' },
  virgo: { name: 'Virgo', adj: 'attentive, practical and helpful', manner: 'carefully, with an eye for what could work better', need: 'useful work and a little order', gift: 'skill and discernment', shadow: 'a critical voice that rarely rests' },
  libra: { name: 'Libra', adj: 'fair-minded, gracious and sociable', manner: 'diplomatically, weighing each side before acting', need: 'harmony, beauty and good company', gift: 'a feel for balance and fairness', shadow: 'indecision when every side seems right' },
  scorpio: { name: 'Scorpio', adj: 'intense, perceptive and loyal', manner: 'deeply and privately, with full commitment once engaged', need: 'honesty, trust and depth', gift: 'the courage to look beneath the surface', shadow: 'suspicion and a reluctance to let go' },
  sagittarius: { name: 'Sagittarius', adj: 'adventurous, optimistic and frank', manner: 'expansively, with humour and an eye on the horizon', need: 'freedom, meaning and room to explore', gift: 'faith in what lies ahead', shadow: 'restlessness and promises made too quickly' },
  capricorn: { name: 'Capricorn', adj: 'ambitious, responsible and patient', manner: 'with discipline and a long view', need: 'a worthwhile goal and the time to reach it', gift: 'the patience to make something that lasts', shadow: 'severity toward yourself' },
  aquarius: { name: 'Aquarius', adj: 'independent, inventive and idealistic', manner: 'in your own way, with an eye on the wider group', need: 'freedom to think for yourself and a cause worth sharing', gift: 'original ideas that serve the group', shadow: 'detachment when feelings run high' },
  pisces: { name: 'Pisces', adj: 'compassionate, imaginative and receptive', manner: 'gently and intuitively, sensing more than you can explain', need: 'quiet, beauty and time to dream', gift: 'imagination joined to compassion', shadow: 'boundaries that dissolve too easily' },
};

export interface HouseWords {
  /** "tenth" */
  ord: string;
  /** A list of nouns, as an object only: "career, reputation and public standing". */
  area: string;
  /** A place phrase, after a verb: "in your career and public life". */
  scene: string;
}

/** Index 1..12; slot 0 unused. */
export const HOUSES: readonly HouseWords[] = [
  { ord: '', area: '', scene: '' },
  { ord: 'first', area: 'self, body and first impressions', scene: 'in the way you present yourself and start things' },
  { ord: 'second', area: 'money, possessions and self-worth', scene: 'in what you earn, own and value' },
  { ord: 'third', area: 'communication, learning, siblings and neighbours', scene: 'in everyday conversations, errands and study' },
  { ord: 'fourth', area: 'home, family and roots', scene: 'in your private life and family' },
  { ord: 'fifth', area: 'creativity, play, romance and children', scene: 'in what you create and enjoy' },
  { ord: 'sixth', area: 'daily work, health and routine', scene: 'in your daily work and habits' },
  { ord: 'seventh', area: 'partnership and open agreements', scene: 'in your closest one-to-one relationships' },
  { ord: 'eighth', area: 'intimacy, shared resources and change', scene: 'in deep bonds, shared money and times of change' },
  { ord: 'ninth', area: 'travel, study, belief and meaning', scene: 'in travel, higher learning and the search for meaning' },
  { ord: 'tenth', area: 'career, reputation and public standing', scene: 'in your career and public life' },
  { ord: 'eleventh', area: 'friends, groups and hopes', scene: 'among friends, groups and shared causes' },
  { ord: 'twelfth', area: 'solitude, retreat and the unconscious', scene: 'behind the scenes, in solitude and quiet reflection' },
];

/** The names of the bodies in prose: the catalogue's (shared/astro/bodies.ts), Lilith by her full name. */
export const BODY_NAMES: Record<AstroBody, string> = {
  ...(Object.fromEntries(Object.values(BODIES).map((b) => [b.key, b.name])) as Record<AstroBody, string>),
  lilith: 'Black Moon Lilith',
};

/** What a natal body stands for, as an object only ("ties ... to your feelings"). */
export const BODY_THEMES: Record<AstroBody, string> = {
  sun: 'your sense of purpose',
  moon: 'your feelings',
  mercury: 'your thinking',
  venus: 'your affections',
  mars: 'your drive',
  jupiter: 'your optimism',
  saturn: 'your sense of duty',
  uranus: 'your need for freedom',
  neptune: 'your imagination',
  pluto: 'your intensity',
  chiron: 'an old, tender hurt',
  north_node: 'your direction of growth',
  south_node: 'your old habits',
  lilith: 'your untamed side',
  ascendant: 'the way you meet the world',
  midheaven: 'your public path',
  descendant: 'your partnerships',
  ic: 'your home life',
  part_of_fortune: 'your natural luck',
};

export const ASPECT_NAMES: Record<string, string> = {
  conjunction: 'conjunction',
  opposition: 'opposition',
  square: 'square',
  trine: 'trine',
  sextile: 'sextile',
  quincunx: 'quincunx',
  'semi-sextile': 'semi-sextile',
  'semi-square': 'semi-square',
  sesquiquadrate: 'sesquiquadrate',
  sesquisquare: 'sesquiquadrate',
  quintile: 'quintile',
  'bi-quintile': 'bi-quintile',
  biquintile: 'bi-quintile',
};

export const aspectName = (type: string): string => ASPECT_NAMES[type] ?? type.replace(/[_-]+/g, ' ');
/** "a trine", "an opposition" */
export const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** What an aspect does, as a noun phrase (object or complement only). */
export const ASPECT_MEANINGS: Record<string, string> = {
  conjunction: 'a fusion in which neither side acts alone',
  opposition: 'a tug between two sides that asks for balance',
  square: 'friction that pushes you to act',
  trine: 'an easy flow that needs only to be used',
  sextile: 'an opening that rewards a little effort',
  quincunx: 'an awkward fit that calls for constant small adjustments',
  'semi-sextile': 'a quiet link between neighbours learning to cooperate',
  'semi-square': 'a small, persistent irritation that keeps you moving',
  sesquiquadrate: 'a restless edge that asks for fine-tuning',
  quintile: 'a creative talent waiting to be trained',
  'bi-quintile': 'a creative talent waiting to be trained',
};

export const aspectMeaning = (type: string): string => ASPECT_MEANINGS[type] ?? 'a link worth exploring';

export const ELEMENT_NAMES: Record<Element, string> = { fire: 'fire', earth: 'earth', air: 'air', water: 'water' };
export const MODALITY_NAMES: Record<Modality, string> = { cardinal: 'cardinal', fixed: 'fixed', mutable: 'mutable' };

export const NUMBER_WORDS = ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
export const numberWord = (n: number): string => NUMBER_WORDS[n] ?? String(n);

export const cap = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
export const deg = (d: number): string => `${Math.floor(d)}°`;
/** An orb as astrologers write it, in degrees and minutes: 0°02′, 1°18′. */
export function orbText(orb: number): string {
  const total = Math.round(Math.abs(orb) * 60);
  return `${Math.floor(total / 60)}°${String(total % 60).padStart(2, '0')}′`;
}

/** "a, b and c" */
export const listAnd = (xs: string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
