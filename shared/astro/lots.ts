/**
 * The Hellenistic lots (Arabic parts) a natal chart can add. Each lot is the Ascendant plus the arc
 * from one point to another (lot = ASC + to - from, folded into 0..360); by night the arc is taken
 * the other way (ASC + from - to), as Valens and Paulus reverse them. Fortune and Spirit are the two
 * principal lots; the lots of Paulus Alexandrinus (Eros, Necessity, Courage, Victory, Nemesis) are
 * measured from or to them. docs/astrology.md lists every formula.
 */
import { wrap360 } from './houses';

export const LOT_KEYS = ['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis', 'basis', 'exaltation', 'marriage'] as const;
export type LotKey = (typeof LOT_KEYS)[number];

/** The chart longitudes a lot is made of (degrees, in the chart's zodiac). */
export interface LotInputs {
  ascendant: number;
  sun: number;
  moon: number;
  mercury: number;
  venus: number;
  mars: number;
  jupiter: number;
  saturn: number;
}

export const LOT_NAMES: Readonly<Record<LotKey, string>> = {
  fortune: 'Lot of Fortune',
  spirit: 'Lot of Spirit',
  eros: 'Lot of Eros',
  necessity: 'Lot of Necessity',
  courage: 'Lot of Courage',
  victory: 'Lot of Victory',
  nemesis: 'Lot of Nemesis',
  basis: 'Lot of Basis',
  exaltation: 'Lot of Exaltation',
  marriage: 'Lot of Marriage',
};

/** The day formula of each lot, as text (the night one swaps the two terms after the Ascendant). */
export const LOT_FORMULAS: Readonly<Record<LotKey, { day: string; night: string }>> = {
  fortune: { day: 'ASC + Moon - Sun', night: 'ASC + Sun - Moon' },
  spirit: { day: 'ASC + Sun - Moon', night: 'ASC + Moon - Sun' },
  eros: { day: 'ASC + Venus - Spirit', night: 'ASC + Spirit - Venus' },
  necessity: { day: 'ASC + Fortune - Mercury', night: 'ASC + Mercury - Fortune' },
  courage: { day: 'ASC + Fortune - Mars', night: 'ASC + Mars - Fortune' },
  victory: { day: 'ASC + Jupiter - Spirit', night: 'ASC + Spirit - Jupiter' },
  nemesis: { day: 'ASC + Fortune - Saturn', night: 'ASC + Saturn - Fortune' },
  basis: { day: 'ASC + the shorter arc between Fortune and Spirit', night: 'ASC + the shorter arc between Fortune and Spirit' },
  exaltation: { day: 'ASC + 19° Aries - Sun', night: 'ASC + 3° Taurus - Moon' },
  marriage: { day: 'ASC + Venus - Saturn', night: 'ASC + Saturn - Venus' },
};

/** ASC + (to - from) by day, ASC + (from - to) by night. */
const lot = (asc: number, from: number, to: number, day: boolean): number => wrap360(day ? asc + to - from : asc + from - to);

/** The ten lots' longitudes for a day chart (`day` true) or a night chart. */
export function computeLots(p: LotInputs, day: boolean): Record<LotKey, number> {
  const asc = p.ascendant;
  const fortune = lot(asc, p.sun, p.moon, day);
  const spirit = lot(asc, p.moon, p.sun, day);
  const arc = wrap360(spirit - fortune);
  return {
    fortune,
    spirit,
    eros: lot(asc, spirit, p.venus, day),
    necessity: lot(asc, p.mercury, fortune, day),
    courage: lot(asc, p.mars, fortune, day),
    victory: lot(asc, spirit, p.jupiter, day),
    nemesis: lot(asc, p.saturn, fortune, day),
    basis: wrap360(asc + Math.min(arc, 360 - arc)),
    exaltation: day ? wrap360(asc + 19 - p.sun) : wrap360(asc + 33 - p.moon),
    marriage: lot(asc, p.saturn, p.venus, day),
  };
}
