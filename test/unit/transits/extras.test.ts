/**
 * The natal chart options on the transit routes (docs/transits.md "Natal chart options"): off by
 * default the reports are byte for byte the ones made before the options existed (hashes taken on
 * the code before the change).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeTransits, natalFrameFromChart, natalPointOf, presentReport } from '#shared/transits/compute';
import { natalFrameFor } from '#shared/transits/source';
import { transitWindow } from '#shared/transits/window';
import { resolveChartSettings, type ChartOptions } from '#shared/astro/options';
import { computeNatalChart } from '#shared/astro/chart';
import { chartExtras } from '#shared/astro/chart-extras';
import { bodyPosition, SE } from '#shared/astro/ephemeris';
import { jdFromEpochMs } from '#shared/astro/time';
import { separation } from '#shared/sky/index';
import { TRANSIT_ASPECTS, type TransitingBody } from '#shared/transits/rules';
import { LONDON_1990 } from '#test/support/stack';

const BIRTH = { date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, timezone: LONDON_1990.timezone, latitude: LONDON_1990.latitude, longitude: LONDON_1990.longitude };
const sha = (x: unknown): string => createHash('sha256').update(JSON.stringify(x)).digest('hex');

/**
 * Hashes of presentReport(computeTransits(...), 'upper') taken before the chart options came to transits,
 * taken again when the English texts wrote their moments as English dates ("exact on 1 December 2026 at
 * 14:03 UTC", issue 46: the words alone changed, not the contacts, their moments or their order).
 */
const BEFORE: { date: string; period: 'day' | 'week' | 'month'; options?: ChartOptions; hash: string }[] = [
  { date: '2026-11-23', period: 'day', hash: 'ab7dc9fa44ca34808f0a40dcfe44f8e315757a4b868bb7dfeb21861407d6be7c' },
  { date: '2026-11-23', period: 'month', hash: 'edacf435cd681c47fa8d49523e6522537db8ef2e255d1cc7f10911d406445a50' },
  { date: '2027-03-02', period: 'week', options: { zodiac: 'sidereal', ayanamsha: 'lahiri' }, hash: 'e4e7bfb132fe844022093cb3d1d8f169c53fee5b0a1b2fbc3672840442f21ed9' },
];

describe('defaults unchanged', () => {
  it.each(BEFORE)('$period report of $date ($options) is the one made before the options', ({ date, period, options, hash }) => {
    const report = computeTransits(natalFrameFor(BIRTH, options), transitWindow(date, period, 'Europe/London'), options);
    expect(sha(presentReport(report, 'upper'))).toBe(hash);
  });
});

const SE_OF: Record<TransitingBody, number> = {
  sun: SE.SUN,
  moon: SE.MOON,
  mercury: SE.MERCURY,
  venus: SE.VENUS,
  mars: SE.MARS,
  jupiter: SE.JUPITER,
  saturn: SE.SATURN,
  uranus: SE.URANUS,
  neptune: SE.NEPTUNE,
  pluto: SE.PLUTO,
  chiron: SE.CHIRON,
  north_node: SE.TRUE_NODE,
};
const ANGLE = Object.fromEntries(TRANSIT_ASPECTS.map((a) => [a.type, a.angle])) as Record<string, number>;
const jdOf = (iso: string): number => jdFromEpochMs(Date.parse(iso));
/** Independent: a lot by its formula, day chart (ascendant + a - b). */
const lotBy = (asc: number, a: number, b: number): number => (((asc + a - b) % 360) + 360) % 360;

