/**
 * Ashtakavarga, pure: the bhinna (own) ashtakavarga of the seven grahas and of the lagna from the
 * signs the eight contributors occupy (the bindu tables of Brihat Parashara Hora Shastra ch. 66),
 * the sarva (sum of the seven, 337 bindus), and the two reductions of BPHS ch. 67 (trikona and
 * ekadhipatya shodhana) as Jagannatha Hora and PVR Narasimha Rao's textbook apply them
 * (docs/vedic.md "Ashtakavarga").
 */

/** The seven grahas that own an ashtakavarga, and the lagna. */
export const AV_GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
export type AvGraha = (typeof AV_GRAHAS)[number];
export const AV_CONTRIBUTORS = [...AV_GRAHAS, 'lagna'] as const;
export type AvContributor = (typeof AV_CONTRIBUTORS)[number];

/**
 * The houses, counted from each contributor (1 = the contributor's own sign), where it gives a
 * bindu in the ashtakavarga of the graha (or lagna) keyed, in the contributors' order sun, moon,
 * mars, mercury, jupiter, venus, saturn, lagna (BPHS ch. 66).
 */
export const BINDU_HOUSES: Readonly<Record<AvContributor, readonly (readonly number[])[]>> = {
  sun: [[1, 2, 4, 7, 8, 9, 10, 11], [3, 6, 10, 11], [1, 2, 4, 7, 8, 9, 10, 11], [3, 5, 6, 9, 10, 11, 12], [5, 6, 9, 11], [6, 7, 12], [1, 2, 4, 7, 8, 9, 10, 11], [3, 4, 6, 10, 11, 12]],
  moon: [[3, 6, 7, 8, 10, 11], [1, 3, 6, 7, 9, 10, 11], [2, 3, 5, 6, 10, 11], [1, 3, 4, 5, 7, 8, 10, 11], [1, 2, 4, 7, 8, 10, 11], [3, 4, 5, 7, 9, 10, 11], [3, 5, 6, 11], [3, 6, 10, 11]],
  mars: [[3, 5, 6, 10, 11], [3, 6, 11], [1, 2, 4, 7, 8, 10, 11], [3, 5, 6, 11], [6, 10, 11, 12], [6, 8, 11, 12], [1, 4, 7, 8, 9, 10, 11], [1, 3, 6, 10, 11]],
  mercury: [[5, 6, 9, 11, 12], [2, 4, 6, 8, 10, 11], [1, 2, 4, 7, 8, 9, 10, 11], [1, 3, 5, 6, 9, 10, 11, 12], [6, 8, 11, 12], [1, 2, 3, 4, 5, 8, 9, 11], [1, 2, 4, 7, 8, 9, 10, 11], [1, 2, 4, 6, 8, 10, 11]],
  jupiter: [[1, 2, 3, 4, 7, 8, 9, 10, 11], [2, 5, 7, 9, 11], [1, 2, 4, 7, 8, 10, 11], [1, 2, 4, 5, 6, 9, 10, 11], [1, 2, 3, 4, 7, 8, 10, 11], [2, 5, 6, 9, 10, 11], [3, 5, 6, 12], [1, 2, 4, 5, 6, 7, 9, 10, 11]],
  venus: [[8, 11, 12], [1, 2, 3, 4, 5, 8, 9, 11, 12], [3, 4, 6, 9, 11, 12], [3, 5, 6, 9, 11], [5, 8, 9, 10, 11], [1, 2, 3, 4, 5, 8, 9, 10, 11], [3, 4, 5, 8, 9, 10, 11], [1, 2, 3, 4, 5, 8, 9, 11]],
  saturn: [[1, 2, 4, 7, 8, 10, 11], [3, 6, 11], [3, 5, 6, 10, 11, 12], [6, 8, 9, 10, 11, 12], [5, 6, 11, 12], [6, 11, 12], [3, 5, 6, 11], [1, 3, 4, 6, 10, 11]],
  lagna: [[3, 4, 6, 10, 11, 12], [3, 6, 10, 11, 12], [1, 3, 6, 10, 11], [1, 2, 4, 6, 8, 10, 11], [1, 2, 4, 5, 6, 7, 9, 10, 11], [1, 2, 3, 4, 5, 8, 9], [1, 3, 4, 6, 10, 11], [3, 6, 10, 11]],
};

