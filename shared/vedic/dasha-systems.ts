/**
 * The dasha systems beside Vimshottari, pure arithmetic over the sidereal chart at birth
 * (docs/vedic.md "Other dasha systems"):
 * - Yogini: eight yoginis (Mangala 1 ... Sankata 8 years, 36 in all) from the Moon's nakshatra;
 * - Ashtottari: eight lords over 108 years, each ruling a run of three or four nakshatras from
 *   Ardra, with its applicability rule (BPHS: Rahu in a kendra or trikona from the lagna lord, not in
 *   the lagna);
 * - Chara (Jaimini, K.N. Rao's method): twelve sign periods from the lagna, each of years counted
 *   from the sign to its lord.
 */
import type { GrahaKey } from '../astro/bodies';
import { GRAHA_KEYS } from '../astro/bodies';
import { SIGN_KEYS, type SignKey } from '../astro/zodiac';
import { exaltationSign, nakshatraOf, SIGN_LORDS } from './core';
import type { DashaBalance } from './dasha';

export const DASHA_SYSTEMS = ['vimshottari', 'yogini', 'ashtottari', 'chara'] as const;
export type DashaSystem = (typeof DASHA_SYSTEMS)[number];

export interface SystemPeriod {
  lord: GrahaKey;
  /** Yogini: the yogini's id. */
  yogini?: YoginiKey;
  /** Chara: the sign of the period. */
  sign?: SignKey;
  /** UT Julian days. */
  start: number;
  end: number;
  periods?: SystemPeriod[];
}

export interface SystemDasha {
  /** Yogini and Ashtottari: the lord running at birth and what is left of it. */
  balance?: DashaBalance & { yogini?: YoginiKey };
  periods: SystemPeriod[];
}

const wrap12 = (n: number): number => ((n % 12) + 12) % 12;

function balanceOf(lord: GrahaKey, lordYears: number, elapsed: number, yearDays: number): DashaBalance {
  const remainingYears = lordYears - elapsed;
  const years = Math.floor(remainingYears);
  const monthsF = (remainingYears - years) * 12;
  const months = Math.floor(monthsF);
  return { lord, remainingYears, years, months, days: (monthsF - months) * (yearDays / 12) };
}

/** A cycle of lords with years: the periods of a span that begins with lord number `first`, each in proportion to its years, to `depth` levels. */
interface Cycle {
  lords: readonly GrahaKey[];
  years: readonly number[];
  total: number;
  yogini?: readonly YoginiKey[];
}

function divideCycle(c: Cycle, first: number, start: number, length: number, depth: number): SystemPeriod[] {
  const n = c.lords.length;
  const out: SystemPeriod[] = [];
  let t = start;
  for (let k = 0; k < n; k++) {
    const i = (first + k) % n;
    const end = k === n - 1 ? start + length : t + (length * c.years[i]!) / c.total;
    out.push({
      lord: c.lords[i]!,
      ...(c.yogini ? { yogini: c.yogini[i]! } : {}),
      start: t,
      end,
      ...(depth > 1 ? { periods: divideCycle(c, i, t, end - t, depth - 1) } : {}),
    });
    t = end;
  }
  return out;
}

/** Mahadashas of `cycles` rounds of a cycle from lord `first`, the first begun `elapsed` years before birth. */
function runCycle(c: Cycle, first: number, elapsed: number, birthJd: number, levels: number, yearDays: number, cycles: number): SystemPeriod[] {
  const out: SystemPeriod[] = [];
  let t = birthJd - elapsed * yearDays;
  for (let k = 0; k < c.lords.length * cycles; k++) {
    const i = (first + k) % c.lords.length;
    const length = c.years[i]! * yearDays;
    out.push({
      lord: c.lords[i]!,
      ...(c.yogini ? { yogini: c.yogini[i]! } : {}),
      start: t,
      end: t + length,
      ...(levels > 1 ? { periods: divideCycle(c, i, t, length, levels - 1) } : {}),
    });
    t += length;
  }
  return out;
}

// --- Yogini ---

export const YOGINI_KEYS = ['mangala', 'pingala', 'dhanya', 'bhramari', 'bhadrika', 'ulka', 'siddha', 'sankata'] as const;
export type YoginiKey = (typeof YOGINI_KEYS)[number];
/** The yoginis in their order, each with its graha and years (1 ... 8, 36 in all). */
export const YOGINI: Cycle = {
  lords: ['moon', 'sun', 'jupiter', 'mars', 'mercury', 'saturn', 'venus', 'rahu'],
  years: [1, 2, 3, 4, 5, 6, 7, 8],
  total: 36,
  yogini: YOGINI_KEYS,
};
/** Three rounds of 36 years: from the first yogini's start, before birth, past 100 years of life. */
export const YOGINI_CYCLES = 3;

/** The yogini (0 Mangala .. 7 Sankata) of a nakshatra (1 Ashwini .. 27 Revati): its number plus 3, counted by eights. */
export const yoginiOfNakshatra = (index: number): number => (index + 3 + 7) % 8;

