/** The local stand-in for the 00:00 UTC rule fires a second after each UTC midnight. */
import { describe, expect, it } from 'vitest';
import { msToNextRun } from '#shared/daily/local-schedule';

describe('local daily schedule', () => {
  it('waits until 00:00:01 UTC of the next day', () => {
    expect(msToNextRun(Date.parse('2026-11-22T23:59:59Z'))).toBe(2000);
    expect(msToNextRun(Date.parse('2026-11-23T00:00:00Z'))).toBe(86_401_000);
    expect(msToNextRun(Date.parse('2026-11-23T00:00:01.500Z'))).toBe(86_399_500);
    expect(new Date(Date.parse('2026-11-23T12:00:00Z') + msToNextRun(Date.parse('2026-11-23T12:00:00Z'))).toISOString()).toBe('2026-11-24T00:00:01.000Z');
  });
});
