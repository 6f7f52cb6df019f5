/**
 * Personal calendar feeds over the local stack (docs/calendars.md): the feed parses with an
 * independent iCalendar parser (ical.js, Mozilla's), its transits are POST /v1/transits's exact
 * moments for the same windows (within a minute, both ways), one charge per feed and UTC hour, 402
 * with nothing charged for a short account, and a deleted feed (or blueprint, or key) is 404 at once.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addCredits } from '#shared/accounts/admin';
import { setDeps } from '#shared/deps';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, ledgerOf, LONDON_1990, newAccount, stackPerFile, type Reply, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
stackPerFile({}, (s) => (stack = s));

const at = (iso: string): void => setDeps({ now: () => new Date(iso) });

const blueprintOf = async (a: TestAccount, fullName = 'Ada Lovelace'): Promise<string> => {
  const r = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { fullName, ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: false } } });
  expect(r.status).toBe(200);
  return (r.body.data as { blueprintId: string }).blueprintId;
};

interface Created {
  id: string;
  url: string;
  kinds: string[];
  name: string;
}
const createFeed = async (a: TestAccount, body: Record<string, unknown>): Promise<Created> => {
  const r = await call(stack, 'POST', '/calendars', { key: a.apiKey, body });
  expect(r.status, r.text).toBe(201);
  return r.body.data as Created;
};

/** The feed URL's path under the stage, fetched as a calendar app does: no key, no headers. */
const pathOf = (url: string): string => new URL(url).pathname.replace(/^\/v1/, '');
const fetchFeed = (url: string): Promise<Reply> => call(stack, 'GET', pathOf(url));

interface Parsed {
  uid: string;
  summary: string;
  categories: string[];
  start: Date;
  allDay: boolean;
  stamp: string;
}
const parse = (text: string): { name: string; events: Parsed[] } => {
  const cal = new ICAL.Component(ICAL.parse(text));
  const events = cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      categories: v.getAllProperties('categories').flatMap((p) => p.getValues().map(String)),
      start: e.startDate.toJSDate(),
      allDay: e.startDate.isDate,
      stamp: String(v.getFirstPropertyValue('dtstamp')),
    };
  });
  return { name: String(cal.getFirstPropertyValue('x-wr-calname')), events };
};

const feedCharges = async (a: TestAccount): Promise<number> =>
  (await ledgerOf(stack, a.accountId)).filter((e) => e.route === 'calendars-feed').reduce((n, e) => n - e.delta, 0);

