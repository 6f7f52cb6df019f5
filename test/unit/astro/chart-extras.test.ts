/**
 * The natal chart's options (shared/astro/chart-extras.ts and its cores): defaults byte for byte as
 * before, asteroids and stars against the Swiss Ephemeris called here directly, lots against an
 * implementation of this file, dignities against tables of this file for every planet in every
 * degree, patterns on constructed charts at and just past their orbs, declinations against the
 * Swiss Ephemeris's equatorial positions, antiscia and midpoints on constructed points.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { natalChartData } from '../../../shared/calculators/natal-chart';
import { computeNatalChart } from '#shared/astro/chart';
import { chartExtras, CHART_EXTRAS } from '#shared/astro/chart-extras';
import { almutenOf, dignityOf } from '#shared/astro/dignities';
import { findPatterns, PATTERN_ORBS, type PatternBody } from '#shared/astro/patterns';
import { findAntiscia } from '#shared/astro/antiscia';
import { findMidpoints, midpointOf } from '#shared/astro/midpoints';
import { findDeclinations } from '#shared/astro/declinations';
import { resolveChartSettings } from '#shared/astro/options';
import { initEphemeris, sweph } from '#shared/astro/ephemeris';
import { FIXED_STARS } from '#shared/astro/bodies';
import { natalChartRequestSchema } from '#shared/http/schemas';
import { rng } from '#test/support/random';
import gold from '../../fixtures/natal-chart-readme.json';

const C = sweph.constants;
const BIRTH = { birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const README_CASES: Record<string, Record<string, unknown>> = {
  'whole-sign': { houseSystem: 'whole-sign' },
  sidereal: { zodiac: 'sidereal', ayanamsha: 'lahiri', houseSystem: 'porphyry', nodeType: 'mean', orbs: { conjunction: 6 } },
  default: {},
};
const ALL_ON = Object.fromEntries(CHART_EXTRAS.map((k) => [k, true]));
const dist = (a: number, b: number): number => {
  const d = (((a - b) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
};
const norm = (x: number): number => ((x % 360) + 360) % 360;

/** Random births 1850-2150 between 60 S and 60 N, in UTC. */
function randomBirths(seed: number, n: number) {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const ms = Date.UTC(1850, 0, 1) + r() * (Date.UTC(2150, 0, 1) - Date.UTC(1850, 0, 1));
    const iso = new Date(ms).toISOString();
    return { ...BIRTH, birthDate: iso.slice(0, 10), birthTime: iso.slice(11, 16), timezone: 'UTC', latitude: -60 + 120 * r(), longitude: -180 + 360 * r() };
  });
}

describe('defaults unchanged', () => {
  it("the README's natal chart answers are byte for byte the ones before the options existed", () => {
    for (const [name, extra] of Object.entries(README_CASES)) {
      const fixture = (gold as Record<string, string>)[name]!;
      expect(JSON.stringify({ data: natalChartData(natalChartRequestSchema.parse({ ...BIRTH, ...extra })) })).toBe(fixture);
      const off = Object.fromEntries(CHART_EXTRAS.map((k) => [k, false]));
      expect(JSON.stringify({ data: natalChartData(natalChartRequestSchema.parse({ ...BIRTH, ...extra, ...off })) })).toBe(fixture);
    }
  });

  it('every option adds its block and only its block, the rest of the chart unchanged', () => {
    const base = natalChartData(natalChartRequestSchema.parse(BIRTH)).chart as Record<string, unknown>;
    for (const k of CHART_EXTRAS) {
      const chart = natalChartData(natalChartRequestSchema.parse({ ...BIRTH, [k]: true })).chart as Record<string, unknown>;
      const added = Object.keys(chart).filter((x) => !(x in base));
      expect(added).toEqual(k === 'dignities' ? ['dignities', 'almuten'] : [k]);
      for (const x of Object.keys(base)) expect(chart[x]).toEqual(base[x]);
    }
  });

  it('a non-boolean option is a 400 "Invalid chart option"', () => {
    for (const v of ['yes', 1, null, {}]) {
      const r = natalChartRequestSchema.safeParse({ ...BIRTH, patterns: v });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message.split('|')[0]).toBe('Invalid chart option');
    }
  });
});

