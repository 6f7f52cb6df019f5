/**
 * The audit's 500 probes (issue 31, failure 4), each a clear 400 with nothing charged: a body nested
 * 5,000 deep on every POST and DELETE route (one nesting limit, shared/http/json-depth.ts), far-future
 * ledger and usage dates, a ledger cursor before `from`, and impossible date-times.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '#shared/http/json-depth';
import { REPO_ROOT, type LocalStack } from '#shared/http/local-stack';
import { ROUTES } from '#shared/routes';
import { balanceOf, call, LONDON_1990, ledgerOf, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

process.env.AI_LOG = 'off';
let stack: LocalStack;
let a: TestAccount;
beforeAll(async () => {
  stack = await startTestStack();
  a = await newAccount(stack, 100);
});
afterAll(async () => {
  await stack?.close();
});

/** `{"a": {"a": … 1}}`, `depth` objects deep, as text (JSON.stringify would recurse). */
const nested = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const unchanged = async (): Promise<void> => {
  expect(await balanceOf(stack, a.accountId)).toBe(100);
  expect((await ledgerOf(stack, a.accountId)).length).toBe(0);
};

describe('one nesting limit for every JSON body', () => {
  const writes = ROUTES.filter((r) => r.method === 'POST' || r.method === 'DELETE');

  it('a body nested 5,000 deep is 400 "Invalid request body" on every POST and DELETE route, nothing charged', { timeout: 120_000 }, async () => {
    expect(writes.length).toBeGreaterThan(20);
    const rawBody = `{"birthDate":"1990-07-15","x":${nested(5000)}}`;
    for (const route of writes) {
      const path = route.path.replace(/\{[^}]+\}/g, 'abc');
      const r = await call(stack, route.method, path, { key: a.apiKey, rawBody, headers: { 'Content-Type': 'application/json' } });
      expect([route.name, r.status, r.body.error]).toEqual([route.name, 400, 'Invalid request body']);
      expect(r.body.message).toMatch(/more than 32 levels deep/);
    }
    await unchanged();
  });

  it('a body as deep as the limit reaches the route’s own checks; one level more is refused', async () => {
    const at = await call(stack, 'POST', '/calculators/life-path', {
      key: a.apiKey,
      rawBody: `{"birthDate":"1990-13-40","x":${nested(MAX_JSON_DEPTH - 1)}}`,
      headers: { 'Content-Type': 'application/json' },
    });
    // past the depth check, the route's own checks answer: first the unknown field `x`
    expect([at.status, at.body.error]).toEqual([400, 'Unknown field']);
    const over = await call(stack, 'POST', '/calculators/life-path', {
      key: a.apiKey,
      rawBody: `{"birthDate":"1990-07-15","x":${nested(MAX_JSON_DEPTH)}}`,
      headers: { 'Content-Type': 'application/json' },
    });
    expect([over.status, over.body.error]).toEqual([400, 'Invalid request body']);
    await unchanged();
  });
});

/** The sample body with every date (YYYY-MM-DD, YYYY-MM, or the date of a date-time) replaced by `day`; `hits` names them. */
const withDates = (v: unknown, day: string, hits: string[], at = ''): unknown => {
  if (typeof v === 'string' && /^\d{4}-\d{2}(-\d{2})?($|T)/.test(v)) {
    hits.push(at);
    return v.length === 7 ? day.slice(0, 7) : day + v.slice(10);
  }
  if (Array.isArray(v)) return v.map((x, i) => withDates(x, day, hits, `${at}.${i}`));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withDates(x, day, hits, `${at}.${k}`)]));
  return v;
};

