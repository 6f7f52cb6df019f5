import { describe, expect, it } from 'vitest';
import { Body, Equator, Horizon, MakeTime, Observer } from 'astronomy-engine';
import { initTimezoneLarge, Timezone } from '@tubular/time';
import { zoneNames } from '#shared/astro/zone';
import zonesJson from '../../../shared/astro/zones.json' with { type: 'json' };
import backzoneJson from '../../../shared/astro/backzone.json' with { type: 'json' };
import { formatUtcOffset, localMeanTimeOffset, localToUtc, parseUtcOffset, zoneFor } from '#shared/astro/time';
import { computeNatalChart } from '#shared/astro/chart';
import { rng } from '#test/support/random';
import { errorOf } from '#test/support/errors';
import table from '../../fixtures/tz-history-cases.json' with { type: 'json' };

interface Case {
  zone: string;
  date: string;
  time: string;
  utc: string;
  offsetSeconds: number;
  abbreviation: string;
  rule: string;
}
const CASES = (table as { cases: Case[] }).cases;

describe('historical offsets: the IANA table (zdump over tzdata with backzone, test/fixtures/make-tz-cases.ts)', () => {
  it('covers at least 200 cases, 1800-1969, on every continent', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(200);
    expect(CASES.every((c) => c.date >= '1800' && c.date < '1970')).toBe(true);
    const areas = new Set(CASES.map((c) => c.zone.split('/')[0]));
    for (const a of ['Europe', 'Africa', 'America', 'Asia', 'Australia', 'Pacific', 'Antarctica']) expect(areas.has(a)).toBe(true);
  });

  it.each(CASES.map((c) => [`${c.zone} ${c.date} ${c.time} (${c.abbreviation})`, c] as const))('%s', (_, c) => {
    const t = localToUtc({ date: c.date, time: c.time, timezone: c.zone });
    expect(t.utc).toBe(c.utc);
    expect(t.offsetSeconds).toBe(c.offsetSeconds);
    expect(t.utcOffset).toBe(formatUtcOffset(c.offsetSeconds));
    expect(t.rule).toBe(c.rule);
  });
});