describe('asteroids and fixed stars against the Swiss Ephemeris', () => {
  initEphemeris();
  sweph.set_ephe_path(resolve('ephe'));
  const STAR_NAMES = ['Algol', 'Alcyone', 'Aldebaran', 'Capella', 'Sirius', 'Procyon', 'Regulus', 'Alkaid', 'Algorab', 'Spica', 'Arcturus', 'Alphecca', 'Antares', 'Vega', 'Deneb Algedi', 'Fomalhaut'];
  const SE_AST: Record<string, number> = { ceres: C.SE_CERES, pallas: C.SE_PALLAS, juno: C.SE_JUNO, vesta: C.SE_VESTA, pholus: C.SE_PHOLUS };

  it('positions within 0.001 degree and magnitudes equal, 40 random births', () => {
    for (const birth of randomBirths(3801, 40)) {
      const input = natalChartRequestSchema.parse({ ...birth, asteroids: true, fixedStars: true });
      const data = natalChartData(input);
      const jd = computeNatalChart({ date: birth.birthDate, time: birth.birthTime, timezone: 'UTC', latitude: birth.latitude, longitude: birth.longitude }).instant.jdUT;
      const chart = data.chart as unknown as {
        asteroids: Record<string, { longitude: number; latitude: number; speed: number }>;
        fixedStars: Record<string, { name: string; longitude: number; latitude: number; magnitude: number; conjunctions: { body: string; orb: number }[] }>;
        celestialBodies: Record<string, { longitude: number }>;
      };
      expect(Object.keys(chart.asteroids)).toEqual(['ceres', 'pallas', 'juno', 'vesta', 'pholus']);
      for (const [k, se] of Object.entries(SE_AST)) {
        const r = sweph.calc_ut(jd, se, C.SEFLG_SWIEPH | C.SEFLG_SPEED);
        expect(r.flag & C.SEFLG_SWIEPH).toBeTruthy();
        expect(dist(chart.asteroids[k]!.longitude, r.data[0]!)).toBeLessThan(0.001);
        expect(Math.abs(chart.asteroids[k]!.latitude - r.data[1]!)).toBeLessThan(0.001);
        expect(Math.abs(chart.asteroids[k]!.speed - r.data[3]!)).toBeLessThan(0.001);
      }
      expect(Object.values(chart.fixedStars).map((s) => s.name)).toEqual(STAR_NAMES);
      // each name finds the intended star of the catalogue (its Bayer designation)
      for (const [k, def] of Object.entries(FIXED_STARS)) expect(sweph.fixstar2_ut(def.catalogue, jd, C.SEFLG_SWIEPH).name, k).toBe(`${def.name},${def.bayer}`);
      for (const s of Object.values(chart.fixedStars)) {
        const r = sweph.fixstar2_ut(s.name, jd, C.SEFLG_SWIEPH);
        expect(r.flag & C.SEFLG_SWIEPH).toBeTruthy();
        expect(dist(s.longitude, r.data[0]!)).toBeLessThan(0.001);
        expect(Math.abs(s.latitude - r.data[1]!)).toBeLessThan(0.001);
        expect(s.magnitude).toBe(sweph.fixstar2_mag(s.name).data);
        // conjunctions: exactly the chart's planets within 1 degree (0.0002 of rounding either side left out)
        for (const [body, b] of Object.entries(chart.celestialBodies)) {
          const d = dist(b.longitude, s.longitude);
          if (Math.abs(d - 1) < 0.0002) continue;
          expect(s.conjunctions.some((c) => c.body === body)).toBe(d <= 1);
        }
      }
    }
  });

  it('a sidereal chart places them by the same ayanamsha as its planets', () => {
    const trop = natalChartData(natalChartRequestSchema.parse({ ...BIRTH, asteroids: true, fixedStars: true })).chart as unknown as Record<string, Record<string, { longitude: number }>>;
    const sid = natalChartData(natalChartRequestSchema.parse({ ...BIRTH, zodiac: 'sidereal', asteroids: true, fixedStars: true })).chart as unknown as Record<string, Record<string, { longitude: number }>>;
    const ayan = norm(trop.celestialBodies!.sun!.longitude - sid.celestialBodies!.sun!.longitude);
    expect(ayan).toBeGreaterThan(22);
    expect(ayan).toBeLessThan(24);
    for (const k of ['ceres', 'vesta']) expect(Math.abs(norm(trop.asteroids![k]!.longitude - sid.asteroids![k]!.longitude) - ayan)).toBeLessThan(0.0003);
    for (const k of ['regulus', 'spica']) expect(Math.abs(norm(trop.fixedStars![k]!.longitude - sid.fixedStars![k]!.longitude) - ayan)).toBeLessThan(0.0003);
  });
});

