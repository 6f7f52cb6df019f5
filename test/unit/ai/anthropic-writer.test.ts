import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AnthropicWriter } from '#shared/ai/anthropic-writer';
import type { AiConfig } from '#shared/ai/config';
import { aiConfig, loadAiConfig } from '#shared/ai/config';
import { createWriter } from '#shared/ai/index';
import type { AiLogEvent } from '#shared/ai/log';
import { silentLogger } from '#shared/ai/log';
import { AI_MODULES, ASTROLOGY_SECTIONS, MODULE_SECTIONS } from '#shared/ai/sections';
import { AiCallError } from '#shared/ai/retry';
import type { FakeAnthropic, FakeRequest } from '#test/support/fake-anthropic';
import { defaultText, startFakeAnthropic } from '#test/support/fake-anthropic';
import { CHART_A } from '#test/support/ai-fixtures';

let fake: FakeAnthropic;

beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

function writer(over: Partial<AiConfig> = {}, logger = silentLogger): AnthropicWriter {
  return new AnthropicWriter(
    aiConfig({
      apiKey: 'test-key',
      baseURL: fake.url,
      models: { standard: 'model-standard', premium: 'model-premium' },
      concurrency: 6,
      timeoutMs: 2_000,
      maxRetries: 2,
      retryBaseMs: 10,
      retryMaxMs: 50,
      deadlineMs: 10_000,
      ...over,
    }),
    { logger },
  );
}

const sectionRequests = (key: string): FakeRequest[] => fake.requests.filter((r) => r.key === key);

