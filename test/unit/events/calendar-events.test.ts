/**
 * The feed's events core (shared/calendars/events.ts), in process: for seeded people of 1920-2010
 * (tropical and sidereal), its transits over a long window are the transit report's exact moments
 * (shared/transits computeTransits, what POST /v1/transits answers) month by month, both ways, within
 * a minute; the
 * window of a day and the whole-day personal cycles follow their rules.
 */
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import type { ChartOptions } from '#shared/astro/options';
import { localToUtc } from '#shared/astro/time';
import { calendarEvents, personalCycleEvents, transitEvents, type CalendarPerson } from '#shared/calendars/events';
import { feedWindow } from '#shared/calendars/service';
import { natalBasis } from '#shared/predictive/index';
import { computeTransits, natalFrameFromChart } from '#shared/transits/compute';
import { transitWindow } from '#shared/transits/window';
import { rng } from '#test/support/random';

const pad = (n: number): string => String(n).padStart(2, '0');
const r = rng(3737);
const personOf = (options?: ChartOptions): CalendarPerson & { birthDate: string } => {
  const birth = { date: `${1920 + Math.floor(r() * 90)}-${pad(1 + Math.floor(r() * 12))}-${pad(1 + Math.floor(r() * 28))}`, time: `${pad(Math.floor(r() * 24))}:${pad(Math.floor(r() * 60))}`, timezone: 'UTC', latitude: -50 + r() * 110, longitude: -180 + r() * 360 };
  const frame = natalFrameFromChart(computeNatalChart(birth, options));
  const natal = natalBasis(localToUtc(birth).jdUT, birth.latitude, birth.longitude, options);
  return { frame: () => frame, natal: () => natal, ...(options ? { options } : {}), birthDate: birth.date };
};

describe('transitEvents', () => {
  const people: [string, CalendarPerson][] = [
    ['tropical', personOf()],
    ['tropical', personOf()],
    ['sidereal lahiri, mean node', personOf({ zodiac: 'sidereal', ayanamsha: 'lahiri', nodeType: 'mean' })],
  ];
  for (const [zodiac, p] of people) {
    it(`are the transit report's exact moments, month by month (${zodiac})`, () => {
      const start = transitWindow('2031-03-01', 'month', 'UTC');
      const end = transitWindow('2031-06-01', 'month', 'UTC');
      const feed = transitEvents(p, start.startJd, end.startJd).map((e) => ({ what: /^transit-([a-z_]+)-([a-z]+)-([a-z_]+)-/.exec(e.key)!.slice(1).join(' '), t: Date.parse(e.at!) }));
      const report: { what: string; t: number }[] = [];
      for (const month of ['2031-03-01', '2031-04-01', '2031-05-01']) {
        const t = computeTransits(p.frame(), transitWindow(month, 'month', 'UTC'), p.options);
        for (const m of t.majorTransits) for (const at of m.exactAt) report.push({ what: `${m.transitingPlanet} ${m.aspect} ${m.natalPlanet}`, t: Date.parse(at) });
      }
      expect(report.length).toBeGreaterThan(40);
      // the same contacts, each within a minute: both find the crossing on a track of the body, but
      // the report's tracks start at its month and the feed's at its window, and the refinement stops
      // at an angle tolerance (a slow body covers it in seconds): 5 to 8 s apart at worst here
      const byWhat = (xs: { what: string; t: number }[]) => xs.sort((a, b) => a.what.localeCompare(b.what) || a.t - b.t);
      const a = byWhat(feed);
      const b = byWhat(report);
      expect(a.map((x) => x.what)).toEqual(b.map((x) => x.what));
      const worst = Math.max(...a.map((x, i) => Math.abs(x.t - b[i]!.t)));
      expect(worst).toBeLessThanOrEqual(60_000);
    });
  }
});

describe('the window and the whole days', () => {
  it('runs from 30 days before the day to the same day 12 months later', () => {
    expect(feedWindow('2027-01-15')).toEqual({ from: '2026-12-16', days: 395 });
    // a leap day: 12 months later is 1 March
    expect(feedWindow('2028-02-29')).toEqual({ from: '2028-01-30', days: 396 });
  });

  it('has a personal month on each 1st and a personal year on each 1 January, by the calendar-year method', () => {
    const p = personOf();
    const events = personalCycleEvents({ ...p, birthDate: '1990-07-15' }, '2026-12-16', '2028-01-14');
    expect(events.filter((e) => e.summary.startsWith('Personal month')).map((e) => e.date)).toEqual([
      '2027-01-01', '2027-02-01', '2027-03-01', '2027-04-01', '2027-05-01', '2027-06-01', '2027-07-01', '2027-08-01', '2027-09-01', '2027-10-01', '2027-11-01', '2027-12-01', '2028-01-01',
    ]);
    // 7 + 15 + 2+0+2+7 = 33 -> 6; 2028: 7 + 15 + 12 = 34 -> 7; the month adds itself: January 2027 is 6 + 1 = 7
    expect(events.filter((e) => e.summary.startsWith('Personal year')).map((e) => `${e.date} ${e.summary}`)).toEqual(['2027-01-01 Personal year 6 begins', '2028-01-01 Personal year 7 begins']);
    expect(events.find((e) => e.date === '2027-01-01' && e.summary.startsWith('Personal month'))!.summary).toBe('Personal month 7');
  });

  it('puts every event of every kind in time order, whole days at 00:00 UTC', () => {
    const p = personOf();
    const events = calendarEvents(p, ['personalCycles', 'returns', 'progressedMoon'], feedWindow('2030-06-10'));
    const order = events.map((e) => e.at ?? `${e.date!}T00:00:00Z`);
    expect(order).toEqual([...order].sort());
    expect(events.filter((e) => e.summary === 'Solar return')).toHaveLength(1);
  });
});
