/**
 * Static structure of the Human Design bodygraph: the gate wheel, the nine centers,
 * the 36 channels. Plain data; everything else is computed from it.
 */

/** Gates in wheel order; index 0 (gate 41) starts at 302 degrees of tropical longitude (2 Aquarius). */
export const GATE_WHEEL: readonly number[] = [
  41, 19, 13, 49, 30, 55, 37, 63, 22, 36, 25, 17, 21, 51, 42, 3, 27, 24, 2, 23, 8, 20, 16, 35, 45, 12, 15, 52, 39, 53, 62, 56,
  31, 33, 7, 4, 29, 59, 40, 64, 47, 6, 46, 18, 48, 57, 32, 50, 28, 44, 1, 43, 14, 34, 9, 5, 26, 11, 10, 58, 38, 54, 61, 60,
];

/** Wheel index (0..63) of each gate number, indexed by gate (slot 0 unused). */
export const WHEEL_INDEX: readonly number[] = (() => {
  const out = new Array<number>(65).fill(-1);
  GATE_WHEEL.forEach((gate, i) => {
    out[gate] = i;
  });
  return out;
})();

export const CENTER_IDS = ['head', 'ajna', 'throat', 'g', 'heart', 'sacral', 'solarPlexus', 'spleen', 'root'] as const;
export type CenterId = (typeof CENTER_IDS)[number];

export const CENTER_NAMES: Record<CenterId, string> = {
  head: 'Head',
  ajna: 'Ajna',
  throat: 'Throat',
  g: 'G',
  heart: 'Heart',
  sacral: 'Sacral',
  solarPlexus: 'Solar Plexus',
  spleen: 'Spleen',
  root: 'Root',
};

export const CENTER_GATES: Record<CenterId, readonly number[]> = {
  head: [61, 63, 64],
  ajna: [4, 11, 17, 24, 43, 47],
  throat: [8, 12, 16, 20, 23, 31, 33, 35, 45, 56, 62],
  g: [1, 2, 7, 10, 13, 15, 25, 46],
  heart: [21, 26, 40, 51],
  sacral: [3, 5, 9, 14, 27, 29, 34, 42, 59],
  solarPlexus: [6, 22, 30, 36, 37, 49, 55],
  spleen: [18, 28, 32, 44, 48, 50, 57],
  root: [19, 38, 39, 41, 52, 53, 54, 58, 60],
};

export const MOTOR_CENTERS: readonly CenterId[] = ['sacral', 'solarPlexus', 'heart', 'root'];

/** Center of each gate, indexed by gate number (slot 0 unused). */
export const GATE_CENTER: readonly CenterId[] = (() => {
  const out = new Array<CenterId>(65);
  for (const id of CENTER_IDS) for (const gate of CENTER_GATES[id]) out[gate] = id;
  return out;
})();

export interface ChannelDef {
  /** Lower gate first. */
  gates: readonly [number, number];
  name: string;
  /** Centers in the order of `gates`. */
  centers: readonly [CenterId, CenterId];
}

const RAW_CHANNELS: ReadonlyArray<readonly [number, number, string]> = [
  [1, 8, 'Inspiration'],
  [2, 14, 'The Beat'],
  [3, 60, 'Mutation'],
  [4, 63, 'Logic'],
  [5, 15, 'Rhythm'],
  [6, 59, 'Mating'],
  [7, 31, 'The Alpha'],
  [9, 52, 'Concentration'],
  [10, 20, 'Awakening'],
  [10, 34, 'Exploration'],
  [10, 57, 'Perfected Form'],
  [11, 56, 'Curiosity'],
  [12, 22, 'Openness'],
  [13, 33, 'The Prodigal'],
  [16, 48, 'Wavelength'],
  [17, 62, 'Acceptance'],
  [18, 58, 'Judgment'],
  [19, 49, 'Synthesis'],
  [20, 34, 'Charisma'],
  [20, 57, 'Brainwave'],
  [21, 45, 'Money'],
  [23, 43, 'Structuring'],
  [24, 61, 'Awareness'],
  [25, 51, 'Initiation'],
  [26, 44, 'Surrender'],
  [27, 50, 'Preservation'],
  [28, 38, 'Struggle'],
  [29, 46, 'Discovery'],
  [30, 41, 'Recognition'],
  [32, 54, 'Transformation'],
  [34, 57, 'Power'],
  [35, 36, 'Transitoriness'],
  [37, 40, 'Community'],
  [39, 55, 'Emoting'],
  [42, 53, 'Maturation'],
  [47, 64, 'Abstraction'],
];

/** The 36 channels; each center pair is derived from the gate-to-center table. */
export const CHANNELS: readonly ChannelDef[] = RAW_CHANNELS.map(([a, b, name]) => ({
  gates: [a, b] as const,
  name,
  centers: [GATE_CENTER[a]!, GATE_CENTER[b]!] as const,
}));
