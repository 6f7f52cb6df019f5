/**
 * The sky calendar's core against outside references and against the ephemeris itself:
 * - eclipses 2020-2030: type and Saros series from NASA's Five Millennium Canon / Catalog of solar
 *   and lunar eclipses (F. Espenak, NASA/GSFC), greatest eclipse within 60 s of the catalogue's
 *   instant (the catalogue gives Dynamical Time: UT + delta T, delta T from the Swiss Ephemeris);
 * - lunations against astronomy-engine (an independent ephemeris, VSOP87/ELP) within 60 s;
 * - ingresses and stations within 60 s of the Swiss Ephemeris: the condition flips across the
 *   reported moment +-60 s, read from the ephemeris directly;
 * - void-of-course Moons by their definition, planetary hours by their rule.
 */
import * as Astronomy from 'astronomy-engine';
import sweph from 'sweph';
import { describe, expect, it } from 'vitest';
import { bodyPosition, initEphemeris, SE } from '#shared/astro/ephemeris';
import { jdFromEpochMs } from '#shared/astro/time';
import { CHALDEAN_ORDER, planetaryDay, WEEKDAY_RULERS } from '#shared/events/planetary-hours';
import { MAJOR_ASPECTS, skyCalendar, VOID_PLANETS, type SkyEvent } from '#shared/events/sky-calendar';
import { localMidnight } from '#shared/events/service';
import { AYANAMSHA_CODES } from '#shared/astro/options';

initEphemeris();
const jd = (iso: string): number => jdFromEpochMs(Date.parse(iso));
const ms = (iso: string): number => Date.parse(iso);

type Eclipse = Extract<SkyEvent, { type: 'eclipse' }>;

/** NASA catalogue rows: date, Dynamical Time of greatest eclipse, type, Saros series. */
const SOLAR_2020_2030: [string, string, string, number][] = [
  ['2020-06-21', '06:41:15', 'annular', 137],
  ['2020-12-14', '16:14:39', 'total', 142],
  ['2021-06-10', '10:43:07', 'annular', 147],
  ['2021-12-04', '07:34:38', 'total', 152],
  ['2022-04-30', '20:42:36', 'partial', 119],
  ['2022-10-25', '11:01:20', 'partial', 124],
  ['2023-04-20', '04:17:56', 'hybrid', 129],
  ['2023-10-14', '18:00:41', 'annular', 134],
  ['2024-04-08', '18:18:29', 'total', 139],
  ['2024-10-02', '18:46:13', 'annular', 144],
  ['2025-03-29', '10:48:36', 'partial', 149],
  ['2025-09-21', '19:43:04', 'partial', 154],
  ['2026-02-17', '12:13:06', 'annular', 121],
  ['2026-08-12', '17:47:06', 'total', 126],
  ['2027-02-06', '16:00:48', 'annular', 131],
  ['2027-08-02', '10:07:50', 'total', 136],
  ['2028-01-26', '15:08:59', 'annular', 141],
  ['2028-07-22', '02:56:40', 'total', 146],
  ['2029-01-14', '17:13:48', 'partial', 151],
  ['2029-06-12', '04:06:13', 'partial', 118],
  ['2029-07-11', '15:37:19', 'partial', 156],
  ['2029-12-05', '15:03:58', 'partial', 123],
  ['2030-06-01', '06:29:13', 'annular', 128],
  ['2030-11-25', '06:51:37', 'total', 133],
];

/** Lunar eclipses 2020-2030 (type), with the Dynamical Time of greatest eclipse where checked. */
const LUNAR_2020_2030: [string, string | null, string][] = [
  ['2020-01-10', null, 'penumbral'],
  ['2020-06-05', null, 'penumbral'],
  ['2020-07-05', null, 'penumbral'],
  ['2020-11-30', null, 'penumbral'],
  ['2021-05-26', '11:19:53', 'total'],
  ['2021-11-19', '09:04:06', 'partial'],
  ['2022-05-16', '04:12:42', 'total'],
  ['2022-11-08', '11:00:22', 'total'],
  ['2023-05-05', null, 'penumbral'],
  ['2023-10-28', '20:15:18', 'partial'],
  ['2024-03-25', null, 'penumbral'],
  ['2024-09-18', null, 'partial'],
  ['2025-03-14', null, 'total'],
  ['2025-09-07', '18:12:58', 'total'],
  ['2026-03-03', '11:34:52', 'total'],
  ['2026-08-28', null, 'partial'],
  ['2027-02-20', null, 'penumbral'],
  ['2027-07-18', null, 'penumbral'],
  ['2027-08-17', null, 'penumbral'],
  ['2028-01-12', null, 'partial'],
  ['2028-07-06', null, 'partial'],
  ['2028-12-31', null, 'total'],
  ['2029-06-26', null, 'total'],
  ['2029-12-20', null, 'total'],
  ['2030-06-15', null, 'partial'],
  ['2030-12-09', null, 'penumbral'],
];