describe('named historical cases', () => {
  it('Amsterdam 1930-06-01 12:00 is Amsterdam summer time +01:19:32 (10:40:28Z), not Brussels time', () => {
    const t = localToUtc({ date: '1930-06-01', time: '12:00', timezone: 'Europe/Amsterdam' });
    expect(t.utc).toBe('1930-06-01T10:40:28.000Z');
    expect(t.utcOffset).toBe('+01:19:32');
    expect(t.rule).toBe('daylight saving');
    // Winter: Amsterdam Mean Time +00:19:32, a legal standard time (not LMT).
    const w = localToUtc({ date: '1930-01-15', time: '12:00', timezone: 'Europe/Amsterdam', longitude: 6.57 });
    expect(w.utc).toBe('1930-01-15T11:40:28.000Z');
    expect(w.rule).toBe('standard');
  });

  it('Oslo 1948 had no summer time', () => {
    const t = localToUtc({ date: '1948-07-01', time: '12:00', timezone: 'Europe/Oslo' });
    expect(t.utc).toBe('1948-07-01T11:00:00.000Z');
    expect(t.rule).toBe('standard');
    // Berlin, whose history Node and the main IANA build give Oslo, did have it.
    expect(localToUtc({ date: '1948-07-01', time: '12:00', timezone: 'Europe/Berlin' }).utcOffset).not.toBe('+01:00');
  });

  it('Jersey 1940 is on German occupation time (CEST, +02:00) from July, not London time', () => {
    const t = localToUtc({ date: '1940-08-01', time: '12:00', timezone: 'Europe/Jersey' });
    expect(t.utc).toBe('1940-08-01T10:00:00.000Z');
    expect(t.utcOffset).toBe('+02:00');
    expect(localToUtc({ date: '1940-08-01', time: '12:00', timezone: 'Europe/London' }).utcOffset).toBe('+01:00');
  });

  it("Buffalo 1880-01-01 12:00 America/New_York: Buffalo's own local mean time (17:15:31Z), not New York's", () => {
    const buffalo = localToUtc({ date: '1880-01-01', time: '12:00', timezone: 'America/New_York', longitude: -78.8784 });
    expect(buffalo.utc).toBe('1880-01-01T17:15:31.000Z');
    expect(buffalo.utcOffset).toBe('-05:15:31');
    expect(buffalo.rule).toBe('local mean time');
    // Without a longitude the zone's own LMT (New York City, -4:56:02) is all there is.
    expect(localToUtc({ date: '1880-01-01', time: '12:00', timezone: 'America/New_York' }).utc).toBe('1880-01-01T16:56:02.000Z');
    // After standard time (1883-11-18) the longitude no longer matters.
    const est = localToUtc({ date: '1884-01-01', time: '12:00', timezone: 'America/New_York', longitude: -78.8784 });
    expect(est.utc).toBe('1884-01-01T17:00:00.000Z');
    expect(est.rule).toBe('standard');
    // The natal chart uses it: its instant carries the offset and the rule.
    const chart = computeNatalChart({ date: '1880-01-01', time: '12:00', timezone: 'America/New_York', latitude: 42.8864, longitude: -78.8784 });
    expect(chart.instant).toMatchObject({ utc: '1880-01-01T17:15:31.000Z', utcOffset: '-05:15:31', offsetRule: 'local mean time' });
  });

  it('local mean time is 4 minutes per degree, rounded to the second', () => {
    expect(localMeanTimeOffset(15)).toBe(3600);
    expect(localMeanTimeOffset(-78.8784)).toBe(-18931);
    expect(localMeanTimeOffset(0)).toBe(0);
    expect(Object.is(localMeanTimeOffset(-0.001), -0)).toBe(false);
  });
});

describe('DST gap and fold', () => {
  it('gap: a local time that never existed is read with the offset before the jump (moves forward by the gap)', () => {
    const t = localToUtc({ date: '2023-03-26', time: '01:30', timezone: 'Europe/London' });
    expect(t).toMatchObject({ utc: '2023-03-26T01:30:00.000Z', rule: 'gap', resolution: 'gap-shifted-forward', utcOffset: '+00:00' });
    const ny = localToUtc({ date: '2023-03-12', time: '02:15', timezone: 'America/New_York' });
    expect(ny).toMatchObject({ utc: '2023-03-12T07:15:00.000Z', rule: 'gap' });
    // A historical gap of the backzone data: Amsterdam 1930-05-15 02:00 AMT -> 03:00 NST.
    const ams = localToUtc({ date: '1930-05-15', time: '02:30', timezone: 'Europe/Amsterdam' });
    expect(ams).toMatchObject({ utc: '1930-05-15T02:10:28.000Z', rule: 'gap', utcOffset: '+00:19:32' });
  });

  it('fold: a local time that happened twice takes the earlier instant (still on the offset before the change)', () => {
    const t = localToUtc({ date: '2023-10-29', time: '01:30', timezone: 'Europe/London' });
    expect(t).toMatchObject({ utc: '2023-10-29T00:30:00.000Z', rule: 'fold', resolution: 'ambiguous-earlier', utcOffset: '+01:00' });
    expect(localToUtc({ date: '2023-10-29', time: '02:00', timezone: 'Europe/London' }).rule).toBe('standard');
    expect(localToUtc({ date: '2023-10-29', time: '00:59', timezone: 'Europe/London' }).rule).toBe('daylight saving');
    // Amsterdam 1930-10-05: 03:00 NST -> 02:00 AMT; 02:30 happened at 00:10:28Z and 01:10:28Z.
    expect(localToUtc({ date: '1930-10-05', time: '02:30', timezone: 'Europe/Amsterdam' })).toMatchObject({ utc: '1930-10-05T01:10:28.000Z', rule: 'fold' });
  });
});

