/**
 * Birth-time sensitivity against the exact computations the chart and bodygraph routes use: at
 * every reported moment the feature has its `from` value one second before and its `to` value one
 * second after, read from computeChartAt (houses, signs, aspects) and computeHumanDesignAtJd (type,
 * authority, definition, profile, cross) on the ephemeris, not from the interpolated scan. Features
 * reported stable hold at both ends and in the middle.
 */
import { describe, expect, it } from 'vitest';
import { computeChartAt } from '#shared/astro/chart';
import { ayanamshaAt, resolveChartSettings, type ChartOptions } from '#shared/astro/options';
import { initEphemeris, sweph } from '#shared/astro/ephemeris';
import { epochMsFromJd, localToUtc, standardOffsetAt, zoneFor } from '#shared/astro/time';
import { computeBazi, nextTerm } from '#shared/chinese/index';
import { computeHumanDesignAtJd } from '#shared/human-design/chart';
import { lifePathOf } from '#shared/numerology/life-path';
import { birthTimeSensitivity, type Sensitivity } from '#shared/sensitivity/core';
import { NAKSHATRAS } from '#shared/vedic/core';

initEphemeris();
const SEC = 1 / 86_400;

/** The value of a feature at an instant, computed exactly (no interpolation, no scan). */
function exact(feature: string, t: number, place: { latitude: number; longitude: number }, options: ChartOptions, timezone: string): string {
  const [head, ...rest] = feature.split('.');
  if (head === 'humanDesign') {
    const hd = computeHumanDesignAtJd(t);
    const k = rest[0]!;
    if (k === 'profile') return hd.profile.label;
    if (k === 'incarnationCross') return hd.incarnationCross.name;
    return String((hd as unknown as Record<string, unknown>)[k]);
  }
  if (head === 'bazi') {
    const ms = epochMsFromJd(t);
    const b = computeBazi({ jdUT: t, timeKnown: true, standardOffsetSeconds: standardOffsetAt(timezone, ms, place.longitude), longitude: place.longitude, hourBoundary: '23:00', solarTime: 'standard', atJd: t });
    return b.pillars[rest[0] as 'year' | 'month' | 'day' | 'hour']!.hanzi;
  }
  if (head === 'numerology') {
    const ms = epochMsFromJd(t);
    const d = new Date(ms + zoneFor(timezone).offsetSeconds(ms) * 1000);
    return String(lifePathOf({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }).lifePathNumber);
  }
  const chart = computeChartAt(t, place.latitude, place.longitude, options);
  if (head === 'aspect') {
    const [a, type, b] = rest;
    return chart.aspects.some((x) => x.major && x.type === type && ((x.body1 === a && x.body2 === b) || (x.body1 === b && x.body2 === a))) ? 'present' : 'absent';
  }
  const body = chart.bodies[head as 'sun'];
  const k = rest[0]!;
  if (k === 'house') return String(body.house);
  if (k === 'sign') return body.sign;
  if (k === 'degree') return String(Math.floor(body.degree));
  if (k === 'nakshatra') {
    const trop = computeChartAt(t, place.latitude, place.longitude, {}).bodies.moon.longitude;
    const sid = (((trop - ayanamshaAt(t, sweph.constants.SE_SIDM_LAHIRI)) % 360) + 360) % 360;
    return NAKSHATRAS[Math.floor(sid / (360 / 27))]!;
  }
  throw new Error(`unknown feature ${feature}`);
}

function check(r: Sensitivity, place: { latitude: number; longitude: number }, options: ChartOptions, timezone: string): void {
  for (const c of r.changes) {
    expect(exact(c.feature, c.jd - SEC, place, options, timezone), `${c.feature} before ${new Date(epochMsFromJd(c.jd)).toISOString()}`).toBe(c.from);
    expect(exact(c.feature, c.jd + SEC, place, options, timezone), `${c.feature} after ${new Date(epochMsFromJd(c.jd)).toISOString()}`).toBe(c.to);
  }
  for (const s of r.stable.filter((x) => !x.feature.startsWith('aspect.'))) {
    for (const t of [r.startJd, (r.startJd + r.endJd) / 2, r.endJd]) expect(exact(s.feature, t, place, options, timezone), s.feature).toBe(s.value);
  }
}