describe('lots', () => {
  // written from the formulas (Valens, Paulus): [plus, minus] by day; by night the two are swapped
  const DAY: Record<string, [string, string]> = {
    fortune: ['moon', 'sun'],
    spirit: ['sun', 'moon'],
    eros: ['venus', 'spirit'],
    necessity: ['fortune', 'mercury'],
    courage: ['fortune', 'mars'],
    victory: ['jupiter', 'spirit'],
    nemesis: ['fortune', 'saturn'],
    marriage: ['venus', 'saturn'],
  };
  it('every lot by its day or night formula, 60 random births', () => {
    let days = 0;
    for (const birth of randomBirths(3802, 60)) {
      const natal = computeNatalChart({ date: birth.birthDate, time: birth.birthTime, timezone: 'UTC', latitude: birth.latitude, longitude: birth.longitude });
      const lots = chartExtras(natal, natal.instant.jdUT, resolveChartSettings(), { lots: true }).lots!;
      const day = natal.isDayChart;
      if (day) days++;
      const pos: Record<string, number> = Object.fromEntries(Object.values(natal.bodies).map((b) => [b.key, b.longitude]));
      const asc = pos.ascendant!;
      pos.fortune = norm(day ? asc + pos.moon! - pos.sun! : asc - pos.moon! + pos.sun!);
      pos.spirit = norm(day ? asc + pos.sun! - pos.moon! : asc - pos.sun! + pos.moon!);
      const want: Record<string, number> = {};
      for (const [k, [plus, minus]] of Object.entries(DAY)) want[k] = norm(day ? asc + pos[plus]! - pos[minus]! : asc + pos[minus]! - pos[plus]!);
      const between = Math.abs(pos.spirit - pos.fortune);
      want.basis = norm(asc + Math.min(between, 360 - between));
      want.exaltation = day ? norm(asc + 19 - pos.sun!) : norm(asc + 33 - pos.moon!);
      expect(Object.keys(lots)).toEqual(['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis', 'basis', 'exaltation', 'marriage']);
      for (const [k, v] of Object.entries(want)) expect(dist(lots[k]!.longitude, v), k).toBeLessThan(0.0001);
      // Fortune is the chart's Part of Fortune
      expect(dist(lots.fortune!.longitude, natal.bodies.part_of_fortune.longitude)).toBeLessThan(0.0001);
    }
    expect(days).toBeGreaterThan(10);
    expect(days).toBeLessThan(50);
  });
});

