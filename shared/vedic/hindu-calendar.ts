/**
 * The Hindu lunisolar calendar, pure: the lunar month (amanta and purnimanta, adhika), the Vikram
 * and Shaka samvats and the 60-year samvatsara, the ritu and the ayana of a moment; and the year's
 * Ekadashis, Purnimas, Amavasyas and Sankrantis. New and full moons and the Sun's sidereal sign
 * ingresses come from the sky searches (shared/sky: findLunarPhases, findIngresses, solveLevel),
 * in the sidereal frame of the request's ayanamsha. Conventions and sources in docs/vedic.md.
 */
import { AYANAMSHA_CODES } from '../astro/options';
import { SkyContext, findIngresses, findLunarPhases, solveLevel, type Signal, type SignalSample } from '../sky/index';
import { offsetOf } from '../sky/solver';
import { SIGN_KEYS, type SignKey } from '../astro/zodiac';
import { RASHIS } from './core';
import { invalidInput } from '../errors';

/** The lunar months, Chaitra first (the month in which the Sun enters Mesha). */
export const MASAS = ['Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashvina', 'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna'] as const;
/** The six ritus, two lunar months each from Chaitra. */
export const RITUS = ['Vasanta', 'Grishma', 'Varsha', 'Sharad', 'Hemanta', 'Shishira'] as const;
/** The 60 samvatsaras, Prabhava first. */
export const SAMVATSARAS = [
  'Prabhava', 'Vibhava', 'Shukla', 'Pramoda', 'Prajapati', 'Angirasa', 'Shrimukha', 'Bhava', 'Yuva', 'Dhatu',
  'Ishvara', 'Bahudhanya', 'Pramathi', 'Vikrama', 'Vrisha', 'Chitrabhanu', 'Svabhanu', 'Tarana', 'Parthiva', 'Vyaya',
  'Sarvajit', 'Sarvadhari', 'Virodhi', 'Vikriti', 'Khara', 'Nandana', 'Vijaya', 'Jaya', 'Manmatha', 'Durmukhi',
  'Hevilambi', 'Vilambi', 'Vikari', 'Sharvari', 'Plava', 'Shubhakrit', 'Shobhakrit', 'Krodhi', 'Vishvavasu', 'Parabhava',
  'Plavanga', 'Kilaka', 'Saumya', 'Sadharana', 'Virodhikrit', 'Paridhavi', 'Pramadi', 'Ananda', 'Rakshasa', 'Nala',
  'Pingala', 'Kalayukti', 'Siddharthi', 'Raudri', 'Durmati', 'Dundubhi', 'Rudhirodgari', 'Raktakshi', 'Krodhana', 'Akshaya',
] as const; // prettier-ignore

const SYNODIC = 29.530588853;
const wrap = (x: number): number => ((x % 360) + 360) % 360;

/** The sky in the sidereal frame of an ayanamsha (mean node: the calendar uses no node). */
export const siderealSky = (anchor: number, ayanamsha: string): SkyContext => new SkyContext(anchor, { siderealMode: AYANAMSHA_CODES[ayanamsha]!, node: 'mean' });

const sunSign = (ctx: SkyContext, t: number): number => Math.min(11, Math.floor(wrap(ctx.position('sun', t).longitude) / 30));

/** The new moons (Sun-Moon conjunctions) bracketing a moment: the last at or before it and the first after it. */
export function newMoonsAround(ctx: SkyContext, t: number): { start: number; end: number } {
  const before = findLunarPhases(t - 32, t + 1e-9, ['new-moon'], ctx);
  const after = findLunarPhases(t + 1e-9, t + 32, ['new-moon'], ctx);
  return { start: before[before.length - 1]!.jd, end: after[0]!.jd };
}

export interface LunarMonth {
  /** 0 Chaitra .. 11 Phalguna. */
  index: number;
  name: string;
  adhika: boolean;
  /** The new moons that open and close it (UT Julian days). */
  start: number;
  end: number;
}

/**
 * The amanta lunar month (new moon to new moon) running at a moment. It is named by the Sun's
 * sidereal sign at the new moon that opens it (Sun in Meena: Chaitra, in Mesha: Vaishakha, ...);
 * it is adhika (intercalary) when the Sun is in the same sign at the new moon that closes it (no
 * sankranti falls in the month), and the month after it has the same name (nija).
 */
export function lunarMonthAt(ctx: SkyContext, t: number): LunarMonth {
  const { start, end } = newMoonsAround(ctx, t);
  const s = sunSign(ctx, start);
  const index = (s + 1) % 12;
  return { index, name: MASAS[index]!, adhika: sunSign(ctx, end) === s, start, end };
}