export function yogini(birthJd: number, moonLongitude: number, levels: number, yearDays: number): SystemDasha {
  const n = nakshatraOf(moonLongitude);
  const first = yoginiOfNakshatra(n.index);
  const elapsed = YOGINI.years[first]! * n.fraction;
  return {
    balance: { ...balanceOf(YOGINI.lords[first]!, YOGINI.years[first]!, elapsed, yearDays), yogini: YOGINI_KEYS[first]! },
    periods: runCycle(YOGINI, first, elapsed, birthJd, levels, yearDays, YOGINI_CYCLES),
  };
}

// --- Ashtottari ---

/** The lords in their order with their years (108 in all). */
export const ASHTOTTARI: Cycle = {
  lords: ['sun', 'moon', 'mars', 'mercury', 'saturn', 'jupiter', 'rahu', 'venus'],
  years: [6, 15, 8, 17, 10, 19, 12, 21],
  total: 108,
};
/** Each lord's run of nakshatras: the first (0-based, 5 Ardra) and how many (27 in all, Abhijit not counted). */
export const ASHTOTTARI_STARS: readonly (readonly [number, number])[] = [
  [5, 4], // Sun: Ardra, Punarvasu, Pushya, Ashlesha
  [9, 3], // Moon: Magha, Purva Phalguni, Uttara Phalguni
  [12, 4], // Mars: Hasta, Chitra, Swati, Vishakha
  [16, 3], // Mercury: Anuradha, Jyeshtha, Mula
  [19, 3], // Saturn: Purva Ashadha, Uttara Ashadha, Shravana
  [22, 3], // Jupiter: Dhanishta, Shatabhisha, Purva Bhadrapada
  [25, 4], // Rahu: Uttara Bhadrapada, Revati, Ashwini, Bharani
  [2, 3], // Venus: Krittika, Rohini, Mrigashira
];

/** The Ashtottari lord (index into ASHTOTTARI) of a sidereal longitude and the share of its run of nakshatras already travelled. */
export function ashtottariLordAt(longitude: number): { lord: number; fraction: number } {
  const n = nakshatraOf(longitude);
  const k = n.index - 1;
  for (let i = 0; i < ASHTOTTARI_STARS.length; i++) {
    const [from, count] = ASHTOTTARI_STARS[i]!;
    const into = (k - from + 27) % 27;
    if (into < count) return { lord: i, fraction: (into + n.fraction) / count };
  }
  throw new Error('unreachable: every nakshatra has an Ashtottari lord');
}

export interface AshtottariApplicability {
  applies: boolean;
  /** The lagna's lord and the signs of the lagna, of that lord and of Rahu. */
  lagnaLord: GrahaKey;
  lagnaSign: SignKey;
  lagnaLordSign: SignKey;
  rahuSign: SignKey;
  /** Rahu's house counted from the lagna lord's sign (1 = the same sign). */
  rahuFromLagnaLord: number;
}

/**
 * BPHS (Ashtottari, ch. 46 in the Santhanam edition): the dasha applies when Rahu is in a kendra
 * (1, 4, 7, 10) or a trikona (1, 5, 9) from the lagna lord, but not in the lagna itself.
 */
export function ashtottariApplicability(lagnaLongitude: number, signOf: (g: GrahaKey) => number): AshtottariApplicability {
  const lagna = Math.floor(lagnaLongitude / 30) % 12;
  const lord = SIGN_LORDS[lagna]!;
  const lordSign = signOf(lord);
  const rahu = signOf('rahu');
  const house = wrap12(rahu - lordSign) + 1;
  const applies = rahu !== lagna && [1, 4, 5, 7, 9, 10].includes(house);
  return { applies, lagnaLord: lord, lagnaSign: SIGN_KEYS[lagna]!, lagnaLordSign: SIGN_KEYS[lordSign]!, rahuSign: SIGN_KEYS[rahu]!, rahuFromLagnaLord: house };
}

export function ashtottari(birthJd: number, moonLongitude: number, levels: number, yearDays: number): SystemDasha {
  const { lord, fraction } = ashtottariLordAt(moonLongitude);
  const elapsed = ASHTOTTARI.years[lord]! * fraction;
  return {
    balance: balanceOf(ASHTOTTARI.lords[lord]!, ASHTOTTARI.years[lord]!, elapsed, yearDays),
    periods: runCycle(ASHTOTTARI, lord, elapsed, birthJd, levels, yearDays, 1),
  };
}

// --- Chara (Jaimini, K.N. Rao) ---

/** Odd-footed (savya) signs: Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius; the others are even-footed. */
export const isOddFooted = (sign: number): boolean => [0, 1, 2, 6, 7, 8].includes(wrap12(sign));

/** The co-lords of Scorpio (Mars, Ketu) and Aquarius (Saturn, Rahu). */
const CO_LORDS: Readonly<Partial<Record<number, readonly [GrahaKey, GrahaKey]>>> = { 7: ['mars', 'ketu'], 10: ['saturn', 'rahu'] };

