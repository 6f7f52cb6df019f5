/** Pure platform rules: config parsing, key extraction, rate-limit windows, the error mapper, request schemas. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateKey, hashKey, keyFromHeaders, keyIdFromHash } from '#shared/accounts/keys';
import { checkRateLimit, decide, windowOf } from '#shared/accounts/rate-limit';
import type { RateLimitStore } from '#shared/store/types';
import { loadConfig, parseRateLimits } from '#shared/config';
import { AppError, type ErrorKind } from '#shared/errors';
import { mapError, STATUS } from '#shared/http/errors';
import { validationError } from '#shared/http/middleware/validate';
import { birthDataSchema } from '#shared/http/schemas';

describe('config', () => {
  it('parses rate-limit profiles and has the documented defaults', () => {
    expect(parseRateLimits('60/min, 1000/h,10000/day')).toEqual([
      { name: 'min', seconds: 60, limit: 60 },
      { name: 'h', seconds: 3600, limit: 1000 },
      { name: 'day', seconds: 86400, limit: 10000 },
    ]);
    expect(() => parseRateLimits('10/fortnight')).toThrow('Invalid rate limit');
    const c = loadConfig({});
    expect(c.rateLimits.standard).toEqual([{ name: 'min', seconds: 60, limit: 100 }]);
    expect(c.rateLimits.chat.map((w) => w.limit)).toEqual([60, 1000, 10000]);
    expect(c.tableNames).toMatchObject({ keys: 'api-keys', accounts: 'accounts', ledger: 'usage-ledger', rateLimits: 'rate-limits' });
    expect(loadConfig({ ACCOUNTS_TABLE: 'prod-accounts', RATE_LIMIT_STANDARD: '5/s' })).toMatchObject({
      tableNames: { accounts: 'prod-accounts' },
      rateLimits: { standard: [{ seconds: 1, limit: 5 }] },
    });
  });
});

describe('keys', () => {
  it('generates prefixed 256-bit keys whose hash and id are derived, never stored in clear', () => {
    const k = generateKey('bp_live_');
    expect(k.apiKey).toMatch(/^bp_live_[A-Za-z0-9_-]{43}$/);
    expect(k.keyHash).toBe(hashKey(k.apiKey));
    expect(k.keyId).toBe(keyIdFromHash(k.keyHash));
    expect(k.hint.startsWith('bp_live_')).toBe(true);
    expect(k.hint).not.toContain(k.apiKey.slice(12));
    expect(generateKey('bp_live_').apiKey).not.toBe(k.apiKey);
  });

  it('reads Bearer and X-API-Key, header names case-insensitive, Bearer first', () => {
    expect(keyFromHeaders({ authorization: 'Bearer abc' })).toBe('abc');
    expect(keyFromHeaders({ Authorization: 'bearer  abc ' })).toBe('abc');
    expect(keyFromHeaders({ 'x-api-key': 'k1' })).toBe('k1');
    expect(keyFromHeaders({ 'X-Api-Key': ' k1 ' })).toBe('k1');
    expect(keyFromHeaders({ Authorization: 'Basic zzz' })).toBeUndefined();
    expect(keyFromHeaders({ Authorization: 'Bearer a', 'X-API-Key': 'b' })).toBe('conflict');
    expect(keyFromHeaders({ Authorization: 'Bearer a', 'X-API-Key': 'a' })).toBe('a');
    expect(keyFromHeaders({})).toBeUndefined();
    expect(keyFromHeaders(null)).toBeUndefined();
    // repeated headers (API Gateway: the last value in headers, all of them in multiValueHeaders)
    expect(keyFromHeaders({ 'X-API-Key': 'b' }, { 'X-API-Key': ['a', 'b'] })).toBe('conflict');
    expect(keyFromHeaders({ 'x-api-key': 'b' }, { 'X-API-Key': ['a'], 'x-api-key': ['b'] })).toBe('conflict');
    expect(keyFromHeaders({ 'X-API-Key': 'a' }, { 'X-API-Key': ['a', 'a'] })).toBe('a');
    expect(keyFromHeaders({ 'X-API-Key': 'a, b' })).toBe('conflict');
    expect(keyFromHeaders({ Authorization: 'Bearer b' }, { Authorization: ['Bearer a', 'Bearer b'] })).toBe('conflict');
    // a malformed Authorization next to a key is ambiguous too; alone it is no key
    expect(keyFromHeaders({ Authorization: 'Basic zzz', 'X-API-Key': 'a' })).toBe('conflict');
    expect(keyFromHeaders({ Authorization: 'Bearer', 'X-API-Key': 'a' })).toBe('conflict');
  });
});

describe('rate-limit windows', () => {
  it('aligns fixed windows and resets at the window end', () => {
    const w = { name: 'min', seconds: 60, limit: 100 };
    expect(windowOf('key_a', 'standard', w, Date.parse('2026-01-01T00:00:59.999Z'))).toEqual({
      bucket: `key_a#standard#min#${Date.parse('2026-01-01T00:00:00Z') / 1000}`,
      start: Date.parse('2026-01-01T00:00:00Z') / 1000,
      resetAt: Date.parse('2026-01-01T00:01:00Z') / 1000,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.constantFrom(1, 60, 3600, 86400), (now, seconds) => {
        const { start, resetAt } = windowOf('k', 'chat', { name: 'x', seconds, limit: 1 }, now);
        return start <= now / 1000 && now / 1000 < resetAt && resetAt - start === seconds && start % seconds === 0;
      }),
    );
  });

  it('counts each profile in its own buckets: chat calls never use up the standard minute', async () => {
    const counts = new Map<string, number>();
    const store: RateLimitStore = {
      hit: async (bucket, limit) => {
        const count = (counts.get(bucket) ?? 0) + 1;
        counts.set(bucket, count);
        return { allowed: count <= limit, count };
      },
    };
    const now = Date.parse('2026-01-01T00:00:10Z');
    const minute = [{ name: 'min', seconds: 60, limit: 2 }];
    expect((await checkRateLimit(store, 'key_a', 'chat', minute, now)).allowed).toBe(true);
    expect((await checkRateLimit(store, 'key_a', 'chat', minute, now)).allowed).toBe(true);
    expect((await checkRateLimit(store, 'key_a', 'chat', minute, now)).allowed).toBe(false);
    const standard = await checkRateLimit(store, 'key_a', 'standard', minute, now);
    expect(standard).toMatchObject({ allowed: true, remaining: 1 });
    expect([...counts.keys()].sort()).toEqual([`key_a#chat#min#${now / 1000 - 10}`, `key_a#standard#min#${now / 1000 - 10}`]);
  });

  it('reports the refused window, else the one with the least room', () => {
    const win = (limit: number) => ({ name: String(limit), seconds: 60, limit });
    const allowed = decide([
      { window: win(60), bucket: 'a', resetAt: 100, allowed: true, count: 10 },
      { window: win(1000), bucket: 'b', resetAt: 3600, allowed: true, count: 995 },
    ]);
    expect(allowed).toEqual({ allowed: true, limit: 1000, remaining: 5, reset: 3600 });
    const refused = decide([
      { window: win(60), bucket: 'a', resetAt: 100, allowed: false, count: 60 },
      { window: win(1000), bucket: 'b', resetAt: 3600, allowed: true, count: 999 },
    ]);
    expect(refused).toEqual({ allowed: false, limit: 60, remaining: 0, reset: 100 });
  });
});

describe('error mapper', () => {
  it('maps every domain error kind to its status and copies error, message and details', () => {
    const expected: Record<ErrorKind, number> = {
      invalid_input: 400,
      unauthorized: 401,
      insufficient_credits: 402,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      unprocessable: 422,
      payload_too_large: 413,
      unsupported_media_type: 415,
      rate_limited: 429,
      internal: 500,
      unavailable: 503,
    };
    expect(STATUS).toEqual(expected);
    const m = mapError(new AppError('insufficient_credits', 'Insufficient credits', 'short', { required: 5, available: 1 }), 'r1');
    expect(m).toEqual({
      statusCode: 402,
      body: { success: false, error: 'Insufficient credits', message: 'short', code: 'insufficient_credits', required: 5, available: 1, requestId: 'r1', docUrl: '/v1/docs#error-insufficient_credits' },
      unexpected: false,
    });
    // the docs page's address of the request's deployment, when known
    expect(mapError(new AppError('not_found', 'Blueprint not found', 'gone'), 'r2', 'https://api.example.com/v1/docs').body).toMatchObject({
      code: 'blueprint_not_found',
      docUrl: 'https://api.example.com/v1/docs#error-blueprint_not_found',
    });
  });

  it('hides the message and details of internal domain errors (file paths) behind the request id', () => {
    const m = mapError(new AppError('internal', 'Ephemeris error', "SwissEph file 'sepl_12.se1' not found in PATH '/var/task/ephe/'", { path: '/var/task' }), 'req-7');
    expect(m).toEqual({
      statusCode: 500,
      body: {
        success: false,
        error: 'Ephemeris error',
        message: 'Unexpected error; quote request id req-7 when reporting it',
        code: 'ephemeris_error',
        requestId: 'req-7',
        docUrl: '/v1/docs#error-ephemeris_error',
      },
      unexpected: true,
    });
  });

  it('hides unexpected errors behind 500 with the request id', () => {
    const m = mapError(new Error('secret internals'), 'req-9');
    expect(m.statusCode).toBe(500);
    expect(m.body).toEqual({
      success: false,
      error: 'Internal server error',
      message: expect.stringContaining('req-9'),
      code: 'internal_server_error',
      requestId: 'req-9',
      docUrl: '/v1/docs#error-internal_server_error',
    });
    expect(JSON.stringify(m.body)).not.toContain('secret');
  });
});

describe('birth data schema', () => {
  const ok = { birthDate: '2000-02-29', birthTime: '00:00', city: 'X', country: 'Y', latitude: -90, longitude: 180, timezone: 'UTC' };
  it('accepts edge values and reports the first issue with its spec string', () => {
    expect(birthDataSchema.safeParse(ok).success).toBe(true);
    const r = birthDataSchema.safeParse({ ...ok, birthDate: '2001-02-29', city: undefined });
    expect(r.success).toBe(false);
    const err = validationError(r.error!.issues);
    expect(err.error).toBe('Invalid birth date');
    expect((err.details.issues as { error: string }[]).map((i) => i.error)).toEqual(['Invalid birth date', 'Birth location required']);
  });
});