/**
 * The purnimanta month (full moon to full moon) of the same moment: in the shukla paksha the amanta
 * month's name; in the krishna paksha the next month's (the purnimanta month begins a fortnight
 * earlier). An adhika month keeps its name and flag in both reckonings (the adhika span is the same
 * 30 tithis, as Drik Panchang prints it).
 */
export function purnimantaOf(month: LunarMonth, krishna: boolean): { index: number; name: string; adhika: boolean } {
  const index = krishna && !month.adhika ? (month.index + 1) % 12 : month.index;
  return { index, name: MASAS[index]!, adhika: month.adhika };
}

export interface Samvat {
  vikram: number;
  shaka: number;
  samvatsara: { index: number; name: string; convention: 'south' };
}

/**
 * The years of a lunar month: the Gregorian year in which its lunar year began (at the new moon
 * that opens Chaitra, in March or April) plus 57 (Vikram samvat, Chaitradi, as in North India) or
 * less 78 (Shaka). The samvatsara follows the southern (Shaka-linked) cycle of 60: (Shaka + 11)
 * mod 60, Prabhava first (Shaka 1946, from Ugadi 2024, is Krodhi).
 */
export function samvatOf(month: LunarMonth, gregorianYearOf: (jd: number) => number): Samvat {
  // the Chaitra new moon of this lunar year: back by the months since Chaitra (an adhika month shifts it a month: still the same year)
  const y = gregorianYearOf(month.start - month.index * SYNODIC + 10);
  const shaka = y - 78;
  const i = (((shaka + 11) % 60) + 60) % 60;
  return { vikram: y + 57, shaka, samvatsara: { index: i + 1, name: SAMVATSARAS[i]!, convention: 'south' } };
}

/** The ritu of a lunar month: two months each from Chaitra (Vasanta: Chaitra and Vaishakha). */
export const rituOf = (monthIndex: number): { index: number; name: string } => ({ index: Math.floor(monthIndex / 2) + 1, name: RITUS[Math.floor(monthIndex / 2)]! });

/** The ayana of the Sun's sidereal longitude: uttarayana from Makara sankranti to Karka sankranti, dakshinayana after. */
export const ayanaOf = (sunSidereal: number): 'uttarayana' | 'dakshinayana' => {
  const s = Math.floor(wrap(sunSidereal) / 30);
  return s >= 9 || s <= 2 ? 'uttarayana' : 'dakshinayana';
};

// --- the year's observances ---

export interface TithiMoment {
  /** 11 Shukla Ekadashi, 26 Krishna Ekadashi, 15 Purnima, 30 Amavasya. */
  tithi: number;
  /** When the tithi begins and ends (UT Julian days). */
  start: number;
  end: number;
  /** Ekadashis: when the Dwadashi after it ends (the parana's limit). */
  dwadashiEnd?: number;
}

/** The elongation of the Moon from the Sun (degrees 0..360) as a signal (the frame cancels out). */
const elongation =
  (ctx: SkyContext): Signal =>
  (t) => {
    const m = ctx.position('moon', t);
    const s = ctx.position('sun', t);
    return { t, value: wrap(m.longitude - s.longitude), rate: m.speed - s.speed };
  };

/** The moment the elongation reaches `angle`, `before` degrees ahead of a phase at `phase` (the elongation grows 10-16 degrees a day: a mean-rate guess, bracketed and solved). */
function elongationAt(ctx: SkyContext, angle: number, phase: number, before: number): number {
  const sig = elongation(ctx);
  const near = phase - before / 12.19;
  let a = sig(near - 1.5);
  let b = sig(Math.min(near + 1.5, phase));
  const off = (x: SignalSample) => offsetOf(x, angle);
  // widen until bracketed (the guess is within a day of the crossing)
  for (let i = 0; i < 4 && !(off(a) < 0 && off(b) >= 0); i++) {
    a = sig(a.t - 1);
    b = sig(Math.min(b.t + 1, phase));
  }
  return solveLevel(sig, angle, 0, a, off(a), b, off(b)).t;
}

/**
 * Every Ekadashi (shukla and krishna), Purnima and Amavasya tithi that begins in [from, to): each
 * with its start and end, from the new and full moons (the 15th and 30th tithis end at them) and
 * the elongation's crossings of 120 and 300 degrees (the Ekadashis begin there) solved on the
 * ephemeris.
 */
