/**
 * Glyphs of the zodiac signs, the planets and the points, drawn for this project as
 * stroked paths in a 20 x 20 box centred on (0, 0) (y down): no font outlines, so no
 * reader needs a font with astrological symbols and every renderer draws the same lines.
 * Paths use absolute M, L, C, A and Z only (the PDF renderer's path reader handles them).
 */

import type { GroupShape } from './shapes';

export interface Glyph {
  d: string;
  /** Filled as well as stroked (the Moon's crescent, the Sun's dot). */
  fill?: boolean;
}

/** A circle as a path (two arcs). */
const ring = (cx: number, cy: number, r: number): string =>
  `M ${cx - r} ${cy} A ${r} ${r} 0 1 0 ${cx + r} ${cy} A ${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;

/** Aries to Pisces. */
export const SIGN_GLYPHS: readonly Glyph[] = [
  // Aries: the ram's horns on a stem
  { d: 'M 0 9 L 0 -2 M 0 -2 C -1 -8 -8 -10 -8.5 -4 C -8.8 -1 -7 0.5 -5.5 0.5 M 0 -2 C 1 -8 8 -10 8.5 -4 C 8.8 -1 7 0.5 5.5 0.5' },
  // Taurus: a circle with horns
  { d: `M -8.5 -8.5 C -7.5 -3.5 -4 -2.5 0 -2.5 C 4 -2.5 7.5 -3.5 8.5 -8.5 ${ring(0, 3.5, 5.5)}` },
  // Gemini: two pillars with a lintel and a base
  { d: 'M -7.5 -8 C -3 -6 3 -6 7.5 -8 M -7.5 8 C -3 6 3 6 7.5 8 M -3 -6.6 L -3 6.6 M 3 -6.6 L 3 6.6' },
  // Cancer: two claws
  { d: `${ring(-5, -2.5, 2.6)} M -5 -5.1 C 0 -8.5 6 -7 8.5 -3 ${ring(5, 2.5, 2.6)} M 5 5.1 C 0 8.5 -6 7 -8.5 3` },
  // Leo: the mane and the tail
  { d: `${ring(-5, 3, 3)} M -2.2 2 C -4.5 -3 -3 -8.5 2 -8.5 C 7 -8.5 8 -3.5 5.5 0 C 3.5 3 3.5 7.5 6.5 8 C 7.5 8.2 8.5 7.5 9 6.5` },
  // Virgo: three legs, the last one looped
  { d: 'M -9 -5 C -8 -6.5 -6.5 -6.5 -6.5 -4 L -6.5 7 M -6.5 -3 C -6 -6.5 -1.5 -6.5 -1.5 -3 L -1.5 7 M -1.5 -3 C -1 -6.5 3.5 -6.5 3.5 -3 L 3.5 3.5 C 3.5 7.5 8.5 7 8.5 2.5 C 8.5 -0.5 5 0 3.5 6 L 2 9' },
  // Libra: the setting sun over the horizon
  { d: 'M -9 7 L 9 7 M -9 2.5 L -4 2.5 C -7 -0.5 -5.5 -7.5 0 -7.5 C 5.5 -7.5 7 -0.5 4 2.5 L 9 2.5' },
  // Scorpio: three legs and the sting
  { d: 'M -9 -5 C -8 -6.5 -6.5 -6.5 -6.5 -4 L -6.5 6 M -6.5 -3 C -6 -6.5 -1.5 -6.5 -1.5 -3 L -1.5 6 M -1.5 -3 C -1 -6.5 3.5 -6.5 3.5 -3 L 3.5 4 C 3.5 6.5 5 7.5 8.5 7.5 M 6 5 L 8.5 7.5 L 6 10' },
  // Sagittarius: the arrow
  { d: 'M -8 8 L 8 -8 M 1 -8 L 8 -8 L 8 -1 M -6.5 0 L 0 6.5' },
  // Capricorn: the goat's horn and the fish tail
  { d: 'M -9.5 -6 C -7.5 -7.5 -5.5 -6 -5.5 -3.5 L -5.5 7 M -5.5 -3 C -4.5 -7.5 1 -7.5 1 -2.5 L 1 4.5 C 1 7.5 3 8.5 5 8.5 C 8 8.5 9 5.5 7.5 3.5 C 5.5 1.5 2 3.5 1 6 L -0.5 9.5' },
  // Aquarius: two waves
  { d: 'M -9 -1 L -5.5 -5 L -2 -1 L 1.5 -5 L 5 -1 L 8.5 -5 M -9 6 L -5.5 2 L -2 6 L 1.5 2 L 5 6 L 8.5 2' },
  // Pisces: two fish joined
  { d: 'M -7.5 -8.5 C -2.5 -4 -2.5 4 -7.5 8.5 M 7.5 -8.5 C 2.5 -4 2.5 4 7.5 8.5 M -5 0 L 5 0' },
];

const PLANET_GLYPHS: Readonly<Record<string, Glyph>> = {
  sun: { d: `${ring(0, 0, 7.5)} ${ring(0, 0, 1.2)}` },
  moon: { d: 'M -2 -8.5 A 8.5 8.5 0 1 1 -2 8.5 A 9.5 9.5 0 0 0 -2 -8.5 Z', fill: true },
  mercury: { d: `${ring(0, -0.5, 4)} M -4.5 -9 A 4.5 4.5 0 0 0 4.5 -9 M 0 3.5 L 0 10 M -3.5 7 L 3.5 7` },
  venus: { d: `${ring(0, -3, 5.5)} M 0 2.5 L 0 10 M -4 6.5 L 4 6.5` },
  mars: { d: `${ring(-2.5, 2.5, 5.5)} M 1.4 -1.4 L 8 -8 M 2.5 -8 L 8 -8 L 8 -2.5` },
  jupiter: { d: 'M -7.5 -6 C -6.5 -9.5 -1 -9.5 -1 -5 C -1 -1.5 -5 1 -8 3.5 L 7 3.5 M 3.5 -8.5 L 3.5 9.5' },
  saturn: { d: 'M -4 -9.5 L -4 4 M -7.5 -6.5 L -0.5 -6.5 M -4 0 C -2 -4.5 5.5 -4.5 5.5 1 C 5.5 4 2.5 5 2.5 7 C 2.5 9.5 5 9.5 6.5 8.5' },
  uranus: { d: `M -7 -8.5 L -7 3 M 7 -8.5 L 7 3 M -7 -3 L 7 -3 M 0 -8.5 L 0 4 ${ring(0, 6.8, 2.7)}` },
  neptune: { d: 'M -7.5 -8 C -7.5 -0.5 -4 2.5 0 2.5 C 4 2.5 7.5 -0.5 7.5 -8 M 0 -9.5 L 0 9.5 M -4 6.5 L 4 6.5 M -9 -5.5 L -7.5 -8 L -6 -5.5 M 6 -5.5 L 7.5 -8 L 9 -5.5 M -1.5 -7 L 0 -9.5 L 1.5 -7' },
  pluto: { d: `${ring(0, -5.5, 3)} M -7 -6 C -7 2.5 7 2.5 7 -6 M 0 1.8 L 0 10 M -4 6.5 L 4 6.5` },
  chiron: { d: `${ring(0, 6, 3.5)} M 0 -9.5 L 0 2.5 M 0 -3.5 L 5.5 -9 M 0 -3.5 L 5.5 2` },
  lilith: { d: `M -1 -9.5 A 5 5 0 1 1 -1 0.5 A 6 6 0 0 0 -1 -9.5 Z M 1 0.5 L 1 10 M -3 6.5 L 5 6.5`, fill: true },
  north_node: { d: `M -5 5.5 C -10 1 -8.5 -8.5 0 -8.5 C 8.5 -8.5 10 1 5 5.5 ${ring(-5, 7.3, 2)} ${ring(5, 7.3, 2)}` },
  south_node: { d: `M -5 -5.5 C -10 -1 -8.5 8.5 0 8.5 C 8.5 8.5 10 -1 5 -5.5 ${ring(-5, -7.3, 2)} ${ring(5, -7.3, 2)}` },
  part_of_fortune: { d: `${ring(0, 0, 7.5)} M -5.3 -5.3 L 5.3 5.3 M 5.3 -5.3 L -5.3 5.3` },
  // the asteroids (the natal wheel's `asteroids` option): Ceres a sickle on a cross, Pallas a
  // lozenge on a cross, Juno a star on a cross, Vesta the hearth's flame over its base; Pholus has
  // no glyph of general use and is drawn as its short name
  ceres: { d: 'M -5.5 -5.5 C -5.5 -9.5 0.5 -10.5 2.5 -7.5 C 4.5 -4.5 2 -1 0 0 L 0 10 M -4.5 5.5 L 4.5 5.5' },
  pallas: { d: 'M 0 -10 L 5 -4.5 L 0 1 L -5 -4.5 Z M 0 1 L 0 10 M -4.5 5.5 L 4.5 5.5' },
  juno: { d: 'M 0 -10 L 0 1 M -5 -7.5 L 5 -2.5 M 5 -7.5 L -5 -2.5 M 0 1 L 0 10 M -4.5 5.5 L 4.5 5.5' },
  vesta: { d: 'M -7 -8 L 0 4 L 7 -8 M 0 -9.5 C -3 -6 -2 -3 0 -1.5 C 2 -3 3 -6 0 -9.5 M -8 8 L 8 8' },
};

/** A fixed star's mark: a filled five-pointed star. */
export const STAR_GLYPH: Glyph = {
  d: `M ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((k) => {
      const r = k % 2 === 0 ? 9.5 : 3.8;
      const a = ((-90 + 36 * k) * Math.PI) / 180;
      return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
    })
    .join(' L ')} Z`,
  fill: true,
};

/** Retrograde mark (an R with a crossed tail). */
export const RETROGRADE_GLYPH: Glyph = { d: 'M -4 8.5 L -4 -8.5 L 1 -8.5 C 6.5 -8.5 6.5 0 1 0 L -4 0 M 0 0 L 7 9.5 M 2.5 7.5 L 7 3.5' };

const norm = (key: string): string => key.toLowerCase().replace(/[^a-z]/g, '');
const BY_NORM = new Map(Object.entries(PLANET_GLYPHS).map(([k, g]) => [norm(k), g]));
BY_NORM.set('truenode', PLANET_GLYPHS.north_node!);
BY_NORM.set('meannode', PLANET_GLYPHS.north_node!);
BY_NORM.set('fortune', PLANET_GLYPHS.part_of_fortune!);

/** The glyph of a body or point key ("north_node", "NORTH NODE", "northNode"), or undefined (drawn as text). */
export const bodyGlyph = (key: string): Glyph | undefined => BY_NORM.get(norm(key));

/** Short text for points without a glyph: AC, MC, Vx, ... */
export const bodyAbbreviation = (key: string): string => {
  const n = norm(key);
  const known: Record<string, string> = { ascendant: 'AC', midheaven: 'MC', descendant: 'DC', imumcoeli: 'IC', ic: 'IC', vertex: 'Vx', eastpoint: 'EP' };
  return known[n] ?? key.replace(/[^A-Za-z]/g, '').slice(0, 2).replace(/^./, (c) => c.toUpperCase());
};

/** A glyph drawn centred on (x, y), `scale` times its 20-unit box, stroked (and filled where the glyph says). */
export function glyphShape(g: Glyph, x: number, y: number, scale: number, color: string, strokeWidth = 1.5, attrs?: Record<string, string>): GroupShape {
  return {
    kind: 'group',
    ...(attrs ? { attrs } : {}),
    transform: { x, y, scale },
    children: [{ kind: 'path', d: g.d, ...(g.fill ? { fill: color } : {}), stroke: { color, width: strokeWidth, cap: 'round' } }],
  };
}
