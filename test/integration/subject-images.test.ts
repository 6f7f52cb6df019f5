/**
 * GET /v1/subjects/{subject}/wheel.svg and bodygraph.svg (issue 44, docs/subjects.md): the images by
 * path of an end user saved with PUT, drawn from its stored birth data (free, as the blueprint's):
 * the same drawing as POST /images/natal-wheel with the birth data; an unknown-time subject's wheel
 * says "time unknown" and draws no houses, its bodygraph is a 400; an unknown subject, and a deleted
 * one, is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ config: { logLevel: 'error' } });
});
afterAll(async () => {
  await stack?.close();
});

const JOHN = { birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const path = (s: string): string => `/subjects/${encodeURIComponent(s)}`;

describe('GET /subjects/{subject}/wheel.svg and bodygraph.svg', { timeout: 120_000 }, () => {
  let a: TestAccount;
  beforeAll(async () => {
    a = await newAccount(stack, 100);
  });

  it('draws the subject from its stored birth data, free; 404 for an unknown or deleted subject', async () => {
    const subject = 'user-john #1';
    expect((await call(stack, 'PUT', path(subject), { key: a.apiKey, body: { name: 'John Test', ...JOHN } })).status).toBe(200);
    const before = await balanceOf(stack, a.accountId);

    const wheel = await call(stack, 'GET', `${path(subject)}/wheel.svg?theme=dark`, { key: a.apiKey });
    expect(wheel.status, wheel.text).toBe(200);
    expect(wheel.headers.get('content-type')).toContain('image/svg+xml');
    expect(wheel.text).toContain('John Test');
    expect(wheel.text).toContain('1940-10-09 18:30, Liverpool, UK');
    expect(wheel.text).toMatch(/data-body="moon"/);
    expect(wheel.text).toMatch(/class="cusp-line"/);
    // the same drawing as POST /images/natal-wheel with the birth data and the name
    const posted = await fetch(`${stack.api.url}/images/natal-wheel`, { method: 'POST', headers: { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ ...JOHN, fullName: 'John Test', format: 'svg', theme: 'dark' }) });
    expect(posted.status).toBe(200);
    expect(wheel.text).toBe(await posted.text());

    const body = await call(stack, 'GET', `${path(subject)}/bodygraph.svg`, { key: a.apiKey });
    expect(body.status, body.text).toBe(200);
    expect(body.text).toContain('John Test');
    expect(body.text).toMatch(/data-center="sacral"/);
    // free: only the POST above was charged (1 credit)
    expect(await balanceOf(stack, a.accountId)).toBe(before! - 1);

    for (const file of ['wheel.svg', 'bodygraph.svg']) {
      const missing = await call(stack, 'GET', `${path('nobody')}/${file}`, { key: a.apiKey });
      expect(missing.status, file).toBe(404);
      expect(missing.body.error, file).toBe('Subject not found');
    }
    // another account does not see it
    const other = await newAccount(stack, 10);
    expect((await call(stack, 'GET', `${path(subject)}/wheel.svg`, { key: other.apiKey })).status).toBe(404);
    // deleted: 404
    expect((await call(stack, 'DELETE', path(subject), { key: a.apiKey })).status).toBe(200);
    for (const file of ['wheel.svg', 'bodygraph.svg']) {
      const gone = await call(stack, 'GET', `${path(subject)}/${file}`, { key: a.apiKey });
      expect(gone.status, file).toBe(404);
      expect(gone.body.error, file).toBe('Subject not found');
    }
  });

  it('an unknown-time subject: the wheel says "time unknown" and draws no houses; the bodygraph is 400 Birth time required', async () => {
    const subject = 'user-pat';
    const { birthTime: _t, ...noTime } = JOHN;
    expect((await call(stack, 'PUT', path(subject), { key: a.apiKey, body: { name: 'Pat', ...noTime, timeUnknown: true } })).status).toBe(200);
    const wheel = await call(stack, 'GET', `${path(subject)}/wheel.svg`, { key: a.apiKey });
    expect(wheel.status, wheel.text).toBe(200);
    expect(wheel.text).toContain('Pat');
    expect(wheel.text).toContain('1940-10-09 (time unknown)');
    expect(wheel.text).not.toContain('1940-10-09 12:00');
    expect(wheel.text).toMatch(/data-body="sun"/);
    expect(wheel.text).not.toMatch(/data-body="ascendant"|class="cusp-line"/);
    expect(wheel.text).toMatch(/<desc>[^<]*birth time unknown[^<]*no houses and no angles[^<]*<\/desc>/);
    const fr = await call(stack, 'GET', `${path(subject)}/wheel.svg?language=fr`, { key: a.apiKey });
    // the date in French words, as the other languages write it (English keeps the ISO date)
    expect(fr.text).toContain('9 octobre 1940 (heure inconnue)');
    const body = await call(stack, 'GET', `${path(subject)}/bodygraph.svg`, { key: a.apiKey });
    expect(body.status).toBe(400);
    expect(body.body.error).toBe('Birth time required');
    expect(body.body.message).toContain('user-pat');
  });
});
