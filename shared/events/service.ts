/**
 * The sky calendar routes' use cases: a request in, the answer's `data` out. The clock is passed in
 * (`now`); everything else is the pure core (sky-calendar.ts, planetary-hours.ts).
 */
import { AYANAMSHA_CODES, DEFAULT_AYANAMSHA } from '../astro/options';
import { formatUtcOffset, jdFromEpochMs, zoneFor } from '../astro/time';
import { localDayStart } from '../astro/moment';
import { planetaryDay, type ClassicalPlanet } from './planetary-hours';
import { DEFAULT_RANGE_DAYS, type PlanetaryHoursRequest, type SkyEventsQuery } from './request';
import { skyCalendar, SKY_EVENT_TYPES, type SkyEvent } from './sky-calendar';

const DAY_MS = 86_400_000;

/** An instant as ISO 8601 local time with the zone's offset at that instant ("2027-01-03T07:05:12+01:00"). */
export function localIso(ms: number, timezone: string): string {
  const offset = zoneFor(timezone).offsetSeconds(ms);
  const wall = new Date(Math.round(ms / 1000) * 1000 + offset * 1000).toISOString().slice(0, 19);
  const off = formatUtcOffset(offset);
  return `${wall}${off}`;
}

/** UT epoch ms of 00:00 local time of a date in a zone (the first instant of that civil day). */
export function localMidnight(date: string, timezone: string): number {
  return localDayStart(date, timezone).epochMs;
}

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface SkyEventsData {
  from: string;
  to: string;
  timezone: string;
  zodiac: 'tropical' | 'sidereal';
  ayanamsha?: string;
  types: string[];
  window: { start: string; end: string };
  events: (SkyEvent & { localAt?: string; localEnd?: string })[];
}

export function skyEventsData(q: SkyEventsQuery, now: Date): SkyEventsData {
  const timezone = q.timezone ?? 'UTC';
  const today = localIso(now.getTime(), timezone).slice(0, 10);
  const from = q.from ?? today;
  const to = q.to ?? addDays(from, DEFAULT_RANGE_DAYS - 1);
  const startMs = localMidnight(from, timezone);
  const endMs = localMidnight(addDays(to, 1), timezone);
  const zodiac = q.zodiac ?? 'tropical';
  const ayanamsha = zodiac === 'sidereal' ? (q.ayanamsha ?? DEFAULT_AYANAMSHA) : undefined;
  const types = q.types ?? [...SKY_EVENT_TYPES];
  const events = skyCalendar({
    startJd: jdFromEpochMs(startMs),
    endJd: jdFromEpochMs(endMs),
    types,
    frame: ayanamsha ? { siderealMode: AYANAMSHA_CODES[ayanamsha]! } : {},
  });
  const withLocal = q.timezone
    ? events.map((e) => ({ ...e, localAt: localIso(Date.parse(e.at), timezone), ...('end' in e ? { localEnd: localIso(Date.parse(e.end), timezone) } : {}) }))
    : events;
  return {
    from,
    to,
    timezone,
    zodiac,
    ...(ayanamsha ? { ayanamsha } : {}),
    types: [...types],
    window: { start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString() },
    events: withLocal,
  };
}

export interface PlanetaryHoursData {
  date: string;
  location: { latitude: number; longitude: number; timezone: string; city?: string; country?: string };
  weekday: string;
  dayRuler: ClassicalPlanet;
  sunrise: string;
  sunset: string;
  nextSunrise: string;
  hours: { hour: number; ruler: ClassicalPlanet; period: 'day' | 'night'; start: string; end: string; startUtc: string; endUtc: string }[];
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export function planetaryHoursData(body: PlanetaryHoursRequest): PlanetaryHoursData {
  const { date, latitude, longitude, timezone } = body;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const d = planetaryDay(date, localMidnight(date, timezone), weekday, { latitude, longitude });
  const local = (ms: number): string => localIso(ms, timezone);
  return {
    date,
    location: { latitude, longitude, timezone, ...(body.city !== undefined ? { city: body.city } : {}), ...(body.country !== undefined ? { country: body.country } : {}) },
    weekday: WEEKDAYS[weekday]!,
    dayRuler: d.dayRuler,
    sunrise: local(d.sunriseMs),
    sunset: local(d.sunsetMs),
    nextSunrise: local(d.nextSunriseMs),
    hours: d.hours.map((h) => ({ hour: h.hour, ruler: h.ruler, period: h.period, start: local(h.startMs), end: local(h.endMs), startUtc: new Date(h.startMs).toISOString(), endUtc: new Date(h.endMs).toISOString() })),
  };
}
