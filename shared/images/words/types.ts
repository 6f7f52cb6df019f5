/** The shape of the image routes' words in each language (shared/images/words/<language>.ts). */
export interface ImageWords {
  /** Between a heading and what follows ("Transits: …"; French sets a space before the colon). */
  colon: string;
  natalChart: string;
  natalDesc: (who: string, bodies: number, aspects: number) => string;
  /** The wheel of an unknown birth time: the bodies of 12:00 local time, no houses or angles. */
  natalDescNoTime: (who: string, bodies: number, aspects: number) => string;
  transits: string;
  transitDesc: (who: string, when: string, aspects: number) => string;
  bodygraph: string;
  bodygraphDesc: (who: string, centres: number, gates: number) => string;
  personality: string;
  design: string;
  timeUnknown: string;
  sidereal: (ayanamsha: string) => string;
  synastry: string;
  synastryDesc: (a: string, b: string, aspects: number) => string;
  innerRing: string;
  outerRing: string;
  composite: string;
  compositeDesc: (names: string) => string;
  compositeCaption: string;
  davison: string;
  davisonLabel: string;
  davisonDesc: (names: string, when: string) => string;
  connection: string;
  connectionDesc: (names: string, type: string, centres: number) => string;
  /** The bodygraph legend's third line: the gates both sides (or both people) activate. */
  both: (people: boolean, gates: readonly number[]) => string;
  patterns: string;
  apex: string;
  /** A pattern's name with its sign or house (`place`: the display name). */
  where: (name: string, place: string, kind: 'sign' | 'house') => string;
  /** A house in the narrow legend, when the label's name is too long for it (default: the label). */
  legendHouse?: (house: number) => string;
}

/** The gate numbers of a legend line ("1, 8, 13"). */
export const gateList = (g: readonly number[]): string => g.join(', ');
