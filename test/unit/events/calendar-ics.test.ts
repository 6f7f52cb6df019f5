/**
 * The feed's RFC 5545 text (shared/calendars/ics.ts): lines end in CRLF and are folded at 75
 * octets (never inside a UTF-8 character), TEXT values are escaped, and an independent parser
 * (ical.js) reads back exactly what was written: summaries, descriptions, moments and whole days.
 * The calendar's name is TEXT too (a name with CR/LF once became lines of the calendar, issue 43
 * item 7), and a moment has no DTEND (RFC 5545 3.6.1: it ends at its start).
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '#shared/calendars/events';
import { writeIcs } from '#shared/calendars/ics';

const events: CalendarEvent[] = [
  {
    key: 'transit-saturn-conjunction-sun-1234-20270314T1200',
    kind: 'transits',
    at: '2027-03-14T12:00:07Z',
    summary: 'Saturn conjunction natal Sun',
    description: `Zoë’s Saturn ☉ at 22° Cancer; a semicolon, a comma\\ and a backslash \\ then a new line\nand ${'é'.repeat(60)} ${'🌙'.repeat(40)}`,
  },
  { key: 'personal-month-2027-04-01', kind: 'personalCycles', date: '2027-04-01', summary: 'Personal month 7', description: 'A month of reflection.' },
];

describe('writeIcs', () => {
  const text = writeIcs(events, { feedId: 'cal_TEST', name: 'Zoë Ĳssel — sky ☾', computedAt: new Date('2027-03-01T00:00:00Z') });

  it('writes CRLF lines of at most 75 octets, folded between characters', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    for (const l of lines) {
      expect(l.includes('\n') || l.includes('\r')).toBe(false);
      expect(Buffer.byteLength(l, 'utf8'), l).toBeLessThanOrEqual(75);
      // a fold never cuts a character in two (not even a surrogate pair): every line is text of its own
      expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(l), l).toBe(false);
    }
    // the long description was folded (continuation lines start with a space)
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
  });

  it('reads back through ical.js: name, UIDs, DTSTAMP, the moment in UTC, the whole day, the text unescaped', () => {
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Zoë Ĳssel — sky ☾');
    const [moment, day] = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(moment!.uid).toBe('transit-saturn-conjunction-sun-1234-20270314T1200@cal_TEST.calendars.blueprint-api');
    expect(moment!.startDate.toJSDate().toISOString()).toBe('2027-03-14T12:00:07.000Z');
    expect(moment!.startDate.zone.tzid).toBe('UTC');
    expect(moment!.endDate.toJSDate().toISOString()).toBe('2027-03-14T12:00:07.000Z');
    expect(moment!.description).toBe(events[0]!.description);
    expect(moment!.summary).toBe('Saturn conjunction natal Sun');
    expect(String(moment!.component.getFirstPropertyValue('dtstamp'))).toBe('2027-03-01T00:00:00Z');
    expect(day!.startDate.isDate).toBe(true);
    expect(day!.startDate.toString()).toBe('2027-04-01');
    expect(day!.endDate.toString()).toBe('2027-04-02');
    expect(String(day!.component.getFirstPropertyValue('transp'))).toBe('TRANSPARENT');
  });

  it('escapes TEXT as RFC 5545 says: backslash, semicolon, comma and new lines', () => {
    const unfolded = text.replace(/\r\n /g, '');
    const description = unfolded.split('\r\n').find((l) => l.startsWith('DESCRIPTION:Zoë'))!;
    expect(description).toContain('22° Cancer\\; a semicolon\\, a comma\\\\ and a backslash \\\\ then a new line\\nand é');
  });

  it('writes a moment without DTEND (a zero-length event) and a whole day with its end', () => {
    const vevents = text.replace(/\r\n /g, '').split('BEGIN:VEVENT\r\n').slice(1);
    expect(vevents).toHaveLength(2);
    expect(vevents[0]).toMatch(/^DTSTART:20270314T120007Z\r$/m);
    expect(vevents[0]).not.toMatch(/^DTEND/m);
    expect(vevents[1]).toMatch(/^DTEND;VALUE=DATE:20270402\r$/m);
  });

  it('escapes the calendar name: CR/LF, semicolons, commas and backslashes add no line and read back as given', () => {
    const name = 'Evil\r\nBEGIN:VEVENT\r\nSUMMARY:injected\r\nEND:VEVENT\nX; a, b \\ c';
    const evil = writeIcs(events, { feedId: 'cal_TEST', name, computedAt: new Date('2027-03-01T00:00:00Z') });
    const lines = evil.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(events.length);
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toEqual(['SUMMARY:Saturn conjunction natal Sun', 'SUMMARY:Personal month 7']);
    expect(lines.find((l) => l.startsWith('X-WR-CALNAME:'))).toBe('X-WR-CALNAME:Evil\\nBEGIN:VEVENT\\nSUMMARY:injected\\nEND:VEVENT\\nX\\; a\\, b \\\\ c');
    // ical.js reads an X- property as raw text unless told its type: TEXT, as calendar apps read it (and RFC 7986's NAME is TEXT)
    const design = ICAL.design.defaultSet.property as Record<string, { defaultType: string }>;
    design['x-wr-calname'] = { defaultType: 'text' };
    design.name = { defaultType: 'text' };
    const cal = new ICAL.Component(ICAL.parse(evil));
    expect(cal.getAllSubcomponents('vevent')).toHaveLength(2);
    expect(cal.getFirstPropertyValue('name')).toBe(name.replace(/\r\n/g, '\n'));
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Evil\nBEGIN:VEVENT\nSUMMARY:injected\nEND:VEVENT\nX; a, b \\ c');
  });
});