export interface CharaPositions {
  lagnaSign: number;
  /** Sidereal longitude of each graha. */
  grahas: Record<GrahaKey, number>;
}

const signIdx = (lon: number): number => Math.min(11, Math.floor((((lon % 360) + 360) % 360) / 30));

/**
 * The lord a sign's years are counted to: its lord, or for Scorpio and Aquarius the stronger of the
 * two co-lords (Jaimini Sutras 2.3 as K.N. Rao applies them): a co-lord in the sign itself yields
 * to the other; then the one with more grahas in its sign; then the exalted one; then the one in a
 * dual, then a fixed sign (over a movable one); then the one further advanced in its sign.
 */
export function charaLordOf(sign: number, p: CharaPositions): GrahaKey {
  const pair = CO_LORDS[sign];
  if (!pair) return SIGN_LORDS[sign]!;
  const [a, b] = pair;
  const sa = signIdx(p.grahas[a]);
  const sb = signIdx(p.grahas[b]);
  if (sa === sign && sb !== sign) return b;
  if (sb === sign && sa !== sign) return a;
  if (sa === sign && sb === sign) return a;
  const companions = (g: GrahaKey, s: number) => GRAHA_KEYS.filter((o) => o !== g && signIdx(p.grahas[o]) === s).length;
  const ca = companions(a, sa);
  const cb = companions(b, sb);
  if (ca !== cb) return ca > cb ? a : b;
  const ea = exaltationSign(a) === sa;
  const eb = exaltationSign(b) === sb;
  if (ea !== eb) return ea ? a : b;
  const kind = (s: number) => [0, 1, 2][s % 3]!; // movable 0, fixed 1, dual 2
  if (kind(sa) !== kind(sb)) return kind(sa) > kind(sb) ? a : b;
  const deg = (g: GrahaKey) => p.grahas[g] - signIdx(p.grahas[g]) * 30;
  return deg(a) >= deg(b) ? a : b;
}

/**
 * The years of a sign's chara dasha (first cycle): count from the sign to its lord's sign,
 * zodiacally for an odd-footed sign and backwards for an even-footed one, less one; 12 when the
 * lord is in the sign; one more when the lord is exalted, one less when debilitated.
 */
export function charaYears(sign: number, p: CharaPositions): { lord: GrahaKey; years: number } {
  const lord = charaLordOf(sign, p);
  const ls = signIdx(p.grahas[lord]);
  const count = isOddFooted(sign) ? wrap12(ls - sign) + 1 : wrap12(sign - ls) + 1;
  let years = count - 1;
  if (years <= 0) years = 12;
  const ex = exaltationSign(lord);
  if (ls === ex) years += 1;
  else if (ls === (ex + 6) % 12) years -= 1;
  return { lord, years };
}

/** The order of the mahadashas: from the lagna, zodiacally when its 9th sign is odd-footed, else backwards. */
export const charaDirection = (lagnaSign: number): 1 | -1 => (isOddFooted(lagnaSign + 8) ? 1 : -1);

/** Antardashas (and deeper): twelve equal parts from the sign after the period's, forwards for an odd-footed sign, backwards for an even-footed one; the sign itself last. */
function charaDivide(sign: number, start: number, length: number, depth: number, lords: readonly GrahaKey[]): SystemPeriod[] {
  const step = isOddFooted(sign) ? 1 : -1;
  const out: SystemPeriod[] = [];
  for (let k = 0; k < 12; k++) {
    const s = wrap12(sign + step * (k + 1));
    const t = start + (length * k) / 12;
    const end = k === 11 ? start + length : start + (length * (k + 1)) / 12;
    out.push({ lord: lords[s]!, sign: SIGN_KEYS[s]!, start: t, end, ...(depth > 1 ? { periods: charaDivide(s, t, end - t, depth - 1, lords) } : {}) });
  }
  return out;
}

/**
 * Chara dasha from birth: the twelve signs from the lagna in the order of `charaDirection`, each
 * for its `charaYears`; then a second round of 12 less those years (K.N. Rao). Periods of no years
 * (a second round after 12, or a debilitated lord one sign on) are left out.
 */
export function chara(birthJd: number, p: CharaPositions, levels: number, yearDays: number): SystemDasha {
  const dir = charaDirection(p.lagnaSign);
  const lords = Array.from({ length: 12 }, (_, s) => charaLordOf(s, p));
  const out: SystemPeriod[] = [];
  let t = birthJd;
  for (let round = 0; round < 2; round++) {
    for (let k = 0; k < 12; k++) {
      const s = wrap12(p.lagnaSign + dir * k);
      const first = charaYears(s, p);
      const years = round === 0 ? first.years : 12 - first.years;
      if (years <= 0) continue;
      const length = years * yearDays;
      out.push({ lord: first.lord, sign: SIGN_KEYS[s]!, start: t, end: t + length, ...(levels > 1 ? { periods: charaDivide(s, t, length, levels - 1, lords) } : {}) });
      t += length;
    }
  }
  return { periods: out };
}
