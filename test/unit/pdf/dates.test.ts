import { NATAL_CHART_BODIES } from '#shared/astro/present';
import { describe, expect, it } from 'vitest';
import { birthInWords, dateInWords, instantInWords, offsetLabel, offsetMinutes } from '#shared/pdf/dates';
import { astroView } from '#shared/chart-views/index';
import { wheelChartOf } from '#shared/pdf/wheel';
import { fixtureDocument } from './fixture';

describe('dates in the reader\'s words', () => {
  it('writes calendar dates with the month in words, with the weekday when asked', () => {
    expect(dateInWords('1940-07-10')).toBe('10 July 1940');
    expect(dateInWords('2026-11-22T04:00:00.000Z')).toBe('22 November 2026');
    expect(dateInWords('1990-06-15', { weekday: true })).toBe('Friday, 15 June 1990');
    expect(dateInWords('not a date')).toBe('not a date');
  });

  it('shows an instant in the birth\'s IANA zone with the offset of that day (British Summer Time all year in 1940)', () => {
    expect(instantInWords('1940-07-10T17:22:27.836Z', { timezone: 'Europe/London' })).toBe('10 July 1940, 18:22 (UTC+1)');
    expect(instantInWords('1990-01-10T17:22:00Z', { timezone: 'Europe/London' })).toBe('10 January 1990, 17:22 (UTC)');
    expect(instantInWords('1990-03-16T09:12:27.836Z', { timezone: 'Asia/Kolkata' })).toBe('16 March 1990, 14:42 (UTC+5:30)');
  });

  it('falls back to the saved UTC offset, then to UTC, and crosses midnight', () => {
    expect(instantInWords('1990-03-16T01:12:00Z', { utcOffset: '-03:00' })).toBe('15 March 1990, 22:12 (UTC−3)');
    expect(instantInWords('1940-07-10T17:22:27.836Z')).toBe('10 July 1940, 17:22 UTC');
    expect(instantInWords('1940-07-10T17:22:27.836Z', { timezone: 'Not/AZone' })).toBe('10 July 1940, 17:22 UTC');
    expect(instantInWords('garbage')).toBe('garbage');
  });

  it('reads and labels offsets', () => {
    expect(offsetMinutes('+05:45')).toBe(345);
    expect(offsetMinutes('-00:25:21')).toBeCloseTo(-25.35, 5);
    expect(offsetMinutes('Z')).toBe(0);
    expect(offsetMinutes('5')).toBeNull();
    expect(offsetLabel(-210)).toBe('UTC−3:30');
    expect(offsetLabel(0)).toBe('UTC');
  });

  it('writes the birth as entered, local time with its offset', () => {
    expect(birthInWords('1990-06-15', '14:30', '-03:00')).toBe('Friday, 15 June 1990, 14:30 local time (UTC−3)');
    expect(birthInWords('1990-06-15', '14:30')).toBe('Friday, 15 June 1990, 14:30 local time');
  });
});

describe('the PDF wheel', () => {
  it('is handed the major aspects only when the PDF asks for them; by default every aspect of the drawn bodies, as the image route', () => {
    const view = astroView(fixtureDocument().astrology!);
    const majors = wheelChartOf(view, { aspects: 'major' }).aspects;
    expect(view.aspects.some((a) => a.type === 'quincunx')).toBe(true);
    expect(majors.length).toBeGreaterThan(5);
    expect(majors.length).toBeLessThan(view.aspects.length);
    expect(new Set(majors.map((a) => a.type))).toEqual(new Set(['conjunction', 'opposition', 'trine', 'square', 'sextile']));
    const drawn = new Set<string>(NATAL_CHART_BODIES);
    const amongDrawn = view.aspects.filter((a) => drawn.has(a.planet1.toLowerCase()) && drawn.has(a.planet2.toLowerCase()));
    expect(wheelChartOf(view, { aspects: 'all' }).aspects).toHaveLength(amongDrawn.length);
    expect(wheelChartOf(view).aspects).toHaveLength(amongDrawn.length);
    expect(wheelChartOf(view, { aspects: 'none' }).aspects).toHaveLength(0);
  });
});