/** The signs (0 Aries .. 11 Pisces) of the eight contributors, and which signs hold any graha (Rahu and Ketu count). */
export interface AvPlacement {
  signs: Readonly<Record<AvContributor, number>>;
  /** Signs occupied by a graha (the nine, Rahu and Ketu included; the lagna does not occupy). */
  occupied: ReadonlySet<number>;
}

export type Bindus = number[];
export interface Ashtakavarga {
  bhinna: Record<AvContributor, Bindus>;
  sarva: Bindus;
  trikonaShodhana: Record<AvGraha, Bindus>;
  ekadhipatyaShodhana: Record<AvGraha, Bindus>;
}

/** The bhinna ashtakavarga of one graha (or the lagna): 12 bindus, Aries first. */
export function bhinnaOf(of: AvContributor, signs: Readonly<Record<AvContributor, number>>): Bindus {
  const out = new Array<number>(12).fill(0);
  const rows = BINDU_HOUSES[of];
  AV_CONTRIBUTORS.forEach((c, i) => {
    for (const h of rows[i]!) out[(signs[c] + h - 1) % 12]! += 1;
  });
  return out;
}

/**
 * Trikona shodhana: in each triangle of signs (Aries Leo Sagittarius, Taurus Virgo Capricorn,
 * Gemini Libra Aquarius, Cancer Scorpio Pisces) the least of the three is taken from each (so a
 * triangle with a zero is unchanged and one of three equal figures becomes zeros).
 */
export function trikonaShodhana(b: readonly number[]): Bindus {
  const out = [...b];
  for (let s = 0; s < 4; s++) {
    const m = Math.min(b[s]!, b[s + 4]!, b[s + 8]!);
    for (const k of [s, s + 4, s + 8]) out[k] = b[k]! - m;
  }
  return out;
}

/** The pairs of signs of one lord (Mars, Venus, Mercury, Jupiter, Saturn); Cancer and Leo stand alone. */
export const EKADHIPATYA_PAIRS: readonly (readonly [number, number])[] = [
  [0, 7],
  [1, 6],
  [2, 5],
  [8, 11],
  [9, 10],
];

/**
 * Ekadhipatya shodhana, on the trikona-reduced figures, for each pair of signs of one lord:
 * nothing when either figure is 0 or both signs are occupied; both empty: equal figures become 0,
 * unequal ones both the smaller; one occupied: the empty sign's figure becomes 0 when it is smaller
 * than the occupied one's, else that of the occupied one.
 */
export function ekadhipatyaShodhana(b: readonly number[], occupied: ReadonlySet<number>): Bindus {
  const out = [...b];
  for (const [x, y] of EKADHIPATYA_PAIRS) {
    const bx = out[x]!;
    const by = out[y]!;
    const ox = occupied.has(x);
    const oy = occupied.has(y);
    if (bx === 0 || by === 0 || (ox && oy)) continue;
    if (!ox && !oy) {
      const v = bx === by ? 0 : Math.min(bx, by);
      out[x] = v;
      out[y] = v;
    } else {
      const [empty, full] = ox ? [y, x] : [x, y];
      out[empty] = out[empty]! < out[full]! ? 0 : out[full]!;
    }
  }
  return out;
}

/** The whole ashtakavarga of a placement. */
export function computeAshtakavarga(p: AvPlacement): Ashtakavarga {
  const bhinna = Object.fromEntries(AV_CONTRIBUTORS.map((c) => [c, bhinnaOf(c, p.signs)])) as Record<AvContributor, Bindus>;
  const sarva = new Array<number>(12).fill(0);
  for (const g of AV_GRAHAS) bhinna[g].forEach((v, i) => (sarva[i]! += v));
  const trikona = Object.fromEntries(AV_GRAHAS.map((g) => [g, trikonaShodhana(bhinna[g])])) as Record<AvGraha, Bindus>;
  const ekadhipatya = Object.fromEntries(AV_GRAHAS.map((g) => [g, ekadhipatyaShodhana(trikona[g], p.occupied)])) as Record<AvGraha, Bindus>;
  return { bhinna, sarva, trikonaShodhana: trikona, ekadhipatyaShodhana: ekadhipatya };
}