describe('dignities', () => {
  // the tables, written here from the sources (Ptolemy's domiciles and exaltations, Dorotheus's
  // triplicities, the Egyptian terms, the Chaldean faces), by sign name
  const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
  const DOMICILES: Record<string, string[]> = {
    sun: ['leo'],
    moon: ['cancer'],
    mercury: ['gemini', 'virgo'],
    venus: ['taurus', 'libra'],
    mars: ['aries', 'scorpio'],
    jupiter: ['sagittarius', 'pisces'],
    saturn: ['capricorn', 'aquarius'],
  };
  const DETRIMENTS: Record<string, string[]> = {
    sun: ['aquarius'],
    moon: ['capricorn'],
    mercury: ['sagittarius', 'pisces'],
    venus: ['scorpio', 'aries'],
    mars: ['libra', 'taurus'],
    jupiter: ['gemini', 'virgo'],
    saturn: ['cancer', 'leo'],
  };
  const EXALT: Record<string, string> = { sun: 'aries', moon: 'taurus', mercury: 'virgo', venus: 'pisces', mars: 'capricorn', jupiter: 'cancer', saturn: 'libra' };
  const FALL: Record<string, string> = { sun: 'libra', moon: 'scorpio', mercury: 'pisces', venus: 'virgo', mars: 'cancer', jupiter: 'capricorn', saturn: 'aries' };
  const TRIP: Record<string, { day: string; night: string }> = {
    aries: { day: 'sun', night: 'jupiter' },
    leo: { day: 'sun', night: 'jupiter' },
    sagittarius: { day: 'sun', night: 'jupiter' },
    taurus: { day: 'venus', night: 'moon' },
    virgo: { day: 'venus', night: 'moon' },
    capricorn: { day: 'venus', night: 'moon' },
    gemini: { day: 'saturn', night: 'mercury' },
    libra: { day: 'saturn', night: 'mercury' },
    aquarius: { day: 'saturn', night: 'mercury' },
    cancer: { day: 'venus', night: 'mars' },
    scorpio: { day: 'venus', night: 'mars' },
    pisces: { day: 'venus', night: 'mars' },
  };
  // terms: the ruler of each degree 0..29, as runs "planet:degrees"
  const TERMS: Record<string, string> = {
    aries: 'jupiter:6 venus:6 mercury:8 mars:5 saturn:5',
    taurus: 'venus:8 mercury:6 jupiter:8 saturn:5 mars:3',
    gemini: 'mercury:6 jupiter:6 venus:5 mars:7 saturn:6',
    cancer: 'mars:7 venus:6 mercury:6 jupiter:7 saturn:4',
    leo: 'jupiter:6 venus:5 saturn:7 mercury:6 mars:6',
    virgo: 'mercury:7 venus:10 jupiter:4 mars:7 saturn:2',
    libra: 'saturn:6 mercury:8 jupiter:7 venus:7 mars:2',
    scorpio: 'mars:7 venus:4 mercury:8 jupiter:5 saturn:6',
    sagittarius: 'jupiter:12 venus:5 mercury:4 saturn:5 mars:4',
    capricorn: 'mercury:7 jupiter:7 venus:8 saturn:4 mars:4',
    aquarius: 'mercury:7 venus:6 jupiter:7 mars:5 saturn:5',
    pisces: 'venus:12 jupiter:4 mercury:3 mars:9 saturn:2',
  };
  const termOf = (sign: string, d: number): string => {
    const runs = TERMS[sign]!.split(' ').flatMap((run) => {
      const [p, n] = run.split(':');
      return Array<string>(Number(n)).fill(p!);
    });
    expect(runs).toHaveLength(30);
    return runs[d]!;
  };
  // faces: from 0 Aries, ten degrees each, Mars Sun Venus Mercury Moon Saturn Jupiter repeating
  const FACES = ['mars', 'sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter'];
  const POINTS: Record<string, number> = { domicile: 5, exaltation: 4, triplicity: 3, term: 2, face: 1, detriment: -5, fall: -4 };

  it('every planet in every degree (and its middle), by day and by night', () => {
    let checked = 0;
    for (const planet of Object.keys(DOMICILES))
      for (let d = 0; d < 360; d++)
        for (const lon of [d, d + 0.5, d + 0.999])
          for (const day of [true, false]) {
            const sign = SIGNS[Math.floor(lon / 30)]!;
            const within = Math.floor(lon - 30 * Math.floor(lon / 30));
            const want: string[] = [];
            if (DOMICILES[planet]!.includes(sign)) want.push('domicile');
            if (EXALT[planet] === sign) want.push('exaltation');
            if (TRIP[sign]![day ? 'day' : 'night'] === planet) want.push('triplicity');
            if (termOf(sign, within) === planet) want.push('term');
            if (FACES[Math.floor(lon / 10) % 7] === planet) want.push('face');
            if (DETRIMENTS[planet]!.includes(sign)) want.push('detriment');
            if (FALL[planet] === sign) want.push('fall');
            const got = dignityOf(planet as 'sun', lon, day);
            expect(got.has, `${planet} at ${lon} ${day ? 'day' : 'night'}`).toEqual(want);
            expect(got.score).toBe(want.reduce((t, k) => t + POINTS[k]!, 0));
            checked++;
          }
    expect(checked).toBe(7 * 360 * 3 * 2);
  });

  it('the almuten sums the rulers of the five points', () => {
    // Sun 10 Aries, Moon 5 Taurus, ASC 20 Leo, MC 2 Taurus, Fortune 15 Capricorn, by day
    const a = almutenOf({ sun: 10, moon: 35, ascendant: 140, midheaven: 32, part_of_fortune: 285 }, true);
    // 10 Aries: Mars 5, Sun 4+3, term Venus 2, face Sun 1 | 5 Taurus: Venus 5, Moon 4, trip Venus 3, term Venus 2, face Mercury 1
    // 20 Leo: Sun 5, trip Sun 3, term Mercury 2, face Mars 1 | 2 Taurus: Venus 5, Moon 4, Venus 3, Venus 2, Mercury 1
    // 15 Capricorn: Saturn 5, Mars 4, trip Venus 3, term Venus 2, face Mars 1
    expect(a.scores).toEqual({ sun: 16, moon: 8, mercury: 4, venus: 27, mars: 11, jupiter: 0, saturn: 5 });
    expect(a.planet).toBe('venus');
  });
});

