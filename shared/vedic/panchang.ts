/**
 * The panchang of a Hindu day (the one that begins at a civil date's sunrise at a place): vara,
 * tithi, nakshatra, yoga and karana running at sunrise with the moments they end (root finding by
 * shared/sky/solver.ts), the next of each, sunrise, sunset, moonrise, moonset (Swiss Ephemeris
 * rise_trans, in the standard or the Hindu convention), Rahu kaal, Gulika kaal, Yamaganda and
 * Abhijit muhurta. No I/O; moments are UT Julian days.
 */
import { bodyPosition, initEphemeris, SE, sweph } from '../astro/ephemeris';
import { siderealOffset } from '../astro/options';
import { invalidInput } from '../errors';
import { offsetOf, solveLevel, type Signal, type SignalSample } from '../sky/solver';
import { NAKSHATRA_SPAN, NAKSHATRAS } from './core';

export const SUNRISE_CONVENTIONS = ['standard', 'hindu'] as const;
export type SunriseConvention = (typeof SUNRISE_CONVENTIONS)[number];

export const VARAS = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'] as const;

const TITHIS = ['Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi'];
/** Tithi 1..30: 1-14 and 16-29 by the list, 15 Purnima, 30 Amavasya. */
export const tithiName = (i: number): string => (i === 15 ? 'Purnima' : i === 30 ? 'Amavasya' : TITHIS[(i - 1) % 15]!);

export const YOGAS = [
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyana',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
] as const;

const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti'];
/** Karana 1..60: Kimstughna, the seven movable ones eight times, Shakuni, Chatushpada, Naga. */
export const karanaName = (i: number): string => (i === 1 ? 'Kimstughna' : i === 58 ? 'Shakuni' : i === 59 ? 'Chatushpada' : i === 60 ? 'Naga' : MOVABLE_KARANAS[(i - 2) % 7]!);

/** The eighth of the daylight (1..8) each period takes, Sunday first. */
const RAHU_PART = [8, 2, 7, 5, 6, 4, 3];
const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1];
const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6];

export interface Span {
  start: number;
  end: number;
}
export interface Limb {
  index: number;
  name: string;
  /** When it ends (UT Julian day). */
  endsAt: number;
}
export interface NextLimb {
  index: number;
  name: string;
  endsAt: number | null;
}
export interface PanchangLimbs {
  tithi: Limb & { paksha: 'shukla' | 'krishna' };
  nakshatra: Limb & { pada: number };
  yoga: Limb;
  karana: Limb;
}
export interface Panchang {
  vara: { index: number; name: string };
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  moonrise: number | null;
  moonset: number | null;
  convention: SunriseConvention;
  ayanamsha: { name: string; value: number };
  limbs: PanchangLimbs;
  /** The limb after each, with its end (null where it ends after the next sunrise). */
  next: { tithi: NextLimb & { paksha: 'shukla' | 'krishna' }; nakshatra: NextLimb; yoga: NextLimb; karana: NextLimb };
  rahuKaal: Span;
  gulikaKaal: Span;
  yamaganda: Span;
  abhijitMuhurta: Span;
}

const C = sweph.constants;
const riseFlags = (convention: SunriseConvention): number => (convention === 'hindu' ? C.SE_BIT_DISC_CENTER | C.SE_BIT_NO_REFRACTION : 0);

/** The next rise or set of a body after a moment, or null when it does not rise or set (circumpolar). */
export function riseOrSet(jd: number, body: number, kind: 'rise' | 'set', latitude: number, longitude: number, convention: SunriseConvention): number | null {
  initEphemeris();
  const r = sweph.rise_trans(jd, body, null, C.SEFLG_SWIEPH, (kind === 'rise' ? C.SE_CALC_RISE : C.SE_CALC_SET) | riseFlags(convention), [longitude, latitude, 0], 0, 0);
  if (r.flag === -2 || r.flag < 0 || !Number.isFinite(r.data) || r.data <= jd) return null;
  return r.data;
}

