/**
 * Calendar feed benchmark (npm run bench:calendars), in-process on one core: the events of a feed's
 * window (30 days back, 12 months ahead) for people born on seeded days of 1920-2010, each kind alone
 * and all together, and the RFC 5545 text of all of them. The process-wide position cache is cleared
 * before each person, so each figure is what a cold computation of one feed costs (a feed is
 * computed at most once a day). Median of runs.
 */
import { computeNatalChart } from '#shared/astro/chart';
import { initEphemeris } from '#shared/astro/ephemeris';
import { birthMoment } from '#shared/astro/moment';
import { calendarEvents, CALENDAR_KINDS, type CalendarKind, type CalendarPerson } from '#shared/calendars/events';
import { writeIcs } from '#shared/calendars/ics';
import { feedWindow } from '#shared/calendars/service';
import { natalBasis } from '#shared/predictive/index';
import { clearPositionCache } from '#shared/sky/index';
import { natalFrameFromChart } from '#shared/transits/compute';
import { rng } from '#test/support/random';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
initEphemeris();
const r = rng(37);
const pad = (n: number): string => String(n).padStart(2, '0');
const people: CalendarPerson[] = Array.from({ length: 6 }, () => {
  const birth = { date: `${1920 + Math.floor(r() * 90)}-${pad(1 + Math.floor(r() * 12))}-${pad(1 + Math.floor(r() * 28))}`, time: `${pad(Math.floor(r() * 24))}:${pad(Math.floor(r() * 60))}`, timezone: 'UTC', latitude: -50 + r() * 110, longitude: -180 + r() * 360 };
  const frame = natalFrameFromChart(computeNatalChart(birth));
  const natal = natalBasis(birthMoment(birth).jdUT, birth.latitude, birth.longitude);
  return { frame: () => frame, natal: () => natal, birthDate: birth.date };
});
const window = feedWindow('2027-01-15');
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

let sink = 0;
function measure(label: string, kinds: readonly CalendarKind[], ics = false): void {
  const runs: number[] = [];
  let count = 0;
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    let total = 0;
    for (const p of people) {
      clearPositionCache();
      const t0 = process.hrtime.bigint();
      const events = calendarEvents(p, kinds, window);
      if (ics) bytes = writeIcs(events, { feedId: 'cal_bench', name: 'bench', computedAt: new Date() }).length;
      total += Number(process.hrtime.bigint() - t0) / 1e6;
      count = events.length;
      sink += count;
    }
    runs.push(total / people.length);
  }
  const extra = ics ? `, ${Math.round(bytes / 1024)} KiB of text` : '';
  console.log(`${label.padEnd(36)} median ${median(runs).toFixed(1)} ms  (min ${Math.min(...runs).toFixed(1)}, max ${Math.max(...runs).toFixed(1)}; ~${count} events${extra}; ${people.length} people x ${RUNS} runs)`);
}

console.log(`window ${window.from} + ${window.days} days`);
for (const k of CALENDAR_KINDS) measure(k, [k]);
measure('every kind', CALENDAR_KINDS);
measure('every kind + RFC 5545 text', CALENDAR_KINDS, true);
if (sink < 0) console.log(sink);
