/**
 * Variables (the four arrows) from the colors and tones of the Sun and North Node activations,
 * and the profile line names.
 */
export const LINE_NAMES: readonly string[] = ['', 'Investigator', 'Hermit', 'Martyr', 'Opportunist', 'Heretic', 'Role Model'];

/** Color 1..6 names; index 0 unused. */
export const DETERMINATION: readonly string[] = ['', 'Appetite', 'Taste', 'Thirst', 'Touch', 'Sound', 'Light'];
export const ENVIRONMENT: readonly string[] = ['', 'Caves', 'Markets', 'Kitchens', 'Mountains', 'Valleys', 'Shores'];
export const MOTIVATION: readonly string[] = ['', 'Fear', 'Hope', 'Desire', 'Need', 'Guilt', 'Innocence'];
export const PERSPECTIVE: readonly string[] = ['', 'Survival', 'Possibility', 'Power', 'Wanting', 'Probability', 'Personal'];
/** Tone 1..6 names; index 0 unused. */
export const COGNITION: readonly string[] = ['', 'Smell', 'Taste', 'Outer Vision', 'Inner Vision', 'Feeling', 'Touch'];
export const SENSE: readonly string[] = ['', 'Security', 'Uncertainty', 'Action', 'Meditation', 'Judgment', 'Acceptance'];

export type Arrow = 'Left' | 'Right';
export const arrowOf = (tone: number): Arrow => (tone <= 3 ? 'Left' : 'Right');

export interface ColorVariable {
  name: string;
  color: number;
  tone: number;
  arrow: Arrow;
}

export interface ToneVariable {
  name: string;
  tone: number;
}

export interface Variables {
  /** Design Sun color (also called Digestion). */
  determination: ColorVariable;
  /** Design North Node color. */
  environment: ColorVariable;
  /** Personality Sun color. */
  motivation: ColorVariable;
  /** Personality North Node color (also called View). */
  perspective: ColorVariable;
  /** Design Sun tone (Design Sense). */
  cognition: ToneVariable;
  /** Personality Sun tone. */
  sense: ToneVariable;
  arrows: { designSun: Arrow; designNode: Arrow; personalitySun: Arrow; personalityNode: Arrow };
  /** Shorthand `P{sun}{node} D{sun}{node}`, e.g. "PRL DRR". */
  notation: string;
}

interface ColorTone {
  color: number;
  tone: number;
}

const colorVar = (names: readonly string[], a: ColorTone): ColorVariable => ({
  name: names[a.color]!,
  color: a.color,
  tone: a.tone,
  arrow: arrowOf(a.tone),
});

export function computeVariables(p: { sun: ColorTone; node: ColorTone }, d: { sun: ColorTone; node: ColorTone }): Variables {
  const arrows = {
    designSun: arrowOf(d.sun.tone),
    designNode: arrowOf(d.node.tone),
    personalitySun: arrowOf(p.sun.tone),
    personalityNode: arrowOf(p.node.tone),
  };
  const letter = (a: Arrow): string => a[0]!;
  return {
    determination: colorVar(DETERMINATION, d.sun),
    environment: colorVar(ENVIRONMENT, d.node),
    motivation: colorVar(MOTIVATION, p.sun),
    perspective: colorVar(PERSPECTIVE, p.node),
    cognition: { name: COGNITION[d.sun.tone]!, tone: d.sun.tone },
    sense: { name: SENSE[p.sun.tone]!, tone: p.sun.tone },
    arrows,
    notation: `P${letter(arrows.personalitySun)}${letter(arrows.personalityNode)} D${letter(arrows.designSun)}${letter(arrows.designNode)}`,
  };
}