describe('asteroids and lots as natal points', () => {
  const chart = computeNatalChart(BIRTH);
  const settings = resolveChartSettings();
  const answered = chartExtras(chart, chart.instant.jdUT, settings, { asteroids: true, lots: true });
  const frame = natalFrameFromChart(chart, { extras: { asteroids: true, lots: true }, settings });

  it('are the natal chart core\'s asteroids and lots, with their houses', () => {
    for (const k of ['ceres', 'pallas', 'juno', 'vesta', 'pholus'] as const) {
      expect(Math.abs(frame.extra![k]!.longitude - answered.asteroids![k]!.longitude)).toBeLessThanOrEqual(0.00005);
      expect(frame.extra![k]!.house).toBe(answered.asteroids![k]!.house);
    }
    expect(chart.isDayChart).toBe(true);
    const b = chart.bodies;
    // Fortune is the chart's own Part of Fortune; Spirit by its day formula, computed here
    expect(frame.extra!.lot_of_fortune!.longitude).toBeCloseTo(b.part_of_fortune.longitude, 9);
    expect(frame.extra!.lot_of_spirit!.longitude).toBeCloseTo(lotBy(b.ascendant.longitude, b.sun.longitude, b.moon.longitude), 9);
    for (const k of ['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis', 'basis', 'exaltation', 'marriage'] as const) {
      expect(Math.abs(frame.extra![`lot_of_${k}`]!.longitude - answered.lots![k]!.longitude)).toBeLessThanOrEqual(0.00005);
      expect(frame.extra![`lot_of_${k}`]!.house).toBe(answered.lots![k]!.house);
    }
    expect(Object.keys(frame.extra!)).toHaveLength(15);
  });

  it('a transit to natal Ceres perfects at the second the ephemeris says, against the chart core\'s Ceres', () => {
    const report = computeTransits(frame, transitWindow('2026-11-01', 'month', 'UTC'));
    const toCeres = report.majorTransits.filter((t) => t.natalPlanet === 'ceres' && t.exactAt.length > 0);
    expect(toCeres.length).toBeGreaterThan(0);
    const ceres = answered.asteroids!.ceres!.longitude;
    for (const t of toCeres) {
      expect(t.natalHouse).toBe(answered.asteroids!.ceres!.house);
      expect(t.description).toContain('natal Ceres');
      for (const at of t.exactAt) {
        const p = bodyPosition(jdOf(at), SE_OF[t.transitingPlanet]);
        // within a second of motion (plus the chart's 4-decimal rounding) of the exact aspect
        const slack = Math.abs(p.speedLongitude) / 86400 + 0.0001;
        expect(Math.abs(separation(p.longitude, ceres) - ANGLE[t.aspect]!)).toBeLessThanOrEqual(slack);
      }
    }
    // the same report without the options has the same transits to the standard points, and none to Ceres
    const plain = computeTransits(natalFrameFromChart(chart), transitWindow('2026-11-01', 'month', 'UTC'));
    expect(plain.majorTransits.some((t) => t.natalPlanet === 'ceres')).toBe(false);
    const standard = (r: typeof report) => r.majorTransits.filter((t) => !/^(ceres|pallas|juno|vesta|pholus|lot_of_)/.test(t.natalPlanet)).map((t) => `${t.transitingPlanet} ${t.aspect} ${t.natalPlanet} ${t.exactAt.join()}`);
    expect(standard(report).sort()).toEqual(standard(plain).sort());
  });

  it('names the new points lower case in saved records and upper case in the create answer', () => {
    const report = computeTransits(frame, transitWindow('2026-11-01', 'month', 'UTC'));
    const lower = presentReport(report, 'lower').majorTransits.map((t) => t.natalPlanet);
    const upper = presentReport(report, 'upper').majorTransits.map((t) => t.natalPlanet);
    expect(lower).toContain('ceres');
    expect(lower.some((p) => p.startsWith('lot_of_'))).toBe(true);
    expect(upper).toContain('CERES');
    const lot = report.majorTransits.find((t) => t.natalPlanet.startsWith('lot_of_'))!;
    expect(lot.description).toMatch(/your natal Lot of [A-Z][a-z]+ in your/);
  });

  it('sidereal: the points are in the chart\'s zodiac', () => {
    const options: ChartOptions = { zodiac: 'sidereal', ayanamsha: 'lahiri' };
    const sidChart = computeNatalChart(BIRTH, options);
    const sidSettings = resolveChartSettings(options);
    const sid = natalFrameFor(BIRTH, options, { asteroids: true, lots: true });
    const sidAnswered = chartExtras(sidChart, sidChart.instant.jdUT, sidSettings, { asteroids: true, lots: true });
    expect(Math.abs(sid.extra!.ceres!.longitude - sidAnswered.asteroids!.ceres!.longitude)).toBeLessThanOrEqual(0.00005);
    expect(Math.abs(sid.extra!.lot_of_spirit!.longitude - sidAnswered.lots!.spirit!.longitude)).toBeLessThanOrEqual(0.00005);
    // about 23.7 degrees (Lahiri in 1990) behind the tropical Ceres
    const d = (((frame.extra!.ceres!.longitude - sid.extra!.ceres!.longitude) % 360) + 360) % 360;
    expect(d).toBeGreaterThan(23.5);
    expect(d).toBeLessThan(24);
    expect(natalPointOf(sid, 'ceres')).toEqual(sid.extra!.ceres);
  });
});
