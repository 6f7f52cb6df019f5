/**
 * The 192 incarnation cross names: 64 Personality Sun gates x 3 angles.
 *
 * - Right Angle: 16 names, each shared by the four Sun gates a quarter of the wheel apart;
 *   the number (1)-(4) is the quarter of the Sun gate (Initiation, Civilization, Duality, Mutation).
 * - Left Angle: 32 names, each shared by a Sun gate and the gate opposite it; (1) when the Sun
 *   is in the first two quarters, (2) in the last two.
 * - Juxtaposition: one name per Sun gate, no number.
 */
import { GATE_WHEEL, WHEEL_INDEX } from './bodygraph';

export type CrossAngle = 'Right Angle' | 'Juxtaposition' | 'Left Angle';

/** Right Angle names by their four Sun gates (one per quarter, in quarter order 1..4). */
export const RIGHT_ANGLE_GROUPS: ReadonlyArray<readonly [string, readonly [number, number, number, number]]> = [
  ['the Sphinx', [13, 2, 7, 1]],
  ['Explanation', [49, 23, 4, 43]],
  ['Contagion', [30, 8, 29, 14]],
  ['the Sleeping Phoenix', [55, 20, 59, 34]],
  ['Planning', [37, 16, 40, 9]],
  ['Consciousness', [63, 35, 64, 5]],
  ['Rulership', [22, 45, 47, 26]],
  ['Eden', [36, 12, 6, 11]],
  ['the Vessel of Love', [25, 15, 46, 10]],
  ['Service', [17, 52, 18, 58]],
  ['Tension', [21, 39, 48, 38]],
  ['Penetration', [51, 53, 57, 54]],
  ['Maya', [42, 62, 32, 61]],
  ['the Laws', [3, 56, 50, 60]],
  ['the Unexpected', [27, 31, 28, 41]],
  ['the Four Ways', [24, 33, 44, 19]],
];

/** Left Angle names by their pair of Sun gates: [(1) gate in quarters 1-2, (2) gate opposite]. */
export const LEFT_ANGLE_PAIRS: ReadonlyArray<readonly [string, readonly [number, number]]> = [
  ['Masks', [13, 7]],
  ['Revolution', [49, 4]],
  ['Industry', [30, 29]],
  ['Spirit', [55, 59]],
  ['Migration', [37, 40]],
  ['Dominion', [63, 64]],
  ['Informing', [22, 47]],
  ['the Plane', [36, 6]],
  ['Healing', [25, 46]],
  ['Upheaval', [17, 18]],
  ['Endeavor', [21, 48]],
  ['Clarion', [51, 57]],
  ['Limitation', [42, 32]],
  ['Wishes', [3, 50]],
  ['Alignment', [27, 28]],
  ['Incarnation', [24, 44]],
  ['Defiance', [2, 1]],
  ['Dedication', [23, 43]],
  ['Uncertainty', [8, 14]],
  ['Duality', [20, 34]],
  ['Identification', [16, 9]],
  ['Separation', [35, 5]],
  ['Confrontation', [45, 26]],
  ['Education', [12, 11]],
  ['Prevention', [15, 10]],
  ['Demands', [52, 58]],
  ['Individualism', [39, 38]],
  ['Cycles', [53, 54]],
  ['Obscuration', [62, 61]],
  ['Distraction', [56, 60]],
  ['the Alpha', [31, 41]],
  ['Refinement', [33, 19]],
];

/** Juxtaposition names by Sun gate (index = gate number, slot 0 unused). */
export const JUXTAPOSITION_NAMES: readonly string[] = [
  '',
  'Self-Expression', // 1
  'the Driver',
  'Mutation',
  'Formulization',
  'Habits',
  'Conflict',
  'Interaction',
  'Contribution',
  'Focus',
  'Behavior', // 10
  'Ideas',
  'Articulation',
  'Listening',
  'Empowering',
  'Extremes',
  'Experimentation',
  'Opinions',
  'Correction',
  'Need',
  'the Now', // 20
  'Control',
  'Grace',
  'Assimilation',
  'Rationalization',
  'Innocence',
  'the Trickster',
  'Caring',
  'Risks',
  'Commitment',
  'Fates', // 30
  'Influence',
  'Conservation',
  'Retreat',
  'Power',
  'Experience',
  'Crisis',
  'Bargains',
  'Opposition',
  'Provocation',
  'Denial', // 40
  'Fantasy',
  'Completion',
  'Insight',
  'Alertness',
  'Possession',
  'Serendipity',
  'Oppression',
  'Depth',
  'Principles',
  'Values', // 50
  'Shock',
  'Stillness',
  'Beginnings',
  'Ambition',
  'Moods',
  'Stimulation',
  'Intuition',
  'Vitality',
  'Strategy',
  'Limitation', // 60
  'Thinking',
  'Detail',
  'Doubts',
  'Confusion', // 64
];

/** Quarter 1..4 of a gate: Initiation starts at gate 13 (wheel index 2). */
export function quarterOf(gate: number): 1 | 2 | 3 | 4 {
  const idx = WHEEL_INDEX[gate];
  if (idx === undefined || idx < 0) throw new RangeError(`Not a gate: ${gate}`);
  return (Math.floor(((idx - 2 + 64) % 64) / 16) + 1) as 1 | 2 | 3 | 4;
}

const rightByGate = new Map<number, string>();
for (const [name, gates] of RIGHT_ANGLE_GROUPS) gates.forEach((g, i) => rightByGate.set(g, `${name} (${i + 1})`));
const leftByGate = new Map<number, string>();
for (const [name, [a, b]] of LEFT_ANGLE_PAIRS) {
  leftByGate.set(a, `${name} (1)`);
  leftByGate.set(b, `${name} (2)`);
}

/** "Right Angle Cross of the Sleeping Phoenix (1)" etc. */
export function crossName(personalitySunGate: number, angle: CrossAngle): string {
  let name: string | undefined;
  if (angle === 'Right Angle') name = rightByGate.get(personalitySunGate);
  else if (angle === 'Left Angle') name = leftByGate.get(personalitySunGate);
  else name = JUXTAPOSITION_NAMES[personalitySunGate] || undefined;
  if (!name) throw new RangeError(`Not a gate: ${personalitySunGate}`);
  return `${angle} Cross of ${name}`;
}

/** Angle from the profile lines (Personality Sun line, Design Sun line). */
export function crossAngle(personalityLine: number, designLine: number): CrossAngle {
  if (personalityLine === 4 && designLine === 1) return 'Juxtaposition';
  if (personalityLine >= 5) return 'Left Angle';
  return 'Right Angle';
}

/** All 192 names, for documentation and tests. */
export function allCrossNames(): string[] {
  const angles: CrossAngle[] = ['Right Angle', 'Juxtaposition', 'Left Angle'];
  return angles.flatMap((a) => GATE_WHEEL.map((g) => crossName(g, a)));
}