describe('patterns on constructed charts', () => {
  const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
  const chart = (lons: Record<string, number>): PatternBody[] =>
    Object.entries(lons).map(([key, longitude]) => ({ key, longitude: norm(longitude), sign: SIGNS[Math.floor(norm(longitude) / 30)]!, house: 1 + ((Math.floor(norm(longitude) / 30) + 5) % 12) }));
  const kinds = (lons: Record<string, number>) => findPatterns(chart(lons)).filter((p) => p.type !== 'stellium');
  const T = PATTERN_ORBS.trine;
  const O = PATTERN_ORBS.opposition;
  const S = PATTERN_ORBS.square;
  const X = PATTERN_ORBS.sextile;
  const Q = PATTERN_ORBS.quincunx;
  const past = 0.001;

  it('grand trine, with one trine at its orb and just past it', () => {
    expect(kinds({ sun: 5, moon: 125, mars: 245, saturn: 290 })).toEqual([{ type: 'grand-trine', bodies: ['sun', 'moon', 'mars'] }]);
    expect(kinds({ sun: 5, moon: 125 + T, mars: 245 })).toEqual([{ type: 'grand-trine', bodies: ['sun', 'moon', 'mars'] }]);
    expect(kinds({ sun: 5, moon: 125 + T + past, mars: 245 })).toEqual([]);
  });

  it('T-square with its apex', () => {
    expect(kinds({ sun: 10, moon: 190, mars: 100, venus: 40 })).toEqual([{ type: 't-square', apex: 'mars', bodies: ['mars', 'sun', 'moon'] }]);
    expect(kinds({ sun: 10, moon: 190 + O, mars: 100 + O / 2, venus: 40 })).toHaveLength(1);
    expect(kinds({ sun: 10, moon: 190, mars: 100 + S })).toHaveLength(1);
    expect(kinds({ sun: 10, moon: 190, mars: 100 + S + past })).toEqual([]);
  });

  it('grand cross, without its four T-squares', () => {
    expect(kinds({ sun: 0, moon: 90, mars: 180, venus: 270 })).toEqual([{ type: 'grand-cross', bodies: ['sun', 'moon', 'mars', 'venus'] }]);
    expect(kinds({ sun: 0, moon: 90, mars: 180, venus: 270 - S })).toEqual([{ type: 'grand-cross', bodies: ['sun', 'moon', 'mars', 'venus'] }]);
    // Venus past the square orb of the Sun and of Mars: no cross, the T-square Sun-Mars-Moon remains
    const broken = kinds({ sun: 0, moon: 90, mars: 180, venus: 270 - S - past });
    expect(broken).toEqual([{ type: 't-square', apex: 'moon', bodies: ['moon', 'sun', 'mars'] }]);
  });

  it('yod with its apex', () => {
    expect(kinds({ sun: 0, moon: 60, pluto: 210 })).toEqual([{ type: 'yod', apex: 'pluto', bodies: ['pluto', 'sun', 'moon'] }]);
    expect(kinds({ sun: 0, moon: 60, pluto: 210 + Q })).toHaveLength(1);
    expect(kinds({ sun: 0, moon: 60, pluto: 210 + Q + past })).toEqual([]);
  });

  it('kite: a grand trine and its tail', () => {
    const k = kinds({ sun: 0, moon: 120, mars: 240, venus: 180 });
    expect(k).toEqual([
      { type: 'grand-trine', bodies: ['sun', 'moon', 'mars'] },
      { type: 'kite', apex: 'venus', bodies: ['venus', 'sun', 'moon', 'mars'] },
    ]);
    expect(kinds({ sun: 0, moon: 120, mars: 240, venus: 180 + X }).map((p) => p.type)).toEqual(['grand-trine', 'kite']);
    expect(kinds({ sun: 0, moon: 120, mars: 240, venus: 180 + X + past }).map((p) => p.type)).toEqual(['grand-trine']);
  });

  it('mystic rectangle', () => {
    expect(kinds({ sun: 0, moon: 60, mars: 180, venus: 240 })).toEqual([{ type: 'mystic-rectangle', bodies: ['sun', 'moon', 'mars', 'venus'] }]);
    expect(kinds({ sun: 0, moon: 60 + X, mars: 180, venus: 240 })).toHaveLength(1);
    expect(kinds({ sun: 0, moon: 60 + X + past, mars: 180, venus: 240 })).toEqual([]);
  });

  it('stelliums: three or more planets in a sign, in a house', () => {
    const s = findPatterns(chart({ sun: 1, moon: 10, mercury: 29.9, venus: 30, mars: 200 })).filter((p) => p.type === 'stellium');
    expect(s).toEqual([
      { type: 'stellium', sign: 'aries', bodies: ['sun', 'moon', 'mercury'] },
      { type: 'stellium', house: 6, bodies: ['sun', 'moon', 'mercury'] },
    ]);
    expect(findPatterns(chart({ sun: 1, moon: 10, venus: 30 })).filter((p) => p.type === 'stellium')).toEqual([]);
  });
});