describe('birth-time sensitivity', () => {
  it('London 1990, +-90 minutes: every change verified one second either side on the exact chart and bodygraph', { timeout: 120_000 }, () => {
    const t = localToUtc({ date: '1990-07-15', time: '14:30', timezone: 'Europe/London' });
    const place = { latitude: 51.5074, longitude: -0.1278 };
    const zone = zoneFor('Europe/London');
    const r = birthTimeSensitivity({ jdUT: t.jdUT, ...place, settings: resolveChartSettings({}), offsetSecondsAt: (ms) => zone.offsetSeconds(ms), standardOffsetSecondsAt: (ms) => standardOffsetAt('Europe/London', ms, place.longitude), plusMinusMinutes: 90 });
    const features = new Set(r.changes.map((c) => c.feature));
    for (const f of ['ascendant.sign', 'midheaven.sign', 'moon.house', 'sun.house']) expect(features.has(f), f).toBe(true);
    expect(r.stable.map((s) => s.feature)).toContain('humanDesign.type');
    expect(r.stable.map((s) => s.feature)).toContain('numerology.lifePath');
    check(r, place, {}, 'Europe/London');
  });

  it('a birth near local midnight with a Moon line change: Human Design and numerology changes are found too (sidereal whole-sign chart)', { timeout: 120_000 }, () => {
    // 2000-01-05 00:10 in New York: the window crosses local midnight (the life path changes), and the
    // Human Design type, definition and profile change in it
    const t = localToUtc({ date: '2000-01-05', time: '00:10', timezone: 'America/New_York' });
    const place = { latitude: 40.7128, longitude: -74.006 };
    const zone = zoneFor('America/New_York');
    const options: ChartOptions = { zodiac: 'sidereal', ayanamsha: 'lahiri', houseSystem: 'whole-sign' };
    const r = birthTimeSensitivity({ jdUT: t.jdUT, ...place, settings: resolveChartSettings(options), offsetSecondsAt: (ms) => zone.offsetSeconds(ms), standardOffsetSecondsAt: (ms) => standardOffsetAt('America/New_York', ms, place.longitude), plusMinusMinutes: 240 });
    const life = r.changes.find((c) => c.feature === 'numerology.lifePath')!;
    expect(life).toBeDefined();
    expect(Math.abs(epochMsFromJd(life.jd) - Date.parse('2000-01-05T05:00:00Z'))).toBeLessThan(20);
    for (const f of ['humanDesign.type', 'humanDesign.definition', 'humanDesign.profile']) expect(r.changes.some((c) => c.feature === f), f).toBe(true);
    check(r, place, options, 'America/New_York');
  });

  it('BaZi: a Beijing birth 10 minutes before 立春 1984 changes its year and month pillars at the term, its hour pillar at 01:00 (bazi.*)', { timeout: 120_000 }, () => {
    const lichun = nextTerm(localToUtc({ date: '1984-01-25', time: '00:00', timezone: 'Asia/Shanghai' }).jdUT, 'jie');
    const place = { latitude: 39.9042, longitude: 116.4074 };
    const zone = zoneFor('Asia/Shanghai');
    const r = birthTimeSensitivity({
      jdUT: lichun.jd - 10 / 1440,
      ...place,
      settings: resolveChartSettings({}),
      offsetSecondsAt: (ms) => zone.offsetSeconds(ms),
      standardOffsetSecondsAt: (ms) => standardOffsetAt('Asia/Shanghai', ms, place.longitude),
      plusMinusMinutes: 90,
      groups: ['bazi'],
    });
    const year = r.changes.find((c) => c.feature === 'bazi.year')!;
    const month = r.changes.find((c) => c.feature === 'bazi.month')!;
    expect([year.from, year.to, month.from, month.to]).toEqual(['癸亥', '甲子', '乙丑', '丙寅']);
    expect(Math.abs(year.jd - lichun.jd) * 86_400).toBeLessThan(1);
    expect(Math.abs(month.jd - lichun.jd) * 86_400).toBeLessThan(1);
    check(r, place, {}, 'Asia/Shanghai');
  });
});