describe('utcOffset override', () => {
  it('overrides the zone, keeps the zone validated', () => {
    const t = localToUtc({ date: '1930-06-01', time: '12:00', timezone: 'Europe/Brussels', utcOffset: '+01:19:32' });
    expect(t).toMatchObject({ utc: '1930-06-01T10:40:28.000Z', rule: 'utc offset', utcOffset: '+01:19:32' });
    expect(localToUtc({ date: '2000-01-01', time: '00:00', timezone: 'UTC', utcOffset: '-14:00' }).utc).toBe('2000-01-01T14:00:00.000Z');
    expect(errorOf(() => localToUtc({ date: '2000-01-01', time: '00:00', timezone: 'Mars/Olympus', utcOffset: '+01:00' })).error).toBe('Invalid timezone');
  });

  it('accepts +HH:MM and +HH:MM:SS within -14:00..+14:00 only', () => {
    expect(parseUtcOffset('+01:19:32')).toBe(4772);
    expect(parseUtcOffset('-05:30')).toBe(-19800);
    expect(parseUtcOffset('+14:00')).toBe(50400);
    expect(parseUtcOffset('-00:00')).toBe(0);
    for (const bad of ['01:00', '+1:00', '+14:00:01', '-14:30', '+12:60', '+12:00:60', '+0100', 'Z', '', ' +01:00', '+01:00:5']) {
      expect(errorOf(() => parseUtcOffset(bad)), bad).toEqual({ kind: 'invalid_input', error: 'Invalid UTC offset' });
    }
    expect(formatUtcOffset(-18931)).toBe('-05:15:31');
    expect(formatUtcOffset(3600)).toBe('+01:00');
    expect(formatUtcOffset(0)).toBe('+00:00');
  });
});

describe('zones', () => {
  it('matches names case-insensitively, rejects unknown ones, offers the luxon-style offset(ms) in minutes', () => {
    expect(zoneFor('europe/london').name).toBe('Europe/London');
    expect(errorOf(() => zoneFor('Mars/Olympus')).error).toBe('Invalid timezone');
    expect(errorOf(() => zoneFor('+02:00')).error).toBe('Invalid timezone');
    expect(zoneFor('Asia/Kolkata').offset(Date.UTC(2020, 0, 1))).toBe(330);
    expect(zoneFor('Europe/Amsterdam').offset(Date.UTC(1930, 5, 1))).toBeCloseTo(79 + 32 / 60, 10);
  });

  it('keeps the future rules (2300 is still on EU summer time in Paris)', () => {
    expect(localToUtc({ date: '2300-07-01', time: '12:00', timezone: 'Europe/Paris' }).utc).toBe('2300-07-01T10:00:00.000Z');
  });
});

/** Sun's true altitude from astronomy-engine (independent of the chart code and of sweph). */
function sunAltitude(utc: string, latitude: number, longitude: number): number {
  const time = MakeTime(new Date(utc));
  const observer = new Observer(latitude, longitude, 0);
  const eq = Equator(Body.Sun, time, observer, true, true);
  return Horizon(time, observer, eq.ra, eq.dec).altitude;
}

