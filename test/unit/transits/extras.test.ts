/**
 * The natal chart options on the transit routes (docs/transits.md "Natal chart options"): off by
 * default the reports are byte for byte the ones made before the options existed (hashes taken on
 * the code before the change).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeTransits, presentReport } from '#shared/transits/compute';
import { natalFrameFor } from '#shared/transits/source';
import { transitWindow } from '#shared/transits/window';
import type { ChartOptions } from '#shared/astro/options';
import { LONDON_1990 } from '#test/support/stack';

const BIRTH = { date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, timezone: LONDON_1990.timezone, latitude: LONDON_1990.latitude, longitude: LONDON_1990.longitude };
const sha = (x: unknown): string => createHash('sha256').update(JSON.stringify(x)).digest('hex');

/** Hashes of presentReport(computeTransits(...), 'upper') taken before the chart options came to transits. */
const BEFORE: { date: string; period: 'day' | 'week' | 'month'; options?: ChartOptions; hash: string }[] = [
  { date: '2026-11-23', period: 'day', hash: 'b9d962e204d1d9407f7186c4b931c7c4e95bb07fbaed8f9704b91170bfdcd34d' },
  { date: '2026-11-23', period: 'month', hash: '46d90b95f10a878dc3953d27fffc71c01dd3d95c2954ddf23a0a123822c99edb' },
  { date: '2027-03-02', period: 'week', options: { zodiac: 'sidereal', ayanamsha: 'lahiri' }, hash: '5569fbee6d857518acc878c7224965e2bbb75c375fd77ae18885239671069448' },
];

describe('defaults unchanged', () => {
  it.each(BEFORE)('$period report of $date ($options) is the one made before the options', ({ date, period, options, hash }) => {
    const report = computeTransits(natalFrameFor(BIRTH, options), transitWindow(date, period, 'Europe/London'), options);
    expect(sha(presentReport(report, 'upper'))).toBe(hash);
  });
});