/** Sun and Moon: tropical longitudes and speeds at a moment. */
function sunMoon(t: number) {
  const s = bodyPosition(t, SE.SUN);
  const m = bodyPosition(t, SE.MOON);
  return { sun: s.longitude, sunSpeed: s.speedLongitude, moon: m.longitude, moonSpeed: m.speedLongitude };
}

/** The four limb signals; `ayan` the ayanamsha (nearly constant over a day: its drift is taken at the moment). */
const signals = (ayan: (t: number) => number): Record<'tithi' | 'nakshatra' | 'yoga' | 'karana', Signal> => ({
  tithi: (t) => {
    const p = sunMoon(t);
    return { t, value: p.moon - p.sun, rate: p.moonSpeed - p.sunSpeed };
  },
  karana: (t) => {
    const p = sunMoon(t);
    return { t, value: p.moon - p.sun, rate: p.moonSpeed - p.sunSpeed };
  },
  nakshatra: (t) => {
    const m = bodyPosition(t, SE.MOON);
    return { t, value: m.longitude - ayan(t), rate: m.speedLongitude };
  },
  yoga: (t) => {
    const p = sunMoon(t);
    return { t, value: p.sun + p.moon - 2 * ayan(t), rate: p.sunSpeed + p.moonSpeed };
  },
});

const wrap = (x: number): number => {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
};

/**
 * When a signal, now at `from` (its value short of `boundary`), reaches the boundary: steps of a
 * quarter day bracket the crossing (every limb lasts more than 0.3 day), then solveLevel.
 */
function crossing(signal: Signal, from: SignalSample, boundary: number): number {
  const g0 = offsetOf(from, boundary);
  let a = from;
  let ga = g0 === 0 ? -1e-12 : g0;
  for (let i = 0; i < 12; i++) {
    const b = signal(a.t + 0.25);
    const gb = offsetOf(b, boundary);
    if (gb >= 0 && ga < 0) return solveLevel(signal, boundary, 0, a, ga, b, gb).t;
    a = b;
    ga = gb;
  }
  throw new Error(`no crossing of ${boundary} within 3 days`);
}

/** The limb index (0-based) of a value cut in `n` parts of 360/n, and the value where it ends. */
const part = (value: number, n: number): { i: number; end: number } => {
  const w = 360 / n;
  const i = Math.min(n - 1, Math.floor(wrap(value) / w));
  return { i, end: wrap((i + 1) * w) };
};

/**
 * The panchang of the Hindu day beginning at the sunrise of the civil date whose local midnight is
 * `midnightJd` (UT Julian day). `nextMidnightJd` is the next local midnight (23, 24 or 25 hours
 * later). A place and date without a sunrise that civil day, or without the sunset and the next
 * sunrise that end its day and night, is refused (`No sunrise`).
 */