/** Dynamical Time (epoch ms) of a UT instant, with the Swiss Ephemeris's delta T. */
const tdMs = (utIso: string): number => ms(utIso) + sweph.deltat(jd(utIso)) * 86_400_000;

describe('eclipses 2020-2030 against the NASA catalogues', () => {
  const all = skyCalendar({ startJd: jd('2020-01-01T00:00:00Z'), endJd: jd('2031-01-01T00:00:00Z'), types: ['eclipse'] }) as Eclipse[];

  it('every solar eclipse: its type, Saros series and greatest eclipse within 60 s', () => {
    const solar = all.filter((e) => e.kind === 'solar');
    expect(solar.map((e) => e.at.slice(0, 10))).toEqual(SOLAR_2020_2030.map((r) => r[0]));
    solar.forEach((e, i) => {
      const [date, td, type, saros] = SOLAR_2020_2030[i]!;
      expect(e.eclipseType, date).toBe(type);
      expect(e.saros?.series, date).toBe(saros);
      expect(Math.abs(tdMs(e.at) - ms(`${date}T${td}Z`)), date).toBeLessThan(60_000);
    });
    const april2024 = solar.find((e) => e.at.startsWith('2024-04-08'))!;
    expect(april2024.magnitude).toBeCloseTo(1.0566, 2); // NASA: 1.0566
    expect(april2024.saros).toEqual({ series: 139, member: 30 });
    expect(april2024.sign).toBe('aries');
  });

  it('every lunar eclipse: its type, and greatest eclipse within 60 s where checked', () => {
    const lunar = all.filter((e) => e.kind === 'lunar');
    expect(lunar.map((e) => e.at.slice(0, 10))).toEqual(LUNAR_2020_2030.map((r) => r[0]));
    lunar.forEach((e, i) => {
      const [date, td, type] = LUNAR_2020_2030[i]!;
      expect(e.eclipseType, date).toBe(type);
      if (td) expect(Math.abs(tdMs(e.at) - ms(`${date}T${td}Z`)), date).toBeLessThan(60_000);
      if (e.kind === 'lunar') {
        expect(e.penumbralMagnitude).toBeGreaterThan(0);
        if (type === 'total') expect(e.umbralMagnitude).toBeGreaterThan(1);
        if (type === 'penumbral') expect(e.umbralMagnitude).toBeLessThanOrEqual(0);
      }
    });
  });
});

