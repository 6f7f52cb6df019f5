import { describe, expect, it } from 'vitest';
import { localToUtc, parseDate, parseTime } from '#shared/astro/time';
import { errorOf } from '#test/support/errors';


describe('local birth time -> UTC', () => {
  it('uses historical tz data (UK double summer time rules in 1940: UTC+1 in October)', () => {
    const t = localToUtc({ date: '1940-10-09', time: '18:30', timezone: 'Europe/London' });
    expect(t.utc).toBe('1940-10-09T17:30:00.000Z');
    expect(t.offsetMinutes).toBe(60);
    expect(t.resolution).toBe('exact');
    expect(t.jdUT).toBeCloseTo(2429912.2291667, 6);
  });

  it('handles zones with fractional and negative offsets', () => {
    expect(localToUtc({ date: '2000-01-01', time: '00:00', timezone: 'Asia/Kolkata' }).utc).toBe('1999-12-31T18:30:00.000Z');
    const ny = localToUtc({ date: '2023-07-04', time: '12:00', timezone: 'America/New_York' });
    expect(ny.utc).toBe('2023-07-04T16:00:00.000Z');
    expect(ny.offsetMinutes).toBe(-240);
  });

  it('DST gap: a skipped local time is read with the offset before the jump (moves forward by the gap)', () => {
    // Europe/London jumped 01:00 -> 02:00 on 2023-03-26.
    const t = localToUtc({ date: '2023-03-26', time: '01:30', timezone: 'Europe/London' });
    expect(t.resolution).toBe('gap-shifted-forward');
    expect(t.utc).toBe('2023-03-26T01:30:00.000Z'); // = 02:30 BST
    expect(t.offsetMinutes).toBe(0);
    // America/New_York jumped 02:00 -> 03:00 on 2023-03-12.
    const ny = localToUtc({ date: '2023-03-12', time: '02:15', timezone: 'America/New_York' });
    expect(ny.resolution).toBe('gap-shifted-forward');
    expect(ny.utc).toBe('2023-03-12T07:15:00.000Z'); // = 03:15 EDT
  });

  it('DST overlap: a repeated local time takes the earlier instant', () => {
    // Europe/London repeated 01:00-02:00 on 2023-10-29.
    const t = localToUtc({ date: '2023-10-29', time: '01:30', timezone: 'Europe/London' });
    expect(t.resolution).toBe('ambiguous-earlier');
    expect(t.utc).toBe('2023-10-29T00:30:00.000Z');
    expect(t.offsetMinutes).toBe(60);
    const ny = localToUtc({ date: '2023-11-05', time: '01:30', timezone: 'America/New_York' });
    expect(ny.resolution).toBe('ambiguous-earlier');
    expect(ny.utc).toBe('2023-11-05T05:30:00.000Z');
    // Just outside the overlap both are exact.
    expect(localToUtc({ date: '2023-10-29', time: '02:00', timezone: 'Europe/London' }).resolution).toBe('exact');
  });

  it('rejects impossible dates with the typed error', () => {
    expect(errorOf(() => localToUtc({ date: '2023-02-30', time: '12:00', timezone: 'UTC' }))).toEqual({
      kind: 'invalid_input',
      error: 'Invalid birth date',
    });
    expect(errorOf(() => parseDate('2023-13-01')).error).toBe('Invalid birth date');
    expect(errorOf(() => parseDate('2023-2-3')).error).toBe('Invalid birth date');
    expect(errorOf(() => parseDate('2023-02-29')).error).toBe('Invalid birth date');
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    // Gregorian century rule, month lengths, day 0 and year 0
    expect(parseDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(errorOf(() => parseDate('1900-02-29')).error).toBe('Invalid birth date');
    expect(errorOf(() => parseDate('2023-04-31')).error).toBe('Invalid birth date');
    expect(parseDate('2023-12-31')).toEqual({ year: 2023, month: 12, day: 31 });
    expect(errorOf(() => parseDate('2023-01-00')).error).toBe('Invalid birth date');
    expect(errorOf(() => parseDate('0000-01-01')).error).toBe('Invalid birth date');
  });

  it('rejects impossible times, including 24:00', () => {
    expect(errorOf(() => localToUtc({ date: '2023-01-01', time: '24:00', timezone: 'UTC' }))).toEqual({
      kind: 'invalid_input',
      error: 'Invalid birth time',
    });
    expect(errorOf(() => parseTime('12:60')).error).toBe('Invalid birth time');
    expect(errorOf(() => parseTime('7:05')).error).toBe('Invalid birth time');
    expect(parseTime('23:59')).toEqual({ hour: 23, minute: 59 });
  });

  it('rejects unknown zones', () => {
    expect(errorOf(() => localToUtc({ date: '2023-01-01', time: '12:00', timezone: 'Mars/Olympus' })).error).toBe('Invalid timezone');
  });
});
