/**
 * A feed's events as an RFC 5545 calendar, written by ical-generator (CRLF lines folded at 75
 * octets, TEXT escaping, UID and DTSTAMP on every event). Every TEXT value is escaped as RFC 5545
 * 3.3.11 requires (`\`, `;`, `,` and line breaks): ical-generator escapes the events' but writes the
 * calendar's NAME / X-WR-CALNAME / X-WR-CALDESC as given, so those go through its `escape` here (a
 * feed name cannot add a line to the calendar). A moment is an event of no duration at that instant
 * in UTC: DTSTART (`...Z`) and no DTEND (RFC 5545 3.6.1: a DATE-TIME DTSTART without DTEND or
 * DURATION ends at its start; a DTEND equal to it made some readers show an hour-long event); a
 * whole-day event is a DATE of one day. Every
 * event is transparent (it does not make the subscriber busy). The calendar asks apps to refresh
 * daily (REFRESH-INTERVAL / X-PUBLISHED-TTL one day): it is recomputed at most once a day.
 */
import ical, { escape, ICalEventTransparency } from 'ical-generator';
import type { CalendarEvent } from './events';

export interface IcsOptions {
  /** The feed's id: the domain part of every UID, so two feeds never share one. */
  feedId: string;
  /** The calendar's name (X-WR-CALNAME). */
  name: string;
  /** DTSTAMP of every event: when this calendar was computed. */
  computedAt: Date;
}

const DAY_MS = 86_400_000;

/** RFC 5545 TEXT (3.3.11): `\\`, `\;`, `\,`, and `\n` for any line break (ical-generator's own escaping). */
export const escapeText = (value: string): string => escape(value, false);

export function writeIcs(events: readonly CalendarEvent[], o: IcsOptions): string {
  const cal = ical({
    name: escapeText(o.name),
    prodId: { company: 'Blueprint API', product: 'personal calendar', language: 'EN' },
    ttl: 24 * 60 * 60,
    description: escapeText('Exact transits to your natal chart, progressions, returns, numerology cycles and the sky: recomputed daily'),
  });
  for (const e of events) {
    const common = {
      id: `${e.key}@${o.feedId}.calendars.blueprint-api`,
      stamp: o.computedAt,
      summary: e.summary,
      description: e.description,
      categories: [{ name: e.kind }],
      transparency: ICalEventTransparency.TRANSPARENT,
    };
    if (e.at !== undefined) {
      const at = new Date(e.at);
      cal.createEvent({ ...common, start: at });
    } else {
      const day = new Date(`${e.date!}T00:00:00Z`);
      cal.createEvent({ ...common, start: day, end: new Date(day.getTime() + DAY_MS), allDay: true });
    }
  }
  // every content line ends with CRLF, the last one too (RFC 5545 3.4)
  const text = cal.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
