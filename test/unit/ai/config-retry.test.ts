import { describe, expect, it, vi } from 'vitest';
import { APIConnectionTimeoutError, APIError } from '@anthropic-ai/sdk';
import { aiConfig, DEFAULT_MODELS, loadAiConfig } from '#shared/ai/config';
import { createWriter } from '#shared/ai/index';
import { Limiter } from '#shared/ai/limiter';
import { AiCallError, backoffDelay, classifyError, MalformedResponseError, withRetry } from '#shared/ai/retry';
import type { RetryPolicy } from '#shared/ai/retry';
import { silentLogger } from '#shared/ai/log';
import { isAppError } from '#shared/errors';

describe('configuration', () => {
  it('has documented defaults and no key', () => {
    const c = loadAiConfig({});
    expect(c.apiKey).toBeUndefined();
    expect(c.models).toEqual(DEFAULT_MODELS);
    expect(c).toMatchObject({ concurrency: 12, timeoutMs: 20_000, maxRetries: 2, deadlineMs: 25_000, cachePrime: true });
  });

  it('reads every variable', () => {
    const c = loadAiConfig({
      ANTHROPIC_API_KEY: 'k',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:9',
      AI_MODEL_STANDARD: 's',
      AI_MODEL_PREMIUM: 'p',
      AI_CONCURRENCY: '3',
      AI_TIMEOUT_MS: '1500',
      AI_MAX_RETRIES: '0',
      AI_DEADLINE_MS: '9000',
      AI_CACHE_PRIME: 'false',
    });
    expect(c).toMatchObject({ apiKey: 'k', baseURL: 'http://127.0.0.1:9', models: { standard: 's', premium: 'p' }, concurrency: 3, timeoutMs: 1500, maxRetries: 0, deadlineMs: 9000, cachePrime: false });
  });

  it('rejects invalid values', () => {
    expect(() => loadAiConfig({ AI_CONCURRENCY: '0' })).toThrow(/AI_CONCURRENCY/);
    expect(() => loadAiConfig({ AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => loadAiConfig({ AI_CACHE_PRIME: 'maybe' })).toThrow(/AI_CACHE_PRIME/);
  });

  it('picks the Anthropic writer only when a key is configured', () => {
    expect(createWriter(aiConfig({}), { logger: silentLogger }).kind).toBe('offline');
    expect(createWriter(aiConfig({ apiKey: 'k', baseURL: 'http://127.0.0.1:9' }), { logger: silentLogger }).kind).toBe('anthropic');
  });
});

describe('error classification', () => {
  const apiError = (status: number, headers: Record<string, string> = {}): APIError =>
    APIError.generate(status, { type: 'error', error: { type: 'x', message: 'm' } }, undefined, new Headers(headers));

  it('maps statuses to codes and retryability', () => {
    expect(classifyError(apiError(429, { 'retry-after': '2' }))).toMatchObject({ code: 'rate_limited', retryable: true, status: 429, retryAfterMs: 2000 });
    expect(classifyError(apiError(529))).toMatchObject({ code: 'overloaded', retryable: true });
    expect(classifyError(apiError(503))).toMatchObject({ code: 'server_error', retryable: true });
    expect(classifyError(apiError(400))).toMatchObject({ code: 'rejected', retryable: false });
    expect(classifyError(apiError(401))).toMatchObject({ code: 'rejected', retryable: false });
    expect(classifyError(new APIConnectionTimeoutError())).toMatchObject({ code: 'timeout', retryable: true });
    expect(classifyError(new MalformedResponseError('x'))).toMatchObject({ code: 'malformed', retryable: true });
    expect(classifyError(new SyntaxError('Unexpected token'))).toMatchObject({ code: 'malformed', retryable: true });
  });

  it('backs off exponentially with jitter, capped, and obeys Retry-After within the cap', () => {
    const policy: RetryPolicy = { maxRetries: 5, baseMs: 100, maxMs: 1000, timeoutMs: 1000, random: () => 0 };
    const e = new AiCallError('server_error', 'x', true, 500);
    expect([1, 2, 3, 4, 5].map((r) => backoffDelay(r, policy, e))).toEqual([100, 200, 400, 800, 1000]);
    expect(backoffDelay(1, { ...policy, random: () => 1 }, e)).toBe(75);
    expect(backoffDelay(1, policy, new AiCallError('rate_limited', 'x', true, 429, 300))).toBe(300);
    expect(backoffDelay(1, policy, new AiCallError('rate_limited', 'x', true, 429, 60_000))).toBe(1000);
  });

  it('retries up to maxRetries and reports the attempts', async () => {
    let calls = 0;
    const err = await withRetry(
      async () => {
        calls += 1;
        throw new AiCallError('overloaded', 'busy', true, 529);
      },
      { maxRetries: 3, baseMs: 1, maxMs: 5, timeoutMs: 100 },
    ).catch((e: unknown) => e);
    expect(calls).toBe(4);
    expect(err).toMatchObject({ code: 'overloaded', attempts: 4 });
  });

  it('passes the smaller of the call timeout and the remaining budget to each attempt', async () => {
    // a fake clock: on the real one a 1 ms backoff can end within the same Date.now()
    // millisecond (about 1 run in 100), and the remaining budget then looks unchanged
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const seen: number[] = [];
      const done = withRetry(
        async (timeoutMs, attempt) => {
          seen.push(timeoutMs);
          if (attempt === 1) throw new AiCallError('timeout', 't', true);
          return 'ok';
        },
        { maxRetries: 2, baseMs: 40, maxMs: 40, timeoutMs: 10_000, deadlineAt: Date.now() + 500, random: () => 0 },
      );
      await vi.runAllTimersAsync();
      await expect(done).resolves.toBe('ok');
      // the budget (500) beats the call timeout, then shrinks by the 40 ms backoff
      expect(seen).toEqual([500, 460]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('limiter', () => {
  it('never runs more than max tasks at once and runs them all', async () => {
    const l = new Limiter(3);
    let active = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        l.run(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((r) => setTimeout(r, 5));
          active -= 1;
          return i;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(3);
    expect(l.inFlight).toBe(0);
  });

  it('drops a waiting task when its signal aborts', async () => {
    const l = new Limiter(1);
    let release!: () => void;
    const first = l.run(() => new Promise<void>((r) => (release = r)));
    const ac = new AbortController();
    let ran = false;
    const second = l.run(async () => {
      ran = true;
    }, ac.signal);
    ac.abort(new Error('stop'));
    await expect(second).rejects.toThrow('stop');
    release();
    await first;
    expect(ran).toBe(false);
    expect(l.queued).toBe(0);
  });
});

describe('language validation', () => {
  it('rejects a language outside the six of spec 2.9', async () => {
    const w = createWriter(aiConfig({}), { logger: silentLogger });
    await expect(w.writeText({ purpose: 'daily-insight', facts: { date: '2026-11-22', sky: {}, highlights: [] }, language: 'nl' as never })).rejects.toSatisfy(isAppError);
  });
});
