/**
 * One birth-to-moment path (issue 44): shared/astro/moment.ts is the only module that turns a local
 * date and time into a moment in UT. This test reads the sources and fails when another module
 * converts a local time itself: calls the zone reading (localToUtc) or the local-mean-time rule,
 * reads the tz data directly, imports a time-zone library, or subtracts a zone's offset from a wall
 * clock reading. And the rules themselves on the births (Buffalo 1880, Gandhi 1869, Nehru
 * 1889): the birthplace's local mean time, on every core.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { birthMoment, storedMoment } from '#shared/astro/moment';
import { computeNatalChart } from '#shared/astro/chart';
import { computeVedicChart } from '#shared/vedic/chart';
import { computeHumanDesign } from '#shared/human-design/chart';

const ROOT = join(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const rel = join(dir, name);
    const st = statSync(join(ROOT, rel));
    if (st.isDirectory()) {
      if (name !== 'node_modules') out.push(...sources(rel));
    } else if (/\.(ts|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

const THE_PATH = new Set(['shared/astro/time.ts', 'shared/astro/moment.ts']);
/** The zone data's own modules, and the build scripts that compile it from the tz libraries. */
const ZONE_DATA = new Set(['shared/astro/zone.ts', 'shared/astro/zone-table.ts', 'scripts/build-zones.ts', 'scripts/build-backzone.ts']);

const files = ['shared', 'functions', 'scripts', 'infra', 'bench'].flatMap((d) => {
  try {
    return sources(d);
  } catch {
    return [];
  }
});

const offending = (test: (text: string) => boolean, allowed: Set<string>): string[] =>
  files.filter((f) => !allowed.has(relative(ROOT, join(ROOT, f))) && test(readFileSync(join(ROOT, f), 'utf8')));

describe('one birth-to-moment path', () => {
  it('reads the sources of shared/, functions/ and scripts/', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('shared/astro/moment.ts');
  });

  it('no module but shared/astro/moment.ts converts a local time with the zone reading or the local-mean-time rule', () => {
    expect(offending((t) => /\b(localToUtc|localTimeToUt|localMeanTimeOffset|CITY_MEAN_TIME_UNTIL)\b/.test(t), THE_PATH)).toEqual([]);
  });

  it('no module reads the tz data directly or imports a time-zone library', () => {
    expect(offending((t) => /\bgetZone\(/.test(t), new Set([...THE_PATH, ...ZONE_DATA]))).toEqual([]);
    expect(offending((t) => /from ['"](@tubular\/time|luxon|date-fns-tz|moment-timezone|@js-temporal\/polyfill|timezonecomplete|spacetime)['"]/.test(t), ZONE_DATA)).toEqual([]);
  });

  it('no module subtracts a zone’s offset from a wall-clock reading (local -> UT by hand)', () => {
    expect(offending((t) => /-\s*[A-Za-z_.()'"`, ]*\.(offsetSeconds|offset)\(/.test(t), new Set([...THE_PATH, ...ZONE_DATA]))).toEqual([]);
  });
});

describe('the rules on the issue’s births', () => {
  it('Buffalo 1880-06-01 12:00 America/New_York: the birthplace’s local mean time (-5:15:31), not New York’s (-4:56:02)', () => {
    const m = birthMoment({ date: '1880-06-01', time: '12:00', timezone: 'America/New_York', longitude: -78.8784 });
    expect(m).toMatchObject({ utc: '1880-06-01T17:15:31.000Z', utcOffset: '-05:15:31', rule: 'local mean time', method: 'local mean time', timeUnknown: false });
    // without the birthplace: the zone's own LMT entry (New York's)
    expect(birthMoment({ date: '1880-06-01', time: '12:00', timezone: 'America/New_York' }).utc).toBe('1880-06-01T16:56:02.000Z');
  });

  it('India before Indian Standard Time: the birthplace’s mean time, not Howrah’s or Madras’s: Gandhi’s lagna Libra, Nehru’s Cancer', () => {
    const gandhi = { date: '1869-10-02', time: '07:12', timezone: 'Asia/Kolkata', latitude: 21.6417, longitude: 69.6293 };
    const g = birthMoment(gandhi);
    expect(g).toMatchObject({ utc: '1869-10-02T02:33:29.000Z', utcOffset: '+04:38:31', method: 'local mean time' });
    expect(computeVedicChart(g.jdUT, gandhi.latitude, gandhi.longitude).lagna.sign).toBe('libra');
    const nehru = { date: '1889-11-14', time: '23:30', timezone: 'Asia/Kolkata', latitude: 25.4358, longitude: 81.8463 };
    const n = birthMoment(nehru);
    expect(n.method).toBe('local mean time');
    expect(computeVedicChart(n.jdUT, nehru.latitude, nehru.longitude).lagna.sign).toBe('cancer');
    // from 1906 on: Indian Standard Time, the zone's rule
    expect(birthMoment({ date: '1906-06-01', time: '12:00', timezone: 'Asia/Kolkata', longitude: 69.6293 })).toMatchObject({ utcOffset: '+05:30', method: 'zone rule' });
  });

  it('the natal chart, the Vedic chart and Human Design of Buffalo 1880 are cast for one moment', () => {
    const b = { date: '1880-06-01', time: '12:00', timezone: 'America/New_York', latitude: 42.8864, longitude: -78.8784 };
    const m = birthMoment(b);
    const natal = computeNatalChart(b, { zodiac: 'sidereal', ayanamsha: 'lahiri' });
    expect(natal.instant.utc).toBe(m.utc);
    expect(natal.bodies.ascendant.longitude).toBeCloseTo(142.725, 3);
    expect(computeVedicChart(m.jdUT, b.latitude, b.longitude).lagna.longitude).toBeCloseTo(142.725, 3);
    expect(computeHumanDesign(b).birth.utc).toBe(m.utc);
  });

  it('a gap, a fold, a utcOffset and an unknown time', () => {
    expect(birthMoment({ date: '2023-03-12', time: '02:15', timezone: 'America/New_York', longitude: -74 })).toMatchObject({ utc: '2023-03-12T07:15:00.000Z', rule: 'gap', method: 'zone rule' });
    expect(birthMoment({ date: '2023-11-05', time: '01:30', timezone: 'America/New_York', longitude: -74 })).toMatchObject({ utc: '2023-11-05T05:30:00.000Z', rule: 'fold', method: 'zone rule' });
    expect(birthMoment({ date: '1880-06-01', time: '12:00', timezone: 'America/New_York', longitude: -78.8784, utcOffset: '-05:00' })).toMatchObject({ utc: '1880-06-01T17:00:00.000Z', method: 'utc offset' });
    expect(birthMoment({ date: '1988-11-21', time: null, timezone: 'Europe/London', longitude: 0 })).toMatchObject({ utc: '1988-11-21T12:00:00.000Z', localTime: '12:00', timeUnknown: true });
  });

  it('a saved moment is taken as it was kept, with its rule', () => {
    expect(storedMoment({ utc: '1880-06-01T17:15:31.000Z', utcOffset: '-05:15:31', offsetRule: 'local mean time', timezone: 'America/New_York', date: '1880-06-01', time: '12:00' })).toMatchObject({
      utc: '1880-06-01T17:15:31.000Z',
      offsetSeconds: -18931,
      method: 'local mean time',
    });
  });
});