describe('day or night from the Sun altitude (polar charts)', () => {
  it('Tromso 2024-12-01 12:00 Europe/Oslo is a night chart: the Sun is 1.7 degrees below the horizon', () => {
    const chart = computeNatalChart({ date: '2024-12-01', time: '12:00', timezone: 'Europe/Oslo', latitude: 69.6492, longitude: 18.9553 });
    const alt = sunAltitude(chart.instant.utc, 69.6492, 18.9553);
    expect(alt).toBeLessThan(-1.5);
    expect(alt).toBeGreaterThan(-2);
    expect(chart.isDayChart).toBe(false);
    // Night formula: ASC + Sun - Moon.
    const b = chart.bodies;
    const pof = (((b.ascendant.longitude + b.sun.longitude - b.moon.longitude) % 360) + 360) % 360;
    expect(b.part_of_fortune.longitude).toBeCloseTo(pof, 6);
  });

  it('midnight sun: Tromso 2024-06-21 00:30 is a day chart', () => {
    const chart = computeNatalChart({ date: '2024-06-21', time: '00:30', timezone: 'Europe/Oslo', latitude: 69.6492, longitude: 18.9553 });
    expect(sunAltitude(chart.instant.utc, 69.6492, 18.9553)).toBeGreaterThan(0);
    expect(chart.isDayChart).toBe(true);
  });

  it('200 charts at latitudes 67-89 agree with the Sun altitude', () => {
    const r = rng(15);
    let checked = 0;
    let wheelDisagrees = 0;
    for (let k = 0; k < 200; k++) {
      const latitude = (r() < 0.5 ? 1 : -1) * (67 + r() * 22);
      const longitude = -180 + r() * 360;
      const ms = Date.UTC(1950, 0, 1) + Math.floor(r() * 100 * 365.25) * 86_400_000 + Math.floor(r() * 1440) * 60_000;
      const iso = new Date(ms).toISOString();
      const chart = computeNatalChart({ date: iso.slice(0, 10), time: iso.slice(11, 16), timezone: 'UTC', latitude, longitude });
      const alt = sunAltitude(chart.instant.utc, latitude, longitude);
      if (Math.abs(alt) < 0.05) continue; // within the two libraries' difference of the horizon
      checked++;
      expect(chart.isDayChart, `${iso} ${latitude.toFixed(2)} ${longitude.toFixed(2)} altitude ${alt.toFixed(3)}`).toBe(alt > 0);
      const norm = (((chart.bodies.sun.longitude - chart.bodies.ascendant.longitude) % 360) + 360) % 360;
      if (norm >= 180 !== alt > 0) wheelDisagrees++;
    }
    expect(checked).toBeGreaterThan(190);
    // The old wheel rule is wrong in a good share of these charts: the test can tell the two apart.
    expect(wheelDisagrees).toBeGreaterThan(20);
  });
});

describe('compiled zone tables (shared/astro/zones.json) against @tubular/time and backzone.json', () => {
  it('were built from the installed @tubular/time and agree with it 1970-2399 for every zone, with backzone before 1970', () => {
    initTimezoneLarge();
    expect(zonesJson.version).toBe(Timezone.version);
    const r = rng(1515);
    const overlay = (backzoneJson as unknown as { zones: Record<string, [number | null, number, number, string][]> }).zones;
    let checked = 0;
    for (const name of zoneNames()) {
      const tz = Timezone.from(name);
      const zone = zoneFor(name);
      // Every transition of @tubular/time from 1970 to 2399 (and the second before it), plus random instants.
      const probes: number[] = [];
      for (const t of tz.getAllTransitions() ?? []) {
        if (t.transitionTime >= 0 && t.transitionTime < Date.UTC(2400, 0, 1)) probes.push(t.transitionTime, t.transitionTime - 1000);
      }
      for (let k = 0; k < 20; k++) probes.push(Math.floor(r() * Date.UTC(2399, 11, 31)));
      for (const ms of probes) expect(zone.offsetSeconds(ms), `${name} ${new Date(ms).toISOString()}`).toBe(tz.getOffset(ms));
      // Before 1970: the backzone states where the zone has them, else @tubular/time.
      const states = overlay[name];
      for (let k = 0; k < 10; k++) {
        const ms = Date.UTC(1800, 0, 1) + Math.floor(r() * (0 - Date.UTC(1800, 0, 1)));
        let expected = tz.getOffset(ms);
        if (states) for (const [from, offset] of states) if (from === null || from * 1000 <= ms) expected = offset;
        expect(zone.offsetSeconds(ms), `${name} ${new Date(ms).toISOString()}`).toBe(expected);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(590);
  });
});