describe('declinations, antiscia, midpoints', () => {
  it('declinations equal the Swiss Ephemeris equatorial ones (true obliquity of date), tropical and sidereal', () => {
    for (const birth of randomBirths(3803, 20)) {
      for (const zodiac of ['tropical', 'sidereal']) {
        const data = natalChartData(natalChartRequestSchema.parse({ ...birth, zodiac, declinations: true }));
        const jd = computeNatalChart({ date: birth.birthDate, time: birth.birthTime, timezone: 'UTC', latitude: birth.latitude, longitude: birth.longitude }).instant.jdUT;
        const d = (data.chart as unknown as { declinations: { obliquity: number; bodies: Record<string, { declination: number; outOfBounds: boolean }> } }).declinations;
        const SE: Record<string, number> = { sun: C.SE_SUN, moon: C.SE_MOON, mercury: C.SE_MERCURY, venus: C.SE_VENUS, mars: C.SE_MARS, pluto: C.SE_PLUTO, chiron: C.SE_CHIRON };
        for (const [k, se] of Object.entries(SE)) {
          const r = sweph.calc_ut(jd, se, C.SEFLG_SWIEPH | C.SEFLG_EQUATORIAL);
          expect(Math.abs(d.bodies[k]!.declination - r.data[1]!), k).toBeLessThan(0.0002);
          expect(d.bodies[k]!.outOfBounds).toBe(Math.abs(r.data[1]!) > d.obliquity);
        }
      }
    }
  });

  it('parallels and contra-parallels within 1 degree, the nodes left out', () => {
    // on the equator of an obliquity of 23.44: longitude 0 has declination 0; latitude moves it
    const eps = 23.44;
    const d = findDeclinations(
      [
        { key: 'a', longitude: 0, latitude: 10 },
        { key: 'b', longitude: 0, latitude: 11 },
        { key: 'c', longitude: 0, latitude: -10.5 },
        { key: 'd', longitude: 0, latitude: 12.5 },
        { key: 'north_node', longitude: 80, latitude: 0 },
        { key: 'south_node', longitude: 260, latitude: 0 },
        { key: 'e', longitude: 90, latitude: 2 },
      ],
      eps,
      [['north_node', 'south_node']],
    );
    const rad = Math.PI / 180;
    expect(d.bodies.a!.declination).toBeCloseTo(Math.asin(Math.sin(10 * rad) * Math.cos(eps * rad)) / rad, 10);
    expect(d.bodies.north_node!.declination).toBeCloseTo(Math.asin(Math.sin(eps * rad) * Math.sin(80 * rad)) / rad, 10);
    expect(d.bodies.e!.outOfBounds).toBe(true);
    expect(d.bodies.north_node!.outOfBounds).toBe(false);
    const pairs = d.contacts.map((c) => `${c.body1}-${c.body2}:${c.type}`);
    expect(pairs).toContain('a-b:parallel');
    expect(pairs).toContain('a-c:contra-parallel');
    expect(pairs).toContain('b-c:contra-parallel');
    expect(pairs.filter((p) => p.includes('d-') || p.includes('-d'))).toEqual([]);
    expect(pairs).toHaveLength(3);
    expect(pairs.some((p) => p.startsWith('north_node-south_node'))).toBe(false);
  });

  it('antiscia: the mirror across Cancer-Capricorn and across Aries-Libra, contacts within 1 degree', () => {
    const a = findAntiscia([
      { key: 'sun', longitude: 10 },
      { key: 'moon', longitude: 170 },
      { key: 'venus', longitude: 351 },
      { key: 'mars', longitude: 168.99 },
    ]);
    expect(a.bodies.sun).toEqual({ antiscion: 170, contraAntiscion: 350 });
    const c = a.contacts.map((x) => `${x.body1}-${x.body2}:${x.type}:${x.orb.toFixed(2)}`);
    expect(c).toEqual(['sun-moon:antiscion:0.00', 'sun-venus:contra-antiscion:1.00']);
  });

  it('midpoints on the shorter arc, the points on them and the tree', () => {
    expect(midpointOf(350, 20)).toBeCloseTo(5, 12);
    expect(midpointOf(20, 350)).toBeCloseTo(5, 12);
    expect(midpointOf(100, 200)).toBeCloseTo(150, 12);
    const m = findMidpoints([
      { key: 'sun', longitude: 0 },
      { key: 'moon', longitude: 100 },
      { key: 'venus', longitude: 51.5 },
      { key: 'mars', longitude: 240 },
    ]);
    expect(m.pairs).toHaveLength(6);
    const sm = m.pairs.find((p) => p.bodies.join('/') === 'sun/moon')!;
    expect(sm.longitude).toBe(50);
    expect(sm.on.map((o) => `${o.body}:${o.aspect}`)).toEqual(['venus:conjunction']);
    expect(m.tree.venus!.map((t) => t.midpoint)).toEqual(['sun/moon']);
    expect(m.tree.mars).toEqual([]);
  });
});

describe('everything at once', () => {
  it('all options together on the README chart: every block there, with the shapes the issue names', () => {
    const c = natalChartData(natalChartRequestSchema.parse({ ...BIRTH, ...ALL_ON })).chart as unknown as Record<string, unknown>;
    for (const k of [...CHART_EXTRAS, 'almuten']) expect(c[k], k).toBeDefined();
    const lots = c.lots as Record<string, { longitude: number }>;
    for (const v of Object.values(lots)) expect(typeof v.longitude).toBe('number');
    const dig = c.dignities as Record<string, { has: string[]; score: number }>;
    expect(Object.keys(dig)).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn']);
    // Lennon: Sun in Libra (fall), Venus in Virgo (fall), Mars in Libra (detriment)
    expect(dig.sun!.has).toContain('fall');
    expect(dig.venus!.has).toContain('fall');
    expect(dig.mars!.has).toContain('detriment');
  });
});
