/**
 * Shadbala and Bhavabala (Brihat Parashara Hora Shastra ch. 27, as B.V. Raman's "Graha and Bhava
 * Balas" works them out), pure over the facts of a moment (`StrengthFacts`): the sidereal
 * positions of the chart core, the midheaven, the declinations, the Sun's hour angle, the
 * sunrise and sunset around the moment, the mean longitudes of the chesta kendra. Every value is in
 * virupas (shashtiamsas, 60 to a rupa). The conventions, each with its source, are in docs/vedic.md
 * "Shadbala".
 */
import type { GrahaKey } from '../astro/bodies';
import { GRAHA_KEYS } from '../astro/bodies';
import { SE, equatorialPosition } from '../astro/ephemeris';
import { computeHouses } from '../astro/houses';
import { invalidInput } from '../errors';
import { siderealPositions, type VedicSettings } from './chart';
import { dignityOf, SIGN_LORDS, vargaSignIndex, type Varga } from './core';
import { relation } from './match';
import { riseOrSet } from './panchang';

export const SHADBALA_GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
export type Sg = (typeof SHADBALA_GRAHAS)[number];

/** The minimum shadbala of BPHS ch. 27, in rupas. */
export const REQUIRED_RUPAS: Readonly<Record<Sg, number>> = { sun: 6.5, moon: 6, mars: 5, mercury: 7, jupiter: 6.5, venus: 5.5, saturn: 5 };
/** Naisargika bala: 60 x (rank / 7), Saturn 1 .. Sun 7. */
export const NAISARGIKA: Readonly<Record<Sg, number>> = { sun: 60, moon: (60 * 6) / 7, venus: (60 * 5) / 7, jupiter: (60 * 4) / 7, mercury: (60 * 3) / 7, mars: (60 * 2) / 7, saturn: 60 / 7 };
/** The degree of deep exaltation (sidereal longitude). */
const DEEP_EXALTATION: Readonly<Record<Sg, number>> = { sun: 10, moon: 33, mars: 298, mercury: 165, jupiter: 95, venus: 357, saturn: 200 };
/** Diameters of the discs (BPHS ch. 27), for yuddha bala. */
const DISC: Readonly<Record<'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn', number>> = { mars: 9.4, mercury: 6.6, jupiter: 190.4, venus: 16.6, saturn: 158 };
const SAPTAVARGA: readonly Varga[] = ['D1', 'D2', 'D3', 'D7', 'D9', 'D12', 'D30'];
const WEEKDAY_LORDS: readonly Sg[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
/** The order of the horas (Chaldean, descending speed). */
const HORA_ORDER: readonly Sg[] = ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars'];
/** Day (Raman's Table I) from which the 360-day years and 30-day months of abda and masa bala are counted: JDN 2433838, a Tuesday. */
export const ABDA_EPOCH_JDN = 2433838;

export interface StrengthFacts {
  jdUT: number;
  /** Sidereal longitudes. */
  lagna: number;
  midheaven: number;
  grahas: Record<GrahaKey, { longitude: number; speed: number }>;
  ayanamsha: number;
  /** Declination of the ecliptic point of each graha's tropical longitude (kranti), degrees. */
  kranti: Record<Sg, number>;
  /** The Sun's hour angle, degrees in (-180, 180], 0 at apparent noon. */
  sunHourAngle: number;
  /** The sunrise that begins the Hindu day of the moment, the sunset after it, the next sunrise (UT JD). */
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  /** The geographic longitude (east +), to read the civil date of the sunrise in local mean time. */
  longitude: number;
  /** Mean longitudes (sidereal, the Surya Siddhanta's of Raman's tables): the Sun, Mars, Jupiter, Saturn, and Mercury's and Venus's sighroccha. */
  mean: Record<'sun' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn', number>;
}

const wrap = (x: number): number => ((x % 360) + 360) % 360;
/** The shorter arc between two longitudes, 0..180. */
const arc = (a: number, b: number): number => {
  const d = wrap(a - b);
  return d > 180 ? 360 - d : d;
};
const signOf = (lon: number): number => Math.min(11, Math.floor(wrap(lon) / 30));

/** Sputa drishti (BPHS ch. 26) of a graha on a point `a` degrees ahead of it, with the special aspects of Mars, Jupiter and Saturn as Raman adds them. */
export function drishti(a: number, from: GrahaKey): number {
  const x = wrap(a);
  let v = 0;
  if (x < 30) v = 0;
  else if (x < 60) v = (x - 30) / 2;
  else if (x < 90) v = x - 45;
  else if (x < 120) v = 30 + (120 - x) / 2;
  else if (x < 150) v = 150 - x;
  else if (x < 180) v = 2 * (x - 150);
  else if (x < 300) v = (300 - x) / 2;
  if (from === 'saturn' && ((x >= 60 && x < 90) || (x >= 270 && x < 300))) v += 45;
  if (from === 'mars' && ((x >= 90 && x < 120) || (x >= 210 && x < 240))) v += 15;
  if (from === 'jupiter' && ((x >= 120 && x < 150) || (x >= 240 && x < 270))) v += 30;
  return v;
}

export interface SthanaParts {
  uchcha: number;
  saptavargaja: number;
  ojhayugma: number;
  kendra: number;
  drekkana: number;
}
export interface KalaParts {
  nathonnatha: number;
  paksha: number;
  tribhaga: number;
  abda: number;
  masa: number;
  vara: number;
  hora: number;
  ayana: number;
  yuddha: number;
}
export interface GrahaStrength {
  sthana: number;
  dig: number;
  kala: number;
  chesta: number;
  naisargika: number;
  drik: number;
  total: number;
  rupas: number;
  required: number;
  ratio: number;
  sthanaParts: SthanaParts;
  kalaParts: KalaParts;
}
export interface Strength {
  shadbala: Record<Sg, GrahaStrength>;
  bhavabala: Record<string, { total: number; adhipati: number; dig: number; drishti: number }>;
  /** Whether Mercury and the Moon counted as benefics here (the rules of docs/vedic.md). */
  benefics: Sg[];
  /** Grahas at war (within one degree), winner first, or null. */
  yuddha: { winner: Sg; loser: Sg }[];
  isDayBirth: boolean;
}

const sum = (o: object): number => Object.values(o as Record<string, number>).reduce((a, b) => a + b, 0);

/** The benefics of a chart for paksha and drik bala: Jupiter, Venus; the Moon waxing; Mercury unless joined by more malefics than benefics. */
export function beneficsOf(grahas: StrengthFacts['grahas']): Set<Sg> {
  const elong = wrap(grahas.moon.longitude - grahas.sun.longitude);
  const waxing = elong < 180;
  const out = new Set<Sg>(['jupiter', 'venus']);
  if (waxing) out.add('moon');
  const ms = signOf(grahas.mercury.longitude);
  let mal = 0;
  let ben = 0;
  for (const g of GRAHA_KEYS) {
    if (g === 'mercury' || signOf(grahas[g].longitude) !== ms) continue;
    if (g === 'jupiter' || g === 'venus' || (g === 'moon' && waxing)) ben++;
    else mal++;
  }
  if (mal <= ben) out.add('mercury');
  return out;
}

/** Compound relationship of a graha to a sign lord (natural and temporal, BPHS ch. 3) -> saptavargaja virupas. */
function compoundVirupas(g: Sg, lord: Sg, grahas: StrengthFacts['grahas']): number {
  const natural = relation(g, lord);
  const h = ((signOf(grahas[lord].longitude) - signOf(grahas[g].longitude) + 12) % 12) + 1;
  const temporalFriend = [2, 3, 4, 10, 11, 12].includes(h);
  const score = (natural === 'friend' ? 1 : natural === 'enemy' ? -1 : 0) + (temporalFriend ? 1 : -1);
  return { 2: 22.5, 1: 15, 0: 7.5, [-1]: 3.75, [-2]: 1.875 }[score]!;
}

function saptavargaja(g: Sg, lon: number, grahas: StrengthFacts['grahas']): number {
  let v = 0;
  for (const varga of SAPTAVARGA) {
    const s = vargaSignIndex(varga, lon);
    const lord = SIGN_LORDS[s]! as Sg;
    if (varga === 'D1' && dignityOf(g, lon) === 'moolatrikona') v += 45;
    else if (lord === g) v += 30;
    else v += compoundVirupas(g, lord, grahas);
  }
  return v;
}

const weekdayOfJdn = (jdn: number): number => (((jdn + 1) % 7) + 7) % 7;

/** Shadbala of the seven grahas and bhavabala of the twelve houses at the facts of a moment. */
export function computeStrength(f: StrengthFacts): Strength {
  const G = f.grahas;
  const lon = (g: Sg) => G[g].longitude;
  const benefics = beneficsOf(G);
  const lagnaSign = signOf(f.lagna);
  const elong = arc(lon('moon'), lon('sun'));
  const isDay = f.jdUT >= f.sunrise && f.jdUT < f.sunset;
  // the Hindu day: the civil date (local mean time) of its sunrise
  const dayJdn = Math.floor(f.sunrise + 0.5 + f.longitude / 360);
  const dayLord = WEEKDAY_LORDS[weekdayOfJdn(dayJdn)]!;
  const a = dayJdn - ABDA_EPOCH_JDN;
  // the lord of the first day of the running 360-day year and 30-day month of that count
  const abdaLord = WEEKDAY_LORDS[weekdayOfJdn(ABDA_EPOCH_JDN + 1 + Math.floor(a / 360) * 360)]!;
  const masaLord = WEEKDAY_LORDS[weekdayOfJdn(ABDA_EPOCH_JDN + 1 + Math.floor(a / 30) * 30)]!;
  const horaLord = HORA_ORDER[(HORA_ORDER.indexOf(dayLord) + Math.floor((f.jdUT - f.sunrise) * 24)) % 7]!;
  const third = isDay ? Math.min(2, Math.floor(((f.jdUT - f.sunrise) / (f.sunset - f.sunrise)) * 3)) : Math.min(2, Math.floor(((f.jdUT - f.sunset) / (f.nextSunrise - f.sunset)) * 3));
  const tribhagaLord: Sg = (isDay ? (['mercury', 'sun', 'saturn'] as const) : (['moon', 'venus', 'mars'] as const))[third]!;
  const fromMidnight = 180 - Math.abs(f.sunHourAngle); // degrees of the Sun from the lower meridian

  const sthanaParts = {} as Record<Sg, SthanaParts>;
  const kalaParts = {} as Record<Sg, KalaParts>;
  const dig = {} as Record<Sg, number>;
  const chesta = {} as Record<Sg, number>;
  for (const g of SHADBALA_GRAHAS) {
    const L = lon(g);
    const house = ((signOf(L) - lagnaSign + 12) % 12) + 1;
    const odd = signOf(L) % 2 === 0;
    const oddD9 = vargaSignIndex('D9', L) % 2 === 0;
    const feminine = g === 'moon' || g === 'venus';
    const decanate = Math.min(2, Math.floor((wrap(L) % 30) / 10));
    sthanaParts[g] = {
      uchcha: arc(L, DEEP_EXALTATION[g] + 180) / 3,
      saptavargaja: saptavargaja(g, L, G),
      ojhayugma: (odd !== feminine ? 15 : 0) + (oddD9 !== feminine ? 15 : 0),
      kendra: [60, 30, 15][(house - 1) % 3]!,
      drekkana: decanate === { sun: 0, mars: 0, jupiter: 0, mercury: 1, saturn: 1, moon: 2, venus: 2 }[g] ? 15 : 0,
    };
    const weakPoint = g === 'sun' || g === 'mars' ? f.midheaven + 180 : g === 'jupiter' || g === 'mercury' ? f.lagna + 180 : g === 'moon' || g === 'venus' ? f.midheaven : f.lagna;
    dig[g] = arc(L, weakPoint) / 3;
    const pakshaBenefic = elong / 3;
    const k = f.kranti[g];
    const ayanaBase = g === 'moon' || g === 'saturn' ? 24 - k : g === 'mercury' ? 24 + Math.abs(k) : 24 + k;
    kalaParts[g] = {
      nathonnatha: g === 'mercury' ? 60 : g === 'sun' || g === 'jupiter' || g === 'venus' ? fromMidnight / 3 : 60 - fromMidnight / 3,
      paksha: g === 'moon' ? 2 * pakshaBenefic : benefics.has(g) ? pakshaBenefic : 60 - pakshaBenefic,
      tribhaga: g === 'jupiter' || g === tribhagaLord ? 60 : 0,
      abda: g === abdaLord ? 15 : 0,
      masa: g === masaLord ? 30 : 0,
      vara: g === dayLord ? 45 : 0,
      hora: g === horaLord ? 60 : 0,
      ayana: ayanaBase * 1.25 * (g === 'sun' ? 2 : 1),
      yuddha: 0,
    };
    if (g === 'sun' || g === 'moon') chesta[g] = 0;
    else {
      const m = f.mean;
      // the tables' mean planets are sidereal: the true planet too (the chart's ayanamsha)
      const trueLon = wrap(L);
      const [mean, seeghrochcha] = g === 'mercury' || g === 'venus' ? [m.sun, m[g]] : [m[g], m.sun];
      chesta[g] = arc(seeghrochcha, (trueLon + mean) / 2 + (Math.abs(trueLon - mean) > 180 ? 180 : 0)) / 3;
    }
  }
  // yuddha: two tara grahas within a degree; the difference of their sthana, dig and kala (to hora)
  // over the difference of their discs goes from the loser to the winner
  const yuddha: { winner: Sg; loser: Sg }[] = [];
  const taras = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
  const preWar = (g: Sg) => sum(sthanaParts[g]) + dig[g] + sum(kalaParts[g]) - kalaParts[g].ayana;
  for (let i = 0; i < taras.length; i++) {
    for (let j = i + 1; j < taras.length; j++) {
      const x = taras[i]!;
      const y = taras[j]!;
      if (arc(lon(x), lon(y)) >= 1) continue;
      const [w, l] = preWar(x) >= preWar(y) ? [x, y] : [y, x];
      const v = Math.abs(preWar(x) - preWar(y)) / Math.abs(DISC[x] - DISC[y]);
      kalaParts[w].yuddha += v;
      kalaParts[l].yuddha -= v;
      yuddha.push({ winner: w, loser: l });
    }
  }
  const drikOn = (point: number, full: readonly Sg[] = []) => {
    let v = 0;
    for (const from of SHADBALA_GRAHAS) {
      const d = drishti(point - lon(from), from) * (full.includes(from) ? 1 : 0.25);
      v += benefics.has(from) ? d : -d;
    }
    return v;
  };
  const shadbala = {} as Record<Sg, GrahaStrength>;
  for (const g of SHADBALA_GRAHAS) {
    const sthana = sum(sthanaParts[g]);
    const kala = sum(kalaParts[g]);
    const drik = drikOn(lon(g));
    const total = sthana + dig[g] + kala + chesta[g] + NAISARGIKA[g] + drik;
    shadbala[g] = { sthana, dig: dig[g], kala, chesta: chesta[g], naisargika: NAISARGIKA[g], drik, total, rupas: total / 60, required: REQUIRED_RUPAS[g], ratio: total / 60 / REQUIRED_RUPAS[g], sthanaParts: sthanaParts[g], kalaParts: kalaParts[g] };
  }
  // bhavabala: the lord's shadbala, the bhava's dig bala by the kind of sign of its middle, the aspects on its middle
  const bhavabala: Strength['bhavabala'] = {};
  for (let h = 1; h <= 12; h++) {
    const mid = wrap(f.lagna + 30 * (h - 1));
    const s = signOf(mid);
    const deg = mid - s * 30;
    // nara: strong in the 1st; jalachara in the 4th; keeta in the 7th; chatushpada in the 10th
    const strongIn = [2, 5, 6, 10].includes(s) || (s === 8 && deg < 15) ? 1 : s === 3 || s === 11 || (s === 9 && deg >= 15) ? 4 : s === 7 ? 7 : 10;
    const away = Math.abs(h - strongIn) % 12;
    const bdig = (6 - Math.min(away, 12 - away)) * 10;
    const adhipati = shadbala[SIGN_LORDS[s]! as Sg].total;
    const bdrishti = drikOn(mid, ['jupiter', 'mercury']);
    bhavabala[String(h)] = { total: adhipati + bdig + bdrishti, adhipati, dig: bdig, drishti: bdrishti };
  }
  return { shadbala, bhavabala, benefics: SHADBALA_GRAHAS.filter((g) => benefics.has(g)), yuddha, isDayBirth: isDay };
}

/**
 * The mean planets of the chesta kendra as the books compute them (B.V. Raman, "Graha and Bhava Balas",
 * the tables of mean positions that PyJHora's shadbala carries too): the Surya Siddhanta's mean daily
 * motions (revolutions in a mahayuga of 1,577,917,828 civil days: the Sun 4,320,000, Mars 2,296,832, the
 * sighrocca of Mercury 17,937,060, Jupiter 364,220, the sighrocca of Venus 7,022,376, Saturn 146,568),
 * counted from their sidereal positions at the epoch, 1 January 1900 0h at Ujjain (75°46'E, taken as 76°E
 * as the tables do), with the tables' yearly corrections (bija) for Mercury, Jupiter, Venus and Saturn.
 */
const MAHAYUGA_DAYS = 1_577_917_828;
const SS_REVOLUTIONS = { sun: 4_320_000, mars: 2_296_832, mercury: 17_937_060, jupiter: 364_220, venus: 7_022_376, saturn: 146_568 } as const;
/** Sidereal mean longitudes at the epoch (degrees). */
const SS_EPOCH_LONGITUDE = { sun: 257.4568, mars: 270.22, mercury: 164, jupiter: 220.04, venus: 328.51, saturn: 236.74 } as const;
/** The yearly correction: a + b x (years since 1900), degrees. */
const SS_CORRECTION: Readonly<Record<keyof typeof SS_REVOLUTIONS, readonly [number, number]>> = { sun: [0, 0], mars: [0, 0], mercury: [6.67, -0.00133], jupiter: [-3.3, -0.0067], venus: [-5, -0.0001], saturn: [5, 0.001] };
/** 1900-01-01 0h at Ujjain (76°E) in UT. */
const SS_EPOCH_JD = 2415020.5 - 76 / 360;

/** The mean longitudes (sidereal) of the chesta kendra at a moment: the Sun and the five tara grahas (Mercury's and Venus's sighroccha). */
export function meanLongitudes(jdUT: number): StrengthFacts['mean'] {
  const days = jdUT - SS_EPOCH_JD;
  const years = days / 365.2425;
  const at = (g: keyof typeof SS_REVOLUTIONS): number => {
    // the motion over the days, its whole revolutions dropped before the multiplication loses digits
    const revolutions = (SS_REVOLUTIONS[g] / MAHAYUGA_DAYS) * days;
    const [a, b] = SS_CORRECTION[g];
    return wrap(SS_EPOCH_LONGITUDE[g] + (revolutions - Math.floor(revolutions)) * 360 + a + b * years);
  };
  return { sun: at('sun'), mars: at('mars'), mercury: at('mercury'), jupiter: at('jupiter'), venus: at('venus'), saturn: at('saturn') };
}

const RAD = Math.PI / 180;

/** The facts of a birth for computeStrength: positions of the chart core, houses, hour angle, sunrise and sunset. */
export function strengthFactsAt(jdUT: number, latitude: number, longitude: number, settings: VedicSettings): StrengthFacts {
  const pos = siderealPositions(jdUT, latitude, longitude, settings);
  const houses = computeHouses(jdUT, latitude, longitude, 'whole-sign', pos.ayanamsha);
  const T = (jdUT - 2451545) / 36525;
  const eps = 23.439291 - 0.0130042 * T;
  const kranti = Object.fromEntries(SHADBALA_GRAHAS.map((g) => [g, Math.asin(Math.sin(eps * RAD) * Math.sin((pos.grahas[g].longitude + pos.ayanamsha) * RAD)) / RAD])) as Record<Sg, number>;
  const ha = wrap(houses.armc - equatorialPosition(jdUT, SE.SUN).ra);
  let sunrise = riseOrSet(jdUT - 1.5, SE.SUN, 'rise', latitude, longitude, 'standard');
  if (sunrise === null) throw invalidInput('No sunrise', 'The Sun does not rise at this place around this moment (polar day or night): the Hindu day of kala bala begins at sunrise');
  for (;;) {
    const next = riseOrSet(sunrise + 0.01, SE.SUN, 'rise', latitude, longitude, 'standard');
    if (next === null || next > jdUT) break;
    sunrise = next;
  }
  const sunset = riseOrSet(sunrise, SE.SUN, 'set', latitude, longitude, 'standard');
  const nextSunrise = sunset === null ? null : riseOrSet(sunset, SE.SUN, 'rise', latitude, longitude, 'standard');
  if (sunset === null || nextSunrise === null || nextSunrise - sunrise > 2 || nextSunrise <= jdUT) {
    throw invalidInput('No sunrise', 'The Sun does not set, or does not rise again within a day, at this place around this moment (polar day or night): the Hindu day of kala bala begins at sunrise');
  }
  return {
    jdUT,
    lagna: pos.lagna,
    midheaven: houses.midheaven,
    grahas: pos.grahas,
    ayanamsha: pos.ayanamsha,
    kranti,
    sunHourAngle: ha > 180 ? ha - 360 : ha,
    sunrise,
    sunset,
    nextSunrise,
    longitude,
    mean: meanLongitudes(jdUT),
  };
}