describe('anthropic writer: blueprint sections', () => {
  it('writes every section of a module through the real SDK, grounded on the facts, with the shared context cached', async () => {
    const r = await writer().writeModuleSections('astrology', CHART_A);
    expect(r.ok).toBe(true);
    expect(r.writer).toBe('anthropic');
    expect(r.model).toBe('model-standard');
    if (!r.ok) return;
    expect(Object.keys(r.sections).sort()).toEqual([...ASTROLOGY_SECTIONS].sort());
    for (const key of ASTROLOGY_SECTIONS) expect(r.sections[key]).toBe(defaultText(key));

    // 1 cache-priming call + 19 sections
    expect(fake.requests).toHaveLength(20);
    expect(fake.requests[0]!.key).toBe('cache-prime');
    for (const req of fake.requests) {
      expect(req.path).toBe('/v1/messages');
      expect(req.headers['x-api-key'] ?? req.headers.authorization).toMatch(/^(Bearer )?test-key$/);
      expect(req.headers['anthropic-version']).toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(req.body.model).toBe('model-standard');
      const system = req.body.system as { text: string; cache_control?: { type: string } }[];
      expect(system).toHaveLength(2);
      expect(system[0]!.text).toContain('No medical, psychological-diagnostic, legal or financial advice');
      expect(system[0]!.text).toContain('No fatalism');
      expect(system[1]!.cache_control).toEqual({ type: 'ephemeral' });
      expect(system[1]!.text).toContain("Sun: Leo 14°22', house 10");
      expect(system[1]!.text).toContain('Venus: Gemini 28°54\', house 9, retrograde');
      expect(system[1]!.text).toContain('Profile: 4/6');
      expect(system[1]!.text).toContain('Defined centers: Sacral, Solar Plexus, Throat, G center');
      // The cached block is byte-identical across the fan-out.
      expect(system[1]!.text).toBe((fake.requests[0]!.body.system as { text: string }[])[1]!.text);
    }
    // The team's interpretation texts ride along in the cached block, for the requested module only.
    const context = (fake.requests[0]!.body.system as { text: string }[])[1]!.text;
    expect(context).toContain('REFERENCE NOTES');
    expect(context).toMatch(/\[sun\] .*Yours stands at 14° Leo/);
    expect(context).not.toContain('[lifePath]');
    const moon = sectionRequests('moon')[0]!;
    expect(JSON.stringify(moon.body.messages)).toContain("Placement to interpret: Moon: Cancer 3°12', house 9.");
  });

  it('reports the token usage of every call, with one cache write and cache reads for the rest', async () => {
    fake.setDelay(40);
    const r = await writer().writeModuleSections('humanDesign', CHART_A);
    expect(r.ok).toBe(true);
    expect(r.usage.requests).toBe(15); // prime + 14
    // Recompute the expected figures from what the fake server says it answered.
    const cached = Math.ceil((fake.requests[0]!.body.system as { text: string }[]).map((b) => b.text).join('').length / 4);
    expect(r.usage.cacheCreationInputTokens).toBe(cached);
    expect(r.usage.cacheReadInputTokens).toBe(14 * cached);
    const expectedOutput = 1 + MODULE_SECTIONS.humanDesign.reduce((n, k) => n + Math.ceil(defaultText(k).length / 4), 0);
    expect(r.usage.outputTokens).toBe(expectedOutput);
    expect(r.usage.inputTokens).toBeGreaterThan(14);
  });

  it('without cache priming, the calls of the first round each write the cache', async () => {
    fake.setDelay(150);
    const r = await writer({ concurrency: 5, cachePrime: false }).writeModuleSections('humanDesign', CHART_A);
    expect(r.ok).toBe(true);
    const cached = Math.ceil((fake.requests[0]!.body.system as { text: string }[]).map((b) => b.text).join('').length / 4);
    expect(r.usage.requests).toBe(14);
    expect(r.usage.cacheCreationInputTokens).toBe(5 * cached);
    expect(r.usage.cacheReadInputTokens).toBe(9 * cached);
  });

  it('goes on without the cache when priming hangs, spending at most a fifth of the budget on it', async () => {
    fake.setReply((req) => (req.key === 'cache-prime' ? { kind: 'hang' } : undefined));
    const events: AiLogEvent[] = [];
    // a 5 s budget: priming may take 1 s of it, while its own call timeout (4 s) would allow more
    const r = await writer({ deadlineMs: 5_000, timeoutMs: 4_000 }, (e) => events.push(e)).writeModuleSections('humanDesign', CHART_A);
    expect(r.ok).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ msg: 'ai.cache_prime_failed', code: 'timeout' }));
    // the sections were sent once priming gave up: after its fifth (1 s), well before the 4 s timeout
    // (measured between the fake's arrivals, not around the whole write, which a loaded machine stretches)
    const prime = fake.requests.find((q) => q.key === 'cache-prime')!;
    const firstSection = fake.requests.find((q) => q.key !== 'cache-prime')!;
    expect(firstSection.receivedAt - prime.receivedAt).toBeLessThan(2_500);
  });

  it('uses the premium model for the premium tier and asks for the requested language', async () => {
    const r = await writer().writeModuleSections('numerology', CHART_A, { tier: 'premium', language: 'es' });
    expect(r.model).toBe('model-premium');
    expect(r.language).toBe('es');
    expect(r.languageFallback).toBeUndefined();
    expect(fake.requests.every((q) => q.body.model === 'model-premium')).toBe(true);
    expect(JSON.stringify(sectionRequests('lifePath')[0]!.body.messages)).toContain('Language: Español (Spanish).');
    // a single section needs no cache priming
    expect(fake.requests).toHaveLength(1);
    const context = (fake.requests[0]!.body.system as { text: string }[])[1]!.text;
    expect(context).toContain('[lifePath] Your life path number is 7');
    expect(context).not.toContain('[sun]');
    expect(context).toContain('Sun: Leo'); // facts of the other modules still ground the text

    fake.reset();
    await writer({ referenceNotes: false }).writeModuleSections('numerology', CHART_A);
    expect((fake.requests[0]!.body.system as { text: string }[])[1]!.text).not.toContain('REFERENCE NOTES');
  });

  it('never has more requests in flight than the concurrency bound, across modules', async () => {
    fake.setDelay(60);
    const w = writer({ concurrency: 4 });
    const out = await w.writeBlueprintSections(AI_MODULES, CHART_A);
    for (const m of AI_MODULES) expect(out[m]?.ok).toBe(true);
    expect(fake.requests).toHaveLength(35);
    expect(fake.maxInFlight).toBe(4);
    expect(w.limiter.inFlight).toBe(0);
  });

  it('retries 529, 429 (honouring retry-after-ms) and 500 with backoff, then succeeds', async () => {
    fake.setReply((req) => {
      if (req.key === 'moon' && req.attempt <= 2) return { kind: 'error', status: 529, type: 'overloaded_error' };
      if (req.key === 'venus' && req.attempt === 1) return { kind: 'error', status: 429, type: 'rate_limit_error', headers: { 'retry-after-ms': '30' } };
      if (req.key === 'mars' && req.attempt === 1) return { kind: 'error', status: 500 };
      return undefined;
    });
    const events: AiLogEvent[] = [];
    const r = await writer({}, (e) => events.push(e)).writeModuleSections('astrology', CHART_A);
    expect(r.ok).toBe(true);
    expect(sectionRequests('moon')).toHaveLength(3);
    expect(sectionRequests('venus')).toHaveLength(2);
    expect(sectionRequests('mars')).toHaveLength(2);
    expect(sectionRequests('sun')).toHaveLength(1);
    const retries = events.filter((e) => e.msg === 'ai.retry');
    expect(retries.map((e) => `${String(e.call)}:${String(e.status)}`).sort()).toEqual(
      ['astrology.mars:500', 'astrology.moon:529', 'astrology.moon:529', 'astrology.venus:429'].sort(),
    );
    expect(retries.find((e) => e.call === 'astrology.venus')?.delayMs).toBe(30);
    if (r.ok) expect(r.sections.moon).toBe(defaultText('moon'));
    expect(r.usage.requests).toBe(20); // errors carry no usage
  });

  it('fails the module as a whole when one section still fails after retries, keeping other modules', async () => {
    fake.setReply((req) => (req.key === 'venus' ? { kind: 'error', status: 500 } : undefined));
    const events: AiLogEvent[] = [];
    const out = await writer({ maxRetries: 2 }, (e) => events.push(e)).writeBlueprintSections(['astrology', 'numerology'], CHART_A);
    const astro = out.astrology!;
    expect(astro.ok).toBe(false);
    if (astro.ok) return;
    expect(astro.error).toEqual({ code: 'server_error', message: 'AI service error (500)', status: 500, attempts: 3, section: 'venus' });
    expect(astro.writer).toBe('anthropic');
    expect(sectionRequests('venus')).toHaveLength(3);
    expect(out.numerology?.ok).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ msg: 'ai.module', module: 'astrology', ok: false, code: 'server_error' }));
  });

  it('does not retry a rejected request (400) and stops the rest of the module', async () => {
    fake.setDelay(80);
    fake.setReply((req) => (req.key === 'sun' ? { kind: 'error', status: 400, type: 'invalid_request_error' } : undefined));
    const r = await writer({ concurrency: 2, cachePrime: false }).writeModuleSections('astrology', CHART_A);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('rejected');
    expect(r.error.attempts).toBe(1);
    expect(sectionRequests('sun')).toHaveLength(1);
    // with 2 slots, the module is abandoned long before its 19 sections are sent
    expect(fake.requests.length).toBeLessThan(6);
  });

  it('times out a slow call, retries it, and succeeds when the retry is fast', async () => {
    // the first attempt never answers: only the call timeout gets the module done (before the 10 s
    // budget). 1 s, not less: on a loaded machine a prompt answer can take a few hundred ms.
    fake.setReply((req) => (req.key === 'mercury' && req.attempt === 1 ? { kind: 'hang' } : undefined));
    const events: AiLogEvent[] = [];
    const r = await writer({ timeoutMs: 1_000 }, (e) => events.push(e)).writeModuleSections('astrology', CHART_A);
    expect(r.ok).toBe(true);
    expect(sectionRequests('mercury')).toHaveLength(2);
    expect(events.filter((e) => e.msg === 'ai.retry').map((e) => `${String(e.call)}:${String(e.code)}`)).toEqual(['astrology.mercury:timeout']);
  });

  it('fails with a timeout when every attempt hangs', async () => {
    fake.setReply((req) => (req.key === 'lifePath' ? { kind: 'hang' } : undefined));
    const started = Date.now();
    // 500 ms per call: long enough for each attempt to reach the fake on a loaded machine
    const r = await writer({ timeoutMs: 500, maxRetries: 1 }).writeModuleSections('numerology', CHART_A);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'timeout', attempts: 2, section: 'lifePath' });
    expect(sectionRequests('lifePath')).toHaveLength(2);
    // two call timeouts, not the 10 s budget
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops at the overall deadline even when per-call timeouts and retries would allow more', async () => {
    fake.setReply(() => ({ kind: 'hang' }));
    const started = Date.now();
    const r = await writer({ timeoutMs: 5_000, maxRetries: 5, deadlineMs: 250, cachePrime: false }).writeModuleSections('numerology', CHART_A);
    const took = Date.now() - started;
    expect(r.ok).toBe(false);
    if (!r.ok) expect(['timeout', 'deadline']).toContain(r.error.code);
    expect(took).toBeGreaterThanOrEqual(240);
    // ended by the 250 ms budget, not by a 5 s call timeout
    expect(took).toBeLessThan(4_000);
  });

  it('retries malformed answers and fails cleanly when they stay malformed', async () => {
    fake.setReply((req) => {
      if (req.key === 'lifePath' && req.attempt === 1) return { kind: 'raw', status: 200, body: '{"this is": not json' };
      if (req.key === 'lifePath' && req.attempt === 2) return { kind: 'raw', status: 200, body: JSON.stringify({ type: 'message', content: [] }) };
      return undefined;
    });
    const ok = await writer().writeModuleSections('numerology', CHART_A);
    expect(ok.ok).toBe(true);
    expect(sectionRequests('lifePath')).toHaveLength(3);

    fake.reset();
    fake.setReply(() => ({ kind: 'raw', status: 200, body: JSON.stringify({ type: 'message', content: [{ type: 'text', text: '   ' }], usage: { input_tokens: 5, output_tokens: 1 } }) }));
    const bad = await writer({ maxRetries: 1 }).writeModuleSections('numerology', CHART_A);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ code: 'malformed', attempts: 2 });
    // the tokens of the unusable answers were still counted
    expect(bad.usage).toMatchObject({ requests: 2, inputTokens: 10, outputTokens: 2 });
  });
});

