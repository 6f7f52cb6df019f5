/**
 * Colour themes: plain '#rrggbb' values written into every shape (no CSS, no variables), so
 * a renderer that knows nothing of stylesheets draws the same colours.
 */
export const THEMES = ['light', 'dark', 'mono'] as const;
export type ThemeName = (typeof THEMES)[number];

export interface Theme {
  background: string;
  ink: string;
  muted: string;
  rule: string;
  accent: string;
  /** Fills of the sign sectors: fire, earth, air, water. */
  elements: readonly [string, string, string, string];
  /** Sign glyph colours: fire, earth, air, water. */
  elementInk: readonly [string, string, string, string];
  /** Plate under body glyphs and labels (hides lines running under them). */
  plate: string;
  aspects: { hard: string; soft: string; minor: string; conjunction: string };
  /** Dash patterns of aspect lines in this theme (mono tells the kinds apart by dashes). */
  aspectDash: { hard?: readonly number[]; soft?: readonly number[]; minor: readonly number[] };
  /** The second chart of a bi-wheel (transits, partner). */
  outer: string;
  /** Human Design: personality and design activations, centre fills, undefined centre. */
  personality: string;
  design: string;
  centres: { motor: string; awareness: string; pressure: string; identity: string; throat: string };
  openCentre: string;
  track: string;
  /** connection-bodygraph: the two people. */
  personA: string;
  personB: string;
}

export const THEME: Readonly<Record<ThemeName, Theme>> = {
  light: {
    background: '#ffffff',
    ink: '#222228',
    muted: '#6b6b7a',
    rule: '#c9c9d4',
    accent: '#453a8c',
    elements: ['#fde4dc', '#e3f0d9', '#fdf5d5', '#dce8fb'],
    elementInk: ['#b8321f', '#3f7a2a', '#a07a00', '#2657a8'],
    plate: '#ffffff',
    aspects: { hard: '#d12e33', soft: '#2961cc', minor: '#2f8f55', conjunction: '#8a6d00' },
    aspectDash: { minor: [6, 5] },
    outer: '#0f7c8c',
    personality: '#1b1b22',
    design: '#cc1f24',
    centres: { motor: '#d94c4c', awareness: '#6bb26b', pressure: '#f2cf4a', identity: '#f2cf4a', throat: '#b98c5a' },
    openCentre: '#ffffff',
    track: '#e4e4ea',
    personA: '#2457c5',
    personB: '#d9661a',
  },
  dark: {
    background: '#15151c',
    ink: '#ececf3',
    muted: '#a0a0b4',
    rule: '#4a4a5c',
    accent: '#b9adff',
    elements: ['#4a2620', '#22391f', '#433a18', '#1d2c48'],
    elementInk: ['#ff8a73', '#8fd67a', '#f2cf4a', '#7fb0ff'],
    plate: '#15151c',
    aspects: { hard: '#ff6b6b', soft: '#6ea8ff', minor: '#5fd08a', conjunction: '#f2cf4a' },
    aspectDash: { minor: [6, 5] },
    outer: '#4fd1e0',
    personality: '#f2f2f7',
    design: '#ff5a5f',
    centres: { motor: '#c24444', awareness: '#4f9a4f', pressure: '#d9b530', identity: '#d9b530', throat: '#9c7446' },
    openCentre: '#24242f',
    track: '#34343f',
    personA: '#6ea8ff',
    personB: '#ff9a4d',
  },
  mono: {
    background: '#ffffff',
    ink: '#000000',
    muted: '#444444',
    rule: '#999999',
    accent: '#000000',
    elements: ['#ffffff', '#ffffff', '#ffffff', '#ffffff'],
    elementInk: ['#000000', '#000000', '#000000', '#000000'],
    plate: '#ffffff',
    aspects: { hard: '#000000', soft: '#000000', minor: '#000000', conjunction: '#000000' },
    aspectDash: { soft: [10, 5], minor: [2, 4] },
    outer: '#000000',
    personality: '#000000',
    design: '#888888',
    centres: { motor: '#bbbbbb', awareness: '#bbbbbb', pressure: '#bbbbbb', identity: '#bbbbbb', throat: '#bbbbbb' },
    openCentre: '#ffffff',
    track: '#e2e2e2',
    personA: '#000000',
    personB: '#888888',
  },
};
