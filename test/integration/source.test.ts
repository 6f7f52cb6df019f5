/**
 * GET /v1/source (functions/meta/source.ts, docs/licences.md): free, it names where the running
 * source is available (the operator's SOURCE_URL) under the AGPL-3.0, and the Swiss Ephemeris
 * licence; without a configured URL it says so instead of naming a wrong one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#shared/config';
import type { LocalStack } from '#shared/http/local-stack';
import { sourceOffer } from '#shared/licences/source';
import { balanceOf, call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

const URL = 'https://git.example.org/blueprint-api/tree/v1.4.2';
let stack: LocalStack;
let acct: TestAccount;
let reply: Awaited<ReturnType<typeof call>>;

// the first call loads the route's module: in the hook (a minute), not in a test (30 s)
beforeAll(async () => {
  stack = await startTestStack({ config: { sourceUrl: URL } });
  acct = await newAccount(stack, 100);
  reply = await call(stack, 'GET', '/source', { key: acct.apiKey });
});
afterAll(async () => {
  await stack?.close();
});

describe('GET /v1/source', () => {
  it('names the configured source location and the licences, free of charge', async () => {
    const r = reply;
    expect(r.status).toBe(200);
    const data = r.body.data as { licence: string; sourceUrl: string | null; offer: string; ephemeris: { licence: string } };
    expect(data.licence).toBe('AGPL-3.0-only');
    expect(data.sourceUrl).toBe(URL);
    expect(data.offer).toContain(URL);
    expect(data.ephemeris.licence).toMatch(/AGPL-3\.0.*Professional Licence/);
    expect(r.body.meta).toMatchObject({ creditsUsed: 0 });
    expect(await balanceOf(stack, acct.accountId)).toBe(100);
  });

  it('says no location is configured rather than inventing one', () => {
    const data = sourceOffer(loadConfig({}).sourceUrl);
    expect(data.sourceUrl).toBeNull();
    expect(data.offer).toMatch(/names no source location/);
    expect(loadConfig({ SOURCE_URL: URL }).sourceUrl).toBe(URL);
  });

  it('needs a key like every route', async () => {
    expect((await call(stack, 'GET', '/source')).status).toBe(401);
  });
});