export function tithisOfYear(ctx: SkyContext, from: number, to: number): TithiMoment[] {
  const out: TithiMoment[] = [];
  for (const ph of findLunarPhases(from - 20, to + 20, ['new-moon', 'full-moon'], ctx)) {
    const full = ph.type === 'full-moon';
    // the tithi that ends at this phase: Purnima (168..180) or Amavasya (348..360)
    const start = elongationAt(ctx, full ? 168 : 348, ph.jd, 12);
    out.push({ tithi: full ? 15 : 30, start, end: ph.jd });
    // the Ekadashi of this fortnight: 120..132 (shukla) before a full moon, 300..312 (krishna) before a new moon
    const e0 = elongationAt(ctx, full ? 120 : 300, ph.jd, 60);
    const e1 = elongationAt(ctx, full ? 132 : 312, ph.jd, 48);
    const d1 = elongationAt(ctx, full ? 144 : 324, ph.jd, 36);
    out.push({ tithi: full ? 11 : 26, start: e0, end: e1, dwadashiEnd: d1 });
  }
  return out.filter((x) => x.start >= from && x.start < to).sort((x, y) => x.start - y.start);
}

export interface Sankranti {
  /** The sidereal sign the Sun enters. */
  sign: SignKey;
  rashi: string;
  jd: number;
}

/** The Sun's sidereal sign ingresses (the twelve sankrantis) in [from, to). */
export const sankrantis = (ctx: SkyContext, from: number, to: number): Sankranti[] =>
  findIngresses('sun', from, to, ctx).map((i) => ({ sign: i.sign, rashi: RASHIS[SIGN_KEYS.indexOf(i.sign)]!, jd: i.jd }));

// --- the year's calendar at a place ---

export type CalendarKind = 'ekadashi' | 'purnima' | 'amavasya';
export interface CalendarTithi {
  kind: CalendarKind;
  paksha: 'shukla' | 'krishna';
  /** The amanta month the tithi falls in (its start). */
  month: LunarMonth;
  start: number;
  end: number;
  /** The sunrise the observance is reckoned from (UT Julian day). */
  sunrise: number;
}
export interface CalendarSankranti extends Sankranti {
  /** The sunrise of the Hindu day it is observed on. */
  sunrise: number;
}
export interface HinduYear {
  tithis: CalendarTithi[];
  sankrantis: CalendarSankranti[];
}

/**
 * The Ekadashis, Purnimas, Amavasyas and Sankrantis around [from, to) at a place, each with the
 * sunrise of the day it is observed on (the caller keeps those whose civil date falls in its year).
 * Tithis, udaya rule: the first sunrise inside the tithi; a tithi that holds no sunrise (kshaya) is
 * kept on the day of the sunrise before it. Ekadashi (Smarta, as Drik Panchang keeps it): an
 * Ekadashi that holds two sunrises is kept on the second (mixed with Dwadashi, not with Dashami);
 * a day whose Dwadashi ends before the next sunrise (no Dwadashi left for the parana) moves the fast
 * a day earlier. Sankranti: the day whose daylight holds it; one after
 * sunset or before sunrise is kept on the next sunrise's day.
 */
export function hinduYear(from: number, to: number, sunriseAfter: (jd: number) => number | null, sunsetAfter: (jd: number) => number | null, ayanamsha: string): HinduYear {
  const ctx = siderealSky(from - 3, ayanamsha);
  const riseAfter = (t: number): number => {
    const r = sunriseAfter(t);
    if (r === null || r - t > 2) throw invalidInput('No sunrise', 'The Sun does not rise every day of this year at this place (polar day or night): the calendar’s days begin at sunrise');
    return r;
  };
  const tithis = tithisOfYear(ctx, from - 3, to + 3).map((x): CalendarTithi => {
    const first = riseAfter(x.start);
    const second = riseAfter(first + 0.01);
    let sunrise = first >= x.end ? riseAfter(first - 1.2) : second < x.end && x.dwadashiEnd !== undefined ? second : first;
    // an Ekadashi day whose Dwadashi ends before the next sunrise leaves no Dwadashi for the parana: the fast moves a day earlier
    if (x.dwadashiEnd !== undefined && first < x.end && riseAfter(sunrise + 0.01) > x.dwadashiEnd) sunrise = riseAfter(sunrise - 1.2);
    const kind: CalendarKind = x.tithi === 15 ? 'purnima' : x.tithi === 30 ? 'amavasya' : 'ekadashi';
    return { kind, paksha: x.tithi <= 15 ? 'shukla' : 'krishna', month: lunarMonthAt(ctx, x.start + 1e-6), start: x.start, end: x.end, sunrise };
  });
  const sank = sankrantis(ctx, from - 3, to + 3).map((s): CalendarSankranti => {
    // the last sunrise at or before the sankranti
    const before = riseAfter(s.jd - 1);
    const rise = before <= s.jd ? before : riseAfter(s.jd - 2);
    const set = sunsetAfter(rise);
    return { ...s, sunrise: set !== null && s.jd < set && s.jd >= rise ? rise : riseAfter(s.jd) };
  });
  return { tithis, sankrantis: sank };
}
