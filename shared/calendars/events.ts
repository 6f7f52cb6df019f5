/**
 * The events of a personal calendar feed: a pure function of a person (the natal frame the transit
 * core reads, the natal basis the predictive core reads, the birth date) and a window. No I/O
 * besides the ephemeris. Each kind stands on the core that already answers it elsewhere, so the
 * feed and the routes agree:
 *
 * - `transits`: the exact moments of POST /v1/transits (shared/transits: the same bodies of a week
 *   or month report, the same natal points and aspects, the same tracks and root finding), over the
 *   whole window at once.
 * - `progressedMoon`: the progressed Moon's sign changes (shared/predictive `progressedMoonEvents`).
 * - `returns`: solar and lunar returns (shared/predictive `returnMoments`).
 * - `personalCycles`: the personal year and month of numerology (shared/numerology), which change on
 *   the 1st of January and of each month.
 * - `sky`: eclipses, lunations, stations and the ingresses of every body but the Moon
 *   (shared/events `skyCalendar`), in the person's zodiac.
 */
import type { ChartOptions } from '../astro/options';
import { resolveChartSettings, siderealMode } from '../astro/options';
import { epochMsFromJd, jdFromEpochMs } from '../astro/time';
import { signOf, SIGNS } from '../astro/zodiac';
import { formatMoment } from '../i18n/format';
import { skyCalendar, type SkyEvent } from '../events/sky-calendar';
import { personalCycles } from '../numerology/index';
import { progressedMoonEvents, returnMoments, type NatalBasis } from '../predictive/index';
import { aspectTargets, SkyContext } from '../sky/index';
import type { NatalFrame } from '../transits/compute';
import { NATAL_POINTS, TRANSIT_ASPECTS, transitingBodiesFor, transitOrb, type TransitAspect } from '../transits/rules';
import { ASPECT_VERB, displayName, THEMES } from '../transits/texts';