describe('factory and cancellation', () => {
  it('createWriter picks the Anthropic writer from the environment variables and talks to the configured base URL', async () => {
    const w = createWriter(loadAiConfig({ ANTHROPIC_API_KEY: 'env-key', ANTHROPIC_BASE_URL: fake.url, AI_MODEL_STANDARD: 'env-model' }), { logger: silentLogger });
    expect(w.kind).toBe('anthropic');
    const r = await w.writeModuleSections('numerology', CHART_A);
    expect(r).toMatchObject({ ok: true, writer: 'anthropic', model: 'env-model' });
    expect(fake.requests[0]!.body.model).toBe('env-model');
  });

  it("stops when the caller's signal aborts and reports the module as failed", async () => {
    fake.setDelay(300);
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    const started = Date.now();
    const r = await writer({ cachePrime: false }).writeModuleSections('humanDesign', CHART_A, { signal: ac.signal });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fake.requests.length).toBeLessThanOrEqual(6); // the queued sections were never sent
  });
});

describe('answer cleaning', () => {
  it('turns a markdown answer into plain paragraphs', async () => {
    fake.setReply(() => ({ kind: 'message', text: '## Your Life Path\n\nYou are a **seeker** at heart.\n\n\n\nKeep __asking__.' }));
    const r = await writer().writeModuleSections('numerology', CHART_A);
    expect(r.ok && r.sections.lifePath).toBe('You are a seeker at heart.\n\nKeep asking.');
  });

  it('cuts an answer truncated by max_tokens back to its last full sentence', async () => {
    fake.setReply(() => ({ kind: 'message', text: 'First sentence is complete. Second one is also complete. Third one is cut off in the mid', stopReason: 'max_tokens' }));
    const r = await writer().writeModuleSections('numerology', CHART_A);
    expect(r.ok && r.sections.lifePath).toBe('First sentence is complete. Second one is also complete.');
  });
});