export function computePanchang(midnightJd: number, nextMidnightJd: number, weekday: number, latitude: number, longitude: number, options: { ayanamsha: string; convention: SunriseConvention }): Panchang {
  const { convention } = options;
  const sunrise = riseOrSet(midnightJd, SE.SUN, 'rise', latitude, longitude, convention);
  if (sunrise === null || sunrise >= nextMidnightJd) throw invalidInput('No sunrise', 'The Sun does not rise at this place on this date (polar day or night): the Hindu day begins at sunrise');
  const sunset = riseOrSet(sunrise, SE.SUN, 'set', latitude, longitude, convention);
  const nextSunrise = sunset === null ? null : riseOrSet(sunset, SE.SUN, 'rise', latitude, longitude, convention);
  if (sunset === null || nextSunrise === null || nextSunrise - sunrise > 2) {
    throw invalidInput('No sunrise', 'The Sun does not set, or does not rise again within a day, at this place after this date’s sunrise (polar day or night)');
  }
  // the Moon's first rise and set of the Hindu day (after sunrise, before the next), as the panchangs print them
  const moonrise = riseOrSet(sunrise, SE.MOON, 'rise', latitude, longitude, convention);
  const moonset = riseOrSet(sunrise, SE.MOON, 'set', latitude, longitude, convention);

  const mode = { zodiac: 'sidereal' as const, ayanamsha: options.ayanamsha };
  const ayan0 = siderealOffset(mode, sunrise)!;
  const ayan = (t: number): number => ayan0.value + ayan0.rate * (t - sunrise);
  const sig = signals(ayan);
  const counts = { tithi: 30, nakshatra: 27, yoga: 27, karana: 60 } as const;
  const limb = (k: keyof typeof counts, at: SignalSample) => {
    const p = part(at.value, counts[k]);
    return { i: p.i, endsAt: crossing(sig[k], at, p.end) };
  };
  const names = {
    tithi: (i: number) => tithiName(i + 1),
    nakshatra: (i: number) => NAKSHATRAS[i]!,
    yoga: (i: number) => YOGAS[i]!,
    karana: (i: number) => karanaName(i + 1),
  };
  const now = { tithi: limb('tithi', sig.tithi(sunrise)), nakshatra: limb('nakshatra', sig.nakshatra(sunrise)), yoga: limb('yoga', sig.yoga(sunrise)), karana: limb('karana', sig.karana(sunrise)) };
  const after = (k: keyof typeof counts): NextLimb => {
    const i = (now[k].i + 1) % counts[k];
    const start = now[k].endsAt;
    // from a moment a little past the boundary the next boundary is ahead
    const s = sig[k](start + 1e-4);
    const end = crossing(sig[k], s, wrap((i + 1) * (360 / counts[k])));
    return { index: i + 1, name: names[k](i), endsAt: end < nextSunrise ? end : null };
  };
  const paksha = (index: number): 'shukla' | 'krishna' => (index <= 15 ? 'shukla' : 'krishna');
  const moonNow = sig.nakshatra(sunrise).value;
  const pada = Math.min(3, Math.floor((wrap(moonNow) - now.nakshatra.i * NAKSHATRA_SPAN) / (NAKSHATRA_SPAN / 4))) + 1;
  const nextTithi = after('tithi');

  const day = sunset - sunrise;
  const eighth = (n: number): Span => ({ start: sunrise + ((n - 1) * day) / 8, end: sunrise + (n * day) / 8 });
  return {
    vara: { index: weekday + 1, name: VARAS[weekday]! },
    sunrise,
    sunset,
    nextSunrise,
    moonrise: moonrise !== null && moonrise < nextSunrise ? moonrise : null,
    moonset: moonset !== null && moonset < nextSunrise ? moonset : null,
    convention,
    ayanamsha: { name: options.ayanamsha, value: ayan0.value },
    limbs: {
      tithi: { index: now.tithi.i + 1, name: names.tithi(now.tithi.i), endsAt: now.tithi.endsAt, paksha: paksha(now.tithi.i + 1) },
      nakshatra: { index: now.nakshatra.i + 1, name: names.nakshatra(now.nakshatra.i), endsAt: now.nakshatra.endsAt, pada },
      yoga: { index: now.yoga.i + 1, name: names.yoga(now.yoga.i), endsAt: now.yoga.endsAt },
      karana: { index: now.karana.i + 1, name: names.karana(now.karana.i), endsAt: now.karana.endsAt },
    },
    next: { tithi: { ...nextTithi, paksha: paksha(nextTithi.index) }, nakshatra: after('nakshatra'), yoga: after('yoga'), karana: after('karana') },
    rahuKaal: eighth(RAHU_PART[weekday]!),
    gulikaKaal: eighth(GULIKA_PART[weekday]!),
    yamaganda: eighth(YAMAGANDA_PART[weekday]!),
    abhijitMuhurta: { start: sunrise + (7 * day) / 15, end: sunrise + (8 * day) / 15 },
  };
}