describe('lunations, ingresses and stations to the second', () => {
  const start = '2026-01-01T00:00:00Z';
  const end = '2027-01-01T00:00:00Z';
  const events = skyCalendar({ startJd: jd(start), endJd: jd(end), types: ['lunation', 'ingress', 'station'] });

  it('lunations agree with astronomy-engine within 60 s, with the Moon sign at the moment', () => {
    const lunations = events.filter((e) => e.type === 'lunation');
    expect(lunations.length).toBeGreaterThanOrEqual(49);
    const quarter = { 'new-moon': 0, 'first-quarter': 90, 'full-moon': 180, 'last-quarter': 270 } as const;
    for (const l of lunations) {
      if (l.type !== 'lunation') continue;
      const ref = Astronomy.SearchMoonPhase(quarter[l.phase], new Date(ms(l.at) - 2 * 86_400_000), 5)!;
      expect(Math.abs(ref.date.getTime() - ms(l.at)), `${l.phase} ${l.at}`).toBeLessThan(60_000);
      expect(l.longitude).toBeCloseTo(bodyPosition(jd(l.at), SE.MOON).longitude, 6);
    }
  });

  it('ingresses: the body is on either side of the sign boundary 60 s before and after', () => {
    const ingresses = events.filter((e) => e.type === 'ingress');
    const bodies = new Set<string>(ingresses.map((e) => (e.type === 'ingress' ? e.body : '')));
    for (const b of ['sun', 'moon', 'mercury', 'venus', 'mars', 'north_node']) expect(bodies.has(b)).toBe(true);
    const SE_OF: Record<string, number> = { sun: SE.SUN, moon: SE.MOON, mercury: SE.MERCURY, venus: SE.VENUS, mars: SE.MARS, jupiter: SE.JUPITER, saturn: SE.SATURN, uranus: SE.URANUS, neptune: SE.NEPTUNE, pluto: SE.PLUTO, chiron: SE.CHIRON, north_node: SE.TRUE_NODE };
    const signAt = (body: string, t: number): number => Math.floor(bodyPosition(t, SE_OF[body]!).longitude / 30);
    const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
    for (const e of ingresses) {
      if (e.type !== 'ingress') continue;
      const t = jd(e.at);
      expect(SIGNS[signAt(e.body, t - 60 / 86400)], `${e.body} ${e.at}`).toBe(e.from);
      expect(SIGNS[signAt(e.body, t + 60 / 86400)], `${e.body} ${e.at}`).toBe(e.sign);
    }
    // the Moon enters every sign about 13 times a year
    expect(ingresses.filter((e) => e.type === 'ingress' && e.body === 'moon').length).toBeGreaterThan(150);
  });

  it('stations: the speed changes sign across the reported moment +-60 s', () => {
    const stations = events.filter((e) => e.type === 'station');
    // Mercury turns retrograde three or four times a year
    expect(stations.filter((e) => e.type === 'station' && e.body === 'mercury' && e.direction === 'retrograde').length).toBeGreaterThanOrEqual(3);
    const SE_OF: Record<string, number> = { mercury: SE.MERCURY, venus: SE.VENUS, mars: SE.MARS, jupiter: SE.JUPITER, saturn: SE.SATURN, uranus: SE.URANUS, neptune: SE.NEPTUNE, pluto: SE.PLUTO, chiron: SE.CHIRON };
    for (const s of stations) {
      if (s.type !== 'station') continue;
      const t = jd(s.at);
      const before = bodyPosition(t - 60 / 86400, SE_OF[s.body]!).speedLongitude;
      const after = bodyPosition(t + 60 / 86400, SE_OF[s.body]!).speedLongitude;
      expect(Math.sign(before), `${s.body} ${s.at}`).toBe(s.direction === 'retrograde' ? 1 : -1);
      expect(Math.sign(after), `${s.body} ${s.at}`).toBe(s.direction === 'retrograde' ? -1 : 1);
    }
  });

  it('a sidereal zodiac moves the ingresses: the Sun enters sidereal Aries (Lahiri) in mid-April', () => {
    const sid = skyCalendar({ startJd: jd('2026-03-01T00:00:00Z'), endJd: jd('2026-05-01T00:00:00Z'), types: ['ingress'], frame: { siderealMode: AYANAMSHA_CODES.lahiri! } });
    const aries = sid.find((e) => e.type === 'ingress' && e.body === 'sun' && e.sign === 'aries')!;
    expect(aries.at.slice(0, 10)).toBe('2026-04-14');
    const trop = skyCalendar({ startJd: jd('2026-03-01T00:00:00Z'), endJd: jd('2026-05-01T00:00:00Z'), types: ['ingress'] });
    expect(trop.find((e) => e.type === 'ingress' && e.body === 'sun' && e.sign === 'aries')!.at.slice(0, 10)).toBe('2026-03-20');
  });
});