describe('every date input of every route', () => {
  it('far-future, pre-1800 and impossible dates in every POST route’s sample body are a 400, nothing charged', { timeout: 240_000 }, async () => {
    let probes = 0;
    for (const route of ROUTES.filter((r) => r.method === 'POST')) {
      const file = join(REPO_ROOT, 'events', `${route.name}.json`);
      if (!existsSync(file)) continue;
      const ev = JSON.parse(readFileSync(file, 'utf8')) as { body?: unknown };
      const body = typeof ev.body === 'string' ? (JSON.parse(ev.body) as unknown) : ev.body;
      for (const day of ['2500-01-01', '9999-12-31', '1700-06-01', '2026-02-30']) {
        const hits: string[] = [];
        const probe = withDates(body, day, hits);
        if (hits.length === 0) continue;
        probes++;
        const r = await call(stack, 'POST', route.path.replace(/\{[^}]+\}/g, 'abc'), { key: a.apiKey, body: probe });
        expect([route.name, day, r.status]).toEqual([route.name, day, 400]);
      }
    }
    // the natal chart, the blueprints, transits, relationships, pair images, predictive, the transit wheel…
    expect(probes).toBeGreaterThan(60);
    await unchanged();
  });
});

describe('dates and ranges the stores accept', () => {
  it('ledger and usage refuse a `to` or `from` past 9999-12-30 or before 1970 with 400 "Invalid date"', async () => {
    for (const q of ['to=9999-12-31', 'from=9999-12-31', 'from=1969-12-31', 'to=0001-01-01']) {
      for (const path of ['/ledger', '/usage']) {
        const r = await call(stack, 'GET', `${path}?${q}`, { key: a.apiKey });
        expect([path, q, r.status, r.body.error]).toEqual([path, q, 400, 'Invalid date']);
      }
    }
    // the last day accepted answers
    expect((await call(stack, 'GET', '/ledger?to=9999-12-30', { key: a.apiKey })).status).toBe(200);
    expect((await call(stack, 'GET', '/usage?from=9999-12-01&to=9999-12-30', { key: a.apiKey })).status).toBe(200);
  });

  it('a ledger cursor before `from` is 400 "Invalid pagination"', async () => {
    const b = await newAccount(stack, 10);
    for (let i = 0; i < 3; i++) expect((await call(stack, 'POST', '/calculators/life-path', { key: b.apiKey, body: { birthDate: '1961-08-04' } })).status).toBe(200);
    const first = await call(stack, 'GET', '/ledger?limit=1', { key: b.apiKey });
    const page = (first.body.data as { nextPage: string }).nextPage;
    expect(page).toEqual(expect.any(String));
    const later = await call(stack, 'GET', `/ledger?limit=1&page=${page}&from=2999-01-01`, { key: b.apiKey });
    expect([later.status, later.body.error]).toEqual([400, 'Invalid pagination']);
    // with a `from` it does not contradict, the cursor pages on
    expect((await call(stack, 'GET', `/ledger?limit=1&page=${page}&from=2000-01-01`, { key: b.apiKey })).status).toBe(200);
  });

  it('the transit wheel refuses impossible and out-of-range moments with 400 "Invalid moment", nothing charged', async () => {
    for (const moment of [
      '2026-02-30T00:00:00Z',
      '2026-04-31T12:00:00+02:00',
      '2025-02-29T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T23:60:00Z',
      '2026-01-01T12:00:61Z',
      '2026-01-01T12:00:00+15:00',
      '2400-01-01T00:00:00Z',
      '1799-12-31T23:59:59Z',
      '+010000-01-01T00:00:00Z',
    ]) {
      const r = await call(stack, 'POST', '/images/transit-wheel', { key: a.apiKey, body: { ...LONDON_1990, moment, size: 600 } });
      expect([moment, r.status, r.body.error]).toEqual([moment, 400, 'Invalid moment']);
    }
    await unchanged();
    // a real moment draws (and is paid)
    const ok = await call(stack, 'POST', '/images/transit-wheel', { key: a.apiKey, body: { ...LONDON_1990, moment: '2024-02-29T23:59:59.5-05:00', format: 'svg', size: 600 } });
    expect(ok.status).toBe(200);
  });
});
