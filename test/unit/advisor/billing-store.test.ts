import { describe, expect, it } from 'vitest';
import { periodOf } from '#shared/advisor/billing-store';

describe('subscription periods (monthly, anchored on the renewal day)', () => {
  it.each([
    ['2026-11-23', '2027-01-15', '2026-11-15'],
    ['2026-11-14', '2027-01-15', '2026-10-15'],
    ['2026-11-15', '2027-01-15', '2026-11-15'],
    ['2026-01-05', '2026-06-10', '2025-12-10'],
    // the 31st anchors on the last day of shorter months
    ['2026-02-28', '2026-05-31', '2026-02-28'],
    ['2026-02-27', '2026-05-31', '2026-01-31'],
    ['2026-03-30', '2026-05-31', '2026-02-28'],
    ['2026-03-31', '2026-05-31', '2026-03-31'],
  ])('%s with renewal %s -> %s', (today, renews, period) => {
    expect(periodOf(today, renews)).toBe(period);
  });
});
