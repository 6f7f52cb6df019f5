/**
 * Pure planning of `transit.exact`, `horoscope.published` and `balance.low`
 * (shared/webhooks/producer-plans.ts): the transit events are the transit report's exact moments
 * (what POST /v1/transits answers) within a minute, with ids that do not move with the window;
 * one horoscope event per date; balance.low fires once per crossing and again only after re-arming.
 */
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { initEphemeris } from '#shared/astro/ephemeris';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { computeTransits, natalFrameFromChart } from '#shared/transits/compute';
import { transitWindow } from '#shared/transits/window';
import { noonFrameFor } from '#shared/transits/source';
import { personOf } from '#shared/calendars/index';
import { balanceLowStep, getsHoroscopesOf, horoscopePublishedEvent, monthsCovering, transitWebhookEvents, utcDatesOf, type PublishedDay } from '#shared/webhooks/producer-plans';
import type { WebhookEndpoint } from '#shared/webhooks/store';

initEphemeris();

// Ada (LONDON_1990 of the integration tests' stack): 15 July 1990, 14:30 in London
const frame = natalFrameFromChart(computeNatalChart({ date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 }));
const person = { frame: () => frame };

describe('transit.exact planning', () => {
  const from = Date.parse('2031-03-10T00:00:00Z');
  const to = Date.parse('2031-03-24T00:00:00Z');

  it('of a person without a birth time: the noon chart\'s events, none to the Moon or the angles (issue 44)', async () => {
    const birth = { date: '1990-07-15', time: '12:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 };
    const noon = transitWebhookEvents({ frame: () => natalFrameFromChart(computeNatalChart(birth)) }, 'bp_1', from, to, 'x');
    const unknown = transitWebhookEvents({ frame: () => noonFrameFor(birth) }, 'bp_1', from, to, 'x');
    const timeFree = noon.filter((e) => !['moon', 'ascendant', 'midheaven'].includes(String(e.data.natalPoint)));
    expect(noon.length).toBeGreaterThan(timeFree.length);
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.map((e) => [e.id, e.data])).toEqual(timeFree.map((e) => [e.id, e.data]));
    // a saved blueprint made without a birth time: the producers' person (shared/calendars personOf) is that noon chart
    const bp = { ownerId: 'acct', blueprintId: 'bp_1', fullName: 'Ada', birthDate: '1990-07-15', birthTime: '12:00', timeUnknown: true, location: 'London', place: { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' }, content: {} };
    const viaBlueprint = transitWebhookEvents(await personOf(bp as never, new Date('2031-03-10T00:00:00Z')), 'bp_1', from, to, 'x');
    expect(viaBlueprint.map((e) => [e.id, e.data])).toEqual(unknown.map((e) => [e.id, e.data]));
  });

  it('are the exact moments of the transit report of the month (within a minute, both ways), in the window only', () => {
    const events = transitWebhookEvents(person, 'bp_1', from, to, '2031-03-24T00:00:00.000Z');
    expect(events.length).toBeGreaterThan(5);
    const report = computeTransits(frame, transitWindow('2031-03-01', 'month', 'UTC'));
    const fromReport = report.majorTransits.flatMap((m) => m.exactAt.map((at) => ({ what: `${m.transitingPlanet} ${m.aspect} ${m.natalPlanet}`.toLowerCase(), t: Date.parse(at) }))).filter((x) => x.t >= from && x.t < to);
    const mine = events.map((e) => ({ what: `${String(e.data.transitingBody)} ${String(e.data.aspect)} ${String(e.data.natalPoint)}`, t: Date.parse(String(e.data.at)) }));
    const near = (x: { what: string; t: number }, list: { what: string; t: number }[]): boolean => list.some((y) => y.what === x.what && Math.abs(y.t - x.t) <= 60_000);
    for (const x of fromReport) expect(near(x, mine), `${x.what} ${new Date(x.t).toISOString()} among the events`).toBe(true);
    for (const x of mine) expect(near(x, fromReport), `${x.what} ${new Date(x.t).toISOString()} in the report`).toBe(true);
    expect(mine).toHaveLength(fromReport.length);
    for (const e of events) {
      expect(e.type).toBe('transit.exact');
      expect(e.data.blueprintId).toBe('bp_1');
      expect(String(e.data.at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(typeof e.data.retrograde).toBe('boolean');
    }
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('give the same moments and ids from overlapping windows (computed over whole months), and other ids for another blueprint', () => {
    const a = transitWebhookEvents(person, 'bp_1', from, to, 'x');
    // an hour's window of a later run, and a window starting in the month before
    const b = transitWebhookEvents(person, 'bp_1', Date.parse('2031-02-20T00:00:00Z'), Date.parse('2031-03-17T00:00:00Z'), 'y');
    const common = a.filter((e) => Date.parse(String(e.data.at)) < Date.parse('2031-03-17T00:00:00Z'));
    expect(common.length).toBeGreaterThan(0);
    expect(b.filter((e) => Date.parse(String(e.data.at)) >= from).map((e) => [e.id, e.data])).toEqual(common.map((e) => [e.id, e.data]));
    const one = a[0]!;
    const hour = Date.parse(String(one.data.at));
    const c = transitWebhookEvents(person, 'bp_1', hour - 3_600_000 + 1000, hour + 1000, 'z');
    expect(c.map((e) => e.id)).toContain(one.id);
    const other = transitWebhookEvents(person, 'bp_2', from, to, 'x');
    expect(other.map((e) => e.data.at)).toEqual(a.map((e) => e.data.at));
    expect(other.some((e) => a.some((x) => x.id === e.id))).toBe(false);
  });
});

describe('windows', () => {
  it('whole UTC months and the dates a window touches', () => {
    expect(monthsCovering(Date.parse('2026-12-31T23:30:00Z'), Date.parse('2027-01-01T00:30:00Z'))).toEqual([
      [Date.parse('2026-12-01T00:00:00Z'), Date.parse('2027-01-01T00:00:00Z')],
      [Date.parse('2027-01-01T00:00:00Z'), Date.parse('2027-02-01T00:00:00Z')],
    ]);
    expect(utcDatesOf(Date.parse('2026-12-31T23:30:00Z'), Date.parse('2027-01-01T00:30:00Z'))).toEqual(['2026-12-31', '2027-01-01']);
    expect(utcDatesOf(Date.parse('2027-01-01T00:00:00Z'), Date.parse('2027-01-01T01:00:00Z'))).toEqual(['2027-01-01']);
    // the end is excluded: a window ending at midnight does not touch the next day
    expect(utcDatesOf(Date.parse('2026-12-31T23:00:00Z'), Date.parse('2027-01-01T00:00:00Z'))).toEqual(['2026-12-31']);
  });
});

describe('horoscope.published planning', () => {
  const day = (date: string, publishedAt: string): PublishedDay => ({ date, publishedAt, previews: Object.fromEntries(SIGN_KEYS.map((s) => [s, `${s} of ${date}`])) as PublishedDay['previews'] });

  it('one id per date, whatever the run; the twelve previews and where to fetch them', () => {
    const a = horoscopePublishedEvent(day('2027-03-10', '2027-03-10T00:00:05.000Z'), '2027-03-10T00:10:00.000Z');
    const b = horoscopePublishedEvent(day('2027-03-10', '2027-03-10T00:00:05.000Z'), '2027-03-10T00:50:00.000Z');
    const c = horoscopePublishedEvent(day('2027-03-11', '2027-03-11T00:00:05.000Z'), '2027-03-11T00:10:00.000Z');
    expect(a.id).toBe(b.id);
    expect(c.id).not.toBe(a.id);
    expect(a.type).toBe('horoscope.published');
    expect(a.data).toMatchObject({ date: '2027-03-10', publishedAt: '2027-03-10T00:00:05.000Z', language: 'en', fetch: 'GET /v1/horoscope/all' });
    const h = a.data.horoscopes as Record<string, { preview: string }>;
    expect(Object.keys(h)).toEqual([...SIGN_KEYS]);
    expect(h.leo!.preview).toBe('leo of 2027-03-10');
  });

  it('goes to endpoints that existed before the day ended', () => {
    expect(getsHoroscopesOf({ createdAt: '2027-03-10T23:59:59.999Z' }, '2027-03-10')).toBe(true);
    expect(getsHoroscopesOf({ createdAt: '2027-03-09T12:00:00.000Z' }, '2027-03-10')).toBe(true);
    expect(getsHoroscopesOf({ createdAt: '2027-03-11T00:00:00.000Z' }, '2027-03-10')).toBe(false);
  });
});

describe('balance.low planning', () => {
  type State = Pick<WebhookEndpoint, 'webhookId' | 'threshold' | 'lowCrossings' | 'lowArmed'>;

  it('fires once per crossing below the threshold, stays quiet while below, re-arms at or above it', () => {
    let ep: State = { webhookId: 'wh_1', threshold: 10 };
    const fired: { id: string; data: Record<string, unknown> }[] = [];
    const trace: string[] = [];
    for (const balance of [25, 10, 9, 3, 0, 9, 10, 12, 4, 4, 50]) {
      const s = balanceLowStep(ep, balance, 'now');
      trace.push(s.kind);
      if (s.kind === 'fire') {
        fired.push(s.event);
        ep = { ...ep, lowCrossings: s.crossing, lowArmed: false };
      } else if (s.kind === 'rearm') ep = { ...ep, lowArmed: true };
    }
    expect(trace).toEqual(['none', 'none', 'fire', 'none', 'none', 'none', 'rearm', 'none', 'fire', 'none', 'rearm']);
    expect(fired.map((e) => e.data)).toEqual([
      { balance: 9, threshold: 10, crossing: 1 },
      { balance: 4, threshold: 10, crossing: 2 },
    ]);
    expect(fired[0]!.id).not.toBe(fired[1]!.id);
  });

  it('a run that enqueued but did not store the counter finds the same event id again', () => {
    const ep: State = { webhookId: 'wh_1', threshold: 10, lowCrossings: 3, lowArmed: true };
    const a = balanceLowStep(ep, 2, 'run 1');
    const b = balanceLowStep(ep, 7, 'run 2');
    expect(a.kind === 'fire' && b.kind === 'fire').toBe(true);
    if (a.kind !== 'fire' || b.kind !== 'fire') return;
    expect([a.crossing, b.crossing]).toEqual([4, 4]);
    expect(b.event.id).toBe(a.event.id);
    // another endpoint's crossing 4 is another event
    const other = balanceLowStep({ ...ep, webhookId: 'wh_2' }, 2, 'run 1');
    expect(other.kind === 'fire' && other.event.id).not.toBe(a.event.id);
  });

  it('an endpoint created below its threshold fires at the first check; no threshold, nothing', () => {
    expect(balanceLowStep({ webhookId: 'wh_1', threshold: 100 }, 40, 'now')).toMatchObject({ kind: 'fire', crossing: 1 });
    expect(balanceLowStep({ webhookId: 'wh_1' }, 0, 'now')).toEqual({ kind: 'none' });
  });
});