describe('anthropic writer: free texts and streaming', () => {
  it('writes a free text (transit, daily insight, sign horoscope) with usage', async () => {
    fake.setReply((req) => ({ kind: 'message', text: `text for ${req.body.messages?.length} message(s)`, usage: { input_tokens: 42, output_tokens: 7 } }));
    const r = await writer().writeText({
      purpose: 'sign-horoscope',
      language: 'it',
      facts: { date: '2026-11-22', sign: 'leo', sky: { moon: { sign: 'aries' } }, highlights: [] },
    });
    expect(r).toMatchObject({ writer: 'anthropic', model: 'model-standard', language: 'it', text: 'text for 1 message(s)' });
    expect(r.usage).toMatchObject({ inputTokens: 42, outputTokens: 7, requests: 1 });
    const req = fake.requests[0]!;
    expect(JSON.stringify(req.body.messages)).toContain("today's horoscope for Leo");
    expect(JSON.stringify(req.body.messages)).toContain('Language: Italiano (Italian).');
    expect(JSON.stringify(req.body.system)).toContain('Moon in Aries');
  });

  it('throws an AiCallError when a free text fails after retries', async () => {
    fake.setReply(() => ({ kind: 'error', status: 529, type: 'overloaded_error' }));
    const p = writer({ maxRetries: 1 }).writeText({ purpose: 'daily-insight', facts: { date: '2026-11-22', sky: {}, highlights: [] } });
    await expect(p).rejects.toBeInstanceOf(AiCallError);
    await expect(p).rejects.toMatchObject({ code: 'overloaded', attempts: 2 });
  });

  it('streams text chunks (SSE) and reports the final usage', async () => {
    const text = 'Your Leo Sun loves a stage, and today it has one.';
    fake.setReply(() => ({ kind: 'message', text, usage: { input_tokens: 120, cache_creation_input_tokens: 0, cache_read_input_tokens: 900, output_tokens: 13 } }));
    const s = writer().streamText({ system: 'You are Nova, the advisor.', messages: [{ role: 'user', content: 'How is my week?' }], facts: CHART_A, language: 'fr' });
    expect(s.meta).toMatchObject({ writer: 'anthropic', model: 'model-standard', language: 'fr' });
    const chunks: string[] = [];
    for await (const c of s.textStream) chunks.push(c);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(text);
    const final = await s.final;
    expect(final.text).toBe(text);
    expect(final.stopReason).toBe('end_turn');
    expect(final.usage).toEqual({ inputTokens: 120, outputTokens: 13, cacheCreationInputTokens: 0, cacheReadInputTokens: 900, requests: 1 });
    const req = fake.requests[0]!;
    expect(req.stream).toBe(true);
    const system = req.body.system as { text: string; cache_control?: unknown }[];
    expect(system.map((b) => !!b.cache_control)).toEqual([false, false, true, false]);
    expect(system[3]!.text).toBe('Answer in Français (French).');
  });

  it('retries a stream that is refused before it starts', async () => {
    fake.setReply((req) => (req.attempt === 1 ? { kind: 'error', status: 529, type: 'overloaded_error' } : { kind: 'message', text: 'after retry' }));
    const s = writer().streamText({ messages: [{ role: 'user', content: 'hello' }] });
    let out = '';
    for await (const c of s.textStream) out += c;
    expect(out).toBe('after retry');
    expect(fake.requests).toHaveLength(2);
  });

  it('surfaces an error event in the middle of a stream', async () => {
    fake.setReply(() => ({ kind: 'stream-error', text: 'partial ' }));
    const s = writer().streamText({ messages: [{ role: 'user', content: 'hello' }] });
    const chunks: string[] = [];
    await expect(
      (async () => {
        for await (const c of s.textStream) chunks.push(c);
      })(),
    ).rejects.toMatchObject({ code: 'overloaded' });
    expect(chunks).toEqual(['partial ']);
    await expect(s.final).rejects.toBeInstanceOf(AiCallError);
  });

  it('times out a stream that stalls between chunks', async () => {
    // stalls for a minute after the first word; 1 s of silence is a stall (a 120 ms limit could
    // cut the stream before its first word on a loaded machine)
    fake.setReply(() => ({ kind: 'message', text: 'one two three four', chunkDelayMs: 60_000 }));
    const s = writer({ timeoutMs: 1_000 }).streamText({ messages: [{ role: 'user', content: 'hello' }] });
    const started = Date.now();
    const chunks: string[] = [];
    await expect(
      (async () => {
        for await (const c of s.textStream) chunks.push(c);
      })(),
    ).rejects.toMatchObject({ code: 'timeout' });
    expect(chunks).toEqual(['one ']);
    // ended by the 1 s stall limit, not by the minute-long pause
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
