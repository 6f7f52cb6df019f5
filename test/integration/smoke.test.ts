/**
 * The deployed-stage smoke test (scripts/smoke.ts, docs/deploy.md) run against the local stack, the
 * way an operator runs it against a stage: every route of the route table once, with one key, each
 * answer checked; and it fails when the answers are wrong (here: a key that does not exist).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { ROUTES } from '#shared/routes';
import { balanceOf, newAccount, startTestStack } from '#test/support/stack';
import { runSmoke } from '../../scripts/smoke-core';

process.env.AI_LOG = 'off';
let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('npm run smoke', () => {
  it('calls every route once and every answer is what the route promises; the account stays', { timeout: 180_000 }, async () => {
    const a = await newAccount(stack, 500);
    const results = await runSmoke({ baseUrl: `${stack.api.url}/`, key: a.apiKey });
    expect(results.map((r) => r.route).sort()).toEqual(ROUTES.map((r) => r.name).sort());
    expect(results.filter((r) => !r.ok).map((r) => `${r.route}: ${r.detail}`)).toEqual([]);
    expect(results.find((r) => r.route === 'account-delete')).toMatchObject({ status: 400, ok: true });
    // the binary and streamed answers were read as such
    expect(results.find((r) => r.route === 'blueprints-pdf')!.detail).toMatch(/^application\/pdf/);
    expect(results.find((r) => r.route === 'advisor-chat')!.detail).toMatch(/^text\/plain/);
    const left = await balanceOf(stack, a.accountId);
    expect(left).toBeDefined();
    // what a run costs (scripts/smoke.ts says "about 50 credits": the fixed prices of the routes plus the cheapest modules)
    expect(500 - left!).toBeLessThanOrEqual(60);
  });

  it('fails when the answers are wrong (a key that does not exist: every route 401, the calendar feed, which takes no key, 404)', { timeout: 120_000 }, async () => {
    const results = await runSmoke({ baseUrl: stack.api.url, key: 'bk_live_0000000000000000000000000000' });
    expect(results).toHaveLength(ROUTES.length);
    expect(results.filter((r) => r.ok)).toEqual([]);
    // no feed could be created, so its URL is the example's placeholder: no such feed
    const keyless = new Set(ROUTES.filter((r) => r.auth === 'token').map((r) => r.name));
    expect(new Set(results.filter((r) => !keyless.has(r.route)).map((r) => r.status))).toEqual(new Set([401]));
    expect(results.filter((r) => keyless.has(r.route)).map((r) => r.status)).toEqual([404]);
  });
});
