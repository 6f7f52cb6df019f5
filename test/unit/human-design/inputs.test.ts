import { describe, expect, it } from 'vitest';
import { computeHumanDesign } from '#shared/human-design/chart';
import { errorOf } from '#test/support/errors';


describe('computeHumanDesign inputs', () => {
  it('turns bad input into typed invalid_input errors', () => {
    expect(errorOf(() => computeHumanDesign({ date: '1990-02-30', time: '10:00', timezone: 'UTC' }))).toEqual({
      kind: 'invalid_input',
      error: 'Invalid birth date',
    });
    expect(errorOf(() => computeHumanDesign({ date: '1990-02-03', time: '25:00', timezone: 'UTC' }))).toEqual({
      kind: 'invalid_input',
      error: 'Invalid birth time',
    });
    expect(errorOf(() => computeHumanDesign({ date: '1990-02-03', time: '10:00', timezone: 'Mars/Olympus' }))).toEqual({
      kind: 'invalid_input',
      error: 'Invalid timezone',
    });
  });

  it('rejects births whose design moment falls before the ephemeris range', () => {
    // 1800-02-01: the design moment is in November 1799, outside 1800-2399.
    expect(errorOf(() => computeHumanDesign({ date: '1800-02-01', time: '12:00', timezone: 'UTC' }))).toEqual({
      kind: 'invalid_input',
      error: 'Date out of range',
    });
    expect(computeHumanDesign({ date: '1800-06-01', time: '12:00', timezone: 'UTC' }).activations).toHaveLength(26);
  });

  it('applies the historical offset of the zone and reports both moments in UTC', () => {
    const summer = computeHumanDesign({ date: '1990-07-01', time: '12:00', timezone: 'Europe/Paris' });
    expect(summer.birth.utc).toBe('1990-07-01T10:00:00.000Z');
    expect(summer.birth.offsetMinutes).toBe(120);
    expect(summer.design.utc).toMatch(/^1990-04-0\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const same = computeHumanDesign({ date: '1990-07-01', time: '10:00', timezone: 'UTC' });
    expect(same.activations).toEqual(summer.activations);
  });
});