describe('void-of-course Moon', () => {
  const events = skyCalendar({ startJd: jd('2026-05-01T00:00:00Z'), endJd: jd('2026-06-01T00:00:00Z'), types: ['voidOfCourse'] });
  const moonPlanetGap = (t: number, planet: number, angle: number): number => {
    const d = Math.abs((((bodyPosition(t, SE.MOON).longitude - bodyPosition(t, planet).longitude) % 360) + 540) % 360 - 180);
    return d - angle;
  };
  const SE_OF: Record<string, number> = { sun: SE.SUN, mercury: SE.MERCURY, venus: SE.VENUS, mars: SE.MARS, jupiter: SE.JUPITER, saturn: SE.SATURN, uranus: SE.URANUS, neptune: SE.NEPTUNE, pluto: SE.PLUTO };

  it('each period starts at an exact major aspect, ends at an ingress, and holds no exact aspect in between', () => {
    expect(events.length).toBeGreaterThanOrEqual(12);
    for (const e of events) {
      if (e.type !== 'voidOfCourse') continue;
      const a = jd(e.at);
      const b = jd(e.end);
      expect(b).toBeGreaterThan(a);
      expect(Math.floor(bodyPosition(b - 1 / 86400, SE.MOON).longitude / 30)).not.toBe(Math.floor(bodyPosition(b + 1 / 86400, SE.MOON).longitude / 30));
      expect(e.lastAspect).not.toBeNull();
      const angle = MAJOR_ASPECTS.find(([name]) => name === e.lastAspect!.aspect)![1];
      expect(Math.abs(moonPlanetGap(a, SE_OF[e.lastAspect!.body]!, angle))).toBeLessThan(1e-3);
      // no exact aspect strictly inside: the gap keeps its sign on a 20-minute grid (the Moon moves ~0.17 degree in it)
      for (const p of VOID_PLANETS) {
        for (const [, ang] of MAJOR_ASPECTS) {
          let prev = moonPlanetGap(a + 1 / 1440, SE_OF[p]!, ang);
          for (let t = a + 1 / 1440 + 1 / 72; t < b - 1 / 1440; t += 1 / 72) {
            const g = moonPlanetGap(t, SE_OF[p]!, ang);
            expect(Math.sign(g) === Math.sign(prev) || Math.abs(g) > 5, `${e.at} ${p} ${ang}`).toBe(true);
            prev = g;
          }
        }
      }
    }
  });
});

describe('planetary hours', () => {
  const london = { latitude: 51.5074, longitude: -0.1278 };

  it('follow the rule: the weekday ruler first, then the Chaldean order through 24 equal day and night hours', () => {
    // 2027-01-06 is a Wednesday: Mercury rules its first hour
    const day = planetaryDay('2027-01-06', localMidnight('2027-01-06', 'Europe/London'), 3, london);
    expect(day.dayRuler).toBe('mercury');
    expect(day.hours).toHaveLength(24);
    const start = CHALDEAN_ORDER.indexOf('mercury');
    day.hours.forEach((h, i) => {
      expect(h.ruler).toBe(CHALDEAN_ORDER[(start + i) % 7]);
      if (i > 0) expect(h.startMs).toBe(day.hours[i - 1]!.endMs);
    });
    expect(day.hours[0]!.startMs).toBe(day.sunriseMs);
    expect(day.hours[11]!.endMs).toBe(day.sunsetMs);
    expect(day.hours[23]!.endMs).toBe(day.nextSunriseMs);
    const dayLen = (day.sunsetMs - day.sunriseMs) / 12;
    const nightLen = (day.nextSunriseMs - day.sunsetMs) / 12;
    for (const h of day.hours) expect(Math.abs(h.endMs - h.startMs - (h.period === 'day' ? dayLen : nightLen))).toBeLessThanOrEqual(1);
    // the hour after the 24th is Thursday's ruler, Jupiter: the order of the weekdays
    expect(CHALDEAN_ORDER[(start + 24) % 7]).toBe(WEEKDAY_RULERS[4]);
    // in winter the night hours are the longer
    expect(nightLen).toBeGreaterThan(dayLen);
  });

  it('sunrise and sunset agree with astronomy-engine within a minute', () => {
    const day = planetaryDay('2027-06-21', localMidnight('2027-06-21', 'Europe/London'), 1, london);
    const obs = new Astronomy.Observer(london.latitude, london.longitude, 0);
    const rise = Astronomy.SearchRiseSet(Astronomy.Body.Sun, obs, +1, new Date(localMidnight('2027-06-21', 'Europe/London')), 1)!;
    const set = Astronomy.SearchRiseSet(Astronomy.Body.Sun, obs, -1, rise.date, 1)!;
    expect(Math.abs(rise.date.getTime() - day.sunriseMs)).toBeLessThan(60_000);
    expect(Math.abs(set.date.getTime() - day.sunsetMs)).toBeLessThan(60_000);
  });

  it('a day without a sunrise (polar night) is refused', () => {
    expect(() => planetaryDay('2026-12-21', localMidnight('2026-12-21', 'Europe/Oslo'), 1, { latitude: 78.22, longitude: 15.65 })).toThrow(/does not rise/);
  });
});