export const CALENDAR_KINDS = ['transits', 'progressedMoon', 'returns', 'personalCycles', 'sky'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** One event of the feed: a moment (UTC) or a whole day (`date`, YYYY-MM-DD, a floating date). */
export interface CalendarEvent {
  /** Stable across recomputations of the same event (calendar apps update by it). */
  key: string;
  kind: CalendarKind;
  /** The exact moment, ISO 8601 UTC to the second; for a whole-day event, absent. */
  at?: string;
  /** A whole-day event's date. */
  date?: string;
  summary: string;
  description: string;
}

/** Who the calendar is for, as the cores read them (each computed when a kind needs it). */
export interface CalendarPerson {
  /** The transit core's natal frame (as POST /v1/transits builds it for this blueprint). */
  frame: () => NatalFrame;
  /** The chart options (zodiac, node, orbs) of the transits and of the sky's signs, as POST /v1/transits uses them. */
  options?: ChartOptions;
  /** The predictive core's natal basis (as the predictive routes build it for this blueprint). */
  natal: () => NatalBasis;
  birthDate: string;
}

/** ISO to the second, as the transit report writes its exact moments. */
const isoSecond = (jd: number): string => new Date(Math.round(epochMsFromJd(jd) / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const minuteKey = (iso: string): string => iso.slice(0, 16).replace(/[-:]/g, '');
/** "24 November 2026 at 14:53 UTC": the feed's descriptions are English prose (no ISO date in them). */
const shortTime = (iso: string): string => `on ${formatMoment(iso, 'en')}`;
const signName = (key: string): string => SIGNS.find((s) => s.key === key)?.name ?? key;

/** One exact transit: a transiting body reaching an aspect to a natal point (the transit report's bodies, points and aspects). */
export interface ExactTransit {
  /** The exact moment (Julian day, UT). */
  jd: number;
  /** The moment, ISO 8601 UTC to the second (as the transit report writes it). */
  at: string;
  body: string;
  point: string;
  aspect: TransitAspect;
  /** The ecliptic longitude reached (the natal point plus or minus the aspect's angle), degrees. */
  target: number;
  retrograde: boolean;
  /** The natal point's house. */
  house: number;
}

/**
 * Every exact transit of the window, in time order: each moment a transiting body of a week or
 * month report reaches an aspect to a natal point. The calendar feed and the `transit.exact`
 * webhooks (shared/webhooks) both read this one finder.
 */
export function exactTransits(p: Pick<CalendarPerson, 'frame' | 'options'>, startJd: number, endJd: number): ExactTransit[] {
  const settings = resolveChartSettings(p.options);
  const mode = siderealMode(settings);
  const frame = p.frame();
  const ctx = new SkyContext(startJd, { ...(mode !== undefined ? { siderealMode: mode } : {}), node: settings.nodeType });
  const out: ExactTransit[] = [];
  // the bodies of a week or month report (the Moon, a day report's, is left out: dozens a month)
  for (const body of transitingBodiesFor('month')) {
    const track = ctx.bodyTrack(body);
    for (const point of NATAL_POINTS) {
      const natalLon = frame.points[point].longitude;
      for (const asp of TRANSIT_ASPECTS) {
        // an aspect whose orb the options switch off is not a transit of the report either
        if (!(transitOrb(body, asp, settings.orbs) > 0)) continue;
        const aspect = asp.type as TransitAspect;
        for (const target of aspectTargets(natalLon, asp.angle)) {
          for (const hit of track.crossings(target, startJd, endJd)) {
            out.push({ jd: hit.t, at: isoSecond(hit.t), body, point, aspect, target, retrograde: hit.rate < 0, house: frame.points[point].house });
          }
        }
      }
    }
  }
  return out.sort((a, b) => a.jd - b.jd);
}

/** Exact transits of the window as calendar events. */
export function transitEvents(p: CalendarPerson, startJd: number, endJd: number): CalendarEvent[] {
  return exactTransits(p, startJd, endJd).map(({ at, body, point, aspect, target, retrograde, house }) => ({
    key: `transit-${body}-${aspect}-${point}-${Math.round(target * 1000)}-${minuteKey(at)}`,
    kind: 'transits',
    at,
    summary: `${displayName(body)} ${aspect} natal ${displayName(point)}`,
    description: `Transiting ${displayName(body)}${retrograde ? ' (retrograde)' : ''} ${ASPECT_VERB[aspect]} your natal ${displayName(point)} (natal house ${house}), exact ${shortTime(at)}: ${THEMES[body]} meets ${THEMES[point]}.`,
  }));
}

/** The progressed Moon's sign changes of the window. */
export function progressedMoonCalendar(p: CalendarPerson, startJd: number, endJd: number): CalendarEvent[] {
  return progressedMoonEvents(p.natal(), startJd, endJd)
    .filter((e) => e.type === 'sign' && e.sign !== undefined)
    .map((e) => {
      const at = isoSecond(jdFromEpochMs(Date.parse(e.utc)));
      const sign = signName(e.sign!);
      return {
        key: `progressed-moon-${e.sign}-${minuteKey(at)}`,
        kind: 'progressedMoon' as const,
        at,
        summary: `Progressed Moon enters ${sign}`,
        description: `Your progressed Moon (secondary progressions, a day after birth for each year of life) enters ${sign} ${shortTime(at)}: the emotional tone of the next two and a half years.`,
      };
    });
}

/** Solar and lunar returns of the window. */
export function returnEvents(p: CalendarPerson, startJd: number, endJd: number): CalendarEvent[] {
  const out: (CalendarEvent & { jd: number })[] = [];
  const natal = p.natal();
  for (const body of ['sun', 'moon'] as const) {
    const name = body === 'sun' ? 'Solar' : 'Lunar';
    const lon = natal.chart.bodies[body].longitude;
    for (const jd of returnMoments(natal, body, startJd, endJd)) {
      const at = isoSecond(jd);
      out.push({
        jd,
        key: `return-${body}-${minuteKey(at)}`,
        kind: 'returns',
        at,
        summary: `${name} return`,
        description: `The ${body === 'sun' ? 'Sun' : 'Moon'} returns to its natal place (${Math.floor(lon % 30)}° ${signOf(lon).name}) ${shortTime(at)}: the chart of this moment describes the ${body === 'sun' ? 'year' : 'month'} ahead.`,
      });
    }
  }
  return out.sort((a, b) => a.jd - b.jd).map(({ jd: _jd, ...e }) => e);
}

/** The first day of each month in [fromDate, toDate] (YYYY-MM-DD, UTC dates). */
const monthStarts = (fromDate: string, toDate: string): string[] => {
  const out: string[] = [];
  let y = Number(fromDate.slice(0, 4));
  let m = Number(fromDate.slice(5, 7));
  if (fromDate.slice(8) !== '01') m += 1;
  for (;;) {
    if (m > 12) {
      y += 1;
      m = 1;
    }
    const d = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
    if (d > toDate) return out;
    out.push(d);
    m += 1;
  }
};

/** Personal year (1 January) and personal month (the 1st of each month) changes of the window, whole days. */
export function personalCycleEvents(p: CalendarPerson, fromDate: string, toDate: string): CalendarEvent[] {
  const out: CalendarEvent[] = [];
  for (const date of monthStarts(fromDate, toDate)) {
    const c = personalCycles(p.birthDate, date);
    if (date.endsWith('-01-01')) {
      out.push({
        key: `personal-year-${date}`,
        kind: 'personalCycles',
        date,
        summary: `Personal year ${c.personalYear.number} begins`,
        description: `Numerology: your personal year ${date.slice(0, 4)} is a ${c.personalYear.number}. ${c.personalYear.description}`,
      });
    }
    out.push({
      key: `personal-month-${date}`,
      kind: 'personalCycles',
      date,
      summary: `Personal month ${c.personalMonth.number}`,
      description: `Numerology: personal month ${c.personalMonth.number} in your personal year ${c.personalYear.number}. ${c.personalMonth.description}`,
    });
  }
  return out;
}

const placeText = (e: { sign: string; degree: number }): string => `${Math.floor(e.degree)}° ${signName(e.sign)}`;

const PHASE_NAMES: Record<string, string> = { 'new-moon': 'New Moon', 'first-quarter': 'First quarter Moon', 'full-moon': 'Full Moon', 'last-quarter': 'Last quarter Moon' };

/** A sky event as a calendar event; undefined for kinds the feed leaves out. */
const skyEntry = (e: SkyEvent): CalendarEvent | undefined => {
  const at = new Date(Math.round(Date.parse(e.at) / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  const base = { kind: 'sky' as const, at };
  const when = shortTime(at);
  switch (e.type) {
    case 'eclipse': {
      const summary = `${e.eclipseType.charAt(0).toUpperCase()}${e.eclipseType.slice(1)} ${e.kind} eclipse in ${signName(e.sign)}`;
      const saros = e.saros ? `, Saros ${e.saros.series}` : '';
      return { ...base, key: `sky-eclipse-${e.kind}-${minuteKey(at)}`, summary, description: `${summary} at ${placeText(e)}: greatest eclipse ${when}${saros}.` };
    }
    case 'lunation': {
      const summary = `${PHASE_NAMES[e.phase]} in ${signName(e.sign)}`;
      return { ...base, key: `sky-lunation-${e.phase}-${minuteKey(at)}`, summary, description: `${summary} at ${placeText(e)}, exact ${when}.` };
    }
    case 'station': {
      const summary = `${displayName(e.body)} stations ${e.direction}`;
      return { ...base, key: `sky-station-${e.body}-${e.direction}-${minuteKey(at)}`, summary, description: `${summary} at ${placeText(e)}, ${when}.` };
    }
    case 'ingress': {
      if (e.body === 'moon') return undefined;
      const summary = `${displayName(e.body)} enters ${signName(e.sign)}${e.retrograde ? ' (retrograde)' : ''}`;
      return { ...base, key: `sky-ingress-${e.body}-${e.sign}-${minuteKey(at)}`, summary, description: `${summary}, leaving ${signName(e.from)}, ${when}.` };
    }
    default:
      return undefined;
  }
};

/** The sky events of the window in the person's zodiac: eclipses, lunations, stations, ingresses (not the Moon's). */
export function skyEvents(p: CalendarPerson, startJd: number, endJd: number): CalendarEvent[] {
  const mode = siderealMode(resolveChartSettings(p.options));
  return skyCalendar({ startJd, endJd, types: ['eclipse', 'lunation', 'station', 'ingress'], frame: mode !== undefined ? { siderealMode: mode } : {} })
    .map(skyEntry)
    .filter((e): e is CalendarEvent => e !== undefined);
}

/** The window of a feed: from 00:00 UTC of `from` for `days` days. */
export interface FeedWindow {
  from: string;
  days: number;
}

const addDays = (date: string, n: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Every event of the kinds asked for in the window, in time order (whole-day events at 00:00 UTC of their day). */
export function calendarEvents(p: CalendarPerson, kinds: readonly CalendarKind[], w: FeedWindow): CalendarEvent[] {
  const startMs = Date.parse(`${w.from}T00:00:00Z`);
  const startJd = jdFromEpochMs(startMs);
  const endJd = jdFromEpochMs(startMs + w.days * 86_400_000);
  const out: CalendarEvent[] = [];
  if (kinds.includes('transits')) out.push(...transitEvents(p, startJd, endJd));
  if (kinds.includes('progressedMoon')) out.push(...progressedMoonCalendar(p, startJd, endJd));
  if (kinds.includes('returns')) out.push(...returnEvents(p, startJd, endJd));
  if (kinds.includes('personalCycles')) out.push(...personalCycleEvents(p, w.from, addDays(w.from, w.days - 1)));
  if (kinds.includes('sky')) out.push(...skyEvents(p, startJd, endJd));
  const order = (e: CalendarEvent): string => e.at ?? `${e.date!}T00:00:00Z`;
  return out.sort((a, b) => order(a).localeCompare(order(b)) || a.key.localeCompare(b.key));
}