describe('POST /v1/calendars and the feed', () => {
  it('answers a secret .ics URL; the feed is RFC 5545 that ical.js parses, with every kind of event', async () => {
    at('2027-01-15T10:05:00Z');
    const a = await newAccount(stack, 100);
    const bp = await blueprintOf(a);
    const created = await createFeed(a, { blueprintId: bp });
    expect(created.id).toMatch(/^cal_[0-9A-Z]{26}$/);
    expect(created.url).toMatch(/^http:\/\/.+\/v1\/calendars\/calt_[A-Za-z0-9_-]{43}\.ics$/);
    expect(created.kinds).toEqual(['transits', 'progressedMoon', 'returns', 'personalCycles', 'sky']);
    expect(created.name).toBe('Ada Lovelace');

    const r = await fetchFeed(created.url);
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/calendar/);
    // RFC 5545 by hand: CRLF line ends, no line longer than 75 octets, the calendar's frame
    expect(r.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(r.text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    const lines = r.text.split('\r\n');
    expect(lines.every((l) => !l.includes('\n') && Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);

    const { name, events } = parse(r.text);
    expect(name).toBe('Ada Lovelace');
    const kinds = new Set(events.flatMap((e) => e.categories));
    // Ada's progressed Moon entered Virgo in September 2026 and enters Libra in December 2028: none in this window
    expect([...kinds].sort()).toEqual(['personalCycles', 'returns', 'sky', 'transits']);
    // unique UIDs, a DTSTAMP on each, the window from 30 days back to 12 months ahead
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(events.every((e) => e.stamp.startsWith('2027-01-15'))).toBe(true);
    const starts = events.map((e) => e.start.getTime());
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(Date.parse('2026-12-16T00:00:00Z'));
    expect(Math.max(...starts)).toBeLessThan(Date.parse('2028-01-15T00:00:00Z'));
    // 12 or 13 lunar returns and the solar return (Ada's Sun: 22 Cancer, mid-July)
    const returns = events.filter((e) => e.categories.includes('returns'));
    expect(returns.filter((e) => e.summary === 'Solar return').map((e) => e.start.toISOString().slice(0, 7))).toEqual(['2027-07']);
    expect(returns.filter((e) => e.summary === 'Lunar return').length).toBeGreaterThanOrEqual(13);
    // personal months on the 1st of each month (2027-01 to 2028-01), whole days; the personal year on 1 January 2027
    const months = events.filter((e) => e.summary.startsWith('Personal month'));
    expect(months.every((e) => e.allDay)).toBe(true);
    expect(months).toHaveLength(13);
    // Ada: born 15 July; personal year 2027 = reduce(7 + 15 + 2027) = reduce(2049) = 6
    expect(events.find((e) => e.summary.startsWith('Personal year'))?.summary).toBe('Personal year 6 begins');
    // the sky: the eclipses of the window (NASA: solar annular 6 Feb and total 2 Aug 2027; lunar
    // penumbral 20 Feb, 18 Jul and 17 Aug 2027, partial 12 Jan 2028)
    const eclipses = events.filter((e) => /eclipse/.test(e.summary)).map((e) => `${e.start.toISOString().slice(0, 10)} ${e.summary}`);
    expect(eclipses).toEqual([
      '2027-02-06 Annular solar eclipse in Aquarius',
      '2027-02-20 Penumbral lunar eclipse in Virgo',
      '2027-07-18 Penumbral lunar eclipse in Capricorn',
      '2027-08-02 Total solar eclipse in Leo',
      '2027-08-17 Penumbral lunar eclipse in Aquarius',
      '2028-01-12 Partial lunar eclipse in Cancer',
    ]);
  });

  it('its transit events are the exact moments of POST /v1/transits for the same windows (within a minute, both ways)', async () => {
    at('2027-01-15T10:05:00Z');
    const a = await newAccount(stack, 100);
    const bp = await blueprintOf(a);
    const feed = await createFeed(a, { blueprintId: bp, kinds: ['transits'] });
    const { events } = parse((await fetchFeed(feed.url)).text);
    expect(events.every((e) => e.categories.includes('transits'))).toBe(true);
    const fromFeed = events.map((e) => {
      const m = /^transit-([a-z_]+)-([a-z]+)-([a-z_]+)-/.exec(e.uid);
      return { what: `${m![1]} ${m![2]} ${m![3]}`, t: e.start.getTime() };
    });
    let compared = 0;
    for (const month of ['2027-02-01', '2027-06-01', '2027-11-01']) {
      const r = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { blueprintId: bp, period: 'month', date: month, saveToAccount: false } });
      expect(r.status, r.text).toBe(200);
      const report = (r.body.data as { transits: { majorTransits: { transitingPlanet: string; natalPlanet: string; aspect: string; exactAt: string[] }[]; window: { start: string; end: string } } }).transits;
      const fromRoute = report.majorTransits.flatMap((t) => t.exactAt.map((x) => ({ what: `${t.transitingPlanet.toLowerCase()} ${t.aspect} ${t.natalPlanet.toLowerCase()}`, t: Date.parse(x) })));
      const lo = Date.parse(report.window.start);
      const hi = Date.parse(report.window.end);
      const inWindow = fromFeed.filter((e) => e.t >= lo && e.t < hi);
      expect(fromRoute.length).toBeGreaterThan(20);
      const near = (x: { what: string; t: number }, list: { what: string; t: number }[]): boolean => list.some((y) => y.what === x.what && Math.abs(y.t - x.t) <= 60_000);
      for (const x of fromRoute) expect(near(x, inWindow), `${x.what} ${new Date(x.t).toISOString()} in the feed`).toBe(true);
      for (const x of inWindow) expect(near(x, fromRoute), `${x.what} ${new Date(x.t).toISOString()} in POST /v1/transits`).toBe(true);
      expect(inWindow).toHaveLength(fromRoute.length);
      compared += fromRoute.length;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('its progressed Moon and returns are those of the predictive routes (within a minute)', async () => {
    at('2028-06-01T10:00:00Z');
    const a = await newAccount(stack, 100);
    const bp = await blueprintOf(a);
    const feed = await createFeed(a, { blueprintId: bp, kinds: ['progressedMoon', 'returns'] });
    const { events } = parse((await fetchFeed(feed.url)).text);
    const progressed = await call(stack, 'POST', '/predictive/progressions', { key: a.apiKey, body: { blueprintId: bp, date: '2028-06-01' } });
    expect(progressed.status, progressed.text).toBe(200);
    const moonEvents = (progressed.body.data as { progressions: { moonEvents: { type: string; sign?: string; utc: string }[] } }).progressions.moonEvents.filter((e) => e.type === 'sign');
    expect(moonEvents.map((e) => e.sign)).toEqual(['libra']);
    const feedMoon = events.filter((e) => e.categories.includes('progressedMoon'));
    expect(feedMoon.map((e) => e.summary)).toEqual(['Progressed Moon enters Libra']);
    expect(Math.abs(feedMoon[0]!.start.getTime() - Date.parse(moonEvents[0]!.utc))).toBeLessThanOrEqual(60_000);

    const solar = await call(stack, 'POST', '/predictive/solar-return', { key: a.apiKey, body: { blueprintId: bp, year: 2028 } });
    const solarAt = Date.parse((solar.body.data as { solarReturn: { moment: string } }).solarReturn.moment);
    const feedSolar = events.filter((e) => e.summary === 'Solar return');
    expect(feedSolar).toHaveLength(1);
    expect(Math.abs(feedSolar[0]!.start.getTime() - solarAt)).toBeLessThanOrEqual(60_000);
    for (const month of ['2028-06', '2028-09', '2029-02']) {
      const lunar = await call(stack, 'POST', '/predictive/lunar-return', { key: a.apiKey, body: { blueprintId: bp, month } });
      expect(lunar.status, lunar.text).toBe(200);
      const expected = (lunar.body.data as { lunarReturns: { moment: string }[] }).lunarReturns.map((r) => Date.parse(r.moment));
      const got = events.filter((e) => e.summary === 'Lunar return' && e.start.toISOString().startsWith(month)).map((e) => e.start.getTime());
      expect(got).toHaveLength(expected.length);
      got.forEach((t, i) => expect(Math.abs(t - expected[i]!)).toBeLessThanOrEqual(60_000));
    }
  });

  it('charges 1 credit for the first fetch of each UTC hour; the other fetches of the hour are free and answer the same calendar', async () => {
    at('2027-03-10T08:00:05Z');
    const a = await newAccount(stack, 10);
    const bp = await blueprintOf(a);
    const feed = await createFeed(a, { blueprintId: bp, kinds: ['returns', 'personalCycles'] });
    const start = (await balanceOf(stack, a.accountId))!;

    const first = await fetchFeed(feed.url);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-credits-used')).toBe('1');
    expect(await balanceOf(stack, a.accountId)).toBe(start - 1);
    for (const t of ['2027-03-10T08:20:00Z', '2027-03-10T08:59:59Z']) {
      at(t);
      const again = await fetchFeed(feed.url);
      expect(again.status).toBe(200);
      expect(again.headers.get('x-credits-used')).toBe('0');
      expect(again.text).toBe(first.text);
    }
    expect(await balanceOf(stack, a.accountId)).toBe(start - 1);
    at('2027-03-10T09:00:00Z');
    expect((await fetchFeed(feed.url)).headers.get('x-credits-used')).toBe('1');
    expect((await fetchFeed(feed.url)).headers.get('x-credits-used')).toBe('0');
    expect(await balanceOf(stack, a.accountId)).toBe(start - 2);
    // the next day: charged again, recomputed (a new DTSTAMP)
    at('2027-03-11T09:00:00Z');
    const nextDay = await fetchFeed(feed.url);
    expect(nextDay.headers.get('x-credits-used')).toBe('1');
    expect(parse(nextDay.text).events[0]!.stamp.startsWith('2027-03-11')).toBe(true);
    expect(await balanceOf(stack, a.accountId)).toBe(start - 3);
    // the ledger: three charges of the feed route, each a settled hold of 1
    expect(await feedCharges(a)).toBe(3);
    const list = await call(stack, 'GET', '/calendars', { key: a.apiKey });
    expect((list.body.data as { calendars: { lastChargedHour: string }[] }).calendars[0]!.lastChargedHour).toBe('2027-03-11T09:00:00Z');
  });

  it('a feed whose account is short answers 402 and charges nothing; topped up, it answers', async () => {
    at('2027-04-01T12:00:00Z');
    const a = await newAccount(stack, 1);
    const bp = await blueprintOf(a); // its 1 credit
    const feed = await createFeed(a, { blueprintId: bp, kinds: ['sky'] });
    expect(await balanceOf(stack, a.accountId)).toBe(0);
    const r = await fetchFeed(feed.url);
    expect(r.status).toBe(402);
    expect(r.body.error).toBe('Insufficient credits');
    expect(await balanceOf(stack, a.accountId)).toBe(0);
    expect(await feedCharges(a)).toBe(0);
    // nothing was marked: the same hour, with credits, is charged
    await addCredits(stack.deps.stores, a.accountId, 5);
    const paid = await fetchFeed(feed.url);
    expect(paid.status).toBe(200);
    expect(paid.headers.get('x-credits-used')).toBe('1');
    expect(await balanceOf(stack, a.accountId)).toBe(4);
  });
});

describe('GET and DELETE /v1/calendars', () => {
  it('lists the caller’s feeds without their URLs; DELETE makes the URL 404 at once; another account’s id is 404', async () => {
    at('2027-05-01T00:30:00Z');
    const a = await newAccount(stack, 20);
    const other = await newAccount(stack, 20);
    const bp = await blueprintOf(a);
    const one = await createFeed(a, { blueprintId: bp, kinds: ['personalCycles'], name: 'Numbers' });
    const two = await createFeed(a, { blueprintId: bp, kinds: ['returns'] });
    const list = await call(stack, 'GET', '/calendars', { key: a.apiKey });
    expect(list.status).toBe(200);
    expect((list.body.data as { calendars: { id: string; name: string }[] }).calendars.map((c) => [c.id, c.name])).toEqual([
      [one.id, 'Numbers'],
      [two.id, 'Ada Lovelace'],
    ]);
    expect(list.text).not.toContain('calt_');
    expect(((await call(stack, 'GET', '/calendars', { key: other.apiKey })).body.data as { calendars: unknown[] }).calendars).toEqual([]);

    expect((await fetchFeed(one.url)).status).toBe(200);
    const foreign = await call(stack, 'DELETE', `/calendars/${one.id}`, { key: other.apiKey });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Calendar not found');
    expect((await fetchFeed(one.url)).status).toBe(200);

    const del = await call(stack, 'DELETE', `/calendars/${one.id}`, { key: a.apiKey });
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ id: one.id, deleted: true });
    const gone = await fetchFeed(one.url);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('Calendar not found');
    expect((await call(stack, 'DELETE', `/calendars/${one.id}`, { key: a.apiKey })).status).toBe(404);
    expect((await fetchFeed(two.url)).status).toBe(200);
  });

  it('deleting the blueprint, revoking the key that made a feed, or deleting the account ends its feeds (404)', async () => {
    at('2027-05-02T00:30:00Z');
    const a = await newAccount(stack, 20);
    const bp1 = await blueprintOf(a, 'First Person');
    const bp2 = await blueprintOf(a, 'Second Person');
    const f1 = await createFeed(a, { blueprintId: bp1, kinds: ['personalCycles'] });
    const f2 = await createFeed(a, { blueprintId: bp2, kinds: ['personalCycles'] });
    expect((await call(stack, 'DELETE', `/blueprints/${bp1}`, { key: a.apiKey })).status).toBe(200);
    expect((await fetchFeed(f1.url)).status).toBe(404);
    expect((await fetchFeed(f2.url)).status).toBe(200);
    expect(((await call(stack, 'GET', '/calendars', { key: a.apiKey })).body.data as { calendars: { id: string }[] }).calendars.map((c) => c.id)).toEqual([f2.id]);

    // a second key makes a feed, then is revoked: its feed ends; the owner key's goes on
    const made = await call(stack, 'POST', '/keys', { key: a.apiKey, body: { name: 'app', role: 'member' } });
    expect(made.status).toBe(201);
    const member = made.body.data as { key: string; id: string };
    const f3 = await createFeed({ ...a, apiKey: member.key }, { blueprintId: bp2, kinds: ['personalCycles'] });
    expect((await fetchFeed(f3.url)).status).toBe(200);
    expect((await call(stack, 'DELETE', `/keys/${member.id}`, { key: a.apiKey })).status).toBe(200);
    const revoked = await fetchFeed(f3.url);
    expect(revoked.status).toBe(404);
    expect(revoked.body.error).toBe('Calendar not found');
    expect((await fetchFeed(f2.url)).status).toBe(200);

    expect((await call(stack, 'DELETE', '/account', { key: a.apiKey, body: { confirm: a.accountId } })).status).toBe(200);
    expect((await fetchFeed(f2.url)).status).toBe(404);
  });

  it('refuses bad input with 400 or 404 and nothing written; a wrong token is 404', async () => {
    at('2027-05-03T00:30:00Z');
    const a = await newAccount(stack, 20);
    const other = await newAccount(stack, 20);
    const bp = await blueprintOf(a);
    const cases: [unknown, number, string][] = [
      [{}, 400, 'Missing required field: blueprintId'],
      [{ blueprintId: bp, kinds: ['transits', 'horoscopes'] }, 400, 'Invalid request'],
      [{ blueprintId: bp, kinds: [] }, 400, 'Invalid request'],
      [{ blueprintId: bp, name: '' }, 400, 'Invalid request'],
      [{ blueprintId: bp, colour: 'red' }, 400, 'Unknown field'],
      [{ blueprintId: 'bp_01JD7N4Q2R0000000000000000' }, 404, 'Blueprint not found'],
    ];
    for (const [body, status, error] of cases) {
      const r = await call(stack, 'POST', '/calendars', { key: a.apiKey, body });
      expect([r.status, r.body.error], JSON.stringify(body)).toEqual([status, error]);
    }
    const foreign = await call(stack, 'POST', '/calendars', { key: other.apiKey, body: { blueprintId: bp } });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'Blueprint not found']);
    expect(((await call(stack, 'GET', '/calendars', { key: a.apiKey })).body.data as { calendars: unknown[] }).calendars).toEqual([]);

    const feed = await createFeed(a, { blueprintId: bp, kinds: ['personalCycles'] });
    const token = /calt_[A-Za-z0-9_-]{43}/.exec(feed.url)![0];
    const wrong = `calt_${'A'.repeat(43)}`;
    for (const path of [`/calendars/${wrong}.ics`, `/calendars/${token}`, `/calendars/${token}.ICS`, `/calendars/${feed.id}`]) {
      const r = await call(stack, 'GET', path);
      expect([r.status, r.body.error], path).toEqual([404, 'Calendar not found']);
    }
    // an API key does not replace the token
    expect((await call(stack, 'GET', `/calendars/${feed.id}.ics`, { key: a.apiKey })).status).toBe(404);
  });

  it('refuses a feed name with a line break (400, nothing written or charged) and escapes ; , \\ of a name as RFC 5545 TEXT', async () => {
    at('2027-05-03T00:30:00Z');
    const a = await newAccount(stack, 20);
    const bp = await blueprintOf(a);
    const before = await balanceOf(stack, a.accountId);
    for (const name of ['Sky\r\nBEGIN:VEVENT\r\nSUMMARY:injected\r\nEND:VEVENT', 'Sky\nX-INJECTED:1', 'Sky\rX', 'Sky\t1', 'Sky\n']) {
      const r = await call(stack, 'POST', '/calendars', { key: a.apiKey, body: { blueprintId: bp, name } });
      expect([r.status, r.body.error], JSON.stringify(name)).toEqual([400, 'Invalid request']);
      expect(r.text).toMatch(/name must be one line: it contains U\+000[9ADad]/);
    }
    expect(((await call(stack, 'GET', '/calendars', { key: a.apiKey })).body.data as { calendars: unknown[] }).calendars).toEqual([]);
    expect(await balanceOf(stack, a.accountId)).toBe(before);

    const feed = await createFeed(a, { blueprintId: bp, kinds: ['personalCycles'], name: 'Ada; sky, moon \\ sun' });
    const text = (await fetchFeed(feed.url)).text;
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines.find((l) => l.startsWith('X-WR-CALNAME:'))).toBe('X-WR-CALNAME:Ada\\; sky\\, moon \\\\ sun');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT').length).toBe(lines.filter((l) => l.startsWith('DTSTART')).length);
  });
});
